// Shared pieces of the omega checkers (Lee and Lin): the ring construction a run uses (--variant),
// the path and Ast tables of small networks (built once per L, shared by the threads), and the
// domain sizes per budget.
#pragma once

#include <string>
#include <vector>

#include "checkers/context.hpp"
#include "checkers/engine/domain.hpp"
#include "checkers/registry.hpp"
#include "spec/algorithms/omega_ring.hpp"
#include "spec/models/omega_table.hpp"

namespace cc::omega_checks {

using omega::Node;

// The construction named by --variant, or the paper's (section 4.1).
const omega::RingConstruction& construction(const RunContext& ctx);

// Every path of the network of size 2^L (1 <= L <= 8), routed once.
const omega::PathTable& path_table(unsigned L);

// Ast(X↓W) at down[X * N + W] and Ast(Y↑Z) at up[Y * N + Z], from Definitions 1 and 2.
struct AstTable {
  std::vector<std::uint8_t> down, up;
};
const AstTable& ast_table(unsigned L);

// The budget's value: smoke, ci, deep.
std::int64_t per_budget(Budget b, std::int64_t smoke, std::int64_t ci, std::int64_t deep);

int property_cases(Budget b);

// Node lists as the paper writes sets: "{0, 2, 3, 5, 6}".
std::string set_text(const std::vector<Node>& nodes);

// The selected nodes of a bit mask (bit x set: node x selected).
std::vector<Node> nodes_of(std::uint64_t mask);

// The checkers of each file.
std::vector<Checker> theorem_checkers();  // thm1 (exhaustive readings), thm2, thm3, thm4
std::vector<Checker> subnet_checkers();   // def3, thm5, thm6, thm7
std::vector<Checker> ring_checkers();     // ring.*, multicast.*
std::vector<Checker> proof_checkers();    // the Z3 claims
std::vector<Checker> example_checkers();  // def1/def2 examples, def12, the worked examples

// Teeth for the checkers that run no algorithm variant: each checks a planted wrong statement
// (named in its case function) with the same enumeration, under the real claim's id, so that the
// tests can show it refuted. Never registered.
std::vector<Checker> planted_theorem_checkers();  // thm2-4, switch_inputs, thm3.proof_step
std::vector<Checker> planted_subnet_checkers();   // def3, thm5-7 and their proof steps
std::vector<Checker> planted_ring_checkers();     // multicast.fewest
std::vector<Checker> planted_example_checkers();  // def12

}  // namespace cc::omega_checks
