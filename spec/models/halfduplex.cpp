// The compressed half-duplex executor (Lin and Hung, sections 1, 2 and 4; the rules in
// halfduplex.hpp): `execute` checks a schedule's steps on runs and blocks as families, without
// expanding them, and whether every prefix 1:i is held at the end. What one PE holds is
// halfduplex_held.cpp, the costs and the accounting of levels and lanes halfduplex_costs.cpp,
// the literal executor halfduplex_literal.cpp.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "spec/models/detail/halfduplex_executors.hpp"
#include "spec/models/halfduplex.hpp"
#include "spec/witness/interval.hpp"

namespace cc::halfduplex {

namespace detail {

// The first i in 1..n that no hi-range [a, b] (of prefixes 1:a .. 1:b) covers. Up to n = 2^16
// without sorting (a sweep asks this once per run): the furthest b of the ranges that start at
// each a, then one pass; above, sorted.
std::optional<i64> first_missing(std::vector<Pair> his, i64 n) {
  i64 covered = 0;  // 1..covered are covered
  if (n <= (i64{1} << 16)) {
    thread_local std::vector<i64> reach;
    reach.assign(static_cast<std::size_t>(std::max<i64>(n, 0) + 1), 0);
    for (const auto& [a, b] : his) {
      const i64 from = std::max<i64>(a, 1);
      if (from <= n && b >= from) reach[static_cast<std::size_t>(from)] =
          std::max(reach[static_cast<std::size_t>(from)], b);
    }
    for (i64 a = 1; a <= n && a <= covered + 1; ++a)
      covered = std::max(covered, reach[static_cast<std::size_t>(a)]);
  } else {
    std::sort(his.begin(), his.end());
    for (const auto& [a, b] : his) {
      if (a > covered + 1) break;
      covered = std::max(covered, b);
    }
  }
  if (covered < n) return covered + 1;
  return std::nullopt;
}

}  // namespace detail

namespace {

using detail::first_missing;
using detail::Held;
using detail::i64;
using detail::Pair;

std::string run_text(const Run& r) {
  if (r.count == 1) return to_string(r.at(0));
  return to_string(r.at(0)) + ".." + to_string(r.at(r.count - 1));
}

}  // namespace

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
  Tally tally(s.p, model);
  // Which PEs act in the current step: busy(q) when mark[q] == stamp; a new step takes a new
  // stamp (no allocation per step: this runs for every step of every run of a sweep).
  thread_local std::vector<std::uint64_t> mark;
  thread_local std::uint64_t stamp = 0;
  if (mark.size() < s.p) mark.resize(s.p, 0);
  auto is_busy = [&](Pe q) { return mark[q] == stamp; };
  auto set_busy = [&](Pe q) { mark[q] = stamp; };
  thread_local std::vector<std::pair<Pe, const Run*>> got;
  for (const Step& st : s.steps) {
    ++stamp;
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
      i64 longest = 0;
      for (const auto& op : st.ops) {
        if (op.pe >= s.p) return fail("PE range", at, op.pe, "no such PE");
        const i64 c = op.a.count;
        if (c != op.b.count || c < 1 || c > st.repeat)
          return fail("shape", at, op.pe, "an operation family of the wrong length");
        longest = std::max(longest, c);
        std::optional<Fail> f;
        if (is_busy(op.pe)) {
          f = Fail{0, "one-op", "two operations in one step", op.pe};
        } else {
          set_busy(op.pe);
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
    got.clear();
    for (const auto& m : st.messages) {
      if (m.from >= s.p || m.to >= s.p)
        return fail("PE range", at, m.from >= s.p ? m.from : m.to, "no such PE");
      if (m.from == m.to) return fail("self", at, m.from, "a PE messages itself");
      if (m.values.empty()) return fail("empty", at, m.from, "a message with no value");
      if (collective && m.from != st.messages.front().from)
        return fail("collective", at, m.from, "a collective with two roots");
      if ((!collective && is_busy(m.from)) || is_busy(m.to))
        return fail("half-duplex", at, is_busy(m.to) ? m.to : m.from,
                    "sends or receives twice in one step");
      if (!st.serial) {
        if (!collective) set_busy(m.from);
        set_busy(m.to);
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
    if (collective && is_busy(st.messages.front().from))
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

}  // namespace cc::halfduplex
