// The checker kit (kit.hpp): a claim's domain and comparison turned into a Checker that runs them
// on the exhaustive or the property engine.
#include "checkers/kit.hpp"

#include "checkers/engine/exhaustive.hpp"

namespace cc::kit {

Make exhaustive(Domain domain, Bind bind, Options options) {
  return [domain = std::move(domain), bind = std::move(bind),
          options = std::move(options)](const std::string& id) {
    CheckFn run = [id, domain, bind](const RunContext& ctx) {
      Outcome o = run_exhaustive(
          {id, domain.axes(ctx.budget), domain.admissible, bind(ctx), domain.weight}, ctx);
      if (domain.notes)
        for (auto& f : domain.notes(ctx.budget)) o.domain.push_back(std::move(f));
      return o;
    };
    return Checker{id, std::move(run), options.takes_variant, options.trace};
  };
}

Make property(Sample sample, Bind bind, Options options) {
  return [sample = std::move(sample), bind = std::move(bind),
          options = std::move(options)](const std::string& id) {
    CheckFn run = [id, sample, bind](const RunContext& ctx) {
      return run_property({id, sample.axes(), sample.gen(), bind(ctx), sample.cases(ctx.budget)},
                          ctx);
    };
    return Checker{id, std::move(run), options.takes_variant, options.trace};
  };
}

}  // namespace cc::kit
