// logp.sum.search_general: section 3 (collcheck's summation search, two PEs). The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/domains.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_sum_search_general() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.sum.search_general", "section 3 (collcheck's summation search, two PEs)",
           "A test of collcheck's search, not a statement of the paper: for P = 2 the most "
           "operands by T found by the search equals the most over every LogP program of two PEs "
           "built cycle by cycle (idle, add, combine, send or receive at every cycle; messages "
           "both ways, several per PE, either PE with or without operands; no tree assumed), and "
           "the search's schedule replays on the executor (L <= 2, o <= 2, o <= g <= o+1, T <= 7 "
           "on ci; T <= 9 on deep; L = o = 1, T <= 6 on smoke)",
           Expect::holds, Method::exhaustive)
      .assume({kOPositive, kGeO});
  return declare(list,
                 kit::exhaustive(domains::search_two_pes(), kit::point_case(sum_search_general)));
}

}  // namespace cc::logp_checks
