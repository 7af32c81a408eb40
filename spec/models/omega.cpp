// The Omega network executor (seed 001, section 2.1): perfect shuffle, 2x2 switches, destination
// tags. See omega.hpp for the naming of links.
#include "spec/models/omega.hpp"

#include <algorithm>
#include <stdexcept>
#include <tuple>

namespace cc::omega {

OmegaNetwork::OmegaNetwork(unsigned L) : L_(L), mask_(L >= 64 ? ~Node{0} : (Node{1} << L) - 1) {
  if (L < 1 || L > kMaxL) throw std::invalid_argument("OmegaNetwork: L must be in [1, 64]");
}

Node OmegaNetwork::shuffle(Node a) const { return ((a << 1) | (a >> (L_ - 1))) & mask_; }

SwitchHop OmegaNetwork::switch_step(unsigned stage, Node line, unsigned tag) const {
  SwitchHop h;
  h.stage = stage;
  h.switch_index = line >> 1;
  h.in_port = static_cast<unsigned>(line & 1);
  h.state = h.in_port == tag ? SwitchState::straight : SwitchState::interchange;
  // The switch maps its inputs to its outputs straight or crossed; the tag chose the setting.
  h.out_port = h.state == SwitchState::straight ? h.in_port : 1 - h.in_port;
  return h;
}

Path OmegaNetwork::route(Node X, Node Y) const {
  if (X > mask_ || Y > mask_) throw std::invalid_argument("OmegaNetwork::route: node out of range");
  Path p;
  p.source = X;
  p.dest = Y;
  p.links.reserve(L_ + 1);
  p.hops.reserve(L_);
  Node a = X;
  p.links.push_back({0, a});
  for (unsigned i = 1; i <= L_; ++i) {
    const unsigned tag = static_cast<unsigned>((Y >> (L_ - i)) & 1);
    const SwitchHop h = switch_step(i, shuffle(a), tag);
    a = (h.switch_index << 1) | h.out_port;
    p.hops.push_back(h);
    p.links.push_back({i, a});
  }
  return p;
}

void OmegaNetwork::route_links(Node X, Node Y, std::vector<Node>& out) const {
  out.clear();
  Node a = X;
  out.push_back(a);
  for (unsigned i = 1; i <= L_; ++i) {
    const unsigned tag = static_cast<unsigned>((Y >> (L_ - i)) & 1);
    const SwitchHop h = switch_step(i, shuffle(a), tag);
    a = (h.switch_index << 1) | h.out_port;
    out.push_back(a);
  }
}

bool counts(LinkReading r, unsigned stage, unsigned L) {
  switch (r) {
    case LinkReading::all:
      return stage <= L;
    case LinkReading::proof_stages:
      return stage < L;
    case LinkReading::switch_outputs:
      return stage >= 1 && stage <= L;
    case LinkReading::inner:
      return stage >= 1 && stage < L;
  }
  return false;
}

const char* to_string(LinkReading r) {
  switch (r) {
    case LinkReading::all:
      return "stages 0..L";
    case LinkReading::proof_stages:
      return "stages 0..L-1";
    case LinkReading::switch_outputs:
      return "stages 1..L";
    case LinkReading::inner:
      return "stages 1..L-1";
  }
  return "?";
}

std::vector<Link> shared_links(const Path& a, const Path& b, LinkReading r) {
  const unsigned L = static_cast<unsigned>(a.links.size()) - 1;
  std::vector<Link> out;
  for (const Link& x : a.links)
    if (counts(r, x.stage, L) && std::find(b.links.begin(), b.links.end(), x) != b.links.end())
      out.push_back(x);
  return out;
}

std::optional<StepConflict> step_conflict(const std::vector<Path>& paths) {
  std::vector<std::tuple<unsigned, Node, std::size_t>> uses;
  for (std::size_t i = 0; i < paths.size(); ++i)
    for (const Link& l : paths[i].links) uses.emplace_back(l.stage, l.address, i);
  std::sort(uses.begin(), uses.end());
  for (std::size_t i = 1; i < uses.size(); ++i) {
    const auto& [s0, a0, p0] = uses[i - 1];
    const auto& [s1, a1, p1] = uses[i];
    if (s0 == s1 && a0 == a1) return StepConflict{p0, p1, {s0, a0}};
  }
  return std::nullopt;
}

std::string to_string(const Link& l) {
  return "(" + std::to_string(l.stage) + "," + std::to_string(l.address) + ")";
}

std::string to_string(const std::vector<Link>& links) {
  std::string s;
  for (const auto& l : links) s += (s.empty() ? "" : " ") + to_string(l);
  return s;
}

}  // namespace cc::omega
