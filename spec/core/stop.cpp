#include "spec/core/stop.hpp"

#include <atomic>
#include <map>
#include <mutex>

namespace cc {

namespace {

std::atomic<int> g_signal{0};
thread_local StopScope* t_scope = nullptr;

std::mutex& hooks_mutex() {
  static std::mutex m;
  return m;
}

std::map<unsigned long, std::function<void()>>& hooks() {
  static std::map<unsigned long, std::function<void()>> h;
  return h;
}

std::atomic<unsigned long> g_next_hook{0};

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

void StopScope::stop() {
  std::lock_guard lock(mutex_);
  stopped_ = true;
  for (auto& [id, hook] : hooks_) hook();
}

StopScope::Enter::Enter(StopScope* scope) : previous_(t_scope) { t_scope = scope; }

StopScope::Enter::~Enter() { t_scope = previous_; }

StopScope* current_stop_scope() { return t_scope; }

bool should_stop() { return stop_requested() || (t_scope && t_scope->stopped()); }

StopHook::StopHook(std::function<void()> hook) : id_(++g_next_hook), scope_(t_scope) {
  if (scope_) {
    std::lock_guard lock(scope_->mutex_);
    if (scope_->stopped()) hook();
    scope_->hooks_.emplace(id_, hook);
  }
  std::lock_guard lock(hooks_mutex());
  if (stop_requested()) hook();
  hooks().emplace(id_, std::move(hook));
}

StopHook::~StopHook() {
  {
    std::lock_guard lock(hooks_mutex());
    hooks().erase(id_);
  }
  if (scope_) {
    std::lock_guard lock(scope_->mutex_);
    scope_->hooks_.erase(id_);
  }
}

}  // namespace cc
