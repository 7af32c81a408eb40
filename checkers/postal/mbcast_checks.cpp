// The table of optima of the m-item broadcast on the postal model (checkers/postal/mbcast_checks.hpp).
#include "checkers/postal/mbcast_checks.hpp"

#include <algorithm>
#include <map>
#include <mutex>
#include <stdexcept>
#include <tuple>

#include "checkers/engine/domain.hpp"
#include "checkers/engine/exhaustive.hpp"
#include "checkers/engine/proof.hpp"
#include "spec/models/postal.hpp"
#include "synth/synth.hpp"

namespace cc::postal_checks {

namespace {

constexpr unsigned long long kMBcastRlimit = 200'000'000;
const char* const kMItemsCollectives[] = {"prefix", "reduce", "allreduce"};
// The (k, lambda) pairs of postal.optima.mitems_window's table.
constexpr std::uint32_t kMItemsKL[][2] = {{1, 1}, {2, 2}};

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

std::optional<Fields> mitems_optimum_case(const std::string& collective, std::uint32_t n,
                                          std::uint32_t k, std::uint32_t lambda, std::uint32_t m,
                                          const RunContext& ctx, std::int32_t lower_shift,
                                          std::uint32_t* steps) {
  synth::Request r;
  r.model = "postal";
  r.collective = collective;
  r.n = n;
  r.k = k;
  r.lambda = lambda;
  r.m = m;
  r.max_steps = 32;
  r.opts = query_options(ctx, "", kMBcastRlimit);
  // Throws (an error of the claim) if the executor rejects the solver's schedule.
  const synth::Answer a = synth::synthesize(r);
  const std::string at = collective + " at n = " + std::to_string(n) + ", k = " + std::to_string(k) +
                         ", lambda = " + std::to_string(lambda) + ", m = " + std::to_string(m);
  // The class above the certificate is a table entry "<= T" (a schedule of T steps, T - 1 not
  // excluded); anything else short of optimal is no answer.
  const bool decided = a.kind == synth::Answer::Kind::optimal;
  if (!decided && !(a.kind == synth::Answer::Kind::unproved && a.above_certificate))
    throw InconclusiveCase(at + ": " + a.proof);
  if (steps) *steps = decided ? a.steps : 1000 + a.steps;  // 1000 + T: "<= T"
  const std::int64_t bound = static_cast<std::int64_t>(mbcast_counts_bound(n, k, lambda, m)) + lower_shift;
  const auto T = static_cast<std::int64_t>(a.steps);
  if (T < bound)
    return Fields{{"collective", collective},
                  {decided ? "optimum (proved)" : "window class (not decided)", T},
                  {"the m-item broadcast's counts bound", bound},
                  {"schedule", "replays on the executor"}};
  if (n == 2 && (!decided || T != static_cast<std::int64_t>(lambda - 1 + m)))
    return Fields{{"collective", collective},
                  {decided ? "optimum (proved)" : "window class (not decided)", T},
                  {"lambda - 1 + m", static_cast<std::int64_t>(lambda - 1 + m)}};
  return std::nullopt;
}

Checker mitems_optima_checker(const std::string& id, std::int32_t lower_shift) {
  return {id, [id, lower_shift](const RunContext& ctx) {
            // smoke: n <= 3, m <= 2; ci: n <= 4, m <= 2; deep: n <= 6, m <= 3.
            const std::int64_t n = ctx.budget == Budget::smoke ? 3 : ctx.budget == Budget::ci ? 4 : 6;
            const std::int64_t m = ctx.budget == Budget::deep ? 3 : 2;
            std::mutex mu;
            std::map<std::tuple<std::int64_t, std::int64_t, std::int64_t, std::int64_t>, std::uint32_t> table;
            Outcome o = run_exhaustive(
                {id,
                 {{"collective", 0, 2, 0, 2}, {"kl", 0, 1, 0, 1}, {"m", 1, m, 1, 8}, {"n", 2, n, 2, 16}},
                 {},
                 [&](const Point& p) {
                   const auto* kl = kMItemsKL[p[1]];
                   std::uint32_t steps = 0;  // stays 0 ("?" in the table) when not decided
                   std::optional<Fields> bad;
                   try {
                     bad = mitems_optimum_case(kMItemsCollectives[p[0]], static_cast<std::uint32_t>(p[3]),
                                               kl[0], kl[1], static_cast<std::uint32_t>(p[2]), ctx,
                                               lower_shift, &steps);
                   } catch (const InconclusiveCase&) {
                     std::lock_guard<std::mutex> lock(mu);
                     table[{p[0], p[1], p[2], p[3]}] = 0;
                     throw;
                   }
                   std::lock_guard<std::mutex> lock(mu);
                   table[{p[0], p[1], p[2], p[3]}] = steps;
                   return bad;
                 },
                 [](const Point& p) { return static_cast<std::uint64_t>(p[3] * p[3] * p[2]); }},
                ctx);
            if (o.verdict == Verdict::verified) o.verdict = Verdict::proved;
            // The table, one row per collective, (k, lambda) and m: "prefix k=1 lambda=1 m=2: n=2:2 n=3:3".
            std::string note;
            std::string row, key;
            for (const auto& [pt, steps] : table) {
              const auto [c, kl, mm, nn] = pt;
              const std::string here = std::string(kMItemsCollectives[c]) + " k=" + std::to_string(kMItemsKL[kl][0]) +
                                       " lambda=" + std::to_string(kMItemsKL[kl][1]) + " m=" + std::to_string(mm);
              if (here != key) {
                if (!row.empty()) note += (note.empty() ? "" : "; ") + row;
                key = here;
                row = here + ":";
              }
              row += " n=" + std::to_string(nn) + ":" +
                     (steps == 0 && nn > 1 ? std::string("?")  // not decided within the rlimit
                      : steps >= 1000          ? "<=" + std::to_string(steps - 1000)
                                               : std::to_string(steps));
            }
            if (!row.empty()) note += (note.empty() ? "" : "; ") + row;
            // The table is kept beside what the verdict notes ("?": not decided within the rlimit).
            if (!note.empty()) o.note = (o.note.empty() ? "" : o.note + "; ") + "optima (steps) " + note;
            o.domain.push_back({"rlimit_per_query",
                                static_cast<std::uint64_t>(ctx.rlimit.value_or(kMBcastRlimit))});
            return o;
          }};
}

}  // namespace cc::postal_checks
