// collcheck simulate logp (Shou and Chen, sections 1-3): LogP with --P, --L, --o, --g (defaults
// P = 8, L = 6, o = 2, g = 4, Figure 1's parameters).
//   (default)    T_B = min{T | f_T >= P}, the broadcast of T* (or --variant) run on the
//                executor, its time, and the optimum found by the exhaustive search;
//   --preorder   also the nodes of T*(P; L, o, g) in preorder as (P_i,T_i) pairs (also --tree);
//   --dot FILE   the tree simulated, as Graphviz: T* with (P_i,T_i) nodes, or the --variant's
//                broadcast tree (each PE with the time it holds the message), each edge labelled
//                with its send's start; with --sum, S*(P; L, o, g) with each node's N_i and the
//                time it sends its sum to its parent (app/simulate/logp_print.cpp);
//   --sum N      Algorithm 2 (as intended) for N operands on S*(P; L, o, g) = T*(P; L+1, o, g):
//                each node's A_i, B_i and N_i, and when the root holds 0:N-1 on the executor;
//   --variant V  a broadcast variant (tstar, binary, planted-...) or, with --sum, a summation
//                variant (paper, planted-drop-operand, planted-swap-operands);
//   --format json  one JSON object: the parameters, T_B, T*'s nodes, the broadcast's sends and
//                the executor's results, and with --sum S*'s nodes and the summation's results;
//   --emit-schedule FILE  the broadcast (with --sum: the summation) as a schedule document for
//                `collcheck verify` (spec/schedule/logp_emit.hpp).
// The paper assumes g >= o (introduction); summation needs g >= o+1 (the erratum of Theorem 5).
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "app/simulate/logp_print.hpp"
#include "app/simulate/model.hpp"
#include "spec/algorithms/logp_broadcast.hpp"
#include "spec/algorithms/logp_sum.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/schedule/logp_emit.hpp"

namespace cc::app::sim {

// The model's own helpers, in a namespace of their own: app/ compiles its files in unity batches
// (docs/developing.md, "Unity build"), and every model file defines its own run and check.
namespace logp_sim {

using namespace logp;
using namespace logp_print;

constexpr std::uint64_t kMaxParam = 1 << 20;
constexpr std::uint64_t kMaxSearchP = 1 << 16;  // the search's plan is built PE by PE
constexpr std::uint64_t kMaxTreeP = 1 << 16;    // T* is built node by node
// f_T is computed for every T <= T_B, each a sum over the T/g children: T_B (T_B/g + 1) steps.
constexpr Time kMaxCycles = Time{1} << 16;
constexpr Time kMaxWork = Time{1} << 28;

void check(const Values& v) {
  const auto o = v.num("o"), g = v.num("g");
  if (g < o)
    throw UsageError("--g must be at least --o (the paper assumes g >= o), got g = " +
                     std::to_string(g) + ", o = " + std::to_string(o));
}

// The checks that need T_B, T* or S* are made here, before anything is printed or written.
int run(const Values& v, const Printer& pr) {
  std::ostream& out = pr.out;
  const bool json = v.json();
  const Time L = static_cast<Time>(v.num("L")), o = static_cast<Time>(v.num("o")),
             g = static_cast<Time>(v.num("g"));
  const u64 P = v.num("P");
  nlohmann::json j = {{"model", "logp"}};
  j["parameters"] = {{"P", P}, {"L", L}, {"o", o}, {"g", g}};
  if (v.has("sum")) j["parameters"]["sum"] = v.num("sum");
  // T_B by the linear recurrence (time T_B, memory L + 2o); min_time's table is quadratic.
  const Time TB = min_time_linear(L, o, g, P);
  j["T_B"] = TB;
  if (TB > kMaxCycles || TB * (TB / g + 1) > kMaxWork) {
    if (v.has("preorder") || v.has("dot") || v.has("sum") || v.has("variant") ||
        v.has("emit-schedule"))
      throw UsageError("T_B = " + std::to_string(TB) +
                       " cycles: trees and schedules are built for "
                       "T_B <= " +
                       std::to_string(kMaxCycles) + " cycles and T_B (T_B/g + 1) <= " +
                       std::to_string(kMaxWork) + " (smaller L, o or P, or a larger g)");
    const std::string limit =
        "f_T, T* and the broadcast are computed for T_B <= " + std::to_string(kMaxCycles) +
        " cycles and T_B (T_B/g + 1) <= " + std::to_string(kMaxWork);
    if (json) {
      j["beyond_limit"] = limit;
      out << j.dump(2) << "\n";
      return 0;
    }
    out << "LogP (Shou and Chen): P = " << P << ", L = " << L << ", o = " << o << ", g = " << g
        << "\nT_B = min{T | f_T >= P} = " << TB << " (" << limit << ")\n";
    return 0;
  }
  if (P > kMaxTreeP && (v.has("preorder") || v.has("dot") || v.has("sum") || v.has("variant") ||
                        v.has("emit-schedule")))
    throw UsageError("--P: trees and schedules are built for P <= " + std::to_string(kMaxTreeP));
  // --variant names a broadcast variant or, with --sum, a summation variant.
  const SumVariant* sum_var = find_sum_variant(!v.has("variant") ? "paper" : v.str("variant"));
  if (sum_var && v.has("variant") && !v.has("sum"))
    throw UsageError("--variant " + v.str("variant") + " is a summation variant: it needs --sum N");
  if (v.has("variant") && !sum_var) find_broadcast_variant(v.str("variant"));
  if (!sum_var) sum_var = find_sum_variant("paper");
  if (v.has("sum")) {
    if (g < o + 1)
      throw UsageError("--sum needs g >= o+1 (for g <= o the receives of S* collide), got g = " +
                       std::to_string(g) + ", o = " + std::to_string(o));
    const Time ns = thm5_ns(sum_tree(L, o, g, P, 0), o);
    if (static_cast<Time>(v.num("sum")) < ns)
      throw UsageError("--sum must be at least N_S = " + std::to_string(ns) +
                       " for P = " + std::to_string(P) + ", got " + std::to_string(v.num("sum")));
  }
  const auto f = f_direct(L, o, g, TB);
  // f_T may pass 2^64 (f_{T_B} < 2 P): exact decimal strings.
  j["f_T_B"] = to_decimal(f[static_cast<std::size_t>(TB)]);
  if (TB > 0) j["f_T_B_minus_1"] = to_decimal(f[static_cast<std::size_t>(TB - 1)]);
  if (!json) {
    out << "LogP (Shou and Chen): P = " << P << ", L = " << L << ", o = " << o << ", g = " << g
        << "\n";
    out << "T_B = min{T | f_T >= P} = " << TB << " (f_" << TB << " = "
        << to_decimal(f[static_cast<std::size_t>(TB)]);
    if (TB > 0) out << ", f_" << TB - 1 << " = " << to_decimal(f[static_cast<std::size_t>(TB - 1)]);
    out << ")\n";
  }
  if (P > kMaxTreeP) {
    if (json) {
      j["beyond_limit"] = "T* and the broadcast are built for P <= " + std::to_string(kMaxTreeP);
      out << j.dump(2) << "\n";
    }
    return 0;
  }
  const Tree t = tstar(L, o, g, P, 0);
  if (json) j["tstar"] = nodes_json(t);
  if (!json && v.has("preorder")) {
    out << "T*(" << P << "; " << L << ", " << o << ", " << g << ") in preorder:";
    for (const auto& n : t.nodes) out << " " << pair_text(n);
    out << "\n";
  }
  const Params prm{L, o, g, static_cast<Pe>(P)};
  const bool broadcast_variant = v.has("variant") && v.str("variant") != sum_var->name();
  const std::string vname = broadcast_variant ? v.str("variant") : "tstar";
  const auto& var = find_broadcast_variant(vname);
  const BroadcastPlan bplan = var.plan(prm);
  const auto ex = execute(broadcast_schedule(prm, bplan));
  const Time opt = P <= kMaxSearchP ? optimal_broadcast(prm).T : TB;
  int code = 0;
  nlohmann::json jb = {{"variant", vname}, {"root", bplan.root}};
  nlohmann::json sends = nlohmann::json::array();
  for (const auto& m : bplan.sends)
    sends.push_back({{"from", m.from}, {"to", m.to}, {"start", m.start}});
  jb["sends"] = sends;
  jb["legal"] = !ex.violation;
  jb["optimum"] = opt;
  if (ex.violation) {
    if (!json)
      out << "broadcast (" << vname << "): rejected by the executor, rule " << ex.violation->rule
          << ": " << ex.violation->detail << "\n";
    jb["violation"] = violation_json(*ex.violation);
    code = 1;
  } else {
    const Time ta = ex.broadcast_time().value_or(-1);
    if (!json)
      out << "broadcast (" << vname << "): every PE holds the message at " << ta
          << "; optimum by exhaustive search " << opt << " (" << ta - opt << " from optimal)\n";
    nlohmann::json holds = nlohmann::json::array();
    for (const auto& h : ex.holds_at) holds.push_back(h ? nlohmann::json(*h) : nlohmann::json());
    jb["holds_at"] = holds;
    jb["time"] = ta;
    jb["from_optimal"] = ta - opt;
  }
  j["broadcast"] = jb;
  if (v.has("emit-schedule") && !v.has("sum")) {
    std::ostringstream doc;
    schedule::emit_broadcast(doc, var, prm, vname);
    pr.write("emit-schedule", doc.str());
  }
  if (v.has("dot") && !v.has("sum"))
    pr.write("dot", broadcast_dot(bplan, prm, vname == "tstar" ? &t : nullptr, vname));
  if (v.has("sum") && !print_summation(v, pr, *sum_var, j)) code = 1;
  if (json) out << j.dump(2) << "\n";
  return code;
}

}  // namespace logp_sim

const Model& logp_model() {
  using namespace logp_sim;
  static const Model m{
      "logp",
      "logp",
      "broadcast on T* (or a variant) and Algorithm 2's summation on S* in LogP (Shou and Chen), "
      "with T_B and the optimum by exhaustive search",
      {Param::integer("P", "number of PEs", 1, ~std::uint64_t{0}, "2^64-1").with_default("8"),
       Param::integer("L", "latency in cycles", 1, kMaxParam, "the simulation limit (2^20 cycles)")
           .with_default("6"),
       Param::integer("o", "overhead in cycles", 0, kMaxParam, "the simulation limit (2^20 cycles)")
           .with_default("2"),
       Param::integer("g", "gap in cycles", 1, kMaxParam, "the simulation limit (2^20 cycles)")
           .with_default("4"),
       // about 220 bytes per operand: 4 x 10^6 took 0.99 GB (bench: P = 2, L = 2^20)
       Param::integer("sum", "run Algorithm 2 on N operands", 1, 3'000'000,
                      "3 x 10^6 operands (a simulation stays within 1 GB)"),
       Param::flag("preorder",
                   "print T* in preorder as (P_i,T_i) pairs (--format json always "
                   "holds it)")
           .alias("tree"),
       Param::variant("a broadcast variant (tstar, binary, planted-...) or, with --sum, a "
                      "summation variant"),
       Param::file("dot",
                   "write the tree simulated as Graphviz: T*, the --variant's, or with "
                   "--sum S* and each N_i"),
       Param::emit_schedule("the broadcast, or with --sum the summation, a logp document")},
      check,
      run};
  return m;
}

}  // namespace cc::app::sim
