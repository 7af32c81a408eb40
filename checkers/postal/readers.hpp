// What the claims over Algorithm A's run at a point (n, k, lambda) read of it. Each claim has a
// reader: it observes the run step by step (returning false when it has read enough) and then
// judges it, giving the counterexample in the paper's notation or nothing. A claim checked alone
// runs Algorithm A for its reader only (read_alone); checked with the others, one run of
// Algorithm A serves them all (algorithm_a_pass, pass.cpp), and each reader sees the same steps
// it would alone, so it judges alike.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <vector>

#include "checkers/kit.hpp"
#include "checkers/postal/common.hpp"

namespace cc::postal_checks {

struct RunReader : postal::PrefixObserver {
  bool after_step(std::size_t, const std::vector<Interval>&, const std::vector<Interval>*,
                  const std::vector<postal::Delivery>&) override {
    return true;
  }
  // The run and c after it; run.violation is the model rule broken, if any.
  virtual std::optional<Fields> judge(const postal::PrefixRun& run,
                                      const std::vector<Interval>& c) const = 0;
};

// The readers of Algorithm A's run, numbered as readers of the shared pass.
enum ARead : std::size_t {
  read_ports,
  read_lemma2_literal,
  read_lemma2_corrected,
  read_lemma3,
  read_thm4,
  kAReads
};

std::unique_ptr<RunReader> make_reader(ARead which, const Point& p);
// lemma_checks.cpp: Lemma 2's reader.
std::unique_ptr<RunReader> lemma2_reader(const Point& p, bool literal);

// Algorithm A of the variant at p, read by one reader.
std::optional<Fields> read_alone(const postal::PrefixVariant& v, const Point& p, RunReader& r);

// One run of Algorithm A per point of domains::nkl(), read by every reader of ARead.
const std::shared_ptr<const kit::Pass>& algorithm_a_pass();

}  // namespace cc::postal_checks
