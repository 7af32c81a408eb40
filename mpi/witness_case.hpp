// One case of collcheck-mpi-witness: the buffers a rank passes to the collective, what it puts
// in them, and what MPI requires each rank to hold afterwards (MPI-3.1 sections 5.6 to 5.12).
// No MPI here: the plan is a function of the case, the number of ranks and the rank.
#pragma once

#include <cstdint>
#include <vector>

#include "witness_element.hpp"
#include "witness_options.hpp"

namespace witness {

struct Case {
  Coll coll;
  std::int64_t count;  // in units of the datatype; reduce_scatter: the total, split over the ranks
  int root;            // -1 for a collective without a root
  Layout layout;
  bool in_place;
  bool commutative = false;  // the multiset witness, else the interval witness
};

// The datatypes: "contiguous" is one element per unit; "vector" is MPI_Type_vector(2, 1, 2,
// element), two elements per unit at slots 0 and 2 of its extent of 3 slots, slot 1 a hole.
struct Shape {
  int per_unit, extent;
  int slot(int k) const { return 2 * k; }  // the slot of a unit's k-th element
};
inline Shape shape(Layout l) { return l == Layout::Contiguous ? Shape{1, 1} : Shape{2, 3}; }

// Whether MPI allows MPI_IN_PLACE for the collective (at the root only for reduce).
inline bool in_place_allowed(Coll c) { return blocking(c) != Coll::Bcast; }

// reduce_scatter's recvcounts: count split as evenly as the ranks allow, the first ones larger.
inline std::int64_t block_of(std::int64_t count, int ranks, int r) {
  return count / ranks + (r < count % ranks ? 1 : 0);
}
inline std::int64_t block_start(std::int64_t count, int ranks, int r) {
  std::int64_t s = 0;
  for (int q = 0; q < r; ++q) s += block_of(count, ranks, q);
  return s;
}

struct Plan {
  std::int64_t send_units = 0;  // 0: no send buffer (MPI_IN_PLACE, bcast, or none needed)
  std::int64_t recv_units = 0;  // 0 and !recv_needed: a null receive buffer
  bool recv_needed = false;     // the receive buffer is significant at this rank
  bool recv_is_input = false;   // MPI_IN_PLACE: the input is in the receive buffer
  bool compared = false;        // the rank's result is defined by MPI (exscan at rank 0 is not)
  std::int64_t result_units = 0;   // the result: the first result_units units of the receive buffer
  std::int64_t result_first = 0;   // the input element index of the result's first element
  int lo = 0, hi = -1;             // each result element combines the operands of ranks lo..hi
};

inline Plan plan(const Case& k, int ranks, int r) {
  Plan p;
  const int per = shape(k.layout).per_unit;
  const std::int64_t n = k.count;
  switch (blocking(k.coll)) {
    case Coll::Reduce:
      p.send_units = n;
      if (r == k.root) {
        p.recv_needed = true, p.recv_units = n, p.compared = true, p.result_units = n;
        p.lo = 0, p.hi = ranks - 1;
        if (k.in_place) p.send_units = 0, p.recv_is_input = true;
      }
      break;
    case Coll::Allreduce:
    case Coll::Scan:
    case Coll::Exscan:
      p.send_units = n, p.recv_needed = true, p.recv_units = n, p.result_units = n;
      p.lo = 0;
      p.hi = blocking(k.coll) == Coll::Allreduce ? ranks - 1
             : blocking(k.coll) == Coll::Scan    ? r
                                                 : r - 1;
      p.compared = blocking(k.coll) != Coll::Exscan || r > 0;
      if (k.in_place) p.send_units = 0, p.recv_is_input = true;
      break;
    case Coll::ReduceScatter:
    case Coll::ReduceScatterBlock: {
      bool block = blocking(k.coll) == Coll::ReduceScatterBlock;
      std::int64_t total = block ? n * ranks : n;
      std::int64_t mine = block ? n : block_of(n, ranks, r);
      std::int64_t start = block ? n * r : block_start(n, ranks, r);
      p.send_units = total, p.recv_needed = true, p.recv_units = mine, p.compared = true;
      p.result_units = mine, p.result_first = start * per, p.lo = 0, p.hi = ranks - 1;
      if (k.in_place) p.send_units = 0, p.recv_units = total, p.recv_is_input = true;
      break;
    }
    case Coll::Bcast:
      p.recv_needed = true, p.recv_units = n, p.compared = true, p.result_units = n;
      p.lo = p.hi = k.root;
      break;
    default: break;
  }
  return p;
}

// What rank r contributes at input element g.
inline Elem input(const Case& k, bool commutative, int r, std::int64_t g) {
  if (blocking(k.coll) == Coll::Bcast) return r == k.root ? value(g, r) : unset(r);
  return commutative ? set(g, r, r) : interval(g, r, r);
}

// What MPI requires at result element j of the plan.
inline Elem required(const Case& k, const Plan& p, bool commutative, std::int64_t j) {
  std::int64_t g = p.result_first + j;
  if (blocking(k.coll) == Coll::Bcast) return value(g, k.root);
  return commutative ? set(g, p.lo, p.hi) : interval(g, p.lo, p.hi);
}

// A buffer of `units` units and one guard unit past its end: elements at their slots, holes and
// the guard hold the hole marker.
struct Buffer {
  Shape s;
  std::int64_t units;
  std::vector<Elem> slots;
  Buffer(Layout l, std::int64_t n) : s(shape(l)), units(n), slots((n + 1) * s.extent, hole()) {}
  Elem& at(std::int64_t element) {
    return slots[element / s.per_unit * s.extent + s.slot(static_cast<int>(element % s.per_unit))];
  }
  std::int64_t elements() const { return units * s.per_unit; }
  // The element held at a slot, or -1 for a hole or the guard.
  std::int64_t element_of(std::int64_t slot) const {
    std::int64_t u = slot / s.extent, o = slot % s.extent;
    if (u >= units || o % 2 != 0) return -1;
    return u * s.per_unit + o / 2;
  }
};

}  // namespace witness
