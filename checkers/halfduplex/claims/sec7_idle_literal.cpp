// halfduplex.sec7.idle.literal: section 7's "For the presented algorithms, the last k PEs are
// idle for some amount of time in phase 1", at every p = kq + 1. The claim and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_sec7_idle_literal() {
  using namespace halfduplex_assumptions;
  const Quote kIdle{"section 7",
                    "For the presented algorithms, the last k PEs are idle for some amount of "
                    "time in phase 1.",
                    ""};
  const Quote kSequential{"section 2, Algorithm A, phase 1",
                          "If p = k + 1, then  $P_1$  uses  $N_1$  to compute outputs  $y_1$ ,  "
                          "$y_2,..., y_v$  sequentially;",
                          ""};
  const Quote kSec3Idle{"section 3",
                        "thus, the last k PEs are idle for the amount of time that the first "
                        "p - k PEs take to communicate.",
                        ""};
  const Quote kConclusionPKQ{"section 7",
                             "where p = kq + 1,  $k \\ge 1$ ,  $q \\ge 1$ , and  $n \\ge (p^2 + "
                             "kp + k + 1)/2$ .",
                             ""};
  ClaimList list("halfduplex");
  list.add("halfduplex.sec7.idle.literal", "section 7",
           "for the presented algorithms, the last k PEs are idle for some amount of time in "
           "phase 1: with phase 1 timed per lane (the first p - k PEs: the recursion's, or at "
           "p = k + 1 P_1's sequential, computation and communication steps; the last k: their "
           "c - 1 computation steps and, in B and F, the moved parts), the last k PEs finish "
           "first for every tau > 0 (A, B, E, F where defined; executed at n = m(p^2 + kp + k "
           "+ 1)/2)" +
               kMergedReading +
               "; every p = kq + 1 with p <= 8 (smoke), 32 (ci), 64 (deep), every k, m <= 1 "
               "(smoke), 2 (ci, deep)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::erratum,
                   "for p - k >= 2 the last k PEs finish phase 1 first for every tau > 0 "
                   "(halfduplex.sec7.idle); at p = k + 1 both lanes take c - 1 = v - 1 "
                   "computation steps and no communication, and no PE idles",
                   "halfduplex.sec7.idle",
                   "the sentence is made for the presented algorithms without restriction, and "
                   "the conclusion restates their range as p = kq + 1, k >= 1, q >= 1, which "
                   "includes q = 1 (p = k + 1, as in the paper's first example A(n, 4, 3)); "
                   "there P_1 computes y_1..y_v sequentially and, by section 3's own account, "
                   "the last k PEs idle only while the first p - k communicate, which they do "
                   "not. No passage restricts the sentence to p - k >= 2, so it is no misprint; "
                   "the least counterexample (p = 2, k = 1) lies inside every stated assumption",
                   {kIdle, kSec3Idle, kSequential, kConclusionPKQ, kPKQ1, kIntegers},
                   {{"p", 2}, {"k", 1}, {"m", 1}}})
      .assume({kPKQ, kIntegralRun});
  return declare(list, kit::exhaustive(domains::pkm({8, 32, 64}, {1, 2, 2}, false),
                                       on_variant(sec7_idle_literal_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
