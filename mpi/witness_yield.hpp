// The witness's ranks give up their core while they wait on a node with more ranks than cores,
// under MPICH as under Open MPI, so that an oversubscribed run (collcheck mpi's np 3 and 4 on two
// cores) or a run beside other work does not spend the cores polling.
//
// MPICH 4.0.2's ch4 device waits by polling, and never yields: it has no setting for it
// (MPIR_CVAR_POLLS_BEFORE_YIELD is ch3's; libmpich imports no sched_yield). With more ranks than
// cores each wait lasts until the scheduler takes the core away from a rank that has nothing to do
// (milliseconds), and a case costs a few of those: 308 cases at np 3 on 2 cores took 1.40 s of
// wall and 2.7 s of CPU, against 0.03 s at np 2. Every turn of ch4's progress loop asks UCX for
// progress (ucp_worker_progress, from libmpich.so through the dynamic linker, which looks in the
// executable first): the witness defines that function, calls UCX's own (dlsym RTLD_NEXT) and,
// when it made no progress and the node is oversubscribed, yields the core (sched_yield). The same
// 308 cases then take 0.12 s. Oversubscribed: more ranks on this node (MPI_LOCALNRANKS, set by
// MPICH's mpiexec) than cores this process may run on (sched_getaffinity).
//
// Open MPI 4.1 yields by itself when its mpirun oversubscribes (mpi_yield_when_idle: opal_progress
// calls sched_yield between polls), but Linux's scheduler gives a yielding process's core to
// another process only for a moment, so that beside other work the ranks still spin: the witness's
// np 4 test took 22.9 s of wall and 21.6 s of CPU beside one busy loop (8.8 s and 9.5 s alone).
// The witness defines sched_yield (Open MPI's libraries call it through the dynamic linker too):
// a sleep of a microsecond, which gives the core away. The same test beside the busy loop: 11.9 s
// of wall, 9.0 s of CPU (alone: 9.9 s, 9.2 s).
//
// Nothing of the libraries' collectives changes (the algorithms, their messages and their order);
// only who runs while a rank waits. COLLCHECK_WITNESS_YIELD=0 keeps each library's own waiting
// (MPICH: never yields; Open MPI: sched_yield); with MPICH, =1 yields whatever the count of cores;
// any other non-empty value is refused (one line, exit 2).
// The summary line on rank 0's stderr says how many of its polls gave up the core.
//
// Included by witness.cpp only: it defines extern "C" functions.
#pragma once

#include "witness_mpi.hpp"

#include <atomic>
#include <cstdlib>
#include <cstring>

namespace witness::yield {

// How many of this rank's waits gave up the core.
inline std::atomic<unsigned long> yielded{0};
inline unsigned long count() { return yielded.load(std::memory_order_relaxed); }

// COLLCHECK_WITNESS_YIELD: unset or empty (decide), "0" (the library's own waiting) or "1"
// (always); main() refuses any other value (bad_setting) before the first case.
enum class Setting { decide, off, on, bad };
inline Setting setting() {
  const char* v = std::getenv("COLLCHECK_WITNESS_YIELD");
  if (!v || !*v) return Setting::decide;
  if (std::strcmp(v, "0") == 0) return Setting::off;
  if (std::strcmp(v, "1") == 0) return Setting::on;
  return Setting::bad;
}
inline const char* bad_setting() {
  return setting() == Setting::bad ? std::getenv("COLLCHECK_WITNESS_YIELD") : nullptr;
}

}  // namespace witness::yield

#if defined(MPICH_VERSION)
#include <dlfcn.h>
#include <sched.h>

namespace witness::yield {

// Whether an idle poll yields: decided once, from the environment and the affinity mask.
inline bool wanted() {
  static const bool on = [] {
    switch (setting()) {
      case Setting::off: return false;
      case Setting::on: return true;
      case Setting::bad: return false;  // main() ends the run
      case Setting::decide: break;
    }
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

#elif defined(OPEN_MPI)
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

// Open MPI calls sched_yield only when it yields (oversubscribed or mpi_yield_when_idle).
extern "C" int sched_yield() noexcept {
  static const bool on = witness::yield::setting() == witness::yield::Setting::decide ||
                         witness::yield::setting() == witness::yield::Setting::on;
  if (!on) return static_cast<int>(syscall(SYS_sched_yield));
  const timespec pause{0, 1000};
  nanosleep(&pause, nullptr);
  witness::yield::yielded.fetch_add(1, std::memory_order_relaxed);
  return 0;
}

#endif
