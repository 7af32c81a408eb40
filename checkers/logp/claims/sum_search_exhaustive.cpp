// logp.sum.search_exhaustive: section 3 (collcheck's summation search). The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_sum_search_exhaustive() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.sum.search_exhaustive", "section 3 (collcheck's summation search)",
           "A test of collcheck's search, not a statement of the paper: the most operands by T "
           "found by the dynamic program over timed summation trees equals that of an independent "
           "enumeration of every timed tree (every rooted tree on at most P PEs, every PE with or "
           "without operands, every send time 0..T, receives as early as possible), and both "
           "optima replay on the executor (P <= 3, L <= 3, o <= 2, o <= g <= 4, T <= 14 on ci, "
           "P <= 4 on deep; P <= 2, L <= 2, g <= 3, T <= 10 on smoke)",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO});
  return declare(list,
                 kit::exhaustive(domains::search_trees(), kit::point_case(sum_search_exhaustive)));
}

}  // namespace cc::logp_checks
