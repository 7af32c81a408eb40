// logp.sum.no_tree_bmc: section 3 (collcheck's summation search without its tree reduction R1).
// The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/logp/checkers.hpp"
#include "spec/claims/logp_assumptions.hpp"

namespace cc::logp_checks {

Declared claim_sum_no_tree_bmc() {
  using namespace logp_paper;
  ClaimList list("logp");
  list.add("logp.sum.no_tree_bmc",
           "section 3 (collcheck's summation search, without the tree reduction R1)",
           "A test of collcheck's search, not a statement of the paper: no LogP program on P PEs "
           "in the executor's value vocabulary (one value per PE; messages in any direction, "
           "several per pair; any PE with or without operands; no tree assumed) leaves more than "
           "SumSearch::most(T, P) operands validly summed on PE 0 by T (a bounded model check: "
           "\"at least most + 1\" unsat), and the same encoding reaches most, its program "
           "replayed on the executor [L, o <= 2, o <= g <= 3; P <= 3 and every T <= 6 on ci, "
           "P <= 2, T <= 6 on smoke, P <= 4, T <= 12 on deep]",
           Expect::holds, Method::proof)
      .assume({kOPositive, kGeO});
  return declare(list, sum_no_tree_bmc_checker);
}

}  // namespace cc::logp_checks
