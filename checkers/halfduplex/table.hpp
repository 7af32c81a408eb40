// The executed counts of one half-duplex algorithm over a whole domain, computed once and shared
// by every claim that reads them (Lin and Hung: Theorems 2, 4, 7, S, E's T, Theorems 3 and 5 all
// read the same runs). Every entry is a run of the algorithm's schedule on the compressed
// executor (spec/models/halfduplex.hpp); the table is filled in parallel over ctx.jobs threads
// and is the same for any number of threads.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "checkers/result.hpp"
#include "spec/algorithms/halfduplex_prefix.hpp"

namespace cc {
class Progress;
}

namespace cc::halfduplex_checks {

struct Row {
  std::int64_t C = 0, R = 0;  // computation and communication steps
  std::int64_t phase1 = 0;    // computation steps of phase 1
  bool all_active = false;    // every PE computes in every phase >= 2
  std::int32_t failure = -1;  // index into Table::failures, -1 when the run is legal
};

// The executed run of alg(n, p, k) as a row, with its failure (a violation or a missing prefix);
// `reading` is E's and F's (halfduplex_prefix.hpp). The tables hold the merged reading only.
Row run_row(halfduplex::Algorithm alg, std::int64_t n, std::int64_t p, std::int64_t k,
            const halfduplex::PrefixVariant& var, std::optional<Fields>& failure,
            halfduplex::Reading reading = halfduplex::Reading::merged);

class Table {
 public:
  // Every p in [2, pmax], every k with alg(n, p, k) defined, every n in [p, 4p^2]; for A every
  // n in [p, 4 pmax^2]: Theorems 3 and 5 compare A(n, p, k) with A(n, a, k) for every a < p at
  // the same n (comparisons.cpp), which would otherwise run again for every p.
  // A stop (spec/core/stop.hpp) ends the build part way and throws InconclusiveCase; `progress`
  // (may be null) shows the build as a stage of the claim in work.
  Table(halfduplex::Algorithm alg, std::int64_t pmax, const halfduplex::PrefixVariant& var,
        int jobs, Progress* progress = nullptr);
  bool covers(std::int64_t p, std::int64_t k, std::int64_t n) const;
  const Row& at(std::int64_t p, std::int64_t k, std::int64_t n) const;
  const Fields& failure(const Row& r) const {
    return failures_[static_cast<std::size_t>(r.failure)];
  }
  std::int64_t pmax() const { return pmax_; }

 private:
  halfduplex::Algorithm alg_;
  std::int64_t pmax_;
  std::int64_t nmax_;  // the last n of every p; 0: 4p^2
  std::int64_t n_last(std::int64_t p) const { return nmax_ > 0 ? nmax_ : 4 * p * p; }
  std::vector<std::int64_t> offset_;  // per (p, k): p * (pmax + 1) + k, -1 when undefined
  std::vector<Row> rows_;
  std::vector<Fields> failures_;
};

// The p range a budget executes in full (every k, every n in [p, 4p^2]): the tables that the
// claims share.
std::int64_t table_pmax(Budget b);

// The table of alg for the budget's p range and the variant, built on first use.
const Table& table(halfduplex::Algorithm alg, std::int64_t pmax, const std::string& variant,
                   int jobs, Progress* progress = nullptr);

}  // namespace cc::halfduplex_checks
