#include "checkers/family.hpp"

#include <memory>
#include <mutex>

#include "spec/algorithms/groupops_procedures.hpp"
#include "spec/algorithms/halfduplex_prefix.hpp"
#include "spec/algorithms/logp_broadcast.hpp"
#include "spec/algorithms/logp_sum.hpp"
#include "spec/algorithms/omega_ring.hpp"
#include "spec/algorithms/postal_prefix.hpp"
#include "spec/core/variant.hpp"

namespace cc {

const std::vector<Family>& families() {
  static const std::vector<Family> all = {
      {"postal",
       "000",
       "parallel prefix in the k-port lambda-postal model: G(i), Lemma 3, Algorithms A and B",
       {{postal_declared, "postal_declared() in checkers/postal/claims.cpp"}},
       postal::register_postal_variants,
       nullptr,
       {"postal"},
       {"postal"}},
      {"omega",
       "001",
       "routing on Omega networks: path disjointness (Theorem 1), ring merging",
       {{omega_declared, "omega_declared() in checkers/omega/claims.cpp"}},
       omega::register_omega_variants,
       nullptr,
       {"omega"},
       {"omega"}},
      {"logp",
       "004",
       "optimal broadcast and summation in the LogP model",
       {{logp_declared, "logp_declared() in checkers/logp/claims.cpp"}},
       logp::register_logp_variants,
       [](const std::string& id) {
         return std::string(id.rfind("logp.alg2.", 0) == 0 ? "summation" : "broadcast");
       },
       {"logp"},
       {"logp"}},
      {"halfduplex",
       "002",
       "prefix on the half-duplex model: algorithms A, L, B, E, F and their precondition on n",
       {{halfduplex_declared, "halfduplex_declared() in checkers/halfduplex/claims.cpp"}},
       halfduplex::register_halfduplex_variants,
       nullptr,
       {"halfduplex"},
       {"halfduplex"}},
      {"groupops",
       "003",
       "group operations on the PRAM (EREW) and the hypercube, binomial trees",
       {{groupops_declared, "groupops_declared() in checkers/groupops/claims.cpp"}},
       groupops::register_groupops_variants,
       nullptr,
       {"pram", "hypercube", "binomial"},
       {"pram", "hypercube"}},
  };
  return all;
}

const Family* find_family(const std::string& name) {
  for (const auto& f : families())
    if (f.name == name) return &f;
  return nullptr;
}

const Registered& registered() {
  static const Registered all = [] {
    Registered r;
    for (const Family& f : families()) {
      for (const auto& l : f.declared)
        for (auto& d : l.list()) {
          r.claims.push_back(std::move(d.spec));
          r.claim_sites.push_back(d.where);
          r.checkers.push_back(std::move(d.checker));
          r.checker_sites.push_back(d.where);
        }
    }
    validate_catalog(r.claims);
    return r;
  }();
  return all;
}

const std::vector<ClaimSpec>& catalog() { return registered().claims; }

void register_all_variants() {
  static std::once_flag once;
  std::call_once(once, [] {
    for (const Family& f : families())
      if (f.register_variants) f.register_variants();
  });
}

}  // namespace cc
