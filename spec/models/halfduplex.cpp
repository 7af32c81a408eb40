// The half-duplex executors (Lin and Hung, sections 1, 2 and 4): see halfduplex.hpp.
#include "spec/models/halfduplex.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <set>
#include <utility>

namespace cc::halfduplex {

namespace {

using i64 = std::int64_t;
using Pair = std::pair<i64, i64>;  // (computation steps, communication steps)

Pair pmax(Pair a, Pair b) { return {std::max(a.first, b.first), std::max(a.second, b.second)}; }
Pair plus(Pair a, Pair b) { return {a.first + b.first, a.second + b.second}; }

// The first i in 1..n that no hi-range [a, b] (of prefixes 1:a .. 1:b) covers.
std::optional<i64> first_missing(std::vector<Pair> his, i64 n) {
  std::sort(his.begin(), his.end());
  i64 next = 1;
  for (const auto& [a, b] : his) {
    if (a > next) break;
    next = std::max(next, b + 1);
  }
  if (next <= n) return next;
  return std::nullopt;
}

// ---- the compressed executor ----

// The u with G_u == (lo, hi), if any.
std::optional<i64> index_in(const Run& g, i64 lo, i64 hi) {
  i64 u = 0;
  if (g.count > 1 && !(g.dlo == 0 && g.dhi == 0)) {
    if (g.dlo != 0) {
      if ((lo - g.lo) % g.dlo != 0) return std::nullopt;
      u = (lo - g.lo) / g.dlo;
    } else {
      if ((hi - g.hi) % g.dhi != 0) return std::nullopt;
      u = (hi - g.hi) / g.dhi;
    }
  }
  if (u < 0 || u >= g.count || g.lo + u * g.dlo != lo || g.hi + u * g.dhi != hi)
    return std::nullopt;
  return u;
}

bool constant(const Run& r) { return r.count == 1 || (r.dlo == 0 && r.dhi == 0); }

// Appends the t-ranges [t0, t1) of the a_t that g contains.
void cover(const Run& a, const Run& g, std::vector<Pair>& out) {
  if (g.count <= 0) return;
  if (constant(a)) {
    if (index_in(g, a.lo, a.hi)) out.push_back({0, a.count});
    return;
  }
  if (constant(g)) {
    if (auto t = index_in(a, g.lo, g.hi)) out.push_back({*t, *t + 1});
    return;
  }
  if (a.dlo == g.dlo && a.dhi == g.dhi) {  // a_t = g_{t + d}
    i64 d = 0;
    if (a.dlo != 0) {
      if ((a.lo - g.lo) % a.dlo != 0) return;
      d = (a.lo - g.lo) / a.dlo;
    } else {
      if ((a.hi - g.hi) % a.dhi != 0) return;
      d = (a.hi - g.hi) / a.dhi;
    }
    if (g.lo + d * g.dlo != a.lo || g.hi + d * g.dhi != a.hi) return;
    const i64 t0 = std::max<i64>(0, -d), t1 = std::min(a.count, g.count - d);
    if (t0 < t1) out.push_back({t0, t1});
    return;
  }
  const i64 det = g.dlo * a.dhi - a.dlo * g.dhi;
  if (det == 0) {  // parallel directions of different lengths: at most a.count points
    for (i64 t = 0; t < a.count; ++t)
      if (index_in(g, a.lo + t * a.dlo, a.hi + t * a.dhi)) out.push_back({t, t + 1});
    return;
  }
  const i64 r1 = g.lo - a.lo, r2 = g.hi - a.hi, num = g.dlo * r2 - g.dhi * r1;
  if (num % det != 0) return;
  const i64 t = num / det;
  if (t >= 0 && t < a.count && index_in(g, a.lo + t * a.dlo, a.hi + t * a.dhi))
    out.push_back({t, t + 1});
}

// What one PE holds: the intervals with a fixed lo as disjoint hi-ranges per lo (sorted by
// (lo, first hi)), and every other run as it came (the inputs i:i, i+1:i+1, ...).
class Held {
 public:
  void clear() {
    fixed_.clear();
    other_.clear();
  }
  void add(const Run& r) {
    if (constant(r)) return add_fixed(r.lo, r.hi, r.hi);
    if (r.dlo != 0) return other_.push_back(r);
    if (r.dhi == 1) return add_fixed(r.lo, r.hi, r.hi + r.count - 1);
    if (r.dhi == -1) return add_fixed(r.lo, r.hi - r.count + 1, r.hi);
    for (i64 t = 0; t < r.count; ++t) add_fixed(r.lo, r.hi + t * r.dhi, r.hi + t * r.dhi);
  }
  // The least t whose a_t this PE does not hold, where `self` (a block's own products) counts
  // for a_t only at an index below t; a.count when it holds every a_t.
  i64 first_gap(const Run& a, const Run* self) const {
    thread_local std::vector<Pair> iv;
    iv.clear();
    for (const auto& g : other_) cover(a, g, iv);
    if (self && !constant(a) && self->dlo == a.dlo && self->dhi == a.dhi) {
      const std::size_t from = iv.size();
      cover(a, *self, iv);
      for (std::size_t i = from; i < iv.size(); ++i) {
        const Interval x = a.at(iv[i].first);
        const auto u = index_in(*self, x.lo, x.hi);
        if (!u || *u >= iv[i].first) iv[i] = {0, 0};  // a_t = self_u with u >= t: not yet made
      }
    }
    i64 t = 0;
    while (t < a.count) {
      bool moved = false;
      for (const auto& [t0, t1] : iv)
        if (t0 <= t && t < t1) {
          t = t1;
          moved = true;
        }
      if (moved) continue;
      const Interval x = a.at(t);
      const auto e = fixed_end(x.lo, x.hi);
      if (!e) return t;
      if (constant(a)) return a.count;
      t += (a.dlo == 0 && a.dhi == 1) ? *e - x.hi + 1 : 1;
    }
    return a.count;
  }
  // The hi-ranges of the prefixes 1:hi held.
  void prefixes(std::vector<Pair>& his) const {
    for (const auto& e : fixed_)
      if (e[0] == 1) his.push_back({e[1], e[2]});
    for (const auto& r : other_)
      if ((1 - r.lo) % r.dlo == 0) {
        const i64 t = (1 - r.lo) / r.dlo;
        if (t >= 0 && t < r.count) his.push_back({r.hi + t * r.dhi, r.hi + t * r.dhi});
      }
  }

 private:
  using Entry = std::array<i64, 3>;  // lo, first hi, last hi
  void add_fixed(i64 lo, i64 h0, i64 h1) {
    auto it = std::upper_bound(fixed_.begin(), fixed_.end(), Entry{lo, h0, h1},
                               [](const Entry& x, const Entry& y) {
                                 return std::pair(x[0], x[1]) < std::pair(y[0], y[1]);
                               });
    if (it != fixed_.begin() && (*(it - 1))[0] == lo && (*(it - 1))[2] + 1 >= h0) {
      --it;
      (*it)[2] = std::max((*it)[2], h1);
    } else {
      it = fixed_.insert(it, Entry{lo, h0, h1});
    }
    auto next = it + 1;
    while (next != fixed_.end() && (*next)[0] == lo && (*next)[1] <= (*it)[2] + 1) {
      (*it)[2] = std::max((*it)[2], (*next)[2]);
      ++next;
    }
    fixed_.erase(it + 1, next);
  }
  // The last hi of the fixed range that holds lo:hi, if one does.
  std::optional<i64> fixed_end(i64 lo, i64 hi) const {
    auto it = std::upper_bound(
        fixed_.begin(), fixed_.end(), std::pair(lo, hi),
        [](const std::pair<i64, i64>& x, const Entry& y) { return x < std::pair(y[0], y[1]); });
    if (it == fixed_.begin()) return std::nullopt;
    --it;
    if ((*it)[0] != lo || (*it)[2] < hi) return std::nullopt;
    return (*it)[2];
  }
  std::vector<Entry> fixed_;
  std::vector<Run> other_;
};

std::string run_text(const Run& r) {
  if (r.count == 1) return to_string(r.at(0));
  return to_string(r.at(0)) + ".." + to_string(r.at(r.count - 1));
}

}  // namespace

std::int64_t collective_cost(std::int64_t q) {
  std::int64_t l = 0;
  while ((std::int64_t{1} << l) < q) ++l;
  return 2 * l;
}

// ---- the accounting of levels and lanes ----

namespace {
constexpr int kNoLevel = std::numeric_limits<int>::min();
}

Tally::Tally(std::size_t p) : side_level_(p, kNoLevel), max_level_(p, kNoLevel) {}

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
    total = plus(pmax(total, it->second.side), it->second.main);
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
    if (ph == 1) c = plus(pmax(total, side0), own);
    PhaseCount pc{ph, c.first, c.second, 0};
    if (static_cast<std::size_t>(ph) < active_count_.size())
      pc.active_pes = active_count_[static_cast<std::size_t>(ph)];
    ex.computation_steps += c.first;
    ex.communication_steps += c.second;
    ex.phases.push_back(pc);
  }
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

Execution execute(const Schedule& s, const CostModel& model) {
  Execution ex;
  std::size_t at = 0;  // elementary steps so far
  auto fail = [&](std::string rule, std::size_t step, Pe pe, std::string detail) {
    ex.violation = Violation{std::move(rule), step, pe, std::move(detail)};
    return ex;
  };
  if (s.inputs.size() != s.p) return fail("shape", 0, 0, "inputs are not given per PE");
  thread_local std::vector<Held> held;
  if (held.size() < s.p) held.resize(s.p);
  for (Pe q = 0; q < s.p; ++q) {
    held[q].clear();
    for (const auto& r : s.inputs[q]) held[q].add(r);
  }
  Tally tally(s.p);
  for (const Step& st : s.steps) {
    if (st.messages.empty() && st.ops.empty()) return fail("empty-step", at, 0, "nothing happens");
    if (st.kind == StepKind::comp) {
      if (!st.messages.empty()) return fail("shape", at, 0, "messages in a computation step");
      if (st.repeat < 1) return fail("shape", at, 0, "a block of no steps");
      // Each op's first failing step t and rule; the earliest (then the first listed) counts.
      struct Fail {
        i64 t;
        std::string rule, detail;
        Pe pe;
      };
      std::optional<Fail> worst;
      std::vector<bool> busy(s.p, false);
      i64 longest = 0;
      for (const auto& op : st.ops) {
        if (op.pe >= s.p) return fail("PE range", at, op.pe, "no such PE");
        const i64 c = op.a.count;
        if (c != op.b.count || c < 1 || c > st.repeat)
          return fail("shape", at, op.pe, "an operation family of the wrong length");
        longest = std::max(longest, c);
        std::optional<Fail> f;
        if (busy[op.pe]) {
          f = Fail{0, "one-op", "two operations in one step", op.pe};
        } else {
          busy[op.pe] = true;
          if (!tally.act(st.lane(), op.pe)) return fail("lanes", at, op.pe, "acts in two lanes");
          const Run prod{op.a.lo, op.b.hi, op.a.dlo, op.b.dhi, c};
          const i64 gap =
              std::min(held[op.pe].first_gap(op.a, &prod), held[op.pe].first_gap(op.b, &prod));
          const i64 f0 = op.a.hi + 1 - op.b.lo, slope = op.a.dhi - op.b.dlo;
          const i64 adj = f0 != 0 ? 0 : (slope != 0 ? 1 : c);
          if (gap < c && gap <= adj)
            f = Fail{gap, "no-value",
                     "does not hold " + to_string(op.a.at(gap)) + " and " + to_string(op.b.at(gap)),
                     op.pe};
          else if (adj < c)
            f = Fail{adj, "non-adjacent",
                     to_string(op.a.at(adj)) + " (+) " + to_string(op.b.at(adj)), op.pe};
        }
        if (f && (!worst || f->t < worst->t)) worst = f;
      }
      if (worst)
        return fail(worst->rule, at + static_cast<std::size_t>(worst->t), worst->pe, worst->detail);
      if (longest < st.repeat)
        return fail("empty-step", at + static_cast<std::size_t>(longest), 0, "nothing happens");
      for (const auto& op : st.ops) {
        held[op.pe].add({op.a.lo, op.b.hi, op.a.dlo, op.b.dhi, op.a.count});
        tally.op(st.lane(), op.pe);
      }
      tally.add(st.lane(), st.repeat, 0);
      at += static_cast<std::size_t>(st.repeat);
      continue;
    }
    if (!st.ops.empty()) return fail("shape", at, 0, "operations in a communication step");
    const bool collective = st.kind != StepKind::comm;
    if (collective && st.serial) return fail("shape", at, 0, "a serial collective");
    std::vector<bool> busy(s.p, false);
    std::vector<std::pair<Pe, const Run*>> got;
    for (const auto& m : st.messages) {
      if (m.from >= s.p || m.to >= s.p)
        return fail("PE range", at, m.from >= s.p ? m.from : m.to, "no such PE");
      if (m.from == m.to) return fail("self", at, m.from, "a PE messages itself");
      if (m.values.empty()) return fail("empty", at, m.from, "a message with no value");
      if (collective && m.from != st.messages.front().from)
        return fail("collective", at, m.from, "a collective with two roots");
      if ((!collective && busy[m.from]) || busy[m.to])
        return fail("half-duplex", at, busy[m.to] ? m.to : m.from,
                    "sends or receives twice in one step");
      if (!st.serial) {
        if (!collective) busy[m.from] = true;
        busy[m.to] = true;
      }
      if (!tally.act(st.lane(), m.from) || !tally.act(st.lane(), m.to))
        return fail("lanes", at, m.from, "a message across lanes");
      for (const auto& v : m.values)
        if (held[m.from].first_gap(v, nullptr) < v.count)
          return fail("no-value", at, m.from, "sends " + run_text(v) + " it does not hold");
      if (st.serial) {
        for (const auto& v : m.values) held[m.to].add(v);
        ++at;
      } else {
        for (const auto& v : m.values) got.push_back({m.to, &v});
      }
    }
    if (collective && busy[st.messages.front().from])
      return fail("collective", at, st.messages.front().from, "the root receives its own data");
    if (st.kind == StepKind::broadcast)
      for (const auto& m : st.messages)
        if (!(m.values == st.messages.front().values))
          return fail("broadcast", at, m.from, "a broadcast of different values");
    for (const auto& [q, v] : got) held[q].add(*v);
    i64 cost = model.scale;
    if (st.serial) cost = model.scale * static_cast<i64>(st.messages.size());
    if (collective) cost = communication_cost(model, st.kind, st.messages.size());
    tally.add(st.lane(), 0, cost);
    if (!st.serial) ++at;
  }
  tally.finish(ex);
  std::vector<Pair> his;
  for (Pe q = 0; q < s.p; ++q) held[q].prefixes(his);
  ex.missing = first_missing(std::move(his), s.n);
  return ex;
}

// ---- expansion and the literal executor ----

Schedule expand(const Schedule& s) {
  Schedule e;
  e.p = s.p;
  e.n = s.n;
  e.inputs = s.inputs;
  for (const Step& st : s.steps) {
    Step base{st.kind, st.phase, {}, {}, st.level, st.side, false, 1};
    if (st.kind == StepKind::comp) {
      for (i64 t = 0; t < st.repeat; ++t) {
        Step one = base;
        for (const auto& op : st.ops)
          if (t < op.a.count)
            one.ops.push_back({op.pe, Run::one(op.a.at(t)), Run::one(op.b.at(t))});
        one.messages = st.messages;
        e.steps.push_back(std::move(one));
      }
      continue;
    }
    if (st.serial) {
      for (const auto& m : st.messages) {
        Step one = base;
        one.messages.push_back(m);
        e.steps.push_back(std::move(one));
      }
    } else {
      Step one = base;
      one.messages = st.messages;
      one.ops = st.ops;
      e.steps.push_back(std::move(one));
    }
  }
  return e;
}

namespace {

// The register of the value lo:hi: the pair itself (execute_explicit holds every value in the
// register named by it, so "holds v" is "register v is not empty").
Reg reg_of(i64 lo, i64 hi) {
  return (static_cast<Reg>(static_cast<std::uint32_t>(lo)) << 32) | static_cast<std::uint32_t>(hi);
}
Reg reg_of(const Interval& v) { return reg_of(v.lo, v.hi); }
bool valid_interval(const Interval& v) { return v.valid(); }

// The literal executor: the expanded schedule on the literal machine; `out`, when given,
// receives what each PE holds at the end.
Execution run_explicit(const Schedule& compressed, const CostModel& model,
                       std::vector<std::set<Pair>>* out) {
  const Schedule s = expand(compressed);
  Execution ex;
  auto fail = [&](std::string rule, std::size_t step, Pe pe, std::string detail) {
    ex.violation = Violation{std::move(rule), step, pe, std::move(detail)};
    return ex;
  };
  if (s.inputs.size() != s.p) return fail("shape", 0, 0, "inputs are not given per PE");
  Machine<Interval> m(
      s.p, witness::combine, valid_interval,
      [](Reg r) {
        return to_string(Interval{static_cast<i64>(r >> 32), static_cast<i64>(r & 0xffffffffu)});
      },
      model);
  for (Pe q = 0; q < s.p; ++q)
    for (const auto& r : s.inputs[q])
      for (i64 t = 0; t < r.count; ++t) m.set(q, reg_of(r.at(t)), r.at(t));
  std::vector<Send> sends;
  std::vector<Recv> recvs;
  std::vector<Operation> ops;
  for (std::size_t t = 0; t < s.steps.size(); ++t) {
    const Step& st = s.steps[t];
    std::optional<Violation> bad;
    if (st.kind == StepKind::comp) {
      if (!st.messages.empty()) return fail("shape", t, 0, "messages in a computation step");
      ops.clear();
      for (const auto& op : st.ops) {
        const Interval a = op.a.at(0), b = op.b.at(0);
        ops.push_back({op.pe, reg_of(a.lo, b.hi), {reg_of(a), reg_of(b)}});
      }
      bad = m.compute(st.lane(), ops);
    } else {
      if (!st.ops.empty()) return fail("shape", t, 0, "operations in a communication step");
      sends.clear();
      recvs.clear();
      for (const auto& msg : st.messages) {
        std::vector<Reg> regs;
        for (const auto& r : msg.values)
          for (i64 u = 0; u < r.count; ++u) regs.push_back(reg_of(r.at(u)));
        sends.push_back({msg.from, msg.to, regs});
        recvs.push_back({msg.to, msg.from, std::move(regs)});
      }
      bad = m.communicate(st.lane(), st.kind, sends, recvs);
    }
    if (bad) {
      ex.violation = std::move(bad);
      return ex;
    }
  }
  ex = m.counts();
  std::vector<std::set<Pair>> held(s.p);
  m.for_each([&](Pe q, Reg, const Interval& v) { held[q].insert({v.lo, v.hi}); });
  std::vector<Pair> his;
  for (const auto& h : held)
    for (const auto& [lo, hi] : h)
      if (lo == 1) his.push_back({hi, hi});
  ex.missing = first_missing(std::move(his), s.n);
  if (out) *out = std::move(held);
  return ex;
}

}  // namespace

Execution execute_explicit(const Schedule& compressed, const CostModel& model) {
  return run_explicit(compressed, model, nullptr);
}

std::optional<std::vector<std::vector<Interval>>> holdings(const Schedule& s, std::size_t steps) {
  Schedule head = s;
  head.steps.resize(std::min(steps, s.steps.size()));
  std::vector<std::set<Pair>> held;
  if (run_explicit(head, {}, &held).violation) return std::nullopt;
  std::vector<std::vector<Interval>> out(held.size());
  for (std::size_t q = 0; q < held.size(); ++q)
    for (const auto& [lo, hi] : held[q]) out[q].push_back({lo, hi});
  return out;
}

}  // namespace cc::halfduplex
