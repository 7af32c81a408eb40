// halfduplex.executor.agree: sections 1 to 4 (the executors). The claim as the paper states it and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_executor_agree() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.executor.agree", "sections 1 to 4 (the executors)",
           "the compressed executor (runs and blocks checked as families) and the literal one "
           "(every value and step one by one) give the same verdict, rule, step and PE, the same "
           "counts per phase and the same missing prefix for A, B, E and F (E and F on both "
           "readings of phase k+1, 2k - 1 and 2k collectives per level); every p = kq + 1 with "
           "p <= 5 (smoke), 10 (ci, deep), every n in [p, 4p^2]",
           Expect::holds, Method::exhaustive)
      .assume({kIntegral})
      .extend(kIntegerSplit);
  return declare(list,
                 kit::exhaustive(domains::pkn_small(), on_variant(agree_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
