// The omega family's Z3 claims (Lee and Lin, sections 3.1, 3.2): Theorems 1-4 bit-precise for every
// L up to the budget's bound (one obligation per L, spread over ctx.jobs threads, each with its
// own Z3 context), the unbounded integer abstraction of Theorem 1, and the bit-precise proof
// that the abstraction is exact. A model is re-evaluated on the switch-level network
// (spec/models/omega_theorems.hpp) before it is reported; one that does not re-check is an error.
#include "checkers/omega/proof_checks.hpp"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>

#include "checkers/engine/proof.hpp"
#include "checkers/omega/common.hpp"
#include "spec/models/omega_theorems.hpp"

namespace cc::omega_checks {

namespace {

using proofs::OmegaObligation;
using proofs::ProofResult;

constexpr unsigned long long kRlimit = 400'000'000;

std::optional<Node> value(const ProofResult& r, const std::string& name) {
  i128 v;
  if (!proofs::model_value(r, name, v) || v < 0 || v > static_cast<i128>(~std::uint64_t{0}))
    return std::nullopt;
  return static_cast<Node>(v);
}

}  // namespace

std::optional<Fields> recheck_omega_model(OmegaObligation o, unsigned L, const ProofResult& r) {
  std::vector<Node> x;
  const char* names[5];
  std::size_t count = 0;
  switch (o) {
    case OmegaObligation::thm1:
    case OmegaObligation::thm1_planted:
    case OmegaObligation::exact:
      for (const char* n : {"X", "Y", "W", "Z"}) names[count++] = n;
      break;
    case OmegaObligation::thm2:
      for (const char* n : {"A", "B", "C", "D"}) names[count++] = n;
      break;
    case OmegaObligation::thm3:
      for (const char* n : {"X", "Y", "Z"}) names[count++] = n;
      break;
    case OmegaObligation::thm4:
      for (const char* n : {"A", "B", "C", "E", "F"}) names[count++] = n;
      break;
  }
  const omega::OmegaNetwork net(L);
  for (std::size_t i = 0; i < count; ++i) {
    const auto v = value(r, names[i]);
    if (!v || *v > net.max_node()) return std::nullopt;
    x.push_back(*v);
  }
  switch (o) {
    case OmegaObligation::thm1:
      return omega::thm1_instance(net, x[0], x[1], x[2], x[3], omega::LinkReading::all, false);
    case OmegaObligation::thm1_planted: {
      // The planted statement: disjoint iff Ast(X↓W) + Ast(Y↑Z) >= L.
      const unsigned sum =
          omega::Ast(omega::low_bit(x[0], x[2], L)) + omega::Ast(omega::high_bit(x[1], x[3], L));
      const bool disjoint =
          omega::shared_links(net.route(x[0], x[1]), net.route(x[2], x[3])).empty();
      if ((sum >= L) == disjoint) return std::nullopt;
      return Fields{{"paths", omega::path_name(x[0], x[1]) + " " + omega::path_name(x[2], x[3])},
                    {"Ast sum", static_cast<std::uint64_t>(sum)},
                    {"network", disjoint ? "disjoint" : "conflict"}};
    }
    case OmegaObligation::exact:
      return omega::abstraction_instance(net, x[0], x[1], x[2], x[3]);
    case OmegaObligation::thm2:
      return omega::thm2_instance(net, x[0], x[1], x[2], x[3]);
    case OmegaObligation::thm3:
      return omega::thm3_instance(L, x[0], x[1], x[2]);
    case OmegaObligation::thm4:
      return omega::thm4_instance(net, x[0], x[1], x[2], x[3], x[4]);
  }
  return std::nullopt;
}

std::optional<Fields> recheck_abstraction_model(const ProofResult& r, bool planted) {
  const auto L = value(r, "L"), s = value(r, "s"), t = value(r, "t");
  if (!L || !s || !t || *L < 1 || *L > omega::kMaxL || *s > *L || *t > *L) return std::nullopt;
  const auto l = static_cast<unsigned>(*L);
  const Node W = *s < l ? Node{1} << *s : 0, Z = *t < l ? Node{1} << (l - 1 - *t) : 0;
  const omega::OmegaNetwork net(l);
  const unsigned sum = (l - static_cast<unsigned>(*s)) + (l - static_cast<unsigned>(*t));
  const bool disjoint = omega::shared_links(net.route(0, 0), net.route(W, Z)).empty();
  if ((planted ? sum >= l : sum > l) == disjoint) return std::nullopt;
  return Fields{{"L", *L},
                {"paths", omega::path_name(0, 0) + " " + omega::path_name(W, Z)},
                {"Ast sum", static_cast<std::uint64_t>(sum)},
                {"network", disjoint ? "disjoint" : "conflict"}};
}

namespace {

// One obligation per L = 1 .. Lmax; the least L with a counterexample (or an unknown) decides.
Outcome run_per_L(const std::string& claim, OmegaObligation o, unsigned Lmax,
                  const RunContext& ctx) {
  std::vector<ObligationSpec> obligations;
  for (unsigned L = 1; L <= Lmax; ++L)
    obligations.push_back(
        {proofs::omega_obligation_name(o, L),
         [o, L](const proofs::ProofOptions& opts) { return proofs::prove_omega(o, L, opts); },
         [o, L](const ProofResult& r) { return recheck_omega_model(o, L, r); }, kRlimit});
  return run_obligations(claim, obligations,
                         {{"L_min", std::uint64_t{1}},
                          {"L_max", static_cast<std::uint64_t>(Lmax)},
                          {"encoding", "bit-vectors, one query per L"}},
                         ctx);
}

}  // namespace

kit::Make per_L(OmegaObligation o) {
  return [o](const std::string& id) -> Checker {
    return {id, [id, o](const RunContext& ctx) {
              const auto Lmax = static_cast<unsigned>(kit::PerBudget<int>{12, 64, 64}(ctx.budget));
              return run_per_L(id, o, Lmax, ctx);
            }};
  };
}

Checker abstraction_checker(const std::string& id) {
  return {
      id, [id](const RunContext& ctx) {
        return run_obligations(
            id,
            {{"omega_thm1_abstraction",
              [](const proofs::ProofOptions& opts) {
                return proofs::prove_omega_abstraction(opts);
              },
              [](const ProofResult& r) { return recheck_abstraction_model(r, false); }, kRlimit}},
            {{"L", "all >= 1"}, {"s, t", "all integers in [0, L]"}}, ctx);
      }};
}

}  // namespace cc::omega_checks
