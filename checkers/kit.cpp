// The checker kit (kit.hpp): a claim's domain and comparison turned into a Checker that runs them
// on the exhaustive or the property engine.
#include "checkers/kit.hpp"

#include <algorithm>

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

std::shared_ptr<const Pass> shared_pass(std::string name, Domain domain, MultiBind bind) {
  auto pass = std::make_shared<Pass>();
  pass->name = std::move(name);
  pass->domain = std::move(domain);
  pass->run = [d = pass->domain, bind = std::move(bind)](const RunContext& ctx,
                                                         const std::vector<std::string>& ids,
                                                         const std::vector<std::size_t>& readers) {
    const MultiCaseFn all = bind(ctx);
    std::size_t width = 0;
    for (std::size_t r : readers) width = std::max(width, r + 1);
    // The engine numbers the selected readers 0..; the family's function its own readers.
    MultiCaseFn check = [&all, &readers, width](const Point& p, const std::vector<char>& active,
                                                std::vector<std::optional<Fields>>& out) {
      std::vector<char> on(width, 0);
      std::vector<std::optional<Fields>> got(width);
      for (std::size_t i = 0; i < readers.size(); ++i) on[readers[i]] = active[i];
      all(p, on, got);
      for (std::size_t i = 0; i < readers.size(); ++i)
        if (active[i]) out[i] = std::move(got[readers[i]]);
    };
    std::vector<Outcome> outs = run_exhaustive_multi(
        {ids, d.axes(ctx.budget), d.admissible, std::move(check), d.weight}, ctx);
    for (auto& o : outs) {
      if (d.notes)
        for (auto& f : d.notes(ctx.budget)) o.domain.push_back(std::move(f));
      if (d.run_notes)
        for (auto& f : d.run_notes(ctx)) o.domain.push_back(std::move(f));
    }
    return outs;
  };
  return pass;
}

Make shared(std::shared_ptr<const Pass> pass, std::size_t reader, Bind alone, Options options,
            std::function<Fields(Budget)> notes,
            std::function<Fields(const RunContext&)> run_notes) {
  // Alone: the pass's domain with the reader's fields after the pass's.
  Domain own = pass->domain;
  own.notes = [base = pass->domain.notes, notes](Budget b) {
    Fields f = base ? base(b) : Fields{};
    if (notes)
      for (auto& x : notes(b)) f.push_back(std::move(x));
    return f;
  };
  own.run_notes = [base = pass->domain.run_notes, run_notes](const RunContext& ctx) {
    Fields f = base ? base(ctx) : Fields{};
    if (run_notes)
      for (auto& x : run_notes(ctx)) f.push_back(std::move(x));
    return f;
  };
  Make single = exhaustive(std::move(own), std::move(alone), std::move(options));
  return [pass = std::move(pass), reader, single = std::move(single), notes,
          run_notes](const std::string& id) {
    Checker c = single(id);
    c.pass = pass;
    c.reader = reader;
    // Shared: the pass's outcome gets the reader's fields.
    c.annotate = [notes, run_notes](Outcome& o, const RunContext& ctx) {
      if (notes)
        for (auto& f : notes(ctx.budget)) o.domain.push_back(std::move(f));
      if (run_notes)
        for (auto& f : run_notes(ctx)) o.domain.push_back(std::move(f));
    };
    return c;
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
