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

  // A stage of the claim's work that comes before its cases can be counted (a table of runs that
  // its cases read, built once): while it lasts, the line counts the stage's own units. A stage
  // runs on the claim's thread and its helpers; ProgressStage begins and ends one.
  void begin_stage(const std::string& what, std::uint64_t total);
  void advance_stage(std::uint64_t n) { stage_done_.fetch_add(n, std::memory_order_relaxed); }
  void end_stage();

  struct Snapshot {
    std::string label;
    std::uint64_t done, total;
    double seconds;
    std::uint64_t resumed;  // of `done`, done by an earlier run (--checkpoint)
    std::string stage;      // empty: no stage; else what it does, counted by the stage_ fields
    std::uint64_t stage_done, stage_total;
    double stage_seconds;
  };
  Snapshot snapshot() const;

 private:
  mutable std::mutex mutex_;
  std::string label_, stage_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now(), stage_start_;
  std::atomic<std::uint64_t> done_{0}, total_{0}, resumed_{0}, stage_done_{0}, stage_total_{0};
};

// A stage for as long as the guard lives (progress may be null: no line is drawn).
class ProgressStage {
 public:
  ProgressStage(Progress* progress, const std::string& what, std::uint64_t total)
      : progress_(progress) {
    if (progress_) progress_->begin_stage(what, total);
  }
  ~ProgressStage() {
    if (progress_) progress_->end_stage();
  }
  ProgressStage(const ProgressStage&) = delete;
  ProgressStage& operator=(const ProgressStage&) = delete;
  void advance(std::uint64_t n) {
    if (progress_) progress_->advance_stage(n);
  }

 private:
  Progress* progress_;
};

}  // namespace cc
