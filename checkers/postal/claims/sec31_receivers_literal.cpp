// postal.sec31.receivers.literal: section 3.1, the derivation of the send rule. The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/postal/checkers.hpp"
#include "spec/claims/postal_assumptions.hpp"

namespace cc::postal_checks {

Declared claim_sec31_receivers_literal() {
  using namespace postal_paper;
  ClaimList list("postal");
  list.add("postal.sec31.receivers.literal", "section 3.1, the derivation of the send rule",
           "An algorithm optimal in communication steps (all prefixes after m = min{i | G(i) >= n} "
           "steps) must have kG(j-1) PEs receive, in step j+lambda-1, data with v(0) sent in step "
           "j; "
           "read where the count is not cut off by n (G(j+lambda-1) <= n) and for the steps of the "
           "algorithm (1 <= j, j+lambda-1 <= m). Against every schedule: a BMC over every "
           "broadcast of "
           "v(0) (which every prefix algorithm contains) with fewer receivers, and, where one "
           "exists, "
           "a whole prefix schedule found by a second BMC and replayed on the executor; n <= 8, k, "
           "lambda <= 3 on ci (smoke n <= 5, k, lambda <= 2; deep n <= 10)",
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::erratum,
               "only the last step is forced: an optimal algorithm needs G(m) >= n after step m, "
               "not the most PEs after every step; where n < G(m) an earlier step can deliver "
               "fewer. The necessity holds when no slack is left, n = G(m) "
               "(postal.sec31.receivers.tight); Algorithm A delivers min(kG(j-1), n - "
               "G(j+lambda-2)) (postal.trees.holders)",
               "postal.sec31.receivers.tight",
               "the sentence states a necessity for every step-optimal algorithm (必須), inside "
               "k >= 1, lambda >= 1 and without the cut-off at n; it fails at n = 4, k = 1, "
               "lambda = 2, j = 2 (G(3) = 3 <= 4, m = 4): a prefix algorithm of 4 steps, replayed, "
               "with no PE receiving v(0) in step 3. No proof uses the sentence (Theorem 4 follows "
               "from Lemma 3), so nothing else is affected",
               {kSec31Count, kSec31Must, kThm1},
               {{"n", 4}, {"k", 1}, {"lambda", 2}, {"j", 2}}})
      .assume({kKAtLeast1, kLambdaAtLeast1, kUncut});
  return declare(list, receivers_checker);
}

}  // namespace cc::postal_checks
