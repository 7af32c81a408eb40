// The checker kit shared by the families: a claim's checker is said as "over this domain, compare
// this", and the kit does the rest (docs/architecture.md, "The checker kit"):
//
//   * Domain / Sample: the cases per budget, declared once and named, so that every claim over the
//     same cases names the same domain (checkers/<family>/domains.hpp);
//   * exhaustive() / property(): run a case function over every point of a Domain (least
//     counterexample first) or over a Sample's random points (shrunk), on ctx.jobs threads, with
//     --case, --shard, --checkpoint and the stop handled by the engines (checkers/engine/);
//   * first_mismatch(): compare registers on the witness and report the first register that
//     differs in the paper's notation (register name, what it holds, what the claim requires).
//
// A family's claim file (checkers/<family>/claims/<name>.cpp) hands the result of exhaustive() or
// property() to declare() (checkers/declare.hpp).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "checkers/engine/domain.hpp"
#include "checkers/engine/exhaustive.hpp"
#include "checkers/engine/property.hpp"
#include "checkers/registry.hpp"

namespace cc::kit {

// A value for each budget.
template <class T>
struct PerBudget {
  T smoke, ci, deep;
  const T& operator()(Budget b) const {
    return b == Budget::smoke ? smoke : b == Budget::ci ? ci : deep;
  }
};

// An exhaustive domain: a box of axes per budget, the points of it that are cases (empty: all)
// and the progress units of a point (empty: 1 each).
struct Domain {
  std::function<std::vector<Axis>(Budget)> axes;
  std::function<bool(const Point&)> admissible = {};
  std::function<std::uint64_t(const Point&)> weight = {};
  // Fields added to the report's domain after the axes (e.g. what a case is), or empty.
  std::function<Fields(Budget)> notes = {};
  // Fields that depend on the run (the variant's name, a domain size left out under --case),
  // added after the notes, or empty.
  std::function<Fields(const RunContext&)> run_notes = {};
};

// A random domain: the axes a generator draws from (for the report and --case), the generator,
// and the cases per budget.
struct Sample {
  std::function<std::vector<Axis>()> axes;
  std::function<PointGen()> gen;
  PerBudget<int> cases{20, 200, 2000};
  // Fields added to the report's domain that depend on the run (e.g. the variant's name), or empty.
  std::function<Fields(const RunContext&)> run_notes = {};
};

// What a claim compares at one point, bound once per run to the run's context (the variant named
// by --variant, the budget): the function returns the point's case function.
using Bind = std::function<CaseFn(const RunContext&)>;

// A case function that needs nothing from the run but the point.
inline Bind point_case(std::optional<Fields> (*fn)(const Point&)) {
  return [fn](const RunContext&) -> CaseFn { return fn; };
}

// A case function of the run's variant (resolved once per run by `variant`) and the point.
template <class V>
Bind variant_case(const V& (*variant)(const RunContext&),
                  std::optional<Fields> (*fn)(const V&, const Point&)) {
  return [variant, fn](const RunContext& ctx) -> CaseFn {
    const V* v = &variant(ctx);
    return [v, fn](const Point& p) { return fn(*v, p); };
  };
}

struct Options {
  bool takes_variant = false;  // the case runs the family's algorithm, so --variant applies
  TraceFn trace = {};          // check --trace-out (checkers/trace.hpp)
};

// The maker of a claim's checker that declare() takes: the checker for the claim's id.
using Make = std::function<Checker(const std::string&)>;

Make exhaustive(Domain domain, Bind bind, Options options = {});
// A domain whose cases depend on the budget beyond its axes (e.g. which points of the box are
// cases): the domain of each budget.
Make exhaustive(PerBudget<Domain> domains, Bind bind, Options options = {});

// A shared pass: one execution per point of `domain` that several claims read. `bind` returns,
// for a run, the function that executes a point once and fills out[r] for every reader r of the
// pass with active[r] set (readers numbered by the family, e.g. an enum).
using MultiBind = std::function<MultiCaseFn(const RunContext&)>;
struct Pass : SharedPass {
  Domain domain;
};
std::shared_ptr<const Pass> shared_pass(std::string name, Domain domain, MultiBind bind);
// Reader `reader` of `pass`: alone, `alone` checks each point of the pass's domain by itself (the
// same comparison, its own execution); run with other readers of the pass, the pass runs once.
// `notes` and `run_notes` are the reader's own fields of the report's domain (as Domain's), after
// the pass domain's.
Make shared(std::shared_ptr<const Pass> pass, std::size_t reader, Bind alone, Options options = {},
            std::function<Fields(Budget)> notes = {},
            std::function<Fields(const RunContext&)> run_notes = {});
Make property(Sample sample, Bind bind, Options options = {});
// A random domain whose generator depends on the budget (e.g. larger networks on deep).
Make property(PerBudget<Sample> samples, Bind bind, Options options = {});

// The first register i where got[i] differs from want(i), as the fields
// {index_name: i, register(i): show(got[i]), "expected": show(want(i))}; nullopt if none.
template <class R, class Want, class Show>
std::optional<Fields> first_mismatch(const std::vector<R>& got, Want want, Show show,
                                     const std::string& reg = "c(i)",
                                     const std::string& index_name = "i") {
  for (std::size_t i = 0; i < got.size(); ++i) {
    const auto w = want(i);
    if (!(got[i] == w))
      return Fields{
          {index_name, static_cast<std::uint64_t>(i)}, {reg, show(got[i])}, {"expected", show(w)}};
  }
  return std::nullopt;
}

}  // namespace cc::kit
