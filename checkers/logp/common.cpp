// Shared pieces of the LogP checkers (common.hpp).
#include "checkers/logp/common.hpp"

#include "checkers/logp/checkers.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::logp_checks {

using namespace logp;

Fields violation_fields(const Violation& v) {
  return {{"rule", v.rule},
          {"pe", static_cast<std::uint64_t>(v.pe)},
          {"time", static_cast<std::int64_t>(v.time)},
          {"violation", v.detail}};
}

std::string pairs(const Tree& t) {
  std::string s;
  for (const auto& n : t.nodes)
    s += (s.empty() ? "" : " ") + std::string("(") + std::to_string(n.number) + "," +
         std::to_string(n.T) + ")";
  return s;
}

Time fit_T(Time L, Time o, Time g, Time T) {
  for (;; --T) {
    try {
      f_direct(L, o, g, T);
      return T;
    } catch (const Overflow&) {
    }
  }
}

const BroadcastVariant& broadcast_variant(const RunContext& ctx) {
  return find_broadcast_variant(ctx.variant.empty() ? "tstar" : ctx.variant);
}

const SumVariant& sum_variant(const RunContext& ctx) {
  const SumVariant* v = find_sum_variant(ctx.variant.empty() ? "paper" : ctx.variant);
  if (!v) throw UsageError("--variant " + ctx.variant + " is not a logp summation variant");
  return *v;
}

kit::Bind on_budget(BudgetCase fn) {
  return [fn](const RunContext& ctx) -> CaseFn {
    const Budget b = ctx.budget;
    return [fn, b](const Point& p) { return fn(p, b); };
  };
}

kit::Bind on_broadcast(std::optional<Fields> (*fn)(const BroadcastVariant&, const Point&)) {
  return kit::variant_case(broadcast_variant, fn);
}

kit::Bind on_summation(std::optional<Fields> (*fn)(const SumVariant&, const Point&)) {
  return kit::variant_case(sum_variant, fn);
}

kit::Options runs_variant() { return {true, {}}; }

}  // namespace cc::logp_checks
