// Section 5 of Lin and Hung: the precondition n >= (p^2 + kp + k + 1)/2 makes every PE compute in
// every phase >= 2, for A (theorems.cpp, Theorem 7) and "the other algorithms" B, E and F; and
// its example n = 1024, p = 256, where at least 248 PEs idle in every phase >= 2. The paper makes
// these statements for every n above the precondition (and for n = 1024), so they run with
// collcheck's integer split.
#include <algorithm>

#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/common.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;

// n = 1024, p = 256, every k with 256 = kq + 1: n - v < 8k with the paper's real v (n - v <= 8k
// with the integer split, which rounds v down), and in every phase >= 2 at least 248 PEs are
// idle; for k = 85 the executed C differs from Theorem 2's value.
std::optional<Fields> sec5_idle_case(const Point& x) {
  const i64 k = x[0], p = 256, n = 1024;
  if (255 % k != 0) return std::nullopt;
  const i64 v = split_v(n, p, k);
  const Executed r = run_alg(Algorithm::A, n, p, k, find_variant("paper"));
  if (r.failure) return r.failure;
  i64 most_active = 0;
  for (const auto& ph : r.ex.phases)
    if (ph.phase >= 2) most_active = std::max(most_active, ph.active_pes);
  const bool thm2_holds =
      formula::whole<i128>(r.ex.computation_steps + 1) == formulas::C_plus_1<i128>(n, p, k);
  // Theorem 1's n - v, below 8k
  const bool paper_below = formulas::n_minus_v<i128>(n, p, k) < formula::whole<i128>(8 * k);
  if (!paper_below || n - v > 8 * k || p - most_active < 248 || (k == 85 && thm2_holds))
    return Fields{{"k", k},
                  {"n - v", n - v},
                  {"most PEs busy in a phase >= 2", most_active},
                  {"C executed", r.ex.computation_steps}};
  return std::nullopt;
}

std::optional<Fields> check_all_active(Algorithm alg, i64 n, i64 p, i64 k,
                                       const PrefixVariant& var) {
  const Got r = ran(alg, n, p, k, var);
  if (r.failure) return r.failure;
  if (r.row.all_active) return std::nullopt;
  return Fields{{"algorithm", std::string(name(alg))},
                {"v", split_v(n, p, k)},
                {"every PE computes in phases 2..k+1", false},
                {"n >= (p^2+kp+k+1)/2", precondition(n, p, k)}};
}

// "The same is also true for the other algorithms": B, E and F over the shared tables (every n in
// [p, 4p^2] meeting the precondition).
std::optional<Fields> precondition_bef_case(const Point& x, const RunContext& ctx) {
  const i64 p = x[0], k = x[1], n = x[2];
  if (!precondition(n, p, k)) return std::nullopt;
  for (const auto alg : {Algorithm::B, Algorithm::E, Algorithm::F}) {
    if (undefined(alg, n, p, k)) continue;
    if (!ctx.pinned && p <= table_pmax(ctx.budget)) {
      const Table& t =
          table(alg, table_pmax(ctx.budget), ctx.variant, static_cast<int>(ctx.jobs), ctx.progress);
      if (t.covers(p, k, n)) {
        const Row& r = t.at(p, k, n);
        if (r.failure >= 0) return t.failure(r);
        if (!r.all_active) return check_all_active(alg, n, p, k, variant_of(ctx));
        continue;
      }
    }
    if (auto f = check_all_active(alg, n, p, k, variant_of(ctx))) return f;
  }
  return std::nullopt;
}

// "This ineffective use of PEs also exists in phases 3 through k + 1 of all four families": B, E
// and F at n = 1024, p = 256.
std::optional<Fields> idle_bef_case(const PrefixVariant& var, const Point& x) {
  const i64 k = x[0], p = 256, n = 1024;
  for (const auto alg : {Algorithm::B, Algorithm::E, Algorithm::F}) {
    if (undefined(alg, n, p, k)) continue;
    const Execution r = execute(algorithm(alg, n, p, k, var));
    if (r.violation || r.missing)
      return Fields{{"algorithm", std::string(name(alg))}, {"legal", !r.violation}};
    for (const auto& ph : r.phases)
      if (ph.phase >= 2 && p - ph.active_pes < 248)
        return Fields{{"algorithm", std::string(name(alg))},
                      {"phase", ph.phase},
                      {"PEs that compute", ph.active_pes}};
  }
  return std::nullopt;
}

}  // namespace cc::halfduplex_checks
