// The half-duplex checkers' binds, and the checks of the runs themselves (Lin and Hung, sections 2
// to 4): A (L = A(n, p, 1)), B, E and F obey the model and leave every prefix, the compressed and
// the literal executor agree on them, and the random points up to p = 1024.
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/common.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;

kit::Bind on_run(RunCase fn) {
  return [fn](const RunContext& ctx) -> CaseFn {
    return [fn, &ctx](const Point& p) { return fn(p, ctx); };
  };
}

kit::Bind on_variant(VariantCase fn) { return kit::variant_case(variant_of, fn); }

kit::Options runs_algorithm() { return {.takes_variant = true}; }

kit::Bind prefixes(Algorithm alg, Reading reading) {
  return [alg, reading](const RunContext& ctx) -> CaseFn {
    return [alg, reading, &ctx](const Point& x) {
      return get(alg, x[2], x[0], x[1], ctx, reading).failure;
    };
  };
}

// Both executors agree on every algorithm (E and F under both readings): the same verdict (rule,
// step, PE), the same counts per phase, the same missing prefix.
std::optional<Fields> agree_case(const PrefixVariant& var, const Point& x) {
  const i64 p = x[0], k = x[1], n = x[2];
  struct Run {
    Algorithm alg;
    Reading reading;
  };
  for (const auto [alg, reading] :
       {Run{Algorithm::A, Reading::merged}, Run{Algorithm::B, Reading::merged},
        Run{Algorithm::E, Reading::merged}, Run{Algorithm::F, Reading::merged},
        Run{Algorithm::E, Reading::separate}, Run{Algorithm::F, Reading::separate}}) {
    // For k = 1 the readings are one schedule.
    if (undefined(alg, n, p, k) || (reading == Reading::separate && k == 1)) continue;
    const Schedule s = algorithm(alg, n, p, k, var, reading);
    const Execution a = execute(s), b = execute_explicit(s);
    auto summary = [](const Execution& e) {
      std::string t;
      if (e.violation)
        return e.violation->rule + " at step " + std::to_string(e.violation->step + 1) + " by P_" +
               std::to_string(e.violation->pe + 1);
      for (const auto& ph : e.phases)
        t += std::to_string(ph.phase) + ":" + std::to_string(ph.computation) + "/" +
             std::to_string(ph.communication) + "/" + std::to_string(ph.active_pes) + " ";
      return t + (e.missing ? "missing 1:" + std::to_string(*e.missing) : "all prefixes");
    };
    const std::string sa = summary(a), sb = summary(b);
    if (sa != sb)
      return Fields{{"algorithm", name(alg)},
                    {"collectives per level", name(reading)},
                    {"compressed", sa},
                    {"literal", sb}};
  }
  return std::nullopt;
}

// The property claim: alg(n, p, k) up to p = 1024 obeys the model and leaves every prefix; where
// n meets the precondition, A's R is Theorem 4's, B's S the corrected S, E's T at most
// 4(p-1) ceil(log2 p) and F's at most E's.
std::optional<Fields> large_case(const Point& x, const RunContext& ctx) {
  const Algorithm alg = static_cast<Algorithm>(x[0]);
  const i64 p = x[1], k = x[2], n = x[3];
  if (undefined(alg, n, p, k) || n < p) return Fields{{"generated", "a point outside the domain"}};
  std::optional<Fields> f;
  const Row r = run_row(alg, n, p, k, variant_of(ctx), f);
  if (f) return f;
  if (!precondition(n, p, k)) return std::nullopt;
  Fields d{{"C", r.C}, {"R", r.R}};
  if (alg == Algorithm::A && r.R != thm4_R(p, k)) return d;
  if (alg == Algorithm::B && i128{r.R} * 2 * k != formulas::S_corrected<i128>(p, k).num) return d;
  if (alg == Algorithm::E && r.R > 2 * (p - 1) * collective_cost(p)) return d;
  if (alg == Algorithm::F && r.R > run_row(Algorithm::E, n, p, k, variant_of(ctx), f).R) return d;
  return std::nullopt;
}

}  // namespace cc::halfduplex_checks
