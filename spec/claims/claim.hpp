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

// Builds one paper's claim list: add() takes the section within the seed file.
class ClaimList {
 public:
  ClaimList(std::string family, std::string seed_file)
      : family_(std::move(family)), seed_(std::move(seed_file)) {}
  void add(std::string id, const std::string& section, std::string statement, Expect e, Method m,
           std::optional<Erratum> erratum = std::nullopt) {
    claims_.push_back({std::move(id), family_, seed_ + ", " + section, std::move(statement), e, m,
                       std::move(erratum)});
  }
  std::vector<ClaimSpec> take() { return std::move(claims_); }

 private:
  std::string family_, seed_;
  std::vector<ClaimSpec> claims_;
};

const char* to_string(Expect e);
const char* to_string(Method m);

// Every claim of every family, in catalog order.
const std::vector<ClaimSpec>& catalog();

// One function per paper (spec/claims/<family>.cpp).
std::vector<ClaimSpec> postal_claims();
std::vector<ClaimSpec> omega_claims();
std::vector<ClaimSpec> logp_claims();
std::vector<ClaimSpec> halfduplex_claims();
std::vector<ClaimSpec> halfduplex_proof_claims();  // spec/claims/halfduplex_proofs.cpp
std::vector<ClaimSpec> groupops_claims();

}  // namespace cc
