// The path table of small Omega networks (Lee and Lin, section 2.1): every Path(X, Y) routed once
// on OmegaNetwork.
#include "spec/models/omega_table.hpp"

#include <stdexcept>

namespace cc::omega {

PathTable::PathTable(unsigned L) : L_(L), N_(Node{1} << L) {
  if (L < 1 || L > kMaxTableL) throw std::invalid_argument("PathTable: L must be in [1, 8]");
  const OmegaNetwork net(L);
  const std::size_t paths = static_cast<std::size_t>(N_ * N_);
  words_ = static_cast<std::size_t>(((L + 1) * N_ + 63) / 64);
  unused_ = ignore_mask(L, LinkReading::all);
  packed_.assign(paths, 0);
  output_.assign(paths, 0);
  sets_.assign(paths * words_, 0);
  std::vector<Node> links;
  for (Node X = 0; X < N_; ++X)
    for (Node Y = 0; Y < N_; ++Y) {
      const std::size_t i = index(X, Y);
      net.route_links(X, Y, links);
      for (unsigned s = 0; s < L; ++s) packed_[i] |= links[s] << (8 * s);
      output_[i] = static_cast<std::uint8_t>(links[L]);
      for (unsigned s = 0; s <= L; ++s) {
        const std::size_t b = static_cast<std::size_t>(s * N_ + links[s]);
        sets_[i * words_ + b / 64] |= std::uint64_t{1} << (b % 64);
      }
    }
}

Node PathTable::address(std::size_t i, unsigned stage) const {
  if (stage == L_) return output_[i];
  return (packed_[i] >> (8 * stage)) & 0xff;
}

std::uint64_t ignore_mask(unsigned L, LinkReading r) {
  std::uint64_t m = 0;
  for (unsigned s = 0; s < 8; ++s)
    if (s >= L || !counts(r, s, L)) m |= std::uint64_t{1} << (8 * s);
  return m;
}

}  // namespace cc::omega
