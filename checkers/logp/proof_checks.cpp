// The Z3 claims of Shou and Chen (section 1, the step of Theorem 2's proof, case 3; section 3,
// links 2 and 3 of Theorem 5's proof): their obligations (proofs/logp_obligations.hpp), each model
// re-checked in spec/.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "checkers/engine/proof.hpp"
#include "checkers/logp/checkers.hpp"
#include "proofs/logp_obligations.hpp"
#include "spec/models/logp_arith.hpp"

namespace cc::logp_checks {

namespace {

// One checker over named obligations, each model re-checked in spec/ by `recheck`.
Checker obligations_checker(const std::string& id, std::vector<proofs::NamedObligation> list,
                            bool (*recheck)(const std::string&, const std::map<std::string, i128>&),
                            Fields domain) {
  return {id, [id, list = std::move(list), recheck, domain](const RunContext& ctx) {
            std::vector<ObligationSpec> obs;
            for (const auto& o : list)
              obs.push_back(
                  {o.name,
                   [name = o.name](const proofs::ProofOptions& opts) {
                     return proofs::prove_logp(name, opts);
                   },
                   [name = o.name, recheck](const proofs::ProofResult& r) -> std::optional<Fields> {
                     if (!recheck(name, proofs::model_values(r))) return std::nullopt;
                     return Fields{{"re-checked",
                                    "the model satisfies the hypotheses and violates the goal"}};
                   }});
            return run_obligations(id, obs, domain, ctx);
          }};
}

}  // namespace

Checker thm2_step_checker(const std::string& id) {
  return obligations_checker(
      id, proofs::logp_thm2_step_obligations(), logp::thm2_step_counterexample,
      {{"L", "all >= 1"}, {"o", "all >= 1"}, {"g", "all >= 1"}, {"n", "all >= max{g, L+2o}"}});
}

Checker sum_algebra_checker(const std::string& id) {
  return obligations_checker(id, proofs::logp_sum_algebra_obligations(),
                             logp::sum_algebra_counterexample,
                             {{"P", "all (induction on P: base P = 0, step P to P+1)"},
                              {"o", "all integers"},
                              {"T_i, K_i", "all integers"}});
}

Checker thm3_identity_checker(const std::string& id) {
  return obligations_checker(
      id, proofs::logp_thm3_identity_obligations(), logp::thm3_identity_counterexample,
      {{"L", "all >= 1"},
       {"o", "all >= 1"},
       {"g", "all >= 1"},
       {"T, k", "all with the k-th child at T - L - 2o - kg >= 0 (induction on k)"}});
}

}  // namespace cc::logp_checks
