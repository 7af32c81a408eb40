// The domains of the omega claims (Lee and Lin), per budget, each declared once: a claim file names
// the domain its claim is checked over (checkers/kit.hpp), so the claims over the same cases share
// one. L is the network's size (N = 2^L); an address axis of a domain whose networks have L <= Lmax
// runs to 2^Lmax - 1, and a point is a case when its addresses are below 2^L. A point's weight (the
// progress it counts for) is the work of its case.
#pragma once

#include "checkers/kit.hpp"
#include "spec/models/omega.hpp"

namespace cc::omega_checks::domains {

// One case, no axes: a worked example.
kit::Domain one_case();

// (L, name): one address of the networks L <= 6, 10, 12 (smoke, ci, deep); its case runs over
// every second address (a point weighs 2^L).
kit::Domain one_address(const char* name);
// (L, X): the proof of Theorem 1's addresses, L <= 6, 8, 12; a point weighs 2^L.
kit::Domain proof_addresses();
// (L, X): the step of the proof of Theorem 3, L <= 6, 8, 10; its case runs over every Y and Z (a
// point weighs 4^L).
kit::Domain suffix_steps();

// The first path (L, X, Y) of every pair of paths, the second run by the case (a point weighs 4^L),
// on the networks whose paths are tabulated: under the reading r of "disjoint", L <= 4, 8, 8.
kit::Domain path_pairs(omega::LinkReading r);
// The same points without the reading's fields: the walk the readings of Theorem 1 share.
kit::Domain path_pairs_walk();
// (L, X, Y) for the readings of Theorem 1 over the pairs with distinct ends (W != X, Z != Y), a
// plain loop over every (W, Z): L <= 4, 6, 7.
kit::Domain path_pairs_distinct_ends();
// The same for the switches two paths cross (section 3.1): L <= 4, 6, 8.
kit::Domain switch_pairs();
// (L, A, B) for Theorem 2, L <= 4, 6, 7; (L, X) for Theorem 3, L <= 4, 7, 8; (L, A, B, E) for
// Theorem 4, L <= 4, 6, 6. The case runs over the remaining addresses (a point weighs 4^L).
kit::Domain swap_pairs();
kit::Domain suffix_triples();
kit::Domain substitutions();

// (L, k, p1, p2): every pair of buddy k-bit subnetworks (Definition 3, tested node by node),
// k < L, L <= 5, 8, 8; a point weighs 4^k.
kit::Domain buddy_pairs();
// (L, k, q): the k-bit subnetwork C_1 = q and its buddy C_2 = q xor 1, k < L:
//   buddy_path_sets  every disjoint path set of C_1 and C_2 (Theorem 5): k <= 2, L <= 3, 4, 6;
//   buddy_insertions A, B, E, F in C_1 and C in C_2 (Theorem 7): 1 <= k, L <= 4, 6, 7;
//   buddy_triples    A, B in C_1 and C in C_2 (Theorem 7, part (3)): 1 <= k, L <= 4, 8, 8;
//   buddy_steps      the steps of the proofs of Theorems 5 and 7 that visit `nodes` nodes of
//                    C_1 and C_2 (2 or 3): 0 <= k, L <= 5, 8, 8.
// A point weighs 2^(k * the nodes its case visits).
kit::Domain buddy_path_sets();
kit::Domain buddy_insertions();
kit::Domain buddy_triples();
kit::Domain buddy_steps(int nodes);
// (L, k): the buddy k-bit subnetworks 0 and 1 (every other pair is their image under the XOR
// symmetry, xor_masks), k < L, L <= 5, 8, 8; a point weighs 2^(4k).
kit::Domain buddy_levels();
// (L, c): an XOR mask c of the networks L <= 4, 8, 8; a point weighs 4^L.
kit::Domain xor_masks();
// (L, k): the k-bit subnetworks, 1 <= k <= L, L <= 10, 16, 20; a point weighs 2^L.
kit::Domain subnetwork_levels();

// (L): the networks L <= 64 on every budget (section 2.1's wiring: every line up to L = 20, every
// pair of nodes up to L = 8, 4096 seeded pairs beyond); a point weighs 2^min(L, 20).
kit::Domain network_sizes();
// (L): the networks L <= 5 (N <= 32) on every budget: every permutation up to N = 8, the switch
// settings' bound at N = 16 and 32; a point weighs N! up to N = 8.
kit::Domain permutation_sizes();
// (L): every node set of the network at once, L <= 3, 4, 4 (a point weighs 2^(2^L)).
kit::Domain whole_networks();

// (m, L, mask): every set of m selected nodes of the networks L <= 4 (N <= 16), fewest nodes
// first, on every budget; the ring built under every tie-break.
kit::Domain node_sets();
// The same with the networks L <= 3, 3, 4 (smoke, ci, deep): for the claims that run the
// construction several times per set, so that the ci budget stays small.
kit::Domain node_sets_small();
// (hi): the sets of nodes of the 32 x 32 network (L = 5) whose nodes 16..31 are the bit mask hi,
// every choice of nodes 0..15 with it; hi <= 1, 31, 65535. Tie-breaks first and last.
kit::Domain node_sets_l5();
// (m, L, mask): every set of 2 <= m nodes of the networks L <= 2, 3, 3, at L = 3 at most 4, 4, 5
// nodes, against every schedule; each transmission carries one message or, `combining`, every
// message its sender holds. Which sets are cases depends on the budget: a domain per budget.
kit::PerBudget<kit::Domain> schedules(bool combining);

// Random buddy subnetworks (L, k, q, seed, choice) with L <= 8, 12, 14 (generators/omega.hpp).
kit::PerBudget<kit::Sample> buddy_sample();
// Random biased node sets (L, pattern, param, seed, tie_seed), seeded tie-breaks: L <= 16 for the
// ring, L <= 10 for multicast along it.
kit::Sample ring_sample();
kit::Sample multicast_sample();

}  // namespace cc::omega_checks::domains
