// collcheck verify: a user's schedules, run on the model's executor (spec/schedule), reported
// like `collcheck check`: three claims per document or generator, verify.<name>.legal, .correct
// and .bound. Documents come from files, or from a generator asked for every point of a domain
// (in domain order, so the first failure is the least), for one --case, or for --random points
// (a failure shrunk toward smaller parameters). docs/schedule-format.md is the contract.
#include <algorithm>
#include <chrono>
#include <cstring>
#include <deque>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <sstream>

#include "app/cli.hpp"
#include "checkers/trace.hpp"
#include "app/commands.hpp"
#include "app/domain.hpp"
#include "app/generator.hpp"
#include "app/options.hpp"
#include "app/report.hpp"
#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/schedule/document.hpp"
#include "synth/synth.hpp"

namespace cc::app {

namespace {

using schedule::Verdicts;

// The largest document `verify` reads (docs/schedule-format.md: a 188 MB half-duplex document
// verifies in 0.8 GB); a NUL byte, which no JSON text holds, refuses the document. A regular file
// only: a FIFO or a device is refused (read_input_file, app/output_files.cpp), /dev/zero too.
constexpr std::size_t kMaxDocumentBytes = std::size_t{256} << 20;

std::string read_text(const std::string& path) {
  std::string text = read_input_file(path, kMaxDocumentBytes);
  if (const auto nul = text.find('\0'); nul != std::string::npos)
    throw UsageError(path + ": a NUL byte at offset " + std::to_string(nul) +
                     ": not a JSON document");
  return text;
}

Fields with(Fields a, const Fields& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// The verdicts of one source (a file, or a generator over its points), before reporting.
struct Source {
  std::string name, where, replay;  // replay: the command that reproduces a refutation
  Fields domain;
  std::uint64_t points = 0, skipped = 0, judged_correct = 0, judged_bound = 0;
  std::optional<Fields> illegal, incorrect;  // the least failing point's details
  std::uint64_t optimal = 0, worst = 0;      // bound: points at the bound, the largest excess
  std::uint64_t last_count = 0, last_bound = 0;
  std::uint64_t most = 0;  // the largest count of a point without a known bound
  std::optional<Fields> worst_at;
  std::string unit = "steps", bound_source, replay_case;
  std::string also;  // the last point's further counts (Verdicts::also)
  bool bound_known = true;
  double seconds = 0;
  // --max-over-bound D: the least point (in domain order) more than D over the bound.
  std::optional<Fields> over_at;
  std::int64_t max_over = -1;
  std::string over_case, over_replay;  // --case of over_at's point, and its replay line
  // --table: one row per point (the point, then "verdict" and the counts).
  std::vector<Fields> rows;
  // Answers (docs/synth.md, "Answers in verify"): the optimum where it is known (a table of a
  // claim, or --synth), else the lower bound, is what a point's excess is counted against.
  const synth::OptimumBudget* answers = nullptr;  // always set (the table is always consulted)
  bool asked = false;                             // --synth or --show-better
  std::uint64_t at_bound = 0, opt_known = 0, undecided = 0;
  std::optional<Fields> undecided_at;
  std::string undecided_why;
  std::optional<std::uint64_t> last_opt;
  std::string last_opt_source, worst_opt_source;
  bool worst_vs_opt = false;
  // --show-better: the optimal schedule of the first point judged slower than its optimum.
  std::string better_doc, better_note;
  Fields better_at;
  std::uint64_t better_count = 0, better_opt = 0;
};

// The row of --table for a point: its keys, what was judged, the count, the bound and the excess.
Fields table_row(const Verdicts& v, const Fields& at, bool asked,
                 const std::optional<std::uint64_t>& opt) {
  Fields r = at;
  const std::string verdict = v.illegal ? "illegal" : v.incorrect ? "incorrect" : "legal and correct";
  r.push_back({"verdict", verdict});
  r.push_back({v.unit, static_cast<std::int64_t>(v.count)});
  if (v.bound && !v.illegal && !v.incorrect) {
    r.push_back({"bound", static_cast<std::int64_t>(*v.bound)});
    r.push_back({"over", static_cast<std::int64_t>(v.count - *v.bound)});
  } else {
    r.push_back({"bound", std::string()});
    r.push_back({"over", std::string()});
  }
  // --synth: the optimum (empty where not known), and the excess over it is "over" then.
  if (asked) {
    if (opt && !v.illegal && !v.incorrect) {
      r.push_back({"optimum", static_cast<std::int64_t>(*opt)});
      r.push_back({"over optimum", static_cast<std::int64_t>(v.count - *opt)});
    } else {
      r.push_back({"optimum", std::string()});
      r.push_back({"over optimum", std::string()});
    }
  }
  return r;
}

// The optimum of a legal and correct point (synth/synth.hpp, point_optimum); `blocks`: the
// document's collective has "blocks" (several operands per PE), which synth does not search.
synth::PointOptimum optimum_at(const Source& s, const Verdicts& v, bool blocks) {
  if (!v.bound || v.illegal || v.incorrect || !s.answers) return {};
  synth::OptimumBudget b = *s.answers;
  b.want_document = b.want_document && s.better_doc.empty() && s.better_note.empty();
  if (blocks && v.count != *v.bound) {
    synth::PointOptimum o;
    if (b.synthesize)
      o.undecided = o.document_note = "the collective has \"blocks\" (several operands per PE), "
                                      "which synth does not search";
    return o;
  }
  return synth::point_optimum(v.point, v.collective, v.count, v.bound, b);
}

void absorb(Source& s, const Verdicts& v, const Fields& at, bool blocks = false) {
  ++s.points;
  const synth::PointOptimum po = optimum_at(s, v, blocks);
  s.rows.push_back(table_row(v, at, s.asked, po.steps));
  s.unit = v.unit;
  // The bound's source as the worst point has it (with many items it names the point's count),
  // or the first point's until a bound is judged.
  if (s.bound_source.empty()) s.bound_source = v.bound_source;
  if (v.illegal) {
    if (!s.illegal) s.illegal = with(at, *v.illegal);
    return;
  }
  ++s.judged_correct;
  if (v.incorrect) {
    if (!s.incorrect) s.incorrect = with(at, *v.incorrect);
    return;
  }
  ++s.judged_bound;
  s.also = v.also;
  s.last_count = v.count;
  if (!v.bound) {
    s.bound_known = false;
    s.last_count = v.count;
    s.most = std::max(s.most, v.count);
    return;
  }
  // The excess is counted against the optimum where it is known, else the lower bound.
  const std::uint64_t ref = po.steps ? *po.steps : *v.bound;
  const std::uint64_t d = v.count - ref;
  s.last_bound = *v.bound;
  s.last_opt = po.steps;
  s.last_opt_source = po.source;
  if (v.count == *v.bound) ++s.at_bound;
  if (po.steps) ++s.opt_known;
  if (!po.undecided.empty() && ++s.undecided == 1) {
    s.undecided_why = po.undecided;
    s.undecided_at = at.empty() ? v.point : at;
  }
  if (d == 0) ++s.optimal;
  if (d > 0 && po.steps && s.answers && s.answers->want_document && s.better_doc.empty() &&
      s.better_note.empty()) {
    s.better_at = at.empty() ? v.point : at;
    s.better_count = v.count;
    s.better_opt = *po.steps;
    if (!po.document.empty())
      s.better_doc = po.document;
    else
      s.better_note = po.document_note.empty() ? "no schedule was synthesized" : po.document_note;
  }
  Fields opt_fields;
  if (po.steps && v.count != *v.bound)
    opt_fields = {{"optimum", static_cast<std::int64_t>(*po.steps)}, {"optimum source", po.source}};
  if (s.max_over >= 0 && !s.over_at && d > static_cast<std::uint64_t>(s.max_over))
    s.over_at = with(with(at, {{v.unit, static_cast<std::int64_t>(v.count)},
                               {"bound", static_cast<std::int64_t>(*v.bound)},
                               {"over", static_cast<std::int64_t>(d)},
                               {"bound source", v.bound_source}}),
                     opt_fields);
  if (!s.worst_at || d > s.worst) {
    s.worst = d;
    s.bound_source = v.bound_source;
    s.worst_vs_opt = po.steps && v.count != *v.bound;
    s.worst_opt_source = po.source;
    s.worst_at = with(with(at, {{v.unit, static_cast<std::int64_t>(v.count)},
                                {"bound", static_cast<std::int64_t>(*v.bound)}}),
                      po.steps && v.count != *v.bound
                          ? Fields{{"optimum", static_cast<std::int64_t>(*po.steps)}}
                          : Fields{});
  }
}

// --table: a header of every key in the order first seen, then one row per point of every source
// (a source's name first); a field a row lacks is empty. Values with a comma or a quote are quoted.
std::string table_csv(const std::vector<Source>& sources) {
  std::vector<std::string> keys = {"schedule"};
  for (const auto& s : sources)
    for (const auto& row : s.rows)
      for (const auto& f : row)
        if (std::find(keys.begin(), keys.end(), f.key) == keys.end()) keys.push_back(f.key);
  const auto cell = [](const std::string& t) {
    if (t.find_first_of(",\"\n\r") == std::string::npos) return t;
    std::string q = "\"";
    for (char c : t) q += c == '"' ? std::string("\"\"") : std::string(1, c);
    return q + "\"";
  };
  std::string out;
  for (std::size_t i = 0; i < keys.size(); ++i) out += (i ? "," : "") + cell(keys[i]);
  out += "\n";
  for (const auto& s : sources)
    for (const auto& row : s.rows) {
      out += cell(s.name);
      for (std::size_t i = 1; i < keys.size(); ++i) {
        const FieldValue* v = find(row, keys[i]);
        out += "," + (v ? cell(to_text(*v)) : std::string());
      }
      out += "\n";
    }
  return out;
}

// --plot: for each value of the first key of the points (the domain's most significant), the
// most steps (or time) and the largest bound over the points with that value, as two lines of an
// SVG drawing with the values written beside the points. Integer coordinates.
std::string plot_svg(const Source& s) {
  std::map<std::int64_t, std::pair<std::int64_t, std::int64_t>> at;  // x -> (most count, bound)
  std::string axis, unit = s.unit;
  for (const auto& row : s.rows) {
    if (row.empty()) continue;
    const auto* x = std::get_if<std::int64_t>(&row.front().value);
    const FieldValue* c = find(row, s.unit);
    const FieldValue* b = find(row, "bound");
    if (!x || !c) continue;
    axis = row.front().key;
    const auto* ci = std::get_if<std::int64_t>(c);
    const auto* bi = b ? std::get_if<std::int64_t>(b) : nullptr;
    if (!ci) continue;
    auto [it, fresh] = at.emplace(*x, std::make_pair(*ci, bi ? *bi : -1));
    if (!fresh) {
      it->second.first = std::max(it->second.first, *ci);
      if (bi) it->second.second = std::max(it->second.second, *bi);
    }
  }
  const std::int64_t w = 640, h = 400, left = 60, bottom = 40, top = 30, right = 20;
  std::int64_t xmin = at.empty() ? 0 : at.begin()->first, xmax = at.empty() ? 1 : at.rbegin()->first;
  std::int64_t ymax = 1;
  for (const auto& [x, v] : at) ymax = std::max({ymax, v.first, v.second});
  if (xmax == xmin) xmax = xmin + 1;
  const auto px = [&](std::int64_t x) { return left + (x - xmin) * (w - left - right) / (xmax - xmin); };
  const auto py = [&](std::int64_t y) { return h - bottom - y * (h - bottom - top) / ymax; };
  std::ostringstream o;
  o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << w << "\" height=\"" << h
    << "\" font-family=\"sans-serif\" font-size=\"11\">\n"
    << "<title>" << s.name << ": most " << unit << " and the lower bound against " << axis << "</title>\n"
    << "<line x1=\"" << left << "\" y1=\"" << h - bottom << "\" x2=\"" << w - right << "\" y2=\""
    << h - bottom << "\" stroke=\"black\"/>\n"
    << "<line x1=\"" << left << "\" y1=\"" << top << "\" x2=\"" << left << "\" y2=\"" << h - bottom
    << "\" stroke=\"black\"/>\n"
    << "<text x=\"" << (w / 2) << "\" y=\"" << h - 8 << "\">" << axis << "</text>\n"
    << "<text x=\"4\" y=\"" << top - 10 << "\">" << unit << " (max " << ymax << ")</text>\n";
  for (const char* line : {"count", "bound"}) {
    const bool count = std::string(line) == "count";
    std::string points;
    for (const auto& [x, v] : at) {
      const std::int64_t y = count ? v.first : v.second;
      if (y < 0) continue;
      points += (points.empty() ? "" : " ") + std::to_string(px(x)) + "," + std::to_string(py(y));
    }
    o << "<polyline class=\"" << (count ? unit : std::string("bound")) << "\" fill=\"none\" stroke=\""
      << (count ? "#c0392b" : "#2c3e50") << "\" stroke-width=\"2\"" << (count ? "" : " stroke-dasharray=\"6,4\"")
      << " points=\"" << points << "\"/>\n";
  }
  for (const auto& [x, v] : at) {
    o << "<circle data-x=\"" << x << "\" data-" << unit << "=\"" << v.first << "\"";
    if (v.second >= 0) o << " data-bound=\"" << v.second << "\"";
    o << " cx=\"" << px(x) << "\" cy=\"" << py(v.first) << "\" r=\"3\" fill=\"#c0392b\"/>\n"
      << "<text x=\"" << px(x) - 4 << "\" y=\"" << h - bottom + 14 << "\">" << x << "</text>\n";
  }
  o << "<text x=\"" << w - 200 << "\" y=\"" << top << "\" fill=\"#c0392b\">most " << unit
    << " (solid)</text>\n<text x=\"" << w - 200 << "\" y=\"" << top + 14
    << "\" fill=\"#2c3e50\">lower bound (dashed)</text>\n</svg>\n";
  return o.str();
}

// --draw: the space-time diagram of one run: a column per PE, a row per step (step 0: init), a
// message an arrow from its sender at the step it was sent to its receiver at the step it was
// received, an op a dot; the fault (the broken rule, or the op that formed the first wrong value)
// in red with its text. Integer coordinates; each element carries its data for a script.
std::string draw_svg(const Verdicts& v) {
  std::int64_t pes = 1, steps = 1;
  for (const auto& f : v.point)
    if (f.key == "n" || f.key == "N" || f.key == "P")
      if (const auto* i = std::get_if<std::int64_t>(&f.value)) pes = std::max<std::int64_t>(1, *i);
  for (const auto& e : v.events) steps = std::max({steps, e.sent, e.received});
  if (v.fault) steps = std::max(steps, v.fault->received);
  const std::int64_t col = pes > 64 ? 12 : 40, row = steps > 200 ? 6 : 30, left = 70, top = 50;
  // Wide enough for the fault's text too (about 6 units a character at font size 10).
  const std::int64_t text_w = v.fault ? left + 6 * static_cast<std::int64_t>(v.fault->label.size()) + 20 : 0;
  const std::int64_t w = std::max(left + pes * col + 40, text_w), h = top + (steps + 1) * row + 60;
  const auto x = [&](std::int64_t pe) { return left + pe * col + col / 2; };
  const auto y = [&](std::int64_t step) { return top + step * row + row / 2; };
  const auto esc = [](const std::string& t) {
    std::string o;
    for (char c : t) o += c == '<' ? "&lt;" : c == '>' ? "&gt;" : c == '&' ? "&amp;" : c == '"' ? "&quot;" : std::string(1, c);
    return o;
  };
  std::ostringstream o;
  o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << w << "\" height=\"" << h
    << "\" font-family=\"sans-serif\" font-size=\"10\">\n<title>" << esc(v.name) << ": "
    << pes << " PEs, " << steps << " steps</title>\n"
    << "<defs><marker id=\"arrow\" markerWidth=\"6\" markerHeight=\"6\" refX=\"5\" refY=\"3\" orient=\"auto\">"
       "<path d=\"M0,0 L6,3 L0,6 z\" fill=\"#555\"/></marker></defs>\n";
  for (std::int64_t p = 0; p < pes; ++p)
    o << "<line class=\"pe\" data-pe=\"" << p << "\" x1=\"" << x(p) << "\" y1=\"" << top << "\" x2=\"" << x(p)
      << "\" y2=\"" << y(steps) << "\" stroke=\"#ccc\"/>\n"
      << (pes <= 64 ? "<text x=\"" + std::to_string(x(p) - 6) + "\" y=\"" + std::to_string(top - 8) + "\">" +
                          std::to_string(p) + "</text>\n"
                    : std::string());
  if (steps <= 200)
    for (std::int64_t t = 0; t <= steps; ++t)
      o << "<text x=\"4\" y=\"" << y(t) + 3 << "\">" << (v.unit == "time" ? "t = " : "step ") << t << "</text>\n";
  for (const auto& e : v.events) {
    if (e.kind == "message")
      o << "<line class=\"message\" data-from=\"" << e.from << "\" data-to=\"" << e.to << "\" data-sent=\""
        << e.sent << "\" data-received=\"" << e.received << "\" x1=\"" << x(e.from) << "\" y1=\"" << y(e.sent) - row / 3
        << "\" x2=\"" << x(e.to) << "\" y2=\"" << y(e.received) + row / 3
        << "\" stroke=\"#555\" marker-end=\"url(#arrow)\"><title>" << esc(e.label) << "</title></line>\n";
    else
      o << "<circle class=\"op\" data-pe=\"" << e.from << "\" data-step=\"" << e.sent << "\" cx=\"" << x(e.from)
        << "\" cy=\"" << y(e.sent) << "\" r=\"3\" fill=\"#2c3e50\"><title>" << esc(e.label) << "</title></circle>\n";
  }
  if (v.fault) {
    const auto& f = *v.fault;
    const std::int64_t fx = f.from >= 0 ? x(f.from) : left, fy = y(f.sent);
    o << "<g class=\"fault\" data-kind=\"" << esc(f.kind) << "\" data-pe=\"" << f.from << "\" data-step=\"" << f.sent
      << "\"><circle cx=\"" << fx << "\" cy=\"" << fy << "\" r=\"8\" fill=\"none\" stroke=\"#c0392b\" stroke-width=\"2\"/>"
      << "<text x=\"" << left << "\" y=\"" << h - 20 << "\" fill=\"#c0392b\">" << esc(f.label) << "</text></g>\n";
  }
  o << "</svg>\n";
  return o.str();
}

// --trace-out: the run as an ITF trace (Apalache's ADR-015, as check --trace-out writes): a
// state per step (step 0: init), with the messages sent and received in it and its ops; the
// violation is the fault's text.
ExecTrace verify_trace(const Verdicts& v) {
  ExecTrace t;
  t.model = v.point.empty() ? std::string() : to_text(v.point.front().value);
  t.description = "the schedule '" + v.name + "' on its model";
  t.parameters = v.point;
  t.vars = {"step", "sent", "received", "ops"};
  std::int64_t steps = 0;
  for (const auto& e : v.events) steps = std::max({steps, e.sent, e.received});
  if (v.fault) steps = std::max(steps, v.fault->received);
  std::vector<std::vector<ItfValue>> sent(static_cast<std::size_t>(steps + 1)),
      received(static_cast<std::size_t>(steps + 1)), ops(static_cast<std::size_t>(steps + 1));
  for (const auto& e : v.events) {
    if (e.kind == "message") {
      sent[static_cast<std::size_t>(e.sent)].push_back(ItfValue::record(
          {{"from", ItfValue::of(e.from)}, {"to", ItfValue::of(e.to)}, {"value", ItfValue::of(e.label)}}));
      received[static_cast<std::size_t>(e.received)].push_back(ItfValue::record(
          {{"at", ItfValue::of(e.to)}, {"from", ItfValue::of(e.from)}, {"value", ItfValue::of(e.label)}}));
    } else {
      ops[static_cast<std::size_t>(e.sent)].push_back(
          ItfValue::record({{"pe", ItfValue::of(e.from)}, {"op", ItfValue::of(e.label)}}));
    }
  }
  for (std::int64_t j = 0; j <= steps; ++j) {
    const auto k = static_cast<std::size_t>(j);
    t.states.push_back({{"step", ItfValue::of(j)},
                        {"sent", ItfValue::collection(ItfValue::Kind::list, sent[k])},
                        {"received", ItfValue::collection(ItfValue::Kind::list, received[k])},
                        {"ops", ItfValue::collection(ItfValue::Kind::list, ops[k])}});
  }
  t.violation = v.fault ? (v.unit == "time" ? "time " : "step ") + std::to_string(v.fault->sent) + ", PE " + std::to_string(v.fault->from) +
                              ": " + v.fault->label
                        : "";
  return t;
}

std::string point_text(const Fields& p) {
  std::string s;
  for (const auto& f : p) s += (s.empty() ? "" : ",") + f.key + "=" + to_text(f.value);
  return s;
}

std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// The options a --max-over-bound replay needs to judge against the same optima.
std::string synth_flags(const VerifyArgs& a) {
  if (!a.synth && a.show_better.empty()) return {};
  std::string f = " --synth";
  if (!a.rlimit.empty()) f += " --rlimit " + a.rlimit;
  if (a.synth_timeout_s > 0) {
    std::ostringstream t;
    t << a.synth_timeout_s;
    f += " --synth-timeout " + t.str();
  }
  return f;
}

class GeneratorRun {
 public:
  explicit GeneratorRun(const VerifyArgs& a) : a_(a), gen_(a.generator) {}

  // Asks for the schedule at `point` (in the model's parameter order), with the algorithm's own
  // keys `extra` as "params" (none: no "params"); nullopt if skipped.
  std::optional<Verdicts> at(const Fields& point, const Fields& extra = {}) {
    nlohmann::ordered_json model = {{"name", a_.model}};
    for (const auto& f : point) model[f.key] = std::get<std::int64_t>(f.value);
    nlohmann::ordered_json req;
    req["model"] = model;
    if (!extra.empty()) {
      nlohmann::ordered_json params = nlohmann::ordered_json::object();
      for (const auto& f : extra) params[f.key] = std::get<std::int64_t>(f.value);
      req["params"] = params;
    }
    const std::string request = req.dump();
    const std::string answer = gen_.ask(request, timeout_ms());
    // (a collective with several operands per PE, which synth does not search; a conservative
    // test: the key anywhere in the answer)
    blocks_ = answer.find("\"blocks\"") != std::string::npos;
    const std::string where =
        "generator '" + a_.generator + "' at " + point_text(extra.empty() ? point : with(point, extra));
    schedule::Node doc;
    try {
      doc = schedule::parse_json(answer);
      if (doc.is(schedule::Node::Type::object) && doc.object.size() == 1 && doc.find("skip")) {
        schedule::expect(*doc.find("skip"), schedule::Node::Type::string, "\"skip\"");
        return std::nullopt;
      }
      Verdicts v = schedule::run_document(doc, record_);
      Fields want = with({{"model", a_.model}}, point);
      if (to_text(v.point) != to_text(want))
        throw UsageError(where + ": the answer is a schedule for " + to_text(v.point));
      return v;
    } catch (const schedule::InputError& e) {
      const std::string shown = answer.size() > 120 ? answer.substr(0, 120) + "..." : answer;
      throw UsageError(where + ": answer line, column " + std::to_string(e.pos.col) + ": " +
                       e.what() + " (the line: " + shown + ")");
    }
  }
  int timeout_ms() const { return static_cast<int>(a_.timeout_s * 1000); }
  bool blocks() const { return blocks_; }

  // --draw and --trace-out: the document of one case ("n=4,k=1,lambda=2": --case, or the point
  // a sweep refuted), run once more with its events recorded.
  std::optional<Verdicts> drawn_case(const std::string& case_text) {
    const std::vector<Axis> axes = generator_axes(a_.model, "", case_text, false);
    const auto* params = schedule::model_params(a_.model);
    Fields point, extra;
    for (const auto& prm : *params)
      for (const auto& ax : axes)
        if (ax.name == prm.name) point.push_back({prm.name, ax.at(ax.lo)});
    for (const auto& ax : axes)
      if (ax.extra) extra.push_back({ax.name, ax.at(ax.lo)});
    record_ = true;
    return at(point, extra);
  }

 private:
  bool record_ = false, blocks_ = false;
  const VerifyArgs& a_;
  Generator gen_;
};

Source run_generator(const VerifyArgs& a, const synth::OptimumBudget& answers) {
  const std::vector<Axis> axes = generator_axes(a.model, a.domain, a.case_text, a.random > 0);
  const auto* params = schedule::model_params(a.model);
  // The point in the model's parameter order, from values (indices of a list) in the axes'
  // order; the algorithm's own keys in the axes' order; and both (a point as reported).
  auto point_of = [&](const std::vector<std::int64_t>& x) {
    Fields p;
    for (const auto& prm : *params)
      for (std::size_t i = 0; i < axes.size(); ++i)
        if (axes[i].name == prm.name) p.push_back({prm.name, axes[i].at(x[i])});
    return p;
  };
  auto extra_of = [&](const std::vector<std::int64_t>& x) {
    Fields e;
    for (std::size_t i = 0; i < axes.size(); ++i)
      if (axes[i].extra) e.push_back({axes[i].name, axes[i].at(x[i])});
    return e;
  };
  auto full_of = [&](const std::vector<std::int64_t>& x) { return with(point_of(x), extra_of(x)); };
  Source s;
  s.max_over = a.max_over_bound;
  s.answers = &answers;
  s.asked = answers.synthesize;
  s.where = "generator " + a.generator;
  s.domain = {{"model", a.model}};
  for (const auto& ax : axes) {
    std::string text;
    if (!ax.values.empty())
      for (std::int64_t v : ax.values) text += (text.empty() ? "" : " ") + std::to_string(v);
    else
      text = ax.lo == ax.hi ? std::to_string(ax.lo) : std::to_string(ax.lo) + ".." + std::to_string(ax.hi);
    s.domain.push_back({ax.name, text});
  }
  GeneratorRun gen(a);
  std::string name;
  auto judge = [&](const std::vector<std::int64_t>& x) {
    if (stop_requested()) throw Interrupted{};
    const Fields p = point_of(x);
    auto v = gen.at(p, extra_of(x));
    if (!v) {
      ++s.skipped;
      return;
    }
    if (name.empty()) name = v->name;
    if (v->name != name)
      throw UsageError("generator '" + a.generator + "' named its schedules '" + name + "' and '" +
                       v->name + "'");
    absorb(s, *v, full_of(x), gen.blocks());
  };
  const auto t0 = std::chrono::steady_clock::now();
  if (a.random) {
    std::mt19937_64 rng(a.seed);
    s.domain.push_back({"random", static_cast<std::int64_t>(a.random)});
    s.domain.push_back({"seed", static_cast<std::uint64_t>(a.seed)});
    for (std::uint64_t i = 0; i < a.random && !s.illegal && !s.incorrect; ++i) {
      std::vector<std::int64_t> x;
      for (const auto& ax : axes)
        x.push_back(std::uniform_int_distribution<std::int64_t>(ax.lo, ax.hi)(rng));
      judge(x);
      if (s.over_at && s.over_case.empty()) s.over_case = point_text(full_of(x));
      if (s.illegal || s.incorrect) {
        // Shrink toward smaller parameters: keep any smaller point that fails the same way.
        const bool legal_fails = s.illegal.has_value();
        for (int budget = 200, changed = 1; changed && budget > 0;) {
          changed = 0;
          for (std::size_t d = 0; d < axes.size() && !changed; ++d)
            for (std::int64_t cand : {axes[d].lo, axes[d].lo + (x[d] - axes[d].lo) / 2, x[d] - 1}) {
              if (cand >= x[d] || cand < axes[d].lo || --budget < 0) continue;
              auto y = x;
              y[d] = cand;
              auto v = gen.at(point_of(y), extra_of(y));
              if (!v) continue;
              const bool fails =
                  legal_fails ? v->illegal.has_value() : !v->illegal && v->incorrect.has_value();
              if (!fails) continue;
              x = y;
              if (legal_fails)
                s.illegal = with(full_of(y), *v->illegal);
              else
                s.incorrect = with(full_of(y), *v->incorrect);
              changed = 1;
              break;
            }
        }
        s.replay_case = point_text(full_of(x));
      }
    }
  } else {
    double total = 1;  // a count of points, compared with a limit; not part of any verdict
    for (const auto& ax : axes) total *= static_cast<double>(ax.hi - ax.lo + 1);
    if (total > 1e7)
      throw UsageError("--domain has more than 10^7 points; use --random N for a large domain");
    std::vector<std::int64_t> x;
    for (const auto& ax : axes) x.push_back(ax.lo);
    for (;;) {
      judge(x);
      if ((s.illegal || s.incorrect) && s.replay_case.empty())
        s.replay_case = point_text(full_of(x));
      if (s.over_at && s.over_case.empty()) s.over_case = point_text(full_of(x));
      bool done = true;  // the next point in domain order: the last axis the least significant
      for (std::size_t d = axes.size(); d-- > 0;) {
        if (x[d] < axes[d].hi) {
          ++x[d];
          done = false;
          break;
        }
        x[d] = axes[d].lo;
      }
      if (done) break;
    }
  }
  s.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  s.name = name.empty() ? "generator" : name;
  s.replay = program_name() + " verify --generator " + shell_quote(a.generator) + " --model " +
             a.model + " --case " + s.replay_case;
  if (s.over_at)
    s.over_replay = program_name() + " verify --generator " + shell_quote(a.generator) + " --model " +
                    a.model + " --case " + s.over_case + " --max-over-bound " +
                    std::to_string(a.max_over_bound) + synth_flags(a);
  return s;
}

}  // namespace

void check_verify_args(const VerifyArgs& a) {
  if (!a.table.empty()) require_writable("--table", a.table);
  if (!a.plot.empty()) require_writable("--plot", a.plot);
  if (!a.draw.empty()) {
    require_writable("--draw", a.draw);
    if (a.generator.empty() && a.files.size() != 1)
      throw UsageError("--draw draws one run: give one schedule file, or --generator (with --case, or the point a sweep refutes)");
  }
  if (!a.trace_out.empty()) {
    require_writable("--trace-out", a.trace_out);
    if (a.generator.empty() && a.files.size() != 1)
      throw UsageError("--trace-out traces one run: give one schedule file, or --generator (with --case, or the point a sweep refutes)");
  }
  if (!a.show_better.empty()) {
    require_writable("--show-better", a.show_better);
    if (a.generator.empty() && a.files.size() != 1)
      throw UsageError("--show-better writes one better schedule: give one schedule file, or --generator");
  }
  const bool answers = a.synth || !a.show_better.empty();
  if (!answers && !a.rlimit.empty())
    throw UsageError("--rlimit bounds the solver queries of --synth: give --synth (or --show-better)");
  if (!answers && a.synth_timeout_s > 0)
    throw UsageError("--synth-timeout bounds --synth at each point: give --synth (or --show-better)");
  if (!a.rlimit.empty()) (void)parse_rlimit(a.rlimit);
  if (!a.plot.empty() && a.generator.empty())
    throw UsageError("--plot draws the points of --generator's domain; give --generator (or --table for files)");
  if (!a.json.empty() && a.json == a.junit)
    throw UsageError("--json and --junit name the same file '" + a.json + "': give two");
  if (a.generator_given && a.generator.empty())
    throw UsageError("--generator: the command is empty");
  const bool gen = !a.generator.empty();
  if (gen && !a.files.empty())
    throw UsageError("verify takes schedule files or --generator, not both");
  if (!gen && a.files.empty())
    throw UsageError("verify needs schedule files (FILE.json ...) or --generator CMD");
  if (!gen && (!a.model.empty() || !a.domain.empty() || !a.case_text.empty() || a.random))
    throw UsageError("--model, --domain, --case and --random apply to --generator only");
  if (!gen && a.timeout_given)
    throw UsageError("--timeout is the generator's time per point: it applies to --generator only");
  if (a.seed_given && !a.random)
    throw UsageError("--seed is the seed of --random N: give --random, or leave out --seed");
  if (gen) (void)generator_axes(a.model, a.domain, a.case_text, a.random > 0);
}

int cmd_verify(const VerifyArgs& a) {
  std::vector<OutputFile> outputs;
  if (!a.table.empty()) outputs.push_back({"--table", a.table});
  if (!a.plot.empty()) outputs.push_back({"--plot", a.plot});
  if (!a.draw.empty()) outputs.push_back({"--draw", a.draw});
  if (!a.trace_out.empty()) outputs.push_back({"--trace-out", a.trace_out});
  if (!a.show_better.empty()) outputs.push_back({"--show-better", a.show_better});
  prepare_reports(a.json, a.junit, a.files, outputs);
  check_verify_args(a);
  // verify's outputs are written only at the end, and --draw/--trace-out not at all when a sweep
  // refutes nothing: an earlier run's must not be left looking current.
  for (const auto& o : outputs) remove_earlier_output(o.path);
  const bool gen = !a.generator.empty();
  synth::OptimumBudget answers;
  answers.synthesize = a.synth || !a.show_better.empty();
  answers.want_document = !a.show_better.empty();
  if (!a.rlimit.empty()) answers.rlimit = parse_rlimit(a.rlimit);
  answers.timeout_s = a.synth_timeout_s;

  std::vector<Source> sources;
  std::optional<Verdicts> drawn;  // --draw: the run drawn
  std::string draw_note;           // why --draw/--trace-out wrote nothing (a sweep refuted nothing)
  if (gen) {
    sources.push_back(run_generator(a, answers));
  } else {
    // Every document is read and judged bad input or not before anything is reported.
    for (const auto& path : a.files) {
      if (stop_requested()) throw Interrupted{};
      const std::string text = read_text(path);
      const auto t0 = std::chrono::steady_clock::now();
      Source s;
      s.max_over = a.max_over_bound;
      s.answers = &answers;
      s.asked = answers.synthesize;
      try {
        const bool record = !a.draw.empty() || !a.trace_out.empty();
        const Verdicts v = schedule::run_document_text(text, record);
        if (record) drawn = v;
        s.name = v.name;
        s.domain = with(v.point, v.collective);
        absorb(s, v, {}, text.find("\"blocks\"") != std::string::npos);
      } catch (const schedule::InputError& e) {
        throw UsageError(path + ":" + std::to_string(e.pos.line) + ":" + std::to_string(e.pos.col) +
                         ": " + e.what());
      }
      s.where = path;
      // (quoted for the shell when it needs to be: a path with a space or a newline)
      s.replay = program_name() + " verify " +
                 (path.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                         "0123456789_./+,:=@%-") == std::string::npos
                      ? path
                      : shell_quote(path));
      if (s.over_at)
        s.over_replay = s.replay + " --max-over-bound " + std::to_string(a.max_over_bound) + synth_flags(a);
      s.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      sources.push_back(std::move(s));
    }
  }

  std::deque<ClaimSpec> specs;  // stable addresses for the claims
  std::deque<Claim> claims;
  Report report;
  report.ctx.budget = Budget::smoke;
  report.ctx.jobs = 1;
  report.ctx.seed = a.seed;
  for (const auto& s : sources) {
    const auto add = [&](const std::string& what, const std::string& statement, Outcome o) {
      ClaimSpec spec;
      spec.id = "verify." + s.name + "." + what;
      spec.family = "verify";
      spec.source = s.where;
      spec.statement = statement;
      specs.push_back(std::move(spec));
      claims.push_back({&specs.back(), nullptr});
      Fields extra = std::move(o.domain);  // the verdict's own additions (bound: the optimum)
      o.domain = with(s.domain, extra);
      if (s.skipped) o.domain.push_back({"skipped", static_cast<std::uint64_t>(s.skipped)});
      ClaimResult r;
      r.claim = &claims.back();
      r.seconds = what == "legal" ? s.seconds : 0;
      r.as_expected = as_expected(Expect::holds, o.verdict);
      if (o.verdict == Verdict::refuted)
        r.replay = what == "bound" && !s.over_replay.empty() ? s.over_replay : s.replay;
      r.outcome = std::move(o);
      report.results.push_back(std::move(r));
    };
    const auto none = [](Outcome& o, const std::string& why) {
      o.verdict = Verdict::inconclusive;
      o.note = why;
    };
    Outcome legal;
    legal.cases = s.points;
    legal.verdict = s.illegal ? Verdict::refuted : Verdict::verified;
    if (s.illegal) legal.counterexample = *s.illegal;
    if (s.skipped) legal.note = std::to_string(s.skipped) + " points skipped by the generator";
    if (s.points == 0) none(legal, "every point was skipped by the generator");
    add("legal", "every step obeys the model's rules", legal);

    Outcome correct;
    correct.cases = s.judged_correct;
    correct.verdict = s.incorrect ? Verdict::refuted : Verdict::verified;
    if (s.incorrect) correct.counterexample = *s.incorrect;
    if (s.judged_correct == 0 && s.illegal) {
      // Not three FAIL lines for one fault: `legal` was refuted at every point.
      correct.verdict = Verdict::skipped;
      correct.note = "not judged: legal is refuted at every point";
    } else if (s.judged_correct == 0) {
      none(correct, "not judged: no point is legal");
    }
    add("correct", "every PE ends with what the collective asks for, on the witness", correct);

    Outcome bound;
    bound.cases = s.judged_bound;
    bound.verdict = Verdict::verified;
    if (s.judged_bound == 0 && (s.illegal || s.incorrect)) {
      bound.verdict = Verdict::skipped;
      bound.note = s.judged_correct == 0 ? "not judged: legal is refuted at every point"
                                         : "not judged: correct is refuted at every legal point";
    } else if (s.judged_bound == 0) {
      none(bound, "not judged: no point is legal and correct");
    } else if (!s.bound_known) {
      const std::uint64_t n = s.judged_bound == 1 ? s.last_count : s.most;
      const bool one = n == 1 && s.unit.size() > 1 && s.unit.back() == 's';
      bound.note = std::string(s.judged_bound == 1 ? "" : "at most ") + std::to_string(n) + " " +
                   (one ? s.unit.substr(0, s.unit.size() - 1) : s.unit) +
                   "; no lower bound is known for this model and collective";
    } else if (s.judged_bound == 1) {
      const std::string count = std::to_string(s.last_count) + " " + s.unit;
      if (s.last_opt && s.last_count != s.last_bound)
        // The schedule is above the lower bound and the optimum is known (docs/synth.md,
        // "Answers in verify"): the excess is over the optimum.
        bound.note = (s.worst == 0 ? "optimal: " + count + " = the optimum (proved: " + s.last_opt_source + ")"
                                   : "+" + std::to_string(s.worst) + " over the optimum (proved): " + count +
                                         ", the optimum is " + std::to_string(*s.last_opt) + " (" +
                                         s.last_opt_source + ")") +
                     "; the lower bound is " + std::to_string(s.last_bound) + " (" + s.bound_source + ")";
      else
        bound.note = s.worst == 0
                         ? "optimal: " + count + " = the lower bound (" + s.bound_source + ")"
                         : "+" + std::to_string(s.worst) + ": " + count + ", the lower bound is " +
                               std::to_string(s.last_bound) + " (" + s.bound_source + ")";
      if (!s.undecided_why.empty()) bound.note += "; the optimum was not decided: " + s.undecided_why;
      if (s.last_opt && (s.asked || s.last_count != s.last_bound)) {
        bound.domain.push_back({"optimum", static_cast<std::int64_t>(*s.last_opt)});
        bound.domain.push_back({"optimum source", s.last_opt_source});
      }
    } else if (s.worst == 0 && s.at_bound == s.judged_bound) {
      bound.note = "optimal at every point judged (" + s.bound_source + ")";
    } else if (s.worst == 0) {
      bound.note = "optimal at every point judged: at the lower bound at " + std::to_string(s.at_bound) +
                   ", at the optimum (proved) above it at the others (" + s.bound_source + ")";
    } else {
      bound.note = "optimal at " + std::to_string(s.optimal) + " of " +
                   std::to_string(s.judged_bound) + " points; at most +" + std::to_string(s.worst) +
                   " " + s.unit +
                   (s.worst_vs_opt                             ? " over the optimum (proved)"
                    : s.asked || s.opt_known > s.at_bound ? " over the lower bound"
                                                               : "") +
                   ", first at " +
                   to_text(*s.worst_at) + " (" +
                   (s.worst_vs_opt ? s.worst_opt_source + "; the lower bound: " : std::string()) +
                   s.bound_source + ")";
    }
    if (s.judged_bound > 1 && (s.asked || s.opt_known > s.at_bound)) {
      // Where the optimum is known (and so what "optimal" and "+d" are counted against).
      bound.note += "; the optimum known at " + std::to_string(s.opt_known) + " of " +
                    std::to_string(s.judged_bound) + " points (the lower bound elsewhere)";
      if (s.undecided)
        bound.note += "; the optimum was not decided at " + std::to_string(s.undecided) +
                      " points, first at " + to_text(*s.undecided_at) + ": " + s.undecided_why;
      bound.domain.push_back({"optimum known", static_cast<std::int64_t>(s.opt_known)});
      bound.domain.push_back({"optimum undecided", static_cast<std::int64_t>(s.undecided)});
    }
    if (s.judged_bound == 1 && !s.also.empty()) bound.note += "; " + s.also;
    std::string bound_statement = "its " + s.unit + " against the lower bound the papers prove";
    if (s.asked || s.opt_known > s.at_bound)
      bound_statement = "its " + s.unit + " against the optimum where it is known (proved), else the "
                        "lower bound the papers prove";
    if (a.max_over_bound >= 0) {
      bound_statement = "its " + s.unit + " are at most " + std::to_string(a.max_over_bound) +
                        (s.asked || s.opt_known > s.at_bound
                             ? " over the optimum where it is known (proved), else the lower bound, "
                             : " over the lower bound ") +
                        "at every point (--max-over-bound)";
      if (s.over_at) {
        bound.verdict = Verdict::refuted;
        bound.counterexample = *s.over_at;
      } else if (s.judged_bound > 0 && !s.bound_known) {
        none(bound, "--max-over-bound: no lower bound is known for this model and collective");
      }
    }
    add("bound", bound_statement, bound);
  }

  std::string better_note;  // --show-better: what was written, or why nothing
  if (!a.show_better.empty()) {
    const Source& src = sources.front();
    const std::string judged = src.judged_bound == 1 ? "the schedule" : "the schedules";
    if (!src.better_doc.empty()) {
      write_file(a.show_better, nlohmann::ordered_json::parse(src.better_doc).dump(1) + "\n",
                 "--show-better");
      better_note = "--show-better: " + a.show_better + " is an optimal schedule at " +
                    point_text(src.better_at) + " (" + std::to_string(src.better_opt) + " " + src.unit +
                    ", synthesized and replayed; this one takes " + std::to_string(src.better_count) +
                    "): " + program_name() + " verify " + a.show_better;
      if (src.undecided)
        better_note += "; the optimum was not decided at " + std::to_string(src.undecided) +
                       " points, so a point before it may be slower than the optimum too";
    } else if (!src.better_note.empty()) {
      better_note = "--show-better: " + judged + " at " + point_text(src.better_at) + " takes " +
                    std::to_string(src.better_count) + " " + src.unit + ", the optimum is " +
                    std::to_string(src.better_opt) + ", but " + src.better_note + "; " + a.show_better +
                    " is not written";
    } else if (src.judged_bound == 0) {
      better_note = "--show-better: no point is legal and correct; " + a.show_better + " is not written";
    } else if (src.undecided) {
      better_note = "--show-better: optimal wherever the optimum is known, and the optimum was not "
                    "decided at " + std::to_string(src.undecided) + " of " +
                    std::to_string(src.judged_bound) + " points; " + a.show_better + " is not written";
    } else {
      better_note = "--show-better: optimal at every point judged (" + std::to_string(src.judged_bound) +
                    "), there is no faster schedule; " + a.show_better + " is not written";
    }
  }
  if (!a.table.empty()) write_file(a.table, table_csv(sources), "--table");
  if (!a.plot.empty()) write_file(a.plot, plot_svg(sources.front()), "--plot");
  if (!a.draw.empty() || !a.trace_out.empty()) {
    const std::string opt = a.draw.empty() ? "--trace-out" : "--draw";
    // With --generator: --case's point; else the point the sweep refuted first (legal or
    // correct, else the bound with --max-over-bound); a sweep that refutes nothing has no run to
    // show, which the output says (the file is not written).
    const Source& src = sources.front();
    const std::string shown_case = !gen                    ? std::string()
                                   : !a.case_text.empty()  ? a.case_text
                                   : src.illegal || src.incorrect ? src.replay_case
                                                                  : src.over_case;
    if (gen && shown_case.empty())
      draw_note = opt + ": no point is refuted, so no run is shown (give --case to show one); " +
                  (a.draw.empty() ? a.trace_out : a.draw) + (a.draw.empty() || a.trace_out.empty() ? " is" : " and " + a.trace_out + " are") +
                  " not written";
    else if (gen)
      drawn = GeneratorRun(a).drawn_case(shown_case);
    if (!draw_note.empty()) {
    } else if (!drawn || (drawn->events.empty() && !drawn->fault))
      throw UsageError(opt + ": nothing recorded" +
                       (drawn && !drawn->not_drawn.empty()
                            ? ": " + drawn->not_drawn
                            : std::string(" (this version records postal, hypercube and logp runs)")));
    if (drawn->fault && (drawn->fault->sent < 0 || drawn->fault->received >
                                                      static_cast<std::int64_t>(Verdicts::kMaxDrawn)))
      throw UsageError(opt + ": the fault is at step (or time) " + std::to_string(drawn->fault->received) +
                       ", outside 0.." + std::to_string(Verdicts::kMaxDrawn) + ": not drawn");
    if (draw_note.empty() && !a.draw.empty()) write_file(a.draw, draw_svg(*drawn), "--draw");
    if (draw_note.empty() && !a.trace_out.empty()) {
      // The trace's claim: the first refuted verdict of the run, else its legal verdict.
      const ClaimResult* shown = &report.results.front();
      for (const auto& r : report.results)
        if (r.outcome.verdict == Verdict::refuted) {
          shown = &r;
          break;
        }
      write_file(a.trace_out, itf_json(verify_trace(*drawn), *shown).dump(2) + "\n", "--trace-out");
    }
  }
  // The header names what this run is: verify has no budget and runs on one thread, so it prints
  // neither (check's header, print_header, does); the seed only where it chooses the points.
  const std::size_t n = report.results.size();
  std::cout << "collcheck " << kVersion << " verify: " << n << " claim" << (n == 1 ? "" : "s");
  if (a.random) std::cout << ", " << a.random << " random points, seed " << a.seed;
  if (a.max_over_bound >= 0) std::cout << ", at most " << a.max_over_bound << " over the bound";
  if (a.synth || !a.show_better.empty()) std::cout << ", optima by synth";
  std::cout << "\n" << std::flush;
  for (const auto& r : report.results) print_result(std::cout, r, a.verbose);
  if (!draw_note.empty()) std::cout << "note: " << draw_note << "\n" << std::flush;
  if (!better_note.empty()) std::cout << "note: " << better_note << "\n" << std::flush;
  return finish_report(report, a.json, a.junit);
}

}  // namespace cc::app
