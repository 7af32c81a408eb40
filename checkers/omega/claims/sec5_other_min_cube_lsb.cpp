// omega.sec5.other_min.cube_lsb: section 5 ("multistage networks") read as any standard
// multistage network: the indirect binary cube that resolves the least significant bit first.
// The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_sec5_other_min_cube_lsb() {
  ClaimList list("omega");
  list.add("omega.sec5.other_min.cube_lsb", "section 5 and section 1",
           "On the indirect binary cube that resolves the destination's least significant bit "
           "first (the link after stage j holds the high L-j bits of X and the low j bits of "
           "Y), the algorithm of section 4.1, unchanged, configures rings whose paths use only "
           "disjoint links: every node set of the networks L <= 3 (deep: L <= 4), every "
           "tie-break",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::beyond_scope,
                   "on the Omega network (omega.ring.cycle) and on the cube that resolves the "
                   "most significant bit first (omega.sec5.other_min.cube_msb) the rings are "
                   "link-disjoint",
                   "omega.sec5.other_min.cube_msb",
                   "the paper takes the Omega network as the representative of multistage "
                   "networks and states the algorithm and every theorem for it; on a cube that "
                   "resolves the low bits first the longest-common-suffix rule no longer "
                   "matches the links, a reading of \"multistage networks\" the paper does not "
                   "make",
                   {{"section 1", "並且以最常見的 Omega 網路架構為代表[7]。",
                     "and takes the most common Omega network as the representative"},
                    {"section 4.1, the algorithm",
                     "以下是演算法。在 $N \\times N$ 的 Omega 網路， $L = \\log_2 N$ 。",
                     "here is the algorithm, on the N x N Omega network, L = log_2 N"},
                    {"section 5", "我們提出的這個演算法，可以將多階層網路上",
                     "the algorithm we propose can, on multistage networks, ..."}},
                   {{"m", 3}, {"L", 2}, {"mask", 7}}})
      .extend(
          "reads section 5's \"multistage networks\" as the indirect binary cube that "
          "resolves the least significant bit first, a reading the paper does not make (it "
          "states the algorithm for the Omega network)");
  return declare(
      list, kit::exhaustive(domains::node_sets_small(), on_variant(cube_lsb_case), builds_ring()));
}

}  // namespace cc::omega_checks
