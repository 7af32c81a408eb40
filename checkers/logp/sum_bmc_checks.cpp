// The summation optimum (SumSearch, spec/algorithms/logp_sum_opt.hpp) against every LogP program
// in the value vocabulary, no tree assumed: a bounded model check on the proof engine
// (proofs/logp_bmc.hpp) per (P, L, o, g, T). "most + 1" must be unsat (no program beats the
// search); "most" must be sat, and the program the solver returns is replayed on the executor
// (spec/models/logp.hpp), which must accept it with PE 0 holding 0:most-1 by T (the encoding
// reaches the optimum; the solver is never trusted). A sat "most + 1" whose program the executor
// accepts is a counterexample to the search (R1 would be wrong); one it rejects is a defect of
// the encoding, an error.
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "checkers/engine/exhaustive.hpp"
#include "checkers/engine/proof.hpp"
#include "checkers/logp/checkers.hpp"
#include "checkers/logp/common.hpp"
#include "checkers/logp/domains.hpp"
#include "proofs/logp_bmc.hpp"
#include "spec/algorithms/logp_sum_opt.hpp"

namespace cc::logp_checks {

using namespace logp;

namespace {

// Every point's two queries run under this Z3 rlimit (--rlimit overrides it).
constexpr unsigned long long kSumBmcRlimit = 400'000'000;

}  // namespace

std::string program_text(const Schedule& s) {
  std::string out;
  for (Pe p = 0; p < s.program.size(); ++p) {
    out += (p ? "; " : "") + std::string("PE ") + std::to_string(p) +
           (p < s.operands.size() && !s.operands[p].empty()
                ? " (" + std::to_string(s.operands[p].size()) + " operands)"
                : " (none)") +
           ":";
    for (const Op& op : s.program[p]) {
      out += " ";
      switch (op.kind) {
        case OpKind::add:
          out += "add";
          break;
        case OpKind::combine:
          out += "combine";
          break;
        case OpKind::send:
          out += "send>" + std::to_string(op.peer);
          break;
        case OpKind::recv:
          out += "recv<" + std::to_string(op.peer);
          break;
      }
      out += "@" + std::to_string(op.start);
    }
  }
  return out;
}

std::optional<Fields> replay_sum_program(const Schedule& program, Time T, Time at_least) {
  const Pe P = program.params.P;
  if (program.program.size() != P || program.operands.size() != P)
    return Fields{{"program", "not one entry per PE"}};
  // Operands are numbered by where they stand in PE 0's final value: run the program once on
  // the executor with words of operand ids (concatenation), then number by position. The
  // operands that do not reach PE 0 get numbers after those.
  Schedule s = program;
  std::vector<std::vector<std::int64_t>> id(P);
  std::int64_t leaves = 0;
  for (Pe p = 0; p < P; ++p)
    for (std::size_t k = 0; k < s.operands[p].size(); ++k) {
      id[p].push_back(leaves);
      s.operands[p][k] = Interval::single(leaves++);
    }
  const Lowered low = lower(s);
  std::vector<Initial<std::vector<std::int64_t>>> init;
  for (const auto& x : low.initial) init.push_back({x.pe, x.reg, {x.value.lo}});
  const auto words = execute(low.schedule, init,
                             [](std::vector<std::int64_t> a, const std::vector<std::int64_t>& b) {
                               a.insert(a.end(), b.begin(), b.end());
                               return a;
                             });
  if (words.violation) {
    Fields f = violation_fields(*words.violation);
    f.push_back({"program", program_text(program)});
    return f;
  }
  std::vector<std::int64_t> pos(static_cast<std::size_t>(leaves), -1);
  std::int64_t next = 0;
  if (const auto* root = words.get(0, low.c))
    for (const std::int64_t leaf : *root)
      if (pos[static_cast<std::size_t>(leaf)] < 0) pos[static_cast<std::size_t>(leaf)] = next++;
  const std::int64_t N = next;  // distinct operands on PE 0 (a repeated one makes it invalid)
  for (auto& x : pos)
    if (x < 0) x = next++;
  for (Pe p = 0; p < P; ++p)
    for (std::size_t k = 0; k < s.operands[p].size(); ++k)
      s.operands[p][k] = Interval::single(pos[static_cast<std::size_t>(id[p][k])]);
  // The ground truth: the executor with the interval witness.
  const Execution ex = execute(s);
  if (ex.violation) {
    Fields f = violation_fields(*ex.violation);
    f.push_back({"program", program_text(program)});
    return f;
  }
  const Interval want = N >= 1 ? Interval::range(0, N - 1) : Interval::invalid();
  if (N < at_least || !ex.value[0] || *ex.value[0] != want || ex.finish[0] > T)
    return Fields{{"PE 0 holds", ex.value[0] ? witness::to_string(*ex.value[0]) : "nothing"},
                  {"operands wanted", static_cast<std::int64_t>(at_least)},
                  {"PE 0 finishes", static_cast<std::int64_t>(ex.finish[0])},
                  {"by", static_cast<std::int64_t>(T)},
                  {"program", program_text(program)}};
  return std::nullopt;
}

std::optional<Fields> sum_no_tree_against(Pe P, Time L, Time o, Time g,
                                          const std::vector<Time>& most, const RunContext& ctx,
                                          proofs::LogpBmcPlant plant) {
  const auto H = static_cast<Time>(most.size()) - 1;
  const std::string tag = "logp_sum_bmc_P" + std::to_string(P) + "_L" + std::to_string(L) +
                          "_o" + std::to_string(o) + "_g" + std::to_string(g) + "_T";
  // For each T up to H: above the search (must be unsat), then at it (must be sat). One
  // encoding of horizon H, one incremental solver (proofs::logp_sum_bmc_each).
  std::vector<proofs::LogpSumQuery> qs;
  for (Time T = 0; T <= H; ++T) {
    const Time m = most[static_cast<std::size_t>(T)];
    proofs::ProofOptions opts = query_options(ctx, "", kSumBmcRlimit);
    opts.name = tag + std::to_string(T) + "_most_plus_1";
    qs.push_back({T, m + 1, opts});
    opts.name = tag + std::to_string(T) + "_most";
    qs.push_back({T, m, opts});
  }
  const auto r = proofs::logp_sum_bmc_each(P, L, o, g, H, qs, plant);
  for (Time T = 0; T <= H; ++T) {
    const auto i = static_cast<std::size_t>(2 * T);
    const Time m = most[static_cast<std::size_t>(T)];
    if (i >= r.size() || r[i].result.status == proofs::Status::unknown)
      throw InconclusiveCase("T = " + std::to_string(T) + ", most + 1 = " +
                             std::to_string(m + 1) + ": " +
                             (i >= r.size() ? std::string("interrupted")
                                            : proofs::unknown_text(r[i].result)));
    const auto& above = r[i];
    if (above.result.status == proofs::Status::counterexample) {
      if (auto bad = replay_sum_program(above.program, T, m + 1))
        throw std::runtime_error("T = " + std::to_string(T) +
                                 ": a program from the solver does not replay: " + to_text(*bad));
      return Fields{{"T", static_cast<std::int64_t>(T)},
                    {"most by T (search)", static_cast<std::int64_t>(m)},
                    {"a program sums (replayed)", static_cast<std::int64_t>(above.root_count)},
                    {"program", program_text(above.program)}};
    }
    if (i + 1 >= r.size() || r[i + 1].result.status == proofs::Status::unknown)
      throw InconclusiveCase("T = " + std::to_string(T) + ", most = " + std::to_string(m) + ": " +
                             (i + 1 >= r.size() ? std::string("interrupted")
                                                : proofs::unknown_text(r[i + 1].result)));
    const auto& at = r[i + 1];
    if (at.result.status == proofs::Status::proved)
      throw std::runtime_error("T = " + std::to_string(T) +
                               ": the encoding cannot reach the search's optimum " +
                               std::to_string(m) + " (its schedule replays elsewhere)");
    if (auto bad = replay_sum_program(at.program, T, m))
      throw std::runtime_error("T = " + std::to_string(T) +
                               ": a program from the solver at the optimum does not replay: " +
                               to_text(*bad));
  }
  return std::nullopt;
}

std::optional<Fields> sum_no_tree_case(const Point& p, Time H, const RunContext& ctx,
                                       proofs::LogpBmcPlant plant, SearchBug bug) {
  const auto P = static_cast<Pe>(p[0]);
  SumSearch search(p[1], p[2], p[3], bug);
  std::vector<Time> most;
  for (Time T = 0; T <= H; ++T) most.push_back(search.most(T, P));
  return sum_no_tree_against(P, p[1], p[2], p[3], most, ctx, plant);
}

namespace {

// The sweep of the two summation encodings' claims: every point of d is a solver query, and a
// sweep in which every point holds is a proof (verified reads proved); the domain's notes and the
// resource limit of each query are in the report.
Outcome proved_sum_sweep(const std::string& id, const kit::Domain& d, CaseFn one_point,
                         const RunContext& ctx) {
  Outcome out =
      run_exhaustive({id, d.axes(ctx.budget), d.admissible, std::move(one_point), d.weight}, ctx);
  if (out.verdict == Verdict::verified) out.verdict = Verdict::proved;
  for (auto& f : d.notes(ctx.budget)) out.domain.push_back(std::move(f));
  out.domain.push_back(
      {"rlimit_per_query", static_cast<std::uint64_t>(ctx.rlimit.value_or(kSumBmcRlimit))});
  return out;
}

}  // namespace

Checker sum_no_tree_bmc_checker(const std::string& id) {
  return {id, [id](const RunContext& ctx) {
            return proved_sum_sweep(id, domains::sum_programs(),
                                    [&ctx](const Point& p) {
                                      return sum_no_tree_case(
                                          p, domains::sum_programs_horizon(ctx.budget), ctx,
                                          proofs::LogpBmcPlant::none);
                                    },
                                    ctx);
          }};
}

// The cone encoding (collcheck synth's summation certificate, proofs/logp_bmc.hpp) at Figure 2's
// L = 5, o = 2, g = 4: at each (P, T), "at least most" (most = SumSearch::most(T, P), computed)
// must be sat with a program that replays on the executor summing exactly most (the cone class
// counts every operand it holds), and "at least most + 1" unsat, on one incremental solver.
std::optional<Fields> sum_cone_case(Pe P, Time L, Time o, Time g, Time T, const RunContext& ctx,
                                    proofs::LogpBmcPlant plant) {
  SumSearch search(L, o, g);
  const Time most = search.most(T, P);
  const std::string tag = "logp_sum_cone_P" + std::to_string(P) + "_L" + std::to_string(L) +
                          "_o" + std::to_string(o) + "_g" + std::to_string(g) + "_T" +
                          std::to_string(T) + "_at_least_";
  proofs::ProofOptions at = query_options(ctx, "", kSumBmcRlimit), above = at;
  at.name = tag + std::to_string(most);
  above.name = tag + std::to_string(most + 1);
  const auto r = proofs::logp_sum_cone_bmc_each(P, L, o, g, T, {{most, at}, {most + 1, above}}, plant);
  auto undecided = [&](std::size_t i, Time k) {
    return InconclusiveCase("T = " + std::to_string(T) + ", at least " + std::to_string(k) + ": " +
                            (i >= r.size() ? std::string("interrupted")
                                           : proofs::unknown_text(r[i].result)));
  };
  if (r.empty() || r[0].result.status == proofs::Status::unknown) throw undecided(0, most);
  if (r[0].result.status == proofs::Status::proved)
    throw std::runtime_error("T = " + std::to_string(T) +
                             ": the cone encoding cannot reach the search's optimum " +
                             std::to_string(most) + " (its schedule replays elsewhere)");
  if (auto bad = replay_sum_program(r[0].program, T, most))
    throw std::runtime_error("T = " + std::to_string(T) +
                             ": a program from the cone encoding does not replay: " + to_text(*bad));
  if (r[0].root_count != most)
    return Fields{{"T", static_cast<std::int64_t>(T)},
                  {"most by T (search)", static_cast<std::int64_t>(most)},
                  {"a program sums (replayed)", static_cast<std::int64_t>(r[0].root_count)},
                  {"program", program_text(r[0].program)}};
  if (r.size() < 2 || r[1].result.status == proofs::Status::unknown) throw undecided(1, most + 1);
  if (r[1].result.status == proofs::Status::counterexample) {
    if (auto bad = replay_sum_program(r[1].program, T, most + 1))
      throw std::runtime_error("T = " + std::to_string(T) +
                               ": a program from the cone encoding does not replay: " +
                               to_text(*bad));
    return Fields{{"T", static_cast<std::int64_t>(T)},
                  {"most by T (search)", static_cast<std::int64_t>(most)},
                  {"a program sums (replayed)", static_cast<std::int64_t>(r[1].root_count)},
                  {"program", program_text(r[1].program)}};
  }
  return std::nullopt;
}

Checker sum_cone_fig2_checker(const std::string& id) {
  return {id, [id](const RunContext& ctx) {
            return proved_sum_sweep(id, domains::sum_cone_fig2(),
                                    [&ctx](const Point& p) {
                                      return sum_cone_case(static_cast<Pe>(p[0]), 5, 2, 4, p[1],
                                                           ctx, proofs::LogpBmcPlant::none);
                                    },
                                    ctx);
          }};
}

}  // namespace cc::logp_checks
