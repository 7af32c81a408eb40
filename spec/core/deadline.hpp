// A time limit on one piece of work (check's --timeout per claim, synth's --timeout, verify's
// --synth-timeout): stops a StopScope when the seconds have passed, unless the guard is gone
// first (the work ended). Used with StopScope::Enter around the work, whose engines poll
// should_stop() and whose solver queries are interrupted by the scope's hooks.
#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

#include "spec/core/stop.hpp"

namespace cc {

class Deadline {
 public:
  // seconds <= 0: no limit. Once the time is up the scope is stopped again every 100 ms until the
  // guard is destroyed: a solver query that started just after an interrupt (which it does not
  // see) is interrupted too.
  Deadline(StopScope& scope, double seconds);
  // The same, and if the work has still not ended `grace` seconds after the time ran out (a
  // solver that does not see its interrupt: Z3 in some of its preprocessing), `overrun` is
  // called from the deadline's thread; a command whose whole run is the work prints its verdict
  // there and ends the process (collcheck synth --timeout).
  Deadline(StopScope& scope, double seconds, std::function<void()> overrun, double grace);
  ~Deadline();
  Deadline(const Deadline&) = delete;
  Deadline& operator=(const Deadline&) = delete;
  bool expired();  // the time ran out (the scope was stopped by this guard)

 private:
  std::mutex mutex_;
  std::condition_variable ended_;
  bool done_ = false, expired_ = false;
  std::thread thread_;
};

}  // namespace cc
