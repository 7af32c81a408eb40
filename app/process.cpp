#include "app/process.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

#include "spec/core/stop.hpp"

namespace cc::app::process {

namespace {

std::atomic<bool> g_stdout_closed{false};
// The registered children (0: a free slot); read by the forced exit of another thread.
std::array<std::atomic<pid_t>, 64> g_children{};

bool registered(pid_t pid) {
  for (const auto& c : g_children)
    if (c.load() == pid) return true;
  return false;
}

struct Proc {
  pid_t pid = 0, pgrp = 0;
  char state = '?';
};

// The children of this process, from /proc (the processes whose parent it is: those it started,
// and those re-parented to it as a subreaper).
std::vector<Proc> children() {
  std::vector<Proc> out;
  const pid_t me = ::getpid();
  DIR* d = ::opendir("/proc");
  if (!d) return out;
  while (const dirent* e = ::readdir(d)) {
    char* end = nullptr;
    const long pid = std::strtol(e->d_name, &end, 10);
    if (pid <= 0 || *end != '\0') continue;
    char path[64];
    std::snprintf(path, sizeof path, "/proc/%ld/stat", pid);
    const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) continue;
    char buf[1024];
    const ssize_t n = ::read(fd, buf, sizeof buf - 1);
    ::close(fd);
    if (n <= 0) continue;
    buf[n] = '\0';
    // "PID (COMM) S PPID PGRP ...": COMM may hold anything, so read after the last ')'.
    const char* paren = nullptr;
    for (const char* p = buf; *p; ++p)
      if (*p == ')') paren = p;
    if (!paren) continue;
    char state = '?';
    long ppid = 0, pgrp = 0;
    if (std::sscanf(paren + 1, " %c %ld %ld", &state, &ppid, &pgrp) != 3) continue;
    if (ppid == me) out.push_back({static_cast<pid_t>(pid), static_cast<pid_t>(pgrp), state});
  }
  ::closedir(d);
  return out;
}

void kill_with_group(const Proc& p) {
  // A process that made itself a group leader (setsid) takes its group with it.
  if (p.pgrp == p.pid) ::kill(-p.pid, SIGKILL);
  ::kill(p.pid, SIGKILL);
}

void watch_stdout() {
  struct stat st {};
  if (::fstat(1, &st) != 0 || !(S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode))) return;
  // poll() reports POLLERR on the writing end of a pipe whose reader has gone (and POLLHUP on a
  // socket whose peer closed), whatever events are asked for.
  std::thread([] {
    for (;;) {
      pollfd p{1, 0, 0};
      const int r = ::poll(&p, 1, -1);
      if (r < 0 && errno == EINTR) continue;
      if (r < 0) return;
      if (p.revents & (POLLERR | POLLHUP)) {
        // (a reader that goes with a signal that stopped collcheck first, `collcheck ... | tee`
        // and Ctrl-C, leaves the stop the signal's: 130)
        if (stop_requested()) return;
        g_stdout_closed = true;
        request_stop(SIGPIPE);
        return;
      }
      if (p.revents & POLLNVAL) return;
    }
  }).detach();
}

}  // namespace

void prepare() {
  for (int fd = 0; fd <= 2; ++fd)
    if (::fcntl(fd, F_GETFD) < 0 && errno == EBADF) {
      const int n = ::open("/dev/null", O_RDWR);  // the lowest free descriptor: fd
      if (n >= 0 && n != fd) {
        ::dup2(n, fd);
        ::close(n);
      }
    }
  ::signal(SIGPIPE, SIG_IGN);
  ::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
  watch_stdout();
}

bool stdout_closed() { return g_stdout_closed.load(); }

void add_child(pid_t pid) {
  for (auto& c : g_children) {
    pid_t none = 0;
    if (c.compare_exchange_strong(none, pid)) return;
  }
}

void remove_child(pid_t pid) {
  for (auto& c : g_children) {
    pid_t same = pid;
    if (c.compare_exchange_strong(same, 0)) return;
  }
}

int kill_orphans() {
  int killed = 0;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
  for (;;) {
    bool alive = false;
    for (const Proc& p : children()) {
      // A registered child, and what is still in its group, belongs to work in progress.
      if (registered(p.pid) || registered(p.pgrp)) continue;
      if (p.state == 'Z') {
        ::waitpid(p.pid, nullptr, WNOHANG);
        continue;
      }
      alive = true;
      kill_with_group(p);
      ++killed;
      ::waitpid(p.pid, nullptr, WNOHANG);
    }
    // (a killed process's own children come to collcheck when it dies: the next round)
    if (!alive || std::chrono::steady_clock::now() > deadline) break;
    ::usleep(2000);
  }
  return killed;
}

void kill_all_now() {
  for (const auto& c : g_children)
    if (const pid_t pid = c.load(); pid > 0) ::kill(-pid, SIGKILL);
  for (int round = 0; round < 50; ++round) {
    bool alive = false;
    for (const Proc& p : children()) {
      if (p.state == 'Z') {
        ::waitpid(p.pid, nullptr, WNOHANG);
        continue;
      }
      alive = true;
      kill_with_group(p);
    }
    if (!alive) return;
    ::usleep(2000);
  }
}

}  // namespace cc::app::process
