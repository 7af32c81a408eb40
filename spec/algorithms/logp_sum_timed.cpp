// Timed summation trees of Shou and Chen, section 3 (logp_sum_opt.hpp): what a timed tree can sum
// (tree_capacity), the executor schedule that sums N operands on it (timed_schedule), and how a
// counterexample writes it (describe).
#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "spec/algorithms/detail/logp_sum_opt.hpp"
#include "spec/algorithms/logp_sum_opt.hpp"
#include "spec/models/logp_formulas.hpp"

namespace cc::logp {

using detail::block;

std::optional<Time> tree_capacity(const Params& prm, const TimedTree& t) {
  Time total = 0;
  for (std::size_t i = 0; i < t.nodes.size(); ++i) {
    const TimedNode& n = t.nodes[i];
    if (n.D < 0 || n.children.size() != n.recv.size()) return std::nullopt;
    if (n.relay && n.children.empty()) return std::nullopt;
    Time end = 0;
    std::optional<Time> last;
    for (std::size_t j = 0; j < n.children.size(); ++j) {
      const Time r = n.recv[j];
      const TimedNode& c = t.nodes[n.children[j]];
      if (c.parent != i || r < c.D + prm.o + prm.L || r < end) return std::nullopt;
      if (last && r - *last < prm.g) return std::nullopt;
      last = r;
      const Time b = block(prm.o, n.relay && j == 0);
      end = r + b;
    }
    if (end > n.D) return std::nullopt;
    // An operand holder's receives are all combined: k(o + 1) busy cycles.
    if (!n.relay)
      total += formulas::node_operands(n.D, static_cast<Time>(n.children.size()), prm.o);
  }
  return total;
}

Schedule timed_schedule(const Params& prm, const TimedTree& t, Time N) {
  const std::size_t n = t.nodes.size();
  std::vector<bool> live(n, true);
  std::vector<std::vector<std::size_t>> kids(n);
  std::vector<std::vector<Time>> recv(n);
  for (std::size_t i = 0; i < n; ++i) {
    kids[i] = t.nodes[i].children;
    recv[i] = t.nodes[i].recv;
  }
  auto busy_of = [&](std::size_t i) {
    Time b = 0;
    for (std::size_t j = 0; j < kids[i].size(); ++j) b += block(prm.o, t.nodes[i].relay && j == 0);
    return b;
  };
  std::vector<Time> adds(n, 0);
  Time cap = 0;
  for (std::size_t i = 0; i < n; ++i)
    if (!t.nodes[i].relay) {
      adds[i] = std::max<Time>(0, t.nodes[i].D - busy_of(i));
      cap += 1 + adds[i];
    }
  // Drop the surplus: adds first, then leaves holding one operand (and relays left childless).
  Time surplus = std::max<Time>(0, cap - N);
  for (std::size_t i = 0; i < n && surplus > 0; ++i) {
    const Time d = std::min(surplus, adds[i]);
    adds[i] -= d;
    surplus -= d;
  }
  auto drop = [&](std::size_t i) {
    live[i] = false;
    auto& pk = kids[t.nodes[i].parent];
    auto& pr = recv[t.nodes[i].parent];
    for (std::size_t j = 0; j < pk.size(); ++j)
      if (pk[j] == i) {
        pk.erase(pk.begin() + static_cast<std::ptrdiff_t>(j));
        pr.erase(pr.begin() + static_cast<std::ptrdiff_t>(j));
        break;
      }
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t i = n; i-- > 1;) {
      if (!live[i] || !kids[i].empty()) continue;
      if (t.nodes[i].relay) {
        drop(i);
        changed = true;
      } else if (surplus > 0) {
        drop(i);
        --surplus;
        changed = true;
      }
    }
  }
  // PEs: the live nodes in index order.
  std::vector<Pe> pe(n, 0);
  Pe next_pe = 0;
  for (std::size_t i = 0; i < n; ++i)
    if (live[i]) pe[i] = next_pe++;
  Schedule s;
  s.params = prm;
  s.params.P = next_pe;
  s.program.assign(next_pe, {});
  s.operands.assign(next_pe, {});
  std::vector<std::vector<Op>> ops(n);
  std::vector<std::vector<std::size_t>> combined(n);  // the child each combine takes, in order
  for (std::size_t i = 0; i < n; ++i) {
    if (!live[i]) continue;
    const TimedNode& nd = t.nodes[i];
    std::vector<std::size_t> order(kids[i].size());
    for (std::size_t j = 0; j < order.size(); ++j) order[j] = j;
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return recv[i][a] < recv[i][b]; });
    std::vector<std::pair<Time, Time>> busy;  // [start, end)
    std::vector<Op> v;
    for (std::size_t q = 0; q < order.size(); ++q) {
      const std::size_t j = order[q];
      const Time r = recv[i][j];
      v.push_back({OpKind::recv, r, pe[kids[i][j]]});
      const bool adopted = nd.relay && q == 0;
      if (!adopted) {
        v.push_back({OpKind::combine, r + prm.o, 0});
        combined[i].push_back(kids[i][j]);
      }
      busy.push_back({r, r + block(prm.o, adopted)});
    }
    for (Time c = 0, left = adds[i]; left > 0 && c < nd.D; ++c) {
      bool free = true;
      for (const auto& [a, b] : busy) free = free && !(a <= c && c < b);
      if (free) {
        v.push_back({OpKind::add, c, 0});
        --left;
      }
    }
    if (i != 0) v.push_back({OpKind::send, nd.D, pe[nd.parent]});
    std::stable_sort(v.begin(), v.end(),
                     [](const Op& a, const Op& b) { return a.start < b.start; });
    ops[i] = std::move(v);
    // The adopted child (a relay's first) heads the relay's block.
    if (nd.relay && !order.empty()) combined[i].insert(combined[i].begin(), kids[i][order[0]]);
  }
  std::int64_t next = 0;
  std::function<void(std::size_t)> assign = [&](std::size_t i) {
    auto& mine = s.operands[pe[i]];
    std::size_t ci = 0;
    if (t.nodes[i].relay) {
      assign(combined[i][ci++]);
    } else {
      mine.push_back(Interval::single(next++));
    }
    for (const auto& op : ops[i]) {
      if (op.kind == OpKind::add) mine.push_back(Interval::single(next++));
      if (op.kind == OpKind::combine) assign(combined[i][ci++]);
    }
  };
  assign(0);
  for (std::size_t i = 0; i < n; ++i)
    if (live[i]) s.program[pe[i]] = std::move(ops[i]);
  return s;
}

std::string describe(const TimedTree& t) {
  std::string s = "(";
  for (std::size_t i = 0; i < t.nodes.size(); ++i) {
    if (i) s += " ";
    s += std::to_string(t.nodes[i].D);
    if (t.nodes[i].relay) s += "r";
    if (i) s += "->" + std::to_string(t.nodes[i].parent);
  }
  return s + ")";
}

}  // namespace cc::logp
