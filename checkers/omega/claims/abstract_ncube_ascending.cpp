// omega.abstract.ncube_ascending: the abstract's n-cube with the single dimension order read as
// the ascending one (the least significant dimension first). The claim and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_abstract_ncube_ascending() {
  ClaimList list("omega");
  list.add("omega.abstract.ncube_ascending", "abstract",
           "On an n-cube, routed by a single dimension order (the least significant dimension "
           "first), the rings the method configures (section 4.1, unchanged) use only disjoint "
           "links, and adjacent nodes are at most n links apart: every node set of the cubes "
           "n <= 4, every tie-break",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::beyond_scope,
                   "with the most significant dimension first the rings are link-disjoint "
                   "(omega.abstract.ncube): the order that mirrors the Omega network's "
                   "destination tags y_1 .. y_L",
                   "omega.abstract.ncube",
                   "the abstract says \"a single dimension order\" without naming it and the body "
                   "treats only the Omega network, whose routing fixes the most significant bit "
                   "first; the ascending order is a reading the paper does not make",
                   {{"abstract",
                     "First, it guarantees that the physical distance between adjacent nodes is "
                     "limited to n links on an n -cube. Secondly, it uses only a single dimension "
                     "order to route messages across the links towards their respective "
                     "destinations.",
                     ""}},
                   {{"m", 5}, {"L", 3}, {"mask", 103}}})
      .extend("reads the abstract's \"single dimension order\" on the n-cube as the ascending one "
              "(least significant dimension first), a reading the paper does not make");
  return declare(list, kit::exhaustive(domains::node_sets(), on_variant(ncube_ascending_case),
                                       builds_ring()));
}

}  // namespace cc::omega_checks
