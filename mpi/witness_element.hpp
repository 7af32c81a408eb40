// The witness element of collcheck-mpi-witness and how the user operators combine it
// (mpi/README.md). No MPI here: the operators' arithmetic and the notation of a report.
//
// Every element of every buffer is one Elem (six int64, sent as MPI_Type_contiguous(6,
// MPI_INT64_T)). Rank r contributes, at element i, the interval r:r (the non-commutative
// witness, the free monoid restricted to intervals as in docs/architecture.md "witness") or the
// set {r} (the commutative, multiset witness). The operators combine two elements of the same
// index only; anything else is recorded in the result, so that an operand out of order, missing,
// repeated or taken from another element shows in what the rank finally holds.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

namespace witness {

enum Kind : std::int64_t {
  Garbage = 0,   // not written by the witness: e.g. a zeroed buffer used as an operand
  Interval = 1,  // a:b, the operands of ranks a..b combined in order
  Invalid = 2,   // a:b then c:d were combined: the first combination out of order
  Set = 3,       // a = the bit set of the ranks combined, b = the bits seen twice (P <= 64)
  Mismatch = 4,  // element a was combined with element b
  Stray = 5,     // an operand that is no witness (a = its kind) was combined
  Value = 6,     // a broadcast value: element idx of rank a's buffer
  Unset = 7,     // a receive buffer's initial content on rank a
  Hole = 8,      // a hole of the strided datatype, or a guard past the buffer's end
  Empty = 9,     // the identity: MPI requires none, but the operators accept it
  Byte = 10,     // a byte of the byte datatype that is no value the witness wrote there (a)
};

struct Elem {
  std::int64_t kind, idx, a, b, c, d;
  bool operator==(const Elem&) const = default;
};
static_assert(sizeof(Elem) == 6 * sizeof(std::int64_t));

inline Elem interval(std::int64_t idx, std::int64_t lo, std::int64_t hi) {
  return {Interval, idx, lo, hi, 0, 0};
}
// The ranks lo..hi, each once (an empty range is the empty set).
inline std::uint64_t bits(int lo, int hi) {
  std::uint64_t m = 0;
  for (int r = lo; r <= hi; ++r) m |= std::uint64_t{1} << r;
  return m;
}
inline Elem set(std::int64_t idx, int lo, int hi) {
  return {Set, idx, static_cast<std::int64_t>(bits(lo, hi)), 0, 0, 0};
}
inline Elem value(std::int64_t idx, int rank) { return {Value, idx, rank, 0, 0, 0}; }
inline Elem unset(int rank) { return {Unset, -1, rank, 0, 0, 0}; }
inline Elem hole() { return {Hole, -1, 0x686f6c65, 0, 0, 0}; }

// The operators' planted bugs (--planted), the teeth of the witness: each must make it report
// "wrong" for every reducing collective. The dropped and the repeated rank is victim_rank.
// Root: every rank calls a rooted collective with root + 1 (mod P) in place of the case's root,
// so that a collective that calls no operator has teeth too.
enum class Planted { None, Swap, Drop, Repeat, Root };
inline constexpr int victim_rank = 1;

namespace detail {

inline bool is_operand(const Elem& x) {
  return x.kind == Interval || x.kind == Invalid || x.kind == Set || x.kind == Mismatch ||
         x.kind == Stray || x.kind == Empty;
}

// What both operators do before looking at the values: the identity, a result already invalid,
// a non-operand, two different elements.
inline bool settle(const Elem& l, const Elem& r, Elem& out) {
  if (!is_operand(l) || !is_operand(r)) {
    out = {Stray, l.idx, is_operand(l) ? r.kind : l.kind, 0, 0, 0};
    return true;
  }
  if (l.kind == Empty || r.kind == Empty) {
    out = l.kind == Empty ? r : l;
    return true;
  }
  for (const Elem* x : {&l, &r}) {
    if (x->kind == Invalid || x->kind == Mismatch || x->kind == Stray) {
      out = *x;
      return true;
    }
  }
  if (l.idx != r.idx) {
    out = {Mismatch, l.idx, l.idx, r.idx, 0, 0};
    return true;
  }
  return false;
}

inline Elem join(const Elem& l, const Elem& r) {
  Elem out;
  if (settle(l, r, out)) return out;
  if (l.kind != Interval || r.kind != Interval) return {Stray, l.idx, Set, 0, 0, 0};
  if (l.b + 1 == r.a) return interval(l.idx, l.a, r.b);
  return {Invalid, l.idx, l.a, l.b, r.a, r.b};
}

inline Elem unite(const Elem& l, const Elem& r) {
  Elem out;
  if (settle(l, r, out)) return out;
  if (l.kind != Set || r.kind != Set) return {Stray, l.idx, Interval, 0, 0, 0};
  return {Set, l.idx, l.a | r.a, l.b | r.b | (l.a & r.a), 0, 0};
}

inline bool holds_victim(const Elem& x) {
  return x.kind == Set && (static_cast<std::uint64_t>(x.a) >> victim_rank & 1) != 0;
}

}  // namespace detail

// The non-commutative operator: left (MPI's invec, the lower ranks) then right (inoutvec).
inline Elem combine_interval(const Elem& left, const Elem& right, Planted p) {
  using detail::join;
  bool victim = right.kind == Interval && right.a == victim_rank;
  switch (p) {
    case Planted::None:
    case Planted::Root: return join(left, right);
    case Planted::Swap: return join(right, left);
    case Planted::Drop: return victim && left.kind == Interval ? left : join(left, right);
    case Planted::Repeat:  // the victim's operand once more after the right one
      return victim ? join(join(left, right), interval(left.idx, victim_rank, victim_rank))
                    : join(left, right);
  }
  return join(left, right);
}

// The commutative operator: the union of two multisets of ranks. Its planted bugs act on the
// operand that holds victim_rank when the other does not (the order of the operands is free).
inline Elem combine_set(const Elem& left, const Elem& right, Planted p) {
  using detail::holds_victim;
  using detail::unite;
  bool lv = holds_victim(left), rv = holds_victim(right);
  if (lv == rv || p == Planted::None || p == Planted::Swap || p == Planted::Root)
    return unite(left, right);
  const Elem& without = lv ? right : left;
  if (p == Planted::Drop) return without.kind == Set ? without : unite(left, right);
  Elem u = unite(left, right);  // Repeat: the victim's operand counted twice
  if (u.kind == Set) u.b |= std::int64_t{1} << victim_rank;
  return u;
}

// The notation of a report: "0:3", "invalid(2:3 then 1:1)", "{0..3}", "{0..3, 1 twice}".
// want_idx is the element the position requires: another element's content says so.
inline std::string ranks_text(std::uint64_t m) {
  std::string s;
  for (int r = 0; r < 64;) {
    if (!(m >> r & 1)) {
      ++r;
      continue;
    }
    int e = r;
    while (e + 1 < 64 && (m >> (e + 1) & 1)) ++e;
    if (!s.empty()) s += ",";
    s += std::to_string(r);
    if (e > r) s += (e == r + 1 ? "," : "..") + std::to_string(e);
    r = e + 1;
  }
  return s;
}

inline std::string show(const Elem& x, std::int64_t want_idx) {
  auto iv = [](std::int64_t a, std::int64_t b) { return std::to_string(a) + ":" + std::to_string(b); };
  std::string s;
  switch (x.kind) {
    case Interval: s = iv(x.a, x.b); break;
    case Invalid: s = "invalid(" + iv(x.a, x.b) + " then " + iv(x.c, x.d) + ")"; break;
    case Set: {
      s = "{" + ranks_text(static_cast<std::uint64_t>(x.a));
      if (x.b != 0) s += (x.a != 0 ? ", " : "") + ranks_text(static_cast<std::uint64_t>(x.b)) + " twice";
      s += "}";
      break;
    }
    case Mismatch:
      s = "invalid(element " + std::to_string(x.a) + " with element " + std::to_string(x.b) + ")";
      break;
    case Stray: s = "invalid(combined with a non-operand of kind " + std::to_string(x.a) + ")"; break;
    case Value: s = "rank " + std::to_string(x.a) + "'s value"; break;
    case Unset: return "unwritten";
    case Hole: return x == hole() ? "untouched" : "overwritten";
    case Empty: s = "empty"; break;
    case Byte: {
      char buf[16];
      std::snprintf(buf, sizeof buf, "byte 0x%02x", static_cast<unsigned>(x.a & 0xff));
      return buf;
    }
    default: return "garbage(kind " + std::to_string(x.kind) + ")";
  }
  if (x.idx != want_idx && x.kind != Mismatch) s += " of element " + std::to_string(x.idx);
  return s;
}

}  // namespace witness
