#include "checkers/engine/proof.hpp"

namespace cc {

Outcome run_obligations(const std::string& claim, const std::vector<ObligationSpec>& obligations,
                        const Fields& domain, const RunContext& ctx) {
  Outcome out;
  out.domain = domain;
  if (ctx.progress) ctx.progress->begin(claim, obligations.size());
  std::string unknown;
  for (const auto& ob : obligations) {
    proofs::ProofOptions opts;
    opts.rlimit = ob.rlimit * ctx.rlimit_scale;
    opts.emit_dir = ctx.emit_smt2_dir;
    opts.name = ob.name;
    const proofs::ProofResult r = ob.prove(opts);
    ++out.cases;
    if (ctx.progress) ctx.progress->advance();
    if (r.status == proofs::Status::counterexample) {
      Fields model{{"obligation", ob.name}};
      for (const auto& [k, v] : r.model) model.push_back({k, v});
      if (!ob.recheck(r)) {
        out.verdict = Verdict::error;
        out.note = "Z3 returned a model for " + ob.name +
                   " that does not re-check in spec/: " + to_text(model);
        return out;
      }
      out.verdict = Verdict::refuted;
      out.counterexample = model;
      return out;
    }
    if (r.status == proofs::Status::unknown && unknown.empty())
      unknown = ob.name + ": z3 unknown (" + r.reason + ")";
  }
  out.domain.push_back({"rlimit_per_obligation",
                        static_cast<std::uint64_t>(
                            obligations.empty() ? 0 : obligations[0].rlimit * ctx.rlimit_scale)});
  if (!unknown.empty()) {
    out.verdict = Verdict::inconclusive;
    out.note = unknown;
  } else {
    out.verdict = Verdict::proved;
  }
  return out;
}

}  // namespace cc
