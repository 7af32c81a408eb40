// MPICH's ranks give up their core when they have nothing to do and the node has fewer cores than
// ranks, as Open MPI's do (its mpirun sets mpi_yield_when_idle when it oversubscribes).
//
// MPICH 4.0.2 with the ch4 device waits by polling, and never yields: it has no setting for it
// (MPIR_CVAR_POLLS_BEFORE_YIELD is ch3's; libmpich imports no sched_yield). With more ranks than
// cores each wait lasts until the scheduler takes the core away from a rank that has nothing to do
// (milliseconds), and a case costs a few of those: 308 cases at np 3 on 2 cores took 1.40 s of
// wall and 2.7 s of CPU, against 0.03 s at np 2. Every turn of ch4's progress loop asks UCX for
// progress (ucp_worker_progress, from libmpich.so through the dynamic linker, which looks in the
// executable first): the witness defines that function, calls UCX's own (dlsym RTLD_NEXT) and,
// when it made no progress and the node is oversubscribed, yields the core (sched_yield). The same
// 308 cases then take 0.12 s. Nothing of MPICH's collectives changes (the algorithms, their
// messages and their order are MPICH's); only who runs while a rank waits.
//
// Oversubscribed: more ranks on this node (MPI_LOCALNRANKS, set by MPICH's mpiexec) than cores this
// process may run on (sched_getaffinity). COLLCHECK_WITNESS_YIELD=0 never yields (MPICH's own
// polling), =1 always yields. The summary line on rank 0's stderr says how many polls yielded.
//
// Included by witness.cpp only: it defines an extern "C" function.
#pragma once

#include "witness_mpi.hpp"

#if defined(MPICH_VERSION)
#include <dlfcn.h>
#include <sched.h>

#include <atomic>
#include <cstdlib>
#include <cstring>

namespace witness::yield {

inline std::atomic<unsigned long> yielded{0};

// Whether an idle poll yields: decided once, from the environment and the affinity mask.
inline bool wanted() {
  static const bool on = [] {
    if (const char* force = std::getenv("COLLCHECK_WITNESS_YIELD"); force && *force)
      return std::strcmp(force, "0") != 0;
    const char* local = std::getenv("MPI_LOCALNRANKS");
    const long ranks = local ? std::strtol(local, nullptr, 10) : 0;
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0) return false;
    return ranks > CPU_COUNT(&set);
  }();
  return on;
}

}  // namespace witness::yield

extern "C" unsigned ucp_worker_progress(void* worker) {
  using Progress = unsigned (*)(void*);
  static const Progress real = reinterpret_cast<Progress>(dlsym(RTLD_NEXT, "ucp_worker_progress"));
  const unsigned n = real ? real(worker) : 0;
  if (n == 0 && witness::yield::wanted()) {
    sched_yield();
    witness::yield::yielded.fetch_add(1, std::memory_order_relaxed);
  }
  return n;
}

namespace witness::yield {
inline unsigned long count() { return yielded.load(std::memory_order_relaxed); }
}  // namespace witness::yield

#else

namespace witness::yield {
inline unsigned long count() { return 0; }
}  // namespace witness::yield

#endif
