// logp.thm5.proof_sum_k: section 3, proof of Theorem 5 (sum K_i = P - 1 with Lemma 1's count).
// The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_thm5_proof_sum_k() {
  using namespace logp_paper;
  const Quote kSumK{"section 3, proof of Theorem 5", "又 $\\sum_{i=0}^{P-1} K_i = P-1$",
                    "and sum K_i = P - 1 (K_i taken from Lemma 1: \"由引理 1\")"};
  ClaimList list("logp");
  list.add("logp.thm5.proof_sum_k", "section 3, proof of Theorem 5 (sum K_i = P - 1)",
           "sum_{i=0}^{P-1} K_i = P - 1 on S*(P; L, o, g) with K_i Lemma 1's count of node i's "
           "children: floor((T_i - (L+2o+1))/g) + 1 for a non-leaf, 0 for a leaf (o > 0, g >= o)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::misprint,
                   "sum K_i = P - 1 with K_i the number of children node i has in S*, as the "
                   "proof defines K_i",
                   "logp.lemma1.children_in_sstar",
                   "the proof takes N_i from Lemma 1, whose count is the number of children in "
                   "OBT(f_T); where S* cuts children off the counts sum to more than P - 1 (P = 3, "
                   "L = o = 1, g = 4: 2 + 1 + 0 = 3 against 2). The proof itself defines K_i as "
                   "the node's number of children, whose sum over a tree of P nodes is P - 1 "
                   "(logp.lemma1.children_in_sstar): Lemma 1's misprint "
                   "(logp.lemma1.child_count), seen in the sum",
                   {kSumK, kLemma1ProofChildren, kLemma1},
                   {{"P", 3}, {"L", 1}, {"o", 1}, {"g", 4}}})
      .assume({kGeO, kOPositive})
      .intended_by(kThm5ProofK)
      .reading_of("logp.child_count");
  return declare(list,
                 kit::exhaustive(domains::sstar(1, false), kit::point_case(thm5_proof_sum_k)));
}

}  // namespace cc::logp_checks
