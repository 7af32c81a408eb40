// The fewest steps of group multicast among m selected nodes of Lee and Lin (sections 1, 3.1 and
// 5), against every schedule of the model on small networks: a breadth-first search over what
// each node holds finds the least number of steps and one schedule that takes them; the ring of
// section 4.1, pipelined, must take m - 1 and no schedule fewer.
#include <algorithm>
#include <map>
#include <stdexcept>

#include "checkers/omega/checkers.hpp"
#include "checkers/omega/common.hpp"
#include "checkers/omega/ring_defects.hpp"

namespace cc::omega_checks {

namespace {

// Every schedule of group multicast among m selected nodes (sections 1 and 5): in one step any
// set of unicasts whose paths are pairwise link-disjoint on the network (so a node sends at most
// one and receives at most one: its input and its output link), each carrying one message its
// sender holds, or, `combining`, every message its sender holds. Breadth-first over the holdings
// (which of the m messages each node holds, 8 bits per node, m <= 8), sending only what the
// receiver lacks (any other send leaves the holdings as they are). The least number of steps,
// at most `depth`, after which every node holds all m messages, and one such schedule.
struct MulticastRun {
  std::size_t steps;
  std::string schedule;
};

std::optional<MulticastRun> fastest_multicast(unsigned L, const std::vector<Node>& nodes,
                                              bool combining, std::size_t depth) {
  const std::size_t m = nodes.size();
  if (m < 2 || m > 8 || L > omega::kMaxTableL)
    throw std::logic_error("fastest_multicast: 2 <= m <= 8 nodes, L <= 8");
  const omega::PathTable& T = path_table(L);
  const std::size_t w = T.words();
  using State = std::uint64_t;
  auto held = [](State s, std::size_t i) { return static_cast<unsigned>((s >> (8 * i)) & 0xff); };
  const unsigned full = (1u << m) - 1;
  State start = 0;
  for (std::size_t i = 0; i < m; ++i) start |= State{1} << (8 * i + i);
  // A step: for each receiver j one byte, 0 for none, else (sender + 1) | (message << 4).
  std::vector<std::map<State, std::pair<State, std::uint64_t>>> levels(1);
  levels[0][start] = {start, 0};
  std::vector<std::uint64_t> used(w);
  auto text_of = [&](std::size_t steps, State last) {
    std::vector<std::string> parts;
    for (std::size_t t = steps; t >= 1; --t) {
      const auto [prev, step] = levels[t].at(last);
      std::string s = "step " + std::to_string(t) + ":";
      for (std::size_t j = 0; j < m; ++j) {
        const auto byte = static_cast<unsigned>((step >> (8 * j)) & 0xff);
        if (!byte) continue;
        const std::size_t i = (byte & 0xf) - 1;
        std::vector<Node> msgs;
        const unsigned carried = combining ? held(prev, i) : 1u << (byte >> 4);
        for (std::size_t x = 0; x < m; ++x)
          if ((carried >> x) & 1) msgs.push_back(nodes[x]);
        s +=
            " " + std::to_string(nodes[i]) + "->" + std::to_string(nodes[j]) + " " + set_text(msgs);
      }
      parts.push_back(s);
      last = prev;
    }
    std::string out;
    for (std::size_t t = parts.size(); t-- > 0;) out += (out.empty() ? "" : "; ") + parts[t];
    return out;
  };
  for (std::size_t t = 1; t <= depth; ++t) {
    levels.emplace_back();
    auto& next = levels.back();
    std::optional<State> done;
    for (const auto& entry : levels[t - 1]) {
      const State& state = entry.first;  // (a named variable: lambdas below capture it)
      std::fill(used.begin(), used.end(), 0);
      auto rec = [&](auto&& self, std::size_t i, unsigned receivers, State s,
                     std::uint64_t step) -> void {
        if (done) return;
        if (i == m) {
          if (next.emplace(s, std::make_pair(state, step)).second) {
            bool complete = true;
            for (std::size_t x = 0; x < m && complete; ++x) complete = held(s, x) == full;
            if (complete) done = s;
          }
          return;
        }
        self(self, i + 1, receivers, s, step);  // node i sends nothing
        const unsigned have = held(state, i);
        for (std::size_t j = 0; j < m; ++j) {
          if (j == i || ((receivers >> j) & 1)) continue;
          const unsigned lacks = have & ~held(state, j);
          if (!lacks) continue;
          const std::uint64_t* links = T.link_set(T.index(nodes[i], nodes[j]));
          bool clash = false;
          for (std::size_t x = 0; x < w; ++x) clash = clash || (used[x] & links[x]);
          if (clash) continue;
          for (std::size_t x = 0; x < w; ++x) used[x] |= links[x];
          for (unsigned msg = 0; msg < m; ++msg) {
            if (!((lacks >> msg) & 1)) continue;
            const unsigned gets = combining ? have : 1u << msg;
            self(self, i + 1, receivers | (1u << j), s | (State{gets} << (8 * j)),
                 step | (std::uint64_t{(i + 1) | (msg << 4)} << (8 * j)));
            if (combining) break;  // the whole holding: one choice
          }
          for (std::size_t x = 0; x < w; ++x) used[x] &= ~links[x];
        }
      };
      rec(rec, 0, 0u, state, 0);
      if (done) return MulticastRun{t, text_of(t, *done)};
    }
  }
  return std::nullopt;
}

// Group multicast needs m - 1 steps (sections 1, 3.1 and 5): no schedule of the model finishes
// within m - 2 (within m - 1 - slack for the planted statements: slack = 1 claims m - 1 is not
// enough, which the ring refutes), and the ring of section 4.1 finishes in m - 1.
std::optional<Fields> fewest(const Point& p, bool combining, std::size_t slack) {
  const auto L = static_cast<unsigned>(p[1]);
  const auto nodes = nodes_of(static_cast<std::uint64_t>(p[2]));
  const std::size_t m = nodes.size();
  if (auto r = fastest_multicast(L, nodes, combining, m - 2 + slack))
    return Fields{{"nodes", set_text(nodes)},
                  {"steps", static_cast<std::uint64_t>(r->steps)},
                  {"m - 1", static_cast<std::uint64_t>(m - 1)},
                  {"schedule", r->schedule}};
  if (combining) return std::nullopt;
  omega::FirstChoice first;
  const omega::Ring ring = omega::find_ring_construction("paper")->build(L, nodes, first, nullptr);
  if (auto bad = multicast_defect(L, ring))
    return joined(Fields{{"nodes", set_text(nodes)}, {"ring", omega::to_string(ring)}}, *bad);
  return std::nullopt;
}

}  // namespace

std::optional<Fields> fewest_case(const Point& p, Read read) {
  return fewest(p, false, read == Read::planted ? 1 : 0);
}

std::optional<Fields> fewest_combining_case(const Point& p) { return fewest(p, true, 0); }

}  // namespace cc::omega_checks
