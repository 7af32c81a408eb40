// The search over every LogP broadcast program (logp_broadcast_general.hpp): a breadth-first walk
// over the states after each cycle, PEs other than the root kept sorted.
#include "spec/algorithms/logp_broadcast_general.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace cc::logp {

namespace {

// One PE at the start of a cycle. `busy`: cycles its current operation still occupies; `learning`:
// that operation is a receive by a PE that does not hold the message yet. `since_send`,
// `since_recv`: cycles since its last send / receive started, capped at g. `arrive`: for every
// message sent to it and not yet received, the cycles until it can be received (0: it can).
struct PeState {
  bool holds = false, learning = false;
  Time busy = 0, since_send = 0, since_recv = 0;
  std::vector<Time> arrive;  // sorted
  friend auto operator<=>(const PeState&, const PeState&) = default;
};

using State = std::vector<PeState>;  // PE 0 the root, the others sorted

void canon(State& s) { std::sort(s.begin() + 1, s.end()); }

}  // namespace

std::vector<std::uint64_t> general_broadcast_most(const Params& prm, Time T) {
  const Time L = prm.L, o = prm.o, g = prm.g;
  const std::size_t P = prm.P;
  if (o < 1 || g < 1 || L < 1 || P < 1 || P > 6)
    throw std::invalid_argument("general_broadcast_most: needs L, o, g >= 1 and 1 <= P <= 6");
  State start(P);
  for (auto& pe : start) pe.since_send = pe.since_recv = g;
  start[0].holds = true;
  std::set<State> now{start};
  std::vector<std::uint64_t> most;
  auto count = [](const State& s) {
    std::uint64_t n = 0;
    for (const auto& pe : s) n += pe.holds;
    return n;
  };
  for (Time t = 0;; ++t) {
    std::uint64_t best = 0;
    for (const auto& s : now) best = std::max(best, count(s));
    most.push_back(best);
    if (t == T) break;
    std::set<State> next;
    // Every choice of every PE in turn: choice 0 idle, 1 receive, 2 + j send to PE j.
    for (const auto& s : now) {
      std::vector<State> partial{s};
      for (std::size_t i = 0; i < P; ++i) {
        std::vector<State> grown;
        for (const auto& q : partial) {
          const PeState& me = q[i];
          grown.push_back(q);  // idle (or busy)
          if (me.busy > 0) continue;
          // A receive or a send that could not end (its receive could not end) by T changes
          // nothing before T but its PE's availability: left out.
          if (me.since_recv >= g && !me.arrive.empty() && me.arrive.front() == 0 && t + o <= T) {
            State r = q;
            PeState& m = r[i];
            m.arrive.erase(m.arrive.begin());
            m.busy = o;
            m.learning = !m.holds;
            m.since_recv = 0;
            grown.push_back(std::move(r));
          }
          if (me.holds && me.since_send >= g && t + o + L + o <= T)
            for (std::size_t j = 0; j < P; ++j) {
              if (j == i) continue;
              State r = q;
              r[i].busy = o;
              r[i].since_send = 0;
              auto& a = r[j].arrive;
              a.insert(std::upper_bound(a.begin(), a.end(), o + L), o + L);
              grown.push_back(std::move(r));
            }
        }
        partial = std::move(grown);
      }
      // The cycle passes: operations run one cycle, messages travel one cycle.
      for (auto& q : partial) {
        for (auto& pe : q) {
          if (pe.busy > 0 && --pe.busy == 0 && pe.learning) {
            pe.holds = true;
            pe.learning = false;
          }
          pe.since_send = std::min(g, pe.since_send + 1);
          pe.since_recv = std::min(g, pe.since_recv + 1);
          for (auto& a : pe.arrive) a = std::max<Time>(0, a - 1);
        }
        canon(q);
        next.insert(std::move(q));
      }
    }
    now = std::move(next);
  }
  return most;
}

}  // namespace cc::logp
