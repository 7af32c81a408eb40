// Shared pieces of the omega checkers (Lee and Lin): the ring construction a run uses (--variant),
// the path and Ast tables of small networks (built once per L, shared by the threads), and how the
// checks write nodes, sets and subnetworks.
#pragma once

#include <string>
#include <vector>

#include "checkers/context.hpp"
#include "checkers/engine/domain.hpp"
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

// A point's coordinate as a node.
inline Node node(std::int64_t v) { return static_cast<Node>(v); }

// The point (L, k, q, ...) as the k-bit subnetwork C_1 = q, or its buddy C_2 = q xor 1.
omega::Subnetwork subnetwork(const Point& p, bool buddy);

// Node lists as the paper writes sets: "{0, 2, 3, 5, 6}".
std::string set_text(const std::vector<Node>& nodes);

// The selected nodes of a bit mask (bit x set: node x selected).
std::vector<Node> nodes_of(std::uint64_t mask);

// The fields of `head` followed by those of `tail`.
Fields joined(Fields head, const Fields& tail);

}  // namespace cc::omega_checks
