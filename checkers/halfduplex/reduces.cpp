// The abstract's, section 4's and section 7's "collective communication operations ... reduce
// the communication times of the former two": E(n, p, k) takes fewer communication steps than
// A(n, p, k), and F(n, p, k) fewer than B(n, p, k), each executed (the same schedules as every
// other claim runs) under a cost of a collective of q PEs: section 6's 2 log2 q, bracketed from
// below and above as the figures' claims do, or ceil(log2 q), the fewest steps in which any
// half-duplex broadcast or scatter reaches q PEs (the PEs that hold data at most double per
// step), so that a failure under it fails under every cost the model can achieve. Run at the
// least n at which every quotient is an integer, (p^2 + kp + k + 1)/2.
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/common.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

namespace {

using namespace halfduplex;

constexpr CostModel kLeast{1, ceil_log2};

}  // namespace

kit::Bind e_reduces(ReduceCost cost) {
  return [cost](const RunContext& ctx) -> CaseFn {
    return [cost, &ctx](const Point& x) -> std::optional<Fields> {
      const i64 p = x[0], k = x[1],
                n = x.size() > 2 ? x[2] : halfduplex_assumptions::D(p, k) / 2;
      const PrefixVariant& var = variant_of(ctx);
      const bool least = cost == ReduceCost::least;
      // [lo, hi] of the communication steps of alg (in the cost's units); for A and B, whose
      // every step is point-to-point, lo = hi.
      struct Run {
        i64 lo, hi;
      };
      std::optional<Fields> failure;
      auto run = [&](Algorithm alg) -> std::optional<Run> {
        if (undefined(alg, n, p, k) || !precondition(n, p, k)) return std::nullopt;
        const Schedule s = algorithm(alg, n, p, k, var, Reading::merged);
        const Execution lo = execute(s, least ? kLeast : kPaperLower),
                        hi = execute(s, least ? kLeast : kPaperUpper);
        if ((lo.violation || lo.missing) && !failure)
          failure = Fields{{"algorithm", name(alg)}, {"legal", !lo.violation}};
        return Run{lo.communication_steps, hi.communication_steps};
      };
      const i64 unit = least ? 1 : kLogScale;
      auto steps = [&](i64 v) {
        if (least) return std::to_string(v);
        const i64 m = static_cast<i64>(static_cast<i128>(v) * 1000 / unit);
        return std::to_string(m / 1000) + "." + std::to_string(1000 + m % 1000).substr(1);
      };
      for (const auto& [col, pt] : {std::pair{Algorithm::E, Algorithm::A}, {Algorithm::F, Algorithm::B}}) {
        const auto c = run(col), q = run(pt);
        if (failure) return failure;
        if (!c || !q) continue;
        // fewer for every cost inside the brackets
        if (!(c->hi < q->lo))
          return Fields{{"n", n},
                        {"collectives", std::string(name(col)) + "(n,p,k)"},
                        {"communication steps", steps(c->lo)},
                        {"point-to-point", std::string(name(pt)) + "(n,p,k)"},
                        {"its communication steps", steps(q->lo)}};
      }
      return std::nullopt;
    };
  };
}

}  // namespace cc::halfduplex_checks
