// The table of optima of the m-item broadcast on the postal model (checkers/postal/mbcast_checks.hpp).
#include "checkers/postal/mbcast_checks.hpp"

#include <algorithm>
#include <stdexcept>

#include "checkers/engine/domain.hpp"
#include "checkers/engine/exhaustive.hpp"
#include "checkers/engine/proof.hpp"
#include "spec/models/postal.hpp"

namespace cc::postal_checks {

namespace {

constexpr unsigned long long kMBcastRlimit = 200'000'000;

std::string schedule_text(const std::vector<std::vector<proofs::ItemSend>>& sends) {
  std::string s;
  for (std::size_t t = 0; t < sends.size(); ++t)
    for (const auto& x : sends[t])
      s += (s.empty() ? "" : " ") + std::to_string(t + 1) + ":" + std::to_string(x.from) + "->" +
           std::to_string(x.to) + "#" + std::to_string(x.item);
  return s;
}

}  // namespace

std::uint32_t ceil_log2(std::uint32_t n) {
  std::uint32_t c = 0;
  while ((std::uint64_t{1} << c) < n) ++c;
  return c;
}

std::uint32_t mbcast_counts_bound(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                  std::uint32_t m) {
  if (n < 2) return 0;
  const auto one = static_cast<std::uint32_t>(*postal::min_steps(n, k, lambda, ~u64{0}));
  const std::uint32_t c = (m + k - 1) / k;
  return std::max({one, lambda - 1 + c, c - 1 + one});
}

std::optional<std::string> replay_mbcast(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                         std::uint32_t m, std::uint32_t steps,
                                         const std::vector<std::vector<proofs::ItemSend>>& sends) {
  postal::PostalNetwork<std::uint32_t> net(n, k, lambda);
  std::vector<std::vector<char>> has(n, std::vector<char>(m, 0));
  for (std::uint32_t j = 0; j < m; ++j) has[0][j] = 1;
  std::vector<std::pair<std::uint32_t, std::size_t>> recv;
  for (std::uint32_t t = 1; t <= steps; ++t) {
    if (t - 1 < sends.size())
      for (const auto& x : sends[t - 1]) {
        if (x.from >= n || x.item >= m) return "a send outside the point: PE " + std::to_string(x.from);
        if (!has[x.from][x.item])
          return "PE " + std::to_string(x.from) + " sends item " + std::to_string(x.item) +
                 " in step " + std::to_string(t) + ", which it does not hold";
        net.send(x.from, x.to, x.item);
      }
    recv.clear();
    if (t >= lambda && t - lambda < sends.size())
      for (const auto& x : sends[t - lambda]) recv.push_back({x.to, net.receive(x.to, x.from)});
    if (auto bad = net.commit()) return bad->rule + ": " + bad->detail;
    for (auto [b, idx] : recv) has[b][net.received(idx)] = 1;
  }
  if (auto bad = net.finish()) return bad->rule + ": " + bad->detail;
  for (std::uint32_t b = 0; b < n; ++b)
    for (std::uint32_t j = 0; j < m; ++j)
      if (!has[b][j])
        return "PE " + std::to_string(b) + " does not hold item " + std::to_string(j) +
               " after the schedule";
  return std::nullopt;
}

MBcastOptimum mbcast_optimum(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                             std::uint32_t m, std::uint32_t from, std::uint32_t upto,
                             const RunContext& ctx) {
  MBcastOptimum out;
  proofs::ProofOptions opts = query_options(ctx, "", kMBcastRlimit);
  const std::string tag = "postal_mbcast_n" + std::to_string(n) + "_k" + std::to_string(k) + "_l" +
                          std::to_string(lambda) + "_m" + std::to_string(m) + "_steps";
  const auto ask = [&](std::uint32_t T) {
    opts.name = tag + std::to_string(T);
    auto r = proofs::postal_mbcast_bmc(n, k, lambda, m, T, opts);
    if (r.result.status == proofs::Status::unknown)
      throw InconclusiveCase(std::to_string(T) + " steps: " + proofs::unknown_text(r.result));
    if (r.result.status == proofs::Status::counterexample)
      if (auto bad = replay_mbcast(n, k, lambda, m, T, r.sends))
        throw std::runtime_error("a schedule from the solver does not replay on the executor: " +
                                 *bad + " (" + schedule_text(r.sends) + ")");
    return r;
  };
  if (from >= 1) {
    const auto r = ask(from - 1);
    if (r.result.status == proofs::Status::counterexample) {
      out.below = from - 1;
      out.schedule = schedule_text(r.sends);
      return out;
    }
  }
  for (std::uint32_t T = from; T <= upto; ++T) {
    const auto r = ask(T);
    if (r.result.status == proofs::Status::counterexample) {
      out.optimum = T;
      out.schedule = schedule_text(r.sends);
      return out;
    }
  }
  return out;
}

std::optional<Fields> barnoy_kipnis_case(std::uint32_t n, std::uint32_t m, const RunContext& ctx,
                                         std::int32_t lower_shift, std::int32_t upper_shift) {
  const std::int64_t c = ceil_log2(n);
  const std::int64_t lower = std::max<std::int64_t>(0, m - 1 + c + lower_shift);
  const std::int64_t upper = std::max<std::int64_t>(0, m + c + upper_shift);
  const MBcastOptimum o = mbcast_optimum(n, 1, 1, m, static_cast<std::uint32_t>(lower),
                                         static_cast<std::uint32_t>(upper), ctx);
  if (o.below)
    return Fields{{"(m-1)+ceil(log2 n)", lower},
                  {"a schedule of", static_cast<std::int64_t>(*o.below)},
                  {"schedule", o.schedule},
                  {"replays on the executor", "yes"}};
  if (!o.optimum)
    return Fields{{"m+ceil(log2 n)", upper},
                  {"schedule within m+ceil(log2 n) steps", "none exists"}};
  return std::nullopt;
}

Checker barnoy_kipnis_checker(const std::string& id, std::int32_t lower_shift,
                              std::int32_t upper_shift) {
  return {id, [id, lower_shift, upper_shift](const RunContext& ctx) {
            // ci: n <= 6, m <= 2; smoke n <= 4, m <= 2; deep n <= 10, m <= 4.
            const std::int64_t n = ctx.budget == Budget::smoke ? 4 : ctx.budget == Budget::ci ? 6 : 10;
            const std::int64_t m = ctx.budget == Budget::deep ? 4 : 2;
            Outcome o = run_exhaustive(
                {id,
                 {{"n", 2, n, 2, 16}, {"m", 1, m, 1, 8}},
                 {},
                 [&ctx, lower_shift, upper_shift](const Point& p) {
                   return barnoy_kipnis_case(static_cast<std::uint32_t>(p[0]),
                                             static_cast<std::uint32_t>(p[1]), ctx, lower_shift,
                                             upper_shift);
                 },
                 [](const Point& p) { return static_cast<std::uint64_t>(p[0] * p[0] * p[1]); }},
                ctx);
            if (o.verdict == Verdict::verified) o.verdict = Verdict::proved;
            o.domain.push_back({"k", std::uint64_t{1}});
            o.domain.push_back({"lambda", std::uint64_t{1}});
            o.domain.push_back({"rlimit_per_instance",
                                static_cast<std::uint64_t>(ctx.rlimit.value_or(kMBcastRlimit))});
            return o;
          }};
}

}  // namespace cc::postal_checks
