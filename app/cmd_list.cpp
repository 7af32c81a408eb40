// collcheck list (claims or variants) and collcheck errata.
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "app/cli.hpp"
#include "app/commands.hpp"
#include "app/options.hpp"
#include "app/report.hpp"
#include "checkers/family.hpp"
#include "checkers/runner.hpp"
#include "spec/claims/defects.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/core/variant.hpp"

namespace cc::app {

namespace {

nlohmann::json quote_json(const Quote& q) {
  nlohmann::json j = {{"where", q.where}, {"original", q.original}};
  if (!q.translation.empty()) j["translation"] = q.translation;
  return j;
}

nlohmann::json assumptions_json(const ClaimSpec& s) {
  nlohmann::json a = nlohmann::json::array();
  for (const auto& x : s.assumptions)
    a.push_back({{"condition", x.condition}, {"quote", quote_json(x.quote)}});
  return a;
}

void print_quote(std::ostream& os, const std::string& indent, const Quote& q) {
  os << indent << q.where << ": \"" << q.original << "\"\n";
  if (!q.translation.empty()) os << indent << "  (" << q.translation << ")\n";
}

// The assumptions and the extension of a claim, as `list` and `check -v` print them.
void print_scope(std::ostream& os, const ClaimSpec& s) {
  for (const auto& a : s.assumptions) {
    os << "    assumes " << a.condition << ": ";
    print_quote(os, "", a.quote);
  }
  if (!s.extension.empty())
    os << "    extension (beyond the paper's assumptions): " << s.extension << "\n";
}

}  // namespace

std::vector<const Claim*> list_selection(const ListArgs& a) {
  require_format(a.format);
  // The filters: globs as check takes them, then the family, method and expectation.
  std::string names;
  bool known = a.family.empty();
  for (const Family& f : families()) {
    names += (names.empty() ? "" : ", ") + f.name;
    known = known || f.name == a.family;
  }
  if (!known) throw UsageError("--family must be one of " + names + ", got '" + a.family + "'");
  if (!a.method.empty() && a.method != "proof" && a.method != "exhaustive" &&
      a.method != "property")
    throw UsageError("--method must be proof, exhaustive or property, got '" + a.method + "'");
  if (!a.expect.empty() && a.expect != "holds" && a.expect != "refuted")
    throw UsageError("--expect must be holds or refuted, got '" + a.expect + "'");
  std::vector<const Claim*> shown;
  for (const Claim* c : select_claims(a.patterns)) {
    const auto& s = *c->spec;
    if ((a.family.empty() || s.family == a.family) &&
        (a.method.empty() || to_string(s.method) == a.method) &&
        (a.expect.empty() || to_string(s.expect) == a.expect))
      shown.push_back(c);
  }
  if (shown.empty()) throw UsageError("no claim matches these filters");
  return shown;
}

int cmd_list(const ListArgs& a) {
  const std::string& format = a.format;
  const std::vector<const Claim*> shown = list_selection(a);
  if (format == "json") {
    nlohmann::json arr = nlohmann::json::array();
    for (const Claim* cp : shown) {
      const Claim& c = *cp;
      const auto& s = *c.spec;
      nlohmann::json j = {{"id", s.id},
                          {"family", s.family},
                          {"source", s.source},
                          {"statement", s.statement},
                          {"expect", to_string(s.expect)},
                          {"method", to_string(s.method)},
                          {"takes_variant", c.checker && c.checker->takes_variant},
                          {"assumptions", assumptions_json(s)}};
      if (!s.extension.empty()) j["extension"] = s.extension;
      if (s.finding) {
        j["kind"] = to_string(s.finding->kind);
        j["corrected_claim"] = s.finding->corrected_claim;
      }
      arr.push_back(j);
    }
    std::cout << nlohmann::json{{"claims", arr}}.dump(2) << "\n";
    return 0;
  }
  for (const Claim* c : shown) {
    const auto& s = *c->spec;
    std::cout << s.id << "  [" << to_string(s.method) << ", expect " << to_string(s.expect);
    if (s.finding) std::cout << ", " << to_string(s.finding->kind);
    std::cout << "]\n    " << s.statement << "\n    source: " << s.source << "\n";
    print_scope(std::cout, s);
  }
  return 0;
}

int cmd_list_variants(const std::string& format) {
  require_format(format);
  register_all_variants();
  const auto all = registered_variants();
  // How many claims of each family run a variant.
  std::map<std::string, std::size_t> runners;
  for (const auto& c : claims())
    if (c.checker && c.checker->takes_variant) ++runners[c.spec->family];
  const auto role = [](const Variant& v) { return v.planted() ? "planted" : "algorithm"; };
  if (format == "json") {
    nlohmann::json arr = nlohmann::json::array();
    for (const auto& v : all)
      arr.push_back({{"family", v->family()},
                     {"kind", v->kind()},
                     {"name", v->name()},
                     {"planted", v->planted()},
                     {"summary", v->summary()}});
    std::cout << nlohmann::json{{"variants", arr}}.dump(2) << "\n";
    return 0;
  }
  for (const Family& f : families()) {
    std::cout << f.name << " (seed " << f.seed << "): " << runners[f.name]
              << " claims run a variant: collcheck check '" << f.name << ".*' --variant NAME\n";
    for (const auto& v : all) {
      if (v->family() != f.name) continue;
      std::cout << "  " << v->kind() << "  " << v->name() << "  [" << role(*v) << "]  "
                << v->summary() << "\n";
    }
  }
  return 0;
}

unsigned errata_jobs(const std::string& format, const std::string& jobs) {
  require_format(format);
  return parse_jobs(jobs);
}

int cmd_errata(const std::string& format, const std::string& jobs) {
  RunContext ctx;
  ctx.jobs = errata_jobs(format, jobs);
  ctx.budget = Budget::smoke;
  ctx.seed = kDefaultSeed;
  const Kind kinds[] = {Kind::erratum, Kind::misprint, Kind::proof_gap, Kind::beyond_scope};
  const char* headings[] = {
      "Errata: false as the paper means it, inside the assumptions it states",
      ("Misprints: the printed text differs from what the paper itself shows it means (both "
       "checked)"),
      "Proof gaps: a step of a proof is false, the theorem holds",
      "Beyond scope: a generalisation the paper does not claim fails (not an error of the paper)"};
  const bool text = format == "text";
  nlohmann::ordered_json arr = nlohmann::ordered_json::array();
  nlohmann::ordered_json defect_arr = nlohmann::ordered_json::array();
  std::map<std::string, int> counts, defect_counts;
  bool all_reproduced = true;
  for (int ki = 0; ki < 4; ++ki) {
    // The defects of this kind in catalog order, each with its readings (a finding that names no
    // defect is one of its own).
    std::vector<std::string> order;
    std::map<std::string, std::vector<const Claim*>> readings;
    for (const auto& c : claims()) {
      const auto& s = *c.spec;
      if (!s.finding || s.finding->kind != kinds[ki]) continue;
      const std::string d = s.finding->defect.empty() ? s.id : s.finding->defect;
      if (!readings.count(d)) order.push_back(d);
      readings[d].push_back(&c);
    }
    if (text && !order.empty()) std::cout << "== " << headings[ki] << "\n\n";
    for (const std::string& d : order) {
      const Defect* defect = find_defect(d);
      const auto& rs = readings.at(d);
      ++defect_counts[to_string(kinds[ki])];
      nlohmann::ordered_json ids = nlohmann::ordered_json::array();
      for (const Claim* c : rs) ids.push_back(c->spec->id);
      defect_arr.push_back({{"defect", d},
                            {"kind", to_string(kinds[ki])},
                            {"title", defect ? defect->title : rs.front()->spec->finding->why},
                            {"readings", ids}});
      if (text && defect)
        std::cout << "defect " << d << " [" << to_string(kinds[ki]) << ", " << rs.size()
                  << " readings]: " << defect->title << "\n\n";
      const std::string indent = defect ? "  " : "";
      for (const Claim* c : rs) {
        const auto& s = *c->spec;
        const Finding& f = *s.finding;
        ++counts[to_string(f.kind)];
        // The counterexample is found by running the claim, never copied from a table.
        Report r = run_claims({c}, ctx);
        const ClaimResult& res = r.results.at(0);
        nlohmann::ordered_json ev = nlohmann::ordered_json::array();
        for (const auto& q : f.evidence) ev.push_back(nlohmann::ordered_json(quote_json(q)));
        nlohmann::ordered_json j = {
            {"claim", s.id},      {"kind", to_string(f.kind)}, {"defect", d},  {"family", s.family},
            {"source", s.source}, {"statement", s.statement},  {"why", f.why}, {"evidence", ev}};
        if (f.intended) j["intended_by"] = nlohmann::ordered_json(quote_json(*f.intended));
        j["assumptions"] = assumptions_json(s);
        j["counterexample"] = res.outcome.counterexample ? to_json(*res.outcome.counterexample)
                                                         : nlohmann::ordered_json(nullptr);
        j["replay"] = res.replay;
        j["corrected"] = f.corrected;
        j["corrected_claim"] = f.corrected_claim;
        if (!s.extension.empty()) j["extension"] = s.extension;
        if (res.outcome.verdict != Verdict::refuted) {
          all_reproduced = false;
          j["note"] = std::string("the claim was not refuted on the smoke budget: ") +
                      to_string(res.outcome.verdict);
        }
        arr.push_back(j);
        if (!text) continue;
        std::cout << indent << s.id << "  [" << to_string(f.kind) << "]  (" << s.source << ")\n"
                  << indent << "  statement:      " << s.statement << "\n"
                  << indent << "  why " << to_string(f.kind) << ": " << f.why << "\n";
        for (const auto& q : f.evidence) print_quote(std::cout, indent + "    ", q);
        if (f.intended) {
          std::cout << indent << "  what is meant, shown by the paper:\n";
          print_quote(std::cout, indent + "    ", *f.intended);
        }
        if (!s.extension.empty())
          std::cout << indent << "  extension:      " << s.extension << "\n";
        std::cout << indent << "  counterexample: "
                  << (res.outcome.counterexample ? to_text(*res.outcome.counterexample)
                                                 : "(none found)")
                  << "\n"
                  << indent << "  replay:         " << res.replay << "\n"
                  << indent << "  corrected:      " << f.corrected << "\n"
                  << indent << "  checked by:     " << f.corrected_claim << "\n\n";
      }
    }
  }
  if (format == "json") {
    std::cout << nlohmann::ordered_json{{"errata", arr},
                                        {"defects", defect_arr},
                                        {"counts", counts},
                                        {"defect_counts", defect_counts}}
                     .dump(2)
              << "\n";
  } else {
    std::cout << defect_arr.size() << " defects:";
    for (auto k : kinds)
      std::cout << " " << defect_counts[to_string(k)] << " " << to_string(k) << ";";
    std::cout << " seen through " << arr.size() << " findings (readings):";
    for (auto k : kinds) std::cout << " " << counts[to_string(k)] << " " << to_string(k) << ";";
    std::cout << "\n";
  }
  return all_reproduced ? 0 : 1;
}

}  // namespace cc::app
