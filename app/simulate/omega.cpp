// collcheck simulate omega (Lee and Lin): the N x N Omega network at switch level, N = 2^L.
//   --ring NODES  runs the ring-merging algorithm of section 4.1 (or --variant) on the nodes and
//                 prints what each level holds (Fig. 5) and the final ring last, as
//                 "0 -> 3 -> 2 -> 5 -> 6 -> 0"; ties go to the first candidate.
//   --paths X:Y,...  routes each path and prints, for each pair, "conflict" with the shared links
//                 (stage, address) or "disjoint", beside Theorem 1's Ast(X↓W) + Ast(Y↑Z).
//   --svg FILE    draws the network with the paths, one colour each (Figs. 1 and 5), every
//                 conflicting link marked in red, and a legend (app/simulate/omega_io.cpp).
//   --emit-schedule FILE  writes the ring (a ring document) or the paths (one step of a paths
//                 document) for `collcheck verify` (docs/schedule-format.md, omega).
#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "app/simulate/model.hpp"
#include "app/simulate/omega_io.hpp"
#include "spec/algorithms/omega_ring.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/models/omega_theorems.hpp"
#include "spec/schedule/omega_emit.hpp"

namespace cc::app::sim {

// The model's own helpers, in a namespace of their own: app/ compiles its files in unity batches
// (docs/developing.md, "Unity build"), and every model file defines its own run and check.
namespace omega_sim {

using omega::Node;

std::shared_ptr<const omega::RingConstruction> ring_construction(const Values& v) {
  return omega::find_ring_construction(v.has("variant") ? v.str("variant") : "paper");
}

void check(const Values& v) {
  const auto L = static_cast<unsigned>(v.num("L"));
  const bool ring = v.has("ring"), paths = v.has("paths");
  if (ring == paths)
    throw UsageError(
        "simulate omega needs exactly one of --ring NODES (e.g. 0,2,3,5,6) and "
        "--paths X:Y,... (e.g. 2:6,6:5)");
  if (v.has("variant") && !ring) throw UsageError("--variant applies to --ring only");
  if (v.has("svg") && L > omega_io::kMaxSvgL)
    throw UsageError("--svg draws networks up to L = " + std::to_string(omega_io::kMaxSvgL) + " (" +
                     std::to_string(1u << omega_io::kMaxSvgL) +
                     " nodes), got L = " + std::to_string(L));
  if (v.has("emit-schedule") && L > 63)
    throw UsageError(
        "--emit-schedule: a document's nodes are JSON integers (signed 64-bit), so it has "
        "L <= 63; got L = " +
        std::to_string(L));
  const omega::OmegaNetwork net(L);
  if (paths) {
    (void)omega_io::parse_paths(v.str("paths"), net);
  } else {
    (void)omega_io::parse_ring(v.str("ring"), net);
    (void)ring_construction(v);
  }
}

struct LevelPrinter : omega::RingObserver {
  std::vector<std::string> lines;
  nlohmann::json levels = nlohmann::json::array();
  void after_level(unsigned k, const std::vector<omega::Holding>& held) override {
    std::string rings, singles;
    nlohmann::json jr = nlohmann::json::array(), js = nlohmann::json::array();
    for (const auto& h : held) {
      if (h.ring.size() == 1) {
        singles += (singles.empty() ? "" : ", ") + std::to_string(h.ring[0]);
        js.push_back(h.ring[0]);
      } else {
        const auto r = omega::canonical(h.ring);
        rings +=
            (rings.empty() ? "" : "; ") + omega::to_string(h.where) + " " + omega::to_string(r);
        jr.push_back({{"subnetwork", omega::to_string(h.where)}, {"ring", r}});
      }
    }
    std::string line =
        "after level " + std::to_string(k) + ": " + (rings.empty() ? "no ring" : rings);
    if (!singles.empty()) line += "; single " + singles;
    lines.push_back(line);
    levels.push_back({{"level", k}, {"rings", jr}, {"single", js}});
  }
};

int run_ring(const Values& v, const Printer& pr, const omega::OmegaNetwork& net) {
  std::ostream& out = pr.out;
  auto nodes = omega_io::parse_ring(v.str("ring"), net);
  std::sort(nodes.begin(), nodes.end());
  const auto construction = ring_construction(v);
  omega::FirstChoice first;
  LevelPrinter levels;
  const omega::Ring ring = construction->build(net.L(), nodes, first, &levels);
  if (v.has("emit-schedule")) {
    std::ostringstream doc;
    omega::FirstChoice again;  // the same ties as the run above
    schedule::emit_ring(doc, *construction, net.L(), nodes, again,
                        construction->name() == "paper" ? "ring-merging" : construction->name());
    pr.write("emit-schedule", doc.str());
  }
  std::vector<omega::Path> paths;
  for (std::size_t i = 0; i < ring.size(); ++i)
    paths.push_back(net.route(ring[i], ring[(i + 1) % ring.size()]));
  const auto conflict = omega::step_conflict(paths);
  std::vector<Node> sorted = ring;
  std::sort(sorted.begin(), sorted.end());
  const bool cycle = sorted == nodes;
  if (v.has("svg"))
    pr.write("svg", omega_io::svg(
                        net, paths,
                        "ring of " + omega::to_string(ring) + ", L = " + std::to_string(net.L())));
  std::string verdict;
  if (!cycle) verdict = "the result is not one cycle through exactly the selected nodes";
  if (conflict)
    verdict = "conflict: " +
              omega::path_name(paths[conflict->first].source, paths[conflict->first].dest) +
              " and " +
              omega::path_name(paths[conflict->second].source, paths[conflict->second].dest) +
              " share " + omega::to_string(conflict->link);
  if (v.json()) {
    nlohmann::json j = {{"model", "omega"},
                        {"L", net.L()},
                        {"variant", construction->name()},
                        {"selected", nodes},
                        {"levels", levels.levels},
                        {"ring", ring},
                        {"paths_disjoint", !conflict.has_value()},
                        {"cycle", cycle},
                        {"communication_steps", ring.size() - 1}};
    if (!verdict.empty()) j["defect"] = verdict;
    out << j.dump(2) << "\n";
    return verdict.empty() ? 0 : 1;
  }
  out << "ring merging (Lee and Lin, section 4.1), " << construction->name() << ", on the "
      << "Omega network with L = " << net.L() << ", nodes ";
  for (std::size_t i = 0; i < nodes.size(); ++i) out << (i ? "," : "{") << nodes[i];
  out << "}; ties take the first candidate\n";
  for (const auto& l : levels.lines) out << l << "\n";
  if (verdict.empty())
    out << "the ring's " << ring.size() << " paths are pairwise link-disjoint; pipelined "
        << "group multicast takes " << ring.size() - 1 << " steps\n";
  else
    out << verdict << "\n";
  out << omega::to_string(ring) << "\n";
  return verdict.empty() ? 0 : 1;
}

int run_paths(const Values& v, const Printer& pr, const omega::OmegaNetwork& net) {
  std::ostream& out = pr.out;
  const auto pairs = omega_io::parse_paths(v.str("paths"), net);
  const unsigned L = net.L();
  std::vector<omega::Path> paths;
  for (const auto& [x, y] : pairs) paths.push_back(net.route(x, y));
  if (v.has("svg")) pr.write("svg", omega_io::svg(net, paths, "paths, L = " + std::to_string(L)));
  if (v.has("emit-schedule")) {
    std::ostringstream doc;
    schedule::emit_paths(doc, L, pairs, "paths");
    pr.write("emit-schedule", doc.str());
  }
  nlohmann::json jpaths = nlohmann::json::array(), jpairs = nlohmann::json::array();
  std::ostringstream text;
  for (const auto& p : paths) {
    text << omega::path_name(p.source, p.dest) << ": " << omega::to_string(p.links) << "\n";
    nlohmann::json links = nlohmann::json::array();
    for (const auto& l : p.links) links.push_back({l.stage, l.address});
    jpaths.push_back({{"source", p.source}, {"dest", p.dest}, {"links", links}});
  }
  for (std::size_t i = 0; i < paths.size(); ++i)
    for (std::size_t j = i + 1; j < paths.size(); ++j) {
      const auto& p = paths[i];
      const auto& q = paths[j];
      const auto shared = omega::shared_links(p, q);
      const auto down = omega::low_bit(p.source, q.source, L);
      const auto up = omega::high_bit(p.dest, q.dest, L);
      const unsigned sum = omega::Ast(down) + omega::Ast(up);
      text << omega::path_name(p.source, p.dest) << " and " << omega::path_name(q.source, q.dest)
           << ": " << (shared.empty() ? "disjoint" : "conflict " + omega::to_string(shared))
           << "   (Theorem 1: Ast(" << omega::bit_string(p.source, L) << "↓"
           << omega::bit_string(q.source, L) << ") + Ast(" << omega::bit_string(p.dest, L) << "↑"
           << omega::bit_string(q.dest, L) << ") = " << omega::Ast(down) << " + " << omega::Ast(up)
           << " = " << sum << (sum > L ? " > " : " <= ") << L << ")\n";
      nlohmann::json links = nlohmann::json::array();
      for (const auto& l : shared) links.push_back({l.stage, l.address});
      jpairs.push_back(
          {{"paths", {omega::path_name(p.source, p.dest), omega::path_name(q.source, q.dest)}},
           {"verdict", shared.empty() ? "disjoint" : "conflict"},
           {"shared_links", links},
           {"ast_sum", sum}});
    }
  if (v.json()) {
    out << nlohmann::json{{"model", "omega"}, {"L", L}, {"paths", jpaths}, {"pairs", jpairs}}.dump(
               2)
        << "\n";
  } else {
    out << text.str();
  }
  return 0;
}

int run(const Values& v, const Printer& pr) {
  const omega::OmegaNetwork net(static_cast<unsigned>(v.num("L")));
  return v.has("ring") ? run_ring(v, pr, net) : run_paths(v, pr, net);
}

}  // namespace omega_sim

const Model& omega_model() {
  using namespace omega_sim;
  static const Model m{
      "omega",
      "omega",
      "the N x N Omega network of Lee and Lin at switch level (N = 2^L): ring merging (section "
      "4.1) or the conflicts of paths (Theorem 1)",
      {Param::integer("L", "the network has 2^L nodes", 1, omega::kMaxL,
                      "the simulation limit: node addresses are 64-bit words")
           .needed(),
       Param::text("ring", "NODES",
                   "loop these nodes with the ring-merging algorithm of section 4.1, e.g. "
                   "0,2,3,5,6"),
       Param::text("paths", "X:Y,...", "route X:Y pairs and compare each pair, e.g. 2:6,6:5"),
       Param::variant("a ring construction for --ring: paper or a planted bug"),
       Param::file("svg",
                   "draw the network and the paths, conflicting links in red, a legend "
                   "(L <= 6)"),
       Param::emit_schedule("the ring (a ring document) or the paths (a paths document)")},
      check,
      run};
  return m;
}

}  // namespace cc::app::sim
