#include "checkers/groupops/synth_optima.hpp"

#include <map>
#include <mutex>
#include <stdexcept>
#include <tuple>
#include <vector>

#include "checkers/engine/domain.hpp"
#include "checkers/engine/exhaustive.hpp"
#include "checkers/engine/proof.hpp"
#include "synth/synth.hpp"

namespace cc::groupops_checks {

namespace {

constexpr unsigned long long kSynthOptimaRlimit = 200'000'000;

const std::vector<std::string>& collectives(const std::string& model) {
  static const std::vector<std::string> cube{"prefix", "allreduce", "reduce", "broadcast"};
  static const std::vector<std::string> pram{"prefix", "allreduce", "reduce"};
  return model == "hypercube" ? cube : pram;
}

}  // namespace

Checker synth_optima_checker(const std::string& id, const std::string& model, int slides_shift) {
  return {id, [id, model, slides_shift](const RunContext& ctx) {
            // hypercube: ci N <= 4, smoke N <= 3, deep N <= 8; pram: ci N <= 3, smoke N <= 2,
            // deep N <= 5.
            const bool cube = model == "hypercube";
            const std::int64_t hi = ctx.budget == Budget::smoke ? (cube ? 3 : 2)
                                    : ctx.budget == Budget::ci  ? (cube ? 4 : 3)
                                                                : (cube ? 8 : 5);
            const auto& colls = collectives(model);
            std::mutex mu;
            std::map<std::pair<std::string, std::int64_t>, std::string> table;
            Outcome o = run_exhaustive(
                {id,
                 {{"N", 1, hi, 1, 16},
                  {"collective", 0, static_cast<std::int64_t>(colls.size()) - 1, 0,
                   static_cast<std::int64_t>(colls.size()) - 1}},
                 {},
                 [&](const Point& p) -> std::optional<Fields> {
                   const auto N = static_cast<std::uint32_t>(p[0]);
                   const std::string& coll = colls[static_cast<std::size_t>(p[1])];
                   synth::Request r;
                   r.model = model;
                   r.collective = coll;
                   r.n = N;
                   r.max_steps = 32;
                   r.opts = query_options(ctx, "", kSynthOptimaRlimit);
                   // Throws (an error of the claim) if the executor rejects the solver's schedule.
                   const synth::Answer a = synth::synthesize(r);
                   if (a.kind != synth::Answer::Kind::optimal)
                     throw InconclusiveCase(coll + " at N = " + std::to_string(N) + ": " + a.proof);
                   const synth::SlidesCount s = synth::slides_count(model, coll, N);
                   const std::int64_t slides = static_cast<std::int64_t>(s.steps) - slides_shift;
                   {
                     std::lock_guard<std::mutex> lock(mu);
                     table[{coll, p[0]}] = std::to_string(a.steps) + "/" + std::to_string(slides);
                   }
                   if (!s.correct)
                     return Fields{{"collective", coll}, {"N", p[0]}, {"the slides' " + s.what, "not correct on the witness"}};
                   if (slides < static_cast<std::int64_t>(a.steps))
                     return Fields{{"collective", coll},
                                   {"N", p[0]},
                                   {"optimum (proved)", static_cast<std::int64_t>(a.steps)},
                                   {"the slides' " + s.what, slides},
                                   {"so", "a correct schedule faster than the proved optimum: a wrong certificate"}};
                   // Powers of two on the hypercube: Theorem 1's ceil(log2 N) is reached.
                   if (cube && (N & (N - 1)) == 0 && a.steps != a.lower)
                     return Fields{{"collective", coll}, {"N", p[0]},
                                   {"optimum (proved)", static_cast<std::int64_t>(a.steps)},
                                   {"ceil(log2 N)", static_cast<std::int64_t>(a.lower)}};
                   return std::nullopt;
                 },
                 [](const Point& p) { return static_cast<std::uint64_t>(p[0] * p[0]); }},
                ctx);
            if (o.verdict == Verdict::verified) o.verdict = Verdict::proved;
            std::string note;
            for (const auto& coll : colls) {
              std::string row;
              for (const auto& [key, val] : table)
                if (key.first == coll) row += (row.empty() ? "" : " ") + ("N=" + std::to_string(key.second) + ":" + val);
              if (!row.empty()) note += (note.empty() ? "" : "; ") + coll + " (optimum/slides) " + row;
            }
            if (!note.empty() && o.note.empty()) o.note = note;
            o.domain.push_back({"rlimit_per_query",
                                static_cast<std::uint64_t>(ctx.rlimit.value_or(kSynthOptimaRlimit))});
            return o;
          }};
}

}  // namespace cc::groupops_checks
