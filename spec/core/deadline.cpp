#include "spec/core/deadline.hpp"

#include <chrono>

namespace cc {

Deadline::Deadline(StopScope& scope, double seconds) : Deadline(scope, seconds, {}, 0) {}

Deadline::Deadline(StopScope& scope, double seconds, std::function<void()> overrun, double grace) {
  if (!(seconds > 0)) return;
  thread_ = std::thread([this, &scope, seconds, overrun = std::move(overrun), grace] {
    std::unique_lock lock(mutex_);
    if (ended_.wait_for(lock, std::chrono::duration<double>(seconds), [this] { return done_; }))
      return;
    expired_ = true;
    const auto expiry = std::chrono::steady_clock::now();
    for (;;) {
      scope.stop();
      if (ended_.wait_for(lock, std::chrono::milliseconds(100), [this] { return done_; })) return;
      if (overrun &&
          std::chrono::steady_clock::now() - expiry >= std::chrono::duration<double>(grace)) {
        lock.unlock();
        overrun();
        return;
      }
    }
  });
}

Deadline::~Deadline() {
  {
    std::lock_guard lock(mutex_);
    done_ = true;
  }
  ended_.notify_all();
  if (thread_.joinable()) thread_.join();
}

bool Deadline::expired() {
  std::lock_guard lock(mutex_);
  return expired_;
}

}  // namespace cc
