// Random inputs for the omega family's property checks (Lee and Lin, sections 3.3 and 4.1).
//
// A point is a few integers (so that RapidCheck can shrink it and --case can replay it); the node
// set or path set it stands for is expanded from them deterministically here. Node sets are
// biased toward the sets where the ring-merging algorithm has the most to do:
//   uniform       every node with probability param / 16;
//   dense         every node except about N / 2^param of them;
//   clustered     a few random subnetworks, each filled densely;
//   buddy_pairs   lone pairs {x, x with one bit flipped} and nothing else near them;
//   one_per_sub   exactly one node in each subnetwork of level param (maximises case (2));
//   all           every node.
// L is drawn toward small networks (half the cases L <= 5), a quarter above 10 when the caller's
// bound allows.
#pragma once

#include <utility>
#include <vector>

#include "checkers/engine/property.hpp"
#include "spec/models/omega_bits.hpp"

namespace cc::generators {

inline constexpr std::int64_t kOmegaPatterns = 6;
const char* omega_pattern_name(std::int64_t pattern);

// (L, pattern, param, seed, tie_seed): L in [1, Lmax], pattern in [0, 5], param in [0, 16].
std::vector<Axis> omega_set_axes(std::int64_t Lmax);
PointGen omega_sets(std::int64_t Lmax);

// The node set of (L, pattern, param, seed), ascending.
std::vector<omega::Node> omega_biased_set(unsigned L, std::int64_t pattern, std::int64_t param,
                                          std::uint64_t seed);

// (L, k, q, seed, choice): buddy k-bit subnetworks q and q xor 1 of a network of size 2^L,
// L in [1, Lmax], 0 <= k < L.
std::vector<Axis> omega_buddy_axes(std::int64_t Lmax);
PointGen omega_buddies(std::int64_t Lmax);

// A random set of pairwise link-disjoint paths with both ends in C: a random partial map of C's
// nodes, each path kept only if it is disjoint (on the network) from the ones kept before.
std::vector<std::pair<omega::Node, omega::Node>> omega_random_disjoint_paths(
    const omega::OmegaNetwork& net, const omega::Subnetwork& C, std::uint64_t seed);

}  // namespace cc::generators
