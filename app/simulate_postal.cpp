// collcheck simulate postal: Algorithm A or B (or a variant) on the executor, printed as the
// paper prints its walk-throughs: C_j (and D_j) after every step; --dot draws T_i as Fig. 1.
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "app/commands.hpp"
#include "app/options.hpp"
#include "spec/algorithms/postal_prefix.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/schedule/postal_emit.hpp"
#include "spec/witness/interval.hpp"

namespace cc::app {

namespace {

using postal::Interval;

constexpr std::uint64_t kBytesPerPe = 96;  // c, d, in-flight messages and executor scratch
constexpr std::uint64_t kMaxTraced = 65536;
constexpr std::uint64_t kMaxMessages = std::uint64_t{1} << 25;  // --trace prints (and keeps) every PE after every step

const std::vector<NumericOption>& postal_options() {
  static const std::vector<NumericOption> t = {
      {"n", "number of PEs (A) or of values (B)", 1, std::uint64_t{1} << 24,
       "the simulation limit"},
      {"k", "ports per PE", 1, 1 << 16, ""},
      {"lambda", "latency: a message sent in step j is received in step j + lambda - 1", 1, 1 << 16,
       ""},
      {"p", "number of PEs for Algorithm B (p < n)", 1, std::uint64_t{1} << 24,
       "the simulation limit"},
      {"tree", "the root i of the spanning tree T_i written by --dot", 0,
       (std::uint64_t{1} << 24) - 1, ""}};
  return t;
}

std::string human_bytes(long double b) {
  std::ostringstream os;
  os.precision(3);
  if (b >= 1024.0L * 1024 * 1024)
    os << b / (1024.0L * 1024 * 1024) << " GiB";
  else
    os << b / (1024.0L * 1024) << " MiB";
  return os.str();
}

void require_simulable(const std::map<std::string, std::string>& given, const char* name) {
  auto it = given.find(name);
  if (it == given.end() || it->second.empty()) return;
  std::uint64_t v = 0;
  try {
    v = parse_uint({name, "", 0, ~std::uint64_t{0}, ""}, it->second);
  } catch (const UsageError&) {
    return;  // parse_all reports the malformed value
  }
  const std::uint64_t limit = std::uint64_t{1} << 24;
  if (v > limit)
    throw UsageError(std::string("--") + name + " = " + it->second +
                     " is too large to simulate: it would need about " +
                     human_bytes(static_cast<long double>(v) * kBytesPerPe) + " (about " +
                     std::to_string(kBytesPerPe) + " bytes per PE); the limit is " +
                     std::to_string(limit));
}

struct Rows : postal::PrefixObserver {
  std::vector<std::string> C, D;
  bool after_step(std::size_t, const std::vector<Interval>& c, const std::vector<Interval>* d,
                  const std::vector<postal::Delivery>&) override {
    C.push_back(witness::row(c));
    if (d) D.push_back(witness::row(*d));
    return true;
  }
};

std::string dot(const postal::SpanningTree& t, std::uint64_t n, std::uint64_t k,
                std::uint64_t lambda) {
  std::ostringstream os;
  os << "// T_" << t.root << " for n = " << n << ", k = " << k << ", lambda = " << lambda
     << " (Lin and Yeh, section 3.1); edge labels are construction steps\n";
  os << "digraph T" << t.root << " {\n  node [shape=circle];\n  " << t.root
     << " [style=filled, fillcolor=black, fontcolor=white];\n";
  for (std::size_t y = 0; y < t.parent.size(); ++y)
    if (t.parent[y] >= 0 && y != t.root)
      os << "  " << t.parent[y] << " -> " << y << " [label=\"" << t.step[y] << "\"];\n";
  os << "}\n";
  return os.str();
}

}  // namespace

int simulate_postal(const SimulateArgs& a) {
  require_simulable(a.values, "n");
  require_simulable(a.values, "p");
  for (const auto& [k, _] : a.values) {
    bool known = false;
    for (const auto& o : postal_options()) known = known || o.name == k;
    if (!known) throw UsageError("simulate postal does not take --" + k);
  }
  auto v = parse_all(postal_options(), a.values, {{"k", 2}, {"lambda", 3}, {"tree", 0}});
  if (!v.count("n")) throw UsageError("simulate postal needs --n");
  if (a.algorithm != "A" && a.algorithm != "B")
    throw UsageError("--algorithm must be A or B for the postal model, got '" + a.algorithm + "'");
  const auto& variant = *postal::find_prefix_variant(a.variant.empty() ? "A" : a.variant);
  const std::uint64_t n = v["n"], k = v["k"], lambda = v["lambda"];
  const bool is_b = a.algorithm == "B";
  if (is_b && !v.count("p")) throw UsageError("--algorithm B needs --p (the number of PEs, p < n)");
  if (!is_b && v.count("p")) throw UsageError("--p applies to --algorithm B only");
  const std::uint64_t procs = is_b ? v["p"] : n;
  if (is_b && procs >= n)
    throw UsageError("--p must be less than --n for Algorithm B (p < n), got p = " +
                     std::to_string(procs) + ", n = " + std::to_string(n));
  if (v["tree"] >= procs)
    throw UsageError("--tree must be a PE in [0, " + std::to_string(procs - 1) + "], got " +
                     std::to_string(v["tree"]));

  // The executor holds the messages in flight; their number is at most (PEs) x k x (steps), and
  // the run takes about 50 ns and up to 30 bytes per message (bench: n = 2^20, k = 8: 48 M
  // messages, 1.4 GB, 2.9 s). Inputs beyond kMaxMessages are refused before anything runs, so
  // that a simulation stays within 1 GB and 10 s.
  {
    const auto m = postal::min_steps(procs, k, lambda, ~std::uint64_t{0});
    const u128 bound = static_cast<u128>(procs) *
                                    std::min<std::uint64_t>(k, procs) *
                                    (m ? *m + 1 : ~std::uint64_t{0});
    if (bound > kMaxMessages)
      throw UsageError("simulate postal: at most PEs x min(k, PEs) x (m + 1) = " +
                       std::to_string(procs) + " x " + std::to_string(std::min(k, procs)) + " x " +
                       (m ? std::to_string(*m + 1) : "(m too large)") +
                       " messages is above the limit " + std::to_string(kMaxMessages) +
                       " (a simulation stays within 1 GB and 10 s)");
  }
  // The rows (every PE's C and D after every step) are kept only for --trace, which prints them.
  if (a.trace && procs > kMaxTraced)
    throw UsageError("--trace prints every PE after every step: at most " +
                     std::to_string(kMaxTraced) + " PEs, got " + std::to_string(procs));
  if (!a.dot.empty()) require_writable("--dot", a.dot);
  if (!a.emit_schedule.empty()) {
    require_writable("--emit-schedule", a.emit_schedule);
    std::ostringstream doc;
    const std::string name = variant.name() == "A"
                                 ? (is_b ? "algorithm-b" : "algorithm-a")
                                 : (is_b ? "algorithm-b-" : "algorithm-a-") + variant.name();
    if (is_b)
      schedule::emit_algorithm_b(doc, variant, n, static_cast<postal::Pe>(procs), k, lambda, name);
    else
      schedule::emit_algorithm_a(doc, variant, static_cast<postal::Pe>(n), k, lambda, name);
    write_file(a.emit_schedule, doc.str(), "--emit-schedule");
  }
  Rows rows;
  std::vector<Interval> out;
  Rows* observer = a.trace ? &rows : nullptr;
  const auto run =
      is_b ? postal::run_algorithm_b(variant, n, static_cast<postal::Pe>(procs), k, lambda, out,
                                     observer)
           : postal::run_algorithm_a(variant, static_cast<postal::Pe>(n), k, lambda, out, observer);
  if (a.trace) {
    std::vector<Interval> start(procs);
    const auto blocks = postal::block_layout(n, static_cast<postal::Pe>(procs));
    std::vector<Interval> d0(procs);
    for (std::uint64_t i = 0; i < procs; ++i) {
      const auto s = static_cast<std::int64_t>(blocks.start[i]);
      start[i] = Interval::range(s, static_cast<std::int64_t>(blocks.start[i + 1]) - 1);
      d0[i] = Interval::single(s);
    }
    rows.C.insert(rows.C.begin(), witness::row(start));
    if (is_b) rows.D.insert(rows.D.begin(), witness::row(d0));
  }
  bool correct = !run.violation;
  for (std::uint64_t x = 0; correct && x < out.size(); ++x)
    correct = out[x] == Interval::range(0, static_cast<std::int64_t>(x));
  postal::GSequence G(k, lambda);
  std::vector<std::uint64_t> g;
  for (std::size_t j = 0; j <= run.m; ++j) g.push_back(G(j));

  if (!a.dot.empty()) {
    const auto t = postal::spanning_tree(variant, static_cast<postal::Pe>(procs), k, lambda,
                                         static_cast<postal::Pe>(v["tree"]), false);
    write_file(a.dot, dot(t, procs, k, lambda), "--dot");
  }

  if (a.format == "json") {
    nlohmann::json params = nlohmann::json::object();
    for (const auto& [key, val] : v) params[key] = val;
    nlohmann::json j = {{"model", "postal"},
                        {"algorithm", a.algorithm},
                        {"variant", variant.name()},
                        {"parameters", params},
                        {"G", g},
                        {"m", run.m},
                        {"communication_steps", run.steps_run},
                        {"messages", run.messages},
                        {"prefixes_correct", correct}};
    if (run.violation)
      j["violation"] = {{"step", run.violation->step},
                        {"rule", run.violation->rule},
                        {"detail", run.violation->detail}};
    if (a.trace) {
      j["C"] = rows.C;
      if (is_b) j["D"] = rows.D;
    }
    std::cout << j.dump(2) << "\n";
    return correct ? 0 : 1;
  }
  std::cout << "Algorithm " << a.algorithm
            << (variant.name() == "A" ? "" : " (variant " + variant.name() + ")")
            << ", k-port lambda-postal model: "
            << (is_b ? "n = " + std::to_string(n) + ", p = " + std::to_string(procs)
                     : "n = " + std::to_string(n))
            << ", k = " << k << ", lambda = " << lambda << "\n";
  std::cout << "G(0.." << run.m << ") =";
  for (std::size_t j = 0; j < g.size(); ++j) std::cout << (j ? ", " : " ") << g[j];
  std::cout << "; m = min{j | G(j) >= " << procs << "} = " << run.m << "\n";
  if (a.trace)
    for (std::size_t j = 0; j < rows.C.size(); ++j) {
      std::cout << "C" << j << " = " << rows.C[j] << "\n";
      if (is_b) std::cout << "D" << j << " = " << rows.D[j] << "\n";
    }
  if (run.violation)
    std::cout << "the executor rejected step " << run.violation->step << " (" << run.violation->rule
              << "): " << run.violation->detail << "\n";
  std::cout << run.steps_run << " communication steps, " << run.messages << " messages; prefixes "
            << (correct ? "correct" : "WRONG") << "\n";
  return correct ? 0 : 1;
}

}  // namespace cc::app
