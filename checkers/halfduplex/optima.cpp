// The table of optima of the half-duplex prefix's communication steps (checkers/halfduplex/optima.hpp).
#include "checkers/halfduplex/optima.hpp"
#include "checkers/halfduplex/common.hpp"

#include <algorithm>

#include "checkers/engine/domain.hpp"
#include "checkers/engine/exhaustive.hpp"
#include "spec/algorithms/halfduplex_prefix.hpp"
#include "spec/models/halfduplex.hpp"
#include "synth/synth.hpp"

namespace cc::halfduplex_checks {

namespace {

constexpr unsigned long long kOptimaRlimit = 200'000'000;

std::int64_t least_n(std::int64_t p, std::int64_t k) {
  const std::int64_t d = p * p + k * p + k + 1;
  return std::max(p, d % 2 == 0 ? d / 2 : d);
}

std::optional<Fields> optima_case(std::int64_t p, std::int64_t k, std::int64_t shift,
                                  const RunContext& ctx) {
  const std::int64_t n = least_n(p, k);
  synth::Request r;
  r.model = "halfduplex";
  r.collective = "prefix";
  r.n = static_cast<std::uint32_t>(n);
  r.P = static_cast<std::uint32_t>(p);
  r.opts.rlimit = ctx.rlimit.value_or(kOptimaRlimit);
  const synth::Answer a = synth::synthesize(r);
  if (a.kind != synth::Answer::Kind::optimal)
    throw InconclusiveCase("synth did not decide n = " + std::to_string(n) + ", p = " +
                           std::to_string(p) + ": " + a.proof);
  const std::int64_t opt = static_cast<std::int64_t>(a.steps) + shift;
  if (opt < ceil_log2(p))
    return Fields{{"n", n}, {"optimum", opt}, {"ceil(log2 p)", ceil_log2(p)}};
  using halfduplex::Algorithm;
  const auto& var = halfduplex::find_variant("paper");
  for (const auto alg : {Algorithm::A, Algorithm::B, Algorithm::E, Algorithm::F}) {
    if ((alg == Algorithm::B || alg == Algorithm::F) && !(k >= 2 && p >= 2 * k + 1)) continue;
    const auto ex = halfduplex::execute(halfduplex::algorithm(alg, n, p, k, var));
    const std::string nm = alg == Algorithm::A && k == 1 ? "L" : halfduplex::name(alg);
    if (ex.violation || ex.missing)
      return Fields{{"n", n}, {"algorithm", nm}, {"run", std::string("fails (a violation or a missing prefix)")}};
    if (ex.communication_steps < opt)
      return Fields{{"n", n},
                    {"algorithm", nm},
                    {"its communication steps", ex.communication_steps},
                    {"the optimum", opt}};
  }
  return std::nullopt;
}

}  // namespace

Checker optima_prefix_comm_checker(const std::string& id, std::int64_t shift) {
  return {id, [id, shift](const RunContext& ctx) {
            const std::int64_t pmax = ctx.budget == Budget::smoke ? 4 : ctx.budget == Budget::ci ? 6 : 8;
            Outcome o = run_exhaustive(
                {id,
                 {{"p", 2, pmax, 2, 16}, {"k", 1, pmax - 1, 1, 15}},
                 [](const Point& pt) { return pt[1] < pt[0] && (pt[0] - 1) % pt[1] == 0; },
                 [&ctx, shift](const Point& pt) { return optima_case(pt[0], pt[1], shift, ctx); },
                 [](const Point& pt) { return static_cast<std::uint64_t>(pt[0] * pt[0]); }},
                ctx);
            if (o.verdict == Verdict::verified) o.verdict = Verdict::proved;
            o.domain.push_back({"n", std::string("the least meeting Theorem 7's precondition")});
            o.domain.push_back({"rlimit_per_instance",
                                static_cast<std::uint64_t>(ctx.rlimit.value_or(kOptimaRlimit))});
            return o;
          }};
}

}  // namespace cc::halfduplex_checks
