// collcheck simulate pram|hypercube|binomial (Ohtaki's slides): runs one of the
// slides' procedures on its executor and prints what the slides tabulate. The three models take
// the same options:
//   --procedure NAME  pram, hypercube: broadcast | reduction | prefix;
//                     binomial: broadcast | scatter | gather | reduction | properties
//   --N N             PEs, 1..2^16 (default 8); binomial needs N = 2^k (the tree has 2^k nodes);
//                     pram and hypercube run the guarded procedures with ⌈log2 N⌉ iterations when
//                     N is not a power of two (they coincide with the printed ones for N = 2^d)
//   --trace           also the values every PE holds after each loop or step, in the slides'
//                     notation (a_i, a_{i-j}; D for broadcast)
//   --variant NAME    a planted bug;  --format text|json (one JSON object).
//   --emit-schedule FILE  the run as a schedule document (docs/schedule-format.md): pram writes the
//                     procedure's EREW sub-steps as a pram document, hypercube the Cube_* plan as a
//                     hypercube document; binomial writes its four procedures as hypercube
//                     documents (the tree's messages run along one dimension per step; scatter and
//                     gather carry blocks of items as messages of several registers).
// Without --trace: the schedule (pram: the loop table "ループごとの処理の様子" / "操作の一般化";
// hypercube and binomial: the messages of each step, with the step's dimension) and the step count.
// Labels are printed in English: the table's 前処理 row is "Stage 1" (Procedure Broadcast's name
// for it), the trace's first row (初期状態) is "initial".
// Prefix and Cube_Prefix_Sum run with the operand order corrected; the claims check both orders.
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "app/commands.hpp"
#include "app/options.hpp"
#include "spec/algorithms/groupops_procedures.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/schedule/hypercube_emit.hpp"
#include "spec/schedule/pram_emit.hpp"
#include "spec/witness/interval.hpp"

namespace cc::app {

int simulate_groupops(const SimulateArgs& a);
int simulate_binomial(const SimulateArgs& a, const std::string& proc, std::int64_t N,
                      groupops::Planted bug);  // app/simulate_binomial.cpp

namespace {

using namespace groupops;
using witness::Interval;

// The slides' notation: a_i, a_{i-k}; D for the broadcast value; blank where a PE holds nothing.
std::string val(const std::optional<Interval>& v, bool broadcast) {
  if (!v) return "";
  if (!v->valid()) return "invalid";
  if (broadcast) return "D";
  return v->lo == v->hi ? "a_" + std::to_string(v->lo)
                        : "a_{" + std::to_string(v->lo) + "-" + std::to_string(v->hi) + "}";
}

std::string bits(std::int64_t i, int n) {
  std::string s;
  for (int b = n - 1; b >= 0; --b) s += ((i >> b) & 1) ? '1' : '0';
  return s;
}

// The document's name and collective for a procedure: pram-prefix, cube-reduction-planted-...
std::string doc_name(const std::string& prefix, const std::string& proc, const SimulateArgs& a) {
  return prefix + "-" + proc + (a.variant.empty() ? "" : "-" + a.variant);
}
std::string doc_kind(const std::string& proc) { return proc == "reduction" ? "reduce" : proc; }
std::string doc_comment(const std::string& what, const SimulateArgs& a) {
  return what + " of Ohtaki's slides" + (a.variant.empty() ? "" : " (variant " + a.variant + ")") +
         ", written by collcheck simulate " + a.model + " --emit-schedule";
}

Op<Interval> icomb() {
  return [](const Interval& x, const Interval& y) { return witness::combine(x, y); };
}

struct Table {
  bool text;
  std::ostream& out;
  nlohmann::json rows = nlohmann::json::array();
  void row(const std::string& label, const std::vector<std::optional<Interval>>& v,
           std::size_t from, bool broadcast) {
    nlohmann::json jr = nlohmann::json::array();
    if (text) out << label;
    for (std::size_t i = from; i < v.size(); ++i) {
      if (text) out << "\t" << val(v[i], broadcast);
      jr.push_back(val(v[i], broadcast));
    }
    if (text) out << "\n";
    rows.push_back({{"after", label}, {"values", jr}});
  }
};

int simulate_pram(const SimulateArgs& a, const std::string& proc, std::int64_t N, Planted bug,
                  nlohmann::json& j) {
  std::ostream& out = std::cout;
  const bool text = a.format == "text";
  const int c = ceil_log2(N);
  const auto its = proc == "broadcast"   ? broadcast_loops(N, c, true, bug)
                   : proc == "reduction" ? reduction_loops(N, c, true, bug)
                                         : prefix_loops(N, c, false, bug);
  if (!a.emit_schedule.empty()) {
    std::ostringstream doc;
    schedule::emit_pram(
        doc, N, its, doc_kind(proc), doc_name("pram", proc, a),
        doc_comment(std::string("Procedure ") +
                        (proc == "broadcast"   ? "Broadcast"
                         : proc == "reduction" ? "Reduction"
                                               : "Prefix (operand order corrected)") +
                        ", one step per EREW sub-step of the program order",
                    a));
    write_file(a.emit_schedule, doc.str(), "--emit-schedule");
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
  const auto r =
      run_pram<Interval>(N, its, init, Interval::single(0), icomb(), Order::program, a.trace);
  if (a.trace) {
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
  return 0;
}

int simulate_hypercube(const SimulateArgs& a, const std::string& proc, std::int64_t N, Planted bug,
                       nlohmann::json& j) {
  std::ostream& out = std::cout;
  const bool text = a.format == "text";
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
  if (!a.emit_schedule.empty()) {
    std::ostringstream doc;
    schedule::emit_hypercube(
        doc, N, plan, cube_registers(), doc_kind(proc), doc_name("cube", proc, a),
        doc_comment(bc                    ? "Cube_Broadcast"
                    : proc == "reduction" ? "Cube_Reduction"
                                          : "Cube_Prefix_Sum (operand order corrected)",
                    a));
    write_file(a.emit_schedule, doc.str(), "--emit-schedule");
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
  if (a.trace) {
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
  return 0;
}

}  // namespace

int simulate_groupops(const SimulateArgs& a) {
  for (const auto& [k, _] : a.values)
    if (k != "N" && k != "procedure")
      throw UsageError("simulate " + a.model + " does not take --" + k +
                       " (options: --procedure, --N, --variant, --trace, --format)");
  if (!a.dot.empty())
    throw UsageError("simulate " + a.model +
                     " does not take --dot (options: --procedure, --N, --variant, --trace, "
                     "--format)");
  require_format(a.format);
  const bool binomial = a.model == "binomial";
  const std::string known = binomial ? "broadcast, scatter, gather, reduction, properties"
                                     : "broadcast, reduction, prefix";
  const auto it = a.values.find("procedure");
  if (it == a.values.end())
    throw UsageError("simulate " + a.model + " needs --procedure (one of: " + known + ")");
  const std::string proc = it->second;
  const bool ok = binomial ? (proc == "broadcast" || proc == "scatter" || proc == "gather" ||
                              proc == "reduction" || proc == "properties")
                           : (proc == "broadcast" || proc == "reduction" || proc == "prefix");
  if (!ok)
    throw UsageError("--procedure: unknown procedure '" + proc + "' for simulate " + a.model +
                     " (known: " + known + ")");
  // The PRAM keeps every step's memory: its reduction and prefix take 1.0 and 1.1 GB at
  // N = 2^16 (0.5 GB at 2^15), so they stop at 2^15.
  const bool pram_heavy = a.model == "pram" && proc != "broadcast";
  const NumericOption nopt{
      "N", binomial ? "nodes of the binomial tree, a power of two" : "number of PEs", 1,
      pram_heavy ? std::uint64_t{1} << 15 : std::uint64_t{1} << 16,
      pram_heavy ? "2^15 PEs for the PRAM reduction and prefix (1 GB)" : "2^16 PEs"};
  const auto N = static_cast<std::int64_t>(parse_all({nopt}, a.values, {{"N", 8}})["N"]);
  if (binomial && !is_power_of_two(N))
    throw UsageError(
        "--N must be a power of two in [1, 65536] for simulate binomial (the "
        "binomial tree of level k has N = 2^k nodes), got " +
        std::to_string(N));
  const Planted bug = a.variant.empty() ? Planted::none : find_variant(a.variant).bug;
  if (!a.emit_schedule.empty()) {
    if (binomial && proc == "properties")
      throw UsageError(
          "--emit-schedule: binomial properties runs no schedule; broadcast, scatter, gather and "
          "reduction are written as hypercube documents");
    require_writable("--emit-schedule", a.emit_schedule);
  }
  if (binomial) return simulate_binomial(a, proc, N, bug);
  nlohmann::json j;
  j["model"] = a.model;
  j["procedure"] = proc;
  j["N"] = N;
  const int rc = a.model == "pram" ? simulate_pram(a, proc, N, bug, j)
                                   : simulate_hypercube(a, proc, N, bug, j);
  if (a.format == "json") std::cout << j.dump(2) << "\n";
  return rc;
}

}  // namespace cc::app
