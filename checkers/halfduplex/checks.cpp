// Checkers of the half-duplex family (seed 002, 002_9d19bfb51512884d.txt, sections 2, 4 and 5):
// Algorithm A (and L = A(n, p, 1), E) is built with the integer split of
// spec/algorithms/halfduplex_prefix.hpp, run on the half-duplex executor with interval
// witnesses, and its executed computation and communication steps are compared with Theorems 1,
// 2 and 4 (exact fractions, multiplied out), with Theorem 7's precondition, the worked examples
// of section 2 and section 5's example; Z3 proves the algebra of Theorems 1, 2 and 7.
#include <algorithm>

#include "checkers/engine/exhaustive.hpp"
#include "checkers/engine/proof.hpp"
#include "checkers/registry.hpp"
#include "proofs/halfduplex_obligations.hpp"
#include "spec/algorithms/halfduplex_prefix.hpp"
#include "spec/models/halfduplex_algebra.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;
using i64 = std::int64_t;

namespace {

bool smoke(Budget b) { return b == Budget::smoke; }

i64 pmax(Budget b) { return smoke(b) ? 6 : 12; }

// p, k, n with p = kq + 1 and p <= n <= 4p^2.
std::vector<Axis> pkn_axes(Budget b) {
  const i64 P = pmax(b);
  return {{"p", 2, P, 2, 1024}, {"k", 1, P - 1, 1, 1023}, {"n", 2, 4 * P * P, 2, 1 << 22}};
}
bool admissible(const Point& x) {
  return x[1] < x[0] && (x[0] - 1) % x[1] == 0 && x[2] >= x[0] && x[2] <= 4 * x[0] * x[0];
}
bool integral(const Point& x) { return admissible(x) && paper_integral(x[2], x[0], x[1]); }

i128 D(i64 p, i64 k) { return i128{p} * p + i128{k} * p + k + 1; }
// Theorem 7's precondition n >= (p^2 + kp + k + 1)/2.
bool precondition(i64 n, i64 p, i64 k) { return 2 * i128{n} >= D(p, k); }
// Theorem 4, as printed.
i128 thm4_R(i64 p, i64 k) {
  if (k == 1) return i128{p} * (p - 1);
  return i128{2 * k - 1} * (p - 1) * (p + k - 1) / (2 * k);
}
std::int64_t as64(i128 v) { return static_cast<std::int64_t>(v); }

const Variant& variant_of(const RunContext& ctx) {
  return find_variant(ctx.variant.empty() ? "paper" : ctx.variant);
}

struct Run {
  Execution ex;
  std::optional<Fields> failure;  // a violation or a missing prefix
};

Run run_a(i64 n, i64 p, i64 k, const Variant& var, Family f = Family::A) {
  Run r{execute(algorithm_a(n, p, k, var, f), default_collective_cost(p)), std::nullopt};
  if (r.ex.violation)
    r.failure = Fields{{"rule", r.ex.violation->rule},
                       {"step", static_cast<std::uint64_t>(r.ex.violation->step + 1)},
                       {"P", static_cast<std::uint64_t>(r.ex.violation->pe + 1)},
                       {"violation", r.ex.violation->detail}};
  else if (r.ex.missing)
    r.failure = Fields{{"missing prefix", "1:" + std::to_string(*r.ex.missing)}};
  return r;
}

bool all_active(const Execution& ex, i64 p, i64 k) {
  i64 phases = 0;
  for (const auto& ph : ex.phases)
    if (ph.phase >= 2) {
      ++phases;
      if (ph.active_pes != p) return false;
    }
  return phases == k;
}

std::optional<Fields> check_prefixes(const Point& x, const Variant& var) {
  return run_a(x[2], x[0], x[1], var).failure;
}

// Theorem 1: with v as given, phase 1 is balanced: A(v, p-k, k) (sequential when p = k+1) takes
// exactly c - 1 computation steps, c = (n - v)/k, and phase 1 as run takes that many.
std::optional<Fields> check_thm1(const Point& x) {
  const i64 p = x[0], k = x[1], n = x[2], v = split_v(n, p, k), c = (n - v) / k;
  const Run left = run_a(v, p - k, k, find_variant("paper"));
  if (left.failure) return left.failure;
  const Run whole = run_a(n, p, k, find_variant("paper"));
  if (whole.failure) return whole.failure;
  i64 ph1 = 0;
  for (const auto& ph : whole.ex.phases)
    if (ph.phase == 1) ph1 = ph.computation;
  if (left.ex.computation_steps != c - 1 || ph1 != c - 1)
    return Fields{{"v", v},
                  {"first p-k PEs (executed)", left.ex.computation_steps},
                  {"last k PEs, c-1", c - 1},
                  {"phase 1 as run", ph1}};
  return std::nullopt;
}

// Theorem 2 where the quotients are integral: C = 2n(p+k)/(p^2+kp+k+1) - 1.
std::optional<Fields> check_thm2(const Point& x, const Variant& var) {
  const i64 p = x[0], k = x[1], n = x[2];
  const Run r = run_a(n, p, k, var);
  if (r.failure) return r.failure;
  if ((r.ex.computation_steps + 1) * D(p, k) != 2 * i128{n} * (p + k))
    return Fields{{"C executed", r.ex.computation_steps},
                  {"Theorem 2", std::to_string(as64(2 * i128{n} * (p + k) - D(p, k))) + "/" +
                                    std::to_string(as64(D(p, k)))}};
  return std::nullopt;
}

// Theorem 2 read as a count of steps wherever A applies (n >= the precondition): an integer.
std::optional<Fields> check_thm2_integer(const Point& x) {
  const i64 p = x[0], k = x[1], n = x[2];
  if (!precondition(n, p, k)) return std::nullopt;
  if ((2 * i128{n} * (p + k)) % D(p, k) != 0)
    return Fields{{"Theorem 2", std::to_string(as64(2 * i128{n} * (p + k) - D(p, k))) + "/" +
                                    std::to_string(as64(D(p, k)))}};
  return std::nullopt;
}

// The corrected reading: with the integer split, the executed C is at least Theorem 2's value
// (equality at the integral points is halfduplex.thm2.c).
std::optional<Fields> check_thm2_split(const Point& x) {
  const i64 p = x[0], k = x[1], n = x[2];
  const Run r = run_a(n, p, k, find_variant("paper"));
  if (r.failure) return r.failure;
  if ((r.ex.computation_steps + 1) * D(p, k) < 2 * i128{n} * (p + k))
    return Fields{{"C executed", r.ex.computation_steps},
                  {"Theorem 2", std::to_string(as64(2 * i128{n} * (p + k) - D(p, k))) + "/" +
                                    std::to_string(as64(D(p, k)))}};
  return std::nullopt;
}

// Theorem 4 for every n that meets Theorem 7's precondition (integral or not).
std::optional<Fields> check_thm4(const Point& x, const Variant& var) {
  const i64 p = x[0], k = x[1], n = x[2];
  if (!precondition(n, p, k)) return std::nullopt;
  const Run r = run_a(n, p, k, var);
  if (r.failure) return r.failure;
  if (r.ex.communication_steps != thm4_R(p, k))
    return Fields{{"R executed", r.ex.communication_steps}, {"Theorem 4", as64(thm4_R(p, k))}};
  return std::nullopt;
}

// Theorem 4's value is an integer for every admissible p and k.
std::optional<Fields> check_thm4_integer(const Point& x) {
  const i64 p = x[0], k = x[1];
  if (k == 1) return std::nullopt;
  const i128 num = i128{2 * k - 1} * (p - 1) * (p + k - 1);
  if (num % (2 * k) != 0)
    return Fields{{"Theorem 4", std::to_string(as64(num)) + "/" + std::to_string(2 * k)}};
  return std::nullopt;
}

// which: 0 the literal reading (every PE receives a value in every phase >= 2 only if the
// precondition holds), 1 the sufficiency (the precondition implies it), 2 the corrected integer
// reading (it holds exactly when floor((n - v)/k) >= p, and below that the executed R is less
// than Theorem 4's).
std::optional<Fields> check_thm7(const Point& x, int which) {
  const i64 p = x[0], k = x[1], n = x[2];
  const Run r = run_a(n, p, k, find_variant("paper"));
  if (r.failure) return r.failure;
  const bool act = all_active(r.ex, p, k), pre = precondition(n, p, k);
  const i64 v = split_v(n, p, k);
  const bool integer_pre = (n - v) / k >= p;
  Fields f{{"v", v},
           {"every PE computes in phases 2..k+1", act},
           {"n >= (p^2+kp+k+1)/2", pre},
           {"R executed", r.ex.communication_steps},
           {"Theorem 4", as64(thm4_R(p, k))}};
  if (which == 0 && act && !pre) return f;
  if (which == 1 && pre && !act) return f;
  if (which == 2 &&
      (act != integer_pre || (!act && r.ex.communication_steps >= as64(thm4_R(p, k))) ||
       (paper_integral(n, p, k) && act != pre)))
    return f;
  return std::nullopt;
}

// The worked examples: p = 4, k = 3 with n = 16m and p = 7, k = 3 with n = 37m.
std::optional<Fields> check_example(const Point& x, i64 p) {
  const i64 n = (p == 4 ? 16 : 37) * x[0];
  const Run r = run_a(n, p, 3, find_variant("paper"));
  if (r.failure) return r.failure;
  const i64 C = r.ex.computation_steps, R = r.ex.communication_steps;
  const i64 wantC = p == 4 ? 7 * n / 16 - 1 : 10 * n / 37 - 1, wantR = p == 4 ? 15 : 45;
  const i64 v = split_v(n, p, 3), wantv = p == 4 ? n / 4 : 16 * n / 37;
  i64 ph1 = 0;
  for (const auto& ph : r.ex.phases)
    if (ph.phase == 1) ph1 = ph.computation;
  const i64 want1 = p == 4 ? n / 4 - 1 : 7 * n / 37 - 1;
  if (C != wantC || R != wantR || v != wantv || ph1 != want1)
    return Fields{
        {"n", n},          {"v", v},           {"C executed", C}, {"C paper", wantC},
        {"R executed", R}, {"R paper", wantR}, {"phase 1", ph1},  {"phase 1 paper", want1}};
  return std::nullopt;
}

// Section 5: n = 1024, p = 256, every k with 256 = kq + 1: n - v < 8k with the paper's real v
// (n - v <= 8k with the integer split, which rounds v down), and in every phase >= 2
// at least 248 PEs are idle; for k = 85 the executed C differs from Theorem 2's value.
std::optional<Fields> check_sec5(const Point& x) {
  const i64 k = x[0], p = 256, n = 1024;
  if (255 % k != 0) return std::nullopt;
  const i64 v = split_v(n, p, k);
  const Run r = run_a(n, p, k, find_variant("paper"));
  if (r.failure) return r.failure;
  i64 most_active = 0;
  for (const auto& ph : r.ex.phases)
    if (ph.phase >= 2) most_active = std::max(most_active, ph.active_pes);
  const bool thm2_holds = (r.ex.computation_steps + 1) * D(p, k) == 2 * i128{n} * (p + k);
  const bool paper_below = 2 * i128{k} * p * n < 8 * i128{k} * D(p, k);  // real n - v < 8k
  if (!paper_below || n - v > 8 * k || p - most_active < 248 || (k == 85 && thm2_holds))
    return Fields{{"k", k},
                  {"n - v", n - v},
                  {"most PEs busy in a phase >= 2", most_active},
                  {"C executed", r.ex.computation_steps}};
  return std::nullopt;
}

// Section 4: E takes A's computation steps and T(n, p, k) = O(p log p) communication steps: at
// most 4 (p - 1) ceil(log2 p) with collectives of cost 2 ceil(log2 p).
std::optional<Fields> check_e(const Point& x) {
  const i64 p = x[0], k = x[1], n = x[2];
  const Run e = run_a(n, p, k, find_variant("paper"), Family::E);
  if (e.failure) return e.failure;
  const Run a = run_a(n, p, k, find_variant("paper"));
  const i64 bound = 2 * (p - 1) * default_collective_cost(p);
  if (e.ex.computation_steps != a.ex.computation_steps || e.ex.communication_steps > bound)
    return Fields{{"C(E)", e.ex.computation_steps},
                  {"C(A)", a.ex.computation_steps},
                  {"T executed", e.ex.communication_steps},
                  {"4(p-1)ceil(log2 p)", bound}};
  return std::nullopt;
}

using CaseFnB = std::function<std::optional<Fields>(const Point&, const RunContext&)>;

Checker ex(const std::string& id, std::function<std::vector<Axis>(Budget)> axes, CaseFnB fn,
           std::function<bool(const Point&)> adm = admissible, bool variant = false) {
  return {id,
          [=](const RunContext& ctx) {
            return run_exhaustive(
                {id, axes(ctx.budget), adm, [&](const Point& p) { return fn(p, ctx); }, {}}, ctx);
          },
          variant};
}

Checker proof(const std::string& id, const std::string& obligation) {
  return {id, [=](const RunContext& ctx) {
            std::vector<ObligationSpec> obs;
            obs.push_back({obligation,
                           [obligation](const proofs::ProofOptions& o) {
                             return proofs::prove_halfduplex(obligation, o);
                           },
                           [obligation](const proofs::ProofResult& r) -> std::optional<Fields> {
                             if (!obligation_violated(obligation, proofs::model_values(r)))
                               return std::nullopt;
                             return Fields{{"re-checked",
                                            "the model satisfies the hypotheses and violates "
                                            "the goal"}};
                           }});
            return run_obligations(
                id, obs, {{"n", "all >= 1"}, {"k", "all >= 1"}, {"p", "all >= k+1"}}, ctx);
          }};
}

}  // namespace

}  // namespace cc::halfduplex_checks

namespace cc {

std::vector<Checker> halfduplex_checkers() {
  using namespace halfduplex_checks;
  std::vector<Checker> v;
  v.push_back(ex(
      "halfduplex.alg_a.prefixes", pkn_axes,
      [](const Point& x, const RunContext& c) { return check_prefixes(x, variant_of(c)); },
      admissible, true));
  v.push_back(ex(
      "halfduplex.thm1.v", pkn_axes,
      [](const Point& x, const RunContext&) { return check_thm1(x); }, integral));
  v.push_back(proof("halfduplex.thm1.proof", "halfduplex_thm1"));
  v.push_back(ex(
      "halfduplex.thm2.c", pkn_axes,
      [](const Point& x, const RunContext& c) { return check_thm2(x, variant_of(c)); }, integral,
      true));
  v.push_back(proof("halfduplex.thm2.proof", "halfduplex_thm2"));
  v.push_back(ex("halfduplex.thm2.integer", pkn_axes,
                 [](const Point& x, const RunContext&) { return check_thm2_integer(x); }));
  v.push_back(ex("halfduplex.thm2.integer_split", pkn_axes,
                 [](const Point& x, const RunContext&) { return check_thm2_split(x); }));
  v.push_back(ex(
      "halfduplex.thm4.r", pkn_axes,
      [](const Point& x, const RunContext& c) { return check_thm4(x, variant_of(c)); }, admissible,
      true));
  v.push_back(ex(
      "halfduplex.thm4.integer",
      [](Budget b) {
        return std::vector<Axis>{{"p", 2, smoke(b) ? 64 : 1024, 2, 1 << 20},
                                 {"k", 1, smoke(b) ? 63 : 1023, 1, 1 << 20}};
      },
      [](const Point& x, const RunContext&) { return check_thm4_integer(x); },
      [](const Point& x) { return x[1] < x[0] && (x[0] - 1) % x[1] == 0; }));
  for (int w = 0; w < 3; ++w) {
    const char* ids[] = {"halfduplex.thm7.precondition", "halfduplex.thm7.sufficient",
                         "halfduplex.thm7.integer_split"};
    v.push_back(
        ex(ids[w], pkn_axes, [w](const Point& x, const RunContext&) { return check_thm7(x, w); }));
  }
  v.push_back(proof("halfduplex.thm7.equivalence", "halfduplex_thm7"));
  for (i64 p : {4, 7}) {
    v.push_back(ex(
        p == 4 ? "halfduplex.example.p4k3" : "halfduplex.example.p7k3",
        [](Budget b) {
          return std::vector<Axis>{{"m", 1, smoke(b) ? 8 : 256, 1, 1 << 16}};
        },
        [p](const Point& x, const RunContext&) { return check_example(x, p); },
        [](const Point&) { return true; }));
  }
  v.push_back(ex(
      "halfduplex.sec5.idle",
      [](Budget) {
        return std::vector<Axis>{{"k", 1, 255, 1, 255}};
      },
      [](const Point& x, const RunContext&) { return check_sec5(x); },
      [](const Point& x) { return 255 % x[0] == 0; }));
  v.push_back(ex("halfduplex.e.t_plogp", pkn_axes,
                 [](const Point& x, const RunContext&) { return check_e(x); }));
  return v;
}

}  // namespace cc
