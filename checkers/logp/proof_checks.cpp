// The Z3 claim of Shou and Chen (section 1, the step of Theorem 2's proof, case 3): its
// obligations (proofs/logp_obligations.hpp), each model re-checked in spec/.
#include <optional>
#include <string>
#include <vector>

#include "checkers/engine/proof.hpp"
#include "checkers/logp/checkers.hpp"
#include "proofs/logp_obligations.hpp"
#include "spec/models/logp_arith.hpp"

namespace cc::logp_checks {

Checker thm2_step_checker(const std::string& id) {
  return {
      id, [id](const RunContext& ctx) {
        std::vector<ObligationSpec> obs;
        for (const auto& o : proofs::logp_thm2_step_obligations())
          obs.push_back(
              {o.name,
               [name = o.name](const proofs::ProofOptions& opts) {
                 return proofs::prove_logp(name, opts);
               },
               [name = o.name](const proofs::ProofResult& r) -> std::optional<Fields> {
                 if (!logp::thm2_step_counterexample(name, proofs::model_values(r)))
                   return std::nullopt;
                 return Fields{
                     {"re-checked", "the model satisfies the hypotheses and violates the goal"}};
               }});
        return run_obligations(
            id, obs,
            {{"L", "all >= 1"}, {"o", "all >= 1"}, {"g", "all >= 1"}, {"n", "all >= max{g, L+2o}"}},
            ctx);
      }};
}

}  // namespace cc::logp_checks
