// Looping randomly selected nodes on an Omega network: the ring-merging algorithm of Lee and Lin,
// section 4.1, and the variants a user or a test writes beside it.
//
// The algorithm, on the selected nodes of an N x N network, N = 2^L:
//   for k = 1 .. L, for every k-bit subnetwork (its two halves are buddy (k-1)-bit subnetworks,
//   each holding nothing, one selected node, or one ring after level k-1):
//   (1) two separate selected nodes A and B: build Path(A,B) and Path(B,A), a ring of two;
//   (2) a ring and a single node C: pick Path(A,B) of the ring with Ast(A↓C) <= Ast(X↓C) for
//       every ring node X (A has the longest common suffix with C); replace it by Path(A,C) and
//       Path(C,B);
//   (3) two rings: pick Path(A,B) in one and Path(C,D) in the other with Ast(A↓C) <= Ast(X↓W)
//       for every pair of nodes X, W of the two rings; replace them by Path(A,D) and Path(C,B).
//   Anything else (one half empty) is left to a later level.
// A ring is a cyclic order of nodes; each node sends to the next (Path(ring[i], ring[i+1])).
//
// Where several ring nodes (case 2) or pairs (case 3) satisfy the condition the paper does not
// say which to take. The construction asks a Chooser at every such tie; a checker that wants
// every tie-break runs the construction under a ChoiceEnumerator until it is exhausted.
//
// A variant is a RingConstruction: a function from a node set to a cycle. BuddyRingMerging is the
// paper's; a variant that only changes where nodes are inserted or rings merged overrides
// insert_points or merge_points, and the same claims check it.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "spec/core/variant.hpp"
#include "spec/models/omega_bits.hpp"

namespace cc::omega {

using Ring = std::vector<Node>;

// The ring rotated to start at its least node (the form the paper prints: {0,3,2,5,6}).
Ring canonical(const Ring& r);
// "0 -> 3 -> 2 -> 5 -> 6 -> 0"; a single node "0"; no node "(empty)".
std::string to_string(const Ring& r);

// Picks one of `count` >= 2 tied candidates, 0-based.
class Chooser {
 public:
  virtual ~Chooser() = default;
  virtual std::size_t choose(std::size_t count) = 0;
};

// Always the first candidate (the candidates are listed by ascending A, then C).
class FirstChoice : public Chooser {
 public:
  std::size_t choose(std::size_t) override { return 0; }
};

// Always the last candidate.
class LastChoice : public Chooser {
 public:
  std::size_t choose(std::size_t count) override { return count - 1; }
};

// Pseudo-random candidates from a seed (splitmix64): the same seed, the same choices.
class SeededChoice : public Chooser {
 public:
  explicit SeededChoice(std::uint64_t seed) : state_(seed) {}
  std::size_t choose(std::size_t count) override;

 private:
  std::uint64_t state_;
};

// Every sequence of choices, one per run, depth-first (the last tie varies fastest):
//   ChoiceEnumerator e; do { build(..., e, ...); ... } while (e.next());
class ChoiceEnumerator : public Chooser {
 public:
  std::size_t choose(std::size_t count) override;
  // Moves to the next sequence after a run; false when every sequence has been run.
  bool next();
  // The choices of the last run as "i/n i/n ..." (1-based), or "none" without a tie.
  std::string text() const;

 private:
  std::vector<std::size_t> chosen_, counts_;
  std::size_t pos_ = 0;
};

// What a subnetwork holds after a level: one selected node (ring.size() == 1) or a ring.
struct Holding {
  Subnetwork where;
  Ring ring;
};

// Told after every level k = 1 .. L what the non-empty k-bit subnetworks hold, ascending.
class RingObserver {
 public:
  virtual ~RingObserver() = default;
  virtual void after_level(unsigned k, const std::vector<Holding>& held) = 0;
};

// A variant (spec/core/variant.hpp) of family "omega", kind "ring": name(), summary() and
// planted() come from Variant.
class RingConstruction : public Variant {
 public:
  std::string family() const override { return "omega"; }
  std::string kind() const override { return "ring"; }
  // A cycle through the selected nodes of the N x N network, N = 2^L. `selected` is ascending,
  // without duplicates, every node <= 2^L - 1; fewer than two nodes give an empty ring.
  virtual Ring build(unsigned L, const std::vector<Node>& selected, Chooser& chooser,
                     RingObserver* obs) const = 0;
};

// Section 4.1 as printed.
class BuddyRingMerging : public RingConstruction {
 public:
  std::string name() const override { return "paper"; }
  std::string summary() const override {
    return "the ring-merging algorithm of section 4.1 (longest common suffix)";
  }
  Ring build(unsigned L, const std::vector<Node>& selected, Chooser& chooser,
             RingObserver* obs) const override;

  // The order in which the inner loop of level k visits that level's `count` k-bit subnetworks
  // that hold something (ascending in the paper's loop): a permutation of 0 .. count-1. The
  // section says the steps of a level can run in parallel (omega.alg41.parallel runs them in
  // other orders); what a level holds afterwards is listed ascending whatever the order.
  using LevelOrder = std::function<std::vector<std::size_t>(unsigned k, std::size_t count)>;
  // build() with the subnetworks of every level visited in `order` (empty: ascending).
  Ring build_in_order(unsigned L, const std::vector<Node>& selected, Chooser& chooser,
                      RingObserver* obs, const LevelOrder& order) const;

  // Case (2): the ring nodes A after which C may be inserted, ascending. The paper's: the A with
  // Ast(A↓C) <= Ast(X↓C) for every node X of the ring.
  virtual std::vector<Node> insert_points(const Ring& ring, Node C, unsigned L) const;

  // Case (3): the pairs (A of r1, C of r2) at which the rings may be merged, as groups: every A
  // of a group pairs with every C of it. Groups are ordered by their least A, each list
  // ascending. The paper's: the pairs with Ast(A↓C) <= Ast(X↓W) for all X of r1, W of r2.
  struct PairGroup {
    std::vector<Node> A, C;
  };
  virtual std::vector<PairGroup> merge_points(const Ring& r1, const Ring& r2, unsigned L) const;
};

// The constructions of the one variant registry: "paper" and the planted ones ("planted-...");
// register_omega_variants() registers these (once; every accessor calls it first).
void register_omega_variants();
std::vector<std::shared_ptr<const RingConstruction>> ring_constructions();
// Throws UsageError naming the known ones.
std::shared_ptr<const RingConstruction> find_ring_construction(const std::string& name);
void register_ring_construction(std::shared_ptr<const RingConstruction> c);

}  // namespace cc::omega
