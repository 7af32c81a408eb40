// The postal family's proof claims: Theorem 1's counting step and Lemma 3's index arithmetic
// (Z3, unbounded integers), and the bounded model checks against every schedule (Z3 over Boolean
// send variables, every sat schedule replayed on the PostalNetwork executor): Theorem 1, section
// 3.1's "an optimal algorithm must have kG(j-1) receivers" (with a whole prefix schedule as the
// witness) and the optimality of Algorithm B.
#include "checkers/postal/proof_checks.hpp"

#include <algorithm>

#include "checkers/engine/exhaustive.hpp"
#include "checkers/engine/proof.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/common.hpp"
#include "checkers/postal/counts.hpp"
#include "proofs/postal_bmc.hpp"
#include "proofs/postal_obligations.hpp"
#include "spec/models/postal_arith.hpp"

namespace cc::postal_checks {

// Replays a schedule decoded from a sat model on the executor; returns what went wrong, if
// anything (a model that does not replay is a defect of the encoding).
BroadcastReplay replay_holders(Pe n, u64 k, u64 lambda, std::uint32_t steps, const Sends& sends) {
  BroadcastReplay out;
  postal::PostalNetwork<char> net(n, k, lambda);
  std::vector<char> has(n, 0);
  has[0] = 1;
  std::vector<std::pair<Pe, std::size_t>> recv;
  for (std::uint32_t t = 1; t <= steps; ++t) {
    for (auto [a, b] : sends[t - 1]) net.send(a, b, has[a]);
    recv.clear();
    if (t + 1 >= lambda + 1)
      for (auto [a, b] : sends[t - lambda]) recv.push_back({b, net.receive(b, a)});
    if (auto bad = net.commit()) {
      out.defect = bad->detail;
      return out;
    }
    for (auto [b, idx] : recv) has[b] = has[b] || net.received(idx);
  }
  if (auto bad = net.finish()) {
    out.defect = bad->detail;
    return out;
  }
  for (Pe b = 0; b < n; ++b)
    if (has[b])
      ++out.holders;
    else if (!out.missing)
      out.missing = b;
  return out;
}

// Replays a schedule decoded from a sat model on the executor; returns what went wrong, if
// anything (a model that does not replay is a defect of the encoding).
std::optional<std::string> replay_broadcast(
    Pe n, u64 k, u64 lambda, std::uint32_t steps,
    const std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>>& sends) {
  const BroadcastReplay r = replay_holders(n, k, lambda, steps, sends);
  if (r.defect) return r.defect;
  if (r.missing)
    return "PE " + std::to_string(*r.missing) + " does not hold v(0) after the schedule";
  return std::nullopt;
}

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

std::string schedule_text(const Sends& sends) {
  std::string sched;
  for (std::size_t t = 0; t < sends.size(); ++t)
    for (auto [a, b] : sends[t])
      sched += (sched.empty() ? "" : " ") + std::to_string(t + 1) + ":" + std::to_string(a) + "->" +
               std::to_string(b);
  return sched.empty() ? "no sends" : sched;
}

std::string pe_set(const std::vector<Pe>& v) {
  std::string s = "{";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + "}";
}

// Replays a prefix schedule of the window class on the executor with interval witnesses: every
// PE i starts with c(i) = i, sends its c, and in its receive step combines the messages that
// chain onto c(i) from the highest sender down (witness::combine refuses anything else). Returns
// what went wrong, if anything, and the PEs that receive in step j + lambda - 1 a message sent in
// step j that contains v(0).
struct PrefixReplay {
  std::optional<std::string> defect;
  std::vector<Pe> v0_receivers;
};

PrefixReplay replay_prefix(Pe n, u64 k, u64 lambda, std::uint32_t steps, const Sends& sends,
                           std::uint32_t j) {
  PrefixReplay out;
  postal::PostalNetwork<Interval> net(n, k, lambda);
  std::vector<Interval> c(n);
  for (Pe i = 0; i < n; ++i) c[i] = Interval::single(i);
  std::vector<std::pair<std::pair<Pe, Pe>, std::size_t>> recv;  // ((to, from), index)
  for (std::uint32_t t = 1; t <= steps; ++t) {
    for (auto [a, b] : sends[t - 1]) net.send(a, b, c[a]);
    recv.clear();
    const std::uint32_t sent = t + 1 >= lambda + 1 ? static_cast<std::uint32_t>(t + 1 - lambda) : 0;
    if (sent >= 1)
      for (auto [a, b] : sends[sent - 1]) recv.push_back({{b, a}, net.receive(b, a)});
    if (auto bad = net.commit()) {
      out.defect = bad->detail;
      return out;
    }
    std::sort(recv.begin(), recv.end(), [](const auto& x, const auto& y) {
      return x.first.first != y.first.first ? x.first.first < y.first.first
                                            : x.first.second > y.first.second;
    });
    for (const auto& [ends, idx] : recv) {
      const Interval& msg = net.received(idx);
      if (sent == j && msg.valid() && msg.lo == 0) out.v0_receivers.push_back(ends.first);
      const Interval joined = witness::combine(msg, c[ends.first]);
      if (joined.valid()) c[ends.first] = joined;
    }
  }
  if (auto bad = net.finish()) out.defect = bad->detail;
  for (Pe i = 0; i < n && !out.defect; ++i)
    if (c[i] != Interval::range(0, i))
      out.defect = "PE " + std::to_string(i) + " holds " + witness::to_string(c[i]) +
                   " after step " + std::to_string(steps);
  out.v0_receivers.erase(std::unique(out.v0_receivers.begin(), out.v0_receivers.end()),
                         out.v0_receivers.end());
  return out;
}

std::vector<Axis> counts_axes(Budget b) {
  const std::int64_t n = b == Budget::smoke ? 12 : b == Budget::ci ? 32 : 64;
  return {{"n", 1, n, 1, 128}, {"k", 1, 4, 1, 8}, {"lambda", 1, 4, 1, 4}};
}

// The states of the count search grow about as n^lambda / lambda!.
std::uint64_t counts_weight(const Point& p) {
  std::uint64_t w = 1;
  for (std::int64_t i = 0; i < p[2]; ++i) w *= static_cast<std::uint64_t>(p[0]);
  return w;
}

std::vector<Axis> bmc_axes(Budget b) {
  const std::int64_t n = b == Budget::smoke ? 6 : b == Budget::ci ? 14 : 16;
  const std::int64_t kl = b == Budget::smoke ? 2 : 3;
  return {{"n", 1, n, 1, 24}, {"k", 1, kl, 1, 8}, {"lambda", 1, kl, 1, 8}};
}

constexpr unsigned long long kBmcRlimit = 200'000'000;

}  // namespace

std::optional<Fields> bmc_case(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                               std::uint32_t m, const RunContext& ctx) {
  proofs::ProofOptions opts = query_options(ctx, "", kBmcRlimit);
  auto tag =
      "postal_bmc_n" + std::to_string(n) + "_k" + std::to_string(k) + "_l" + std::to_string(lambda);
  if (m >= 1) {
    opts.name = tag + "_steps" + std::to_string(m - 1);
    const auto below = proofs::postal_broadcast_bmc(n, k, lambda, m - 1, opts);
    if (below.result.status == proofs::Status::unknown)
      throw InconclusiveCase("m-1 = " + std::to_string(m - 1) +
                             " steps: " + proofs::unknown_text(below.result));
    if (below.result.status == proofs::Status::counterexample) {
      if (auto bad = replay_broadcast(n, k, lambda, m - 1, below.sends))
        throw std::runtime_error("a schedule from the solver does not replay: " + *bad);
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
    throw InconclusiveCase("m = " + std::to_string(m) +
                           " steps: " + proofs::unknown_text(at.result));
  if (at.result.status == proofs::Status::proved)
    return Fields{{"m", static_cast<std::uint64_t>(m)}, {"schedule within m steps", "none exists"}};
  if (auto bad = replay_broadcast(n, k, lambda, m, at.sends))
    throw std::runtime_error("a schedule from the solver does not replay: " + *bad);
  return std::nullopt;
}

bool receivers_admissible(std::uint32_t n, std::uint32_t k, std::uint32_t lambda, std::uint32_t j) {
  postal::GSequence G(k, lambda);
  const std::size_t m = G.min_steps(n);
  return j >= 1 && j + lambda - 1 <= m && G(j + lambda - 1) <= n;
}

std::optional<Fields> receivers_case(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                     std::uint32_t j, const RunContext& ctx) {
  postal::GSequence G(k, lambda);
  const auto m = static_cast<std::uint32_t>(G.min_steps(n));
  const u64 need = k * G(j - 1);
  const proofs::ReceiverLimit limit{j, static_cast<std::uint32_t>(need - 1)};
  proofs::ProofOptions opts = query_options(ctx, "", kBmcRlimit);
  const auto tag = "postal_receivers_n" + std::to_string(n) + "_k" + std::to_string(k) + "_l" +
                   std::to_string(lambda) + "_j" + std::to_string(j);
  // Every prefix algorithm broadcasts v(0): no broadcast schedule with so few receivers, no
  // prefix algorithm either.
  opts.name = tag + "_broadcast";
  const auto b = proofs::postal_broadcast_bmc(n, k, lambda, m, opts, limit);
  if (b.result.status == proofs::Status::unknown)
    throw InconclusiveCase("broadcast query: " + proofs::unknown_text(b.result));
  if (b.result.status == proofs::Status::proved) return std::nullopt;
  if (auto bad = replay_broadcast(n, k, lambda, m, b.sends))
    throw std::runtime_error("a schedule from the solver does not replay: " + *bad);
  // A broadcast exists; a whole prefix algorithm of the window class, replayed, is the witness.
  opts.name = tag + "_prefix";
  const auto w = proofs::postal_prefix_window_bmc(n, k, lambda, m, opts, limit);
  if (w.result.status == proofs::Status::unknown)
    throw InconclusiveCase("prefix query: " + proofs::unknown_text(w.result));
  if (w.result.status == proofs::Status::proved)
    throw InconclusiveCase("a broadcast of v(0) has at most " + std::to_string(need - 1) +
                           " receivers in step " + std::to_string(j + lambda - 1) +
                           ", but no prefix schedule of the window class does");
  const auto r = replay_prefix(n, k, lambda, m, w.sends, j);
  if (r.defect)
    throw std::runtime_error("a prefix schedule from the solver does not replay: " + *r.defect);
  if (r.v0_receivers.size() >= need)
    throw std::runtime_error("a prefix schedule from the solver has " +
                             std::to_string(r.v0_receivers.size()) + " receivers of v(0)");
  return Fields{{"m", static_cast<std::uint64_t>(m)},
                {"step j+lambda-1", static_cast<std::uint64_t>(j + lambda - 1)},
                {"kG(j-1)", need},
                {"receive v(0) data", pe_set(r.v0_receivers)},
                {"schedule", schedule_text(w.sends)},
                {"after step m", "c(i) = 0:i on every PE (replayed)"}};
}

std::optional<Fields> tight_case(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                 const RunContext& ctx) {
  postal::GSequence G(k, lambda);
  const auto m = static_cast<std::uint32_t>(G.min_steps(n));
  proofs::ProofOptions opts = query_options(ctx, "", kBmcRlimit);
  for (std::uint32_t j = 1; j + lambda - 1 <= m; ++j) {
    const u64 need = k * G(j - 1);
    opts.name = "postal_tight_n" + std::to_string(n) + "_k" + std::to_string(k) + "_l" +
                std::to_string(lambda) + "_j" + std::to_string(j);
    const auto b = proofs::postal_broadcast_bmc(
        n, k, lambda, m, opts, proofs::ReceiverLimit{j, static_cast<std::uint32_t>(need - 1)});
    if (b.result.status == proofs::Status::unknown)
      throw InconclusiveCase("j = " + std::to_string(j) + ": " + proofs::unknown_text(b.result));
    if (b.result.status == proofs::Status::proved) continue;
    if (auto bad = replay_broadcast(n, k, lambda, m, b.sends))
      throw std::runtime_error("a schedule from the solver does not replay: " + *bad);
    std::vector<Pe> got;
    if (j <= b.sends.size())
      for (auto [a, r] : b.sends[j - 1]) got.push_back(r);
    std::sort(got.begin(), got.end());
    got.erase(std::unique(got.begin(), got.end()), got.end());
    return Fields{{"m", static_cast<std::uint64_t>(m)},
                  {"G(m)", G(m)},
                  {"j", static_cast<std::uint64_t>(j)},
                  {"kG(j-1)", need},
                  {"receive v(0) in step j+lambda-1", pe_set(got)},
                  {"schedule", schedule_text(b.sends)}};
  }
  return std::nullopt;
}

std::optional<Fields> algb_optimal_case(std::uint32_t p, std::uint32_t k, std::uint32_t lambda,
                                        std::uint32_t shift) {
  const auto m = static_cast<std::uint32_t>(*postal::min_steps(p, k, lambda, ~u64{0}));
  // Theorem 1 with n := p against every schedule on p PEs, by the count search (its witness within
  // m_p steps replayed on the executor).
  if (auto bad = counts_case(p, k, lambda, m + shift)) return bad;
  static const auto paper = postal::find_prefix_variant("A");
  for (const u64 n : {u64{p} + 1, 2 * u64{p} + 1}) {
    std::vector<Interval> out;
    const auto run = postal::run_algorithm_b(*paper, n, p, k, lambda, out, nullptr);
    if (run.violation) return Fields{{"n", n}, {"violation", run.violation->detail}};
    if (run.steps_run != m)
      return Fields{{"n", n}, {"m", static_cast<std::uint64_t>(m)}, {"steps run", run.steps_run}};
    for (u64 x = 0; x < n; ++x)
      if (out[x] != Interval::range(0, static_cast<std::int64_t>(x)))
        return Fields{{"n", n}, {"x", x}, {"u(x)", witness::to_string(out[x])}};
  }
  return std::nullopt;
}

namespace {

std::int64_t budget_value(Budget b, std::int64_t smoke, std::int64_t ci, std::int64_t deep) {
  return b == Budget::smoke ? smoke : b == Budget::ci ? ci : deep;
}

std::uint32_t u32(std::int64_t v) { return static_cast<std::uint32_t>(v); }

}  // namespace

Checker receivers_checker(const std::string& id) {
  return {
      id, [id](const RunContext& ctx) {
        const std::int64_t n = budget_value(ctx.budget, 5, 8, 10);
        const std::int64_t kl = budget_value(ctx.budget, 2, 3, 3);
        return run_exhaustive(
            {id,
             {{"n", 1, n, 1, 16}, {"k", 1, kl, 1, 4}, {"lambda", 1, kl, 1, 4}, {"j", 1, 12, 1, 16}},
             [](const Point& p) {
               return receivers_admissible(u32(p[0]), u32(p[1]), u32(p[2]), u32(p[3]));
             },
             [&ctx](const Point& p) {
               return receivers_case(u32(p[0]), u32(p[1]), u32(p[2]), u32(p[3]), ctx);
             },
             [](const Point& p) { return static_cast<std::uint64_t>(p[0] * p[0]); }},
            ctx);
      }};
}

Checker tight_checker(const std::string& id, bool tight_only) {
  return {
      id, [id, tight_only](const RunContext& ctx) {
        const std::int64_t n = budget_value(ctx.budget, 6, 12, 16);
        const std::int64_t kl = budget_value(ctx.budget, 2, 3, 3);
        Outcome o = run_exhaustive(
            {id,
             {{"n", 2, n, 2, 24}, {"k", 1, kl, 1, 8}, {"lambda", 1, kl, 1, 8}},
             [tight_only](const Point& p) {
               postal::GSequence G(u32(p[1]), u32(p[2]));
               return !tight_only ||
                      G(G.min_steps(static_cast<u64>(p[0]))) == static_cast<u64>(p[0]);
             },
             [&ctx](const Point& p) { return tight_case(u32(p[0]), u32(p[1]), u32(p[2]), ctx); },
             [](const Point& p) { return static_cast<std::uint64_t>(p[0] * p[0]); }},
            ctx);
        if (o.verdict == Verdict::verified) o.verdict = Verdict::proved;
        o.domain.push_back({"n", tight_only ? "n = G(m) only" : "every n (planted)"});
        return o;
      }};
}

Checker algb_optimal_checker(const std::string& id, std::uint32_t shift) {
  return {id, [id, shift](const RunContext& ctx) {
            std::vector<Axis> axes = counts_axes(ctx.budget);
            axes[0].name = "p";
            Outcome o = run_exhaustive(
                {id,
                 axes,
                 {},
                 [shift](const Point& q) {
                   return algb_optimal_case(u32(q[0]), u32(q[1]), u32(q[2]), shift);
                 },
                 counts_weight},
                ctx);
            // Every case of the domain executed: verified (proved is for Z3's unsat).
            o.domain.push_back({"n", "p + 1 and 2p + 1 for B's run"});
            return o;
          }};
}

std::vector<Checker> planted_proof_checkers() {
  return {tight_checker("postal.sec31.receivers.tight", false),
          algb_optimal_checker("postal.algB.optimal", 1)};
}

Checker counting_step_checker(const std::string& id) {
  return {id, [id](const RunContext& ctx) {
            return run_obligations(id,
                                   obligations(proofs::postal_counting_step_obligations(),
                                               [](const std::string&, const postal::Values& x) {
                                                 return postal::counting_step_counterexample(x);
                                               }),
                                   {{"j", "all >= 1"}, {"k", "all >= 1"}, {"lambda", "all >= 1"}},
                                   ctx);
          }};
}

Checker induction_arith_checker(const std::string& id) {
  return {id, [id](const RunContext& ctx) {
            return run_obligations(
                id, obligations(proofs::postal_lemma3_obligations(), postal::lemma3_counterexample),
                {{"T", "all"},
                 {"n", "all > i"},
                 {"k", "all >= 1"},
                 {"lambda", "all >= 1"},
                 {"G", "all positive values with G(T+1) = G(T) + k G(T-lambda+1)"}},
                ctx);
          }};
}

Checker bmc_checker(const std::string& id) {
  return {id, [id](const RunContext& ctx) {
            Outcome o = run_exhaustive(
                {id,
                 bmc_axes(ctx.budget),
                 {},
                 [&ctx](const Point& p) {
                   const auto n = static_cast<std::uint32_t>(p[0]);
                   const auto k = static_cast<std::uint32_t>(p[1]);
                   const auto lambda = static_cast<std::uint32_t>(p[2]);
                   return bmc_case(
                       n, k, lambda,
                       static_cast<std::uint32_t>(*postal::min_steps(n, k, lambda, ~u64{0})), ctx);
                 },
                 [](const Point& p) { return static_cast<std::uint64_t>(p[0] * p[0]); }},
                ctx);
            if (o.verdict == Verdict::verified) o.verdict = Verdict::proved;
            o.domain.push_back({"rlimit_per_instance",
                                static_cast<std::uint64_t>(ctx.rlimit.value_or(kBmcRlimit))});
            return o;
          }};
}

std::optional<Fields> counts_case(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                  std::uint32_t m, CountsPlant plant) {
  // Every layer up to m: the search stops at the first layer with all n PEs holding v(0).
  const CountsResult r = postal_broadcast_counts(n, k, lambda, m, plant);
  if (!r.least)
    return Fields{{"m", static_cast<std::uint64_t>(m)},
                  {"schedule within m steps", "none exists"},
                  {"count states", r.states}};
  // The witness as concrete sends, replayed on the k-port executor: the steps are shown by an
  // executed schedule, not only by the abstraction.
  const Sends sends = counts_schedule(n, k + plant.extra_ports, lambda, r.fresh);
  const auto bad = replay_broadcast(n, k, lambda, *r.least, sends);
  if (*r.least < m) {
    std::string fresh;
    for (auto x : r.fresh) fresh += (fresh.empty() ? "" : ",") + std::to_string(x);
    return Fields{{"m", static_cast<std::uint64_t>(m)},
                  {"informs all in", static_cast<std::uint64_t>(*r.least)},
                  {"new PEs per step", fresh},
                  {"schedule", schedule_text(sends)},
                  {"replays on the executor", bad ? "no: " + *bad : std::string("yes")}};
  }
  if (bad) throw std::runtime_error("a schedule from the count search does not replay: " + *bad);
  return std::nullopt;
}

Checker counts_checker(const std::string& id) {
  return {id, [id](const RunContext& ctx) {
            Outcome o = run_exhaustive(
                {id,
                 counts_axes(ctx.budget),
                 {},
                 [](const Point& p) {
                   const auto n = static_cast<std::uint32_t>(p[0]);
                   const auto k = static_cast<std::uint32_t>(p[1]);
                   const auto lambda = static_cast<std::uint32_t>(p[2]);
                   return counts_case(
                       n, k, lambda,
                       static_cast<std::uint32_t>(*postal::min_steps(n, k, lambda, ~u64{0})));
                 },
                 counts_weight},
                ctx);
            // Every case of the domain executed: verified (proved is for Z3's unsat).
            return o;
          }};
}

std::optional<Fields> holders_case(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                   std::uint32_t m, CountsPlant plant) {
  const HoldersResult r = postal_most_holders(n, k, lambda, m, plant);
  postal::GSequence G(k, lambda);
  for (std::uint32_t t = 0; t <= m; ++t) {
    const u64 g = G(t);
    // The schedule that reaches r.most[t] holders after step t, as concrete sends; the sends of
    // steps after t - lambda + 1 are left out: they arrive after step t and hold nobody by then.
    Sends sends = counts_schedule(n, k + plant.extra_ports, lambda, r.fresh[t]);
    for (std::uint32_t s = 1; s <= t; ++s)
      if (s + lambda > t + 1) sends[s - 1].clear();
    const BroadcastReplay replay = replay_holders(n, k, lambda, t, sends);
    const std::string replayed = replay.defect ? "no: " + *replay.defect
                                               : "yes, " + std::to_string(replay.holders) +
                                                     " PEs hold v(0) after step t";
    if (r.most[t] > g || r.most[t] < std::min<u64>(n, g))
      return Fields{{"t", static_cast<std::uint64_t>(t)},
                    {"G(t)", g},
                    {"most holders after step t", static_cast<std::uint64_t>(r.most[t])},
                    {"schedule", schedule_text(sends)},
                    {"replays on the executor", replayed}};
    if (replay.defect)
      throw std::runtime_error("a schedule from the count search does not replay: " +
                               *replay.defect);
    if (replay.holders != r.most[t])
      throw std::runtime_error("the count search's schedule has " + std::to_string(r.most[t]) +
                               " holders after step " + std::to_string(t) +
                               ", the executor counts " + std::to_string(replay.holders));
  }
  return std::nullopt;
}

Checker holders_checker(const std::string& id) {
  return {id, [id](const RunContext& ctx) {
            return run_exhaustive(
                {id,
                 counts_axes(ctx.budget),
                 {},
                 [](const Point& p) {
                   const auto n = static_cast<std::uint32_t>(p[0]);
                   const auto k = static_cast<std::uint32_t>(p[1]);
                   const auto lambda = static_cast<std::uint32_t>(p[2]);
                   return holders_case(
                       n, k, lambda,
                       static_cast<std::uint32_t>(*postal::min_steps(n, k, lambda, ~u64{0})));
                 },
                 counts_weight},
                ctx);
          }};
}

}  // namespace cc::postal_checks
