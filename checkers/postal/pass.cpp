// One run of Algorithm A per point of (n, k, lambda), read by the claims that read it
// (readers.hpp): the run goes on while some reader still reads; a reader that has read enough
// (its observer returned false, as it would stop its own run) is not shown later steps.
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/domains.hpp"
#include "checkers/postal/readers.hpp"

namespace cc::postal_checks {

namespace {

struct FanOut : postal::PrefixObserver {
  std::vector<RunReader*> live;
  bool after_step(std::size_t j, const std::vector<Interval>& c, const std::vector<Interval>* d,
                  const std::vector<postal::Delivery>& got) override {
    std::size_t keep = 0;
    for (RunReader* r : live)
      if (r->after_step(j, c, d, got)) live[keep++] = r;
    live.resize(keep);
    return keep > 0;
  }
};

}  // namespace

const std::shared_ptr<const kit::Pass>& algorithm_a_pass() {
  static const std::shared_ptr<const kit::Pass> pass = kit::shared_pass(
      "Algorithm A over (n, k, lambda)", domains::nkl(), [](const RunContext& ctx) -> MultiCaseFn {
        const postal::PrefixVariant* v = &variant(ctx);
        return [v](const Point& p, const std::vector<char>& active,
                   std::vector<std::optional<Fields>>& out) {
          std::vector<std::unique_ptr<RunReader>> readers(active.size());
          FanOut fan;
          for (std::size_t r = 0; r < active.size(); ++r)
            if (active[r]) {
              readers[r] = make_reader(static_cast<ARead>(r), p);
              fan.live.push_back(readers[r].get());
            }
          std::vector<Interval> c;
          const auto run = postal::run_algorithm_a(
              *v, static_cast<Pe>(p[0]), static_cast<u64>(p[1]), static_cast<u64>(p[2]), c, &fan);
          for (std::size_t r = 0; r < active.size(); ++r)
            if (readers[r]) out[r] = readers[r]->judge(run, c);
        };
      });
  return pass;
}

}  // namespace cc::postal_checks
