// The ring-merging algorithm of Lee and Lin, section 4.1, on networks of at most 64 nodes, with the
// node set and the candidate sets as 64-bit masks and the ring as a successor table. It is the
// algorithm of BuddyRingMerging (omega_ring.hpp) with FirstChoice or LastChoice at every tie,
// written for speed: the sweep over all 2^32 node sets of the 32 x 32 network (omega.ring.l5)
// runs it 2^33 times. The tests compare it with BuddyRingMerging on every node set of L <= 4
// and on random sets of L = 5 and 6.
#pragma once

#include <cstdint>

namespace cc::omega {

enum class Tie { first, last };

// Builds the ring of the nodes in `selected` (bit x: node x) of the network of size 2^L,
// 1 <= L <= 6: succ[x] is the node after x for every selected x. Fewer than two nodes: no ring,
// succ untouched. Returns whether some choice had more than one candidate (without a tie the
// first and the last candidate give the same ring).
bool small_ring(unsigned L, std::uint64_t selected, Tie tie, std::uint8_t succ[64]);

}  // namespace cc::omega
