// collcheck simulate logp (Shou and Chen, sections 1-3): LogP with --P, --L, --o, --g (defaults
// P = 8, L = 6, o = 2, g = 4, Figure 1's parameters).
//   (default)    T_B = min{T | f_T >= P}, the broadcast of T* (or --variant) run on the
//                executor, its time, and the optimum found by the exhaustive search;
//   --preorder   also the nodes of T*(P; L, o, g) in preorder as (P_i,T_i) pairs;
//   --dot FILE   the tree simulated, as Graphviz: T* with (P_i,T_i) nodes, or the --variant's
//                broadcast tree (each PE with the time it holds the message), each edge labelled
//                with its send's start; with --sum, S*(P; L, o, g) with each node's N_i and the
//                time it sends its sum to its parent;
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
#include <optional>
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

std::string params_text(u64 P, Time L, Time o, Time g) {
  return std::to_string(P) + "; " + std::to_string(L) + ", " + std::to_string(o) + ", " +
         std::to_string(g);
}

// The broadcast tree simulated, drawn from the plan's sends (node n<PE>, edge "send <start>").
// T* keeps Figure 1's (P_i,T_i) labels; any other variant's PE is labelled with the time it
// holds the message by the plan (the start of the first send to it + L + 2o; the root at 0).
std::string broadcast_dot(const BroadcastPlan& plan, const Params& prm, const Tree* tstar_tree,
                          const std::string& vname) {
  std::ostringstream dot;
  const std::string ps = params_text(prm.P, prm.L, prm.o, prm.g);
  if (tstar_tree) {
    dot << "digraph tstar {\n  label=\"T*(" << ps << ")\";\n";
    std::vector<std::string> label(prm.P);
    for (const auto& n : tstar_tree->nodes) label[n.number] = pair_text(n);
    for (Pe i = 0; i < prm.P; ++i) dot << "  n" << i << " [label=\"" << label[i] << "\"];\n";
  } else {
    std::vector<std::optional<Time>> holds(prm.P);
    if (plan.root < prm.P) holds[plan.root] = 0;
    for (const auto& m : plan.sends)
      if (m.to < prm.P && !holds[m.to]) holds[m.to] = m.start + prm.L + 2 * prm.o;
    dot << "digraph broadcast {\n  label=\"broadcast " << vname << ", LogP(" << ps
        << "): P_i at the time it holds the message, each edge at its send's start\";\n";
    for (Pe i = 0; i < prm.P; ++i)
      dot << "  n" << i << " [label=\"P_" << i
          << (holds[i] ? " at " + std::to_string(*holds[i]) : std::string(" (never)")) << "\"];\n";
  }
  for (const auto& m : plan.sends)
    dot << "  n" << m.from << " -> n" << m.to << " [label=\"send " << m.start << "\"];\n";
  dot << "}\n";
  return dot.str();
}

// S* as the summation runs on it: node n<preorder index> labelled (P_i,T_i) and its operand
// count N_i; the edge to each child, drawn with the arrow at the parent (the data flows up),
// labelled with the time the child sends its sum, T_c + B.
std::string sum_dot(const SumPlan& plan, Time N) {
  const Tree& s = plan.tree;
  const Params& prm = plan.params;
  std::ostringstream dot;
  dot << "digraph sstar {\n  label=\"S*(" << params_text(prm.P, prm.L, prm.o, prm.g) << ") = T*("
      << params_text(prm.P, prm.L + 1, prm.o, prm.g) << "), N = " << N << ", B = " << plan.B
      << ": (P_i,T_i) and the operands N_i of each node; each edge is a child's send of its sum "
         "to its parent at T_i + B\";\n  edge [dir=back];\n";
  for (std::size_t i = 0; i < s.nodes.size(); ++i)
    dot << "  n" << i << " [label=\"" << pair_text(s.nodes[i]) << "\\nN_i = " << plan.operands[i]
        << "\"];\n";
  for (std::size_t i = 0; i < s.nodes.size(); ++i)
    for (std::size_t c : s.nodes[i].children)
      dot << "  n" << i << " -> n" << c << " [label=\"send " << s.nodes[c].T + plan.B << "\"];\n";
  dot << "}\n";
  return dot.str();
}

nlohmann::json violation_json(const Violation& v) {
  return {{"rule", v.rule}, {"pe", v.pe}, {"time", v.time}, {"detail", v.detail}};
}

// A tree's nodes in preorder: P_i, T_i, the parent's P_i (null at the root) and the children's.
nlohmann::json nodes_json(const Tree& t) {
  nlohmann::json out = nlohmann::json::array();
  for (std::size_t i = 0; i < t.nodes.size(); ++i) {
    const Node& n = t.nodes[i];
    nlohmann::json ch = nlohmann::json::array();
    for (std::size_t c : n.children) ch.push_back(t.nodes[c].number);
    out.push_back(
        {{"P_i", n.number},
         {"T_i", n.T},
         {"parent", i == 0 ? nlohmann::json(nullptr) : nlohmann::json(t.nodes[n.parent].number)},
         {"children", ch}});
  }
  return out;
}

}  // namespace

int simulate_logp(const SimulateArgs& a) {
  for (const auto& [k, _] : a.values) {
    bool known = false;
    for (const auto& o : logp_options()) known = known || o.name == k;
    if (!known) throw UsageError("simulate logp does not take --" + k);
  }
  require_format(a.format);
  const bool json = a.format == "json";
  if (a.trace) throw UsageError("simulate logp does not take --trace");
  auto v = parse_all(logp_options(), a.values, {{"P", 8}, {"L", 6}, {"o", 2}, {"g", 4}});
  const Time L = static_cast<Time>(v["L"]), o = static_cast<Time>(v["o"]),
             g = static_cast<Time>(v["g"]);
  const u64 P = v["P"];
  if (g < o)
    throw UsageError("--g must be at least --o (the paper assumes g >= o), got g = " +
                     std::to_string(g) + ", o = " + std::to_string(o));
  nlohmann::json j = {{"model", "logp"}};
  j["parameters"] = {{"P", P}, {"L", L}, {"o", o}, {"g", g}};
  if (v.count("sum")) j["parameters"]["sum"] = v["sum"];
  // T_B by the linear recurrence (time T_B, memory L + 2o); min_time's table is quadratic.
  const Time TB = min_time_linear(L, o, g, P);
  j["T_B"] = TB;
  if (TB > kMaxCycles || TB * (TB / g + 1) > kMaxWork) {
    if (v.count("preorder") || !a.dot.empty() || v.count("sum") || !a.variant.empty() ||
        !a.emit_schedule.empty())
      throw UsageError("T_B = " + std::to_string(TB) + " cycles: trees and schedules are built for "
                       "T_B <= " + std::to_string(kMaxCycles) + " cycles and T_B (T_B/g + 1) <= " +
                       std::to_string(kMaxWork) + " (smaller L, o or P, or a larger g)");
    const std::string limit =
        "f_T, T* and the broadcast are computed for T_B <= " + std::to_string(kMaxCycles) +
        " cycles and T_B (T_B/g + 1) <= " + std::to_string(kMaxWork);
    if (json) {
      j["beyond_limit"] = limit;
      std::cout << j.dump(2) << "\n";
      return 0;
    }
    std::cout << "LogP (Shou and Chen): P = " << P << ", L = " << L << ", o = " << o << ", g = " << g
              << "\nT_B = min{T | f_T >= P} = " << TB << " (" << limit << ")\n";
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
  // f_T may pass 2^64 (f_{T_B} < 2 P): exact decimal strings.
  j["f_T_B"] = to_decimal(f[static_cast<std::size_t>(TB)]);
  if (TB > 0) j["f_T_B_minus_1"] = to_decimal(f[static_cast<std::size_t>(TB - 1)]);
  if (!json) {
    std::cout << "LogP (Shou and Chen): P = " << P << ", L = " << L << ", o = " << o << ", g = " << g
              << "\n";
    std::cout << "T_B = min{T | f_T >= P} = " << TB << " (f_" << TB << " = "
              << to_decimal(f[static_cast<std::size_t>(TB)]);
    if (TB > 0)
      std::cout << ", f_" << TB - 1 << " = " << to_decimal(f[static_cast<std::size_t>(TB - 1)]);
    std::cout << ")\n";
  }
  if (P > kMaxTreeP) {
    if (json) {
      j["beyond_limit"] = "T* and the broadcast are built for P <= " + std::to_string(kMaxTreeP);
      std::cout << j.dump(2) << "\n";
    }
    return 0;
  }
  const Tree t = tstar(L, o, g, P, 0);
  if (json) j["tstar"] = nodes_json(t);
  if (!json && v.count("preorder") && v["preorder"]) {
    std::cout << "T*(" << P << "; " << L << ", " << o << ", " << g << ") in preorder:";
    for (const auto& n : t.nodes) std::cout << " " << pair_text(n);
    std::cout << "\n";
  }
  const Params prm{L, o, g, static_cast<Pe>(P)};
  const bool broadcast_variant = !a.variant.empty() && a.variant != sum_var->name();
  const std::string vname = broadcast_variant ? a.variant : "tstar";
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
      std::cout << "broadcast (" << vname << "): rejected by the executor, rule "
                << ex.violation->rule << ": " << ex.violation->detail << "\n";
    jb["violation"] = violation_json(*ex.violation);
    code = 1;
  } else {
    const Time ta = ex.broadcast_time().value_or(-1);
    if (!json)
      std::cout << "broadcast (" << vname << "): every PE holds the message at " << ta
                << "; optimum by exhaustive search " << opt << " (" << ta - opt
                << " from optimal)\n";
    nlohmann::json holds = nlohmann::json::array();
    for (const auto& h : ex.holds_at) holds.push_back(h ? nlohmann::json(*h) : nlohmann::json());
    jb["holds_at"] = holds;
    jb["time"] = ta;
    jb["from_optimal"] = ta - opt;
  }
  j["broadcast"] = jb;
  if (!a.emit_schedule.empty() && !v.count("sum")) {
    std::ostringstream doc;
    schedule::emit_broadcast(doc, var, prm, vname);
    write_file(a.emit_schedule, doc.str(), "--emit-schedule");
  }
  if (!a.dot.empty() && !v.count("sum"))
    write_file(a.dot, broadcast_dot(bplan, prm, vname == "tstar" ? &t : nullptr, vname), "--dot");
  if (v.count("sum")) {
    const Time N = static_cast<Time>(v["sum"]);
    const SumPlan plan = intended_plan(L, o, g, P, N);
    const Tree& s = plan.tree;
    const Time ns = thm5_ns(s, o);
    if (!a.dot.empty()) write_file(a.dot, sum_dot(plan, N), "--dot");
    nlohmann::json js = {
        {"variant", sum_var->name()}, {"N", N}, {"N_S", ns}, {"B", plan.B}, {"T_B", s.nodes[0].T}};
    nlohmann::json snodes = nodes_json(s);
    if (!json)
      std::cout << "S*(" << P << "; " << L << ", " << o << ", " << g << ") = T*(" << P << "; "
                << L + 1 << ", " << o << ", " << g << "), N_S = " << ns << ", N = " << N << "\n";
    for (std::size_t i = 0; i < s.nodes.size(); ++i) {
      const Time A = lemma1_actual(s, i, o);
      if (!json)
        std::cout << "  " << pair_text(s.nodes[i]) << ": A_i = " << A
                  << ", N_i = " << plan.operands[i] << "\n";
      snodes[i]["A_i"] = A;
      snodes[i]["N_i"] = plan.operands[i];
    }
    js["nodes"] = snodes;
    const SumRun r = run_sum(plan, sum_var);
    if (!a.emit_schedule.empty()) {
      std::ostringstream doc;
      schedule::emit_summation(doc, *sum_var, L, o, g, P, N,
                               sum_var->name() == "paper" ? "algorithm-2" : sum_var->name());
      write_file(a.emit_schedule, doc.str(), "--emit-schedule");
    }
    js["legal"] = !r.ex.violation;
    if (r.ex.violation) {
      if (!json)
        std::cout << "summation: rejected by the executor, rule " << r.ex.violation->rule << ": "
                  << r.ex.violation->detail << "\n";
      js["violation"] = violation_json(*r.ex.violation);
      js["correct"] = false;
      j["summation"] = js;
      if (json) std::cout << j.dump(2) << "\n";
      return 1;
    }
    const auto& val = r.ex.value[r.root_pe];
    const bool correct = val && *val == Interval::range(0, N - 1);
    if (!json)
      std::cout << "root holds " << (val ? witness::to_string(*val) : "nothing") << " at "
                << r.ex.finish[r.root_pe] << " (T_B = " << s.nodes[0].T << ", B = " << plan.B
                << (sum_var->name() == "paper" ? "" : ", variant " + sum_var->name()) << ")\n";
    js["root_value"] = val ? nlohmann::json(witness::to_string(*val)) : nlohmann::json();
    js["root_time"] = r.ex.finish[r.root_pe];
    js["correct"] = correct;
    j["summation"] = js;
    if (!correct) code = 1;
  }
  if (json) std::cout << j.dump(2) << "\n";
  return code;
}

}  // namespace cc::app
