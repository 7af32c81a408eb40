// Every path of a small Omega network, routed once (Lee and Lin, section 2.1). The exhaustive
// checks compare billions of path pairs (Theorem 1 at L = 8: 4.3 x 10^9); they read the links of
// each path from this table instead of routing it again. The table is filled by
// OmegaNetwork::route, so it holds what the switches do, nothing derived from the paper's formulas.
//
// Two encodings of Path(X, Y), index X * N + Y:
//   packed: stage s (0 <= s < L) link address in byte s of a 64-bit word, the output link
//           (stage L) in a separate byte; two paths share a stage-s link iff byte s of the XOR
//           of their words is zero (a zero-byte test on one word compares all inner stages);
//   link set: a bitset over the (L+1) N links, bit stage * N + address; a set of paths is
//           pairwise disjoint iff their bitsets are, which an accumulating OR tests in one pass.
#pragma once

#include <cstdint>
#include <vector>

#include "spec/models/omega.hpp"

namespace cc::omega {

inline constexpr unsigned kMaxTableL = 8;

// The zero-byte test: some byte of v is zero.
inline bool has_zero_byte(std::uint64_t v) {
  return ((v - 0x0101010101010101ull) & ~v & 0x8080808080808080ull) != 0;
}

class PathTable {
 public:
  // Requires 1 <= L <= kMaxTableL.
  explicit PathTable(unsigned L);

  unsigned L() const { return L_; }
  Node N() const { return N_; }
  std::size_t index(Node X, Node Y) const { return static_cast<std::size_t>(X * N_ + Y); }

  const std::uint64_t* packed() const { return packed_.data(); }
  const std::uint8_t* output() const { return output_.data(); }
  std::uint64_t packed(std::size_t i) const { return packed_[i]; }
  std::uint8_t output(std::size_t i) const { return output_[i]; }

  // The link-set bitset of path i: words() 64-bit words.
  std::size_t words() const { return words_; }
  const std::uint64_t* link_set(std::size_t i) const { return &sets_[i * words_]; }

  // The link address of path i at `stage` (0 .. L).
  Node address(std::size_t i, unsigned stage) const;

  // Paths i and j share a link (any stage).
  bool conflict(std::size_t i, std::size_t j) const {
    return has_zero_byte((packed_[i] ^ packed_[j]) | unused_) || output_[i] == output_[j];
  }

 private:
  unsigned L_;
  Node N_;
  std::size_t words_;
  std::uint64_t unused_;  // the packed bytes of stages >= L
  std::vector<std::uint64_t> packed_;
  std::vector<std::uint8_t> output_;
  std::vector<std::uint64_t> sets_;
};

// The packed-word mask that makes the bytes of the stages a reading does not count (and the
// unused bytes L..7) never compare equal: OR it into the XOR before has_zero_byte. The output
// link (stage L) is not in the packed word; the caller compares output() when it counts.
std::uint64_t ignore_mask(unsigned L, LinkReading r);

}  // namespace cc::omega
