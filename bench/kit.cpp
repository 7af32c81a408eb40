#include "bench/kit.hpp"

#include <algorithm>
#include <sstream>

#include "spec/core/usage_error.hpp"

namespace cc::bench {

double since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

double cpu_seconds(int who) {
  rusage u{};
  getrusage(who, &u);
  auto sec = [](const timeval& t) {
    return static_cast<double>(t.tv_sec) + 1e-6 * static_cast<double>(t.tv_usec);
  };
  return sec(u.ru_utime) + sec(u.ru_stime);
}

double get(const Options& opts, const std::string& name) {
  for (const auto& o : opts)
    if (o.name == name) return o.value;
  throw UsageError("internal: no option --" + name);
}

void usage(const std::string& program, const std::string& cmd, const Options& opts) {
  std::cout << "usage: " << program << " " << cmd;
  for (const auto& o : opts) std::cout << " [--" << o.name << " N]";
  std::cout << "\n";
  for (const auto& o : opts)
    std::cout << "  --" << std::left << std::setw(16) << o.name << o.help << " (default "
              << static_cast<unsigned long long>(o.value) << ", "
              << static_cast<unsigned long long>(o.lo) << " .. "
              << static_cast<unsigned long long>(o.hi) << ")\n";
}

// Returns false if --help was given.
bool parse(const std::string& program, const std::string& cmd, Options& opts, int argc,
           char** argv) {
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--help" || a == "-h") {
      usage(program, cmd, opts);
      return false;
    }
    std::string val;
    const auto eq = a.find('=');
    if (a.rfind("--", 0) == 0 && eq != std::string::npos) {
      val = a.substr(eq + 1);
      a = a.substr(0, eq);
    } else if (a.rfind("--", 0) == 0 && i + 1 < argc) {
      val = argv[++i];
    } else if (a.rfind("--", 0) == 0) {
      throw UsageError(a + " needs a value");
    } else {
      throw UsageError("unexpected argument '" + a + "' (see " + program + " " + cmd + " --help)");
    }
    auto it =
        std::find_if(opts.begin(), opts.end(), [&](const Option& o) { return "--" + o.name == a; });
    if (it == opts.end())
      throw UsageError("unknown option " + a + " for '" + cmd + "' (see " + program + " " + cmd +
                       " --help)");
    double v = 0;
    std::size_t used = 0;
    try {
      v = std::stod(val, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != val.size() || val.empty() || v != static_cast<double>(static_cast<long long>(v)) ||
        v < it->lo || v > it->hi) {
      std::ostringstream os;
      os << a << " = '" << val << "': expected an integer in "
         << static_cast<unsigned long long>(it->lo) << " .. "
         << static_cast<unsigned long long>(it->hi);
      throw UsageError(os.str());
    }
    it->value = v;
  }
  return true;
}

std::string fixed(double x, int digits) {
  std::ostringstream os;
  os << std::fixed << std::setprecision(digits) << x;
  return os.str();
}

}  // namespace cc::bench
