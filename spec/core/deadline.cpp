#include "spec/core/deadline.hpp"

#include <chrono>

namespace cc {

Deadline::Deadline(StopScope& scope, double seconds) {
  if (!(seconds > 0)) return;
  thread_ = std::thread([this, &scope, seconds] {
    std::unique_lock lock(mutex_);
    if (ended_.wait_for(lock, std::chrono::duration<double>(seconds), [this] { return done_; }))
      return;
    expired_ = true;
    for (;;) {
      scope.stop();
      if (ended_.wait_for(lock, std::chrono::milliseconds(100), [this] { return done_; })) return;
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
