// Checkers of the postal family that execute Algorithms A and B: enumerate (n, k, lambda), run
// the algorithm on the postal executor with interval witnesses, compare what the
// executor produced with the claim, report the least failing case. Each claim of
// checkers/postal/claims/ names the checker here that decides it.
#include <algorithm>

#include "checkers/postal/checkers.hpp"
#include "checkers/postal/common.hpp"
#include "checkers/postal/readers.hpp"
#include "checkers/postal/trace.hpp"

namespace cc::postal_checks {

const postal::PrefixVariant& variant(const RunContext& ctx) {
  static const auto paper = postal::find_prefix_variant("A");
  if (ctx.variant.empty()) return *paper;
  return *postal::find_prefix_variant(ctx.variant);
}

namespace {

Pe pe(std::int64_t x) { return static_cast<Pe>(x); }
u64 u(std::int64_t x) { return static_cast<u64>(x); }

Fields violation_fields(const postal::Violation& v) {
  return {{"j", static_cast<std::uint64_t>(v.step)}, {"rule", v.rule}, {"violation", v.detail}};
}

}  // namespace

namespace {

struct Lemma3Reader : RunReader {
  Lemma3Observer obs;
  explicit Lemma3Reader(const Point& p) : obs(u(p[1]), u(p[2])) {}
  bool after_step(std::size_t j, const std::vector<Interval>& c, const std::vector<Interval>* d,
                  const std::vector<postal::Delivery>& got) override {
    return obs.after_step(j, c, d, got);
  }
  std::optional<Fields> judge(const postal::PrefixRun& run,
                              const std::vector<Interval>&) const override {
    if (obs.bad) return obs.bad;
    if (run.violation) return violation_fields(*run.violation);
    return std::nullopt;
  }
};

struct PortsReader : RunReader {
  std::optional<Fields> judge(const postal::PrefixRun& run,
                              const std::vector<Interval>&) const override {
    if (run.violation) return violation_fields(*run.violation);
    return std::nullopt;
  }
};

}  // namespace

std::optional<Fields> check_lemma3(const postal::PrefixVariant& v, const Point& p) {
  Lemma3Reader r(p);
  return read_alone(v, p, r);
}

namespace {

// Lemma 3 after step 0: the values the run starts from, shown by the executor before step 1 (what
// step 1 sends, and so what the receives of step lambda combine), compared with Lemma 3's form at
// G(g_step); the run stops there. g_step = 1 plants the form of step 1 (the tests).
struct Step0Observer : postal::PrefixObserver {
  Lemma3Observer lemma3;
  std::size_t g_step;
  bool seen = false;
  Step0Observer(u64 k, u64 lambda, std::size_t g) : lemma3(k, lambda), g_step(g) {}
  bool at_start(const std::vector<Interval>& c, const std::vector<Interval>* d) override {
    seen = true;
    lemma3.after_step(g_step, c, d, {});
    if (lemma3.bad) lemma3.bad->front() = {"j", std::uint64_t{0}};
    return false;
  }
  bool after_step(std::size_t, const std::vector<Interval>&, const std::vector<Interval>*,
                  const std::vector<postal::Delivery>&) override {
    return false;
  }
};

}  // namespace

std::optional<Fields> check_lemma3_step0_at(const postal::PrefixVariant& v, const Point& p,
                                            std::size_t g_step) {
  Step0Observer obs(u(p[1]), u(p[2]), g_step);
  std::vector<Interval> c;
  const auto run = postal::run_algorithm_a(v, pe(p[0]), u(p[1]), u(p[2]), c, &obs);
  if (!obs.seen)
    return Fields{{"j", std::uint64_t{0}},
                  {"violation", "the run showed no values before step 1 (" +
                                    std::to_string(run.steps_run) + " steps run)"}};
  return obs.lemma3.bad;
}

std::optional<Fields> check_lemma3_step0(const postal::PrefixVariant& v, const Point& p) {
  return check_lemma3_step0_at(v, p, 0);
}

namespace {

// The proof of Theorem 4 as printed: Lemma 3 after step j with n <= G(j), i.e. every PE i < n holds
// 0:i after every step j >= 1 of the run; the first step and PE where the run disagrees.
struct EveryStepObserver : postal::PrefixObserver {
  postal::GSequence G;
  std::optional<Fields> bad;
  EveryStepObserver(u64 k, u64 lambda) : G(k, lambda) {}
  bool after_step(std::size_t j, const std::vector<Interval>& c, const std::vector<Interval>*,
                  const std::vector<postal::Delivery>&) override {
    for (std::size_t i = 0; i < c.size(); ++i) {
      const Interval want = Interval::range(0, static_cast<std::int64_t>(i));
      if (c[i] != want) {
        bad = Fields{{"j", static_cast<std::uint64_t>(j)},
                     {"G(j)", G(j)},
                     {"i", static_cast<std::uint64_t>(i)},
                     {"c(i)", witness::to_string(c[i])},
                     {"expected", witness::to_string(want)}};
        return false;
      }
    }
    return true;
  }
};

}  // namespace

std::optional<Fields> check_thm4_proof_literal(const postal::PrefixVariant& v, const Point& p) {
  EveryStepObserver obs(u(p[1]), u(p[2]));
  std::vector<Interval> c;
  const auto run = postal::run_algorithm_a(v, pe(p[0]), u(p[1]), u(p[2]), c, &obs);
  if (obs.bad) return obs.bad;
  if (run.violation) return violation_fields(*run.violation);
  return std::nullopt;
}

namespace {

// Theorem 4: all prefixes after exactly m steps (not after m-1), m = min{i | G(i) >= n}.
struct CompletionObserver : postal::PrefixObserver {
  std::optional<std::size_t> first_complete;
  bool after_step(std::size_t j, const std::vector<Interval>& c, const std::vector<Interval>*,
                  const std::vector<postal::Delivery>&) override {
    if (first_complete) return true;
    for (std::size_t i = 0; i < c.size(); ++i)
      if (c[i] != Interval::range(0, static_cast<std::int64_t>(i))) return true;
    first_complete = j;
    return true;
  }
};

}  // namespace

namespace {

struct Thm4Reader : RunReader {
  u64 n, bound;
  CompletionObserver obs;
  explicit Thm4Reader(const Point& p)
      : n(u(p[0])), bound(*postal::min_steps(n, u(p[1]), u(p[2]), ~u64{0})) {}
  bool after_step(std::size_t j, const std::vector<Interval>& c, const std::vector<Interval>* d,
                  const std::vector<postal::Delivery>& got) override {
    return obs.after_step(j, c, d, got);
  }
  std::optional<Fields> judge(const postal::PrefixRun& run,
                              const std::vector<Interval>& c) const override {
    if (run.violation) return violation_fields(*run.violation);
    const std::size_t complete = n == 1 ? 0 : obs.first_complete.value_or(0);
    const bool ok_values = std::all_of(
        c.begin(), c.end(),
        [i = std::int64_t{0}](const Interval& x) mutable { return x == Interval::range(0, i++); });
    if (!ok_values || run.steps_run != bound || complete != bound) {
      std::size_t bad_i = 0;
      while (bad_i < c.size() && c[bad_i] == Interval::range(0, static_cast<std::int64_t>(bad_i)))
        ++bad_i;
      Fields f{{"m", bound}, {"steps run", static_cast<std::uint64_t>(run.steps_run)}};
      f.push_back({"all prefixes from step", ok_values ? std::to_string(complete) : "never"});
      if (bad_i < c.size()) {
        f.push_back({"i", static_cast<std::uint64_t>(bad_i)});
        f.push_back({"c(i)", witness::to_string(c[bad_i])});
      }
      return f;
    }
    return std::nullopt;
  }
};

}  // namespace

std::optional<Fields> check_thm4(const postal::PrefixVariant& v, const Point& p) {
  Thm4Reader r(p);
  return read_alone(v, p, r);
}

std::optional<Fields> check_ports(const postal::PrefixVariant& v, const Point& p) {
  PortsReader r;
  return read_alone(v, p, r);
}

std::optional<Fields> read_alone(const postal::PrefixVariant& v, const Point& p, RunReader& r) {
  std::vector<Interval> c;
  const auto run = postal::run_algorithm_a(v, pe(p[0]), u(p[1]), u(p[2]), c, &r);
  return r.judge(run, c);
}

std::unique_ptr<RunReader> make_reader(ARead which, const Point& p) {
  switch (which) {
    case read_ports:
      return std::make_unique<PortsReader>();
    case read_lemma2_literal:
      return lemma2_reader(p, true);
    case read_lemma2_corrected:
      return lemma2_reader(p, false);
    case read_lemma3:
      return std::make_unique<Lemma3Reader>(p);
    case read_thm4:
    case kAReads:
      break;
  }
  return std::make_unique<Thm4Reader>(p);
}

std::optional<Fields> check_b_correct(const postal::PrefixVariant& v, const Point& p) {
  const u64 n = u(p[0]), k = u(p[2]), lambda = u(p[3]);
  const Pe procs = pe(p[1]);
  std::vector<Interval> out;
  const auto run = postal::run_algorithm_b(v, n, procs, k, lambda, out, nullptr);
  if (run.violation) return violation_fields(*run.violation);
  const u64 bound = *postal::min_steps(procs, k, lambda, ~u64{0});
  if (run.steps_run != bound)
    return Fields{{"m", bound}, {"steps run", static_cast<std::uint64_t>(run.steps_run)}};
  for (u64 x = 0; x < n; ++x)
    if (out[x] != Interval::range(0, static_cast<std::int64_t>(x)))
      return Fields{
          {"x", x}, {"u(x)", witness::to_string(out[x])}, {"expected", "0:" + std::to_string(x)}};
  return std::nullopt;
}

namespace {

struct CdObserver : postal::PrefixObserver {
  std::size_t m;
  std::vector<Interval> c, d;
  bool after_step(std::size_t j, const std::vector<Interval>& c_, const std::vector<Interval>* d_,
                  const std::vector<postal::Delivery>&) override {
    if (j == m) {
      c = c_;
      d = *d_;
    }
    return true;
  }
};

}  // namespace

std::optional<Fields> check_b_cd(const postal::PrefixVariant& v, const Point& p) {
  const u64 n = u(p[0]), k = u(p[2]), lambda = u(p[3]);
  const Pe procs = pe(p[1]);
  CdObserver obs;
  obs.m = *postal::min_steps(procs, k, lambda, ~u64{0});
  std::vector<Interval> out;
  const auto run = postal::run_algorithm_b(v, n, procs, k, lambda, out, &obs);
  if (run.violation) return violation_fields(*run.violation);
  const auto blocks = postal::block_layout(n, procs);
  if (obs.m == 0) return std::nullopt;  // p = 1: no communication, c and d keep their start
  for (Pe i = 0; i < procs; ++i) {
    const auto s = static_cast<std::int64_t>(blocks.start[i]);
    const auto e = static_cast<std::int64_t>(blocks.start[i + 1]);
    if (obs.c[i] != Interval::range(0, e - 1) || obs.d[i] != Interval::range(0, s))
      return Fields{
          {"i", static_cast<std::uint64_t>(i)},
          {"c(i)", witness::to_string(obs.c[i])},
          {"d(i)", witness::to_string(obs.d[i])},
          {"expected", "c(i) = 0:" + std::to_string(e - 1) + ", d(i) = 0:" + std::to_string(s)}};
  }
  return std::nullopt;
}

static std::optional<Fields> check_tree(const postal::PrefixVariant& v, const Point& p,
                                        bool literal) {
  const Pe n = pe(p[0]), root = pe(p[3]);
  const auto t = postal::spanning_tree(v, n, u(p[1]), u(p[2]), root, literal);
  if (!t.defect.empty()) return Fields{{"T", "T_" + std::to_string(root)}, {"defect", t.defect}};
  const u64 steps = *postal::min_steps(n - root, u(p[1]), u(p[2]), ~u64{0});
  for (Pe y = 0; y < n; ++y) {
    if (y >= root && t.parent[y] == -1)
      return Fields{{"T", "T_" + std::to_string(root)},
                    {"defect", "node " + std::to_string(y) + " is never added"}};
    if (y >= root && y != root && t.step[y] + u(p[2]) - 1 > steps)
      return Fields{{"T", "T_" + std::to_string(root)},
                    {"defect", "node " + std::to_string(y) + " is added in step " +
                                   std::to_string(t.step[y]) + " and receives after step " +
                                   std::to_string(steps)}};
  }
  return std::nullopt;
}

namespace {

// T_i's construction steps against the run of Algorithm A: y is added to T_i in step s, and
// c(y) first contains v(i) (its range starts at or before i) after step s + lambda - 1.
struct FirstHold : postal::PrefixObserver {
  std::vector<std::vector<std::int64_t>> lo;  // lo[j-1][y]: start of c(y)'s range after step j
  bool after_step(std::size_t, const std::vector<Interval>& c, const std::vector<Interval>*,
                  const std::vector<postal::Delivery>&) override {
    std::vector<std::int64_t> row(c.size());
    for (std::size_t y = 0; y < c.size(); ++y) row[y] = c[y].valid() ? c[y].lo : INT64_MAX;
    lo.push_back(std::move(row));
    return true;
  }
};

}  // namespace

std::optional<Fields> check_carries(const postal::PrefixVariant& v, const Point& p) {
  const Pe n = pe(p[0]);
  const u64 k = u(p[1]), lambda = u(p[2]);
  FirstHold obs;
  std::vector<Interval> c;
  const auto run = postal::run_algorithm_a(v, n, k, lambda, c, &obs);
  if (run.violation) return violation_fields(*run.violation);
  for (Pe i = 0; i < n; ++i) {
    const auto t = postal::spanning_tree(v, n, k, lambda, i, false);
    for (Pe y = i + 1; y < n; ++y) {
      std::size_t first = 0;  // 0: never
      for (std::size_t j = 0; j < obs.lo.size() && first == 0; ++j)
        if (obs.lo[j][y] <= static_cast<std::int64_t>(i)) first = j + 1;
      const std::size_t want = t.parent[y] >= 0 ? t.step[y] + lambda - 1 : 0;
      if (first != want)
        return Fields{
            {"i", static_cast<std::uint64_t>(i)},
            {"y", static_cast<std::uint64_t>(y)},
            {"added to T_i in step", t.parent[y] >= 0 ? std::to_string(t.step[y]) : "never"},
            {"c(y) first contains v(i) after step", first ? std::to_string(first) : "never"}};
    }
  }
  return std::nullopt;
}

std::optional<Fields> check_tree_literal(const postal::PrefixVariant& v, const Point& p) {
  return check_tree(v, p, true);
}
std::optional<Fields> check_tree_holders(const postal::PrefixVariant& v, const Point& p) {
  return check_tree(v, p, false);
}
std::optional<Fields> check_lemma3_thm4(const postal::PrefixVariant& v, const Point& p) {
  if (auto bad = check_lemma3(v, p)) return bad;
  return check_thm4(v, p);
}

kit::Bind on_variant(Case fn) { return kit::variant_case(variant, fn); }
kit::Options runs_a() { return {true, algorithm_a_trace()}; }
kit::Options runs_b() { return {true, algorithm_b_trace()}; }

}  // namespace cc::postal_checks
