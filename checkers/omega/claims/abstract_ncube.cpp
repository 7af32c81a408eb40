// omega.abstract.ncube: the abstract's n-cube, with the single dimension order read as the
// descending one (the most significant dimension first). The claim and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_abstract_ncube() {
  ClaimList list("omega");
  list.add("omega.abstract.ncube", "abstract",
           "On an n-cube, routed by a single dimension order (the most significant dimension "
           "first), the rings the method configures (section 4.1, unchanged) use only disjoint "
           "links, and adjacent nodes are at most n links apart: every node set of the cubes "
           "n <= 4, every tie-break (the body treats only the Omega network; the cube route is "
           "collcheck's, a few lines, the ring the paper's construction)",
           Expect::holds, Method::exhaustive);
  return declare(list, kit::exhaustive(domains::node_sets(), on_variant(ncube_descending_case),
                                       builds_ring()));
}

}  // namespace cc::omega_checks
