// Section 1's "since each PE receives only once, broadcast paths form a tree" and collcheck's
// broadcast search (best_broadcast, whose reduction 1 drops every message to a PE that already
// holds the message): against every LogP broadcast program on P PEs, cycle by cycle
// (spec/algorithms/logp_broadcast_general.hpp), with the search's schedule replayed on the
// executor.
#include <optional>

#include "checkers/logp/checkers.hpp"
#include "checkers/logp/common.hpp"
#include "spec/algorithms/logp_broadcast_general.hpp"

namespace cc::logp_checks {

using namespace logp;

std::optional<Fields> bcast_general_against(const Params& search, const Params& programs, Time T) {
  const Pe P = search.P;
  const Time L = search.L, o = search.o, g = search.g;
  const auto every = general_broadcast_most(programs, T);
  for (Time t = 0; t <= T; ++t) {
    const auto best = best_broadcast(search, t, P);
    const Params sub{L, o, g, static_cast<Pe>(best.informed)};
    const auto ex = execute(broadcast_schedule(sub, best.plan));
    if (ex.violation) return violation_fields(*ex.violation);
    if (!ex.broadcast_time() || *ex.broadcast_time() > t)
      return Fields{{"T", t}, {"search's schedule", "does not inform its PEs by T"}};
    if (best.informed != every[static_cast<std::size_t>(t)])
      return Fields{{"T", t},
                    {"most PEs informed (search)", best.informed},
                    {"most PEs informed (every program)",
                     static_cast<std::uint64_t>(every[static_cast<std::size_t>(t)])}};
  }
  return std::nullopt;
}

std::optional<Fields> bcast_search_general(const Point& p, Budget b) {
  const Params prm{p[1], p[2], p[3], static_cast<Pe>(p[0])};
  return bcast_general_against(prm, prm, smoke(b) ? 8 : 10);
}

}  // namespace cc::logp_checks
