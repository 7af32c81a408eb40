// The search over every LogP summation schedule of Shou and Chen, section 3 (SumSearch,
// logp_sum_opt.hpp, which explains why it is exhaustive): a dynamic program over the deadline and
// the PEs of a subtree, the children placed in the latest receive slots by a knapsack over the PEs.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "spec/algorithms/detail/logp_sum_opt.hpp"
#include "spec/algorithms/logp_sum_opt.hpp"
#include "spec/models/logp_formulas.hpp"

namespace cc::logp {

using detail::latest_receives;

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
  // A node holding operands: 1 + D - j(o+1) (formulas::node_operands) + the kids.
  for (std::size_t j = 0; j <= dl.size(); ++j)
    for (std::uint64_t q = j; q <= p - 1; ++q) {
      if (k.E[j][q] < 0) continue;
      const Time v = formulas::node_operands(D, static_cast<Time>(j), o_) + k.E[j][q];
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
          const Time v = formulas::node_operands(D, static_cast<Time>(j), o_) + k.E[j][q];
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

}  // namespace cc::logp
