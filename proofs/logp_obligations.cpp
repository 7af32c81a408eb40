// Z3 obligations of Shou and Chen, section 1 (Theorem 2's proof): see logp_obligations.hpp.
#include "proofs/logp_obligations.hpp"

#include <stdexcept>

#include "proofs/detail/z3_engine.hpp"
#include "spec/models/logp_formulas.hpp"

namespace cc::proofs {

std::vector<NamedObligation> logp_thm2_step_obligations() {
  return {{"logp_thm2_shift", "n-g >= h implies floor((n-g-h)/g) = k-1"},
          {"logp_thm2_short", "n-g < h implies k = 0 and n-g >= 0"},
          {"logp_thm2_tail", "n-g-h-kg < 0"}};
}

std::vector<NamedObligation> logp_sum_algebra_obligations() {
  return {{"logp_sum_base", "over no nodes, sum N_i = 0 = sum T_i - (o+1) sum K_i + P"},
          {"logp_sum_step",
           "one more node (T, k): the split of P nodes plus T - k(o+1) + 1 is the split of P+1"},
          {"logp_sum_link3", "sum K_i = P - 1 implies sum T_i - (o+1) sum K_i + P = N_S"}};
}

namespace {

// Theorem 5's proof, links 2 and 3 (logp_formulas.hpp, sum_algebra_*), over unbounded integers.
ProofResult prove_sum_algebra(const std::string& name, const ProofOptions& opts) {
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  auto S = ctx.int_const("S"), K = ctx.int_const("K"), P = ctx.int_const("P"),
       o = ctx.int_const("o"), T = ctx.int_const("T"), k = ctx.int_const("k");
  namespace f = logp::formulas;
  z3::expr_vector vars(ctx);
  for (auto v : {S, K, P, o, T, k}) vars.push_back(v);
  if (name == "logp_sum_link3_planted")  // o K for (o+1) K: false wherever P != 1
    return detail::prove(ctx, f::sum_algebra_hyps(2, S, K, P),
                         S - o * K + P == f::thm5_ns(S, P, o), vars, opts);
  const int which = name == "logp_sum_base" ? 0 : name == "logp_sum_step" ? 1 : 2;
  return detail::prove(ctx, f::sum_algebra_hyps(which, S, K, P),
                       f::sum_algebra_goal(which, S, K, P, o, T, k), vars, opts);
}

// Theorem 3's proof, its identity (logp_formulas.hpp, thm3_*), over unbounded integers; the
// f-values are free integers bound only by the hypotheses (Theorem 2's case 3 where it applies).
ProofResult prove_thm3(const std::string& name, const ProofOptions& opts) {
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  auto L = ctx.int_const("L"), o = ctx.int_const("o"), g = ctx.int_const("g"),
       T = ctx.int_const("T"), k = ctx.int_const("k"), s = ctx.int_const("s"),
       fT = ctx.int_const("fT"), fA = ctx.int_const("fA"), fB = ctx.int_const("fB"),
       fC = ctx.int_const("fC");
  namespace f = logp::formulas;
  z3::expr_vector vars(ctx);
  for (auto v : {L, o, g, T, k, s, fT, fA, fB, fC}) vars.push_back(v);
  if (name == "logp_thm3_guard_planted") {  // the (k-1)-th child for the k-th: false for g > L+2o
    std::vector<z3::expr> hyps{L >= 1, o >= 1, g >= 1, k >= 1,
                               f::child_time(L, o, g, T, k - 1) >= 0};
    return detail::prove(ctx, hyps, f::thm3_goal(1, L, o, g, T, k, s, fT, fB, fC), vars, opts);
  }
  const int which = name == "logp_thm3_base" ? 0 : name == "logp_thm3_guard" ? 1 : 2;
  return detail::prove(ctx, f::thm3_hyps(which, L, o, g, T, k, s, fT, fA, fB, fC),
                       f::thm3_goal(which, L, o, g, T, k, s, fT, fB, fC), vars, opts);
}

}  // namespace

std::vector<NamedObligation> logp_thm3_identity_obligations() {
  return {{"logp_thm3_base", "k = 0: the empty sum is f_T - f_T"},
          {"logp_thm3_guard",
           "the k-th child exists (T - L - 2o - kg >= 0) implies T - (k-1)g >= max{g, L+2o}"},
          {"logp_thm3_step",
           "the identity for k-1 and Theorem 2's case 3 at T - (k-1)g give the identity for k"}};
}

ProofResult prove_logp(const std::string& name, const ProofOptions& opts_in) {
  ProofOptions opts = opts_in;
  opts.name = name;
  if (name.rfind("logp_thm3_", 0) == 0) {
    if (name != "logp_thm3_base" && name != "logp_thm3_guard" && name != "logp_thm3_step" &&
        name != "logp_thm3_guard_planted")
      throw std::invalid_argument("unknown logp obligation " + name);
    return prove_thm3(name, opts);
  }
  if (name.rfind("logp_sum_", 0) == 0) {
    if (name != "logp_sum_base" && name != "logp_sum_step" && name != "logp_sum_link3" &&
        name != "logp_sum_link3_planted")
      throw std::invalid_argument("unknown logp obligation " + name);
    return prove_sum_algebra(name, opts);
  }
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  auto L = ctx.int_const("L"), o = ctx.int_const("o"), g = ctx.int_const("g"),
       n = ctx.int_const("n"), k = ctx.int_const("k");
  namespace f = logp::formulas;
  const auto h = f::hop(L, o);
  std::vector<z3::expr> hyps = f::thm2_hyps(L, o, g, n, k);
  z3::expr_vector vars(ctx);
  for (auto v : {L, o, g, n, k}) vars.push_back(v);
  if (name == "logp_thm2_shift") {
    hyps.push_back(n - g >= h);
    return detail::prove(ctx, hyps, f::thm2_shift(L, o, g, n, k), vars, opts);
  }
  if (name == "logp_thm2_short") {
    hyps.push_back(n - g < h);
    return detail::prove(ctx, hyps, f::thm2_short(g, n, k), vars, opts);
  }
  if (name == "logp_thm2_tail")
    return detail::prove(ctx, hyps, f::thm2_tail(L, o, g, n, k), vars, opts);
  if (name == "logp_thm2_tail_planted")
    return detail::prove(ctx, hyps, f::child_time(L, o, g, n - g, k - 1) < 0, vars, opts);
  throw std::invalid_argument("unknown logp obligation " + name);
}

}  // namespace cc::proofs
