// logp.optima.group_synth: collcheck's table of optima of LogP prefix and allreduce, one operand
// per PE (docs/optima.md, "LogP prefix and allreduce"), computed by collcheck synth. The claim and
// the checker that decides it.
#include <map>
#include <mutex>
#include <tuple>
#include <vector>

#include "checkers/declare.hpp"
#include "checkers/engine/domain.hpp"
#include "checkers/engine/exhaustive.hpp"
#include "checkers/engine/proof.hpp"
#include "synth/synth.hpp"

namespace cc::logp_checks {

namespace {

constexpr unsigned long long kLogpGroupOptimaRlimit = 200'000'000;

// The (L, o, g) of the table.
const std::vector<std::tuple<std::int64_t, std::int64_t, std::int64_t>>& logp_group_optima_log() {
  static const std::vector<std::tuple<std::int64_t, std::int64_t, std::int64_t>> v{
      {2, 1, 2}, {1, 1, 1}, {3, 2, 2}};
  return v;
}

Checker logp_group_optima_checker(const std::string& id) {
  return {id, [id](const RunContext& ctx) {
            // smoke P <= 2, ci P <= 3, deep P <= 6.
            const std::int64_t hi = ctx.budget == Budget::smoke ? 2 : ctx.budget == Budget::ci ? 3 : 6;
            const std::vector<std::string> colls{"prefix", "allreduce"};
            const auto& log = logp_group_optima_log();
            std::mutex mu;
            std::map<std::tuple<std::string, std::int64_t, std::int64_t>, std::string> table;
            Outcome o = run_exhaustive(
                {id,
                 {{"P", 1, hi, 1, 16},
                  {"Log", 0, static_cast<std::int64_t>(log.size()) - 1, 0, static_cast<std::int64_t>(log.size()) - 1},
                  {"collective", 0, 1, 0, 1}},
                 {},
                 [&](const Point& p) -> std::optional<Fields> {
                   const auto [L, og, g] = log[static_cast<std::size_t>(p[1])];
                   const std::string& coll = colls[static_cast<std::size_t>(p[2])];
                   synth::Request r;
                   r.model = "logp";
                   r.collective = coll;
                   r.P = static_cast<std::uint32_t>(p[0]);
                   r.L = L;
                   r.o = og;
                   r.g = g;
                   r.max_steps = 128;
                   r.opts = query_options(ctx, "", kLogpGroupOptimaRlimit);
                   // Throws (an error of the claim) if the executor rejects the solver's schedule.
                   const synth::Answer a = synth::synthesize(r);
                   const std::string at = coll + " at P = " + std::to_string(p[0]) + ", L = " +
                                          std::to_string(L) + ", o = " + std::to_string(og) +
                                          ", g = " + std::to_string(g);
                   if (a.kind != synth::Answer::Kind::optimal) throw InconclusiveCase(at + ": " + a.proof);
                   {
                     std::lock_guard<std::mutex> lock(mu);
                     table[{coll, p[1], p[0]}] = std::to_string(a.steps);
                   }
                   const std::int64_t bound = p[0] == 1 ? 0 : L + 2 * og + 1;
                   if (static_cast<std::int64_t>(a.steps) < bound)
                     return Fields{{"at", at},
                                   {"optimum (proved)", static_cast<std::int64_t>(a.steps)},
                                   {"lower bound L + 2o + 1", bound}};
                   return std::nullopt;
                 },
                 [](const Point& p) { return static_cast<std::uint64_t>(p[0] * p[0] * p[0]); }},
                ctx);
            if (o.verdict == Verdict::verified) o.verdict = Verdict::proved;
            std::string note;
            for (const auto& coll : colls)
              for (std::size_t k = 0; k < log.size(); ++k) {
                std::string row;
                for (const auto& [key, val] : table)
                  if (std::get<0>(key) == coll && std::get<1>(key) == static_cast<std::int64_t>(k))
                    row += (row.empty() ? "" : " ") + ("P=" + std::to_string(std::get<2>(key)) + ":" + val);
                const auto [L, og, g] = log[k];
                if (!row.empty())
                  note += (note.empty() ? "" : "; ") + coll + " (L=" + std::to_string(L) + ",o=" +
                          std::to_string(og) + ",g=" + std::to_string(g) + ") " + row;
              }
            if (!note.empty() && o.note.empty()) o.note = note;
            o.domain.push_back({"rlimit_per_query",
                                static_cast<std::uint64_t>(ctx.rlimit.value_or(kLogpGroupOptimaRlimit))});
            return o;
          }};
}

}  // namespace

Declared claim_optima_group_synth() {
  ClaimList list("logp");
  list.add(
      "logp.optima.group_synth",
      "prefix and allreduce on the LogP model (collcheck's table of optima, docs/optima.md)",
      "On the LogP model (PE i holds operand i:i at time 0 and ends with 0:i, prefix, or 0:P-1, "
      "allreduce, in register c; a non-commutative operator), the least completion time is "
      "computed by collcheck synth: a schedule of the register class replayed on the executor, "
      "and one cycle less excluded for every program by the interval-flow query (unsat); it is "
      "at least L + 2o + 1 for P >= 2; every 1 <= P <= 3 and (L, o, g) in {(2, 1, 2), (1, 1, 1), "
      "(3, 2, 2)} on ci (smoke P <= 2; deep P <= 6)",
      Expect::holds, Method::proof);
  return declare(list, [](const std::string& claim) { return logp_group_optima_checker(claim); });
}

}  // namespace cc::logp_checks
