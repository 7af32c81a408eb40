// halfduplex.optima.prefix_comm: collcheck's table of optima of the half-duplex prefix's
// communication steps (docs/optima.md), against the paper's algorithms executed. The claim and
// the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/halfduplex/optima.hpp"

namespace cc::halfduplex_checks {

Declared claim_optima_prefix_comm() {
  ClaimList list("halfduplex");
  list.add(
      "halfduplex.optima.prefix_comm",
      "sections 1 and 2, the half-duplex model (collcheck's table of optima, docs/optima.md)",
      "The least number of communication steps of a prefix of n operands on p PEs in the "
      "half-duplex model (\"each PE of a multicomputer can only send or receive a message in a "
      "communication step\"; even contiguous blocks, PE i's prefixes on PE i, computation steps "
      "not bounded), computed by collcheck synth (a schedule of that many steps replayed on the "
      "executor; none of one step fewer, unsat of the knowledge BMC), is at least ceil(log2 p) "
      "and at most the executed communication steps of each of the paper's algorithms A "
      "(L = A(n, p, 1)), B, E and F defined at (n, p, k), at the least n meeting Theorem 7's "
      "precondition n >= (p^2 + kp + k + 1)/2; every p = kq + 1 <= 6 on ci (smoke 4, deep 8)",
      Expect::holds, Method::proof);
  return declare(list, [](const std::string& id) { return optima_prefix_comm_checker(id); });
}

}  // namespace cc::halfduplex_checks
