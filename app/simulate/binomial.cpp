// collcheck simulate binomial (Ohtaki's slides, "2項木の性質",
// "ステップごとのデータ分配" and "2項木によるデータ分配（続き）"): the binomial tree with N = 2^k
// nodes, named by their hypercube labels P_0..P_{N-1}.
//   --procedure properties   the tree: nodes per depth next to C(k, i), the depth, the largest
//                            degree, and every node's parent and children (the slides' figure);
//   --procedure broadcast | scatter | gather | reduction
//                            the messages of each step with the step's dimension and what they
//                            carry (D; a block a_i..a_j; a value a_{i-j}), and with --trace what
//                            every node holds after each step, as "ステップごとのデータ分配" draws
//                            it.
// The procedures run on the binomial-tree executor (spec/models/binomial_net.hpp), which rejects
// anything the model forbids; a violation is printed and the run stops there.
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>
#include <stdexcept>

#include "app/simulate/groupops.hpp"
#include "spec/algorithms/groupops_binomial.hpp"
#include "spec/schedule/hypercube_emit.hpp"

namespace cc::app::sim {

// The model's own helpers, in a namespace of their own: app/ compiles its files in unity batches
// (docs/developing.md, "Unity build"), and every model file defines its own run and check.
namespace binomial_sim {

using namespace groupops;
using namespace groupops_common;

// D; a_i; a_{i-j} for a combined value; a_i..a_j for a block of consecutive items.
std::string show(const std::vector<Interval>& b, bool broadcast) {
  if (b.empty()) return "";
  if (broadcast) return "D";
  auto one = [](const Interval& x) {
    if (!x.valid()) return std::string("invalid");
    return x.lo == x.hi ? "a_" + std::to_string(x.lo)
                        : "a_{" + std::to_string(x.lo) + "-" + std::to_string(x.hi) + "}";
  };
  bool run = b.size() > 2;
  for (std::size_t i = 0; run && i < b.size(); ++i)
    run = b[i].valid() && b[i].lo == b[i].hi && b[i].lo == b[0].lo + static_cast<std::int64_t>(i);
  if (run) return one(b.front()) + ".." + one(b.back());
  std::string s;
  for (const auto& x : b) s += (s.empty() ? "" : ",") + one(x);
  return s;
}

int run(const Values& v, const Printer& pr) {
  std::ostream& out = pr.out;
  const std::string& proc = v.str("procedure");
  const std::int64_t N = N_of(v);
  const Planted bug = bug_of(v);
  if (proc == "properties") return binomial_properties(!v.json(), out, N);
  const int k = log2_exact(N);
  const bool text = !v.json(), bc = proc == "broadcast";
  std::vector<Interval> x;
  for (std::int64_t i = 0; i < N; ++i) x.push_back(Interval::single(i));
  const auto op = [](const Interval& p, const Interval& q) { return witness::combine(p, q); };
  // The procedure as a plan (data), run on the binomial-tree executor and, asked, written as a
  // hypercube document (scatter and gather with messages of several registers).
  const auto plan = bc || proc == "scatter" ? distribution_plan(k, proc == "scatter", bug)
                                            : collection_plan(k, proc == "reduction", bug);
  std::vector<std::vector<Interval>> init(static_cast<std::size_t>(N));
  if (bc) {
    init[0] = {Interval::single(0)};
  } else if (proc == "scatter") {
    init[0] = x;
  } else {
    for (std::int64_t i = 0; i < N; ++i)
      init[static_cast<std::size_t>(i)] = {x[static_cast<std::size_t>(i)]};
  }
  const TreeRun<Interval> r = run_tree_plan<Interval>(k, plan, init, op, true);
  if (v.has("emit-schedule")) {
    const std::string name = doc_name("binomial", proc, v),
                      comment = "the binomial tree's " + proc +
                                " of Ohtaki's slides on its hypercube labels" +
                                (v.has("variant") ? " (variant " + v.str("variant") + ")" : "") +
                                ", written by collcheck simulate binomial --emit-schedule";
    std::ostringstream doc;
    if (bc || proc == "reduction") {
      const auto cube = as_cube_plan(plan);
      if (!cube) throw std::logic_error("binomial " + proc + ": a message is not one value");
      schedule::emit_hypercube(doc, N, *cube, cube_registers(), bc ? "broadcast" : "reduce", name,
                               comment);
    } else {
      const auto cube = as_block_cube_plan(k, plan, proc == "scatter");
      if (!cube) throw std::logic_error("binomial " + proc + ": a message is not a block");
      schedule::emit_hypercube(doc, N, cube->steps, cube->registers, proc, name, comment,
                               &cube->init);
    }
    pr.write("emit-schedule", doc.str());
  }
  nlohmann::json j{{"model", "binomial"}, {"procedure", proc}, {"N", N}, {"k", k}};
  if (text)
    out << "binomial-tree " << proc << ", N = " << N << " (k = " << k
        << "), nodes named by their hypercube labels; "
        << (bc || proc == "scatter" ? "the higher dimensions first"
                                    : "the lower dimensions first (the distribution reversed)")
        << "\n";
  // The payload of each message, read from the buffers before its step.
  nlohmann::json steps = nlohmann::json::array();
  for (std::size_t s = 0; s < r.log.size(); ++s) {
    const auto& before = s == 0 ? init : r.after[s - 1];
    std::string line;
    nlohmann::json msgs = nlohmann::json::array();
    for (const auto& m : r.log[s].sends) {
      const auto& held = before[static_cast<std::size_t>(m.from)];
      const std::vector<Interval> load(held.begin() + m.first, held.begin() + m.first + m.count);
      const auto what = show(load, bc);
      line += (line.empty() ? "" : ", ") +
              ("P_" + std::to_string(m.from) + " -> P_" + std::to_string(m.to) + " " + what);
      msgs.push_back({{"from", m.from}, {"to", m.to}, {"carries", what}, {"items", m.count}});
    }
    if (text)
      out << "step " << s + 1 << " (dimension " << r.log[s].dimension << "): " << line << "\n";
    steps.push_back({{"step", s + 1}, {"dimension", r.log[s].dimension}, {"messages", msgs}});
  }
  j["steps"] = steps;
  if (v.has("trace")) {
    if (text) {
      out << "held after each step\nstep";
      for (std::int64_t i = 0; i < N; ++i) out << "\t" << node(i, k);
      out << "\n";
    }
    nlohmann::json rows = nlohmann::json::array();
    auto row = [&](const std::string& label, const std::vector<std::vector<Interval>>& b) {
      nlohmann::json jr = nlohmann::json::array();
      if (text) out << label;
      for (const auto& h : b) {
        if (text) out << "\t" << show(h, bc);
        jr.push_back(show(h, bc));
      }
      if (text) out << "\n";
      rows.push_back({{"after", label}, {"values", jr}});
    };
    row("initial", init);
    for (std::size_t s = 0; s < r.after.size(); ++s) row(std::to_string(s + 1), r.after[s]);
    j["trace"] = rows;
  }
  if (r.violation) {
    if (text)
      out << "binomial-tree violation (" << r.violation->rule << ") at step "
          << r.violation->step + 1 << ": " << r.violation->detail << "\n";
    j["violation"] = r.violation->detail;
  }
  if (text) out << "communication steps " << r.steps << ", log2 N = " << k << "\n";
  j["communication_steps"] = r.steps;
  if (!text) out << j.dump(2) << "\n";
  return 0;
}

}  // namespace binomial_sim

const Model& binomial_model() {
  using namespace binomial_sim;
  static const Model m{
      "binomial",
      "groupops",
      "the binomial tree of Ohtaki's slides on its hypercube labels: its properties, or broadcast, "
      "scatter, gather and reduction step by step",
      groupops_common::params({"broadcast", "scatter", "gather", "reduction", "properties"},
                              "nodes of the binomial tree, a power of two",
                              "broadcast, scatter, gather or reduction, a hypercube document "
                              "(scatter and gather with messages of several registers)"),
      groupops_common::check,
      run};
  return m;
}

}  // namespace cc::app::sim
