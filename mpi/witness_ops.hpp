// The MPI side of the witness element: its datatypes and the two user operators
// (MPI_Op_create with commute = 0 for the interval witness, 1 for the multiset witness).
#pragma once

#include <cstdint>

#include "witness_mpi.hpp"

#include "witness_case.hpp"
#include "witness_element.hpp"

namespace witness {

struct Types {
  MPI_Datatype element = MPI_DATATYPE_NULL;  // MPI_Type_contiguous(6, MPI_INT64_T)
  MPI_Datatype vector = MPI_DATATYPE_NULL;   // MPI_Type_vector(2, 1, 2, element)
  MPI_Datatype of(Layout l) const {
    return l == Layout::Contiguous ? element : l == Layout::Vector ? vector : MPI_BYTE;
  }
};

// What the operators need to know: set once before the first case, read by the callbacks.
struct OpState {
  Types types;
  Planted planted = Planted::None;
  bool unknown_datatype = false;  // an operator was called with a datatype the run never passed
};
inline OpState op_state;

namespace detail {

template <bool Commutative>
void apply(void* in, void* inout, int* len, MPI_Datatype* dt) {
  Shape s;
  if (*dt == op_state.types.element) {
    s = shape(Layout::Contiguous);
  } else if (*dt == op_state.types.vector) {
    s = shape(Layout::Vector);
  } else {
    op_state.unknown_datatype = true;
    return;
  }
  const Elem* left = static_cast<const Elem*>(in);
  Elem* right = static_cast<Elem*>(inout);
  for (std::int64_t u = 0; u < *len; ++u) {
    for (int e = 0; e < s.per_unit; ++e) {
      std::int64_t slot = u * s.extent + s.slot(e);
      right[slot] = Commutative ? combine_set(left[slot], right[slot], op_state.planted)
                                : combine_interval(left[slot], right[slot], op_state.planted);
    }
  }
}

}  // namespace detail

inline Types make_types() {
  Types t;
  MPI_Type_contiguous(6, MPI_INT64_T, &t.element);
  MPI_Type_commit(&t.element);
  MPI_Type_vector(2, 1, 2, t.element, &t.vector);
  MPI_Type_commit(&t.vector);
  return t;
}

inline void free_types(Types& t) {
  MPI_Type_free(&t.vector);
  MPI_Type_free(&t.element);
}

inline MPI_Op make_op(bool commutative) {
  MPI_Op op = MPI_OP_NULL;
  if (commutative)
    MPI_Op_create(&detail::apply<true>, 1, &op);
  else
    MPI_Op_create(&detail::apply<false>, 0, &op);
  return op;
}

}  // namespace witness
