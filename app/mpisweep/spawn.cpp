#include "app/mpisweep/spawn.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

#include "app/process.hpp"
#include "spec/core/stop.hpp"

extern char** environ;

namespace cc::app::mpisweep {

namespace {

constexpr std::size_t kMaxKept = std::size_t{16} << 20;

bool executable(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

// Whether the process is stopped (state T in /proc/PID/stat: SIGSTOP, e.g. another job holding
// the machine's processes still while it measures).
bool stopped_now(pid_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string stat;
  std::getline(in, stat);
  const std::size_t paren = stat.rfind(')');
  return paren != std::string::npos && paren + 2 < stat.size() && stat[paren + 2] == 'T';
}

}  // namespace

std::string find_program(const std::string& name) {
  if (name.empty()) return "";
  if (name.find('/') != std::string::npos) return executable(name) ? name : "";
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "/usr/local/bin:/usr/bin:/bin";
  std::size_t start = 0;
  while (start <= dirs.size()) {
    std::size_t colon = dirs.find(':', start);
    if (colon == std::string::npos) colon = dirs.size();
    std::string dir = dirs.substr(start, colon - start);
    if (dir.empty()) dir = ".";
    if (executable(dir + "/" + name)) return dir + "/" + name;
    start = colon + 1;
  }
  return "";
}

std::string shell_line(const std::vector<std::string>& argv) {
  std::string line;
  for (const auto& w : argv) {
    if (!line.empty()) line += ' ';
    const bool plain = !w.empty() && w.find_first_not_of(
                                         "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                         "0123456789_-./:=,+@%") == std::string::npos;
    if (plain) {
      line += w;
      continue;
    }
    line += '\'';
    for (char c : w) line += c == '\'' ? std::string("'\\''") : std::string(1, c);
    line += '\'';
  }
  return line;
}

Spawned spawn(const std::vector<std::string>& argv,
              const std::vector<std::pair<std::string, std::string>>& env, double timeout_s,
              const std::string& cwd) {
  Spawned r;
  const auto t0 = std::chrono::steady_clock::now();
  const std::string program = find_program(argv.at(0));
  if (program.empty()) {
    r.not_started = true;
    r.err = "cannot execute '" + argv[0] + "': not found or not executable";
    return r;
  }
  int out[2], err[2];
  if (::pipe(out) != 0 || ::pipe(err) != 0) {
    r.not_started = true;
    r.err = std::string("pipe: ") + std::strerror(errno);
    return r;
  }
  // Everything the child needs, built before fork (the child only calls async-signal-safe code).
  std::vector<std::string> envs;
  for (char** e = environ; *e; ++e) {
    std::string kv = *e;
    bool replaced = false;
    for (const auto& [k, v] : env) replaced = replaced || kv.rfind(k + "=", 0) == 0;
    if (!replaced) envs.push_back(kv);
  }
  for (const auto& [k, v] : env) envs.push_back(k + "=" + v);
  std::vector<char*> cargv, cenv;
  for (const auto& a : argv) cargv.push_back(const_cast<char*>(a.c_str()));
  cargv.push_back(nullptr);
  for (const auto& e : envs) cenv.push_back(const_cast<char*>(e.c_str()));
  cenv.push_back(nullptr);

  const pid_t pid = ::fork();
  if (pid < 0) {
    r.not_started = true;
    r.err = std::string("fork: ") + std::strerror(errno);
    ::close(out[0]), ::close(out[1]), ::close(err[0]), ::close(err[1]);
    return r;
  }
  if (pid == 0) {
    ::setpgid(0, 0);
    // The signal watcher blocks SIGINT and SIGTERM in every thread (app/cli.cpp); the child must
    // not inherit that, or a SIGTERM to its group would not end it.
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    ::signal(SIGPIPE, SIG_DFL);  // (collcheck ignores it; an ignored signal stays so across exec)
    ::dup2(out[1], 1);
    ::dup2(err[1], 2);
    ::close(out[0]), ::close(out[1]), ::close(err[0]), ::close(err[1]);
    const int devnull = ::open("/dev/null", O_RDONLY);
    if (devnull >= 0) ::dup2(devnull, 0);
    if (!cwd.empty() && ::chdir(cwd.c_str()) != 0) {
      const char msg[] = "collcheck mpi: cannot change to the program's directory\n";
      (void)!::write(2, msg, sizeof msg - 1);
      ::_exit(127);
    }
    ::execve(program.c_str(), cargv.data(), cenv.data());
    const char msg[] = "collcheck mpi: exec failed\n";
    (void)!::write(2, msg, sizeof msg - 1);
    ::_exit(127);
  }
  ::setpgid(pid, pid);  // (also in the parent: no race with a kill of the group)
  process::add_child(pid);
  ::close(out[1]);
  ::close(err[1]);

  // The deadline counts the time the program runs: while it is held stopped (SIGSTOP from
  // outside), the deadline moves on with the clock.
  auto deadline = t0 + std::chrono::duration<double>(timeout_s);
  auto last = t0;
  std::chrono::steady_clock::time_point killed_at{};
  bool killed = false, out_open = true, err_open = true;
  const auto kill_group = [&](bool timeout) {
    if (killed) return;
    killed = true;
    killed_at = std::chrono::steady_clock::now();
    (timeout ? r.timed_out : r.stopped) = true;
    ::kill(-pid, SIGTERM);
  };
  char buf[65536];
  while (out_open || err_open) {
    pollfd fds[2] = {{out_open ? out[0] : -1, POLLIN, 0}, {err_open ? err[0] : -1, POLLIN, 0}};
    ::poll(fds, 2, 100);
    for (int i = 0; i < 2; ++i) {
      if (!(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      const ssize_t n = ::read(fds[i].fd, buf, sizeof buf);
      std::string& into = i == 0 ? r.out : r.err;
      if (n > 0) {
        if (into.size() < kMaxKept) into.append(buf, static_cast<std::size_t>(n));
      } else if (n == 0 || errno != EINTR) {
        (i == 0 ? out_open : err_open) = false;
      }
    }
    const auto now = std::chrono::steady_clock::now();
    if (!killed && stopped_now(pid)) {
      deadline += now - last;
      r.held_seconds += std::chrono::duration<double>(now - last).count();
    }
    last = now;
    if (stop_requested()) kill_group(false);
    if (timeout_s > 0 && now >= deadline) kill_group(true);
    if (killed && now - killed_at > std::chrono::seconds(1)) {
      ::kill(-pid, SIGKILL);
      // Processes of the group that outlive mpirun may hold the pipes open: stop reading.
      if (now - killed_at > std::chrono::seconds(3)) break;
    }
  }
  ::close(out[0]);
  ::close(err[0]);
  int status = 0;
  for (;;) {
    const pid_t w = ::waitpid(pid, &status, killed ? WNOHANG : 0);
    if (w == pid || (w < 0 && errno != EINTR)) break;
    if (w == 0) {
      ::kill(-pid, SIGKILL);
      ::usleep(20000);
    }
  }
  if (killed) ::kill(-pid, SIGKILL);  // what is left of the group
  // What it started and left behind when it ended: what left its group (setsid) and was
  // re-parented to collcheck.
  process::remove_child(pid);
  process::kill_orphans();
  if (WIFEXITED(status)) r.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) r.signal = WTERMSIG(status);
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

}  // namespace cc::app::mpisweep
