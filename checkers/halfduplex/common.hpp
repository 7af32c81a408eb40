// Shared pieces of the half-duplex checkers (Lin and Hung): the run's variant of the algorithms,
// an executed run with the failure that stops a check (a violation of the model or a missing
// prefix), the executed row of a point from the shared tables (table.hpp), and how the checks
// write numbers and quotients.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "checkers/context.hpp"
#include "checkers/halfduplex/table.hpp"
#include "spec/algorithms/halfduplex_prefix.hpp"
#include "spec/core/checked.hpp"
#include "spec/core/fields.hpp"
#include "spec/models/halfduplex_formulas.hpp"

namespace cc::halfduplex_checks {

using i64 = std::int64_t;

inline bool smoke(Budget b) { return b == Budget::smoke; }

// The variant named by --variant, or the paper's algorithms.
const halfduplex::PrefixVariant& variant_of(const RunContext& ctx);

inline i128 D(i64 p, i64 k) { return halfduplex::formulas::D<i128>(p, k); }
// Theorem 7's precondition n >= (p^2 + kp + k + 1)/2.
inline bool precondition(i64 n, i64 p, i64 k) {
  return halfduplex::formulas::precondition<i128>(n, p, k);
}
// Theorem 4, as printed (its quotient rounded toward zero).
inline i128 thm4_R(i64 p, i64 k) {
  const auto r = halfduplex::formulas::R<i128>(p, k);
  return r.num / r.den;
}
inline i64 as64(i128 v) { return static_cast<i64>(v); }
// ceil(log2 x) for 1 <= x <= 2^62 (0 for x <= 1): the steps of a binomial tree over x PEs.
inline i64 ceil_log2(i64 x) {
  i64 t = 0;
  while ((i64{1} << t) < x) ++t;
  return t;
}
// "-12", "65/4": a quotient in lowest form only when it is whole.
std::string dec(i128 v);
std::string frac(i128 num, i128 den);

// A run of alg(n, p, k) on the compressed executor, with its failure (a violation or a missing
// prefix).
struct Executed {
  halfduplex::Execution ex;
  std::optional<Fields> failure;
};
Executed run_alg(halfduplex::Algorithm alg, i64 n, i64 p, i64 k,
                 const halfduplex::PrefixVariant& var);

// The executed row of alg(n, p, k) (E and F under `reading`): from the shared table when the
// point is in it, the run is not a replay (--case) and the reading is the merged one (the tables
// hold only that: a table of the separate reading at p <= 32 takes about 30 s to build, so its
// claims run each case on its own, over smaller domains), else run on its own. A and B have no
// collectives: for them `reading` changes only where the row comes from, not the run.
struct Got {
  Row row;
  std::optional<Fields> failure;
};
Got get(halfduplex::Algorithm alg, i64 n, i64 p, i64 k, const RunContext& ctx,
        halfduplex::Reading reading = halfduplex::Reading::merged);

// An executed row whose failure names the algorithm.
Got ran(halfduplex::Algorithm alg, i64 n, i64 p, i64 k, const halfduplex::PrefixVariant& var,
        halfduplex::Reading reading = halfduplex::Reading::merged);

}  // namespace cc::halfduplex_checks
