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

ProofResult prove_logp(const std::string& name, const ProofOptions& opts_in) {
  z3::context ctx;
  ProofOptions opts = opts_in;
  opts.name = name;
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
