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
// element), two elements per unit at slots 0 and 2 of its extent of 3 slots, slot 1 a hole;
// "byte" is MPI_BYTE, one element per unit, each element one byte in the buffer (byte_of()).
struct Shape {
  int per_unit, extent;
  int slot(int k) const { return 2 * k; }  // the slot of a unit's k-th element
};
inline Shape shape(Layout l) { return l == Layout::Vector ? Shape{2, 3} : Shape{1, 1}; }
// The guard past a buffer's end, in units: one, or 8 bytes of the byte datatype (a stray byte
// written there equals the guard's by chance once in 256).
inline std::int64_t guard_units(Layout l) { return l == Layout::Bytes ? 8 : 1; }

// Whether a case of the collective runs on the datatype: the byte datatype for the collectives
// that move data only.
inline bool runs_on(Coll c, Layout l) { return l != Layout::Bytes || moves(c); }

// Whether MPI allows MPI_IN_PLACE for the collective (at the root only for reduce, gather,
// scatter).
inline bool in_place_allowed(Coll c) { return blocking(c) != Coll::Bcast; }

// The byte datatype's encoding of an element at a slot of a buffer: rank r's value of input
// element g is (11 g + 61 r + 1) mod 256, so the values of one position differ for ranks 0 to
// 255 (61 is odd); a rank's unset byte is the value of rank r + 128, the hole and guard byte that
// of rank 255, so that neither equals a value of a rank below 127 (max_ranks_bytes).
inline unsigned char byte_code(std::int64_t g, std::int64_t r) {
  return static_cast<unsigned char>(((g % 256) * 11 + (r % 256) * 61 + 1) % 256);
}
inline unsigned char byte_of(const Elem& x, std::int64_t slot) {
  if (x.kind == Value) return byte_code(x.idx, x.a);
  if (x.kind == Unset) return byte_code(slot, x.a + 128);
  return byte_code(slot, 255);  // a hole or the guard
}
// What a byte at a slot is, read against the element the slot should hold (`want`): that
// element, another rank's value of it, a rank's unset byte, the guard, or a byte of nothing.
inline Elem elem_of_byte(unsigned char b, std::int64_t slot, const Elem& want, int ranks) {
  if (b == byte_of(want, slot)) return want;
  const std::int64_t g = want.kind == Value ? want.idx : slot;
  for (int r = 0; r < ranks; ++r)
    if (b == byte_code(g, r)) return value(g, r);
  for (int r = 0; r < ranks; ++r)
    if (b == byte_code(slot, r + 128)) return unset(r);
  if (b == byte_code(slot, 255)) return hole();
  return {Byte, g, b, 0, 0, 0};
}

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
  bool recv_in_place = false;      // scatter's root in place: MPI_IN_PLACE as the receive buffer
  std::int64_t own_first = -1;     // gather's root in place: its own block's first element
  std::int64_t own_elements = 0;   //   and its elements, in the receive buffer from the start
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
    case Coll::Gather:  // every rank sends n units; the root receives n from each, in rank order
      p.send_units = n;
      if (r == k.root) {
        p.recv_needed = true, p.recv_units = n * ranks, p.compared = true, p.result_units = n * ranks;
        if (k.in_place) p.send_units = 0, p.own_first = n * per * r, p.own_elements = n * per;
      }
      break;
    case Coll::Scatter:  // the root sends n units to each rank, block r to rank r
      p.recv_needed = true, p.recv_units = n, p.compared = true, p.result_units = n;
      p.result_first = n * per * r;
      if (r == k.root) {
        p.send_units = n * ranks;
        if (k.in_place) p.recv_needed = false, p.recv_units = 0, p.compared = false, p.recv_in_place = true;
      }
      break;
    default: break;
  }
  return p;
}

// What rank r contributes at input element g (of its send buffer; a broadcast's: of the buffer).
inline Elem input(const Case& k, bool commutative, int r, std::int64_t g) {
  switch (blocking(k.coll)) {
    case Coll::Bcast:
    case Coll::Scatter: return r == k.root ? value(g, r) : unset(r);
    case Coll::Gather: return value(g, r);
    default: return commutative ? set(g, r, r) : interval(g, r, r);
  }
}

// What MPI requires at result element j of the plan (gather's root: block q from rank q).
inline Elem required(const Case& k, const Plan& p, bool commutative, std::int64_t j) {
  std::int64_t g = p.result_first + j;
  switch (blocking(k.coll)) {
    case Coll::Bcast:
    case Coll::Scatter: return value(g, k.root);
    case Coll::Gather: {
      const std::int64_t block = k.count * shape(k.layout).per_unit;
      return value(j % block, static_cast<int>(j / block));
    }
    default: return commutative ? set(g, p.lo, p.hi) : interval(g, p.lo, p.hi);
  }
}

// A buffer of `units` units and one guard unit past its end: elements at their slots, holes and
// the guard hold the hole marker.
struct Buffer {
  Shape s;
  std::int64_t units;
  std::vector<Elem> slots;
  Buffer(Layout l, std::int64_t n)
      : s(shape(l)), units(n), slots((n + guard_units(l)) * s.extent, hole()) {}
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
