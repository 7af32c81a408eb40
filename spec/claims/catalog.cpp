#include <stdexcept>

#include "spec/claims/claim.hpp"

namespace cc {

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

void validate_catalog(const std::vector<ClaimSpec>& claims) {
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
    if (f.kind != Kind::erratum) continue;
    std::vector<const Assumption*> bad;
    try {
      bad = violated(c, f.witness);
    } catch (const std::logic_error& e) {
      throw std::logic_error(where + ": recorded counterexample " + case_text(f.witness) + ": " +
                             e.what());
    }
    if (!bad.empty())
      throw std::logic_error(where + ": recorded counterexample " + case_text(f.witness) +
                             " lies outside the paper's assumption '" + bad.front()->condition +
                             "' (" + bad.front()->quote.where + ")");
  }
}

}  // namespace cc
