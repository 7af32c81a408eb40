// Shared internals of the optimal-summation search of Shou and Chen, section 3
// (spec/algorithms/logp_sum_opt.hpp): how long a receive occupies its PE, and the latest receive
// starts a node can give its children. Used by the search, the search on one tree, the
// enumeration and the executor schedule of a timed tree (logp_sum_*.cpp).
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

#include "spec/models/logp.hpp"

namespace cc::logp::detail {

// The block a receive occupies on its PE: the receive (o) and, unless it is adopted, the
// combine right after it (1).
inline Time block(Time o, bool adopted) { return adopted ? o : o + 1; }

// Receive starts for a node with deadline D and k children (latest receive first), as far as
// the rules allow (logp_sum_opt.hpp, step 3); the child deadlines are these minus o + L.
inline std::vector<Time> latest_receives(Time D, std::size_t k, bool relay, Time o, Time g,
                                         Time gap) {
  std::vector<Time> r;
  for (std::size_t j = 0; j < k; ++j) r.push_back(D - (o + 1) - static_cast<Time>(j) * gap);
  if (relay && k >= 1) {
    Time first = D - static_cast<Time>(k) * (o + 1) + 1;
    if (k >= 2) first = std::min(first, r[k - 2] - g);
    r[k - 1] = first;
  }
  return r;
}

}  // namespace cc::logp::detail
