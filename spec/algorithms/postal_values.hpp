// Algorithm A (or a variant) on values of any type: the communication of communication_step on
// the PostalNetwork<T> executor, every receiving PE folding what it received and its own value in
// the variant's order (e_1, .., e_h, then c(i) for the paper's) with `op`, left to right. The
// interval witnesses show which operands meet in which order; this runs the values themselves
// (the paper's example with addition, a floating-point product), on the same schedule.
#pragma once

#include <optional>
#include <vector>

#include "spec/algorithms/postal_prefix.hpp"

namespace cc::postal {

template <class T, class Op>
PrefixRun run_algorithm_a_values(const PrefixVariant& v, Pe n, u64 k, u64 lambda, std::vector<T>& c,
                                 Op op) {
  Plan plan(n, k, lambda);
  PrefixRun run;
  run.m = plan.m;
  PostalNetwork<T> net(n, k, lambda);
  std::vector<std::size_t> order;
  std::vector<std::vector<std::size_t>> slots(n);
  std::vector<T> recv;
  for (std::size_t j = 1; j <= plan.m; ++j) {
    for (Pe y = 0; y < n; ++y) slots[y].clear();
    communication_step(
        v, plan, j, [&](Pe x, Pe y) { net.send(x, y, c[x]); },
        [&](Pe y, Pe x) { slots[y].push_back(net.receive(y, x)); });
    run.steps_run = j;
    if (auto bad = net.commit()) {
      run.violation = bad;
      return run;
    }
    for (Pe y = 0; y < n; ++y) {
      if (slots[y].empty()) continue;
      recv.clear();
      for (std::size_t s : slots[y]) recv.push_back(net.received(s));
      v.combine_order(recv.size(), order);
      std::optional<T> acc;
      for (std::size_t r : order) {
        const T& x = r < recv.size() ? recv[r] : c[y];
        acc = acc ? op(*acc, x) : x;
      }
      c[y] = *acc;
    }
  }
  if (auto bad = net.finish()) run.violation = bad;
  run.messages = net.messages_sent();
  return run;
}

}  // namespace cc::postal
