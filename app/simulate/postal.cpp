// collcheck simulate postal: Algorithm A or B (or a variant) on the executor, printed as the
// paper prints its walk-throughs: C_j (and D_j) after every step; --dot draws T_i as Fig. 1.
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "app/simulate/model.hpp"
#include "spec/algorithms/postal_prefix.hpp"
#include "spec/core/checked.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/schedule/postal_emit.hpp"
#include "spec/witness/interval.hpp"

namespace cc::app::sim {

// The model's own helpers, in a namespace of their own: app/ compiles its files in unity batches
// (docs/developing.md, "Unity build"), and every model file defines its own run and check.
namespace postal_sim {

using postal::Interval;

constexpr std::uint64_t kMaxPes = std::uint64_t{1} << 24;
constexpr std::uint64_t kBytesPerPe = 96;    // c, d, in-flight messages and executor scratch
constexpr std::uint64_t kMaxTraced = 65536;  // --trace prints (and keeps) every PE after every step
constexpr std::uint64_t kMaxMessages = std::uint64_t{1} << 25;

std::string human_bytes(long double b) {
  std::ostringstream os;
  os.precision(3);
  if (b >= 1024.0L * 1024 * 1024)
    os << b / (1024.0L * 1024 * 1024) << " GiB";
  else
    os << b / (1024.0L * 1024) << " MiB";
  return os.str();
}

// --n or --p beyond the limit: what the simulation would need.
std::function<std::string(const std::string&, std::uint64_t)> too_large(const char* name) {
  return [name](const std::string& text, std::uint64_t v) {
    return std::string("--") + name + " = " + text +
           " is too large to simulate: it would need about " +
           human_bytes(static_cast<long double>(v) * kBytesPerPe) + " (about " +
           std::to_string(kBytesPerPe) + " bytes per PE); the limit is " + std::to_string(kMaxPes);
  };
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

const postal::PrefixVariant& variant_of(const Values& v) {
  return *postal::find_prefix_variant(v.has("variant") ? v.str("variant") : "A");
}

void check(const Values& v) {
  (void)variant_of(v);
  const bool is_b = v.str("algorithm") == "B";
  const std::uint64_t n = v.num("n"), k = v.num("k"), lambda = v.num("lambda");
  if (is_b && !v.has("p")) throw UsageError("--algorithm B needs --p (the number of PEs, p < n)");
  if (!is_b && v.has("p")) throw UsageError("--p applies to --algorithm B only");
  const std::uint64_t procs = is_b ? v.num("p") : n;
  if (is_b && procs >= n)
    throw UsageError("--p must be less than --n for Algorithm B (p < n), got p = " +
                     std::to_string(procs) + ", n = " + std::to_string(n));
  if (v.num("tree") >= procs)
    throw UsageError("--tree must be a PE in [0, " + std::to_string(procs - 1) + "], got " +
                     std::to_string(v.num("tree")));
  // The executor holds the messages in flight; their number is at most (PEs) x k x (steps), and
  // the run takes about 50 ns and up to 30 bytes per message (bench: n = 2^20, k = 8: 48 M
  // messages, 1.4 GB, 2.9 s). Inputs beyond kMaxMessages are refused before anything runs, so
  // that a simulation stays within 1 GB and 10 s.
  const auto m = postal::min_steps(procs, k, lambda, ~std::uint64_t{0});
  const u128 bound = static_cast<u128>(procs) * std::min<std::uint64_t>(k, procs) *
                     (m ? *m + 1 : ~std::uint64_t{0});
  if (bound > kMaxMessages)
    throw UsageError(
        "simulate postal: at most PEs x min(k, PEs) x (m + 1) = " + std::to_string(procs) + " x " +
        std::to_string(std::min(k, procs)) + " x " +
        (m ? std::to_string(*m + 1) : "(m too large)") + " messages is above the limit " +
        std::to_string(kMaxMessages) + " (a simulation stays within 1 GB and 10 s)");
  // The rows (every PE's C and D after every step) are kept only for --trace, which prints them.
  if (v.has("trace") && procs > kMaxTraced)
    throw UsageError("--trace prints every PE after every step: at most " +
                     std::to_string(kMaxTraced) + " PEs, got " + std::to_string(procs));
}

int run(const Values& v, const Printer& pr) {
  std::ostream& out = pr.out;
  const auto& variant = variant_of(v);
  const std::string& algorithm = v.str("algorithm");
  const bool is_b = algorithm == "B", trace = v.has("trace");
  const std::uint64_t n = v.num("n"), k = v.num("k"), lambda = v.num("lambda");
  const std::uint64_t procs = is_b ? v.num("p") : n;
  if (v.has("emit-schedule")) {
    std::ostringstream doc;
    const std::string name = variant.name() == "A"
                                 ? (is_b ? "algorithm-b" : "algorithm-a")
                                 : (is_b ? "algorithm-b-" : "algorithm-a-") + variant.name();
    if (is_b)
      schedule::emit_algorithm_b(doc, variant, n, static_cast<postal::Pe>(procs), k, lambda, name);
    else
      schedule::emit_algorithm_a(doc, variant, static_cast<postal::Pe>(n), k, lambda, name);
    pr.write("emit-schedule", doc.str());
  }
  Rows rows;
  std::vector<Interval> result;
  Rows* observer = trace ? &rows : nullptr;
  const auto r = is_b ? postal::run_algorithm_b(variant, n, static_cast<postal::Pe>(procs), k,
                                                lambda, result, observer)
                      : postal::run_algorithm_a(variant, static_cast<postal::Pe>(n), k, lambda,
                                                result, observer);
  if (trace) {
    std::vector<Interval> start(procs), d0(procs);
    const auto blocks = postal::block_layout(n, static_cast<postal::Pe>(procs));
    for (std::uint64_t i = 0; i < procs; ++i) {
      const auto s = static_cast<std::int64_t>(blocks.start[i]);
      start[i] = Interval::range(s, static_cast<std::int64_t>(blocks.start[i + 1]) - 1);
      d0[i] = Interval::single(s);
    }
    rows.C.insert(rows.C.begin(), witness::row(start));
    if (is_b) rows.D.insert(rows.D.begin(), witness::row(d0));
  }
  bool correct = !r.violation;
  for (std::uint64_t x = 0; correct && x < result.size(); ++x)
    correct = result[x] == Interval::range(0, static_cast<std::int64_t>(x));
  postal::GSequence G(k, lambda);
  std::vector<std::uint64_t> g;
  for (std::size_t j = 0; j <= r.m; ++j) g.push_back(G(j));
  if (v.has("dot")) {
    const auto t = postal::spanning_tree(variant, static_cast<postal::Pe>(procs), k, lambda,
                                         static_cast<postal::Pe>(v.num("tree")), false);
    pr.write("dot", dot(t, procs, k, lambda));
  }
  if (v.json()) {
    nlohmann::json params = nlohmann::json::object();
    for (const auto& [key, val] : v.numbers) params[key] = val;
    nlohmann::json j = {{"model", "postal"},
                        {"algorithm", algorithm},
                        {"variant", variant.name()},
                        {"parameters", params},
                        {"G", g},
                        {"m", r.m},
                        {"communication_steps", r.steps_run},
                        {"messages", r.messages},
                        {"prefixes_correct", correct}};
    if (r.violation)
      j["violation"] = {{"step", r.violation->step},
                        {"rule", r.violation->rule},
                        {"detail", r.violation->detail}};
    if (trace) {
      j["C"] = rows.C;
      if (is_b) j["D"] = rows.D;
    }
    out << j.dump(2) << "\n";
    return correct ? 0 : 1;
  }
  out << "Algorithm " << algorithm
      << (variant.name() == "A" ? "" : " (variant " + variant.name() + ")")
      << ", k-port lambda-postal model: "
      << (is_b ? "n = " + std::to_string(n) + ", p = " + std::to_string(procs)
               : "n = " + std::to_string(n))
      << ", k = " << k << ", lambda = " << lambda << "\n";
  out << "G(0.." << r.m << ") =";
  for (std::size_t j = 0; j < g.size(); ++j) out << (j ? ", " : " ") << g[j];
  out << "; m = min{j | G(j) >= " << procs << "} = " << r.m << "\n";
  if (trace)
    for (std::size_t j = 0; j < rows.C.size(); ++j) {
      out << "C" << j << " = " << rows.C[j] << "\n";
      if (is_b) out << "D" << j << " = " << rows.D[j] << "\n";
    }
  if (r.violation)
    out << "the executor rejected step " << r.violation->step << " (" << r.violation->rule
        << "): " << r.violation->detail << "\n";
  out << r.steps_run << " communication steps, " << r.messages << " messages; prefixes "
      << (correct ? "correct" : "WRONG") << "\n";
  return correct ? 0 : 1;
}

}  // namespace postal_sim

const Model& postal_model() {
  using namespace postal_sim;
  static const Model m{
      "postal",
      "postal",
      "Algorithm A or B of Lin and Yeh on the k-port lambda-postal model, C_j (and D_j) after "
      "every step as the paper prints them",
      {Param::integer("n", "number of PEs (A) or of values (B)", 1, kMaxPes, "the simulation limit")
           .too_large_by(too_large("n"))
           .needed(),
       Param::integer("k", "ports per PE", 1, 1 << 16).with_default("2"),
       Param::integer("lambda",
                      "latency: a message sent in step j is received in step j + lambda - 1", 1,
                      1 << 16)
           .with_default("3"),
       Param::integer("p", "number of PEs for Algorithm B (p < n)", 1, kMaxPes,
                      "the simulation limit")
           .too_large_by(too_large("p")),
       Param::integer("tree", "the root i of the spanning tree T_i written by --dot", 0,
                      kMaxPes - 1)
           .with_default("0"),
       Param::choice("algorithm", "Algorithm A (n PEs) or B (n values on p PEs)", {"A", "B"})
           .with_default("A"),
       Param::variant(
           "a prefix variant: A (the paper's) or a planted bug (collcheck list --variants)"),
       Param::trace("print C_j (and D_j) of every PE after every step"),
       Param::file("dot", "write the spanning tree T_i (see --tree) as Graphviz, as Fig. 1"),
       Param::emit_schedule("the run, a postal document")},
      check,
      run};
  return m;
}

}  // namespace cc::app::sim
