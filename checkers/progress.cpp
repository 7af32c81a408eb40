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

Progress::Snapshot Progress::snapshot() const {
  std::lock_guard lock(mutex_);
  const auto dt = std::chrono::steady_clock::now() - start_;
  return {label_, done_.load(), total_.load(), std::chrono::duration<double>(dt).count(),
          resumed_.load()};
}

}  // namespace cc
