// halfduplex.s.closed_form: section 3, S(n, p, k). The claim as the paper states it and the checker
// that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/proof_checks.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_s_closed_form() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.s.closed_form", "section 3, S(n, p, k)",
           "S(n, p, k) = (2k - 1)p^2/2k - p/2 + k^2 - 3k + 2 is the sum of components (i)-(iv) "
           "with the merge of phase k + 1: S(p) = S(p - k) + k(p - 1) + (k - 1)(p - k) for "
           "p >= 3k + 1, and at p = 2k + 1 the first k + 1 PEs run A(v, k + 1, k), k(2k - 1) "
           "steps (phase 1 taking the longer of the first p - k PEs' steps and the k(k - 1) "
           "moved transfers) (Z3, every integer k >= 2, p)",
           Expect::refuted, Method::proof,
           Finding{Kind::erratum,
                   "S(n, p, k) = R(n, p, k) - (k - 1)^2 (p - k - 1)/k = (2k - 1)p^2/2k - p/2 + "
                   "k^2 - 2k + 1/2 + 1/2k: the printed form satisfies the step but not the base "
                   "S(n, 2k + 1, k) = 5k^2 - k - 1 (k = 2, p = 5: 65/4, the components give 17); "
                   "it is short by (k - 1)(2k - 1)/2k",
                   "halfduplex.s.corrected",
                   "the defect of halfduplex.s.executed seen on the recurrence (Z3, every k >= 2): "
                   "the paper defines S as the sum of its components, and the printed form "
                   "satisfies their step but misses their base at p = 2k + 1",
                   {kSComponents, kSPrinted},
                   {{"p", 5}, {"k", 2}}})
      .extend(kEveryIntegerP)
      .reading_of("halfduplex.s");
  return declare(list,
                 formula_proof(proofs::HalfduplexFormula::s_printed,
                               {{"k", "all >= 2"}, {"p", "2k+1 (base), all >= 3k+1 (step)"}}));
}

}  // namespace cc::halfduplex_checks
