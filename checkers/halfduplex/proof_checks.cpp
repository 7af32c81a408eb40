// Checkers of the half-duplex family's formula claims (Lin and Hung,
// sections 2, 3 and 6): Theorem 4 from the recurrence of A's components, S(n, p, k) of B as
// printed and corrected, R(n, p, 1) - S(n, p, k), the k(k - 1) moved transfers, and Theorems 3
// and 5 on the closed forms. Each claim runs its group of Z3 obligations
// (proofs/halfduplex_obligations.hpp); a model counts as a counterexample only once
// spec/models/halfduplex_algebra.hpp has re-evaluated it in exact fractions. Whether the printed
// S is an integer is checked exhaustively.
#include "checkers/halfduplex/proof_checks.hpp"

#include "checkers/engine/exhaustive.hpp"
#include "checkers/registry.hpp"
#include "proofs/halfduplex_obligations.hpp"
#include "spec/models/halfduplex_algebra.hpp"

namespace cc::halfduplex_checks {

namespace {

using proofs::HalfduplexFormula;

// Per obligation: the largest of them uses about 2'000'000 (thm5_monotone); a fifth of this.
constexpr unsigned long long kFormulaRlimit = 10'000'000;

Checker formula_proof(const std::string& id, HalfduplexFormula group, Fields domain) {
  return {id, [=](const RunContext& ctx) {
            std::vector<ObligationSpec> obs;
            for (const auto& o : proofs::halfduplex_formula_obligations(group))
              obs.push_back(formula_obligation(o.name));
            Fields d = domain;
            d.push_back({"arithmetic", "unbounded integers, quotients multiplied out"});
            return run_obligations(id, obs, d, ctx);
          }};
}

// k >= 2 and p = k(i + 1) + 1, i >= 1: where section 3 defines S.
std::vector<Axis> s_axes(Budget b) {
  const std::int64_t K = b == Budget::smoke ? 8 : b == Budget::ci ? 64 : 256;
  const std::int64_t I = b == Budget::smoke ? 16 : b == Budget::ci ? 512 : 2048;
  return {{"k", 2, K, 2, 1 << 16}, {"i", 1, I, 1, 1 << 16}};
}

// The printed S is an integer (a number of steps).
std::optional<Fields> check_s_integer(const Point& x) {
  const i128 k = x[0], p = k * (x[1] + 1) + 1;
  const halfduplex::Ratio s = halfduplex::s_printed(p, k);
  if (s.den == 1) return std::nullopt;
  return Fields{{"p", static_cast<std::int64_t>(p)},
                {"S(n,p,k)_printed", halfduplex::to_text(s)},
                {"S(n,p,k)_components",
                 halfduplex::to_text(halfduplex::ratio(halfduplex::s_by_components(p, k)))}};
}

}  // namespace

ObligationSpec formula_obligation(const std::string& name) {
  return {name, [name](const proofs::ProofOptions& o) { return proofs::prove_halfduplex(name, o); },
          [name](const proofs::ProofResult& r) {
            return halfduplex::formula_counterexample(name, proofs::model_values(r));
          },
          kFormulaRlimit};
}

}  // namespace cc::halfduplex_checks

namespace cc {

std::vector<Checker> halfduplex_proof_checkers() {
  using namespace halfduplex_checks;
  using G = HalfduplexFormula;
  const Fields kp1 = {{"k", "all >= 1"}, {"p", "all >= k+1"}};
  const Fields kp2 = {{"k", "all >= 2"}, {"p", "all >= k+1"}};
  std::vector<Checker> v;
  v.push_back(formula_proof("halfduplex.thm4.recurrence", G::thm4_recurrence, kp1));
  v.push_back(formula_proof("halfduplex.thm4.integer_proof", G::thm4_integer,
                            {{"k", "all >= 2"}, {"q", "all >= 1"}, {"p", "kq+1"}}));
  v.push_back(formula_proof("halfduplex.s.closed_form", G::s_printed,
                            {{"k", "all >= 2"}, {"p", "2k+1 (base), all >= 3k+1 (step)"}}));
  v.push_back(formula_proof(
      "halfduplex.s.corrected", G::s_corrected,
      {{"k", "all >= 2"}, {"p", "2k+1 (base), all >= 3k+1 (step), kq+1 with q >= 2 (integer)"}}));
  v.push_back({"halfduplex.s.integer", [](const RunContext& ctx) {
                 return run_exhaustive(
                     {"halfduplex.s.integer", s_axes(ctx.budget), {}, check_s_integer, {}}, ctx);
               }});
  v.push_back(formula_proof("halfduplex.r_minus_s.algebra", G::r_minus_s_printed, kp2));
  v.push_back(formula_proof("halfduplex.r_minus_s.corrected_algebra", G::r_minus_s_corrected, kp2));
  v.push_back(formula_proof("halfduplex.b.moved_fit", G::moved_fit,
                            {{"k", "all >= 2"}, {"p", "all >= 2k+1 (R), all >= 3k+1 (S)"}}));
  v.push_back(formula_proof("halfduplex.thm5.monotone_p", G::thm5_monotone,
                            {{"k", "all >= 1"}, {"a", "all >= k+1"}, {"d", "all > a"}}));
  v.push_back(formula_proof("halfduplex.thm5.large_p", G::thm5_large,
                            {{"k", "all >= 2"}, {"p", "all >= max(k+1, 2k^2-3k+1)"}}));
  v.push_back(
      formula_proof("halfduplex.thm5.otherwise", G::thm5_otherwise_literal,
                    {{"k", "all >= 1"}, {"p", "all >= k+1 with not (p >= 2k^2-3k+1 and k >= 2)"}}));
  v.push_back(formula_proof("halfduplex.thm5.otherwise_corrected", G::thm5_otherwise,
                            {{"k", "all >= 2"}, {"p", "k+1 <= p < 2k^2-3k+1"}}));
  v.push_back(formula_proof("halfduplex.thm3.formula", G::thm3,
                            {{"n", "all >= 1"},
                             {"b", "all >= 1"},
                             {"a", "all >= b+1"},
                             {"d", "all > a (with b), all >= e+1 (with e)"},
                             {"e", "all > b"}}));
  return v;
}

}  // namespace cc
