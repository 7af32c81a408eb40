// Output files of every command: checked before any work (check_outputs, require_writable), an
// earlier run's reports removed when a run starts (prepare_reports), and written (write_file):
// a regular file atomically, through a temporary of an unpredictable name created exclusively
// beside it and renamed into place; standard output or error through their descriptor; a
// terminal, a character device or a FIFO directly, with a deadline. And the input files
// (read_input_file): regular files only, opened so that a FIFO or a device cannot block.
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "app/commands.hpp"
#include "app/report.hpp"
#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::app {

namespace {

using Clock = std::chrono::steady_clock;

std::string why(int err) { return std::error_code(err, std::generic_category()).message(); }

bool same(const struct stat& a, const struct stat& b) {
  return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

// How a path is written.
enum class Way {
  stream,   // it is collcheck's standard output or error (/dev/stdout, or the file stdout goes
            // to): written through descriptor 1 or 2, after what collcheck printed there
  replace,  // a regular file, a new one, or a symbolic link to either (or to nothing): a
            // temporary beside it renamed onto the name given (a link is replaced, never
            // followed)
  direct,   // a terminal, a character device (/dev/null) or a FIFO, possibly through a link:
            // opened and written to, without renaming
};

struct Target {
  Way way = Way::replace;
  int fd = -1;  // stream: 1 or 2
};

Target target_of(const std::string& option, const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return {};  // nothing there, or a dangling link
  for (int fd : {1, 2}) {
    struct stat s {};
    if (::fstat(fd, &s) == 0 && same(s, st)) return {Way::stream, fd};
  }
  if (S_ISDIR(st.st_mode)) throw UsageError(option + ": '" + path + "' is a directory");
  if (S_ISREG(st.st_mode)) return {};
  if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)) return {Way::direct};
  throw UsageError(option + ": cannot write '" + path + "' (" +
                   (S_ISBLK(st.st_mode) ? "a block device" : "a socket") +
                   ": collcheck writes a file, a terminal, a character device or a FIFO)");
}

mode_t file_mode() {
  // 0666 less the umask, as a file created by open() would have (mkstemp makes 0600). Read once,
  // when the outputs are checked before the run (umask() sets it, so read it where no other
  // thread creates files).
  static const mode_t mode = [] {
    const mode_t mask = ::umask(022);
    ::umask(mask);
    return static_cast<mode_t>(0666 & ~mask);
  }();
  return mode;
}

// Writes all of `text` to `fd`; a descriptor that takes nothing for 10 s (a FIFO whose reader
// reads nothing) is an error, and so is a stop. Returns 0, or the errno of the failure.
int write_all(int fd, const std::string& text) {
  std::size_t done = 0;
  auto last = Clock::now();
  while (done < text.size()) {
    const ssize_t w = ::write(fd, text.data() + done, text.size() - done);
    if (w > 0) {
      done += static_cast<std::size_t>(w);
      last = Clock::now();
      continue;
    }
    if (w < 0 && errno == EINTR) continue;
    if (w < 0 && errno != EAGAIN) return errno;
    if (stop_requested()) throw Interrupted{};
    if (Clock::now() - last > std::chrono::seconds(10)) return ETIMEDOUT;
    pollfd p{fd, POLLOUT, 0};
    ::poll(&p, 1, 100);
  }
  return 0;
}

void write_direct(const std::string& path, const std::string& text, const std::string& option) {
  // O_NONBLOCK: a FIFO that no process reads fails at once (ENXIO) instead of blocking in open();
  // it is tried again for 5 s (a reader started beside collcheck), then refused.
  const auto deadline = Clock::now() + std::chrono::seconds(5);
  int fd = -1;
  for (;;) {
    fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd >= 0) break;
    if (errno == EINTR) continue;
    if (errno != ENXIO) throw UsageError(option + ": cannot write '" + path + "' (" + why(errno) + ")");
    if (stop_requested()) throw Interrupted{};
    if (Clock::now() > deadline)
      throw UsageError(option + ": cannot write '" + path +
                       "' (a FIFO that no process opened for reading within 5 s)");
    ::usleep(50'000);
  }
  const int err = write_all(fd, text);
  ::close(fd);
  if (err == ETIMEDOUT)
    throw UsageError(option + ": cannot write '" + path + "' (its reader took nothing for 10 s)");
  if (err) throw UsageError(option + ": cannot write '" + path + "'");
}

void write_replace(const std::string& path, const std::string& text, const std::string& option) {
  namespace fs = std::filesystem;
  const fs::path p(path);
  const fs::path dir = p.has_parent_path() ? p.parent_path() : fs::path(".");
  // An unpredictable name, created exclusively (O_EXCL: a link planted there fails the creation,
  // it is never followed; mkstemp then tries another name).
  std::string name = p.filename().string().substr(0, 64);
  std::string tmpl = (dir / ("." + name + ".collcheck-XXXXXX")).string();
  const int fd = ::mkostemp(tmpl.data(), O_CLOEXEC);
  if (fd < 0)
    throw UsageError(option + ": cannot write '" + path + "' (" + why(errno) + ")");
  ::fchmod(fd, file_mode());
  int err = write_all(fd, text);
  if (::close(fd) != 0 && !err) err = errno;
  if (!err && ::rename(tmpl.c_str(), path.c_str()) != 0) err = errno;
  if (err) {
    ::unlink(tmpl.c_str());
    throw UsageError(option + ": cannot write '" + path + "'");
  }
}

// Creates a file of its own in `dir` and removes it: whether a file can be written there, by
// this process, as it runs (a directory without write permission, a read-only mount, /proc,
// and for root too, who passes every permission check but not these). Empty when it can;
// otherwise the reason.
std::string cannot_create_in(const std::filesystem::path& dir) {
  static std::atomic<unsigned> count{0};
  const std::string probe =
      (dir / (".collcheck-probe-" + std::to_string(getpid()) + "-" + std::to_string(count++)))
          .string();
  const int fd = ::open(probe.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0) return why(errno);
  ::close(fd);
  ::unlink(probe.c_str());
  return {};
}

// What a path names, for comparing two: the file there (through links), and the place (the
// directory's device and inode, and the last name), which also tells two spellings of a file
// that does not exist yet apart.
struct Identity {
  std::optional<struct stat> file;
  std::optional<std::pair<struct stat, std::string>> place;
};

Identity identity(const std::string& path) {
  namespace fs = std::filesystem;
  Identity id;
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0) id.file = st;
  const fs::path p(path);
  const fs::path dir = p.has_parent_path() ? p.parent_path() : fs::path(".");
  if (p.has_filename() && ::stat(dir.c_str(), &st) == 0)
    id.place = std::make_pair(st, p.filename().string());
  return id;
}

bool same_file(const Identity& a, const Identity& b) {
  if (a.file && b.file && same(*a.file, *b.file)) return true;
  return a.place && b.place && same(a.place->first, b.place->first) &&
         a.place->second == b.place->second;
}

}  // namespace

void check_outputs(const std::vector<OutputFile>& outputs, const std::vector<std::string>& inputs) {
  std::vector<std::pair<const OutputFile*, Identity>> seen;
  for (const OutputFile& o : outputs) {
    if (o.path.empty()) continue;
    Identity id = identity(o.path);
    for (const std::string& in : inputs) {
      struct stat st {};
      if (id.file && ::stat(in.c_str(), &st) == 0 && S_ISREG(st.st_mode) && same(st, *id.file))
        throw UsageError(o.option + ": '" + o.path + "' is the input file '" + in +
                         "': writing it would replace the input; give another file");
    }
    // (two outputs on one terminal, one character device or one FIFO are written one after the
    // other; two on one file would replace each other)
    const bool shared = id.file && !S_ISREG(id.file->st_mode);
    for (const auto& [other, other_id] : seen)
      if (!shared && same_file(id, other_id))
        throw UsageError(other->option + " and " + o.option + " name the same file ('" +
                         other->path + "' and '" + o.path + "'): give two");
    seen.emplace_back(&o, std::move(id));
  }
}

void require_regular_output(const std::string& option, const std::string& path) {
  if (target_of(option, path).way != Way::replace)
    throw UsageError(option + ": '" + path +
                     "' is not a regular file (it is read back and replaced): give a file");
}

void require_writable(const std::string& option, const std::string& path) {
  namespace fs = std::filesystem;
  if (path.empty()) throw UsageError(option + ": the file name is empty");
  (void)file_mode();
  const fs::path p(path);
  const fs::path dir = p.has_parent_path() ? p.parent_path() : fs::path(".");
  std::error_code ec;
  if (!fs::is_directory(dir, ec))
    throw UsageError(option + ": cannot write '" + path + "' (" +
                     (fs::exists(dir, ec) ? "'" + dir.string() + "' is not a directory"
                                          : "no such directory '" + dir.string() + "'") +
                     ")");
  // As write_file writes: a regular (or new) file through a temporary beside it, renamed into
  // place, which needs a file created in the directory; standard output and error through their
  // descriptor; anything else (a terminal, /dev/null, a FIFO) is opened and written to.
  const Target t = target_of(option, path);
  if (t.way == Way::stream) return;
  if (t.way == Way::direct) {
    if (::access(path.c_str(), W_OK) != 0)
      throw UsageError(option + ": cannot write '" + path + "' (" + why(errno) + ")");
    return;
  }
  if (const std::string reason = cannot_create_in(dir); !reason.empty())
    throw UsageError(option + ": cannot write '" + path + "' (no file can be created in '" +
                     dir.string() + "': " + reason + ")");
}

void require_writable_directory(const std::string& option, const std::string& dir) {
  (void)file_mode();
  if (const std::string reason = cannot_create_in(dir); !reason.empty())
    throw UsageError(option + ": cannot write into '" + dir + "' (" + reason + ")");
}

void prepare_reports(const std::string& json, const std::string& junit,
                     const std::vector<std::string>& inputs,
                     const std::vector<OutputFile>& others) {
  if (!json.empty() && json == junit)
    throw UsageError("--json and --junit name the same file '" + json + "': give two");
  std::vector<OutputFile> outputs = {{"--json", json}, {"--junit", junit}};
  outputs.insert(outputs.end(), others.begin(), others.end());
  check_outputs(outputs, inputs);
  if (!json.empty()) require_writable("--json", json);
  if (!junit.empty()) require_writable("--junit", junit);
  // An earlier run's report must not survive this one looking current.
  remove_earlier_output(json);
  remove_earlier_output(junit);
}

void remove_earlier_output(const std::string& path) {
  struct stat st {};
  if (!path.empty() && ::lstat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
      target_of("", path).way == Way::replace)
    ::unlink(path.c_str());
}

int finish_report(const Report& report, const std::string& json, const std::string& junit) {
  print_summary(std::cout, report);
  std::cout.flush();
  if (!json.empty()) write_file(json, to_json(report).dump(2) + "\n", "--json");
  if (!junit.empty()) write_file(junit, to_junit(report), "--junit");
  return exit_code(report);
}

void write_file(const std::string& path, const std::string& text, const std::string& option) {
  const Target t = target_of(option, path);
  if (t.way == Way::replace) return write_replace(path, text, option);
  if (t.way == Way::direct) return write_direct(path, text, option);
  // Standard output or error: after what collcheck has printed there.
  std::cout.flush();
  std::cerr.flush();
  if (write_all(t.fd, text) != 0) throw UsageError(option + ": cannot write '" + path + "'");
}

std::string read_input_file(const std::string& path, std::size_t max_bytes) {
  // O_NONBLOCK: a FIFO without a writer, or a device, cannot block the open; only a regular file
  // is read.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) throw UsageError(path + ": cannot read the file (" + why(errno) + ")");
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    const int err = errno;
    ::close(fd);
    if (S_ISDIR(st.st_mode)) throw UsageError(path + ": is a directory");
    const char* kind = S_ISFIFO(st.st_mode)  ? "a FIFO"
                       : S_ISCHR(st.st_mode) ? "a character device"
                       : S_ISBLK(st.st_mode) ? "a block device"
                       : S_ISSOCK(st.st_mode) ? "a socket"
                                              : nullptr;
    if (!kind) throw UsageError(path + ": cannot read the file (" + why(err) + ")");
    throw UsageError(path + ": is " + kind + ", not a regular file (collcheck reads files)");
  }
  std::string text;
  char chunk[65536];
  for (;;) {
    const ssize_t n = ::read(fd, chunk, sizeof chunk);
    if (n > 0) {
      text.append(chunk, static_cast<std::size_t>(n));
      if (text.size() > max_bytes) {
        ::close(fd);
        throw UsageError(path + ": larger than " + std::to_string(max_bytes >> 20) +
                         " MiB, the most collcheck reads here");
      }
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      ::close(fd);
      throw UsageError(path + ": cannot read the file");
    }
    break;
  }
  ::close(fd);
  return text;
}

}  // namespace cc::app
