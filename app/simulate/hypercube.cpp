// collcheck simulate hypercube (Ohtaki's slides): Cube_Broadcast, Cube_Reduction or
// Cube_Prefix_Sum, printed as the messages of each step with the step's dimension and the step
// count; --trace also what every PE holds after each step (a_i, a_{i-j}; D for broadcast). N not a
// power of two runs on P_0..P_{N-1} of the next cube. Cube_Prefix_Sum runs with the operand order
// corrected; the claims check both orders. --emit-schedule writes the plan as a hypercube
// document.
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>

#include "app/simulate/groupops.hpp"
#include "spec/algorithms/groupops_procedures.hpp"
#include "spec/schedule/hypercube_emit.hpp"

namespace cc::app::sim {

// The model's own helpers, in a namespace of their own: app/ compiles its files in unity batches
// (docs/developing.md, "Unity build"), and every model file defines its own run and check.
namespace hypercube_sim {

using namespace groupops;
using namespace groupops_common;

int run(const Values& v, const Printer& pr) {
  const std::string& proc = v.str("procedure");
  const std::int64_t N = N_of(v);
  const Planted bug = bug_of(v);
  nlohmann::json j{{"model", "hypercube"}, {"procedure", proc}, {"N", N}};
  std::ostream& out = pr.out;
  const bool text = !v.json();
  const int n = ceil_log2(N);
  std::vector<Interval> init;
  for (std::int64_t i = 0; i < N; ++i) init.push_back(Interval::single(i));
  const bool bc = proc == "broadcast";
  // The procedure as a plan (data), run on the executor and, asked, written as a document.
  const auto plan = bc                    ? cube_broadcast_plan(N, bug)
                    : proc == "reduction" ? cube_reduction_plan(N, bug, true)
                                          : cube_prefix_plan(N, false, bug, true);
  std::vector<std::optional<Interval>> c(static_cast<std::size_t>(N));
  for (std::int64_t i = 0; i < N; ++i)
    if (!bc || i == 0) c[static_cast<std::size_t>(i)] = init[static_cast<std::size_t>(i)];
  const auto r = run_cube_plan<Interval>(N, plan, c, icomb(), proc == "reduction");
  if (v.has("emit-schedule")) {
    std::ostringstream doc;
    schedule::emit_hypercube(
        doc, N, plan, cube_registers(), doc_kind(proc), doc_name("cube", proc, v),
        doc_comment(bc                    ? "Cube_Broadcast"
                    : proc == "reduction" ? "Cube_Reduction"
                                          : "Cube_Prefix_Sum (operand order corrected)",
                    v));
    pr.write("emit-schedule", doc.str());
  }
  if (text) {
    out << "procedure Cube_"
        << (bc                    ? "Broadcast"
            : proc == "reduction" ? "Reduction"
                                  : "Prefix_Sum")
        << " on the hypercube, N = " << N << "\n";
    if (!is_power_of_two(N))
      out << "N is not a power of two: P_0..P_" << N - 1 << " of the " << (std::int64_t{1} << n)
          << "-node cube, a PE sends only to a partner that exists\n";
  }
  nlohmann::json steps = nlohmann::json::array();
  for (std::size_t s = 0; s < r.links.size(); ++s) {
    std::string line;
    nlohmann::json msgs = nlohmann::json::array();
    for (const auto& [from, to] : r.links[s]) {
      line += (line.empty() ? "" : ", ") +
              ("P_" + std::to_string(from) + " -> P_" + std::to_string(to));
      msgs.push_back({{"from", from}, {"to", to}});
    }
    if (text) out << "step " << s + 1 << " (dimension " << s << "): " << line << "\n";
    steps.push_back({{"step", s + 1}, {"dimension", s}, {"messages", msgs}});
  }
  if (v.has("trace")) {
    Table t{text, out};
    if (text) {
      out << (proc == "prefix" ? "s_i" : "a_i") << " after each step\nstep";
      for (std::int64_t i = 0; i < N; ++i)
        out << "\tP_" << i << (n > 0 ? " [" + bits(i, n) + "]" : "");
      out << "\n";
    }
    std::vector<std::optional<Interval>> first;
    for (std::int64_t i = 0; i < N; ++i)
      first.push_back(bc && i > 0 ? std::nullopt
                                  : std::optional<Interval>(init[static_cast<std::size_t>(i)]));
    t.row("initial", first, 0, bc);
    for (std::size_t s = 0; s < r.after.size(); ++s)
      t.row(std::to_string(s + 1), r.after[s], 0, bc);
    j["trace"] = t.rows;
  }
  if (r.violation) {
    if (text)
      out << "hypercube violation at step " << r.violation->step + 1 << ": " << r.violation->detail
          << "\n";
    j["violation"] = r.violation->detail;
  }
  if (text) out << "communication steps " << r.steps << ", ⌈log2 N⌉ = " << n << "\n";
  j["steps"] = steps;
  j["communication_steps"] = r.steps;
  if (!text) out << j.dump(2) << "\n";
  return 0;
}

}  // namespace hypercube_sim

const Model& hypercube_model() {
  using namespace hypercube_sim;
  static const Model m{
      "hypercube",
      "groupops",
      "Cube_Broadcast, Cube_Reduction or Cube_Prefix_Sum of Ohtaki's slides on "
      "the hypercube, the messages of each step",
      groupops_common::params({"broadcast", "reduction", "prefix"}, "number of PEs",
                              "the Cube_* plan, a hypercube document"),
      groupops_common::check,
      run};
  return m;
}

}  // namespace cc::app::sim
