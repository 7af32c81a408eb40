// The checker kit (kit.hpp): a claim's domain and comparison turned into a Checker that runs them
// on the exhaustive or the property engine.
#include "checkers/kit.hpp"

#include "checkers/engine/exhaustive.hpp"

namespace cc::kit {

Make exhaustive(Domain domain, Bind bind, Options options) {
  return exhaustive(PerBudget<Domain>{domain, domain, domain}, std::move(bind), std::move(options));
}

Make exhaustive(PerBudget<Domain> domains, Bind bind, Options options) {
  return [domains = std::move(domains), bind = std::move(bind),
          options = std::move(options)](const std::string& id) {
    CheckFn run = [id, domains, bind](const RunContext& ctx) {
      const Domain& domain = domains(ctx.budget);
      Outcome o = run_exhaustive(
          {id, domain.axes(ctx.budget), domain.admissible, bind(ctx), domain.weight}, ctx);
      if (domain.notes)
        for (auto& f : domain.notes(ctx.budget)) o.domain.push_back(std::move(f));
      if (domain.run_notes)
        for (auto& f : domain.run_notes(ctx)) o.domain.push_back(std::move(f));
      return o;
    };
    return Checker{id, std::move(run), options.takes_variant, options.trace};
  };
}

Make property(Sample sample, Bind bind, Options options) {
  return property(PerBudget<Sample>{sample, sample, sample}, std::move(bind), std::move(options));
}

Make property(PerBudget<Sample> samples, Bind bind, Options options) {
  return [samples = std::move(samples), bind = std::move(bind),
          options = std::move(options)](const std::string& id) {
    CheckFn run = [id, samples, bind](const RunContext& ctx) {
      const Sample& s = samples(ctx.budget);
      Outcome o = run_property({id, s.axes(), s.gen(), bind(ctx), s.cases(ctx.budget)}, ctx);
      if (s.run_notes)
        for (auto& f : s.run_notes(ctx)) o.domain.push_back(std::move(f));
      return o;
    };
    return Checker{id, std::move(run), options.takes_variant, options.trace};
  };
}

}  // namespace cc::kit
