// One case on one rank: fill the buffers, call the collective (on a communicator whose error
// handler is MPI_ERRORS_RETURN, so that a refusal is a return code), and compare what the rank
// holds with what MPI requires. The rank's finding is a fixed-size Record, sent to rank 0 (collect()).
#pragma once

#include "witness_mpi.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#include "witness_case.hpp"
#include "witness_element.hpp"
#include "witness_ops.hpp"

namespace witness {

enum Status : std::int32_t { Ok = 0, Wrong = 1, Refused = 2 };
// Where a wrong rank's first difference is: an element of the result (index = its element), a
// hole of the strided datatype in the receive buffer, the guard past its end, the send buffer
// (which MPI does not let the library change), or an operator call with an unknown datatype.
enum Where : std::int32_t { AtElement = 0, AtHole = 1, AtGuard = 2, AtSendBuffer = 3, AtDatatype = 4 };

struct Record {
  std::int32_t status = Ok;
  std::int32_t where = AtElement;
  std::int64_t index = 0;     // the element (AtElement) or the slot (elsewhere)
  std::int64_t want_idx = 0;  // the input element the position requires
  Elem got{}, want{};
  char error[MPI_MAX_ERROR_STRING + 1] = {};  // MPI_Error_string's text, truncated, NUL-ended
};

// MPI_Error_string's text of rc into out[0..n-1], truncated and NUL-ended. MPI writes at most
// MPI_MAX_ERROR_STRING characters, but MPICH 4.0.2 writes past that for a message over 511
// characters (fixed upstream after 4.0.2; its refusals measure 404 to 457): the call writes into
// a zero-filled buffer with room to spare for MPICH's whole error stack, zeroed again before each
// call, and only its first n - 1 characters are kept.
inline void error_text(int rc, char* out, std::size_t n) {
  static char text[MPI_MAX_ERROR_STRING + 1 + 16384];
  std::memset(text, 0, sizeof text);
  int len = 0;
  MPI_Error_string(rc, text, &len);
  text[sizeof text - 1] = '\0';
  const std::size_t m = std::min(std::strlen(text), n - 1);
  std::memcpy(out, text, m);
  out[m] = '\0';
}

namespace detail {

inline int call(const Case& k, const Plan& p, void* send, void* recv, MPI_Datatype dt, MPI_Op op,
                MPI_Comm comm, int ranks) {
  const int root = k.root;
  const int n = static_cast<int>(k.count);
  MPI_Request req = MPI_REQUEST_NULL;
  MPI_Request* rq = nonblocking(k.coll) ? &req : nullptr;
  std::vector<int> counts;
  for (int q = 0; q < ranks; ++q) counts.push_back(static_cast<int>(block_of(k.count, ranks, q)));
  if (p.recv_is_input || p.own_first >= 0) send = MPI_IN_PLACE;
  if (p.recv_in_place) recv = MPI_IN_PLACE;
  int rc = MPI_SUCCESS;
  switch (k.coll) {
    case Coll::Reduce: rc = MPI_Reduce(send, recv, n, dt, op, root, comm); break;
    case Coll::Allreduce: rc = MPI_Allreduce(send, recv, n, dt, op, comm); break;
    case Coll::ReduceScatter: rc = MPI_Reduce_scatter(send, recv, counts.data(), dt, op, comm); break;
    case Coll::ReduceScatterBlock: rc = MPI_Reduce_scatter_block(send, recv, n, dt, op, comm); break;
    case Coll::Scan: rc = MPI_Scan(send, recv, n, dt, op, comm); break;
    case Coll::Exscan: rc = MPI_Exscan(send, recv, n, dt, op, comm); break;
    case Coll::Bcast: rc = MPI_Bcast(recv, n, dt, root, comm); break;
    case Coll::Gather: rc = MPI_Gather(send, n, dt, recv, n, dt, root, comm); break;
    case Coll::Scatter: rc = MPI_Scatter(send, n, dt, recv, n, dt, root, comm); break;
    case Coll::Ireduce: rc = MPI_Ireduce(send, recv, n, dt, op, root, comm, rq); break;
    case Coll::Iallreduce: rc = MPI_Iallreduce(send, recv, n, dt, op, comm, rq); break;
    case Coll::IreduceScatter:
      rc = MPI_Ireduce_scatter(send, recv, counts.data(), dt, op, comm, rq);
      break;
    case Coll::IreduceScatterBlock: rc = MPI_Ireduce_scatter_block(send, recv, n, dt, op, comm, rq); break;
    case Coll::Iscan: rc = MPI_Iscan(send, recv, n, dt, op, comm, rq); break;
    case Coll::Iexscan: rc = MPI_Iexscan(send, recv, n, dt, op, comm, rq); break;
    case Coll::Ibcast: rc = MPI_Ibcast(recv, n, dt, root, comm, rq); break;
    case Coll::Igather: rc = MPI_Igather(send, n, dt, recv, n, dt, root, comm, rq); break;
    case Coll::Iscatter: rc = MPI_Iscatter(send, n, dt, recv, n, dt, root, comm, rq); break;
  }
  if (rc == MPI_SUCCESS && rq) rc = MPI_Wait(rq, MPI_STATUS_IGNORE);
  return rc;
}

inline void fill(Buffer& b, const Case& k, bool commutative, int r) {
  for (std::int64_t e = 0; e < b.elements(); ++e) b.at(e) = input(k, commutative, r, e);
}

// The byte datatype: the buffer's slots as the bytes the call sees, and back. A byte read back is
// read against what its slot should hold (`want`), so that a wrong one says whose it is.
inline std::vector<unsigned char> to_bytes(const Buffer& b) {
  std::vector<unsigned char> out(b.slots.size());
  for (std::size_t s = 0; s < out.size(); ++s) out[s] = byte_of(b.slots[s], static_cast<std::int64_t>(s));
  return out;
}
template <class Want>
void from_bytes(Buffer& b, const std::vector<unsigned char>& bytes, int ranks, Want want) {
  for (std::size_t s = 0; s < bytes.size(); ++s)
    b.slots[s] = elem_of_byte(bytes[s], static_cast<std::int64_t>(s), want(static_cast<std::int64_t>(s)), ranks);
}

inline bool differs(Record& rec, Where w, std::int64_t index, std::int64_t want_idx, const Elem& got,
                    const Elem& want) {
  if (got == want) return false;
  rec.status = Wrong, rec.where = w, rec.index = index, rec.want_idx = want_idx;
  rec.got = got, rec.want = want;
  return true;
}

}  // namespace detail

// Runs case k on this rank; every rank of comm calls it with the same case.
inline Record run_case(const Case& k, bool commutative, MPI_Op op, MPI_Comm comm) {
  int ranks = 0, r = 0;
  MPI_Comm_size(comm, &ranks);
  MPI_Comm_rank(comm, &r);
  const Plan p = plan(k, ranks, r);
  // --planted root: every rank names the next rank as the root (the teeth of the collectives that
  // call no operator); each rank calls as the plan of that root has it (`q`: its buffers,
  // MPI_IN_PLACE), and what MPI requires stays the case's root's (`p`).
  Case called = k;
  if (k.root >= 0 && op_state.planted == Planted::Root) called.root = (k.root + 1) % ranks;
  const Plan q = plan(called, ranks, r);
  Buffer send(k.layout, std::max(p.send_units, q.send_units)),
      recv(k.layout, std::max(p.recv_units, q.recv_units));
  detail::fill(send, k, commutative, r);
  if (p.recv_is_input || blocking(k.coll) == Coll::Bcast) detail::fill(recv, k, commutative, r);
  else for (std::int64_t e = 0; e < recv.elements(); ++e) recv.at(e) = unset(r);
  for (std::int64_t e = 0; e < p.own_elements; ++e) recv.at(p.own_first + e) = value(e, r);
  const Buffer sent = send;
  op_state.unknown_datatype = false;

  Record rec;
  int rc = MPI_SUCCESS;
  if (k.layout == Layout::Bytes) {
    std::vector<unsigned char> send_bytes = detail::to_bytes(send), recv_bytes = detail::to_bytes(recv);
    rc = detail::call(called, q, send_bytes.data(), q.recv_needed ? recv_bytes.data() : nullptr,
                      MPI_BYTE, op, comm, ranks);
    detail::from_bytes(send, send_bytes, ranks, [&](std::int64_t s) { return sent.slots[s]; });
    detail::from_bytes(recv, recv_bytes, ranks, [&](std::int64_t s) {
      const std::int64_t e = recv.element_of(s);
      return e >= 0 && p.compared && e < p.result_units * recv.s.per_unit ? required(k, p, commutative, e) : recv.slots[s];
    });
  } else {
    rc = detail::call(called, q, send.slots.data(), q.recv_needed ? recv.slots.data() : nullptr,
                      op_state.types.of(k.layout), op, comm, ranks);
  }
  if (rc != MPI_SUCCESS) {
    error_text(rc, rec.error, sizeof rec.error);
    rec.status = Refused;
    return rec;
  }
  if (op_state.unknown_datatype) {
    rec.status = Wrong, rec.where = AtDatatype;
    return rec;
  }
  // The receive buffer: the result's elements in order, then holes and the guard in slot order.
  if (p.recv_needed) {
    if (p.compared)
      for (std::int64_t j = 0; j < p.result_units * recv.s.per_unit; ++j)
        if (detail::differs(rec, AtElement, j, p.result_first + j, recv.at(j), required(k, p, commutative, j)))
          return rec;
    for (std::int64_t s = 0; s < static_cast<std::int64_t>(recv.slots.size()); ++s) {
      if (recv.element_of(s) >= 0) continue;
      Where w = s >= recv.units * recv.s.extent ? AtGuard : AtHole;
      if (detail::differs(rec, w, s, -1, recv.slots[s], hole())) return rec;
    }
  }
  for (std::int64_t s = 0; s < static_cast<std::int64_t>(send.slots.size()); ++s)
    if (detail::differs(rec, AtSendBuffer, s, sent.slots[s].idx, send.slots[s], sent.slots[s])) return rec;
  return rec;
}

// The witness's own calls run on MPI_COMM_WORLD, which returns errors (so that a failed
// MPI_Comm_dup can be seen): one of them failing ends the run, as a fatal error would.
inline void fatal(int rc, const char* what) {
  if (rc == MPI_SUCCESS) return;
  char text[MPI_MAX_ERROR_STRING + 1] = {};
  error_text(rc, text, sizeof text);
  std::fprintf(stderr, "collcheck-mpi-witness: the witness's own %s failed: %s\n", what, text);
  MPI_Abort(MPI_COMM_WORLD, 3);
}

// comm = a duplicate of MPI_COMM_WORLD when MPI_Comm_dup succeeds on every rank (they agree with
// an MPI_Allgather, which no swept setting forces), else MPI_COMM_WORLD itself (a duplicate made
// on some ranks only is left alone: freeing it is collective).
inline bool dup_agreed(MPI_Comm& comm) {
  MPI_Comm dup = MPI_COMM_NULL;
  int ok = MPI_Comm_dup(MPI_COMM_WORLD, &dup) == MPI_SUCCESS ? 1 : 0;
  int ranks = 0;
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  std::vector<int> all(static_cast<std::size_t>(ranks), 0);
  fatal(MPI_Allgather(&ok, 1, MPI_INT, all.data(), 1, MPI_INT, MPI_COMM_WORLD), "MPI_Allgather");
  const bool every = std::all_of(all.begin(), all.end(), [](int x) { return x == 1; });
  comm = every ? dup : MPI_COMM_WORLD;
  return every;
}

// Each rank's record of a case to rank 0 (all, at rank 0: one per rank; empty elsewhere), by
// point-to-point messages on MPI_COMM_WORLD: the witness's own reporting calls no collective,
// which a forced setting under test would govern (MPI_Gather and MPI_Bcast are swept).
inline void collect(const Record& rec, std::vector<Record>& all, int me, int ranks) {
  constexpr int tag = 7001;
  if (me != 0) {
    fatal(MPI_Send(&rec, sizeof rec, MPI_BYTE, 0, tag, MPI_COMM_WORLD), "MPI_Send");
    return;
  }
  all.assign(static_cast<std::size_t>(ranks), Record{});
  all[0] = rec;
  for (int q = 1; q < ranks; ++q)
    fatal(MPI_Recv(&all[static_cast<std::size_t>(q)], sizeof rec, MPI_BYTE, q, tag, MPI_COMM_WORLD,
                   MPI_STATUS_IGNORE),
          "MPI_Recv");
}

}  // namespace witness
