// Internal: the port and pair constraints of the postal encodings of m items, one item per message
// (proofs/postal_mbcast_bmc.cpp, proofs/postal_mitems_bmc.cpp), written once.
#pragma once

#include <cstdint>
#include <vector>

#include <z3++.h>

#include "proofs/detail/cardinality.hpp"

namespace cc::proofs::detail {

// x[t][a][b][j]: PE a sends item j to PE b in step t (t = 1 .. last_send; x[0] unused).
using ItemSendVars = std::vector<std::vector<std::vector<std::vector<z3::expr>>>>;

// For every step t = 1 .. last_send and PE a, adds to `assertions`: at most k sends of a (the
// x[t][a][b][j] with exists(a, b)) and k receives of a (the x[t][b][a][j] with exists(b, a)) over
// all items, and, when `one_per_pair`, at most one message from a to each b. on_send(t, a, b, j)
// is called for every send of a counted, in its place among the constraints (after it is counted,
// before the receive of the same j), so that an encoding adds a constraint of its own per send
// (the holder rule) where it always stood.
template <class Exists, class OnSend>
void item_port_constraints(z3::context& ctx, const ItemSendVars& x, std::uint32_t n,
                           std::uint32_t k, std::uint32_t m, std::uint32_t last_send,
                           Exists exists, bool one_per_pair, OnSend on_send,
                           z3::expr_vector& assertions) {
  for (std::uint32_t t = 1; t <= last_send; ++t)
    for (std::uint32_t a = 0; a < n; ++a) {
      z3::expr_vector out(ctx), in(ctx);
      for (std::uint32_t b = 0; b < n; ++b) {
        if (a == b) continue;
        z3::expr_vector pair(ctx);
        for (std::uint32_t j = 0; j < m; ++j) {
          if (exists(a, b)) {
            out.push_back(x[t][a][b][j]);
            pair.push_back(x[t][a][b][j]);
            on_send(t, a, b, j);
          }
          if (exists(b, a)) in.push_back(x[t][b][a][j]);
        }
        if (one_per_pair && pair.size() > 1)
          assertions.push_back(at_most(pair, 1));  // one message per pair and step
      }
      if (out.size() > k) assertions.push_back(at_most(out, k));
      if (in.size() > k) assertions.push_back(at_most(in, k));
    }
}

}  // namespace cc::proofs::detail
