// groupops.binomial.embedding: slide 2項木によるデータ分配（続き） (the embedding). The claim as
// the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

Declared claim_binomial_embedding() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.binomial.embedding", "slide 2項木によるデータ分配（続き） (the embedding)",
           "The level-k binomial tree projected onto the hypercube (the root's level-(k-1) subtree "
           "gets the labels with bit k-1 set, recursively) uses every label 0..2^k - 1 once, every "
           "tree edge joins labels that differ in the bit of the child's level, and every level-c "
           "subtree covers a subcube of labels v..v + 2^c - 1" +
               domains::kOverK,
           Expect::holds, Method::exhaustive)
      .assume({kPowerOfTwo});
  const auto compare = [](const Point& p) { return check_binomial_embedding(p[0]); };
  return declare(list, kit::exhaustive(domains::k(), kit::point_case(compare)));
}

}  // namespace cc::groupops_checks
