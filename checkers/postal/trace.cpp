// check --trace-out for the postal claims that run Algorithm A or B: the refuting case run again on
// the executor of run_algorithm_a/b (the runs of PostalNetwork), one ITF state per communication
// step (checkers/trace.hpp): the step
// j, every PE's c (and d for B) after step j in the paper's interval notation, and the messages
// received in step j. The run stops at the step the counterexample names (its j), or where the
// executor rejects a step, or at its end; the last state says what is violated.
#include "checkers/postal/trace.hpp"

#include <stdexcept>

#include "checkers/postal/common.hpp"

namespace cc::postal_checks {

namespace {

using State = std::vector<std::pair<std::string, ItfValue>>;

constexpr std::uint64_t kMaxTracedPes = 65536;  // as simulate postal --trace

std::uint64_t parameter(const Fields& f, const std::string& key) {
  const FieldValue* v = find(f, key);
  if (v)
    if (const auto* x = std::get_if<std::int64_t>(v); x && *x >= 0)
      return static_cast<std::uint64_t>(*x);
  if (v)
    if (const auto* x = std::get_if<std::uint64_t>(v)) return *x;
  throw std::logic_error("--trace-out: the case " + to_text(f) + " has no parameter " + key);
}

ItfValue row_value(const std::vector<Interval>& v) {
  std::vector<ItfValue> items;
  items.reserve(v.size());
  for (const auto& x : v) items.push_back(ItfValue::of(witness::to_string(x)));
  return ItfValue::collection(ItfValue::Kind::list, std::move(items));
}

State make_state(std::size_t j, const std::vector<Interval>& c, const std::vector<Interval>* d,
                 const std::vector<postal::Delivery>& delivered) {
  std::vector<ItfValue> received;
  for (const auto& m : delivered)
    received.push_back(
        ItfValue::record({{"from", ItfValue::of(static_cast<i128>(m.from))},
                          {"to", ItfValue::of(static_cast<i128>(m.to))},
                          {"sent_step", ItfValue::of(static_cast<i128>(m.sent_step))}}));
  State s{{"step", ItfValue::of(static_cast<i128>(j))}, {"c", row_value(c)}};
  if (d) s.emplace_back("d", row_value(*d));
  s.emplace_back("received", ItfValue::collection(ItfValue::Kind::set, std::move(received)));
  s.emplace_back("violation", ItfValue::of(std::string()));
  return s;
}

// Records every step; stops after step `stop_at` (the counterexample's j), if any.
struct TraceRecorder : postal::PrefixObserver {
  ExecTrace* trace;
  std::optional<std::size_t> stop_at;
  bool after_step(std::size_t j, const std::vector<Interval>& c, const std::vector<Interval>* d,
                  const std::vector<postal::Delivery>& delivered) override {
    trace->states.push_back(make_state(j, c, d, delivered));
    return !stop_at || j < *stop_at;
  }
};

ExecTrace trace_run(const RunContext& ctx, const Outcome& o, bool algorithm_b) {
  // The case: --case of the replay, or (a result read back from a checkpoint, which keeps no
  // replay case) the counterexample, whose first fields are the same parameters.
  const Fields none;
  const Fields& given = !o.replay_case.empty() ? o.replay_case
                        : o.counterexample     ? *o.counterexample
                                               : none;
  const std::uint64_t n = parameter(given, "n"), k = parameter(given, "k"),
                      lambda = parameter(given, "lambda");
  const std::uint64_t procs = algorithm_b ? parameter(given, "p") : n;
  Fields p{{"n", n}};
  if (algorithm_b) p.push_back({"p", procs});
  p.push_back({"k", k});
  p.push_back({"lambda", lambda});
  if (procs > kMaxTracedPes)
    throw std::length_error("the run has " + std::to_string(procs) +
                            " PEs; a trace holds at most " + std::to_string(kMaxTracedPes));
  const auto& v = variant(ctx);
  ExecTrace t;
  t.model = "postal";
  t.parameters = p;
  t.description = std::string("Algorithm ") + (algorithm_b ? "B" : "A") +
                  (v.name() == "A" ? "" : " (variant " + v.name() + ")") +
                  " on the k-port lambda-postal executor, " + to_text(p);
  t.vars = {"step", "c"};
  if (algorithm_b) t.vars.push_back("d");
  t.vars.push_back("received");
  t.vars.push_back("violation");
  // Step 0: c(i) = v(i) (A), or PE i's block of values and d(i) its first (B).
  std::vector<Interval> c0(procs), d0(procs);
  if (algorithm_b) {
    const auto blocks = postal::block_layout(n, static_cast<Pe>(procs));
    for (std::uint64_t i = 0; i < procs; ++i) {
      const auto s = static_cast<std::int64_t>(blocks.start[i]);
      c0[i] = Interval::range(s, static_cast<std::int64_t>(blocks.start[i + 1]) - 1);
      d0[i] = Interval::single(s);
    }
  } else {
    for (std::uint64_t i = 0; i < procs; ++i)
      c0[i] = Interval::single(static_cast<std::int64_t>(i));
  }
  t.states.push_back(make_state(0, c0, algorithm_b ? &d0 : nullptr, {}));
  TraceRecorder rec;
  rec.trace = &t;
  if (o.counterexample)
    if (const FieldValue* j = find(*o.counterexample, "j"))
      if (const auto* x = std::get_if<std::uint64_t>(j)) rec.stop_at = static_cast<std::size_t>(*x);
  std::vector<Interval> out;
  const auto run = algorithm_b
                       ? postal::run_algorithm_b(v, n, static_cast<Pe>(procs), k, lambda, out, &rec)
                       : postal::run_algorithm_a(v, static_cast<Pe>(n), k, lambda, out, &rec);
  if (run.violation)
    t.violation = "step " + std::to_string(run.violation->step) + " is rejected by the executor (" +
                  run.violation->rule + "): " + run.violation->detail;
  else
    t.violation = o.counterexample ? to_text(*o.counterexample) : o.note;
  for (auto& [name, value] : t.states.back())
    if (name == "violation") value = ItfValue::of(t.violation);
  return t;
}

}  // namespace

TraceFn algorithm_a_trace() {
  return [](const RunContext& ctx, const Outcome& o) { return trace_run(ctx, o, false); };
}

TraceFn algorithm_b_trace() {
  return [](const RunContext& ctx, const Outcome& o) { return trace_run(ctx, o, true); };
}

}  // namespace cc::postal_checks
