// The literal half-duplex executor (spec/models/halfduplex.hpp): a schedule expanded into single
// steps (`expand`) and run value by value on the literal machine (`Machine`), the reference the
// compressed executor must agree with (halfduplex.executor.agree); and what each PE holds after
// a prefix of a schedule (`holdings`, the worked examples of section 2).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "spec/models/detail/halfduplex_executors.hpp"
#include "spec/models/halfduplex.hpp"
#include "spec/witness/interval.hpp"

namespace cc::halfduplex {

namespace {

using detail::first_missing;
using detail::i64;
using detail::Pair;

}  // namespace

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
// `snaps`, when given, receives what each PE holds after each of the first snap_at[j] expanded
// steps (snap_at ascending), as far as the run gets.
Execution run_explicit(const Schedule& compressed, const CostModel& model,
                       std::vector<std::set<Pair>>* out,
                       const std::vector<std::size_t>* snap_at = nullptr,
                       std::vector<std::vector<std::set<Pair>>>* snaps = nullptr) {
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
  std::size_t next_snap = 0;
  const auto snapshot = [&](std::size_t done) {
    if (!snap_at || !snaps) return;
    while (next_snap < snap_at->size() && (*snap_at)[next_snap] <= done) {
      std::vector<std::set<Pair>> held(s.p);
      m.for_each([&](Pe q, Reg, const Interval& v) { held[q].insert({v.lo, v.hi}); });
      snaps->push_back(std::move(held));
      ++next_snap;
    }
  };
  for (std::size_t t = 0; t < s.steps.size(); ++t) {
    snapshot(t);
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
  snapshot(s.steps.size());
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

std::optional<std::vector<std::vector<std::vector<Interval>>>> holdings_at(
    const Schedule& s, const std::vector<std::size_t>& marks) {
  // The expanded step count of each compressed prefix (expand's rule: a computation block is
  // `repeat` steps, a serial communication step one per message, any other step one).
  std::vector<std::size_t> expanded(s.steps.size() + 1, 0);
  for (std::size_t i = 0; i < s.steps.size(); ++i) {
    const Step& st = s.steps[i];
    const std::size_t w = st.kind == StepKind::comp ? static_cast<std::size_t>(st.repeat)
                          : st.serial               ? st.messages.size()
                                                    : 1;
    expanded[i + 1] = expanded[i] + w;
  }
  std::vector<std::size_t> order(marks.size());
  for (std::size_t j = 0; j < order.size(); ++j) order[j] = j;
  std::sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return marks[a] < marks[b]; });
  std::vector<std::size_t> at;
  for (std::size_t j : order) at.push_back(expanded[std::min(marks[j], s.steps.size())]);
  std::vector<std::vector<std::set<Pair>>> snaps;
  if (run_explicit(s, {}, nullptr, &at, &snaps).violation && snaps.size() < at.size())
    return std::nullopt;
  std::vector<std::vector<std::vector<Interval>>> out(marks.size());
  for (std::size_t r = 0; r < order.size(); ++r) {
    auto& o = out[order[r]];
    o.resize(snaps[r].size());
    for (std::size_t q = 0; q < snaps[r].size(); ++q)
      for (const auto& [lo, hi] : snaps[r][q]) o[q].push_back({lo, hi});
  }
  return out;
}

}  // namespace cc::halfduplex
