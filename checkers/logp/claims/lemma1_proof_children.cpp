// logp.lemma1.proof_children: section 3, proof of Lemma 1 (a non-leaf's number of children). The
// claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_lemma1_proof_children() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.lemma1.proof_children", "section 3, proof of Lemma 1 (the children of a node)",
           "Every non-leaf node (P_i, T_i) of S*(P; L, o, g) = T*(P; L+1, o, g) has "
           "floor((T_i - (L+2o+1))/g) + 1 children in S* (o > 0, g >= o)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::misprint,
                   "a node's children are those it has in S* (Theorem 5's K_i, with sum K_i = "
                   "P - 1): at most the printed count, and exactly it where P = f_T",
                   "logp.lemma1.children_in_sstar",
                   "the count is the number of children in OBT(f_T); S* (Definition 4) keeps the "
                   "first P nodes in preorder and so cuts the last children of a node off where "
                   "P < f_T: at P = 3, L = o = 1, g = 4, S* = (0,8) (1,4) (2,0) and the root has "
                   "one child where the count gives two. Theorem 5's proof, which uses Lemma 1, "
                   "takes K_i as the node's number of children and their sum as P - 1, which "
                   "holds only for the children in S* (logp.lemma1.children_in_sstar): Lemma 1's "
                   "misprint (logp.lemma1.child_count) in the step that derives it",
                   {kLemma1ProofChildren, kLemma1, kStep4Comment},
                   {{"P", 3}, {"L", 1}, {"o", 1}, {"g", 4}}})
      .assume({kGeO, kOPositive})
      .intended_by(kThm5ProofK)
      .reading_of("logp.child_count");
  return declare(list,
                 kit::exhaustive(domains::sstar(1, false), kit::point_case(lemma1_proof_children)));
}

}  // namespace cc::logp_checks
