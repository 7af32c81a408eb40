// What Ohtaki's shared-memory slides say about the course of the
// procedures, not only their results, each executed on the EREW executor
// (spec/models/groupops.hpp) and compared after every loop iteration:
//   doubling    「データDをもつプロセッサの数を、ステップごとに倍にする。」 (Broadcast) and
//               「求める部分和の範囲をステップごとに2倍にする。」 (Reduction, Prefix): who holds D,
//               and which operands each partial result covers, after each iteration;
//   naive       「例えば、こんな方法でできる」: Step 1 (P_1 reads m and writes), Steps 2..N (P_k
//               reads), 「→ステップ数 N」;
//   step counts 「実行ステップ数は $\log_2 N$ に比例する」「$T=O(\log N)$」 as exact affine counts
//               c log2 N + c' over every N = 2^d of the domain, on the EREW and hypercube
//               executors;
//   whole step  the relaxed whole-step reading (only cells exclusive): where it fails.
// Partial results are named by the interval witness (spec/witness/interval.hpp); the printed Prefix
// (a(i) ← a(i) ⊕ a(i - 2^j), right only for a commutative ⊕) is followed with its commutative
// variant, which joins two adjacent blocks in either order and rejects anything else: a value i:k
// it yields is a_i ⊕ ... ⊕ a_k in every commutative associative ⊕ (sum, product, max, min).
#include "checkers/groupops/common.hpp"

namespace cc::groupops_checks {

namespace {

std::int64_t log2_of(std::int64_t N) { return ceil_log2(N); }

Op<Interval> commutative_combine() {
  return [](const Interval& a, const Interval& b) {
    if (!a.valid() || !b.valid()) return Interval::invalid();
    if (a.hi + 1 == b.lo) return Interval::range(a.lo, b.hi);
    if (b.hi + 1 == a.lo) return Interval::range(b.lo, a.hi);
    return Interval::invalid();
  };
}

PramRun<Interval> recorded(std::int64_t N, const std::vector<Iteration>& its,
                           const Op<Interval>& op) {
  return run_pram<Interval>(N, its, pram_singles(N), Interval::single(0), op, Order::program, true);
}

std::string after_label(const Iteration& it) {
  return it.label == "前処理" ? std::string("Stage 1") : "iteration j = " + it.label;
}

}  // namespace

// After Stage 1 exactly P_1 holds D; after iteration j exactly P_1..P_{2^{j+1}}: 1, 2, 4, ..., N.
std::optional<Fields> broadcast_doubling(std::int64_t N, const std::vector<Iteration>& its) {
  const auto r = recorded(N, its, icombine());
  if (r.violation) return violation_fields(N, "Broadcast", *r.violation);
  for (std::size_t t = 0; t < r.after.size(); ++t) {
    const std::int64_t holders = std::int64_t{1} << std::min<std::size_t>(t, 62);
    for (std::int64_t i = 1; i <= N; ++i) {
      const bool holds = r.after[t][static_cast<std::size_t>(i)] == Interval::single(0);
      if (holds != (i <= holders))
        return Fields{
            {"N", N},
            {"procedure", "Broadcast"},
            {"after", after_label(its[t])},
            {"P_i", i},
            {"holds D", holds},
            {"expected", "exactly P_1..P_" + std::to_string(std::min(holders, N)) + " hold D"}};
    }
  }
  if (r.iterations - 1 != log2_of(N))
    return Fields{{"N", N},
                  {"procedure", "Broadcast"},
                  {"Stage 2 iterations", r.iterations - 1},
                  {"log2 N", log2_of(N)}};
  return std::nullopt;
}

// After iteration j the P_i with i ≡ 1 (mod 2^{j+1}) holds a_i ⊕ ... ⊕ a_{i+2^{j+1}-1}.
std::optional<Fields> reduction_doubling(std::int64_t N, const std::vector<Iteration>& its) {
  const auto r = recorded(N, its, icombine());
  if (r.violation) return violation_fields(N, "Reduction", *r.violation);
  for (std::size_t j = 0; j < r.after.size(); ++j) {
    const std::int64_t w = std::int64_t{1} << std::min<std::size_t>(j + 1, 62);
    for (std::int64_t i = 1; i <= N; i += w) {
      const auto want = Interval::range(i, std::min(i + w - 1, N));
      if (r.after[j][static_cast<std::size_t>(i)] != want)
        return Fields{{"N", N},
                      {"procedure", "Reduction"},
                      {"after", after_label(its[j])},
                      {"P_i", i},
                      {"a(i)", show(r.after[j][static_cast<std::size_t>(i)])},
                      {"expected", witness::to_string(want)}};
    }
  }
  if (r.iterations != log2_of(N))
    return Fields{
        {"N", N}, {"procedure", "Reduction"}, {"iterations", r.iterations}, {"log2 N", log2_of(N)}};
  return std::nullopt;
}

// After iteration j every P_i holds a_{max(1, i-2^{j+1}+1)} ⊕ ... ⊕ a_i.
std::optional<Fields> prefix_doubling(std::int64_t N, const std::vector<Iteration>& its,
                                      bool commutative, const std::string& proc) {
  const auto r = recorded(N, its, commutative ? commutative_combine() : icombine());
  if (r.violation) return violation_fields(N, proc, *r.violation);
  for (std::size_t j = 0; j < r.after.size(); ++j) {
    const std::int64_t w = std::int64_t{1} << std::min<std::size_t>(j + 1, 62);
    for (std::int64_t i = 1; i <= N; ++i) {
      const auto want = Interval::range(std::max<std::int64_t>(1, i - w + 1), i);
      if (r.after[j][static_cast<std::size_t>(i)] != want)
        return Fields{{"N", N},
                      {"procedure", proc},
                      {"after", after_label(its[j])},
                      {"P_i", i},
                      {"a(i)", show(r.after[j][static_cast<std::size_t>(i)])},
                      {"expected", witness::to_string(want)}};
    }
  }
  if (r.iterations != log2_of(N))
    return Fields{
        {"N", N}, {"procedure", proc}, {"iterations", r.iterations}, {"log2 N", log2_of(N)}};
  return std::nullopt;
}

std::optional<Fields> check_broadcast_doubling(std::int64_t d, Planted bug) {
  const std::int64_t N = std::int64_t{1} << d;
  return broadcast_doubling(N, broadcast(N, bug));
}

std::optional<Fields> check_reduction_doubling(std::int64_t d, Planted bug) {
  const std::int64_t N = std::int64_t{1} << d;
  return reduction_doubling(N, reduction(N, bug));
}

std::optional<Fields> check_prefix_doubling(std::int64_t d, Planted bug) {
  const std::int64_t N = std::int64_t{1} << d;
  if (auto f = prefix_doubling(N, prefix(N, false, bug), false, "Prefix (b ⊕ a)")) return f;
  return prefix_doubling(N, prefix(N, true, bug), true, "Prefix (as printed, commutative witness)");
}

// The naive broadcast: exclusive, D everywhere, N Steps as the slides number them, N + 1
// single-access EREW sub-steps; for N = 2^d beside the doubling Broadcast, log2 N + 1 Steps of
// the same kind (Stage 1, then one per iteration).
std::optional<Fields> naive_broadcast_fields(std::int64_t N, const std::vector<Iteration>& its) {
  const std::string proc = "naive broadcast";
  const auto r = run_interval(N, its, Order::program);
  if (r.violation) return violation_fields(N, proc, *r.violation);
  if (auto f = first_without_d(N, proc, r)) return f;
  if (r.iterations != N || r.steps != N + 1)
    return Fields{{"N", N},      {"procedure", proc},         {"Steps", r.iterations},
                  {"stated", N}, {"EREW sub-steps", r.steps}, {"N + 1", N + 1}};
  if (is_power_of_two(N)) {
    const auto b = run_interval(N, broadcast(N), Order::program);
    const std::int64_t want = log2_of(N) + 1;
    if (b.violation || b.iterations != want || (b.iterations < N) != (N >= 4))
      return Fields{{"N", N},
                    {"procedure", "Broadcast (doubling)"},
                    {"Steps", b.iterations},
                    {"log2 N + 1", want},
                    {"naive Steps", N}};
  }
  return std::nullopt;
}

std::optional<Fields> check_naive_broadcast(std::int64_t N, Planted bug) {
  auto f = naive_broadcast_fields(N, naive_broadcast(N, bug));
  if (f) std::erase_if(*f, [](const Field& x) { return x.key == "N"; });  // the axis names N
  return f;
}

// Every count is c log2 N + c' with the stated constants, and for N >= 2 lies in
// [log2 N, 4 log2 N].
std::optional<Fields> check_step_counts(std::int64_t d, Planted bug) {
  const std::int64_t N = std::int64_t{1} << d;
  struct Count {
    const char* procedure;
    const char* unit;
    std::int64_t executed, c, c0;
  };
  std::vector<Count> counts;
  auto pram = [&](const char* name, const std::vector<Iteration>& its,
                  std::int64_t c0) -> std::optional<Fields> {
    const auto r = run_interval(N, its, Order::program);
    if (r.violation) return violation_fields(N, name, *r.violation);
    counts.push_back({name, "Steps (Stage 1 and loop iterations)", r.iterations, 1, c0});
    counts.push_back({name, "EREW sub-steps", r.steps, 2, 2 * c0});
    return std::nullopt;
  };
  if (auto f = pram("Broadcast", broadcast(N, bug), 1)) return f;
  if (auto f = pram("Reduction", reduction(N, bug), 0)) return f;
  if (auto f = pram("Prefix (as printed)", prefix(N, true, bug), 0)) return f;
  auto cube = [&](const char* name, const CubeRun<Interval>& r) -> std::optional<Fields> {
    if (r.violation) return violation_fields(N, name, *r.violation);
    counts.push_back({name, "communication steps", r.steps, 1, 0});
    return std::nullopt;
  };
  if (auto f = cube("Cube_Broadcast", cube_broadcast<Interval>(N, Interval::single(0), bug)))
    return f;
  if (auto f =
          cube("Cube_Reduction", cube_reduction<Interval>(N, cube_singles(N), icombine(), bug)))
    return f;
  if (auto f = cube("Cube_Prefix_Sum (as printed)",
                    cube_prefix_sum<Interval>(N, cube_singles(N), icombine(), true, bug)))
    return f;
  for (const auto& k : counts) {
    const std::int64_t formula = k.c * d + k.c0;
    const bool proportional = d == 0 || (k.executed >= d && k.executed <= 4 * d);
    if (k.executed != formula || !proportional)
      return Fields{{"N", N},
                    {"procedure", k.procedure},
                    {"count", k.unit},
                    {"executed", k.executed},
                    {"formula", std::to_string(k.c) + " log2 N + " + std::to_string(k.c0)},
                    {"value", formula}};
  }
  return std::nullopt;
}

// The relaxed whole-step reading: Broadcast exclusive in log2 N + 1 steps; Reduction and Prefix
// conflict on a cell in iteration 0 for every N >= 2 (A(2), A(1)), and not at N = 1.
std::optional<Fields> whole_step_cells_fields(std::int64_t N, const std::vector<Iteration>& b_its,
                                              const std::vector<Iteration>& r_its,
                                              const std::vector<Iteration>& p_its) {
  const std::int64_t d = log2_of(N);
  const auto b = run_interval(N, b_its, Order::whole_step_cells);
  if (b.violation) return violation_fields(N, "Broadcast", *b.violation);
  for (std::int64_t i = 1; i <= N; ++i)
    if (b.a[static_cast<std::size_t>(i)] != Interval::single(0))
      return Fields{{"N", N}, {"procedure", "Broadcast"}, {"P_i", i}, {"expected", "D = 0"}};
  if (b.steps != d + 1)
    return Fields{{"N", N}, {"procedure", "Broadcast"}, {"steps", b.steps}, {"log2 N + 1", d + 1}};
  const std::pair<const char*, const std::vector<Iteration>*> procs[] = {
      {"Reduction", &r_its}, {"Prefix (b ⊕ a)", &p_its}};
  const std::int64_t cell[] = {2, 1};
  for (int p = 0; p < 2; ++p) {
    const auto r = run_interval(N, *procs[p].second, Order::whole_step_cells);
    const bool want = d >= 1;
    const bool as_stated = want ? r.violation && r.violation->rule == "exclusive" &&
                                      r.violation->step == 0 && r.violation->cell == cell[p]
                                : !r.violation;
    if (!as_stated) {
      Fields f{{"N", N}, {"procedure", procs[p].first}};
      if (r.violation) {
        f.push_back({"rule", r.violation->rule});
        f.push_back({"violation", r.violation->detail});
      } else {
        f.push_back({"violation", "none"});
      }
      f.push_back({"stated", want ? "a conflict on " + cell_name(cell[p]) + " in step 0"
                                  : std::string("exclusive")});
      return f;
    }
  }
  return std::nullopt;
}

std::optional<Fields> check_whole_step_cells(std::int64_t d) {
  const std::int64_t N = std::int64_t{1} << d;
  return whole_step_cells_fields(N, broadcast(N), reduction(N), prefix(N, false));
}

}  // namespace cc::groupops_checks
