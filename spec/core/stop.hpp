// Stopping a run early (SIGINT, SIGTERM): one flag that every engine polls between cases, and
// hooks that interrupt work that cannot poll (a Z3 query in flight). The program's signal
// watcher (app/cli.cpp) calls request_stop; nothing here installs a signal handler.
#pragma once

#include <exception>
#include <functional>

namespace cc {

// Thrown where a command stops part way because a stop was requested; run_cli ends the program
// with 128 + the signal.
struct Interrupted : std::exception {
  const char* what() const noexcept override { return "interrupted"; }
};

// Sets the flag (the first signal wins) and runs every registered hook once.
void request_stop(int signal);
bool stop_requested();
int stop_signal();  // 0 while no stop is requested

// Registers `hook` for as long as the guard lives; if a stop was already requested, the hook runs
// at once.
class StopHook {
 public:
  explicit StopHook(std::function<void()> hook);
  ~StopHook();
  StopHook(const StopHook&) = delete;
  StopHook& operator=(const StopHook&) = delete;

 private:
  unsigned long id_;
};

}  // namespace cc
