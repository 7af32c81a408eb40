// collcheck simulate halfduplex (seed 002, 002_9d19bfb51512884d.txt, sections 2, 4 and 6):
//   --algorithm A|L|E --n N --p P --k K   runs A(n, p, k) (L = A(n, p, 1); E with broadcast and
//                                         scatter of cost 2 ceil(log2 p)) on the half-duplex
//                                         executor and prints each phase's computation and
//                                         communication steps (--format json: one object);
//   --table --n N --p P [--tau T]         for every k with p = kq + 1: the computation steps,
//                                         communication steps of A and E, and the running time
//                                         C + tau R in computation steps (Figures 4 to 8).
// Defaults: n = 1024, p = 4, k = 3, tau = 1.
#include <iostream>
#include <nlohmann/json.hpp>

#include "app/commands.hpp"
#include "app/options.hpp"
#include "spec/algorithms/halfduplex_prefix.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::app {

int simulate_halfduplex(const SimulateArgs& a);

namespace {

using namespace halfduplex;
using i64 = std::int64_t;

std::vector<NumericOption> hd_options() {
  return {{"n", "inputs", 1, std::uint64_t{1} << 22, "the simulation limit (2^22 inputs)"},
          {"p", "PEs", 2, 4096, "the simulation limit (4096 PEs)"},
          {"k", "PEs that only compute in phase 1", 1, 4095, "p - 1"}};
}

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

std::string decimal(i64 num, i64 den) {
  std::string s = std::to_string(num / den);
  if (den == 1) return s;
  std::string frac = std::to_string(den + num % den).substr(1);
  while (!frac.empty() && frac.back() == '0') frac.pop_back();
  return frac.empty() ? s : s + "." + frac;
}

}  // namespace

int simulate_halfduplex(const SimulateArgs& a) {
  bool table = false;
  std::string tau_text = "1";
  std::map<std::string, std::string> given;
  for (const auto& [key, val] : a.values) {
    if (key == "table")
      table = true;
    else if (key == "tau")
      tau_text = val;
    else if (key == "n" || key == "p" || key == "k")
      given[key] = val;
    else
      throw UsageError("simulate halfduplex does not take --" + key);
  }
  if (a.format != "text" && a.format != "json")
    throw UsageError("--format: expected text or json, got '" + a.format + "'");
  if (a.trace) throw UsageError("simulate halfduplex does not take --trace");
  auto v = parse_all(hd_options(), given, {{"n", 1024}, {"p", 4}, {"k", 3}});
  const i64 n = static_cast<i64>(v["n"]), p = static_cast<i64>(v["p"]);
  const auto [tn, td] = parse_tau(tau_text);
  if (n < p)
    throw UsageError("--n must be at least p = " + std::to_string(p) +
                     " (the paper assumes "
                     "p < n), got " +
                     std::to_string(n));
  const Variant& var = find_variant(a.variant.empty() ? "paper" : a.variant);
  if (table) {
    if (a.format != "text") throw UsageError("--table prints text only");
    std::cout << "n = " << n << ", p = " << p << ", tau = " << decimal(tn, td)
              << " (collectives cost 2 ceil(log2 p) = " << default_collective_cost(p)
              << " steps)\n";
    std::cout << "k\tC(A)\tR(A)\ttime(A)\tT(E)\ttime(E)\n";
    for (i64 k = 1; k < p; ++k) {
      if ((p - 1) % k != 0) continue;
      const auto ea = execute(algorithm_a(n, p, k, var), default_collective_cost(p));
      const auto ee = execute(algorithm_a(n, p, k, var, Family::E), default_collective_cost(p));
      if (ea.violation || ee.violation || ea.missing || ee.missing)
        throw UsageError("--variant " + var.name + " fails on the executor at k = " +
                         std::to_string(k) + " (see collcheck check 'halfduplex.*')");
      std::cout << k << "\t" << ea.computation_steps << "\t" << ea.communication_steps << "\t"
                << decimal(ea.computation_steps * td + tn * ea.communication_steps, td) << "\t"
                << ee.communication_steps << "\t"
                << decimal(ee.computation_steps * td + tn * ee.communication_steps, td) << "\n";
    }
    return 0;
  }
  if (a.algorithm != "A" && a.algorithm != "L" && a.algorithm != "E")
    throw UsageError("--algorithm: simulate halfduplex runs A, L or E, got '" + a.algorithm + "'");
  const i64 k = a.algorithm == "L" ? 1 : static_cast<i64>(v["k"]);
  if (a.algorithm == "L" && given.count("k") && v["k"] != 1)
    throw UsageError("--k: L is A(n, p, 1), got k = " + given["k"]);
  if (k >= p || (p - 1) % k != 0)
    throw UsageError("--p must be kq + 1 with q >= 1 for " + a.algorithm +
                     "(n, p, k): p = " + std::to_string(p) + ", k = " + std::to_string(k));
  const Family fam = a.algorithm == "E" ? Family::E : Family::A;
  const auto ex = execute(algorithm_a(n, p, k, var, fam), default_collective_cost(p));
  const i64 split = split_v(n, p, k);
  if (a.format == "json") {
    nlohmann::json phases = nlohmann::json::array();
    for (const auto& ph : ex.phases)
      phases.push_back({{"phase", ph.phase},
                        {"computation_steps", ph.computation},
                        {"communication_steps", ph.communication},
                        {"active_pes", ph.active_pes}});
    nlohmann::json j = {{"model", "halfduplex"},
                        {"algorithm", a.algorithm},
                        {"n", n},
                        {"p", p},
                        {"k", k},
                        {"v", split},
                        {"phases", phases},
                        {"computation_steps", ex.computation_steps},
                        {"communication_steps", ex.communication_steps},
                        {"legal", !ex.violation},
                        {"all_prefixes", !ex.violation && !ex.missing}};
    std::cout << j.dump() << "\n";
  } else {
    std::cout << a.algorithm << "(" << n << ", " << p << ", " << k << ") on " << p
              << " half-duplex PEs: v = " << split << " inputs on P_1..P_" << (p - k) << "\n";
    for (const auto& ph : ex.phases)
      std::cout << "phase " << ph.phase << ": " << ph.computation << " computation steps, "
                << ph.communication << " communication steps, " << ph.active_pes
                << " PEs compute\n";
    std::cout << "total: " << ex.computation_steps << " computation steps, "
              << ex.communication_steps << " communication steps\n";
  }
  if (ex.violation) {
    std::cerr << "collcheck: the run breaks rule " << ex.violation->rule << " at step "
              << ex.violation->step + 1 << ": " << ex.violation->detail << "\n";
    return 1;
  }
  if (ex.missing) {
    std::cerr << "collcheck: no PE holds the prefix 1:" << *ex.missing << "\n";
    return 1;
  }
  return 0;
}

}  // namespace cc::app
