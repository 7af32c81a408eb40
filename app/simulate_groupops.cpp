// collcheck simulate pram|hypercube (seed 003, 003_fd17e5cee6c92638.txt): runs one of the
// slides' procedures on its executor and prints what the slides tabulate.
//   pram       --procedure broadcast|reduction|prefix: the loop table ("ループごとの処理の様子",
//              "操作の一般化": loop j, P_i, the cells it reads and writes) and, with --trace, every
//              a(i) after each loop on the interval witness (a_{1-i} is written 1:i);
//   hypercube  --procedure broadcast|reduction|prefix: with --trace the data flow per step
//              ("リダクションのデータの流れ"; prefix: s_i with a_i = i and +, the slides' example).
// --N (a power of two, default 8), --variant (a planted bug), --format text|json.
// Prefix runs with the operand order corrected (a(i-2^j) ⊕ a(i)); the claims check both orders.
#include <iostream>
#include <nlohmann/json.hpp>

#include "app/commands.hpp"
#include "app/options.hpp"
#include "spec/algorithms/groupops_procedures.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/witness/interval.hpp"

namespace cc::app {

int simulate_groupops(const SimulateArgs& a);

namespace {

using namespace groupops;
using witness::Interval;

// The slides' notation: a_i, a_{i-k}; blank where a PE holds nothing.
std::string val(const std::optional<Interval>& v) {
  if (!v) return "";
  if (!v->valid()) return "invalid";
  return v->lo == v->hi ? "a_" + std::to_string(v->lo)
                        : "a_{" + std::to_string(v->lo) + "-" + std::to_string(v->hi) + "}";
}

std::string bits(std::int64_t i, int n) {
  std::string s;
  for (int b = n - 1; b >= 0; --b) s += ((i >> b) & 1) ? '1' : '0';
  return s;
}

Op<Interval> icomb() {
  return [](const Interval& x, const Interval& y) { return witness::combine(x, y); };
}

}  // namespace

int simulate_groupops(const SimulateArgs& a) {
  for (const auto& [k, _] : a.values)
    if (k != "N" && k != "procedure")
      throw UsageError("simulate " + a.model + " does not take --" + k +
                       " (options: --procedure, --N, --variant, --trace, --format)");
  require_format(a.format);
  const auto it = a.values.find("procedure");
  if (it == a.values.end())
    throw UsageError("simulate " + a.model + " needs --procedure broadcast|reduction|prefix");
  const std::string proc = it->second;
  if (proc != "broadcast" && proc != "reduction" && proc != "prefix")
    throw UsageError("--procedure: unknown procedure '" + proc +
                     "' (known: broadcast, reduction, prefix)");
  const NumericOption nopt{"N", "number of PEs, a power of two", 1, 1 << 16, "2^16 PEs"};
  const std::int64_t N = static_cast<std::int64_t>(parse_all({nopt}, a.values, {{"N", 8}})["N"]);
  if ((N & (N - 1)) != 0)
    throw UsageError("--N must be a power of two (the slides loop j = 0..log2 N - 1), got " +
                     std::to_string(N));
  const Planted bug = a.variant.empty() ? Planted::none : find_variant(a.variant).bug;
  const int n = log2_exact(N);
  nlohmann::json j;
  j["model"] = a.model;
  j["procedure"] = proc;
  j["N"] = N;
  std::ostream& out = std::cout;
  const bool text = a.format == "text";

  if (a.model == "pram") {
    const auto its = proc == "broadcast"   ? broadcast(N, bug)
                     : proc == "reduction" ? reduction(N, bug)
                                           : prefix(N, false, bug);
    std::vector<std::optional<Interval>> init(static_cast<std::size_t>(N + 1));
    for (std::int64_t i = 1; i <= N; ++i) init[static_cast<std::size_t>(i)] = Interval::single(i);
    if (text)
      out << "Procedure " << proc << " on EREW shared memory, N = " << N
          << " (sub-steps in program order)\nloop j\tP_i\taccesses\n";
    std::optional<Interval> m = Interval::single(0);
    nlohmann::json rows = nlohmann::json::array();
    for (const auto& iter : its) {
      for (const auto& mi : iter.micros) {
        std::string acc;
        for (const auto& x : mi.ops)
          acc += (acc.empty() ? "" : ", ") + std::string(x.write ? "writes " : "reads ") +
                 cell_name(x.cell);
        if (text) out << iter.label << "\tP_" << mi.pe << "\t" << acc << "\n";
        rows.push_back({{"j", iter.label}, {"P_i", mi.pe}, {"accesses", acc}});
      }
    }
    const auto r = run_pram<Interval>(N, its, init, m, icomb(), Order::program);
    const std::int64_t steps = r.steps;
    if (a.trace && text) {
      out << "after the last loop:";
      for (std::int64_t i = 1; i <= N; ++i) {
        const auto& v = r.a[static_cast<std::size_t>(i)];
        out << " P_" << i << "=" << (v ? witness::to_string(*v) : "-");
      }
      out << "\n";
    }
    if (r.violation) {
      if (text)
        out << "EREW violation at step " << r.violation->step << ": " << r.violation->detail
            << "\n";
      j["violation"] = r.violation->detail;
    }
    if (text)
      out << "loop iterations " << r.iterations << ", log2 N = " << n << ", EREW steps " << steps
          << "\n";
    j["rows"] = rows;
    j["computation_steps"] = r.iterations;
    j["communication_steps"] = steps;
  } else {
    CubeRun<Interval> r;
    std::vector<Interval> init;
    for (std::int64_t i = 0; i < N; ++i) init.push_back(Interval::single(i));
    if (proc == "broadcast")
      r = cube_broadcast<Interval>(N, Interval::single(0), bug);
    else if (proc == "reduction")
      r = cube_reduction<Interval>(N, init, icomb(), bug);
    else
      r = cube_prefix_sum<Interval>(N, init, icomb(), false, bug);
    if (text) {
      out << "procedure Cube_"
          << (proc == "broadcast"   ? "Broadcast"
              : proc == "reduction" ? "Reduction"
                                    : "Prefix_Sum")
          << " on the hypercube, N = " << N << "\nstep";
      for (std::int64_t i = 0; i < N; ++i) out << "\tP_" << i << " [" << bits(i, n) << "]";
      out << "\n";
    }
    nlohmann::json rows = nlohmann::json::array();
    auto row = [&](const std::string& label, const std::vector<std::optional<Interval>>& v) {
      nlohmann::json jr = nlohmann::json::array();
      if (text) out << label;
      for (const auto& x : v) {
        if (text) out << "\t" << val(x);
        jr.push_back(val(x));
      }
      if (text) out << "\n";
      rows.push_back(jr);
    };
    if (a.trace) {
      std::vector<std::optional<Interval>> first;
      for (std::int64_t i = 0; i < N; ++i)
        first.push_back(proc == "broadcast" && i > 0
                            ? std::nullopt
                            : std::optional<Interval>(init[static_cast<std::size_t>(i)]));
      if (proc == "broadcast") first[0] = Interval::single(0);
      row("初期状態", first);
      for (std::size_t s = 0; s < r.after.size(); ++s) row(std::to_string(s + 1), r.after[s]);
    }
    if (r.violation) {
      if (text)
        out << "hypercube violation at step " << r.violation->step << ": " << r.violation->detail
            << "\n";
      j["violation"] = r.violation->detail;
    }
    if (text) out << "communication steps " << r.steps << ", log2 N = " << n << "\n";
    j["rows"] = rows;
    j["communication_steps"] = r.steps;
  }
  if (!text) std::cout << j.dump(2) << "\n";
  return 0;
}

}  // namespace cc::app
