// simulate logp --sum: Algorithm 2 (or a summation variant) for N operands on S*(P; L, o, g) =
// T*(P; L+1, o, g), each node's A_i and N_i, and when the root holds 0:N-1 on the executor; --dot
// draws S* (app/simulate/logp_print.hpp).
#include <ostream>
#include <sstream>

#include "app/simulate/logp_print.hpp"
#include "spec/schedule/logp_emit.hpp"

namespace cc::app::sim::logp_print {

namespace {

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

}  // namespace

bool print_summation(const Values& v, const Printer& pr, const SumVariant& var, nlohmann::json& j) {
  std::ostream& out = pr.out;
  const bool json = v.json();
  const Time L = static_cast<Time>(v.num("L")), o = static_cast<Time>(v.num("o")),
             g = static_cast<Time>(v.num("g"));
  const u64 P = v.num("P");
  const SumVariant* sum_var = &var;
  const Time N = static_cast<Time>(v.num("sum"));
  const SumPlan plan = intended_plan(L, o, g, P, N);
  const Tree& s = plan.tree;
  const Time ns = thm5_ns(s, o);
  if (v.has("dot")) pr.write("dot", sum_dot(plan, N));
  nlohmann::json js = {
      {"variant", sum_var->name()}, {"N", N}, {"N_S", ns}, {"B", plan.B}, {"T_B", s.nodes[0].T}};
  nlohmann::json snodes = nodes_json(s);
  if (!json)
    out << "S*(" << P << "; " << L << ", " << o << ", " << g << ") = T*(" << P << "; " << L + 1
        << ", " << o << ", " << g << "), N_S = " << ns << ", N = " << N << "\n";
  for (std::size_t i = 0; i < s.nodes.size(); ++i) {
    const Time A = lemma1_actual(s, i, o);
    if (!json)
      out << "  " << pair_text(s.nodes[i]) << ": A_i = " << A << ", N_i = " << plan.operands[i]
          << "\n";
    snodes[i]["A_i"] = A;
    snodes[i]["N_i"] = plan.operands[i];
  }
  js["nodes"] = snodes;
  const SumRun r = run_sum(plan, sum_var);
  if (v.has("emit-schedule")) {
    std::ostringstream doc;
    schedule::emit_summation(doc, *sum_var, L, o, g, P, N,
                             sum_var->name() == "paper" ? "algorithm-2" : sum_var->name());
    pr.write("emit-schedule", doc.str());
  }
  js["legal"] = !r.ex.violation;
  if (r.ex.violation) {
    if (!json)
      out << "summation: rejected by the executor, rule " << r.ex.violation->rule << ": "
          << r.ex.violation->detail << "\n";
    js["violation"] = violation_json(*r.ex.violation);
    js["correct"] = false;
    j["summation"] = js;
    return false;
  }
  const auto& val = r.ex.value[r.root_pe];
  const bool correct = val && *val == Interval::range(0, N - 1);
  if (!json)
    out << "root holds " << (val ? witness::to_string(*val) : "nothing") << " at "
        << r.ex.finish[r.root_pe] << " (T_B = " << s.nodes[0].T << ", B = " << plan.B
        << (sum_var->name() == "paper" ? "" : ", variant " + sum_var->name()) << ")\n";
  js["root_value"] = val ? nlohmann::json(witness::to_string(*val)) : nlohmann::json();
  js["root_time"] = r.ex.finish[r.root_pe];
  js["correct"] = correct;
  j["summation"] = js;
  return correct;
}

}  // namespace cc::app::sim::logp_print
