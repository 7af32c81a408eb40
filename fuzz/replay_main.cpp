// A driver for the fuzz targets of fuzz/ without libFuzzer: the normal build (g++, no sanitizer)
// links each target's LLVMFuzzerTestOneInput with this main, and ctest runs it on every build
// (tests fuzz.replay.<target>), so the committed corpus and a few seconds of mutations are run by
// `./run.sh test` and CI, not only by the clang build of docs/fuzzing.md.
//
//   fuzz_replay_<target> [--seconds S] [--seed N] [--max-len BYTES] CORPUS_DIR
//
// First every file of CORPUS_DIR, in name order, then inputs made from them by random mutations
// (flips, insertions, deletions, copies, splices of two inputs, JSON tokens) until S seconds have
// passed; the sequence depends only on the seed and the corpus. It is not coverage-guided (that is
// what the libFuzzer build adds), so it finds less; what it finds is as real: an input that
// crashes (a signal, __builtin_trap), throws an exception the target does not catch (an internal
// error, exit 4 in collcheck), exceeds the memory limit (std::bad_alloc under a 4 GiB address
// space) or takes more than 10 s of CPU time (60 s of wall time) is written to ./fuzz-failure-<target>.bin and the driver exits 1
// naming it. Exit 0: every input ran; exit 2: bad arguments or an empty corpus.
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

// The input being run, for the signal handlers (written with write(2) only).
const std::uint8_t* g_data = nullptr;
std::size_t g_size = 0;
char g_failure_path[512] = "fuzz-failure.bin";

void save_current() {
  const int fd = ::creat(g_failure_path, 0644);
  if (fd < 0) return;
  std::size_t done = 0;
  while (done < g_size) {
    const ssize_t w = ::write(fd, g_data + done, g_size - done);
    if (w <= 0) break;
    done += static_cast<std::size_t>(w);
  }
  ::close(fd);
}

void say(const char* text) {
  const ssize_t ignored = ::write(2, text, std::strlen(text));
  (void)ignored;
}

extern "C" void on_signal(int sig) {
  save_current();
  say(sig == SIGPROF   ? "fuzz-replay: an input took more than 10 s of CPU time; it is in "
      : sig == SIGALRM ? "fuzz-replay: an input ran longer than 60 s (wall); it is in "
                       : "fuzz-replay: an input crashed the target (a signal); it is in ");
  say(g_failure_path);
  say("\n");
  ::_exit(1);
}

// The limits of one input: 10 s of CPU time (a loaded machine does not make a slow input), and
// 60 s of wall time for an input that blocks.
void arm(bool on) {
  itimerval cpu{};
  cpu.it_value.tv_sec = on ? 10 : 0;
  ::setitimer(ITIMER_PROF, &cpu, nullptr);
  ::alarm(on ? 60 : 0);
}

bool run_one(const std::vector<std::uint8_t>& input, const char* origin) {
  g_data = input.data();
  g_size = input.size();
  arm(true);
  try {
    LLVMFuzzerTestOneInput(input.data(), input.size());
  } catch (const std::bad_alloc&) {
    arm(false);
    save_current();
    std::fprintf(stderr, "fuzz-replay: %s needed more than the 4 GiB limit; it is in %s\n", origin,
                 g_failure_path);
    return false;
  } catch (const std::exception& e) {
    arm(false);
    save_current();
    std::fprintf(stderr, "fuzz-replay: %s threw an exception the target does not catch (%s); it "
                 "is in %s\n", origin, e.what(), g_failure_path);
    return false;
  } catch (...) {
    arm(false);
    save_current();
    std::fprintf(stderr, "fuzz-replay: %s threw a non-standard exception; it is in %s\n", origin,
                 g_failure_path);
    return false;
  }
  arm(false);
  return true;
}

const char* const kTokens[] = {"{",    "}",     "[",     "]",    "\"",  ",",    ":",
                               "null", "true",  "-1",    "0",    "1e999", "-0", "\\u0000",
                               "18446744073709551616", "9223372036854775807", "\n", "\xff",
                               "{\"\":", "[[[[", "\"verdict\"", "\"claims\"", "=",  "..", "/"};

std::vector<std::uint8_t> mutate(std::vector<std::uint8_t> x,
                                 const std::vector<std::vector<std::uint8_t>>& corpus,
                                 std::mt19937_64& rng, std::size_t max_len) {
  auto pick = [&](std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(rng() % n); };
  const int rounds = 1 + static_cast<int>(rng() % 4);
  for (int r = 0; r < rounds; ++r) {
    switch (rng() % 7) {
      case 0:  // flip a bit
        if (!x.empty()) x[pick(x.size())] ^= static_cast<std::uint8_t>(1u << (rng() % 8));
        break;
      case 1:  // a random byte
        x.insert(x.begin() + static_cast<std::ptrdiff_t>(pick(x.size() + 1)),
                 static_cast<std::uint8_t>(rng()));
        break;
      case 2: {  // delete a range
        if (x.empty()) break;
        const std::size_t at = pick(x.size()), len = 1 + pick(std::min<std::size_t>(16, x.size() - at));
        x.erase(x.begin() + static_cast<std::ptrdiff_t>(at),
                x.begin() + static_cast<std::ptrdiff_t>(std::min(x.size(), at + len)));
        break;
      }
      case 3: {  // copy a range elsewhere
        if (x.empty()) break;
        const std::size_t at = pick(x.size()), len = 1 + pick(std::min<std::size_t>(64, x.size() - at));
        const std::vector<std::uint8_t> part(x.begin() + static_cast<std::ptrdiff_t>(at),
                                             x.begin() + static_cast<std::ptrdiff_t>(at + len));
        x.insert(x.begin() + static_cast<std::ptrdiff_t>(pick(x.size() + 1)), part.begin(),
                 part.end());
        break;
      }
      case 4: {  // splice: a head of this input, a tail of another
        const auto& other = corpus[pick(corpus.size())];
        const std::size_t cut = pick(x.size() + 1), from = pick(other.size() + 1);
        x.resize(cut);
        x.insert(x.end(), other.begin() + static_cast<std::ptrdiff_t>(from), other.end());
        break;
      }
      case 5: {  // a token of the formats read
        const char* t = kTokens[pick(std::size(kTokens))];
        x.insert(x.begin() + static_cast<std::ptrdiff_t>(pick(x.size() + 1)), t, t + std::strlen(t));
        break;
      }
      default: {  // replace a digit run's last digit, or any byte, by an extreme digit
        if (x.empty()) break;
        x[pick(x.size())] = static_cast<std::uint8_t>("09"[rng() % 2]);
        break;
      }
    }
  }
  if (x.size() > max_len) x.resize(max_len);
  return x;
}

[[noreturn]] void usage(const char* what) {
  std::fprintf(stderr, "fuzz-replay: error: %s (usage: [--seconds S] [--seed N] [--max-len BYTES] "
               "CORPUS_DIR)\n", what);
  std::exit(2);
}

}  // namespace

int main(int argc, char** argv) {
  long seconds = 5, max_len = 65536;
  unsigned long long seed = 20261127;
  std::string dir;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) usage(("a value after " + a).c_str());
      return argv[++i];
    };
    try {
      if (a == "--seconds") seconds = std::stol(value());
      else if (a == "--seed") seed = std::stoull(value());
      else if (a == "--max-len") max_len = std::stol(value());
      else if (!a.empty() && a[0] == '-') usage(("unknown option " + a).c_str());
      else if (dir.empty()) dir = a;
      else usage("one corpus directory");
    } catch (const std::logic_error&) {
      usage(("not a number after " + a).c_str());
    }
  }
  if (dir.empty() || seconds < 0 || max_len < 1) usage("a corpus directory, S >= 0, BYTES >= 1");
  const std::string target = std::filesystem::path(argv[0]).filename().string();
  std::snprintf(g_failure_path, sizeof g_failure_path, "fuzz-failure-%s.bin", target.c_str());

  const rlimit as{rlim_t{4} << 30, rlim_t{4} << 30};
  ::setrlimit(RLIMIT_AS, &as);
  // The handlers run on their own stack, so that a stack overflow is reported too.
  static std::vector<char> alt(1 << 16);
  stack_t ss{};
  ss.ss_sp = alt.data();
  ss.ss_size = alt.size();
  ::sigaltstack(&ss, nullptr);
  struct sigaction sa{};
  sa.sa_handler = on_signal;
  sa.sa_flags = SA_ONSTACK;
  for (int sig : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGALRM, SIGPROF}) ::sigaction(sig, &sa, nullptr);

  std::vector<std::filesystem::path> files;
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator(dir, ec))
    if (e.is_regular_file()) files.push_back(e.path());
  if (ec) usage(("cannot read the directory " + dir).c_str());
  std::sort(files.begin(), files.end());
  std::vector<std::vector<std::uint8_t>> corpus;
  for (const auto& f : files) {
    std::ifstream in(f, std::ios::binary);
    corpus.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    if (!run_one(corpus.back(), f.string().c_str())) return 1;
  }
  if (corpus.empty()) usage(("no file in the corpus " + dir).c_str());

  std::mt19937_64 rng(seed);
  const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  unsigned long long runs = 0;
  while (std::chrono::steady_clock::now() < end) {
    const auto input = mutate(corpus[static_cast<std::size_t>(rng() % corpus.size())], corpus, rng,
                              static_cast<std::size_t>(max_len));
    ++runs;
    if (!run_one(input, ("mutated input " + std::to_string(runs)).c_str())) {
      std::fprintf(stderr, "fuzz-replay: seed %llu, input %llu\n", seed, runs);
      return 1;
    }
  }
  std::printf("fuzz-replay %s: %zu corpus inputs and %llu mutated inputs (seed %llu, %ld s): no "
              "crash, hang, uncaught exception or memory blow-up\n",
              target.c_str(), corpus.size(), runs, seed, seconds);
  return 0;
}
