// collcheck simulate halfduplex (Lin and Hung, sections 2, 4 and 6):
//   --algorithm A|L|B|E|F --n N --p P --k K   runs the algorithm (L = A(n, p, 1); E and F with
//                                         collectives of cost 2 ceil(log2 q) for q PEs) on the
//                                         half-duplex executor and prints each phase's
//                                         computation and communication steps (--format json:
//                                         one object);
//   ... --reading 2k-1|2k                 E's and F's phase k+1: y in the scatter (2k - 1
//                                         collectives per level, the default) or broadcast on
//                                         its own (2k); docs/modelling-choices.md;
//   ... --emit-schedule FILE              also writes the run as a schedule document
//                                         (docs/schedule-format.md, halfduplex) for verify;
//   --table --n N --p P [--tau T] [--svg FILE]  every k, as Figures 4 to 8
//                                         (app/simulate/halfduplex_table.cpp).
// Defaults: n = 1024, p = 4, k = 3, tau = 1.
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>

#include "app/simulate/halfduplex_table.hpp"
#include "app/simulate/model.hpp"
#include "spec/algorithms/halfduplex_prefix.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/schedule/halfduplex_emit.hpp"

namespace cc::app::sim {

// The model's own helpers, in a namespace of their own: app/ compiles its files in unity batches
// (docs/developing.md, "Unity build"), and every model file defines its own run and check.
namespace halfduplex_sim {

using namespace halfduplex;
using i64 = std::int64_t;

// tau as an exact decimal: numerator / 10^digits.
std::pair<i64, i64> parse_tau(const std::string& t) {
  i64 num = 0, den = 1;
  bool dot = false, any = false;
  for (char ch : t) {
    if (ch == '.' && !dot) {
      dot = true;
      continue;
    }
    if (ch < '0' || ch > '9' || num > 100'000'000 || den > 100'000'000)
      throw UsageError(
          "--tau: expected a decimal number such as 0.1 (at most 8 digits after "
          "the point, below 10^8), got '" +
          t + "'");
    any = true;
    num = num * 10 + (ch - '0');
    if (dot) den *= 10;
  }
  if (!any) throw UsageError("--tau: expected a decimal number such as 0.1, got '" + t + "'");
  return {num, den};
}

const PrefixVariant& variant_of(const Values& v) {
  return find_variant(v.has("variant") ? v.str("variant") : "paper");
}

Algorithm algorithm_of(const std::string& an) {
  return an == "B"   ? Algorithm::B
         : an == "E" ? Algorithm::E
         : an == "F" ? Algorithm::F
                     : Algorithm::A;
}

void check(const Values& v) {
  const i64 n = static_cast<i64>(v.num("n")), p = static_cast<i64>(v.num("p"));
  (void)parse_tau(v.str("tau"));
  if (n < p)
    throw UsageError("--n must be at least p = " + std::to_string(p) +
                     " (the paper assumes p < n), got " + std::to_string(n));
  (void)variant_of(v);
  const bool table = v.has("table");
  if (v.has("svg") && !table) throw UsageError("--svg plots the --table");
  if (v.has("emit-schedule") && table)
    throw UsageError("--emit-schedule writes one run (--algorithm), not the --table");
  if (table) {
    if (v.json()) throw UsageError("--table prints text only");
    return;
  }
  const std::string& an = v.str("algorithm");
  if (an == "L" && v.has("k") && v.num("k") != 1)
    throw UsageError("--k: L is A(n, p, 1), got k = " + v.str("k"));
  const i64 k = an == "L" ? 1 : static_cast<i64>(v.num("k"));
  if (auto why = undefined(algorithm_of(an), n, p, k)) throw UsageError("--p, --k: " + *why);
}

int run(const Values& v, const Printer& pr) {
  const i64 n = static_cast<i64>(v.num("n")), p = static_cast<i64>(v.num("p"));
  const PrefixVariant& var = variant_of(v);
  if (v.has("table")) {
    const auto [tn, td] = parse_tau(v.str("tau"));
    return halfduplex_table::print(var, n, p, tn, td, pr);
  }
  const std::string& an = v.str("algorithm");
  const i64 k = an == "L" ? 1 : static_cast<i64>(v.num("k"));
  const Algorithm alg = algorithm_of(an);
  const Reading reading = v.str("reading") == "2k" ? Reading::separate : Reading::merged;
  const Schedule sched = algorithm(alg, n, p, k, var, reading);
  if (v.has("emit-schedule")) {
    std::string lower = an;
    lower[0] = static_cast<char>(lower[0] - 'A' + 'a');
    std::ostringstream doc;
    schedule::emit_halfduplex(
        doc, sched, (var.name() == "paper" ? "algorithm" : var.name()) + "-" + lower,
        "Algorithm " + an + "(" + std::to_string(n) + ", " + std::to_string(p) + ", " +
            std::to_string(k) + ") of Lin and Hung (variant " + var.name() +
            "), written by collcheck simulate halfduplex --emit-schedule");
    pr.write("emit-schedule", doc.str());
  }
  const auto ex = execute(sched);
  const i64 split = split_v(n, p, k);
  if (v.json()) {
    nlohmann::json phases = nlohmann::json::array();
    for (const auto& ph : ex.phases)
      phases.push_back({{"phase", ph.phase},
                        {"computation_steps", ph.computation},
                        {"communication_steps", ph.communication},
                        {"active_pes", ph.active_pes}});
    nlohmann::json j = {{"model", "halfduplex"},
                        {"algorithm", an},
                        {"n", n},
                        {"p", p},
                        {"k", k},
                        {"v", split},
                        {"phases", phases},
                        {"computation_steps", ex.computation_steps},
                        {"communication_steps", ex.communication_steps},
                        {"legal", !ex.violation},
                        {"all_prefixes", !ex.violation && !ex.missing}};
    if (alg == Algorithm::E || alg == Algorithm::F) j["collectives_per_level"] = name(reading);
    pr.out << j.dump() << "\n";
  } else {
    pr.out << an << "(" << n << ", " << p << ", " << k << ") on " << p
           << " half-duplex PEs: v = " << split << " inputs on P_1..P_" << (p - k) << "\n";
    for (const auto& ph : ex.phases)
      pr.out << "phase " << ph.phase << ": " << ph.computation << " computation steps, "
             << ph.communication << " communication steps, " << ph.active_pes << " PEs compute\n";
    pr.out << "total: " << ex.computation_steps << " computation steps, " << ex.communication_steps
           << " communication steps";
    if (alg == Algorithm::E || alg == Algorithm::F)
      pr.out << " (a collective of q PEs costs 2 ceil(log2 q)"
             << (reading == Reading::separate
                     ? "; the 2k reading: y broadcast on its own in phase k+1"
                     : "")
             << ")";
    pr.out << "\n";
  }
  if (ex.violation) {
    pr.err << "collcheck: the run breaks rule " << ex.violation->rule << " at step "
           << ex.violation->step + 1 << ": " << ex.violation->detail << "\n";
    return 1;
  }
  if (ex.missing) {
    pr.err << "collcheck: no PE holds the prefix 1:" << *ex.missing << "\n";
    return 1;
  }
  return 0;
}

}  // namespace halfduplex_sim

const Model& halfduplex_model() {
  using namespace halfduplex_sim;
  static const Model m{
      "halfduplex",
      "halfduplex",
      "the prefix algorithms A, L, B, E, F of Lin and Hung on the half-duplex executor, phase by "
      "phase, or the table of Figures 4 to 8",
      {Param::integer("n", "inputs", 1, std::uint64_t{1} << 22,
                      "the simulation limit (2^22 inputs)")
           .with_default("1024"),
       Param::integer("p", "PEs", 2, 4096, "the simulation limit (4096 PEs)").with_default("4"),
       Param::integer("k", "PEs that only compute in phase 1", 1, 4095, "p - 1").with_default("3"),
       Param::choice("algorithm", "L is A(n, p, 1); E and F use collectives of 2 ceil(log2 q)",
                     {"A", "L", "B", "E", "F"})
           .with_default("A"),
       Param::choice("reading",
                     "E's and F's phase k+1: 2k-1 collectives per level (y in the scatter) or 2k "
                     "(y broadcast on its own)",
                     {"2k-1", "2k"})
           .with_default("2k-1"),
       Param::flag("table", "every k with p = kq + 1, as Figures 4 to 8 (text only)"),
       Param::text("tau", "T",
                   "the ratio of a communication step to a computation step, for "
                   "--table (at most 8 digits after the point)")
           .with_default("1"),
       Param::variant("a prefix variant: paper or a planted bug"),
       Param::file("svg", "plot the --table's running times (SVG), the y axis from the least"),
       Param::emit_schedule("the run, a halfduplex document")},
      check,
      run};
  return m;
}

}  // namespace cc::app::sim
