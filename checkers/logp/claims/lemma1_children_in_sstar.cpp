// logp.lemma1.children_in_sstar: section 3, the children of S*'s nodes as Lemma 1's and Theorem
// 5's proofs mean them. The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_lemma1_children_in_sstar() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.lemma1.children_in_sstar",
           "section 3, proofs of Lemma 1 and Theorem 5 (K_i the children in S*)",
           "On S*(P; L, o, g) = T*(P; L+1, o, g) the numbers K_i of children of the nodes sum to "
           "P - 1 (Theorem 5's proof); every node has at most floor((T_i - (L+2o+1))/g) + 1 "
           "children (Lemma 1's proof), and exactly that many where P = f_T (S* the whole "
           "OBT(f_T), whose leaves have T_i < L+2o+1) (o > 0, g >= o)",
           Expect::holds, Method::exhaustive)
      .assume({kGeO, kOPositive});
  return declare(
      list, kit::exhaustive(domains::sstar(1, false), kit::point_case(lemma1_children_in_sstar)));
}

}  // namespace cc::logp_checks
