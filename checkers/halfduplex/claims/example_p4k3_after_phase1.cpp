// halfduplex.example.p4k3.after_phase1: section 2, first example, phase 1. The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/domains.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

Declared claim_example_p4k3_after_phase1() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  list.add("halfduplex.example.p4k3.after_phase1", "section 2, first example, phase 1",
           "A(n, 4, 3), n = 16m: \"After phase 1 has completed, P_1 obtains z_{1,1}, z_{1,2}, "
           "..., z_{1,n/4}; P_3 obtains z_{2,1}, ..., z_{2,n/4}; and P_4 obtains z_{3,1}, ..., "
           "z_{3,n/4}\"" +
               kMDomain,
           Expect::refuted, Method::exhaustive,
           Finding{Kind::misprint,
                   "after phase 1, P_2 holds z_{1,1}, ..., z_{1,n/4} (P_1 holds y_1, ..., "
                   "y_{n/4}), P_3 and P_4 as printed (executed in "
                   "halfduplex.example.p4k3.phases)",
                   "halfduplex.example.p4k3.phases",
                   "the example's own phase 2 has P_2 send the n/4 values it obtained in phase 1, "
                   "Algorithm A has P_{p-k+1} = P_2 scatter z_1, and P_1 computes the prefixes "
                   "of N_1: P_1 is a misprint for P_2",
                   {{"section 2, first example",
                     "After phase 1 has completed,  $P_1$  obtains  $z_{1,1}, z_{1,2}, ..., "
                     "z_{1,n/4}$ ;  $P_3$  obtains  $z_{2,1}, z_{2,2}, ..., z_{2,n/4}$ ; and  "
                     "$P_4$  obtains  $z_{3,1}, z_{3,2}, ..., z_{3,n/4}$ .",
                     ""},
                    {"section 2, first example",
                     "The prefixes of  $N_1$  are computed by  $P_1$ , and  $N_2$  is processed "
                     "by the other PEs.",
                     ""},
                    {"section 2, Algorithm A(n, p, k), phase 2",
                     "Next,  $P_{p-k+1}$  scatters, i.e., partitions and distributes,  $z_1$  "
                     "among all the PEs evenly",
                     ""}},
                   {{"m", 1}}})
      .intended_by({"section 2, first example",
                    "Then,  $P_2$  sends 1/4 of the n/4 values obtained in phase 1 to each of "
                    "the other three PEs in 3 communication steps.",
                    ""});
  return declare(list, kit::exhaustive(domains::example_phases_m(),
                                       on_variant(p4k3_after_phase1_case), runs_algorithm()));
}

}  // namespace cc::halfduplex_checks
