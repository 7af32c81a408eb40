// omega.alg41.subnetworks.literal: section 4.1, the paragraph after the algorithm. The claim as the
// paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_alg41_subnetworks_literal() {
  ClaimList list("omega");
  list.add("omega.alg41.subnetworks.literal", "section 4.1, the paragraph after the algorithm",
           "The inner loop of level k visits every k-bit subnetwork: \"there are 2^{k-k} different "
           "k-bit subnetworks, so the algorithm can process these 2^{L-k} steps in parallel\" "
           "(1 <= k <= L; L <= 16 on ci, smoke L <= 10, deep L <= 20)",
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::misprint,
               "there are 2^{L-k} different k-bit subnetworks (the exponent is printed k-k)",
               "omega.alg41.subnetworks.corrected",
               "the same sentence calls them \"these 2^{L-k} steps\" and the loop header "
               "has L-k free bits",
               {{"section 4.1",
                 "因為有 2^{k-k} 個不同的 k 位元子網路，這個演算法可以平行處理這 2^{L-k} 個步驟。",
                 "since there are 2^{k-k} different k-bit subnetworks, the algorithm can "
                 "process these 2^{L-k} steps in parallel"}},
               {{"L", 2}, {"k", 1}}})
      .intended_by({"section 4.1, the algorithm",
                    "For 所有的 k 位元子網路 $\\{x_1 x_2 \\dots x_{L-k} yy \\dots y\\}$, $x_1 x_2 "
                    "\\dots x_{L-k} \\in \\{0,1\\}$ DO",
                    "for all k-bit subnetworks {x_1 x_2 ... x_{L-k} yy...y}"});
  return declare(list, kit::exhaustive(domains::subnetwork_levels(),
                                       as_read(subnetwork_count, Read::printed)));
}

}  // namespace cc::omega_checks
