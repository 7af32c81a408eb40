// omega.thm1.link_readings.distinct_ends: section 3.1, Theorem 1 under the three readings of
// disjoint that the proof and the text suggest, over the pairs of paths of one ring (distinct
// sources and distinct destinations). The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"
#include "spec/claims/omega_assumptions.hpp"

namespace cc::omega_checks {

Declared claim_thm1_link_readings_distinct_ends() {
  using namespace omega_paper;
  ClaimList list("omega");
  list.add("omega.thm1.link_readings.distinct_ends",
           "section 3.1, Theorem 1 and its proof, for the paths of one ring (section 4)",
           kThm1 +
               ", with disjoint read as the proof reads it (stages 0..L-1), as the switches' "
               "outputs (stages 1..L) and as the inner links (stages 1..L-1), for every pair "
               "with W != X and Z != Y, as the paths of one ring are (the other side of the "
               "choice omega.thm1.pair_domain, docs/modelling-choices.md: the three readings "
               "fail only for paths with one source or one destination); L <= 6 on ci, 7 on "
               "deep (smoke L <= 4)",
           Expect::holds, Method::exhaustive);
  return declare(
      list,
      kit::exhaustive(domains::path_pairs_distinct_ends(),
                      kit::point_case([](const Point& p) { return thm1_distinct_ends_case(p); })));
}

}  // namespace cc::omega_checks
