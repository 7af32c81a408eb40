#include "checkers/engine/proof.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>

#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"

namespace cc {

proofs::ProofOptions query_options(const RunContext& ctx, std::string name,
                                   unsigned long long rlimit) {
  proofs::ProofOptions opts;
  opts.rlimit = ctx.rlimit.value_or(rlimit);
  opts.solver = ctx.solver;
  opts.cvc5_tlimit_ms = ctx.cvc5_tlimit_ms.value_or(proofs::kCvc5TimeLimitMs);
  opts.emit_dir = ctx.emit_smt2_dir;
  opts.claim = ctx.claim;
  opts.name = std::move(name);
  return opts;
}

Outcome run_obligations(const std::string& claim, const std::vector<ObligationSpec>& obligations,
                        const Fields& domain, const RunContext& ctx) {
  if (ctx.pinned)
    throw UsageError("--case: claim " + claim +
                     " is a proof over all parameters; it has no case to pin");
  const std::size_t count = obligations.size();
  std::vector<proofs::ProofResult> results(count);
  if (ctx.progress) ctx.progress->begin(claim, count);
  // Last obligation first: per-size families list the largest (slowest) instance last, so the
  // threads finish together.
  std::atomic<std::size_t> next{count};
  std::mutex mutex;
  std::exception_ptr failure;
  auto worker = [&] {
    for (std::size_t i; (i = next.fetch_sub(1)) >= 1 && i <= count;) {
      const ObligationSpec& ob = obligations[i - 1];
      const proofs::ProofOptions opts = query_options(ctx, ob.name, ob.rlimit);
      try {
        results[i - 1] = ob.prove(opts);
      } catch (...) {
        std::lock_guard lock(mutex);
        failure = std::current_exception();
        return;
      }
      if (ctx.progress) ctx.progress->advance();
    }
  };
  std::vector<std::thread> threads;
  const std::size_t jobs = std::max<std::size_t>(1, std::min<std::size_t>(ctx.jobs, count));
  // A query of this claim is interrupted when the claim's stop scope is (--timeout).
  StopScope* const scope = current_stop_scope();
  for (std::size_t t = 1; t < jobs; ++t)
    threads.emplace_back([&worker, scope] {
      const StopScope::Enter enter(scope);
      worker();
    });
  worker();
  for (auto& t : threads) t.join();
  if (failure) std::rethrow_exception(failure);

  Outcome out;
  out.domain = domain;
  out.domain.push_back(
      {"rlimit_per_obligation",
       static_cast<std::uint64_t>(count ? ctx.rlimit.value_or(obligations[0].rlimit) : 0)});
  out.cases = count;
  std::string unknown;
  for (std::size_t i = 0; i < count; ++i) {
    const auto& r = results[i];
    const auto& ob = obligations[i];
    if (r.status == proofs::Status::counterexample) {
      Fields model{{"obligation", ob.name}};
      for (const auto& [k, v] : r.model) model.push_back({k, v});
      auto shown = ob.recheck(r);
      if (!shown) {
        out.verdict = Verdict::error;
        out.note = "Z3 returned a model for " + ob.name +
                   " that does not re-check in spec/: " + to_text(model);
        return out;
      }
      for (auto& f : *shown) model.push_back(std::move(f));
      out.verdict = Verdict::refuted;
      out.counterexample = std::move(model);
      return out;
    }
    if (r.status == proofs::Status::unknown && unknown.empty())
      unknown = ob.name + ": " + proofs::unknown_text(r);
  }
  if (!unknown.empty()) {
    out.verdict = Verdict::inconclusive;
    out.note = unknown;
  } else {
    out.verdict = Verdict::proved;
  }
  return out;
}

}  // namespace cc
