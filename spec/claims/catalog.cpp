#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "spec/claims/claim.hpp"
#include "spec/claims/defects.hpp"
#include "spec/claims/papers.hpp"

namespace cc {

ClaimList::ClaimList(std::string family)
    : family_(std::move(family)), paper_(citation(paper_of(family_))) {}

ClaimList& ClaimList::add(std::string id, const std::string& section, std::string statement,
                          Expect e, Method m, std::optional<Finding> finding) {
  claims_.push_back({std::move(id),
                     family_,
                     paper_ + ", " + section,
                     std::move(statement),
                     e,
                     m,
                     std::move(finding),
                     {},
                     {}});
  return *this;
}

ClaimList& ClaimList::assume(std::vector<Assumption> a) {
  auto& v = claims_.back().assumptions;
  v.insert(v.end(), a.begin(), a.end());
  return *this;
}

ClaimList& ClaimList::extend(std::string how) {
  claims_.back().extension = std::move(how);
  return *this;
}

ClaimList& ClaimList::reading_of(std::string defect) {
  finding_of_last().defect = std::move(defect);
  return *this;
}

ClaimList& ClaimList::intended_by(Quote q) {
  finding_of_last().intended = std::move(q);
  return *this;
}

std::vector<ClaimSpec> ClaimList::take() { return std::move(claims_); }

Finding& ClaimList::finding_of_last() {
  if (claims_.empty() || !claims_.back().finding)
    throw std::logic_error("catalog: reading_of/intended_by on a claim without a finding");
  return *claims_.back().finding;
}

const char* to_string(Expect e) { return e == Expect::holds ? "holds" : "refuted"; }

const char* to_string(Method m) {
  switch (m) {
    case Method::exhaustive:
      return "exhaustive";
    case Method::property:
      return "property";
    case Method::proof:
      return "proof";
  }
  return "?";
}

const char* to_string(Kind k) {
  switch (k) {
    case Kind::erratum:
      return "erratum";
    case Kind::misprint:
      return "misprint";
    case Kind::proof_gap:
      return "proof-gap";
    case Kind::beyond_scope:
      return "beyond-scope";
  }
  return "?";
}

std::int64_t value_of(const CaseValues& c, const std::string& name) {
  auto it = c.find(name);
  if (it == c.end()) throw std::logic_error("case has no value for '" + name + "'");
  return it->second;
}

std::vector<const Assumption*> violated(const ClaimSpec& spec, const CaseValues& c) {
  std::vector<const Assumption*> out;
  for (const auto& a : spec.assumptions)
    if (!a.admits(c)) out.push_back(&a);
  return out;
}

namespace {

std::string case_text(const CaseValues& c) {
  std::string s;
  for (const auto& [k, v] : c) s += (s.empty() ? "" : ",") + k + "=" + std::to_string(v);
  return s.empty() ? "(none)" : s;
}

}  // namespace

bool rests_on_reading(const ClaimSpec& spec) {
  return spec.extension.find("reading") != std::string::npos;
}

void validate_catalog(const std::vector<ClaimSpec>& claims) {
  std::map<std::string, std::pair<Kind, std::string>> kind_of_defect;  // defect: kind, a reading
  for (const auto& c : claims) {
    if (!c.finding) continue;
    const Finding& f = *c.finding;
    const std::string where = "catalog: " + c.id + " (" + to_string(f.kind) + ")";
    if (c.expect != Expect::refuted)
      throw std::logic_error(where + ": a finding on a claim expected to hold");
    if (f.why.empty()) throw std::logic_error(where + ": no reason given for its kind");
    if (f.evidence.empty()) throw std::logic_error(where + ": no quoted passage decides its kind");
    if (f.corrected_claim.empty()) throw std::logic_error(where + ": names no corrected claim");
    if (f.kind == Kind::proof_gap && f.theorem.empty())
      throw std::logic_error(where + ": names no theorem (the claim that keeps its own verdict)");
    if (f.kind == Kind::misprint && (!f.intended || f.intended->original.empty()))
      throw std::logic_error(where +
                             ": quotes no passage that shows what the printed text means "
                             "(intended_by); without one it is not a misprint");
    if (f.kind != Kind::misprint && f.intended)
      throw std::logic_error(where +
                             ": an intended text (intended_by) on a finding that is not a "
                             "misprint");
    if (!f.defect.empty()) {
      if (!find_defect(f.defect))
        throw std::logic_error(where + ": a reading of defect '" + f.defect +
                               "', which defects() does not list");
      const auto [it, first] = kind_of_defect.emplace(f.defect, std::pair{f.kind, c.id});
      if (!first && it->second.first != f.kind)
        throw std::logic_error(where + ": a reading of defect '" + f.defect + "', whose reading " +
                               it->second.second + " is of kind " + to_string(it->second.first));
    }
    if (f.kind != Kind::erratum && f.kind != Kind::beyond_scope) continue;
    std::vector<const Assumption*> bad;
    try {
      bad = violated(c, f.witness);
    } catch (const std::logic_error& e) {
      throw std::logic_error(where + ": recorded counterexample " + case_text(f.witness) + ": " +
                             e.what());
    }
    if (f.kind == Kind::erratum && !bad.empty())
      throw std::logic_error(where + ": recorded counterexample " + case_text(f.witness) +
                             " lies outside the paper's assumption '" + bad.front()->condition +
                             "' (" + bad.front()->quote.where + ")");
    if (f.kind == Kind::beyond_scope && bad.empty() && !rests_on_reading(c))
      throw std::logic_error(where + ": recorded counterexample " + case_text(f.witness) +
                             " lies inside every assumption the claim quotes, and the claim names "
                             "no reading the paper does not make: it is not beyond scope");
  }
}

}  // namespace cc
