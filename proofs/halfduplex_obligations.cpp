// Z3 obligations of Lin and Hung, sections 2, 3, 5 and 6 (Theorems 1-5 and 7, S, R - S): see
// halfduplex_obligations.hpp.
#include "proofs/halfduplex_obligations.hpp"

#include <optional>
#include <stdexcept>
#include <utility>

#include "proofs/detail/z3_engine.hpp"
#include "proofs/detail/z3_formula.hpp"
#include "spec/models/halfduplex_formulas.hpp"

namespace cc::proofs {

// Sections 2, 3 and 6 (the formula obligations), below.
ProofResult prove_halfduplex_formula(const std::string& name, const ProofOptions& opts);

std::vector<NamedObligation> halfduplex_obligations() {
  return {{"halfduplex_thm1", "2vpk = N(n - v) implies vD = nN"},
          {"halfduplex_thm2", "vD = nN, ck = n - v, Cp = (c-1)p + kc imply (C+1)D = 2n(p+k)"},
          {"halfduplex_thm7", "(n - v)D >= kpD <=> 2n >= D, where vD = nN"}};
}

ProofResult prove_halfduplex(const std::string& name, const ProofOptions& opts_in) {
  if (name != "halfduplex_thm1" && name != "halfduplex_thm2" && name != "halfduplex_thm7" &&
      name != "halfduplex_thm7_planted")
    return prove_halfduplex_formula(name, opts_in);
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  ProofOptions opts = opts_in;
  opts.name = name;
  auto n = ctx.int_const("n"), p = ctx.int_const("p"), k = ctx.int_const("k"),
       v = ctx.int_const("v"), c = ctx.int_const("c"), C = ctx.int_const("C");
  namespace hf = halfduplex::formulas;
  std::vector<z3::expr> hyps = {n >= 1, k >= 1, p >= k + 1};
  z3::expr_vector vars(ctx);
  for (auto x : {n, p, k, v, c, C}) vars.push_back(x);
  if (name == "halfduplex_thm1") {
    hyps.push_back(hf::phase1_balanced(n, p, k, v));
    return detail::prove(ctx, hyps, hf::is_thm1_v(v, n, p, k), vars, opts);
  }
  if (name == "halfduplex_thm2") {
    hyps.push_back(hf::is_thm1_v(v, n, p, k));
    hyps.push_back(hf::is_block(c, n, k, v));
    hyps.push_back(hf::is_phase_count(C, c, p, k));
    return detail::prove(ctx, hyps, hf::is_thm2_C(C, n, p, k), vars, opts);
  }
  if (name == "halfduplex_thm7" || name == "halfduplex_thm7_planted") {
    hyps.push_back(hf::is_thm1_v(v, n, p, k));
    // Planted: 2n > D.
    const auto pre = name == "halfduplex_thm7" ? hf::precondition(n, p, k) : 2 * n > hf::D(p, k);
    return detail::prove(ctx, hyps, hf::every_pe_computes(n, v, p, k) == pre, vars, opts);
  }
  throw std::invalid_argument("unknown halfduplex obligation " + name);
}

}  // namespace cc::proofs

// Sections 2, 3 and 6 as formulas: see halfduplex_obligations.hpp. Where a hypothesis would decide
// a case split (k = 1 or k >= 2, q even or odd) the cases are separate obligations, so that most
// queries are plain polynomial (in)equalities for Z3's nonlinear arithmetic; the max of phase 1
// and the piecewise R of the literal Theorem 5 stay as if-then-else terms.
namespace cc::proofs {

namespace {

using z3::expr;
namespace hf = halfduplex::formulas;

// A count num/den with den > 0 (the paper's quotient, multiplied out when compared). The closed
// forms are spec/models/halfduplex_formulas.hpp's, instantiated for z3::expr.
using Frac = formula::Quot<expr>;
using formula::plus;
using formula::whole;

Frac r1(const expr& p) { return hf::R1(p); }
Frac rk(const expr& p, const expr& k) { return hf::Rk(p, k); }
Frac s_printed(const expr& p, const expr& k) { return hf::S_printed(p, k); }
Frac s_corrected(const expr& p, const expr& k) { return hf::S_corrected(p, k); }
Frac c_plus_1(const expr& n, const expr& p, const expr& k) { return hf::C_plus_1(n, p, k); }
expr a_level(const expr& p, const expr& k, bool merge) { return hf::a_level(p, k, merge); }

struct Formula {
  std::vector<expr> hyps;
  std::vector<expr> params;  // the model's variables, in the order they are made least
  expr goal;
  // Definitions x = e, in order: added to the hypotheses and substituted into the goal, which is
  // then put in sum-of-monomials form by Z3's rewriter, so that an identity which holds once
  // x = e is substituted is decided by normalization rather than by the nonlinear search.
  std::vector<std::pair<expr, expr>> defs = {};
};

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() > suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::optional<Formula> formula(z3::context& ctx, const std::string& name) {
  const std::string suffix = "_planted";
  const bool planted = ends_with(name, suffix);
  const std::string o = planted ? name.substr(0, name.size() - suffix.size()) : name;
  const expr k = ctx.int_const("k"), p = ctx.int_const("p");
  const std::vector<expr> kp = {k, p};
  const expr moved = hf::moved(k), bound = hf::thm5_threshold(k);
  if (o == "halfduplex_thm4_k1_base")
    return Formula{{}, kp, whole(a_level(p, k, false)) == r1(p), {{k, ctx.int_val(1)}, {p, k + 1}}};
  if (o == "halfduplex_thm4_k1_step")
    return Formula{{p >= 2 * k + 1},
                   kp,
                   plus(r1(p - k), whole(a_level(p, k, false))) == r1(p),
                   {{k, ctx.int_val(1)}}};
  if (o == "halfduplex_thm4_base")  // planted: phase k + 1 without the merge
    return Formula{{k >= 2}, kp, whole(a_level(p, k, !planted)) == rk(p, k), {{p, k + 1}}};
  if (o == "halfduplex_thm4_step")
    return Formula{
        {k >= 2, p >= 2 * k + 1}, kp, plus(rk(p - k, k), whole(a_level(p, k, true))) == rk(p, k)};
  if (o == "halfduplex_thm4_integer_even" || o == "halfduplex_thm4_integer_odd" ||
      o == "halfduplex_s_integer_even" || o == "halfduplex_s_integer_odd") {
    // The witness q(q + 1)/2 = t(2t + 1) for q = 2t, (2t + 1)(t + 1) for q = 2t + 1 (every q is
    // one of the two); planted: t(2t + 1) for odd q too.
    const bool s = o.rfind("halfduplex_s_", 0) == 0, odd = ends_with(o, "_odd");
    const expr q = ctx.int_const("q"), t = ctx.int_const("t");
    const expr r = hf::R_integer(k, hf::q_q1_half(t, odd && !planted));
    return Formula{
        {k >= 2, q >= (s ? 2 : 1)},
        {k, q, t, p},
        s ? whole(hf::S_integer(r, k, q)) == s_corrected(p, k) : whole(r) == rk(p, k),
        {{q, odd ? 2 * t + 1 : 2 * t}, {p, k * q + 1}}};
  }
  if (o == "halfduplex_s_printed_base" || o == "halfduplex_s_base") {
    // Planted: (k - 1) for (k - 1)^2 in the corrected S.
    const Frac closed =
        o == "halfduplex_s_printed_base" ? s_printed(p, k)
        : planted ? Frac{rk(p, k).num - 2 * (k - 1) * (p - k - 1), 2 * k}
                  : s_corrected(p, k);
    const Frac steps = hf::s_level(whole(a_level(k + 1, k, true)), p, k);
    return Formula{{k >= 2}, kp, steps == closed, {{p, 2 * k + 1}}};
  }
  if (o == "halfduplex_s_printed_step" || o == "halfduplex_s_step") {
    auto S = [&](const expr& x) {
      return o == "halfduplex_s_step" ? s_corrected(x, k) : s_printed(x, k);
    };
    return Formula{{k >= 2, p >= 3 * k + 1},
                   kp,
                   hf::s_level(S(p - k), p, k) == S(p)};
  }
  if (o == "halfduplex_r_minus_s_printed" || o == "halfduplex_r_minus_s_corrected") {
    // Planted: 5k^2 for 6k^2 (printed), -k for -k - 1 (corrected).
    const bool printed = o == "halfduplex_r_minus_s_printed";
    const Frac S = printed ? s_printed(p, k) : s_corrected(p, k);
    const expr num = !planted ? (printed ? hf::r_minus_s_printed_num(p, k)
                                         : hf::r_minus_s_corrected_num(p, k))
                     : printed ? p * p - k * p - 2 * k * k * k + 5 * k * k - 4 * k
                               : p * p - k * p - 2 * k * k * k + 4 * k * k - k - 0;
    return Formula{{k >= 2, p >= k + 1}, kp, plus(S, Frac{num, 2 * k}) == r1(p)};
  }
  if (o == "halfduplex_moved_r") {
    // Planted: R(v, p - k, k) - k(k - 1) >= k^2 + 1.
    const Frac r = rk(p - k, k);
    return Formula{{k >= 2, p >= 2 * k + 1},
                   kp,
                   r == Frac{(2 * k - 1) * (p - k - 1) * (p - 1), 2 * k} &&
                       whole(k * (2 * k - 1)) <= r &&
                       whole(moved + k * k + (planted ? 1 : 0)) <= r};
  }
  if (o == "halfduplex_moved_s")
    return Formula{
        {k >= 2, p - k >= 2 * k + 1}, kp, whole(moved + 4 * k * k - 1) <= s_corrected(p - k, k)};
  if (o == "halfduplex_thm5_monotone_k1" || o == "halfduplex_thm5_monotone") {
    // Planted: d >= a.
    const expr a = ctx.int_const("a"), d = ctx.int_const("d");
    const bool one = o == "halfduplex_thm5_monotone_k1";
    return Formula{{one ? k == 1 : k >= 2, a >= k + 1, planted ? d >= a : d > a},
                   {k, a, d},
                   one ? r1(a) < r1(d) : rk(a, k) < rk(d, k)};
  }
  if (o == "halfduplex_thm5_large_r1" || o == "halfduplex_thm5_large_r2" ||
      o == "halfduplex_thm5_large_rk1") {
    // Planted: p >= 2k^2 - 3k (for R(n, p, k) <= R(n, p, 1)).
    const expr goal = o == "halfduplex_thm5_large_r1"   ? rk(p, k) <= r1(p)
                      : o == "halfduplex_thm5_large_r2" ? rk(p, ctx.int_val(2)) <= rk(p, k)
                                                        : rk(p, k) < rk(p, k + 1);
    return Formula{{k >= 2, p >= k + 1, p >= bound - (planted ? 1 : 0)}, kp, goal};
  }
  if (o == "halfduplex_thm5_otherwise_literal") {
    // R(n, p, k) for k >= 1: p(p - 1) at k = 1.
    const Frac r = hf::R(p, k);
    return Formula{
        {k >= 1, p >= k + 1, !(p >= bound && k >= 2)}, kp, r1(p) < r && r < rk(p, k + 1)};
  }
  if (o == "halfduplex_thm5_otherwise")
    // Planted: p <= 2k^2 - 3k + 1.
    return Formula{{k >= 2, p >= k + 1, planted ? p <= bound : p < bound},
                   kp,
                   r1(p) < rk(p, k) && rk(p, k) < rk(p, k + 1)};
  if (o == "halfduplex_v_range" || o == "halfduplex_v_recursive" ||
      o == "halfduplex_stronger_precondition") {
    const expr n = ctx.int_const("n");
    const std::vector<expr> hyps = {n >= 1, k >= 1, p >= k + 1};
    const expr Np = hf::N(p, k), Dp = hf::D(p, k), Dq = hf::D(p - k, k);
    if (o == "halfduplex_v_range")
      // v = nN/D times D: 0 < vD < nD. Planted: v < n/2 (false for large p).
      return Formula{hyps, {n, k, p},
                     planted ? 2 * n * Np < n * Dp : 0 < n * Np && n * Np < n * Dp};
    if (o == "halfduplex_v_recursive")
      // N(p, k) = D(p - k, k), and (2v - D(p - k, k))D = 2nN - D(p - k, k)D = N(2n - D(p, k))
      // with N >= 2k + 2 > 0: n >= D(p, k)/2 exactly when v >= D(p - k, k)/2.
      // Planted: N >= 2k + 3 (false at p = k + 1).
      return Formula{hyps, {n, k, p},
                     Np == Dq && 2 * n * Np - Dq * Dp == Np * (2 * n - Dp) &&
                         Np >= 2 * k + (planted ? 3 : 2)};
    // D(p, k) >= p^2 + p + 2 > 2(p + 1), so n >= D/2 implies n > p, and n = p + 1 falls short.
    // Planted: D(p, k) >= p^2 + 2p + 2 (false at k = 1).
    const expr floor_d = planted ? p * p + 2 * p + 2 : p * p + p + 2;
    return Formula{hyps, {n, k, p},
                   Dp >= floor_d && p * p + p + 2 > 2 * (p + 1) &&
                       z3::implies(2 * n >= Dp, n > p) && !(2 * (p + 1) >= Dp)};
  }
  if (o == "halfduplex_thm3_p" || o == "halfduplex_thm3_k") {
    // Planted (thm3_k): e >= b.
    const expr n = ctx.int_const("n"), b = ctx.int_const("b");
    if (o == "halfduplex_thm3_p") {
      const expr a = ctx.int_const("a"), d = ctx.int_const("d");
      return Formula{
          {n >= 1, b >= 1, a >= b + 1, d > a}, {n, b, a, d}, c_plus_1(n, d, b) < c_plus_1(n, a, b)};
    }
    const expr d = ctx.int_const("d"), e = ctx.int_const("e");
    return Formula{{n >= 1, b >= 1, planted ? e >= b : e > b, d >= e + 1},
                   {n, b, e, d},
                   c_plus_1(n, d, e) < c_plus_1(n, d, b)};
  }
  return std::nullopt;
}

// Proves f; for a counterexample, asks for a smaller value of each parameter in turn (the earlier
// ones fixed) until Z3 answers unsat, so the reported model is the least in that order.
ProofResult prove_least(z3::context& ctx, Formula f, const ProofOptions& opts) {
  z3::expr_vector vars(ctx);
  for (const auto& x : f.params) vars.push_back(x);
  // Last definition first: a later one may use an earlier variable (q = 2t, then p = kq + 1).
  for (auto def = f.defs.rbegin(); def != f.defs.rend(); ++def) {
    f.hyps.push_back(def->first == def->second);
    z3::expr_vector from(ctx), to(ctx);
    from.push_back(def->first);
    to.push_back(def->second);
    f.goal = f.goal.substitute(from, to);
  }
  z3::params som(ctx);
  som.set("som", true);
  f.goal = f.goal.simplify(som);
  ProofResult r = detail::prove(ctx, f.hyps, f.goal, vars, opts);
  if (r.status != Status::counterexample) return r;
  ProofOptions quiet = opts;
  quiet.emit_dir.clear();
  double seconds = r.seconds;
  auto value = [&](const expr& x) -> std::optional<expr> {
    i128 v;
    if (!model_value(r, x.to_string(), v)) return std::nullopt;
    for (const auto& [key, text] : r.model)
      if (key == x.to_string()) return ctx.int_val(text.c_str());
    return std::nullopt;
  };
  for (const auto& x : f.params) {
    for (int tries = 0; tries < 64; ++tries) {
      const auto v = value(x);
      if (!v) break;
      auto hyps = f.hyps;
      hyps.push_back(x < *v);
      ProofResult smaller = detail::prove(ctx, hyps, f.goal, vars, quiet);
      seconds += smaller.seconds;
      if (smaller.status != Status::counterexample) break;
      r = std::move(smaller);
    }
    const auto v = value(x);
    if (!v) break;
    f.hyps.push_back(x == *v);
  }
  r.seconds = seconds;
  return r;
}

}  // namespace

std::vector<NamedObligation> halfduplex_formula_obligations(HalfduplexFormula group) {
  switch (group) {
    case HalfduplexFormula::thm4_recurrence:
      return {{"halfduplex_thm4_k1_base", "k = 1: R(2) = a(2)"},
              {"halfduplex_thm4_k1_step", "k = 1, p >= 3: R(p) = R(p-1) + a(p)"},
              {"halfduplex_thm4_base", "k >= 2: R(k+1) = a(k+1)"},
              {"halfduplex_thm4_step", "k >= 2, p >= 2k+1: R(p) = R(p-k) + a(p)"}};
    case HalfduplexFormula::thm4_integer:
      return {{"halfduplex_thm4_integer_even", "p = kq+1, q = 2t: R(p) = (2k-1)k t(2t+1)"},
              {"halfduplex_thm4_integer_odd", "p = kq+1, q = 2t+1: R(p) = (2k-1)k (2t+1)(t+1)"}};
    case HalfduplexFormula::s_printed:
      return {{"halfduplex_s_printed_step", "printed S(p) = max(S(p-k), k(k-1)) + b(p)"},
              {"halfduplex_s_printed_base", "printed S(2k+1) = max(a(k+1), k(k-1)) + b(2k+1)"}};
    case HalfduplexFormula::s_corrected:
      return {{"halfduplex_s_base", "S(2k+1) = max(a(k+1), k(k-1)) + b(2k+1)"},
              {"halfduplex_s_step", "p >= 3k+1: S(p) = max(S(p-k), k(k-1)) + b(p)"},
              {"halfduplex_s_integer_even", "p = kq+1, q = 2t: S(p) = R(p) - (k-1)^2 (q-1)"},
              {"halfduplex_s_integer_odd", "p = kq+1, q = 2t+1: S(p) = R(p) - (k-1)^2 (q-1)"}};
    case HalfduplexFormula::r_minus_s_printed:
      return {{"halfduplex_r_minus_s_printed",
               "R(p,1) - S(p) = (p^2 - kp - 2k^3 + 6k^2 - 4k)/2k, printed S"}};
    case HalfduplexFormula::r_minus_s_corrected:
      return {{"halfduplex_r_minus_s_corrected",
               "R(p,1) - S(p) = (p^2 - kp - 2k^3 + 4k^2 - k - 1)/2k"}};
    case HalfduplexFormula::moved_fit:
      return {{"halfduplex_moved_r", "R(p-k) >= k(2k-1), R(p-k) - k(k-1) >= k^2"},
              {"halfduplex_moved_s", "S(p-k) - k(k-1) >= 4k^2 - 1"}};
    case HalfduplexFormula::thm5_monotone:
      return {{"halfduplex_thm5_monotone_k1", "k = 1, d > a: R(d,1) > R(a,1)"},
              {"halfduplex_thm5_monotone", "k >= 2, d > a: R(d,k) > R(a,k)"}};
    case HalfduplexFormula::thm5_large:
      return {{"halfduplex_thm5_large_r1", "R(p,k) <= R(p,1)"},
              {"halfduplex_thm5_large_r2", "R(p,2) <= R(p,k)"},
              {"halfduplex_thm5_large_rk1", "R(p,k) < R(p,k+1)"}};
    case HalfduplexFormula::thm5_otherwise_literal:
      return {{"halfduplex_thm5_otherwise_literal", "otherwise R(p,1) < R(p,k) < R(p,k+1)"}};
    case HalfduplexFormula::thm5_otherwise:
      return {{"halfduplex_thm5_otherwise", "p < 2k^2-3k+1: R(p,1) < R(p,k) < R(p,k+1)"}};
    case HalfduplexFormula::thm3:
      return {{"halfduplex_thm3_p", "C(n,a,b) > C(n,d,b)"},
              {"halfduplex_thm3_k", "C(n,d,b) > C(n,d,e)"}};
    case HalfduplexFormula::v_range:
      return {{"halfduplex_v_range", "0 < nN < nD (0 < v < n)"},
              {"halfduplex_v_recursive",
               "N(p,k) = D(p-k,k); (2v - D(p-k,k))D = N(2n - D(p,k)), N > 0"}};
    case HalfduplexFormula::stronger_precondition:
      return {{"halfduplex_stronger_precondition",
               "D >= p^2+p+2 > 2(p+1); 2n >= D => n > p; 2(p+1) < D"}};
  }
  return {};
}

std::string halfduplex_formula_planted(HalfduplexFormula group) {
  switch (group) {
    case HalfduplexFormula::thm4_recurrence:
      return "halfduplex_thm4_base_planted";
    case HalfduplexFormula::thm4_integer:
      return "halfduplex_thm4_integer_odd_planted";
    case HalfduplexFormula::s_corrected:
      return "halfduplex_s_base_planted";
    case HalfduplexFormula::r_minus_s_printed:
      return "halfduplex_r_minus_s_printed_planted";
    case HalfduplexFormula::r_minus_s_corrected:
      return "halfduplex_r_minus_s_corrected_planted";
    case HalfduplexFormula::moved_fit:
      return "halfduplex_moved_r_planted";
    case HalfduplexFormula::thm5_monotone:
      return "halfduplex_thm5_monotone_planted";
    case HalfduplexFormula::thm5_large:
      return "halfduplex_thm5_large_r1_planted";
    case HalfduplexFormula::thm5_otherwise:
      return "halfduplex_thm5_otherwise_planted";
    case HalfduplexFormula::thm3:
      return "halfduplex_thm3_k_planted";
    case HalfduplexFormula::v_range:
      return "halfduplex_v_range_planted";
    case HalfduplexFormula::stronger_precondition:
      return "halfduplex_stronger_precondition_planted";
    case HalfduplexFormula::s_printed:
    case HalfduplexFormula::thm5_otherwise_literal:
      break;
  }
  return {};
}

ProofResult prove_halfduplex_formula(const std::string& name, const ProofOptions& opts_in) {
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  ProofOptions opts = opts_in;
  opts.name = name;
  auto f = formula(ctx, name);
  if (!f) throw std::invalid_argument("unknown halfduplex obligation " + name);
  return prove_least(ctx, std::move(*f), opts);
}

}  // namespace cc::proofs
