// Definitions 1, 2 and 3 of Lee and Lin (sections 2.2 and 3.2), computed bit by bit as stated.
#include "spec/models/omega_bits.hpp"

#include <stdexcept>

namespace cc::omega {

namespace {
Node bit(Node x, unsigned pos) { return (x >> pos) & 1; }
}  // namespace

BitPattern low_bit(Node X, Node Y, unsigned L) {
  BitPattern p{L, 0, 0};
  // From x_L upwards while the bits agree: the longest common suffix.
  for (unsigned pos = 0; pos < L && bit(X, pos) == bit(Y, pos); ++pos) {
    p.known |= Node{1} << pos;
    p.bits |= bit(X, pos) << pos;
  }
  return p;
}

BitPattern high_bit(Node X, Node Y, unsigned L) {
  BitPattern p{L, 0, 0};
  // From x_1 downwards while the bits agree: the longest common prefix.
  for (unsigned pos = L; pos-- > 0 && bit(X, pos) == bit(Y, pos);) {
    p.known |= Node{1} << pos;
    p.bits |= bit(X, pos) << pos;
  }
  return p;
}

unsigned Ast(const BitPattern& p) {
  unsigned stars = 0;
  for (unsigned pos = 0; pos < p.L; ++pos) stars += bit(p.known, pos) ? 0 : 1;
  return stars;
}

std::string to_string(const BitPattern& p) {
  std::string s;
  for (unsigned pos = p.L; pos-- > 0;) s += !bit(p.known, pos) ? '*' : bit(p.bits, pos) ? '1' : '0';
  return s;
}

std::string bit_string(Node x, unsigned L) {
  std::string s;
  for (unsigned pos = L; pos-- > 0;) s += bit(x, pos) ? '1' : '0';
  return s;
}

std::optional<Node> parse_bits(const std::string& s) {
  if (s.empty() || s.size() > 64) return std::nullopt;
  Node x = 0;
  for (char c : s) {
    if (c != '0' && c != '1') return std::nullopt;
    x = (x << 1) | static_cast<Node>(c - '0');
  }
  return x;
}

bool are_buddies(const Subnetwork& c1, const Subnetwork& c2) {
  if (c1.L != c2.L || c1.k != c2.k || c1.k >= c1.L) return false;
  if (c1.k > 20) throw std::invalid_argument("are_buddies: k > 20");
  const Node flip = Node{1} << c1.k;  // the (k+1)-th bit from the low end
  for (Node x = c1.first(); x < c1.first() + c1.size(); ++x) {
    bool found = false;
    for (Node y = c2.first(); y < c2.first() + c2.size() && !found; ++y) found = (x ^ y) == flip;
    if (!found) return false;
  }
  return true;
}

Subnetwork subnetwork_of(Node x, unsigned k, unsigned L) {
  return {L, k, k >= 64 ? Node{0} : x >> k};
}

std::string to_string(const Subnetwork& c) {
  std::string s = c.k >= c.L ? "" : bit_string(c.prefix, c.L - c.k);
  return "{" + s + std::string(c.k, 'y') + "}";
}

}  // namespace cc::omega
