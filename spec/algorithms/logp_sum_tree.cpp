// The most operands any schedule on one given communication tree sums by T (most_on_tree,
// logp_sum_opt.hpp): Theorem 5's summations "based on S*" of Shou and Chen, section 3.
#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

#include "spec/algorithms/detail/logp_sum_opt.hpp"
#include "spec/algorithms/logp_sum_opt.hpp"
#include "spec/models/logp_formulas.hpp"

namespace cc::logp {

using detail::latest_receives;

std::optional<Time> most_on_tree(const Tree& tr, Time T, Time L, Time o, Time g, TimedTree* best) {
  const Time gap = std::max(g, o + 1), lat = o + L;
  std::map<std::pair<std::size_t, Time>, Time> memo;  // -1: infeasible
  struct Pick {
    bool relay;
    std::vector<std::size_t> order;  // children, slot 0 (latest) first
    std::vector<Time> recv;
  };
  std::map<std::pair<std::size_t, Time>, Pick> picks;
  std::function<Time(std::size_t, Time)> F = [&](std::size_t i, Time D) -> Time {
    if (D < 0) return -1;
    const auto key = std::make_pair(i, D);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    const auto& ch = tr.nodes[i].children;
    const std::size_t k = ch.size();
    if (k > 20) throw std::logic_error("most_on_tree: more than 20 children");
    Time bestv = -1;
    Pick bp{false, {}, {}};
    for (const bool relay : {false, true}) {
      if (relay && k == 0) continue;
      const std::vector<Time> rv = latest_receives(D, k, relay, o, g, gap);
      // dp over subsets: the children placed in slots 0..popcount-1.
      const std::size_t full = std::size_t{1} << k;
      std::vector<Time> dp(full, -1);
      std::vector<std::size_t> last(full, 0);
      dp[0] = 0;
      for (std::size_t m = 0; m < full; ++m) {
        if (dp[m] < 0) continue;
        const std::size_t slot = static_cast<std::size_t>(__builtin_popcountll(m));
        if (slot == k) continue;
        for (std::size_t c = 0; c < k; ++c) {
          if (m & (std::size_t{1} << c)) continue;
          const Time v = F(ch[c], rv[slot] - lat);
          if (v < 0) continue;
          const std::size_t m2 = m | (std::size_t{1} << c);
          if (dp[m] + v > dp[m2]) {
            dp[m2] = dp[m] + v;
            last[m2] = c;
          }
        }
      }
      if (dp[full - 1] < 0) continue;
      // A relay sums nothing of its own; an operand holder combines every receive.
      const Time v =
          (relay ? 0 : formulas::node_operands(D, static_cast<Time>(k), o)) + dp[full - 1];
      if (v > bestv) {
        bestv = v;
        bp = Pick{relay, std::vector<std::size_t>(k), rv};
        for (std::size_t m = full - 1, slot = k; slot > 0; --slot) {
          bp.order[slot - 1] = ch[last[m]];
          m &= ~(std::size_t{1} << last[m]);
        }
      }
    }
    memo[key] = bestv;
    if (bestv >= 0) picks[key] = bp;
    return bestv;
  };
  const Time v = F(0, T);
  if (v < 0) return std::nullopt;
  if (best) {
    best->nodes.clear();
    std::function<void(std::size_t, Time, std::size_t)> build = [&](std::size_t i, Time D,
                                                                    std::size_t parent) {
      const std::size_t me = best->nodes.size();
      best->nodes.push_back({parent, D, false, {}, {}});
      const Pick p = picks.at({i, D});
      best->nodes[me].relay = p.relay;
      // Receive order: the earliest slot (the last) first.
      for (std::size_t s = p.order.size(); s-- > 0;) {
        best->nodes[me].children.push_back(best->nodes.size());
        best->nodes[me].recv.push_back(p.recv[s]);
        build(p.order[s], p.recv[s] - lat, me);
      }
    };
    build(0, T, 0);
  }
  return v;
}

}  // namespace cc::logp
