// The bit operations of Lee and Lin, section 2.2 (Definitions 1 and 2) and the buddy subnetworks of
// section 3.2 (Definition 3).
//
// Definition 1, the low-bit operation X↓Y: the longest common suffix (low-order bits) of the two
//   addresses, every other bit replaced by '*'. X = 000101, Y = 001101: X↓Y = ***101.
// Definition 2, the high-bit operation X↑Y: the longest common prefix (high-order bits), every
//   other bit '*'. X↑Y = 00****.
// Ast(P): the number of '*' in the pattern P.
// Definition 3: two k-bit subnetworks C_1 and C_2 are buddies when for every node X of C_1 there
//   is a node Y of C_2 that differs from X only in the (k+1)-th bit from the low end. A k-bit
//   subnetwork {x_1 ... x_{L-k} y ... y} is the 2^k nodes with the same L-k high bits.
#pragma once

#include <optional>
#include <string>

#include "spec/models/omega.hpp"

namespace cc::omega {

// An L-bit pattern: the bits at the positions in `known` (bit 0 = x_L, the lowest), '*' elsewhere.
struct BitPattern {
  unsigned L;
  Node bits;   // zero outside `known`
  Node known;  // mask of the positions that are not '*'
  friend bool operator==(const BitPattern&, const BitPattern&) = default;
};

BitPattern low_bit(Node X, Node Y, unsigned L);   // X↓Y
BitPattern high_bit(Node X, Node Y, unsigned L);  // X↑Y
unsigned Ast(const BitPattern& p);

// "***101" (x_1 first).
std::string to_string(const BitPattern& p);
// "000101".
std::string bit_string(Node x, unsigned L);
// The address written as L binary digits, e.g. "010"; nullopt if not 1..64 binary digits.
std::optional<Node> parse_bits(const std::string& s);

// A k-bit subnetwork (0 <= k <= L): the nodes prefix * 2^k .. prefix * 2^k + 2^k - 1.
struct Subnetwork {
  unsigned L, k;
  Node prefix;  // the L-k high bits x_1 ... x_{L-k}
  Node first() const { return k >= 64 ? 0 : prefix << k; }
  Node size() const { return Node{1} << k; }  // requires k < 64
  bool contains(Node x) const { return k >= 64 || (x >> k) == prefix; }
  friend bool operator==(const Subnetwork&, const Subnetwork&) = default;
};

// Definition 3 as stated, by trying every node of C_1 (requires k <= 20).
bool are_buddies(const Subnetwork& c1, const Subnetwork& c2);

// The subnetwork of level k that holds x.
Subnetwork subnetwork_of(Node x, unsigned k, unsigned L);

// "{0xx}" style name: the L-k prefix bits followed by k 'y's, as the paper writes them.
std::string to_string(const Subnetwork& c);

}  // namespace cc::omega
