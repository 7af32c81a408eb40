// The half-duplex executor (seed 002, sections 1, 2 and 4): see halfduplex.hpp.
#include "spec/models/halfduplex.hpp"

#include <map>
#include <set>
#include <utility>

namespace cc::halfduplex {

namespace {

using Key = std::pair<std::int64_t, std::int64_t>;
Key key(const Interval& v) { return {v.lo, v.hi}; }

}  // namespace

std::int64_t default_collective_cost(std::int64_t p) {
  std::int64_t l = 0;
  while ((std::int64_t{1} << l) < p) ++l;
  return 2 * l;
}

Execution execute(const Schedule& s, std::int64_t collective_cost) {
  Execution ex;
  auto fail = [&](std::string rule, std::size_t step, Pe pe, std::string detail) {
    ex.violation = Violation{std::move(rule), step, pe, std::move(detail)};
    return ex;
  };
  if (s.inputs.size() != s.p) return fail("shape", 0, 0, "inputs are not given per PE");
  std::vector<std::set<Key>> held(s.p);
  for (Pe q = 0; q < s.p; ++q)
    for (auto i : s.inputs[q]) held[q].insert({i, i});
  std::map<int, PhaseCount> phases;
  std::map<int, std::set<Pe>> active;
  for (std::size_t t = 0; t < s.steps.size(); ++t) {
    const Step& st = s.steps[t];
    auto& pc = phases[st.phase];
    pc.phase = st.phase;
    if (st.messages.empty() && st.ops.empty()) return fail("empty-step", t, 0, "nothing happens");
    if (st.kind == StepKind::comp) {
      if (!st.messages.empty()) return fail("shape", t, 0, "messages in a computation step");
      std::vector<bool> busy(s.p, false);
      std::vector<std::pair<Pe, Key>> made;
      for (const auto& op : st.ops) {
        if (op.pe >= s.p) return fail("shape", t, op.pe, "no such PE");
        if (busy[op.pe]) return fail("one-op", t, op.pe, "two operations in one step");
        busy[op.pe] = true;
        if (!held[op.pe].count(key(op.a)) || !held[op.pe].count(key(op.b)))
          return fail("no-value", t, op.pe,
                      "does not hold " + to_string(op.a) + " and " + to_string(op.b));
        const Interval r = witness::combine(op.a, op.b);
        if (!r.valid())
          return fail("non-adjacent", t, op.pe, to_string(op.a) + " (+) " + to_string(op.b));
        made.push_back({op.pe, key(r)});
        active[st.phase].insert(op.pe);
      }
      for (const auto& [q, k] : made) held[q].insert(k);
      ++pc.computation;
      ++ex.computation_steps;
      continue;
    }
    if (!st.ops.empty()) return fail("shape", t, 0, "operations in a communication step");
    std::vector<bool> busy(s.p, false);
    std::vector<std::pair<Pe, Key>> got;
    const bool collective = st.kind != StepKind::comm;
    for (const auto& m : st.messages) {
      if (m.from >= s.p || m.to >= s.p) return fail("shape", t, m.from, "no such PE");
      if (m.from == m.to) return fail("self", t, m.from, "a PE messages itself");
      if (m.values.empty()) return fail("empty", t, m.from, "a message with no value");
      if (collective && m.from != st.messages.front().from)
        return fail("collective", t, m.from, "a collective with two roots");
      if ((!collective && busy[m.from]) || busy[m.to])
        return fail("half-duplex", t, busy[m.to] ? m.to : m.from,
                    "sends or receives twice in one step");
      if (!collective) busy[m.from] = true;
      busy[m.to] = true;
      for (const auto& v : m.values) {
        if (!held[m.from].count(key(v)))
          return fail("no-value", t, m.from, "sends " + to_string(v) + " it does not hold");
        got.push_back({m.to, key(v)});
      }
    }
    if (collective && busy[st.messages.front().from])
      return fail("collective", t, st.messages.front().from, "the root receives its own data");
    for (const auto& [q, k] : got) held[q].insert(k);
    const std::int64_t cost = collective ? collective_cost : 1;
    pc.communication += cost;
    ex.communication_steps += cost;
  }
  for (auto& [ph, pc] : phases) {
    pc.active_pes = static_cast<std::int64_t>(active[ph].size());
    ex.phases.push_back(pc);
  }
  std::set<std::int64_t> prefixes;
  for (const auto& h : held)
    for (const auto& [lo, hi] : h)
      if (lo == 1) prefixes.insert(hi);
  for (std::int64_t i = 1; i <= s.n; ++i)
    if (!prefixes.count(i)) {
      ex.missing = i;
      break;
    }
  return ex;
}

}  // namespace cc::halfduplex
