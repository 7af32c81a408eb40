// Section 7's "For the presented algorithms, the last k PEs are idle for some amount of time in
// phase 1", with phase 1 timed per lane: the first p - k PEs' lane is every step of the recursion
// (level >= 1), the last k PEs' lane the side steps of level 0 (their scans and, in B and F, the
// moved parts). Each lane is run on the executor on its own (the steps of the other lane
// removed), and the two are checked against the whole run's phase 1, which the executor counts as
// their componentwise maximum (docs/modelling-choices.md, halfduplex.phase1_accounting). The
// last k PEs finish first for every tau > 0 exactly when their lane takes at most the other's
// computation and communication steps and fewer of one of them.
#include <algorithm>
#include <string>
#include <utility>

#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/common.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;

namespace {

struct Lane {
  i64 C = 0, R = 0;  // R in units of 1/scale communication steps
  bool legal = true;
};

Lane run_lane(const Schedule& s, bool side, const CostModel& cost) {
  Schedule part = s;
  part.steps.clear();
  for (const Step& st : s.steps)
    if (side ? (st.level == 0 && st.side) : st.level >= 1) part.steps.push_back(st);
  if (part.steps.empty()) return {};
  const Execution ex = execute(part, cost);
  return {ex.computation_steps, ex.communication_steps, !ex.violation};
}

std::string steps_text(i64 r, i64 scale) {
  return scale == 1 ? std::to_string(r) : frac(r, scale) + " (units of 2^-40)";
}

}  // namespace

namespace {

std::optional<Fields> idle_case(bool literal, const PrefixVariant& var, const Point& x) {
  const i64 p = x[0], k = x[1], m = x[2], n = m * as64(D(p, k) / 2);
  if (!literal && p - k < 2) return std::nullopt;
  for (Algorithm alg : {Algorithm::A, Algorithm::B, Algorithm::E, Algorithm::F}) {
    if (undefined(alg, n, p, k)) continue;
    const Schedule s = algorithm(alg, n, p, k, var, Reading::merged);
    const bool coll = alg == Algorithm::E || alg == Algorithm::F;
    // Collectives at collcheck's whole-step cost, and (E, F) at the figures' 2 log2 q from
    // below for the first lane and from above for the last k: the order then holds at the
    // exact 2 log2 q too.
    const CostModel whole{};
    for (int pass = 0; pass < (coll ? 2 : 1); ++pass) {
      const CostModel& first_cost = pass == 0 ? whole : kPaperLower;
      const CostModel& last_cost = pass == 0 ? whole : kPaperUpper;
      const Execution ex = execute(s, first_cost);
      if (ex.violation || ex.missing)
        return Fields{{"algorithm", name(alg)}, {"legal", !ex.violation}};
      const Lane first = run_lane(s, false, first_cost), last = run_lane(s, true, last_cost);
      const i64 scale = first_cost.scale;
      Fields f{{"n", n},
               {"algorithm", std::string(name(alg)) + "(n,p,k)"},
               {"cost of a collective of q PEs", pass == 0 ? "2 ceil(log2 q)" : "2 log2 q"},
               {"first p-k PEs: computation", first.C},
               {"first p-k PEs: communication", steps_text(first.R, scale)},
               {"last k PEs: computation", last.C},
               {"last k PEs: communication", steps_text(last.R, scale)}};
      if (!first.legal || !last.legal) {
        f.push_back({"legal", false});
        return f;
      }
      // The whole run's phase 1 is the two lanes' componentwise maximum (same cost).
      if (pass == 0) {
        i64 c1 = -1, r1 = -1;
        for (const auto& pc : ex.phases)
          if (pc.phase == 1) c1 = pc.computation, r1 = pc.communication;
        if (c1 != std::max(first.C, last.C) || r1 != std::max(first.R, last.R)) {
          f.push_back({"phase 1 executed", std::to_string(c1) + ", " + std::to_string(r1)});
          return f;
        }
      }
      const bool earlier =
          last.C <= first.C && last.R <= first.R && (last.C < first.C || last.R < first.R);
      if (!earlier) return f;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Fields> sec7_idle_case(const PrefixVariant& var, const Point& x) {
  return idle_case(false, var, x);
}
std::optional<Fields> sec7_idle_literal_case(const PrefixVariant& var, const Point& x) {
  return idle_case(true, var, x);
}

}  // namespace cc::halfduplex_checks
