// Stopping work early: the whole run (SIGINT, SIGTERM) or one claim (--timeout). One flag that
// every engine polls between cases, and hooks that interrupt work that cannot poll (a Z3 query in
// flight). The program's signal watcher (app/cli.cpp) calls request_stop; nothing here installs a
// signal handler. A StopScope is the same for one piece of work: the threads that do it enter the
// scope (StopScope::Enter), should_stop() polls the run's flag and the scope's, and a StopHook
// registered inside the scope runs on either stop.
#pragma once

#include <atomic>
#include <exception>
#include <functional>
#include <map>
#include <mutex>

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

// A piece of work that can be stopped on its own (a claim past its --timeout), while the run goes
// on. stop() sets the scope's flag and runs the hooks registered inside it; the threads of the work
// poll it through should_stop().
class StopScope {
 public:
  StopScope() = default;
  StopScope(const StopScope&) = delete;
  StopScope& operator=(const StopScope&) = delete;

  void stop();  // may be called again: the hooks run again
  bool stopped() const { return stopped_.load(std::memory_order_relaxed); }

  // Makes `scope` (nullptr: none) this thread's scope while the guard lives; a thread that a
  // piece of work starts enters the scope of the thread that started it (current_stop_scope()).
  class Enter {
   public:
    explicit Enter(StopScope* scope);
    ~Enter();
    Enter(const Enter&) = delete;
    Enter& operator=(const Enter&) = delete;

   private:
    StopScope* previous_;
  };

 private:
  friend class StopHook;
  std::atomic<bool> stopped_{false};
  std::mutex mutex_;
  std::map<unsigned long, std::function<void()>> hooks_;
};

// This thread's scope, or nullptr.
StopScope* current_stop_scope();

// What engines poll between cases: the run is stopped, or this thread's scope is.
bool should_stop();

// Registers `hook` for as long as the guard lives, for a stop of the run and of this thread's
// scope (if any); if either was already requested, the hook runs at once.
class StopHook {
 public:
  explicit StopHook(std::function<void()> hook);
  ~StopHook();
  StopHook(const StopHook&) = delete;
  StopHook& operator=(const StopHook&) = delete;

 private:
  unsigned long id_;
  StopScope* scope_;
};

}  // namespace cc
