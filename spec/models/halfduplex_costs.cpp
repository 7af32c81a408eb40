// What the half-duplex executors count (spec/models/halfduplex.hpp): the cost of a
// communication step (a collective involving q PEs: 2 ceil(log2 q) steps, or the paper's
// 2 log2 q bracketed from below and above in units of 2^-40), and the paper's accounting of
// levels and lanes (`Tally`), which every executor shares.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <map>
#include <utility>

#include "spec/core/checked.hpp"
#include "spec/models/halfduplex.hpp"

namespace cc::halfduplex {

namespace {

using i64 = std::int64_t;

}  // namespace

// ---- the cost of a communication step ----

std::int64_t collective_cost(std::int64_t q) {
  std::int64_t l = 0;
  while ((std::int64_t{1} << l) < q) ++l;
  return 2 * l;
}

namespace {

// 2 ceil(log2 q), or the model's cost.
i64 cost_of(const CostModel& c, i64 q) {
  return c.collective ? c.collective(q) : collective_cost(q);
}

// floor or ceil of 2^40 * 2 log2 q, by repeated squaring on 60-bit fixed point with interval
// rounding (lo rounds down, hi up); the last bits that the interval cannot decide are rounded
// outwards.
i64 two_log2(i64 q, bool upper) {
  __extension__ typedef unsigned __int128 u128;
  if (q <= 1) return 0;
  int e = 0;
  while ((i64{1} << (e + 1)) <= q) ++e;
  constexpr int F = 60, B = 41;  // fraction bits of x, bits of log2 q wanted
  const u128 one = u128{1} << F;
  u128 lo = (u128(q) << F) >> e, hi = lo;  // exact: q 2^F / 2^e, in [1, 2)
  i64 bits = 0;
  int got = 0;
  for (; got < B; ++got) {
    lo = (lo * lo) >> F;
    hi = (hi * hi + one - 1) >> F;
    if (lo >= 2 * one) {
      bits = 2 * bits + 1;
      lo >>= 1;
      hi = (hi + 1) >> 1;
    } else if (hi < 2 * one) {
      bits = 2 * bits;
    } else {
      break;
    }
  }
  // log2 q in [e + bits/2^got, e + (bits+1)/2^got]; scale 2^40 and times 2 = 2^41.
  const int shift = B - got;
  const i64 base = (i64{e} << B) + (bits << shift);
  return upper ? base + (i64{1} << shift) : base;
}

}  // namespace

std::int64_t communication_cost(const CostModel& cost, StepKind kind, std::size_t messages) {
  if (kind == StepKind::comm) return cost.scale;
  return cost_of(cost, 1 + static_cast<i64>(messages));
}

std::int64_t two_log2_lower(std::int64_t q) { return two_log2(q, false); }
std::int64_t two_log2_upper(std::int64_t q) {
  // exact for powers of two
  if ((q & (q - 1)) == 0) return two_log2(q, false);
  return two_log2(q, true);
}

// ---- the accounting of levels and lanes ----

namespace {

using Pair = std::pair<i64, i64>;  // (computation steps, communication steps)

Pair pmax(Pair a, Pair b) { return {std::max(a.first, b.first), std::max(a.second, b.second)}; }
Pair plus(Pair a, Pair b) { return {a.first + b.first, a.second + b.second}; }

constexpr int kNoLevel = std::numeric_limits<int>::min();

// C + tau R of a pair, in units of 1/(scale tau_den) computation steps.
i128 time_of(const CostModel& c, Pair a) {
  return i128{a.first} * c.tau_den * c.scale + i128{a.second} * c.tau_num;
}

// The two lanes of a level combined: componentwise (the default), or the slower lane's pair
// (timed; on a tie the first, the recursion's).
Pair combine(const CostModel& c, Pair recursion, Pair side) {
  if (!c.timed()) return pmax(recursion, side);
  return time_of(c, side) > time_of(c, recursion) ? side : recursion;
}

}  // namespace

Tally::Tally(std::size_t p, const CostModel& cost)
    : side_level_(p, kNoLevel), max_level_(p, kNoLevel), cost_(cost) {}

void Tally::add(const Lane& st, i64 comp, i64 comm) {
  Level& lv = levels_[st.level];
  if (st.side) {
    lv.side = plus(lv.side, {comp, comm});
    lv.has_side = true;
  } else {
    lv.main = plus(lv.main, {comp, comm});
    lv.by_phase[st.phase] = plus(lv.by_phase[st.phase], {comp, comm});
  }
}

bool Tally::act(const Lane& st, std::size_t pe) {
  max_level_[pe] = std::max(max_level_[pe], st.level);
  if (st.side) {
    if (side_level_[pe] != kNoLevel && side_level_[pe] != st.level) return false;
    side_level_[pe] = st.level;
  }
  return side_level_[pe] == kNoLevel || max_level_[pe] <= side_level_[pe];
}

void Tally::op(const Lane& st, std::size_t pe) {
  const auto ph = static_cast<std::size_t>(st.level == 0 && !st.side ? st.phase : 1);
  if (active_.size() <= ph) active_.resize(ph + 1);
  auto& a = active_[ph];
  if (a.empty()) a.assign(side_level_.size(), 0);
  active_count_.resize(active_.size(), 0);
  if (!a[pe]) {
    a[pe] = 1;
    ++active_count_[ph];
  }
}

void Tally::finish(Execution& ex, int top) const {
  Pair total{0, 0};
  bool other = false;  // a step that is not on the top level's main line
  for (auto it = levels_.rbegin(); it != levels_.rend() && it->first > top; ++it) {
    total = plus(combine(cost_, total, it->second.side), it->second.main);
    other = true;
  }
  const auto at = levels_.find(top);
  const Pair side0 = at == levels_.end() ? Pair{0, 0} : at->second.side;
  std::map<int, Pair> phases;
  if (at != levels_.end()) {
    phases = at->second.by_phase;
    other = other || at->second.has_side;
  }
  if (other) phases[1];
  for (const auto& [ph, own] : phases) {
    Pair c = own;
    if (ph == 1) c = plus(combine(cost_, total, side0), own);
    PhaseCount pc{ph, c.first, c.second, 0};
    if (static_cast<std::size_t>(ph) < active_count_.size())
      pc.active_pes = active_count_[static_cast<std::size_t>(ph)];
    ex.computation_steps += c.first;
    ex.communication_steps += c.second;
    ex.phases.push_back(pc);
  }
}

}  // namespace cc::halfduplex
