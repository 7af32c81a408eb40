// Section 4.1 of Lee and Lin on bit masks (networks of at most 64 nodes); see omega_ring_small.hpp.
#include "spec/algorithms/omega_ring_small.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>

namespace cc::omega {

namespace {

using Mask = std::uint64_t;

Mask low(unsigned bits) { return bits >= 64 ? ~Mask{0} : (Mask{1} << bits) - 1; }

// residue[s][r]: the nodes x < 64 with x = r (mod 2^s), s <= 6.
const std::array<std::array<Mask, 64>, 7>& residues() {
  static const auto table = [] {
    std::array<std::array<Mask, 64>, 7> t{};
    for (unsigned s = 0; s <= 6; ++s)
      for (unsigned x = 0; x < 64; ++x) t[s][x & low(s)] |= Mask{1} << x;
    return t;
  }();
  return table;
}

unsigned lowest(Mask m) { return static_cast<unsigned>(std::countr_zero(m)); }
unsigned highest(Mask m) { return 63 - static_cast<unsigned>(std::countl_zero(m)); }

}  // namespace

bool small_ring(unsigned L, std::uint64_t selected, Tie tie, std::uint8_t succ[64]) {
  bool tied = false;
  if (L < 1 || L > 6) throw std::invalid_argument("small_ring: L must be in [1, 6]");
  const auto& res = residues();
  // occupied: bit b set iff the (k-1)-bit subnetwork starting at node b holds a selected node
  // (b a multiple of 2^(k-1)); the subnetworks of level k with both halves occupied are then
  // occupied & (occupied >> 2^(k-1)) at the multiples of 2^k.
  Mask occupied = selected & low(1u << L);
  for (unsigned k = 1; k <= L; ++k) {
    const unsigned half = 1u << (k - 1);
    const Mask starts = res[std::min(k, 6u)][0] & low(1u << L);  // multiples of 2^k
    const Mask both = occupied & (occupied >> half) & starts;
    occupied = (occupied | (occupied >> half)) & starts;
    for (Mask todo = both; todo; todo &= todo - 1) {
      const unsigned base = lowest(todo);
      const Mask lo = selected & (low(half) << base), hi = selected & (low(half) << (base + half));
      // (No popcount: without -mpopcnt it is a library call, and this is the inner loop.)
      const bool single_lo = (lo & (lo - 1)) == 0, single_hi = (hi & (hi - 1)) == 0;
      if (single_lo && single_hi) {  // (1) two separate nodes
        const unsigned A = lowest(lo), B = lowest(hi);
        succ[A] = static_cast<std::uint8_t>(B);
        succ[B] = static_cast<std::uint8_t>(A);
      } else if (single_lo || single_hi) {  // (2) a ring and a single node C
        const Mask ring = single_lo ? hi : lo;
        const unsigned C = lowest(single_lo ? lo : hi);
        unsigned s = k - 1;  // the longest common suffix with C that a ring node has
        while (!(ring & res[s][C & low(s)])) --s;
        const Mask candidates = ring & res[s][C & low(s)];
        tied = tied || (candidates & (candidates - 1)) != 0;
        const unsigned A = tie == Tie::first ? lowest(candidates) : highest(candidates);
        const std::uint8_t B = succ[A];
        succ[A] = static_cast<std::uint8_t>(C);
        succ[C] = B;
      } else {  // (3) two rings: the pairs with the longest common suffix, grouped by residue
        // Residues mod 2^(k-1) are the offsets inside the halves; each smaller s folds once more.
        unsigned s = k - 1;
        Mask f1 = lo >> base, f2 = hi >> (base + half);
        while (!(f1 & f2)) {
          --s;
          f1 = (f1 | (f1 >> (1u << s))) & low(1u << s);
          f2 = (f2 | (f2 >> (1u << s))) & low(1u << s);
        }
        const Mask common = f1 & f2;
        if (!tied) {  // more than one group, or more than one A or C in the only group
          const Mask as = lo & res[s][lowest(common)], cs = hi & res[s][lowest(common)];
          tied = (common & (common - 1)) || (as & (as - 1)) || (cs & (cs - 1));
        }
        unsigned A, C;
        if (tie == Tie::first) {
          Mask as = 0;  // every A of every group
          for (Mask r = common; r; r &= r - 1) as |= res[s][lowest(r)];
          A = lowest(lo & as);
          C = lowest(hi & res[s][A & low(s)]);
        } else {  // the group whose least A is largest, then its largest A and largest C
          unsigned group = 0, best = 0;
          for (Mask r = common; r; r &= r - 1) {
            const unsigned least = lowest(lo & res[s][lowest(r)]);
            if (least >= best) {
              best = least;
              group = lowest(r);
            }
          }
          A = highest(lo & res[s][group]);
          C = highest(hi & res[s][group]);
        }
        const std::uint8_t B = succ[A], D = succ[C];
        succ[A] = D;
        succ[C] = B;
      }
    }
  }
  return tied;
}

}  // namespace cc::omega
