// Section 4's "either a broadcast or scatter operation takes Theta(log p) time to send to p PEs",
// on the half-duplex executor with point-to-point messages: a binomial-tree broadcast and a
// binomial-tree scatter (a message carries the values of the receiver's whole subtree, as A's
// phase k + 1 sends y with the parts) from a root to q PEs, run as communication steps, take
// ceil(log2 q) steps; and no broadcast takes fewer: an exhaustive search over every sequence of
// half-duplex steps (every set of messages from PEs that hold the root's value to PEs that do
// not, each PE in at most one message) finds the least number of steps after which every PE
// holds it. The same bound holds for a scatter, since every PE must receive something that only
// the root holds at the start.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/common.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;

namespace {

// The binomial tree from `root` over q PEs, relative PE i being PE (root + i) mod q: in the step
// of span s (s = 2^(t-1), ..., 2, 1, t = ceil(log2 q)) relative PE i with i mod 2s = 0 sends to
// i + s (when it exists) the values of relative PEs i + s .. min(i + 2s, q) - 1 (scatter: x_{j+1}
// for relative PE j) or the one value x_1 (broadcast).
// planted_ascending: the spans in the wrong order (1, 2, 4, ...), so a PE sends before it holds.
Schedule binomial(i64 q, i64 root, bool scatter, bool planted_ascending) {
  Schedule s;
  s.p = static_cast<Pe>(q);
  s.n = scatter ? q : 1;
  s.inputs.assign(static_cast<std::size_t>(q), {});
  s.inputs[static_cast<std::size_t>(root)].push_back({1, 1, 1, 1, scatter ? q : 1});
  const auto pe = [&](i64 i) { return static_cast<Pe>((root + i) % q); };
  std::vector<i64> spans;
  for (i64 span = (i64{1} << ceil_log2(q)) / 2; span >= 1; span /= 2) spans.push_back(span);
  if (planted_ascending) std::reverse(spans.begin(), spans.end());
  for (const i64 span : spans) {
    Step st{StepKind::comm, 1, {}, {}, 0};
    for (i64 i = 0; i + span < q; i += 2 * span) {
      const i64 lo = i + span, hi = std::min(i + 2 * span, q);
      st.messages.push_back(
          {pe(i), pe(lo), {scatter ? Run{lo + 1, lo + 1, 1, 1, hi - lo} : Run::one(1, 1)}});
    }
    s.steps.push_back(std::move(st));
  }
  return s;
}

// The least number of half-duplex steps after which all q PEs hold the value one PE holds at
// the start, over every schedule: breadth-first over the sets of holders (a step adds any set of
// non-holders that the holders can reach one to one). `sends` > 1: a planted model in which a
// holder may send to that many PEs in one step.
i64 least_broadcast_steps(i64 q, int sends) {
  const std::uint32_t full = (std::uint32_t{1} << q) - 1;
  std::vector<std::uint32_t> level{1};
  std::vector<char> seen(std::size_t{full} + 1, 0);
  seen[1] = 1;
  for (i64 t = 0;; ++t) {
    for (std::uint32_t h : level)
      if (h == full) return t;
    std::vector<std::uint32_t> next;
    for (std::uint32_t h : level) {
      const int holders = __builtin_popcount(h);
      // Any subset of non-holders of size at most |holders| can each receive from a distinct
      // holder in one step (and no larger set can: a holder sends at most one message).
      const std::uint32_t out = full & ~h;
      for (std::uint32_t add = out;; add = (add - 1) & out) {
        if (__builtin_popcount(add) <= sends * holders && !seen[h | add]) {
          seen[h | add] = 1;
          next.push_back(h | add);
        }
        if (add == 0) break;
      }
    }
    level = std::move(next);
  }
}

}  // namespace

std::optional<Fields> collective_log_check(i64 q, i64 exhaustive_q, bool planted_ascending,
                                           int sends) {
  const i64 want = ceil_log2(q);
  std::vector<i64> roots{0, 1 % q, q / 2, q - 1};
  std::sort(roots.begin(), roots.end());
  roots.erase(std::unique(roots.begin(), roots.end()), roots.end());
  for (const bool scatter : {false, true})
    for (const i64 root : roots) {
      const Schedule s = binomial(q, root, scatter, planted_ascending);
      const Execution ex = execute(s);
      Fields f{{"operation", scatter ? "scatter" : "broadcast"},
               {"root", "P_" + std::to_string(root + 1)},
               {"steps executed", ex.communication_steps},
               {"ceil(log2 q)", want}};
      if (ex.violation) {
        f.push_back({"rule", ex.violation->rule});
        return f;
      }
      if (ex.communication_steps != want) return f;
      const auto held = holdings(s, s.steps.size());
      if (!held) return f;
      for (i64 i = 0; i < q; ++i) {
        const i64 v = scatter ? i + 1 : 1;
        const auto& h = (*held)[static_cast<std::size_t>((root + i) % q)];
        if (std::find(h.begin(), h.end(), witness::Interval{v, v}) == h.end()) {
          f.push_back({"P lacking its value", "P_" + std::to_string((root + i) % q + 1)});
          return f;
        }
      }
    }
  if (q <= exhaustive_q)
    if (const i64 least = least_broadcast_steps(q, sends); least != want)
      return Fields{{"least steps of any broadcast", least}, {"ceil(log2 q)", want}};
  return std::nullopt;
}

std::optional<Fields> collective_log_case(const Point& x, const RunContext& ctx) {
  const i64 exhaustive = ctx.budget == Budget::smoke ? 6 : ctx.budget == Budget::ci ? 8 : 10;
  return collective_log_check(x[0], exhaustive, false, 1);
}

}  // namespace cc::halfduplex_checks
