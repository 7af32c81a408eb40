// simulate halfduplex --table and its --svg plot: app/simulate/halfduplex_table.hpp.
#include "app/simulate/halfduplex_table.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "spec/core/checked.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::app::sim::halfduplex_table {

using namespace halfduplex;
using i64 = std::int64_t;

std::string decimal(i64 num, i64 den) {
  std::string s = std::to_string(num / den);
  if (den == 1) return s;
  std::string frac = std::to_string(den + num % den).substr(1);
  while (!frac.empty() && frac.back() == '0') frac.pop_back();
  return frac.empty() ? s : s + "." + frac;
}

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

std::string svg(const std::vector<TableRow>& rows, i64 n, i64 p, i64 tn, i64 td) {
  std::ostringstream out;
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
  return out.str();
}

}  // namespace

int print(const PrefixVariant& var, i64 n, i64 p, i64 tn, i64 td, const Printer& pr) {
  std::ostream& out = pr.out;
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
                         " at k = " + std::to_string(k) + " (see collcheck check 'halfduplex.*')");
      row.by[name(alg)] = {lo.computation_steps, {lo.communication_steps, hi.communication_steps}};
    }
    rows.push_back(std::move(row));
  }
  out << "n = " << n << ", p = " << p << ", tau = " << decimal(tn, td)
      << "; C computation steps, R communication steps (a collective of q PEs costs "
         "2 log2 q, as in the figures; shown to 3 decimals), time C + tau R\n";
  out << "k\tC(A)\tR(A)\ttime(A)\tR(B)\ttime(B)\tT(E)\ttime(E)\tT(F)\ttime(F)\n";
  for (const auto& r : rows) {
    out << r.k << "\t" << r.by.at("A").first;
    for (const char* alg : {"A", "B", "E", "F"}) {
      auto it = r.by.find(alg);
      if (it == r.by.end()) {
        out << "\t-\t-";
        continue;
      }
      const auto& [C, R] = it->second;
      out << "\t" << steps_text(R.first) << "\t" << time_text(C, R.first, tn, td);
    }
    out << "\n";
  }
  out << "L = A(n, p, 1) is the row k = 1. PLL (section 6's formula, rounded up) and EK "
         "(quoted: 3550 communication steps for n = 8192, p = 13) are in "
         "halfduplex.fig4..fig8.\n";
  if (pr.values.has("svg")) pr.write("svg", svg(rows, n, p, tn, td));
  return 0;
}

}  // namespace cc::app::sim::halfduplex_table
