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

#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::app {

Generator::Generator(std::string command) : command_(std::move(command)) {
  if (command_.empty()) throw UsageError("--generator: the command is empty");
  char tmpl[] = "/tmp/collcheck-generator-XXXXXX";
  const int err_fd = mkstemp(tmpl);
  if (err_fd < 0) throw UsageError("--generator: cannot create a file for its standard error");
  // Unlinked at once: the file lives as long as its descriptors, so nothing is left behind even
  // when collcheck is stopped by a signal.
  unlink(tmpl);
  err_ = err_fd;
  int in[2], out[2];
  if (pipe(in) != 0 || pipe(out) != 0) throw UsageError("--generator: cannot create pipes");
  // A generator that exits is an error we report, not a SIGPIPE that ends collcheck.
  signal(SIGPIPE, SIG_IGN);
  pid_ = fork();
  group_ = pid_;
  if (pid_ < 0) throw UsageError("--generator: cannot start '" + command_ + "'");
  if (pid_ == 0) {
    // Its own process group, so that everything it starts ends with it; and it ends with us.
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    dup2(in[0], 0);
    dup2(out[1], 1);
    dup2(err_fd, 2);
    close(in[0]);
    close(in[1]);
    close(out[0]);
    close(out[1]);
    close(err_fd);
    // The generator gets the default signal dispositions and mask, not collcheck's (which
    // blocks SIGINT and SIGTERM for its watcher thread and ignores SIGPIPE).
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    signal(SIGPIPE, SIG_DFL);
    execl("/bin/sh", "sh", "-c", command_.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  fcntl(err_, F_SETFD, FD_CLOEXEC);
  to_ = in[1];
  from_ = out[0];
  fcntl(to_, F_SETFD, FD_CLOEXEC);
  fcntl(from_, F_SETFD, FD_CLOEXEC);
}

Generator::~Generator() {
  if (to_ >= 0) close(to_);
  if (from_ >= 0) close(from_);
  if (pid_ > 0) {
    // Closing its standard input asks it to end; one that does not within 0.2 s is killed.
    for (int i = 0; i < 10; ++i) {
      if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
        pid_ = -1;
        break;
      }
      usleep(20'000);
    }
    if (pid_ > 0) {
      kill(-group_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
  }
  // Whatever it started and left behind goes with it.
  if (group_ > 0) kill(-group_, SIGKILL);
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

std::string Generator::exit_status() {
  int status = 0;
  std::string how = "exited";
  if (pid_ > 0 && waitpid(pid_, &status, 0) == pid_) {
    pid_ = -1;
    if (WIFEXITED(status)) how = "exited with status " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) how = "was killed by signal " + std::to_string(WTERMSIG(status));
  }
  return how;
}

std::string Generator::ask(const std::string& request, int timeout_ms) {
  const std::string line = request + "\n";
  std::size_t done = 0;
  while (done < line.size()) {
    const ssize_t w = write(to_, line.data() + done, line.size() - done);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) fail(exit_status() + " before it read the request " + request);
    done += static_cast<std::size_t>(w);
  }
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  for (;;) {
    const std::size_t nl = buffer_.find('\n');
    if (nl != std::string::npos) {
      std::string answer = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      if (!answer.empty() && answer.back() == '\r') answer.pop_back();
      return answer;
    }
    if (buffer_.size() > (std::size_t{256} << 20))
      fail("wrote more than 256 MiB without a newline for " + request);
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                          deadline - std::chrono::steady_clock::now())
                          .count();
    if (left <= 0)
      fail("did not answer " + request + " within " +
           std::to_string(timeout_ms / 1000.0).substr(0, 5) + " s (--timeout)");
    pollfd p{from_, POLLIN, 0};
    if (stop_requested()) throw Interrupted{};
    // Wake at least every 100 ms to see a stop (SIGINT, SIGTERM) requested meanwhile.
    const int r = poll(&p, 1, static_cast<int>(std::min<long long>(left, 100)));
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) continue;
    char chunk[65536];
    const ssize_t n = read(from_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) fail(exit_status() + " without answering " + request);
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

}  // namespace cc::app
