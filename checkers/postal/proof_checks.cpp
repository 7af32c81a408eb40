// The postal family's proof claims: Theorem 1's counting step and Lemma 3's index arithmetic
// (Z3, unbounded integers), and the bounded model check of Theorem 1 (Z3 over Boolean send
// variables, every sat schedule replayed on the PostalNetwork executor).
#include "checkers/postal/proof_checks.hpp"

#include "checkers/engine/exhaustive.hpp"
#include "checkers/engine/proof.hpp"
#include "checkers/postal/common.hpp"
#include "checkers/runner.hpp"
#include "proofs/postal_bmc.hpp"
#include "proofs/postal_obligations.hpp"
#include "spec/models/postal_arith.hpp"

namespace cc::postal_checks {

namespace {

std::vector<ObligationSpec> obligations(
    const std::vector<proofs::NamedObligation>& names,
    std::function<bool(const std::string&, const postal::Values&)> re) {
  std::vector<ObligationSpec> out;
  for (const auto& o : names)
    out.push_back({o.name,
                   [name = o.name](const proofs::ProofOptions& opts) {
                     return proofs::prove_postal(name, opts);
                   },
                   [name = o.name, re](const proofs::ProofResult& r) -> std::optional<Fields> {
                     if (!re(name, proofs::model_values(r))) return std::nullopt;
                     return Fields{{"re-checked",
                                    "the model satisfies the hypotheses and violates the goal"}};
                   }});
  return out;
}

// Replays a schedule decoded from a sat model on the executor; returns what went wrong, if
// anything (a model that does not replay is a defect of the encoding).
std::optional<std::string> replay_broadcast(
    Pe n, u64 k, u64 lambda, std::uint32_t steps,
    const std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>>& sends) {
  postal::PostalNetwork<char> net(n, k, lambda);
  std::vector<char> has(n, 0);
  has[0] = 1;
  std::vector<std::pair<Pe, std::size_t>> recv;
  for (std::uint32_t t = 1; t <= steps; ++t) {
    for (auto [a, b] : sends[t - 1]) net.send(a, b, has[a]);
    recv.clear();
    if (t + 1 >= lambda + 1)
      for (auto [a, b] : sends[t - lambda]) recv.push_back({b, net.receive(b, a)});
    if (auto bad = net.commit()) return bad->detail;
    for (auto [b, idx] : recv) has[b] = has[b] || net.received(idx);
  }
  if (auto bad = net.finish()) return bad->detail;
  for (Pe b = 0; b < n; ++b)
    if (!has[b]) return "PE " + std::to_string(b) + " does not hold v(0) after the schedule";
  return std::nullopt;
}

std::vector<Axis> bmc_axes(Budget b) {
  const std::int64_t n = b == Budget::smoke ? 6 : b == Budget::ci ? 12 : 16;
  const std::int64_t kl = b == Budget::smoke ? 2 : 3;
  return {{"n", 1, n, 1, 24}, {"k", 1, kl, 1, 8}, {"lambda", 1, kl, 1, 8}};
}

constexpr unsigned long long kBmcRlimit = 200'000'000;

}  // namespace

std::optional<Fields> bmc_case(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                               std::uint32_t m, const RunContext& ctx) {
  proofs::ProofOptions opts;
  opts.rlimit = kBmcRlimit * ctx.rlimit_scale;
  opts.emit_dir = ctx.emit_smt2_dir;
  auto tag =
      "postal_bmc_n" + std::to_string(n) + "_k" + std::to_string(k) + "_l" + std::to_string(lambda);
  if (m >= 1) {
    opts.name = tag + "_steps" + std::to_string(m - 1);
    const auto below = proofs::postal_broadcast_bmc(n, k, lambda, m - 1, opts);
    if (below.result.status == proofs::Status::unknown)
      throw InconclusiveCase("m-1 = " + std::to_string(m - 1) + " steps: z3 unknown (" +
                             below.result.reason + ")");
    if (below.result.status == proofs::Status::counterexample) {
      if (auto bad = replay_broadcast(n, k, lambda, m - 1, below.sends))
        throw std::runtime_error("a schedule from Z3 does not replay: " + *bad);
      std::string sched;
      for (std::size_t t = 0; t < below.sends.size(); ++t)
        for (auto [a, b] : below.sends[t])
          sched += (sched.empty() ? "" : " ") + std::to_string(t + 1) + ":" + std::to_string(a) +
                   "->" + std::to_string(b);
      return Fields{{"m", static_cast<std::uint64_t>(m)},
                    {"informs all in", static_cast<std::uint64_t>(m - 1)},
                    {"schedule", sched}};
    }
  }
  opts.name = tag + "_steps" + std::to_string(m);
  const auto at = proofs::postal_broadcast_bmc(n, k, lambda, m, opts);
  if (at.result.status == proofs::Status::unknown)
    throw InconclusiveCase("m = " + std::to_string(m) + " steps: z3 unknown (" + at.result.reason +
                           ")");
  if (at.result.status == proofs::Status::proved)
    return Fields{{"m", static_cast<std::uint64_t>(m)}, {"schedule within m steps", "none exists"}};
  if (auto bad = replay_broadcast(n, k, lambda, m, at.sends))
    throw std::runtime_error("a schedule from Z3 does not replay: " + *bad);
  return std::nullopt;
}

std::vector<Checker> proof_checkers() {
  std::vector<Checker> v;
  v.push_back({"postal.thm1.counting_step", [](const RunContext& ctx) {
                 return run_obligations(
                     "postal.thm1.counting_step",
                     obligations(proofs::postal_counting_step_obligations(),
                                 [](const std::string&, const postal::Values& x) {
                                   return postal::counting_step_counterexample(x);
                                 }),
                     {{"j", "all >= 1"}, {"k", "all >= 1"}, {"lambda", "all >= 1"}}, ctx);
               }});
  v.push_back(
      {"postal.lemma3.induction_arith", [](const RunContext& ctx) {
         return run_obligations(
             "postal.lemma3.induction_arith",
             obligations(proofs::postal_lemma3_obligations(), postal::lemma3_counterexample),
             {{"T", "all"},
              {"k", "all >= 1"},
              {"lambda", "all >= 1"},
              {"G", "all positive values with G(T+1) = G(T) + k G(T-lambda+1)"}},
             ctx);
       }});
  v.push_back({"postal.thm1.bmc", [](const RunContext& ctx) {
                 Outcome o = run_exhaustive(
                     {"postal.thm1.bmc",
                      bmc_axes(ctx.budget),
                      {},
                      [&ctx](const Point& p) {
                        const auto n = static_cast<std::uint32_t>(p[0]);
                        const auto k = static_cast<std::uint32_t>(p[1]);
                        const auto lambda = static_cast<std::uint32_t>(p[2]);
                        return bmc_case(
                            n, k, lambda,
                            static_cast<std::uint32_t>(*postal::min_steps(n, k, lambda, ~u64{0})),
                            ctx);
                      },
                      [](const Point& p) { return static_cast<std::uint64_t>(p[0] * p[0]); }},
                     ctx);
                 if (o.verdict == Verdict::verified) o.verdict = Verdict::proved;
                 o.domain.push_back({"rlimit_per_instance",
                                     static_cast<std::uint64_t>(kBmcRlimit * ctx.rlimit_scale)});
                 return o;
               }});
  return v;
}

}  // namespace cc::postal_checks
