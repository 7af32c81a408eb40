// The claim catalog: what each paper states, where, under which of its own assumptions, and what
// we expect a check to find. How a claim is checked lives in checkers/.
//
// A claim is stated as literally as the paper states it, inside the assumptions the paper states
// for it (each an Assumption: the passage quoted in the paper's language, a translation, and the
// test a case must pass). A claim whose domain goes beyond them says so in `extension`.
//
// Where a statement is false the claim's expectation is `refuted` and it carries a Finding of one
// of four kinds (docs/errata.md explains them):
//   erratum       false as the paper means it, inside its stated assumptions;
//   misprint      the printed text differs from what the paper itself shows it means;
//   proof-gap     a step of a proof is false while the theorem holds;
//   beyond-scope  a generalisation the paper does not claim fails.
// Each Finding quotes the passages that decide its kind and names the claim that checks the
// intended (or in-scope) statement. The catalog refuses, at start-up, an erratum whose recorded
// counterexample lies outside the claim's stated assumptions (validate_catalog).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "spec/claims/expect.hpp"
#include "spec/claims/papers.hpp"

namespace cc {

enum class Method { exhaustive, property, proof };
enum class Kind { erratum, misprint, proof_gap, beyond_scope };

// A passage of the paper, verbatim in its own language, and an English translation (empty when
// the paper is in English).
struct Quote {
  std::string where;  // section, slide or figure
  std::string original;
  std::string translation;
};

// The parameter values of one case, by the paper's names (n, k, lambda, L, o, g, P, N, ...).
using CaseValues = std::map<std::string, std::int64_t>;

// The value of `name` in `c`; throws std::logic_error (an internal error) when it is missing.
std::int64_t value_of(const CaseValues& c, const std::string& name);

// An assumption the paper states for a claim: what it says, where, and the test on a case.
struct Assumption {
  std::string condition;  // in the paper's notation, e.g. "g >= o"
  Quote quote;
  std::function<bool(const CaseValues&)> admits;
};

// What is wrong with a statement that the checks refute, and why it is that kind of finding.
struct Finding {
  Kind kind = Kind::erratum;
  std::string corrected;        // the intended (or in-scope) statement
  std::string corrected_claim;  // id of the claim that checks it
  std::string why;              // one line: why this kind
  std::vector<Quote> evidence;  // the passages that decide the kind
  CaseValues witness;           // the least counterexample, as its replay values (--case)
  std::string theorem = {};     // proof-gap only: the claim of the theorem, which holds
  // The defect of the paper this finding is a reading of (an id of defects(), spec/claims/
  // defects.hpp), when one defect is seen through several claims; empty: a defect of its own.
  std::string defect = {};
  // misprint only: the passage of the paper that shows what the printed text means (its proof,
  // its worked example, another section). Without one a statement cannot be a misprint.
  std::optional<Quote> intended = {};
};

struct ClaimSpec {
  std::string id;         // family.item, e.g. postal.lemma3.contents
  std::string family;     // postal, omega, logp, halfduplex, groupops
  std::string source;     // the paper (citation()) and section
  std::string statement;  // the claim, in the paper's words and notation
  Expect expect = Expect::holds;
  Method method = Method::exhaustive;
  std::optional<Finding> finding;
  std::vector<Assumption> assumptions = {};  // what the paper assumes, encoded in the domain
  std::string extension = {};  // non-empty: how the domain goes beyond the assumptions
};

// Builds one paper's claim list: add() takes the section within the paper (the source reads
// "<citation of the family's paper>, <section>") and returns the claim, to which assume() and
// extend() attach the paper's assumptions and an extension.
class ClaimList {
 public:
  // The member functions are defined in catalog.cpp, not here: some 330 claim files call them, and
  // each unity batch of them would otherwise compile its own copy (bench/README.md, "Build").
  explicit ClaimList(std::string family);
  ClaimList& add(std::string id, const std::string& section, std::string statement, Expect e,
                 Method m, std::optional<Finding> finding = std::nullopt);
  // Attach assumptions to the claim added last.
  ClaimList& assume(std::vector<Assumption> a);
  // Say how the claim added last goes beyond the paper's assumptions.
  ClaimList& extend(std::string how);
  // The finding of the claim added last is a reading of `defect` (an id of defects()).
  ClaimList& reading_of(std::string defect);
  // The passage that shows what the misprinted text of the claim added last means.
  ClaimList& intended_by(Quote q);
  std::vector<ClaimSpec> take();

 private:
  Finding& finding_of_last();
  std::string family_, paper_;
  std::vector<ClaimSpec> claims_;
};

const char* to_string(Expect e);
const char* to_string(Method m);
const char* to_string(Kind k);  // erratum, misprint, proof-gap, beyond-scope

// The assumptions of `spec` that `c` violates (empty: c lies inside all of them).
std::vector<const Assumption*> violated(const ClaimSpec& spec, const CaseValues& c);

// The claim rests on a reading of the paper that the paper does not make: its extension names it
// ("a reading of disjoint that ..."). Only such a claim may be beyond scope with a counterexample
// inside every quoted assumption.
bool rests_on_reading(const ClaimSpec& spec);

// Throws std::logic_error naming the first fault, so that the kinds are decided by their rules
// (docs/errata.md) and not by hand: an erratum whose recorded counterexample lies outside the
// claim's assumptions (or has no value for one they test); a beyond-scope finding whose recorded
// counterexample lies inside every assumption, unless the claim rests on a reading the paper does
// not make (its extension names the reading); a misprint without the passage
// that shows what was meant (intended_by); a finding without a reason, a quoted passage or a
// corrected claim; a proof-gap that names no theorem; a reading of a defect that defects() does
// not list, or readings of one defect of different kinds.
void validate_catalog(const std::vector<ClaimSpec>& claims);

}  // namespace cc
