// What simulate logp draws and writes as JSON (app/simulate/logp_print.hpp).
#include "app/simulate/logp_print.hpp"

#include <optional>
#include <sstream>

namespace cc::app::sim::logp_print {

std::string pair_text(const Node& n) {
  return "(" + std::to_string(n.number) + "," + std::to_string(n.T) + ")";
}

std::string params_text(u64 P, Time L, Time o, Time g) {
  return std::to_string(P) + "; " + std::to_string(L) + ", " + std::to_string(o) + ", " +
         std::to_string(g);
}

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

nlohmann::json violation_json(const Violation& v) {
  return {{"rule", v.rule}, {"pe", v.pe}, {"time", v.time}, {"detail", v.detail}};
}

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

}  // namespace cc::app::sim::logp_print
