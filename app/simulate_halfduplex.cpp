// collcheck simulate halfduplex (Lin and Hung, sections 2, 4 and 6):
//   --algorithm A|L|B|E|F --n N --p P --k K   runs the algorithm (L = A(n, p, 1); E and F with
//                                         collectives of cost 2 ceil(log2 q) for q PEs) on the
//                                         half-duplex executor and prints each phase's
//                                         computation and communication steps (--format json:
//                                         one object);
//   ... --emit-schedule FILE              also writes the run as a schedule document
//                                         (docs/schedule-format.md, halfduplex) for verify;
//   --table --n N --p P [--tau T] [--svg FILE]  for every k with p = kq + 1: the computation
//                                         steps, the communication steps of A, B, E, F
//                                         (collectives 2 log2 q, as the figures) and the running
//                                         time C + tau R (Figures 4 to 8); --svg plots the times,
//                                         the y axis from the least time rounded down.
// Defaults: n = 1024, p = 4, k = 3, tau = 1.
#include <algorithm>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "app/commands.hpp"
#include "app/options.hpp"
#include "spec/algorithms/halfduplex_prefix.hpp"
#include "spec/core/checked.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/schedule/halfduplex_emit.hpp"

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

namespace {

struct TableRow {
  i64 k;
  std::map<std::string, std::pair<i64, std::pair<i64, i64>>> by;  // alg -> C, [lo, hi] 2^-40
};

// C + tau R, with R in 2^-40 steps, to 3 decimals (rounded down).
std::string time_text(i64 C, i64 R, i64 tn, i64 td) {
  const i128 v = (i128{C} * td * kLogScale + i128{R} * tn) * 1000 / (i128{td} * kLogScale);
  const i64 x = static_cast<i64>(v);
  return std::to_string(x / 1000) + "." + std::to_string(1000 + x % 1000).substr(1);
}
std::string steps_text(i64 R) {
  const i64 x = static_cast<i64>(i128{R} * 1000 / kLogScale);
  if (x % 1000 == 0) return std::to_string(x / 1000);
  return std::to_string(x / 1000) + "." + std::to_string(1000 + x % 1000).substr(1);
}

// A value C + tau R of the plot (R in 2^-40 steps, tau = tn / td) is the exact fraction
// plot_num / (td 2^40): all values share the denominator, so numerators compare as the values.
i128 plot_num(const std::pair<i64, std::pair<i64, i64>>& c, i64 tn, i64 td) {
  return i128{c.first} * td * kLogScale + i128{c.second.first} * tn;
}
i128 floor_div(i128 a, i128 b) { return a / b - (a % b != 0 && (a < 0) != (b < 0)); }
i128 ceil_div(i128 a, i128 b) { return -floor_div(-a, b); }

// The y axis: from the least plotted value rounded down to a multiple of the tick step, to the
// largest rounded up; the step is 1, 2 or 5 times a power of ten, at least a quarter of the
// spread (about four ticks). Exact integers, so the tick labels are exact.
struct YAxis {
  i64 lo, hi, step;
};
YAxis y_axis(i128 least, i128 most, i128 den) {
  const i128 lo0 = floor_div(least, den), hi0 = ceil_div(most, den);
  const i128 quarter = std::max<i128>(1, ceil_div(hi0 - lo0, 4));
  i128 step = 1;
  for (i128 decade = 1;; decade *= 10) {
    if (decade >= quarter) {
      step = decade;
      break;
    }
    if (2 * decade >= quarter) {
      step = 2 * decade;
      break;
    }
    if (5 * decade >= quarter) {
      step = 5 * decade;
      break;
    }
  }
  const i128 lo = floor_div(lo0, step) * step;
  i128 hi = ceil_div(hi0, step) * step;
  if (hi == lo) hi = lo + step;
  return {static_cast<i64>(lo), static_cast<i64>(hi), static_cast<i64>(step)};
}

void write_svg(const std::string& file, const std::vector<TableRow>& rows, i64 n, i64 p, i64 tn,
               i64 td) {
  std::ofstream out(file);
  if (!out) throw UsageError("--svg: cannot write '" + file + "'");
  const char* algs[] = {"A", "B", "E", "F"};
  const char* colour[] = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728"};
  // The least and the largest plotted value, exactly.
  std::optional<i128> least, most;
  for (const auto& r : rows)
    for (const auto& [alg, c] : r.by) {
      const i128 v = plot_num(c, tn, td);
      if (!least || v < *least) least = v;
      if (!most || v > *most) most = v;
    }
  if (!least) throw std::logic_error("halfduplex plot: no value (A is defined for every k)");
  const YAxis axis = y_axis(*least, *most, i128{td} * kLogScale);
  auto value = [&](const std::pair<i64, std::pair<i64, i64>>& c) {
    return static_cast<double>(c.first) + static_cast<double>(c.second.first) * tn / td / kLogScale;
  };
  const double W = 640, H = 400, L = 84, B = 50, T = 40;
  auto xs = [&](std::size_t i) { return L + (W - L - 20) * (i + 0.5) / rows.size(); };
  auto ys = [&](double v) {
    return H - B -
           (H - B - T) * (v - static_cast<double>(axis.lo)) /
               static_cast<double>(axis.hi - axis.lo);
  };
  out << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << W << "\" height=\"" << H
      << "\" font-family=\"sans-serif\" font-size=\"12\">\n";
  out << "<desc>y axis from " << axis.lo << " to " << axis.hi << " in steps of " << axis.step
      << "</desc>\n";
  out << "<text x=\"" << L << "\" y=\"20\">running time C + tau R (computation steps), n = " << n
      << ", p = " << p << ", tau = " << decimal(tn, td) << "</text>\n";
  out << "<line x1=\"" << L << "\" y1=\"" << H - B << "\" x2=\"" << W - 10 << "\" y2=\"" << H - B
      << "\" stroke=\"black\"/><line x1=\"" << L << "\" y1=\"" << T << "\" x2=\"" << L << "\" y2=\""
      << H - B << "\" stroke=\"black\"/>\n";
  if (axis.lo > 0)  // the axis does not start at 0: a break mark at its foot
    out << "<path d=\"M " << L - 6 << " " << H - B - 12 << " l 12 -4 M " << L - 6 << " "
        << H - B - 7 << " l 12 -4\" stroke=\"black\" fill=\"none\"/>\n";
  for (std::size_t i = 0; i < rows.size(); ++i)
    out << "<text x=\"" << xs(i) - 4 << "\" y=\"" << H - B + 18 << "\">" << rows[i].k
        << "</text>\n";
  out << "<text x=\"" << W / 2 << "\" y=\"" << H - 10 << "\">k</text>\n";
  out << "<text x=\"14\" y=\"" << (T + H - B) / 2
      << "\" text-anchor=\"middle\" transform=\"rotate(-90 14 " << (T + H - B) / 2
      << ")\">time C + tau R (axis from " << axis.lo << ")</text>\n";
  for (i64 t = axis.lo; t <= axis.hi; t += axis.step) {
    const double yt = ys(static_cast<double>(t));
    out << "<line x1=\"" << L - 4 << "\" y1=\"" << yt << "\" x2=\"" << L << "\" y2=\"" << yt
        << "\" stroke=\"black\"/><text class=\"y-tick\" x=\"" << L - 6 << "\" y=\"" << yt + 4
        << "\" text-anchor=\"end\">" << t << "</text>\n";
  }
  for (int a = 0; a < 4; ++a) {
    std::string pts;
    for (std::size_t i = 0; i < rows.size(); ++i)
      if (auto it = rows[i].by.find(algs[a]); it != rows[i].by.end()) {
        pts += std::to_string(xs(i)) + "," + std::to_string(ys(value(it->second))) + " ";
        out << "<circle cx=\"" << xs(i) << "\" cy=\"" << ys(value(it->second))
            << "\" r=\"3\" fill=\"" << colour[a] << "\"/>\n";
      }
    out << "<polyline fill=\"none\" stroke=\"" << colour[a] << "\" points=\"" << pts << "\"/>\n";
    out << "<text x=\"" << W - 60 << "\" y=\"" << T + 16 * a << "\" fill=\"" << colour[a] << "\">"
        << algs[a] << "</text>\n";
  }
  out << "</svg>\n";
}

}  // namespace

int simulate_halfduplex(const SimulateArgs& a) {
  bool table = false;
  std::string tau_text = "1", svg;
  std::map<std::string, std::string> given;
  for (const auto& [key, val] : a.values) {
    if (key == "table")
      table = true;
    else if (key == "tau")
      tau_text = val;
    else if (key == "svg")
      svg = val;
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
                     " (the paper assumes p < n), got " + std::to_string(n));
  const PrefixVariant& var = find_variant(a.variant.empty() ? "paper" : a.variant);
  if (!svg.empty() && !table) throw UsageError("--svg plots the --table");
  if (!svg.empty()) require_writable("--svg", svg);
  if (!a.emit_schedule.empty() && table)
    throw UsageError("--emit-schedule writes one run (--algorithm), not the --table");
  if (table) {
    if (a.format != "text") throw UsageError("--table prints text only");
    std::vector<TableRow> rows;
    for (i64 k = 1; k < p; ++k) {
      if ((p - 1) % k != 0) continue;
      TableRow row{k, {}};
      for (const auto alg : {Algorithm::A, Algorithm::B, Algorithm::E, Algorithm::F}) {
        if (undefined(alg, n, p, k)) continue;
        const Schedule s = algorithm(alg, n, p, k, var);
        const auto lo = execute(s, kPaperLower), hi = execute(s, kPaperUpper);
        if (lo.violation || lo.missing)
          throw UsageError("--variant " + var.name() + " fails on the executor: " + name(alg) +
                           " at k = " + std::to_string(k) +
                           " (see collcheck check 'halfduplex.*')");
        row.by[name(alg)] = {lo.computation_steps,
                             {lo.communication_steps, hi.communication_steps}};
      }
      rows.push_back(std::move(row));
    }
    std::cout << "n = " << n << ", p = " << p << ", tau = " << decimal(tn, td)
              << "; C computation steps, R communication steps (a collective of q PEs costs "
                 "2 log2 q, as in the figures; shown to 3 decimals), time C + tau R\n";
    std::cout << "k\tC(A)\tR(A)\ttime(A)\tR(B)\ttime(B)\tT(E)\ttime(E)\tT(F)\ttime(F)\n";
    for (const auto& r : rows) {
      std::cout << r.k << "\t" << r.by.at("A").first;
      for (const char* alg : {"A", "B", "E", "F"}) {
        auto it = r.by.find(alg);
        if (it == r.by.end()) {
          std::cout << "\t-\t-";
          continue;
        }
        const auto& [C, R] = it->second;
        std::cout << "\t" << steps_text(R.first) << "\t" << time_text(C, R.first, tn, td);
      }
      std::cout << "\n";
    }
    std::cout << "L = A(n, p, 1) is the row k = 1. PLL (section 6's formula, rounded up) and EK "
                 "(quoted: 3550 communication steps for n = 8192, p = 13) are in "
                 "halfduplex.fig4..fig8.\n";
    if (!svg.empty()) write_svg(svg, rows, n, p, tn, td);
    return 0;
  }
  const std::string& an = a.algorithm.empty() ? std::string("A") : a.algorithm;
  if (an != "A" && an != "L" && an != "B" && an != "E" && an != "F")
    throw UsageError("--algorithm: simulate halfduplex runs A, L, B, E or F, got '" + an + "'");
  const i64 k = an == "L" ? 1 : static_cast<i64>(v["k"]);
  if (an == "L" && given.count("k") && v["k"] != 1)
    throw UsageError("--k: L is A(n, p, 1), got k = " + given["k"]);
  const Algorithm alg = an == "B"   ? Algorithm::B
                        : an == "E" ? Algorithm::E
                        : an == "F" ? Algorithm::F
                                    : Algorithm::A;
  if (auto why = undefined(alg, n, p, k)) throw UsageError("--p, --k: " + *why);
  const Schedule sched = algorithm(alg, n, p, k, var);
  if (!a.emit_schedule.empty()) {
    require_writable("--emit-schedule", a.emit_schedule);
    std::string lower = an;
    lower[0] = static_cast<char>(lower[0] - 'A' + 'a');
    std::ostringstream doc;
    schedule::emit_halfduplex(
        doc, sched, (var.name() == "paper" ? "algorithm" : var.name()) + "-" + lower,
        "Algorithm " + an + "(" + std::to_string(n) + ", " + std::to_string(p) + ", " +
            std::to_string(k) + ") of Lin and Hung (variant " + var.name() +
            "), written by collcheck simulate halfduplex --emit-schedule");
    write_file(a.emit_schedule, doc.str(), "--emit-schedule");
  }
  const auto ex = execute(sched);
  const i64 split = split_v(n, p, k);
  if (a.format == "json") {
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
    std::cout << j.dump() << "\n";
  } else {
    std::cout << an << "(" << n << ", " << p << ", " << k << ") on " << p
              << " half-duplex PEs: v = " << split << " inputs on P_1..P_" << (p - k) << "\n";
    for (const auto& ph : ex.phases)
      std::cout << "phase " << ph.phase << ": " << ph.computation << " computation steps, "
                << ph.communication << " communication steps, " << ph.active_pes
                << " PEs compute\n";
    std::cout << "total: " << ex.computation_steps << " computation steps, "
              << ex.communication_steps << " communication steps";
    if (alg == Algorithm::E || alg == Algorithm::F)
      std::cout << " (a collective of q PEs costs 2 ceil(log2 q))";
    std::cout << "\n";
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
