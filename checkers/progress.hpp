// Progress of the claim being checked, shared between the engines (which advance it from any
// thread) and the text reporter (which draws a live line from another thread).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>

namespace cc {

class Progress {
 public:
  void begin(const std::string& label, std::uint64_t total);
  void advance(std::uint64_t n = 1) { done_.fetch_add(n, std::memory_order_relaxed); }
  // A sweep resumed from a checkpoint: `n` of its total was done by an earlier run (counted as
  // done, not in the rate).
  void resumed(std::uint64_t n) {
    resumed_.store(n, std::memory_order_relaxed);
    done_.fetch_add(n, std::memory_order_relaxed);
  }
  void set_total(std::uint64_t total) { total_.store(total, std::memory_order_relaxed); }

  struct Snapshot {
    std::string label;
    std::uint64_t done, total;
    double seconds;
    std::uint64_t resumed;  // of `done`, done by an earlier run (--checkpoint)
  };
  Snapshot snapshot() const;

 private:
  mutable std::mutex mutex_;
  std::string label_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::atomic<std::uint64_t> done_{0}, total_{0}, resumed_{0};
};

}  // namespace cc
