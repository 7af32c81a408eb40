// halfduplex.s.corrected: section 3, S(n, p, k) (corrected). The claim as the paper states it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/proof_checks.hpp"

namespace cc::halfduplex_checks {

Declared claim_s_corrected() {
  ClaimList list("halfduplex");
  list.add("halfduplex.s.corrected", "section 3, S(n, p, k) (corrected)",
           "S(n, p, k) = R(n, p, k) - (k - 1)^2 (p - k - 1)/k satisfies the base S(n, 2k + 1, k) "
           "= k(2k - 1) + k(2k) + (k - 1)(k + 1) and the step of components (i)-(iv) (Z3, every "
           "integer k >= 2, p), and equals the integer R(n, p, k) - (k - 1)^2 (q - 1) for "
           "p = kq + 1, q >= 2",
           Expect::holds, Method::proof);
  return declare(
      list, formula_proof(proofs::HalfduplexFormula::s_corrected,
                          {{"k", "all >= 2"},
                           {"p", "2k+1 (base), all >= 3k+1 (step), kq+1 with q >= 2 (integer)"}}));
}

}  // namespace cc::halfduplex_checks
