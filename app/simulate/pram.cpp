// collcheck simulate pram (Ohtaki's slides): Procedure Broadcast, Reduction or Prefix on EREW
// shared memory, printed as the slides' loop table ("ループごとの処理の様子" / "操作の一般化"):
// each loop's PEs and the cells they read and write, in program order, and the step count; --trace
// also a(i) after each loop. N not a power of two runs the guarded procedures with ⌈log2 N⌉
// iterations. Labels are printed in English: the table's 前処理 row is "Stage 1" (Procedure
// Broadcast's name for it), the trace's first row (初期状態) is "initial". Prefix runs with the
// operand order corrected; the claims check both orders. --emit-schedule writes the EREW sub-steps
// as a pram document.
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>

#include "app/simulate/groupops.hpp"
#include "spec/algorithms/groupops_procedures.hpp"
#include "spec/schedule/pram_emit.hpp"

namespace cc::app::sim {

// The model's own helpers, in a namespace of their own: app/ compiles its files in unity batches
// (docs/developing.md, "Unity build"), and every model file defines its own run and check.
namespace pram_sim {

using namespace groupops;
using namespace groupops_common;

int run(const Values& v, const Printer& pr) {
  const std::string& proc = v.str("procedure");
  const std::int64_t N = N_of(v);
  const Planted bug = bug_of(v);
  nlohmann::json j{{"model", "pram"}, {"procedure", proc}, {"N", N}};
  std::ostream& out = pr.out;
  const bool text = !v.json();
  const int c = ceil_log2(N);
  const auto its = proc == "broadcast"   ? broadcast_loops(N, c, true, bug)
                   : proc == "reduction" ? reduction_loops(N, c, true, bug)
                                         : prefix_loops(N, c, false, bug);
  if (v.has("emit-schedule")) {
    std::ostringstream doc;
    schedule::emit_pram(
        doc, N, its, doc_kind(proc), doc_name("pram", proc, v),
        doc_comment(std::string("Procedure ") +
                        (proc == "broadcast"   ? "Broadcast"
                         : proc == "reduction" ? "Reduction"
                                               : "Prefix (operand order corrected)") +
                        ", one step per EREW sub-step of the program order",
                    v));
    pr.write("emit-schedule", doc.str());
  }
  if (text) {
    out << "Procedure "
        << (proc == "broadcast"   ? "Broadcast"
            : proc == "reduction" ? "Reduction"
                                  : "Prefix")
        << " on EREW shared memory, N = " << N << " (sub-steps in program order)\n";
    if (!is_power_of_two(N))
      out << "N is not a power of two: ⌈log2 N⌉ = " << c
          << " iterations, with the guards i <= N (Broadcast) and i + 2^j <= N (Reduction)\n";
    out << "loop j\tP_i\taccesses\n";
  }
  nlohmann::json rows = nlohmann::json::array();
  for (const auto& iter : its)
    for (const auto& mi : iter.micros) {
      std::string acc;
      for (const auto& x : mi.ops)
        acc += (acc.empty() ? "" : ", ") + std::string(x.write ? "writes " : "reads ") +
               cell_name(x.cell);
      const std::string label = label_in_english(iter.label);
      if (text) out << label << "\tP_" << mi.pe << "\t" << acc << "\n";
      rows.push_back({{"j", label}, {"P_i", mi.pe}, {"accesses", acc}});
    }
  std::vector<std::optional<Interval>> init(static_cast<std::size_t>(N + 1));
  if (proc != "broadcast")
    for (std::int64_t i = 1; i <= N; ++i) init[static_cast<std::size_t>(i)] = Interval::single(i);
  const auto r = run_pram<Interval>(N, its, init, Interval::single(0), icomb(), Order::program,
                                    v.has("trace"));
  if (v.has("trace")) {
    Table t{text, out};
    if (text) {
      out << "a(i) after each loop\nloop j";
      for (std::int64_t i = 1; i <= N; ++i) out << "\tP_" << i;
      out << "\n";
    }
    const bool bc = proc == "broadcast";
    t.row("initial", init, 1, bc);
    for (std::size_t s = 0; s < r.after.size(); ++s)
      t.row(label_in_english(its[s].label), r.after[s], 1, bc);
    j["trace"] = t.rows;
  }
  if (r.violation) {
    if (text)
      out << "EREW violation at EREW step " << r.violation->step + 1 << ": " << r.violation->detail
          << "\n";
    j["violation"] = r.violation->detail;
  }
  if (text)
    out << "loop iterations " << r.iterations << ", ⌈log2 N⌉ = " << c << ", EREW steps " << r.steps
        << "\n";
  j["rows"] = rows;
  j["computation_steps"] = r.iterations;
  j["communication_steps"] = r.steps;
  if (!text) out << j.dump(2) << "\n";
  return 0;
}

}  // namespace pram_sim

const Model& pram_model() {
  using namespace pram_sim;
  static const Model m{
      "pram",
      "groupops",
      "Procedure Broadcast, Reduction or Prefix of Ohtaki's slides on EREW shared "
      "memory, as the slides' loop table",
      groupops_common::params({"broadcast", "reduction", "prefix"}, "number of PEs",
                              "the EREW sub-steps in program order, a pram document"),
      groupops_common::check,
      run};
  return m;
}

}  // namespace cc::app::sim
