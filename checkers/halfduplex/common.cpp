// Shared pieces of the half-duplex checkers: see common.hpp.
#include "checkers/halfduplex/common.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;

const PrefixVariant& variant_of(const RunContext& ctx) {
  return find_variant(ctx.variant.empty() ? "paper" : ctx.variant);
}

std::string dec(i128 v) {
  return v < 0 ? "-" + to_decimal(static_cast<u128>(-v)) : to_decimal(static_cast<u128>(v));
}
std::string frac(i128 num, i128 den) {
  return num % den == 0 ? dec(num / den) : dec(num) + "/" + dec(den);
}

Executed run_alg(Algorithm alg, i64 n, i64 p, i64 k, const PrefixVariant& var) {
  Executed r{execute(algorithm(alg, n, p, k, var)), std::nullopt};
  if (r.ex.violation)
    r.failure = Fields{{"rule", r.ex.violation->rule},
                       {"step", static_cast<std::uint64_t>(r.ex.violation->step + 1)},
                       {"P", static_cast<std::uint64_t>(r.ex.violation->pe + 1)},
                       {"violation", r.ex.violation->detail}};
  else if (r.ex.missing)
    r.failure = Fields{{"missing prefix", "1:" + std::to_string(*r.ex.missing)}};
  return r;
}

Got get(Algorithm alg, i64 n, i64 p, i64 k, const RunContext& ctx, Reading reading) {
  if (reading == Reading::merged && !ctx.pinned && p <= table_pmax(ctx.budget)) {
    const Table& t =
        table(alg, table_pmax(ctx.budget), ctx.variant, static_cast<int>(ctx.jobs), ctx.progress);
    if (t.covers(p, k, n)) {
      const Row& r = t.at(p, k, n);
      return {r, r.failure >= 0 ? std::optional<Fields>(t.failure(r)) : std::nullopt};
    }
  }
  Got g;
  g.row = run_row(alg, n, p, k, variant_of(ctx), g.failure, reading);
  return g;
}

Got ran(Algorithm alg, i64 n, i64 p, i64 k, const PrefixVariant& var, Reading reading) {
  Got r;
  r.row = run_row(alg, n, p, k, var, r.failure, reading);
  if (r.failure) r.failure->insert(r.failure->begin(), {"algorithm", std::string(name(alg))});
  return r;
}

}  // namespace cc::halfduplex_checks
