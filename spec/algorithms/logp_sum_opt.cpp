// Optimal summation in the LogP model (Shou and Chen, section 3): the search over every summation
// schedule, the search restricted to one tree, the independent enumeration and the executor
// schedule of a timed tree (see logp_sum_opt.hpp for why the search is exhaustive).
#include "spec/algorithms/logp_sum_opt.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <stdexcept>
#include <unordered_map>

namespace cc::logp {

namespace {

// The block a receive occupies on its PE: the receive (o) and, unless it is adopted, the
// combine right after it (1).
Time block(Time o, bool adopted) { return adopted ? o : o + 1; }

// Receive starts for a node with deadline D and k children (latest receive first), as far as
// the rules allow (logp_sum_opt.hpp, step 3); the child deadlines are these minus o + L.
std::vector<Time> latest_receives(Time D, std::size_t k, bool relay, Time o, Time g, Time gap) {
  std::vector<Time> r;
  for (std::size_t j = 0; j < k; ++j) r.push_back(D - (o + 1) - static_cast<Time>(j) * gap);
  if (relay && k >= 1) {
    Time first = D - static_cast<Time>(k) * (o + 1) + 1;
    if (k >= 2) first = std::min(first, r[k - 2] - g);
    r[k - 1] = first;
  }
  return r;
}

}  // namespace

std::optional<Time> tree_capacity(const Params& prm, const TimedTree& t) {
  Time total = 0;
  for (std::size_t i = 0; i < t.nodes.size(); ++i) {
    const TimedNode& n = t.nodes[i];
    if (n.D < 0 || n.children.size() != n.recv.size()) return std::nullopt;
    if (n.relay && n.children.empty()) return std::nullopt;
    Time busy = 0, end = 0;
    std::optional<Time> last;
    for (std::size_t j = 0; j < n.children.size(); ++j) {
      const Time r = n.recv[j];
      const TimedNode& c = t.nodes[n.children[j]];
      if (c.parent != i || r < c.D + prm.o + prm.L || r < end) return std::nullopt;
      if (last && r - *last < prm.g) return std::nullopt;
      last = r;
      const Time b = block(prm.o, n.relay && j == 0);
      end = r + b;
      busy += b;
    }
    if (end > n.D) return std::nullopt;
    if (!n.relay) total += 1 + n.D - busy;
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

// ---- The search ----

SumSearch::SumSearch(Time L, Time o, Time g, SearchBug bug)
    : L_(L), o_(o), g_(g), bug_(bug), hop_(L + 2 * o + 1), gap_(std::max(g, o + 1)) {
  if (bug == SearchBug::gap_g) gap_ = g;
  if (bug == SearchBug::late_by_one) hop_ -= 1;
}

Time SumSearch::value(Time D, std::uint64_t p) const {
  if (D < 0 || p == 0) return -1;
  return best_[static_cast<std::size_t>(D)][std::min<std::uint64_t>(p, P_)];
}

namespace {

// E[j][q]: the best sum over the first j kid slots, each used, with exactly q PEs among them
// (-1: impossible); from[j][q]: the PEs given to slot j-1.
struct Knap {
  std::vector<std::vector<Time>> E;
  std::vector<std::vector<std::uint64_t>> from;
};

Knap knapsack(const std::vector<Time>& dl, std::uint64_t Q,
              const std::function<Time(Time, std::uint64_t)>& val) {
  Knap k;
  k.E.assign(dl.size() + 1, std::vector<Time>(Q + 1, -1));
  k.from.assign(dl.size() + 1, std::vector<std::uint64_t>(Q + 1, 0));
  k.E[0][0] = 0;
  for (std::size_t j = 0; j < dl.size(); ++j)
    for (std::uint64_t q = 0; q <= Q; ++q) {
      if (k.E[j][q] < 0) continue;
      for (std::uint64_t r = 1; q + r <= Q; ++r) {
        const Time v = val(dl[j], r);
        if (v < 0) break;
        if (k.E[j][q] + v > k.E[j + 1][q + r]) {
          k.E[j + 1][q + r] = k.E[j][q] + v;
          k.from[j + 1][q + r] = r;
        }
      }
    }
  return k;
}

}  // namespace

SumSearch::Choice SumSearch::choice(Time D, std::uint64_t p) const {
  // Recomputes the table entry (D, p) and returns its argmax.
  Choice best;
  Time best_v = -1;
  if (D < 0 || p == 0) return best;
  auto val = [this](Time d, std::uint64_t r) { return value(d, r); };
  // Kid slots, latest receive first, while the kid's deadline is >= 0.
  std::vector<Time> rv = latest_receives(D, static_cast<std::size_t>(p - 1), false, o_, g_, gap_);
  std::vector<Time> dl;
  for (Time r : rv) {
    const Time d = r - (hop_ - o_ - 1);
    if (d < 0) break;
    dl.push_back(d);
  }
  const Knap k = knapsack(dl, p - 1, val);
  auto take = [&](const Knap& kn, std::size_t j, std::uint64_t q, const std::vector<Time>& d,
                  const std::vector<Time>& r, Choice& c) {
    c.kids.assign(j, {0, 0});
    c.recv.assign(j, 0);
    for (std::size_t jj = j; jj > 0; --jj) {
      const std::uint64_t rr = kn.from[jj][q];
      c.kids[jj - 1] = {d[jj - 1], rr};
      c.recv[jj - 1] = r[jj - 1];
      q -= rr;
    }
  };
  // A node holding operands: 1 + D - j(o+1) + the kids.
  for (std::size_t j = 0; j <= dl.size(); ++j)
    for (std::uint64_t q = j; q <= p - 1; ++q) {
      if (k.E[j][q] < 0) continue;
      const Time v = 1 + D - static_cast<Time>(j) * (o_ + 1) + k.E[j][q];
      if (v > best_v) {
        best_v = v;
        best = Choice{};
        take(k, j, q, dl, rv, best);
      }
    }
  // A relay with j kids: the latest j-1 slots as above, the earliest one it adopts.
  for (std::size_t j = 1; j <= static_cast<std::size_t>(p - 1); ++j) {
    if (j - 1 > dl.size()) break;
    const std::vector<Time> rr = latest_receives(D, j, true, o_, g_, gap_);
    const Time d_first = rr[j - 1] - (hop_ - o_ - 1);
    if (d_first < 0) continue;
    for (std::uint64_t q = j - 1; q + 1 <= p - 1; ++q) {
      if (k.E[j - 1][q] < 0) continue;
      const Time vf = value(d_first, p - 1 - q);
      if (vf < 0) continue;
      const Time v = k.E[j - 1][q] + vf;
      if (v > best_v) {
        best_v = v;
        best = Choice{};
        best.relay = true;
        take(k, j - 1, q, dl, rv, best);
        best.kids.push_back({d_first, p - 1 - q});
        best.recv.push_back(rr[j - 1]);
      }
    }
  }
  return best;
}

void SumSearch::grow(Time T, std::uint64_t P) {
  if (T <= T_ && P <= P_) return;
  T_ = std::max(T, T_);
  P_ = std::max(P, P_);
  best_.assign(static_cast<std::size_t>(T_ + 1), std::vector<Time>(P_ + 1, -1));
  auto val = [this](Time d, std::uint64_t r) { return value(d, r); };
  for (Time D = 0; D <= T_; ++D) {
    // The slots and their knapsack do not depend on p: one table serves every p.
    const std::vector<Time> rv =
        latest_receives(D, static_cast<std::size_t>(P_ - 1), false, o_, g_, gap_);
    std::vector<Time> dl;
    for (Time r : rv) {
      const Time d = r - (hop_ - o_ - 1);
      if (d < 0) break;
      dl.push_back(d);
    }
    const Knap k = knapsack(dl, P_ - 1, val);
    auto& row = best_[static_cast<std::size_t>(D)];
    for (std::size_t j = 0; j <= dl.size(); ++j)
      for (std::uint64_t q = j; q <= P_ - 1; ++q)
        if (k.E[j][q] >= 0) {
          const Time v = 1 + D - static_cast<Time>(j) * (o_ + 1) + k.E[j][q];
          row[q + 1] = std::max(row[q + 1], v);
        }
    for (std::size_t j = 1; j <= static_cast<std::size_t>(P_ - 1) && j - 1 <= dl.size(); ++j) {
      const std::vector<Time> rr = latest_receives(D, j, true, o_, g_, gap_);
      const Time d_first = rr[j - 1] - (hop_ - o_ - 1);
      if (d_first < 0) continue;
      for (std::uint64_t q = j - 1; q + 1 <= P_ - 1; ++q) {
        if (k.E[j - 1][q] < 0) continue;
        for (std::uint64_t r = 1; q + 1 + r <= P_; ++r) {
          const Time vf = value(d_first, r);
          if (vf < 0) break;
          row[q + 1 + r] = std::max(row[q + 1 + r], k.E[j - 1][q] + vf);
        }
      }
    }
    for (std::uint64_t p = 2; p <= P_; ++p) row[p] = std::max(row[p], row[p - 1]);
  }
}

Time SumSearch::most(Time T, std::uint64_t P) {
  grow(T, P);
  return value(T, P);
}

Time SumSearch::least_time(Time N, std::uint64_t P) {
  for (Time T = 0;; ++T)
    if (most(T, P) >= N) return T;
}

TimedTree SumSearch::tree(Time T, std::uint64_t P) {
  grow(T, P);
  TimedTree t;
  std::function<void(Time, std::uint64_t, std::size_t)> build = [&](Time D, std::uint64_t p,
                                                                    std::size_t parent) {
    // The fewest PEs that reach the value (so that a node's PEs are what its subtree uses).
    const Time v = value(D, p);
    while (p > 1 && value(D, p - 1) == v) --p;
    const std::size_t me = t.nodes.size();
    t.nodes.push_back({parent, D, false, {}, {}});
    const Choice c = choice(D, p);
    t.nodes[me].relay = c.relay;
    std::vector<std::size_t> idx(c.kids.size());
    for (std::size_t j = 0; j < idx.size(); ++j) idx[j] = j;
    std::sort(idx.begin(), idx.end(),
              [&](std::size_t a, std::size_t b) { return c.recv[a] < c.recv[b]; });
    for (std::size_t j : idx) {
      const std::size_t child = t.nodes.size();
      t.nodes[me].children.push_back(child);
      t.nodes[me].recv.push_back(c.recv[j]);
      build(c.kids[j].first, c.kids[j].second, me);
    }
  };
  build(T, P, 0);
  return t;
}

// ---- One tree (Theorem 5's schedules on S*) ----

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
      Time busy = 0;
      for (std::size_t j = 0; j < k; ++j) busy += block(o, relay && j == k - 1);
      const Time v = (relay ? 0 : 1 + D - busy) + dp[full - 1];
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

// ---- The independent enumeration ----

Time enumerate_most(Time L, Time o, Time g, Time T, std::uint64_t P, TimedTree* best) {
  if (P > 4) throw std::logic_error("enumerate_most: P > 4");
  const Params prm{L, o, g, static_cast<Pe>(P)};
  Time bestv = -1;
  for (std::size_t n = 1; n <= P; ++n) {
    std::vector<std::size_t> par(n, 0);
    std::function<void(std::size_t)> parents = [&](std::size_t i) {
      if (i == n) {
        // A tree iff every node reaches the root.
        for (std::size_t x = 1; x < n; ++x) {
          std::size_t y = x, steps = 0;
          while (y != 0 && steps <= n) y = par[y], ++steps;
          if (y != 0) return;
        }
        for (std::size_t flags = 0; flags < (std::size_t{1} << n); ++flags) {
          std::vector<Time> D(n, 0);
          D[0] = T;
          std::function<void(std::size_t)> times = [&](std::size_t x) {
            if (x == n) {
              TimedTree t;
              for (std::size_t y = 0; y < n; ++y)
                t.nodes.push_back({par[y], D[y], ((flags >> y) & 1) != 0, {}, {}});
              for (std::size_t y = 0; y < n; ++y) {
                std::vector<std::size_t> kids;
                for (std::size_t c = 1; c < n; ++c)
                  if (par[c] == y) kids.push_back(c);
                std::sort(kids.begin(), kids.end(),
                          [&](std::size_t a, std::size_t b) { return D[a] < D[b]; });
                Time free_at = 0;
                std::optional<Time> last;
                for (std::size_t j = 0; j < kids.size(); ++j) {
                  Time r = std::max(D[kids[j]] + o + L, free_at);
                  if (last) r = std::max(r, *last + g);
                  last = r;
                  free_at = r + block(o, t.nodes[y].relay && j == 0);
                  t.nodes[y].children.push_back(kids[j]);
                  t.nodes[y].recv.push_back(r);
                }
              }
              const auto cap = tree_capacity(prm, t);
              if (cap && *cap > bestv) {
                bestv = *cap;
                if (best) *best = t;
              }
              return;
            }
            for (Time d = 0; d <= T; ++d) {
              D[x] = d;
              times(x + 1);
            }
          };
          times(1);
        }
        return;
      }
      for (std::size_t p = 0; p < n; ++p)
        if (p != i) {
          par[i] = p;
          parents(i + 1);
        }
    };
    parents(1);
  }
  return bestv;
}

// ---- Every program of two PEs ----

namespace {

// A value of the two-PE search: it holds operands 0..c[0]-1 of PE 0 and 0..c[1]-1 of PE 1 (a
// PE's own operands enter its value in order, so every value is of this form or invalid).
struct Val {
  std::int16_t c[2] = {0, 0};
  bool has = false, bad = false;
};
Val join(const Val& a, const Val& b) {
  if (!a.has) return b;
  Val r = a;
  if (b.bad || (a.c[0] && b.c[0]) || (a.c[1] && b.c[1])) r.bad = true;
  r.c[0] = static_cast<std::int16_t>(a.c[0] + b.c[0]);
  r.c[1] = static_cast<std::int16_t>(a.c[1] + b.c[1]);
  return r;
}

struct Pe2 {
  Time busy = 0;  // busy until (absolute)
  Time ls = -1000, lr = -1000;
  Val v;
  std::vector<Val> inbox;
};
struct Msg {
  Time sent;
  Val v;
};
struct State2 {
  Pe2 pe[2];
  std::vector<Msg> wire[2];  // wire[p]: messages from p to the other PE, in order sent
};

void key_val(std::vector<std::int16_t>& k, const Val& v) {
  k.push_back(v.c[0]);
  k.push_back(v.c[1]);
  k.push_back(static_cast<std::int16_t>(v.has + 2 * v.bad));
}

}  // namespace

Time general_most_two(Time L, Time o, Time g, Time T) {
  Time best = 0;
  for (int holders = 1; holders < 4; ++holders) {
    std::unordered_map<std::string, Time> memo;
    std::function<Time(Time, const State2&)> go = [&](Time t, const State2& st) -> Time {
      if (t == T) {
        const Val& v = st.pe[0].v;
        return v.has && !v.bad ? v.c[0] + v.c[1] : 0;
      }
      std::vector<std::int16_t> key{static_cast<std::int16_t>(t)};
      for (const auto& p : st.pe) {
        key.push_back(static_cast<std::int16_t>(std::max<Time>(0, p.busy - t)));
        key.push_back(static_cast<std::int16_t>(std::min<Time>(g, t - p.ls)));
        key.push_back(static_cast<std::int16_t>(std::min<Time>(g, t - p.lr)));
        key_val(key, p.v);
        key.push_back(static_cast<std::int16_t>(p.inbox.size()));
        for (const auto& m : p.inbox) key_val(key, m);
      }
      for (const auto& w : st.wire) {
        key.push_back(static_cast<std::int16_t>(w.size()));
        for (const auto& m : w) {
          key.push_back(static_cast<std::int16_t>(std::min<Time>(L + o, t - m.sent)));
          key_val(key, m.v);
        }
      }
      std::string skey(reinterpret_cast<const char*>(key.data()), key.size() * sizeof(key[0]));
      if (auto it = memo.find(skey); it != memo.end()) return it->second;
      // Options per PE: 0 idle, 1 add, 2 combine, 3 send, 4 receive.
      std::vector<int> opts[2];
      for (int p = 0; p < 2; ++p) {
        const Pe2& x = st.pe[p];
        opts[p].push_back(0);
        if (x.busy > t) continue;
        if (((holders >> p) & 1) && t + 1 <= T) opts[p].push_back(1);
        if (!x.inbox.empty() && x.v.has && t + 1 <= T) opts[p].push_back(2);
        if (x.v.has && t - x.ls >= g && t + o <= T) opts[p].push_back(3);
        const auto& in = st.wire[1 - p];
        if (!in.empty() && in.front().sent + o + L <= t && t - x.lr >= g && t + o <= T)
          opts[p].push_back(4);
      }
      Time res = 0;
      for (int a : opts[0])
        for (int b : opts[1]) {
          State2 nx = st;
          const int ch[2] = {a, b};
          for (int p = 0; p < 2; ++p) {
            Pe2& x = nx.pe[p];
            switch (ch[p]) {
              case 1:
                // A holder's value always holds its own operands 0..c_p-1: the next is c_p.
                x.v.c[p] = static_cast<std::int16_t>(x.v.c[p] + 1);
                x.busy = t + 1;
                break;
              case 2:
                x.v = join(x.v, x.inbox.front());
                x.inbox.erase(x.inbox.begin());
                x.busy = t + 1;
                break;
              case 3:
                nx.wire[p].push_back({t, x.v});
                x.ls = t;
                x.busy = t + o;
                break;
              case 4: {
                const Val m = st.wire[1 - p].front().v;
                nx.wire[1 - p].erase(nx.wire[1 - p].begin());
                if (!x.v.has)
                  x.v = m;
                else
                  x.inbox.push_back(m);
                x.lr = t;
                x.busy = t + o;
                break;
              }
              default:
                break;
            }
          }
          res = std::max(res, go(t + 1, nx));
        }
      memo.emplace(std::move(skey), res);
      return res;
    };
    State2 s0;
    for (int p = 0; p < 2; ++p)
      if ((holders >> p) & 1) {
        s0.pe[p].v.has = true;
        s0.pe[p].v.c[p] = 1;
      }
    best = std::max(best, go(0, s0));
  }
  return best;
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
