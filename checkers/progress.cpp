#include "checkers/progress.hpp"

namespace cc {

void Progress::begin(const std::string& label, std::uint64_t total) {
  std::lock_guard lock(mutex_);
  label_ = label;
  start_ = std::chrono::steady_clock::now();
  done_ = 0;
  resumed_ = 0;
  total_ = total;
}

void Progress::begin_stage(const std::string& what, std::uint64_t total) {
  std::lock_guard lock(mutex_);
  stage_ = what;
  stage_start_ = std::chrono::steady_clock::now();
  stage_done_ = 0;
  stage_total_ = total;
}

void Progress::end_stage() {
  std::lock_guard lock(mutex_);
  stage_.clear();
}

Progress::Snapshot Progress::snapshot() const {
  std::lock_guard lock(mutex_);
  const auto now = std::chrono::steady_clock::now();
  const auto seconds = [&](auto t) { return std::chrono::duration<double>(now - t).count(); };
  return {label_,
          done_.load(),
          total_.load(),
          seconds(start_),
          resumed_.load(),
          stage_,
          stage_done_.load(),
          stage_total_.load(),
          stage_.empty() ? 0.0 : seconds(stage_start_)};
}

}  // namespace cc
