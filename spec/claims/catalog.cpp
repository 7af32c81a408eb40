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

const std::vector<ClaimSpec>& catalog() {
  static const std::vector<ClaimSpec> all = [] {
    std::vector<ClaimSpec> v;
    for (auto& c : postal_claims()) v.push_back(std::move(c));
    for (auto& c : omega_claims()) v.push_back(std::move(c));
    for (auto& c : logp_claims()) v.push_back(std::move(c));
    for (auto& c : halfduplex_claims()) v.push_back(std::move(c));
    for (auto& c : halfduplex_proof_claims()) v.push_back(std::move(c));
    for (auto& c : groupops_claims()) v.push_back(std::move(c));
    return v;
  }();
  return all;
}

}  // namespace cc
