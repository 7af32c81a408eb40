// collcheck simulate logp (Shou and Chen, sections 1-3): LogP with --P,
// --L, --o, --g (defaults P = 8, L = 6, o = 2, g = 4, Figure 1's parameters).
//   (default)    T_B = min{T | f_T >= P}, the broadcast of T* (or --variant) run on the
//                executor, its time, and the optimum found by the exhaustive search;
//   --preorder   also the nodes of T*(P; L, o, g) in preorder as (P_i,T_i) pairs;
//   --dot FILE   T* as Graphviz, each edge labelled with its send time;
//   --sum N      Algorithm 2 (as intended) for N operands on S*(P; L, o, g) = T*(P; L+1, o, g):
//                each node's A_i, B_i and N_i, and when the root holds 0:N-1 on the executor;
//   --variant V  a broadcast variant (tstar, binary, planted-...) or, with --sum, a summation
//                variant (paper, planted-drop-operand, planted-swap-operands);
//   --emit-schedule FILE  the broadcast (with --sum: the summation) as a schedule document for
//                `collcheck verify` (spec/schedule/logp_emit.hpp).
// The paper assumes g >= o (introduction); summation needs g >= o+1 (the erratum of Theorem 5).
#include <iostream>
#include <sstream>

#include "app/commands.hpp"
#include "app/options.hpp"
#include "spec/algorithms/logp_broadcast.hpp"
#include "spec/algorithms/logp_sum.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/schedule/logp_emit.hpp"

namespace cc::app {

int simulate_logp(const SimulateArgs& a);

namespace {

using namespace logp;

constexpr std::uint64_t kMaxParam = 1 << 20;
constexpr std::uint64_t kMaxSearchP = 1 << 16;  // the search's plan is built PE by PE
constexpr std::uint64_t kMaxTreeP = 1 << 16;    // T* is built node by node
// f_T is computed for every T <= T_B, each a sum over the T/g children: T_B (T_B/g + 1) steps.
constexpr Time kMaxCycles = Time{1} << 16;
constexpr Time kMaxWork = Time{1} << 28;

std::vector<NumericOption> logp_options() {
  return {{"P", "number of PEs", 1, ~std::uint64_t{0}, "2^64-1"},
          {"L", "latency in cycles", 1, kMaxParam, "the simulation limit (2^20 cycles)"},
          {"o", "overhead in cycles", 0, kMaxParam, "the simulation limit (2^20 cycles)"},
          {"g", "gap in cycles", 1, kMaxParam, "the simulation limit (2^20 cycles)"},
          // about 220 bytes per operand: 4 x 10^6 took 0.99 GB (bench: P = 2, L = 2^20)
          {"sum", "operands N of the summation", 1, 3'000'000,
           "3 x 10^6 operands (a simulation stays within 1 GB)"},
          {"preorder", "print T* in preorder", 0, 1, "a flag"}};
}

std::string pair_text(const Node& n) {
  return "(" + std::to_string(n.number) + "," + std::to_string(n.T) + ")";
}

}  // namespace

int simulate_logp(const SimulateArgs& a) {
  for (const auto& [k, _] : a.values) {
    bool known = false;
    for (const auto& o : logp_options()) known = known || o.name == k;
    if (!known) throw UsageError("simulate logp does not take --" + k);
  }
  if (a.format != "text") throw UsageError("--format: simulate logp prints text only");
  if (a.trace) throw UsageError("simulate logp does not take --trace");
  auto v = parse_all(logp_options(), a.values, {{"P", 8}, {"L", 6}, {"o", 2}, {"g", 4}});
  const Time L = static_cast<Time>(v["L"]), o = static_cast<Time>(v["o"]),
             g = static_cast<Time>(v["g"]);
  const u64 P = v["P"];
  if (g < o)
    throw UsageError("--g must be at least --o (the paper assumes g >= o), got g = " +
                     std::to_string(g) + ", o = " + std::to_string(o));
  // T_B by the linear recurrence (time T_B, memory L + 2o); min_time's table is quadratic.
  const Time TB = min_time_linear(L, o, g, P);
  if (TB > kMaxCycles || TB * (TB / g + 1) > kMaxWork) {
    if (v.count("preorder") || !a.dot.empty() || v.count("sum") || !a.variant.empty() ||
        !a.emit_schedule.empty())
      throw UsageError("T_B = " + std::to_string(TB) + " cycles: trees and schedules are built for "
                       "T_B <= " + std::to_string(kMaxCycles) + " cycles and T_B (T_B/g + 1) <= " +
                       std::to_string(kMaxWork) + " (smaller L, o or P, or a larger g)");
    std::cout << "LogP (Shou and Chen): P = " << P << ", L = " << L << ", o = " << o
              << ", g = " << g << "\nT_B = min{T | f_T >= P} = " << TB
              << " (f_T, T* and the broadcast are computed for T_B <= " << kMaxCycles
              << " cycles and T_B (T_B/g + 1) <= " << kMaxWork << ")\n";
    return 0;
  }
  if (P > kMaxTreeP && (v.count("preorder") || !a.dot.empty() || v.count("sum") ||
                        !a.variant.empty() || !a.emit_schedule.empty()))
    throw UsageError("--P: trees and schedules are built for P <= " + std::to_string(kMaxTreeP));
  // --variant names a broadcast variant or, with --sum, a summation variant.
  const SumVariant* sum_var = find_sum_variant(a.variant.empty() ? "paper" : a.variant);
  if (sum_var && !a.variant.empty() && !v.count("sum"))
    throw UsageError("--variant " + a.variant + " is a summation variant: it needs --sum N");
  if (!a.variant.empty() && !sum_var) find_broadcast_variant(a.variant);
  if (!sum_var) sum_var = find_sum_variant("paper");
  if (!a.dot.empty()) require_writable("--dot", a.dot);
  if (!a.emit_schedule.empty()) require_writable("--emit-schedule", a.emit_schedule);
  if (v.count("sum")) {
    if (g < o + 1)
      throw UsageError("--sum needs g >= o+1 (for g <= o the receives of S* collide), got g = " +
                       std::to_string(g) + ", o = " + std::to_string(o));
    const Time ns = thm5_ns(sum_tree(L, o, g, P, 0), o);
    if (static_cast<Time>(v["sum"]) < ns)
      throw UsageError("--sum must be at least N_S = " + std::to_string(ns) +
                       " for P = " + std::to_string(P) + ", got " + std::to_string(v["sum"]));
  }
  const auto f = f_direct(L, o, g, TB);
  std::cout << "LogP (Shou and Chen): P = " << P << ", L = " << L << ", o = " << o
            << ", g = " << g << "\n";
  std::cout << "T_B = min{T | f_T >= P} = " << TB << " (f_" << TB << " = "
            << to_decimal(f[static_cast<std::size_t>(TB)]);
  if (TB > 0)
    std::cout << ", f_" << TB - 1 << " = " << to_decimal(f[static_cast<std::size_t>(TB - 1)]);
  std::cout << ")\n";
  if (P > kMaxTreeP) return 0;
  const Tree t = tstar(L, o, g, P, 0);
  if (v.count("preorder") && v["preorder"]) {
    std::cout << "T*(" << P << "; " << L << ", " << o << ", " << g << ") in preorder:";
    for (const auto& n : t.nodes) std::cout << " " << pair_text(n);
    std::cout << "\n";
  }
  const Params prm{L, o, g, static_cast<Pe>(P)};
  const bool broadcast_variant = !a.variant.empty() && a.variant != sum_var->name();
  const std::string vname = broadcast_variant ? a.variant : "tstar";
  const auto& var = find_broadcast_variant(vname);
  const auto ex = execute(broadcast_schedule(prm, var.plan(prm)));
  const Time opt = P <= kMaxSearchP ? optimal_broadcast(prm).T : TB;
  int code = 0;
  if (ex.violation) {
    std::cout << "broadcast (" << vname << "): rejected by the executor, rule "
              << ex.violation->rule << ": " << ex.violation->detail << "\n";
    code = 1;
  } else {
    const Time ta = ex.broadcast_time().value_or(-1);
    std::cout << "broadcast (" << vname << "): every PE holds the message at " << ta
              << "; optimum by exhaustive search " << opt << " (" << ta - opt << " from optimal)\n";
  }
  if (!a.emit_schedule.empty() && !v.count("sum")) {
    std::ostringstream doc;
    schedule::emit_broadcast(doc, var, prm, vname);
    write_file(a.emit_schedule, doc.str());
  }
  if (!a.dot.empty()) {
    std::ostringstream dot;
    dot << "digraph tstar {\n  label=\"T*(" << P << "; " << L << ", " << o << ", " << g << ")\";\n";
    for (std::size_t i = 0; i < t.nodes.size(); ++i)
      dot << "  n" << i << " [label=\"" << pair_text(t.nodes[i]) << "\"];\n";
    for (std::size_t i = 0; i < t.nodes.size(); ++i)
      for (std::size_t k = 0; k < t.nodes[i].children.size(); ++k)
        dot << "  n" << i << " -> n" << t.nodes[i].children[k] << " [label=\"send "
            << TB - t.nodes[i].T + static_cast<Time>(k) * g << "\"];\n";
    dot << "}\n";
    write_file(a.dot, dot.str());
  }
  if (v.count("sum")) {
    const Tree s = sum_tree(L, o, g, P, 0);
    const Time ns = thm5_ns(s, o), N = static_cast<Time>(v["sum"]);
    const SumPlan plan = intended_plan(L, o, g, P, N);
    std::cout << "S*(" << P << "; " << L << ", " << o << ", " << g << ") = T*(" << P << "; "
              << L + 1 << ", " << o << ", " << g << "), N_S = " << ns << ", N = " << N << "\n";
    for (std::size_t i = 0; i < s.nodes.size(); ++i)
      std::cout << "  " << pair_text(s.nodes[i]) << ": A_i = " << lemma1_actual(s, i, o)
                << ", N_i = " << plan.operands[i] << "\n";
    const SumRun r = run_sum(plan, sum_var);
    if (!a.emit_schedule.empty()) {
      std::ostringstream doc;
      schedule::emit_summation(doc, *sum_var, L, o, g, P, N,
                               sum_var->name() == "paper" ? "algorithm-2" : sum_var->name());
      write_file(a.emit_schedule, doc.str());
    }
    if (r.ex.violation) {
      std::cout << "summation: rejected by the executor, rule " << r.ex.violation->rule << ": "
                << r.ex.violation->detail << "\n";
      return 1;
    }
    const auto& val = r.ex.value[r.root_pe];
    std::cout << "root holds " << (val ? witness::to_string(*val) : "nothing") << " at "
              << r.ex.finish[r.root_pe] << " (T_B = " << s.nodes[0].T << ", B = " << plan.B
              << (sum_var->name() == "paper" ? "" : ", variant " + sum_var->name()) << ")\n";
    if (!val || *val != Interval::range(0, N - 1)) code = 1;
  }
  return code;
}

}  // namespace cc::app
