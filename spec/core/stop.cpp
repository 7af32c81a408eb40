#include "spec/core/stop.hpp"

#include <atomic>
#include <map>
#include <mutex>

namespace cc {

namespace {

std::atomic<int> g_signal{0};

std::mutex& hooks_mutex() {
  static std::mutex m;
  return m;
}

std::map<unsigned long, std::function<void()>>& hooks() {
  static std::map<unsigned long, std::function<void()>> h;
  return h;
}

}  // namespace

void request_stop(int signal) {
  int none = 0;
  g_signal.compare_exchange_strong(none, signal == 0 ? -1 : signal);
  std::lock_guard lock(hooks_mutex());
  for (auto& [id, hook] : hooks()) hook();
}

bool stop_requested() { return g_signal.load(std::memory_order_relaxed) != 0; }

int stop_signal() {
  const int s = g_signal.load();
  return s < 0 ? 0 : s;
}

StopHook::StopHook(std::function<void()> hook) {
  static unsigned long next = 0;
  std::lock_guard lock(hooks_mutex());
  id_ = ++next;
  if (stop_requested()) hook();
  hooks().emplace(id_, std::move(hook));
}

StopHook::~StopHook() {
  std::lock_guard lock(hooks_mutex());
  hooks().erase(id_);
}

}  // namespace cc
