// halfduplex.sec6.k_silent: section 6's note that k is the number of PEs that perform no
// communications in phase 1. The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec6_k_silent() {
  using namespace halfduplex_assumptions;
  const Quote kBMovedTransfers{
      "section 3",
      "In each of these k phases, the original communications that can be moved to phase 1 are "
      "message transfers from one of the last k PEs to the other k - 1 PEs.",
      "in B the last k PEs exchange the moved transfers in phase 1"};
  ClaimList list("halfduplex");
  list.add("halfduplex.sec6.k_silent", "section 6 (Figs. 4 to 8)",
           "k represents the number of PEs that perform no communications in phase 1 of the "
           "algorithms: in phase 1 of A(n, p, k), B(n, p, k), E(n, p, k) and F(n, p, k) (where "
           "defined) exactly k PEs neither send nor receive (executed at the least integral n, "
           "(p^2 + kp + k + 1)/2; phase 1 includes the recursion)" +
               kMergedReading + kPKOnly64,
           Expect::refuted, Method::exhaustive,
           Finding{Kind::misprint,
                   "k is the number of PEs that take no part in phase 1's recursion: the last k "
                   "PEs never exchange with the first p - k in phase 1, and in A and E with "
                   "p - k >= 2 they are exactly the silent PEs "
                   "(halfduplex.sec6.k_silent_corrected)",
                   "halfduplex.sec6.k_silent_corrected",
                   "the note is a loose gloss of k: Algorithm A's own text assigns k PEs only "
                   "computations and excepts p - k = 1, where no PE communicates in phase 1 (p = "
                   "2, k = 1: both PEs are silent), and section 3 has the last k PEs of B "
                   "exchange the moved transfers in phase 1, so the paper shows that k counts "
                   "the PEs outside the recursion, not the silent ones",
                   {{"section 6",
                     "Note that k represents the number of PEs that perform no communications in "
                     "phase 1 of our algorithms.",
                     ""},
                    kBMovedTransfers, kPKQ1, kIntegers},
                   {{"p", 2}, {"k", 1}}})
      .assume({kPKQ, kIntegralRun})
      .intended_by({"section 2, Algorithm A",
                    "In phase 1, *k* PEs are assigned to perform only computations; all the other "
                    "PEs need to communicate among themselves, except when p - k = 1.",
                    "k PEs are assigned only computations in phase 1, the others communicate "
                    "among themselves except when p - k = 1"});
  return declare(list,
                 kit::exhaustive(domains::pk_all(), k_silent(KSilent::printed), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
