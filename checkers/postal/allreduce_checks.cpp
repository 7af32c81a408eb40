// The table of allreduce optima on the postal model (checkers/postal/allreduce_checks.hpp).
#include "checkers/postal/allreduce_checks.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

#include "checkers/engine/domain.hpp"
#include "checkers/engine/exhaustive.hpp"
#include "checkers/engine/proof.hpp"
#include "proofs/postal_allreduce_bmc.hpp"
#include "spec/models/postal.hpp"
#include "spec/witness/interval.hpp"

namespace cc::postal_checks {

namespace {

constexpr unsigned long long kAllreduceRlimit = 200'000'000;
using Sends = std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>>;

std::string sends_text(const Sends& sends) {
  std::string s;
  for (std::size_t t = 0; t < sends.size(); ++t)
    for (const auto& [a, b] : sends[t])
      s += (s.empty() ? "" : " ") + std::to_string(t + 1) + ":" + std::to_string(a) + "->" +
           std::to_string(b);
  return s;
}

}  // namespace

std::optional<std::string> replay_allreduce_window(std::uint32_t n, std::uint32_t k,
                                                   std::uint32_t lambda, std::uint32_t steps,
                                                   const Sends& sends) {
  using witness::Interval;
  postal::PostalNetwork<Interval> net(n, k, lambda);
  std::vector<Interval> c(n);
  for (std::uint32_t i = 0; i < n; ++i) c[i] = Interval::single(i);
  struct Got {
    std::uint32_t from;
    std::size_t index;
  };
  for (std::uint32_t t = 1; t <= steps; ++t) {
    if (t - 1 < sends.size())
      for (const auto& [a, b] : sends[t - 1]) {
        if (a >= n || b >= n) return "a send outside the point: " + std::to_string(a) + "->" + std::to_string(b);
        net.send(a, b, c[a]);  // what a holds after step t - 1
      }
    std::map<std::uint32_t, std::vector<Got>> got;
    if (t >= lambda && t - lambda < sends.size())
      for (const auto& [a, b] : sends[t - lambda]) got[b].push_back({a, net.receive(b, a)});
    if (auto bad = net.commit()) return bad->rule + ": " + bad->detail;
    for (auto& [b, gs] : got) {
      std::sort(gs.begin(), gs.end(), [](const Got& x, const Got& y) { return x.from > y.from; });
      for (const auto& g : gs)  // left, from the highest sender down
        if (g.from < b && net.received(g.index).hi + 1 == c[b].lo) c[b] = combine(net.received(g.index), c[b]);
      for (auto it = gs.rbegin(); it != gs.rend(); ++it)  // right, from the lowest sender up
        if (it->from > b && net.received(it->index).lo == c[b].hi + 1) c[b] = combine(c[b], net.received(it->index));
    }
  }
  if (auto bad = net.finish()) return bad->rule + ": " + bad->detail;
  for (std::uint32_t i = 0; i < n; ++i)
    if (!(c[i] == Interval::range(0, static_cast<std::int64_t>(n) - 1)))
      return "PE " + std::to_string(i) + " ends with " + witness::to_string(c[i]) + ", not 0:" +
             std::to_string(n - 1);
  return std::nullopt;
}

std::optional<Fields> allreduce_window_case(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                            const RunContext& ctx, std::int32_t upper_shift) {
  const auto m = static_cast<std::int64_t>(*postal::min_steps(n, k, lambda, ~u64{0}));
  const std::int64_t upper = std::max<std::int64_t>(0, m + 1 + upper_shift);
  proofs::ProofOptions opts = query_options(ctx, "", kAllreduceRlimit);
  const std::string tag = "postal_allreduce_n" + std::to_string(n) + "_k" + std::to_string(k) +
                          "_l" + std::to_string(lambda);
  std::optional<std::int64_t> window;
  // From m - 1 (which must be unsat: Theorem 1) up to the statement's m + 1.
  for (std::int64_t T = std::max<std::int64_t>(0, m - 1); T <= upper && !window; ++T) {
    opts.name = tag + "_window_T" + std::to_string(T);
    const auto r = proofs::postal_allreduce_window_bmc(n, k, lambda, static_cast<std::uint32_t>(T), opts);
    if (r.result.status == proofs::Status::unknown)
      throw InconclusiveCase(std::to_string(T) + " steps: " + proofs::unknown_text(r.result));
    if (r.result.status != proofs::Status::counterexample) continue;
    if (auto bad = replay_allreduce_window(n, k, lambda, static_cast<std::uint32_t>(T), r.sends))
      throw std::runtime_error("a window schedule from the solver does not replay on the executor: " +
                               *bad + " (" + sends_text(r.sends) + ")");
    if (T < m)
      return Fields{{"Theorem 1's m", m}, {"a window allreduce of", T}, {"schedule", sends_text(r.sends)}};
    window = T;
  }
  if (!window)
    return Fields{{"m+1", upper}, {"window allreduce within m+1 steps", "none exists"}};
  // The exact optimum where the gossip query at one step fewer is unsat.
  bool decided = *window == 0;
  if (!decided) {
    opts.name = tag + "_gossip_T" + std::to_string(*window - 1);
    const auto g = proofs::postal_gossip_bmc(n, k, lambda, static_cast<std::uint32_t>(*window - 1), opts);
    if (g.result.status == proofs::Status::unknown)
      throw InconclusiveCase("gossip in " + std::to_string(*window - 1) + " steps: " +
                             proofs::unknown_text(g.result));
    decided = g.result.status == proofs::Status::proved;
  }
  const bool power = k == 1 && lambda == 1 && (n & (n - 1)) == 0;
  if (power && !(decided && *window == m))
    return Fields{{"n", static_cast<std::int64_t>(n)}, {"log2 n", m}, {"window class", *window},
                  {"decided", decided ? "yes" : "no"}};
  return std::nullopt;
}

Checker allreduce_window_checker(const std::string& id, std::int32_t upper_shift) {
  return {id, [id, upper_shift](const RunContext& ctx) {
            // ci: n <= 6, k, lambda <= 2; smoke n <= 4, k, lambda <= 2; deep n <= 8.
            const std::int64_t n = ctx.budget == Budget::smoke ? 4 : ctx.budget == Budget::ci ? 6 : 8;
            Outcome o = run_exhaustive(
                {id,
                 {{"n", 2, n, 2, 16}, {"k", 1, 2, 1, 4}, {"lambda", 1, 2, 1, 4}},
                 {},
                 [&ctx, upper_shift](const Point& p) {
                   return allreduce_window_case(static_cast<std::uint32_t>(p[0]),
                                                static_cast<std::uint32_t>(p[1]),
                                                static_cast<std::uint32_t>(p[2]), ctx, upper_shift);
                 },
                 [](const Point& p) { return static_cast<std::uint64_t>(p[0] * p[0] * p[0]); }},
                ctx);
            if (o.verdict == Verdict::verified) o.verdict = Verdict::proved;
            o.domain.push_back({"rlimit_per_instance",
                                static_cast<std::uint64_t>(ctx.rlimit.value_or(kAllreduceRlimit))});
            return o;
          }};
}

}  // namespace cc::postal_checks
