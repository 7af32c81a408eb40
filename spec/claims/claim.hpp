// The claim catalog: what each paper states, where, and what we expect a check to find.
// A claim is stated as literally as the paper states it. Where the literal statement is false,
// its expectation is `refuted` and it carries an Erratum naming the corrected statement and the
// id of the claim that checks the correction. How a claim is checked lives in checkers/.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace cc {

enum class Expect { holds, refuted };
enum class Method { exhaustive, property, proof };

struct Erratum {
  std::string corrected;        // the corrected statement
  std::string corrected_claim;  // id of the claim that checks it
};

struct ClaimSpec {
  std::string id;         // family.item, e.g. postal.lemma3.contents
  std::string family;     // postal, omega, logp, halfduplex, groupops
  std::string source;     // seed file and section
  std::string statement;  // the claim, in the paper's words and notation
  Expect expect = Expect::holds;
  Method method = Method::exhaustive;
  std::optional<Erratum> erratum;
};

const char* to_string(Expect e);
const char* to_string(Method m);

// Every claim of every family, in catalog order.
const std::vector<ClaimSpec>& catalog();

// One function per paper (spec/claims/<family>.cpp).
std::vector<ClaimSpec> postal_claims();

}  // namespace cc
