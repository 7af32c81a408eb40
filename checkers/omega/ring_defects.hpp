// What the ring checks of Lee and Lin (section 4.1, section 5) find wrong with what a ring
// construction built, in the paper's notation: a ring's paths sharing a link on the switch-level
// network, a level whose k-bit subnetworks do not hold exactly their selected nodes (one node or
// one ring), a final ring that is not one cycle through exactly the selected nodes, and pipelined
// group multicast along the ring that does not deliver every message in m - 1 steps.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "checkers/omega/common.hpp"
#include "spec/algorithms/omega_ring.hpp"

namespace cc::omega_checks {

// A ring's paths are set up at once (one step): the least link two of them share, and the two.
// Small networks are screened with the path table; a conflict is explained from the routes.
struct RingConflict {
  std::string paths;
  omega::Link link;
};
std::optional<RingConflict> ring_conflict(unsigned L, const omega::Ring& r);

// Checks every level's holdings: each is a k-bit subnetwork holding exactly its selected nodes,
// one node or a ring with disjoint paths (rings of more than `max_ring_check` nodes are checked
// for their node set only; 0 checks every ring). `bad` is the first defect.
struct LevelChecker : omega::RingObserver {
  const std::vector<Node>& selected;
  std::size_t max_ring_check;
  std::optional<Fields> bad;
  LevelChecker(const std::vector<Node>& s, std::size_t max_ring)
      : selected(s), max_ring_check(max_ring) {}
  // The holding's nodes are exactly the selected nodes of its subnetwork (and there are some).
  bool holds_exactly(const omega::Holding& h) const;
  void after_level(unsigned k, const std::vector<omega::Holding>& held) override;
};

// The final ring: one cycle through exactly the selected nodes, paths pairwise disjoint.
std::optional<Fields> final_defect(unsigned L, const std::vector<Node>& selected,
                                   const omega::Ring& r);

// The node set (up to 64 nodes) and the tie-breaks of a run, as a counterexample starts.
Fields head(const std::vector<Node>& selected, const std::string& choices);

// One run of the construction, checked level by level and at the end; the ring in *out.
std::optional<Fields> one_run(const omega::RingConstruction& c, unsigned L,
                              const std::vector<Node>& selected, omega::Chooser& chooser,
                              std::size_t max_ring_check, omega::Ring* out = nullptr);

// Pipelined group multicast along the ring (section 5): in step t node ring[i] sends to
// ring[i+1] what it received in step t-1 (its own message in step 1); every node must hold all m
// messages after m - 1 steps and not after m - 2.
std::optional<Fields> multicast_defect(unsigned L, const omega::Ring& r);

}  // namespace cc::omega_checks
