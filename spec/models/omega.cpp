// The Omega network executor (Lee and Lin, section 2.1): perfect shuffle, 2x2 switches, destination
// tags. See omega.hpp for the naming of links.
#include "spec/models/omega.hpp"

#include <algorithm>
#include <stdexcept>

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
  for (unsigned i = 1; i <= L_; ++i) out.push_back(a = next_link(i, a, Y));
}

Node OmegaNetwork::next_link(unsigned stage, Node a, Node Y) const {
  const unsigned tag = static_cast<unsigned>((Y >> (L_ - stage)) & 1);
  const SwitchHop h = switch_step(stage, shuffle(a), tag);
  return (h.switch_index << 1) | h.out_port;
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

namespace {

// The least shared link of one step, stage by stage: `fill(stage, uses)` appends every path's
// link address at that stage as (address, path index); sorted, the first equal neighbours are
// the least shared address and the two least paths on it. Stages are filled in ascending order.
template <class Fill>
std::optional<StepConflict> least_conflict(unsigned L, Fill&& fill) {
  std::vector<std::pair<Node, std::size_t>> uses;
  for (unsigned s = 0; s <= L; ++s) {
    uses.clear();
    fill(s, uses);
    std::sort(uses.begin(), uses.end());
    for (std::size_t i = 1; i < uses.size(); ++i)
      if (uses[i - 1].first == uses[i].first)
        return StepConflict{uses[i - 1].second, uses[i].second, {s, uses[i].first}};
  }
  return std::nullopt;
}

}  // namespace

std::optional<StepConflict> step_conflict(const std::vector<Path>& paths) {
  if (paths.empty()) return std::nullopt;
  const unsigned L = static_cast<unsigned>(paths[0].links.size()) - 1;
  return least_conflict(L, [&](unsigned s, std::vector<std::pair<Node, std::size_t>>& uses) {
    for (std::size_t i = 0; i < paths.size(); ++i) uses.emplace_back(paths[i].links[s].address, i);
  });
}

std::optional<StepConflict> step_conflict(const OmegaNetwork& net,
                                          const std::vector<std::pair<Node, Node>>& ends) {
  for (const auto& [x, y] : ends)
    if (x > net.max_node() || y > net.max_node())
      throw std::invalid_argument("step_conflict: node out of range");
  std::vector<Node> at(ends.size());
  return least_conflict(net.L(), [&](unsigned s, std::vector<std::pair<Node, std::size_t>>& uses) {
    for (std::size_t i = 0; i < ends.size(); ++i) {
      at[i] = s == 0 ? ends[i].first : net.next_link(s, at[i], ends[i].second);
      uses.emplace_back(at[i], i);
    }
  });
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
