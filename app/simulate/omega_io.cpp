// What simulate omega reads (--ring, --paths) and draws (--svg): app/simulate/omega_io.hpp.
#include "app/simulate/omega_io.hpp"

#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "spec/core/checked.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/models/omega_theorems.hpp"

namespace cc::app::sim::omega_io {

namespace {

std::optional<Node> parse_node(const std::string& t) {
  if (t.empty() || t.size() > 20) return std::nullopt;
  u128 v = 0;
  for (char c : t) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + static_cast<unsigned>(c - '0');
  }
  if (v > ~std::uint64_t{0}) return std::nullopt;
  return static_cast<Node>(v);
}

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::size_t pos = 0;
  for (;;) {
    const std::size_t at = text.find(sep, pos);
    out.push_back(text.substr(pos, at == std::string::npos ? std::string::npos : at - pos));
    if (at == std::string::npos) return out;
    pos = at + 1;
  }
}

void require_in_network(const char* option, Node x, const omega::OmegaNetwork& net) {
  if (x > net.max_node())
    throw UsageError(std::string(option) + ": node " + std::to_string(x) + " is not in the " +
                     "network: L = " + std::to_string(net.L()) + " has nodes 0.." +
                     std::to_string(net.max_node()));
}

}  // namespace

std::vector<Node> parse_ring(const std::string& text, const omega::OmegaNetwork& net) {
  std::vector<Node> nodes;
  for (const auto& item : split(text, ',')) {
    const auto x = parse_node(item);
    if (!x)
      throw UsageError("--ring must be a comma-separated list of nodes, e.g. 0,2,3,5,6; got '" +
                       text + "'");
    nodes.push_back(*x);
  }
  std::set<Node> seen;
  for (Node x : nodes) {
    require_in_network("--ring", x, net);
    if (!seen.insert(x).second)
      throw UsageError("--ring: node " + std::to_string(x) + " is listed twice in '" + text + "'");
  }
  if (nodes.size() < 2)
    throw UsageError("--ring needs at least two nodes (one node needs no ring), got '" + text +
                     "'");
  return nodes;
}

std::vector<std::pair<Node, Node>> parse_paths(const std::string& text,
                                               const omega::OmegaNetwork& net) {
  std::vector<std::pair<Node, Node>> paths;
  for (const auto& item : split(text, ',')) {
    const auto ends = split(item, ':');
    std::optional<Node> x, y;
    if (ends.size() == 2) {
      x = parse_node(ends[0]);
      y = parse_node(ends[1]);
    }
    if (!x || !y)
      throw UsageError("--paths must be a comma-separated list of X:Y pairs, e.g. 2:6,6:5; got '" +
                       text + "'");
    paths.emplace_back(*x, *y);
    // Every pair of paths is compared and printed: 512 paths are 130,816 pairs (0.7 s, 300 MB
    // as JSON at L = 64); 1024 took 1.1 GB.
    if (paths.size() > kMaxPaths)
      throw UsageError("--paths: at most " + std::to_string(kMaxPaths) +
                       " paths (every pair is compared and printed), got more");
  }
  std::set<std::pair<Node, Node>> seen;
  for (const auto& [x, y] : paths) {
    require_in_network("--paths", x, net);
    require_in_network("--paths", y, net);
    if (!seen.insert({x, y}).second)
      throw UsageError("--paths: " + omega::path_name(x, y) + " is listed twice in '" + text + "'");
  }
  return paths;
}

// Fig. 1 redrawn: link stages as columns, the shuffle wiring, the switch boxes, and each path
// as a coloured polyline through them. A link that two or more paths share (a conflict) is
// drawn over them in red, thicker, with a ring at its middle; a legend below the network names
// the colours and markings. Red is kept for conflicts: no path is drawn in red.
std::string svg(const omega::OmegaNetwork& net, const std::vector<omega::Path>& paths,
                const std::string& title) {
  static const char* colours[] = {"#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b",
                                  "#e377c2", "#17becf", "#bcbd22", "#7f7f7f", "#393b79"};
  static const char* kConflict = "#e00000";
  const unsigned L = net.L();
  const Node N = net.max_node() + 1;
  // Every link that two paths share, with the paths that use it.
  std::map<omega::Link, std::set<std::size_t>> shared;
  for (std::size_t i = 0; i < paths.size(); ++i)
    for (std::size_t j = i + 1; j < paths.size(); ++j)
      for (const auto& l : omega::shared_links(paths[i], paths[j])) {
        shared[l].insert(i);
        shared[l].insert(j);
      }
  const double dy = 28, top = 50, left = 70, stage_w = 170, wire_w = 90, box_w = 40;
  const double width = std::max(480.0, left * 2 + stage_w * L + 30);
  // The legend: the network's markings and the conflict, then one entry per path in columns.
  const double entry_w = 160, row_h = 18;
  const std::size_t cols =
      std::max<std::size_t>(1, static_cast<std::size_t>((width - 20) / entry_w));
  const double legend_top = top + dy * static_cast<double>(N) + 10;
  const double path_rows = static_cast<double>((paths.size() + cols - 1) / cols);
  const double height = legend_top + row_h * (5 + path_rows) + 10;
  auto y = [&](Node a) { return top + dy * static_cast<double>(a); };
  auto xs = [&](unsigned i) { return left + stage_w * (i - 1); };  // stage i starts
  auto xm = [&](unsigned i) { return xs(i) + wire_w; };            // its switch column
  auto xe = [&](unsigned i) { return xs(i) + stage_w; };           // its output links end
  std::ostringstream os;
  os << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height
     << "\" font-family=\"monospace\" font-size=\"12\">\n"
     << "<!-- " << title << " (Lee and Lin, Figs. 1 and 5); links are (stage, address) -->\n"
     << "<text x=\"10\" y=\"20\">" << title << "</text>\n";
  for (Node a = 0; a < N; ++a) {
    os << "<text x=\"10\" y=\"" << y(a) + 4 << "\">" << omega::bit_string(a, L) << "</text>\n";
    os << "<text x=\"" << xe(L) + 8 << "\" y=\"" << y(a) + 4 << "\">" << omega::bit_string(a, L)
       << "</text>\n";
  }
  for (unsigned i = 1; i <= L; ++i) {
    for (Node a = 0; a < N; ++a) {
      os << "<line x1=\"" << xs(i) << "\" y1=\"" << y(a) << "\" x2=\"" << xm(i) << "\" y2=\""
         << y(net.shuffle(a)) << "\" stroke=\"#bbb\"/>\n";
      os << "<line x1=\"" << xm(i) + box_w << "\" y1=\"" << y(a) << "\" x2=\"" << xe(i)
         << "\" y2=\"" << y(a) << "\" stroke=\"#bbb\"/>\n";
    }
    for (Node s = 0; s < N / 2; ++s)
      os << "<rect x=\"" << xm(i) << "\" y=\"" << y(2 * s) - 8 << "\" width=\"" << box_w
         << "\" height=\"" << dy + 16 << "\" fill=\"white\" stroke=\"black\"/>\n";
  }
  for (std::size_t p = 0; p < paths.size(); ++p) {
    const auto& path = paths[p];
    os << "<polyline fill=\"none\" stroke-width=\"3\" stroke=\"" << colours[p % 10]
       << "\" points=\"" << left - 20 << "," << y(path.source);
    for (unsigned i = 1; i <= L; ++i) {
      const Node in = path.links[i - 1].address, out = path.links[i].address;
      os << " " << xs(i) << "," << y(in) << " " << xm(i) << "," << y(net.shuffle(in)) << " "
         << xm(i) + box_w << "," << y(out) << " " << xe(i) << "," << y(out);
    }
    os << "\"><title>" << omega::path_name(path.source, path.dest) << "</title></polyline>\n";
  }
  // Link (s, a): from the switch column of stage s (stage 0: the source) along address a, then
  // through the shuffle wiring into stage s+1's switch column (stage L: to the destination).
  std::string conflict_list;
  for (const auto& [link, users] : shared) {
    const unsigned st = link.stage;
    const Node a = link.address;
    const double x0 = st == 0 ? left - 20 : xm(st) + box_w, x1 = st == 0 ? xs(1) : xe(st);
    os << "<path class=\"conflict\" fill=\"none\" stroke=\"" << kConflict
       << "\" stroke-width=\"7\" stroke-linecap=\"round\" d=\"M " << x0 << " " << y(a) << " L "
       << x1 << " " << y(a);
    if (st < L) os << " L " << xm(st + 1) << " " << y(net.shuffle(a));
    os << "\"><title>conflict: link " << omega::to_string(link) << " is used by";
    for (std::size_t u : users) os << " " << omega::path_name(paths[u].source, paths[u].dest);
    os << "</title></path>\n";
    os << "<circle class=\"conflict\" cx=\"" << (x0 + x1) / 2 << "\" cy=\"" << y(a)
       << "\" r=\"9\" fill=\"none\" stroke=\"" << kConflict << "\" stroke-width=\"2\"/>\n";
    if (conflict_list.size() < 60)
      conflict_list += " " + omega::to_string(link);
    else if (conflict_list.back() != '.')
      conflict_list += " ...";
  }
  // The legend.
  double ly = legend_top + row_h;
  os << "<g class=\"legend\">\n<text x=\"10\" y=\"" << ly
     << "\" font-weight=\"bold\">legend</text>\n";
  auto key = [&](const std::string& swatch, const std::string& text) {
    ly += row_h;
    os << swatch << "<text x=\"50\" y=\"" << ly + 4 << "\">" << text << "</text>\n";
  };
  key("<line x1=\"10\" y1=\"" + std::to_string(ly + row_h) + "\" x2=\"40\" y2=\"" +
          std::to_string(ly + row_h) + "\" stroke=\"#bbb\"/>",
      "link (stage, address); sources left, destinations right");
  key("<rect x=\"15\" y=\"" + std::to_string(ly + row_h - 7) +
          "\" width=\"20\" height=\"14\" fill=\"white\" stroke=\"black\"/>",
      "2x2 switch, stages 1.." + std::to_string(L) + " left to right");
  key("<line x1=\"10\" y1=\"" + std::to_string(ly + row_h) + "\" x2=\"40\" y2=\"" +
          std::to_string(ly + row_h) + "\" stroke=\"" + kConflict +
          "\" stroke-width=\"7\" stroke-linecap=\"round\"/><circle cx=\"25\" cy=\"" +
          std::to_string(ly + row_h) + "\" r=\"9\" fill=\"none\" stroke=\"" + kConflict +
          "\" stroke-width=\"2\"/>",
      shared.empty() ? std::string("conflict: link used by two paths (none here)")
                     : "conflict: link used by two paths:" + conflict_list);
  ly += row_h;
  for (std::size_t p = 0; p < paths.size(); ++p) {
    const double ex = 10 + entry_w * static_cast<double>(p % cols);
    const double ey = ly + row_h * static_cast<double>(p / cols + 1);
    os << "<line x1=\"" << ex << "\" y1=\"" << ey << "\" x2=\"" << ex + 30 << "\" y2=\"" << ey
       << "\" stroke=\"" << colours[p % 10] << "\" stroke-width=\"3\"/><text x=\"" << ex + 36
       << "\" y=\"" << ey + 4 << "\">" << omega::path_name(paths[p].source, paths[p].dest)
       << "</text>\n";
  }
  os << "</g>\n</svg>\n";
  return os.str();
}

}  // namespace cc::app::sim::omega_io
