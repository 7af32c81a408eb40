// Theorems 1-4 of Lee and Lin (sections 3.1, 3.2) evaluated on one instance: the left side is run
// on the switch-level network (OmegaNetwork::route), the right side computed with Definitions 1 and
// 2. The exhaustive checks use table versions of the same comparisons in their inner loops and
// call these to explain a failure; the proof checkers call them to re-check a Z3 model before
// it is reported.
#pragma once

#include <optional>

#include "spec/core/fields.hpp"
#include "spec/models/omega_bits.hpp"

namespace cc::omega {

// The right-hand side of Theorem 1, Ast(X↓W) + Ast(Y↑Z) > L, and its corrections for the
// readings that leave out the input link (Ast(Y↑Z) = L also gives disjoint), the output link
// (Ast(X↓W) = L), or both.
bool thm1_formula_disjoint(unsigned L, unsigned ast_down, unsigned ast_up, LinkReading r,
                           bool corrected);

// Path(X,Y) and Path(W,Z) under `r` against the formula: nullopt if they agree, else the
// counterexample in the paper's notation (X↓W, Y↑Z, the Ast sum, what the network does).
std::optional<Fields> thm1_instance(const OmegaNetwork& net, Node X, Node Y, Node W, Node Z,
                                    LinkReading r, bool corrected);

// The abstraction of Theorem 1 at one stage j: links equal <=> s >= L-j and t >= j, with
// s = L - Ast(X↓W), t = L - Ast(Y↑Z). nullopt if it holds at every stage.
std::optional<Fields> abstraction_instance(const OmegaNetwork& net, Node X, Node Y, Node W, Node Z);

// Theorem 2 on one instance (nullopt: holds).
std::optional<Fields> thm2_instance(const OmegaNetwork& net, Node A, Node B, Node C, Node D);
// Theorem 3 on one instance.
std::optional<Fields> thm3_instance(unsigned L, Node X, Node Y, Node Z);
// Theorem 4 on one instance.
std::optional<Fields> thm4_instance(const OmegaNetwork& net, Node A, Node B, Node C, Node E,
                                    Node F);

// "Path(2,6)".
std::string path_name(Node X, Node Y);
// "conflict at (1,5)" or "disjoint".
std::string network_verdict(const std::vector<Link>& shared);

}  // namespace cc::omega
