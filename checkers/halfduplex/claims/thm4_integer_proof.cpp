// halfduplex.thm4.integer_proof: section 2, Theorem 4 (as a count of steps). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/proof_checks.hpp"

namespace cc::halfduplex_checks {

Declared claim_thm4_integer_proof() {
  ClaimList list("halfduplex");
  list.add("halfduplex.thm4.integer_proof", "section 2, Theorem 4 (as a count of steps)",
           "(2k - 1)(p - 1)(p + k - 1)/2k is an integer for every p = kq + 1, k >= 2: it equals "
           "(2k - 1)k q(q + 1)/2 (Z3, unbounded)",
           Expect::holds, Method::proof);
  return declare(list, formula_proof(proofs::HalfduplexFormula::thm4_integer,
                                     {{"k", "all >= 2"}, {"q", "all >= 1"}, {"p", "kq+1"}}));
}

}  // namespace cc::halfduplex_checks
