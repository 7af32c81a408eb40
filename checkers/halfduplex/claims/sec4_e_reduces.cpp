// halfduplex.sec4.e_reduces: the abstract, sections 1, 4 and 7: collectives reduce the
// communication time of A and B, under the fewest steps any half-duplex collective can take. The
// claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec4_e_reduces() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.sec4.e_reduces", "abstract; sections 1, 4 and 7",
           "the families that adopt collective communication operations reduce the "
           "communication times of the former two: E(n, p, k) takes fewer communication steps "
           "than A(n, p, k), and F(n, p, k) fewer than B(n, p, k) where defined, even when a "
           "broadcast or scatter involving q PEs costs only ceil(log2 q) steps, the fewest in "
           "which any half-duplex collective reaches q PEs (executed at the least integral n, "
           "(p^2 + kp + k + 1)/2)" +
               kMergedReading + kPKOnly64,
           Expect::refuted, Method::exhaustive,
           Finding{Kind::erratum,
                   "E and F take fewer communication steps than A and B from p = 4 on when a collective "
                   "of q PEs costs ceil(log2 q) (halfduplex.sec4.e_reduces_from_4), from p = 10 on "
                   "with section 6's 2 log2 q (halfduplex.sec4.e_reduces_from_10); p <= 64",
                   "halfduplex.sec4.e_reduces_from_4",
                   "the statement is unqualified (\"to reduce the communication times of the "
                   "former two\", \"we propose to reduce the communication time of Algorithms A "
                   "and B\"), the paper's argument is asymptotic (Theta(log p) per collective "
                   "against p - 1 transfers), and the witness lies inside every stated "
                   "assumption and fails under every cost a collective can have in the model",
                   {kReducesAbstract, kReducesSec4, kReducesSec7,
                    kSec4Theta, kPKQ1, kIntegers},
                   {{"p", 2}, {"k", 1}}})
      .assume({kPKQ, kIntegralRun})
      .reading_of("halfduplex.e.reduces");
  return declare(list,
                 kit::exhaustive(domains::pk_all(), e_reduces(ReduceCost::least), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
