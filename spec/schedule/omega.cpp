// Schedule documents on the Omega network (Lee and Lin), run by OmegaNetwork, the executor that
// runs the ring-merging algorithm of section 4.1: every path is routed through the switches by its
// destination tag and the paths of one step must not share a link (step_conflict, stages 0..L).
// docs/schedule-format.md, "omega".
//
//   ring:  {"kind": "ring", "nodes": [...]} and "ring": [r_0, ..., r_last]: one step, the paths
//          Path(r_0, r_1), ..., Path(r_last, r_0). Correct: the ring visits exactly the nodes,
//          each once.
//   paths: {"kind": "paths"} (optionally "pairs": [[x, y], ...]) and "steps": [{"paths":
//          [[x, y], ...]}, ...]. Correct: with "pairs", the paths routed over all steps are
//          exactly the pairs, each once; without, the paths the steps list are what is asked.
// The seed proves no lower bound on the steps of either (a ring is one step; section 5's
// multicast counts its m - 1 steps, not a minimum), so bound is left empty.
#include "spec/models/omega.hpp"

#include <algorithm>
#include <stdexcept>

#include "spec/models/omega_theorems.hpp"
#include "spec/schedule/common.hpp"
#include "spec/schedule/document.hpp"

namespace cc::schedule {

namespace {

using Type = Node::Type;
using omega::OmegaNetwork;
using End = std::pair<omega::Node, omega::Node>;

// A node of the collective (the task): outside the network it is bad input, like a root.
omega::Node node_in(const Node& n, omega::Node max, std::string_view what) {
  return static_cast<omega::Node>(integer_in(n, 0, static_cast<std::int64_t>(max), what));
}

// A path [x, y] of the schedule: any two integers (the model judges the range).
std::pair<std::int64_t, std::int64_t> path_of(const Node& n) {
  const Node& p = expect(n, Type::array, "a path");
  if (p.array.size() != 2) throw InputError(p.pos, "a path must be [x, y], two nodes");
  return {expect(p.array[0], Type::integer, "a path's source").integer,
          expect(p.array[1], Type::integer, "a path's destination").integer};
}

std::string path_name(std::int64_t x, std::int64_t y) {
  return "Path(" + std::to_string(x) + "," + std::to_string(y) + ")";
}

// One step of paths on the network: the first node outside it (in listed order, source before
// destination), else the least shared link. nullopt: the step is legal.
std::optional<Fields> judge_step(const OmegaNetwork& net, std::int64_t step,
                                 const std::vector<std::pair<std::int64_t, std::int64_t>>& paths) {
  const auto max = static_cast<std::int64_t>(net.max_node());
  std::vector<End> ends;
  ends.reserve(paths.size());
  for (const auto& [x, y] : paths) {
    for (std::int64_t node : {x, y})
      if (node < 0 || node > max)
        return broken(step, node, "PE range",
                      "node " + std::to_string(node) + " of " + path_name(x, y) +
                          " is not in the network (L = " + std::to_string(net.L()) + ": nodes 0.." +
                          std::to_string(max) + ")");
    ends.emplace_back(static_cast<omega::Node>(x), static_cast<omega::Node>(y));
  }
  const auto c = omega::step_conflict(net, ends);
  if (!c) return std::nullopt;
  const End& a = ends[c->first];
  const End& b = ends[c->second];
  return Fields{{"step", step},
                {"rule", std::string("link conflict")},
                {"paths", omega::path_name(a.first, a.second) + " and " +
                              omega::path_name(b.first, b.second)},
                {"stage", static_cast<std::uint64_t>(c->link.stage)},
                {"link", omega::to_string(c->link)}};
}

Fields wrong(const std::string& key, FieldValue what, const std::string& defect) {
  return Fields{{key, std::move(what)}, {"defect", defect}};
}

// The first index (in listed order) whose value was listed before; nullopt without repeats.
template <class T>
std::optional<std::size_t> second_listing(const std::vector<T>& list) {
  std::vector<std::pair<T, std::size_t>> s;
  s.reserve(list.size());
  for (std::size_t i = 0; i < list.size(); ++i) s.emplace_back(list[i], i);
  std::sort(s.begin(), s.end());
  std::optional<std::size_t> first;
  for (std::size_t i = 1; i < s.size(); ++i)
    if (s[i].first == s[i - 1].first && (!first || s[i].second < *first)) first = s[i].second;
  return first;
}

}  // namespace

Verdicts run_omega(const Node& doc, Verdicts v) {
  const auto L = static_cast<unsigned>(read_model(doc, "omega", v)[0]);
  const OmegaNetwork net(L);
  const omega::Node max = net.max_node();

  const Node& c = expect(member(doc, "collective"), Type::object, "\"collective\"");
  const Node& kind = expect(member(c, "kind"), Type::string, "the collective's \"kind\"");
  if (kind.string != "ring" && kind.string != "paths")
    throw InputError(kind.pos, "collective \"" + kind.string +
                                   "\" is not one of the omega model's: ring, paths");
  const bool ring = kind.string == "ring";
  only_keys(doc, {"format", "name", "model", "collective", ring ? "ring" : "steps"},
            ring ? "an omega ring schedule" : "an omega paths schedule");
  v.unit = "steps";

  if (ring) {
    only_keys(c, {"kind", "nodes"}, "the ring collective");
    const Node& nodes = expect(member(c, "nodes"), Type::array, "\"nodes\"");
    std::vector<omega::Node> want;
    for (const Node& x : nodes.array) want.push_back(node_in(x, max, "a node of \"nodes\""));
    if (want.size() < 2)
      throw InputError(nodes.pos, "\"nodes\" must list at least two nodes (one needs no ring)");
    if (const auto i = second_listing(want))
      throw InputError(nodes.array[*i].pos,
                       "node " + std::to_string(want[*i]) + " is listed twice in \"nodes\"");
    std::vector<omega::Node> sorted = want;
    std::sort(sorted.begin(), sorted.end());
    v.collective = {{"kind", std::string("ring")},
                    {"nodes", static_cast<std::uint64_t>(want.size())}};

    std::vector<std::pair<std::int64_t, std::int64_t>> paths;
    const Node& r = expect(member(doc, "ring"), Type::array, "\"ring\"");
    std::vector<std::int64_t> order;
    for (const Node& x : r.array) order.push_back(expect(x, Type::integer, "a ring node").integer);
    for (std::size_t i = 0; i < order.size(); ++i)
      paths.emplace_back(order[i], order[(i + 1) % order.size()]);
    v.count = 1;  // every path of the ring is set up at once
    v.illegal = judge_step(net, 1, paths);
    if (!v.illegal) {
      // Correct: the ring visits exactly the collective's nodes, each once.
      std::vector<char> seen(want.size(), 0);
      for (std::int64_t x : order) {
        const auto at = std::lower_bound(sorted.begin(), sorted.end(), static_cast<omega::Node>(x));
        if (at == sorted.end() || *at != static_cast<omega::Node>(x)) {
          v.incorrect = wrong("PE", x, "in the ring, not in the collective's nodes");
          break;
        }
        char& s = seen[static_cast<std::size_t>(at - sorted.begin())];
        if (s) {
          v.incorrect = wrong("PE", x, "in the ring twice");
          break;
        }
        s = 1;
      }
      for (std::size_t i = 0; i < want.size() && !v.incorrect; ++i) {
        const auto at = std::lower_bound(sorted.begin(), sorted.end(), want[i]);
        if (!seen[static_cast<std::size_t>(at - sorted.begin())])
          v.incorrect = wrong("PE", static_cast<std::int64_t>(want[i]),
                              "in the collective's nodes, not in the ring");
      }
    }
    return v;
  }

  // Paths: read every step first, so that a document is bad input or not before anything runs.
  only_keys(c, {"kind", "pairs"}, "the paths collective");
  std::optional<std::vector<End>> pairs;
  if (const Node* p = c.find("pairs")) {
    pairs.emplace();
    for (const Node& e : expect(*p, Type::array, "\"pairs\"").array) {
      const Node& a = expect(e, Type::array, "a pair");
      if (a.array.size() != 2) throw InputError(a.pos, "a pair must be [x, y], two nodes");
      pairs->emplace_back(node_in(a.array[0], max, "a pair's source"),
                          node_in(a.array[1], max, "a pair's destination"));
    }
    if (const auto i = second_listing(*pairs))
      throw InputError(p->array[*i].pos, omega::path_name((*pairs)[*i].first, (*pairs)[*i].second) +
                                             " is listed twice in \"pairs\"");
  }
  v.collective = {{"kind", std::string("paths")}};
  if (pairs) v.collective.push_back({"pairs", static_cast<std::uint64_t>(pairs->size())});
  const Node& steps = expect(member(doc, "steps"), Type::array, "\"steps\"");
  std::vector<std::vector<std::pair<std::int64_t, std::int64_t>>> plan(steps.array.size());
  for (std::size_t j = 0; j < steps.array.size(); ++j) {
    const Node& s = expect(steps.array[j], Type::object, "a step");
    only_keys(s, {"paths"}, "an omega step");
    if (const Node* p = s.find("paths"))
      for (const Node& e : expect(*p, Type::array, "\"paths\"").array)
        plan[j].push_back(path_of(e));
  }
  v.count = plan.size();
  for (std::size_t j = 0; j < plan.size() && !v.illegal; ++j)
    v.illegal = judge_step(net, static_cast<std::int64_t>(j + 1), plan[j]);
  if (v.illegal || !pairs) return v;

  // Correct: the paths routed over all steps are exactly the pairs, each once.
  std::vector<End> asked = *pairs;
  std::sort(asked.begin(), asked.end());
  std::vector<std::int64_t> routed_in(asked.size(), 0);
  for (std::size_t j = 0; j < plan.size() && !v.incorrect; ++j)
    for (const auto& [x, y] : plan[j]) {
      const End e{static_cast<omega::Node>(x), static_cast<omega::Node>(y)};
      const auto at = std::lower_bound(asked.begin(), asked.end(), e);
      const std::string name = path_name(x, y), step = std::to_string(j + 1);
      if (at == asked.end() || *at != e) {
        v.incorrect = wrong("path", name, "routed in step " + step + ", not in the pairs");
        break;
      }
      std::int64_t& first = routed_in[static_cast<std::size_t>(at - asked.begin())];
      if (first) {
        v.incorrect =
            wrong("path", name, "routed twice, in steps " + std::to_string(first) + " and " + step);
        break;
      }
      first = static_cast<std::int64_t>(j + 1);
    }
  for (std::size_t i = 0; i < pairs->size() && !v.incorrect; ++i) {
    const auto at = std::lower_bound(asked.begin(), asked.end(), (*pairs)[i]);
    if (!routed_in[static_cast<std::size_t>(at - asked.begin())])
      v.incorrect = wrong("path", omega::path_name((*pairs)[i].first, (*pairs)[i].second),
                          "in the pairs, routed in no step");
  }
  return v;
}

}  // namespace cc::schedule
