#include "app/generator.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <algorithm>

#include "app/process.hpp"
#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::app {

namespace {

using Clock = std::chrono::steady_clock;

long long ms_left(Clock::time_point deadline) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
}

}  // namespace

Generator::Generator(std::string command) : command_(std::move(command)) {
  if (command_.empty()) throw UsageError("--generator: the command is empty");
  char tmpl[] = "/tmp/collcheck-generator-XXXXXX";
  const int err_fd = mkostemp(tmpl, O_CLOEXEC);
  if (err_fd < 0) throw UsageError("--generator: cannot create a file for its standard error");
  // Unlinked at once: the file lives as long as its descriptors, so nothing is left behind even
  // when collcheck is stopped by a signal.
  unlink(tmpl);
  err_ = err_fd;
  int in[2], out[2];
  if (pipe2(in, O_CLOEXEC) != 0) throw UsageError("--generator: cannot create pipes");
  if (pipe2(out, O_CLOEXEC) != 0) {
    close(in[0]);
    close(in[1]);
    throw UsageError("--generator: cannot create pipes");
  }
  // A generator that exits is an error we report, not a SIGPIPE that ends collcheck (ignored for
  // the whole run by process::prepare; here too for a program that uses this class alone).
  signal(SIGPIPE, SIG_IGN);
  pid_ = fork();
  group_ = pid_;
  if (pid_ < 0) {
    for (int fd : {in[0], in[1], out[0], out[1]}) close(fd);
    throw UsageError("--generator: cannot start '" + command_ + "'");
  }
  if (pid_ == 0) {
    // Its own process group, so that everything it starts ends with it; and it ends with us.
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    // (dup2 clears close-on-exec on the copies 0, 1 and 2; the originals close at exec. The
    // descriptors 0, 1 and 2 of collcheck are open (process::prepare), so none of the pipes is
    // one of them.)
    dup2(in[0], 0);
    dup2(out[1], 1);
    dup2(err_fd, 2);
    // The generator gets the default signal dispositions and mask, not collcheck's (which
    // blocks SIGINT, SIGTERM and SIGHUP for its watcher thread and ignores SIGPIPE).
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    signal(SIGPIPE, SIG_DFL);
    execl("/bin/sh", "sh", "-c", command_.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  setpgid(pid_, pid_);  // (also here: no race with a kill of the group)
  process::add_child(pid_);
  close(in[0]);
  close(out[1]);
  to_ = in[1];
  from_ = out[0];
  // Both pipes non-blocking: every wait is a poll() with a deadline, so a generator that reads
  // nothing, or writes nothing, cannot hold collcheck.
  fcntl(to_, F_SETFL, fcntl(to_, F_GETFL) | O_NONBLOCK);
  fcntl(from_, F_SETFL, fcntl(from_, F_GETFL) | O_NONBLOCK);
}

Generator::~Generator() {
  if (to_ >= 0) close(to_);
  if (from_ >= 0) close(from_);
  if (pid_ > 0) {
    // Closing its standard input asks it to end; one that does not within 0.2 s is killed.
    for (int i = 0; i < 10 && pid_ > 0; ++i) {
      if (waitpid(pid_, nullptr, WNOHANG) == pid_) pid_ = -1;
      else usleep(20'000);
    }
    if (pid_ > 0) {
      kill(-group_, SIGKILL);
      // (bounded: a process that cannot die at once is left to the sweep at collcheck's exit)
      for (int i = 0; i < 100 && pid_ > 0; ++i) {
        if (waitpid(pid_, nullptr, WNOHANG) == pid_) pid_ = -1;
        else usleep(10'000);
      }
    }
  }
  // Whatever it started and left behind goes with it: what is left of its group, and what left
  // the group (setsid) and was re-parented to collcheck when its parent ended.
  if (group_ > 0) {
    kill(-group_, SIGKILL);
    process::remove_child(group_);
    process::kill_orphans();
  }
  if (err_ >= 0) close(err_);
}

std::string Generator::stderr_tail() const {
  std::string t;
  char chunk[4096];
  off_t at = 0;
  for (ssize_t n; (n = pread(err_, chunk, sizeof chunk, at)) > 0; at += n) {
    t.append(chunk, static_cast<std::size_t>(n));
    if (t.size() > 8192) t.erase(0, t.size() - 2048);
  }
  if (t.size() > 1000) t = "..." + t.substr(t.size() - 1000);
  for (char& c : t)
    if (c == '\n') c = '|';
  while (!t.empty() && t.back() == '|') t.pop_back();
  return t;
}

void Generator::fail(const std::string& what) const {
  const std::string tail = stderr_tail();
  throw UsageError("generator '" + command_ + "' " + what +
                   (tail.empty() ? " (its standard error is empty)"
                                  : "; the end of its standard error: " + tail));
}

std::string Generator::exit_status(Clock::time_point deadline, const std::string& closed) {
  // It has closed a pipe: it is ending, or it goes on without it. Waited for until the point's
  // deadline (--timeout), at most 1 s, and a stop; then it is killed (by the destructor).
  deadline = std::min(deadline, Clock::now() + std::chrono::seconds(1));
  while (pid_ > 0) {
    int status = 0;
    const pid_t w = waitpid(pid_, &status, WNOHANG);
    if (w == pid_) {
      pid_ = -1;
      if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
      if (WIFSIGNALED(status)) return "was killed by signal " + std::to_string(WTERMSIG(status));
      return "exited";
    }
    if (w < 0 && errno != EINTR) break;
    if (stop_requested()) throw Interrupted{};
    if (ms_left(deadline) <= 0)
      return "closed its " + closed + " and still runs (killed)";
    usleep(5'000);
  }
  return "exited";
}

void Generator::read_some(const std::string& request, Clock::time_point deadline) {
  // One chunk at a time, and only while no whole answer is buffered: a generator that writes
  // without end (and reads nothing) fills its pipe, not collcheck's memory.
  char chunk[65536];
  for (;;) {
    const ssize_t n = read(from_, chunk, sizeof chunk);
    if (n > 0) {
      buffer_.append(chunk, static_cast<std::size_t>(n));
      if (buffer_.size() > (std::size_t{256} << 20))
        fail("wrote more than 256 MiB without a newline for " + request);
      return;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) return;
    // End of file (or an error): it has closed its standard output.
    if (newline() != std::string::npos) return;  // the answer came first
    fail(exit_status(deadline, "standard output") + " without answering " + request);
  }
}

std::size_t Generator::newline() {
  const std::size_t nl = buffer_.find('\n', searched_);
  searched_ = nl == std::string::npos ? buffer_.size() : nl;
  return nl;
}

std::string Generator::ask(const std::string& request, int timeout_ms) {
  const std::string line = request + "\n";
  const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  std::size_t done = 0;
  const auto timed_out = [&] {
    fail(std::string(done < line.size() ? "did not read the request " : "did not answer ") +
         request + " within " + std::to_string(timeout_ms / 1000.0).substr(0, 5) +
         " s (--timeout)");
  };
  for (;;) {
    const std::size_t nl = newline();
    if (nl != std::string::npos && done == line.size()) {
      std::string answer = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      searched_ = 0;
      if (!answer.empty() && answer.back() == '\r') answer.pop_back();
      return answer;
    }
    if (stop_requested()) throw Interrupted{};
    const long long left = ms_left(deadline);
    if (left <= 0) timed_out();
    // The request is written while its answer (or anything else) is read: a generator that
    // writes before it reads cannot hold collcheck in a write, nor one that never reads.
    pollfd p[2] = {{done < line.size() ? to_ : -1, POLLOUT, 0},
                   {nl == std::string::npos ? from_ : -1, POLLIN, 0}};
    // Wake at least every 100 ms to see a stop (SIGINT, SIGTERM) requested meanwhile.
    const int r = poll(p, 2, static_cast<int>(std::min<long long>(left, 100)));
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) continue;
    if (p[0].revents & (POLLOUT | POLLERR | POLLHUP)) {
      const ssize_t w = write(to_, line.data() + done, line.size() - done);
      if (w > 0) {
        done += static_cast<std::size_t>(w);
      } else if (w < 0 && errno != EINTR && errno != EAGAIN) {
        // EPIPE: it has closed its standard input (or ended).
        fail(exit_status(deadline, "standard input") + " before it read the request " + request);
      }
    }
    if (p[1].revents & (POLLIN | POLLERR | POLLHUP)) read_some(request, deadline);
  }
}

}  // namespace cc::app
