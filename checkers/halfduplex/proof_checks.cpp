// Checkers of the half-duplex family's Z3 claims (Lin and Hung, sections 2, 3, 5 and 6): the
// algebra of Theorems 1, 2 and 7, Theorem 4 from the recurrence of A's components, S(n, p, k) of
// B as printed and corrected, R(n, p, 1) - S(n, p, k), the k(k - 1) moved transfers, and
// Theorems 3 and 5 on the closed forms. Each claim runs its group of Z3 obligations
// (proofs/halfduplex_obligations.hpp); a model counts as a counterexample only once
// spec/models/halfduplex_algebra.hpp has re-evaluated it in exact fractions. Whether the printed
// S is an integer is checked exhaustively.
#include "checkers/halfduplex/proof_checks.hpp"

#include <utility>
#include <vector>

#include "checkers/registry.hpp"
#include "spec/models/halfduplex_algebra.hpp"

namespace cc::halfduplex_checks {

namespace {

// Per obligation: the largest of them uses about 2'000'000 (thm5_monotone); a fifth of this.
constexpr unsigned long long kFormulaRlimit = 10'000'000;

}  // namespace

ObligationSpec formula_obligation(const std::string& name) {
  return {name, [name](const proofs::ProofOptions& o) { return proofs::prove_halfduplex(name, o); },
          [name](const proofs::ProofResult& r) {
            return halfduplex::formula_counterexample(name, proofs::model_values(r));
          },
          kFormulaRlimit};
}

kit::Make formula_proof(proofs::HalfduplexFormula group, Fields domain) {
  return [group, domain = std::move(domain)](const std::string& id) {
    return Checker{id, [id, group, domain](const RunContext& ctx) {
                     std::vector<ObligationSpec> obs;
                     for (const auto& o : proofs::halfduplex_formula_obligations(group))
                       obs.push_back(formula_obligation(o.name));
                     Fields d = domain;
                     d.push_back({"arithmetic", "unbounded integers, quotients multiplied out"});
                     return run_obligations(id, obs, d, ctx);
                   }};
  };
}

kit::Make obligation_proof(std::string obligation) {
  return [obligation = std::move(obligation)](const std::string& id) {
    return Checker{
        id, [id, obligation](const RunContext& ctx) {
          std::vector<ObligationSpec> obs;
          obs.push_back(
              {obligation,
               [obligation](const proofs::ProofOptions& o) {
                 return proofs::prove_halfduplex(obligation, o);
               },
               [obligation](const proofs::ProofResult& r) -> std::optional<Fields> {
                 if (!halfduplex::obligation_violated(obligation, proofs::model_values(r)))
                   return std::nullopt;
                 return Fields{{"re-checked",
                                "the model satisfies the hypotheses and violates "
                                "the goal"}};
               }});
          return run_obligations(id, obs,
                                 {{"n", "all >= 1"}, {"k", "all >= 1"}, {"p", "all >= k+1"}}, ctx);
        }};
  };
}

std::optional<Fields> s_integer_case(const Point& x) {
  const i128 k = x[0], p = k * (x[1] + 1) + 1;
  const halfduplex::Ratio s = halfduplex::s_printed(p, k);
  if (s.den == 1) return std::nullopt;
  return Fields{{"p", static_cast<std::int64_t>(p)},
                {"S(n,p,k)_printed", halfduplex::to_text(s)},
                {"S(n,p,k)_components",
                 halfduplex::to_text(halfduplex::ratio(halfduplex::s_by_components(p, k)))}};
}

}  // namespace cc::halfduplex_checks
