#include "proofs/engine.hpp"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "proofs/detail/z3_engine.hpp"
#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::proofs {

bool model_value(const ProofResult& r, const std::string& name, i128& out) {
  for (const auto& [k, v] : r.model) {
    if (k != name) continue;
    i128 x = 0;
    bool neg = false;
    std::size_t i = 0;
    if (!v.empty() && v[0] == '-') {
      neg = true;
      i = 1;
    }
    if (i == v.size()) return false;
    for (; i < v.size(); ++i) {
      if (v[i] < '0' || v[i] > '9') return false;
      if (x > (((i128)1 << 120) / 10)) return false;
      x = x * 10 + (v[i] - '0');
    }
    out = neg ? -x : x;
    return true;
  }
  return false;
}

std::map<std::string, i128> model_values(const ProofResult& r) {
  std::map<std::string, i128> v;
  for (const auto& [k, _] : r.model) {
    i128 x;
    if (model_value(r, k, x)) v[k] = x;
  }
  return v;
}

namespace detail {

ProofResult check_unsat(z3::context& ctx, const z3::expr_vector& assertions,
                        const z3::expr_vector& vars, const ProofOptions& opts,
                        const std::function<void(const z3::model&)>& on_model) {
  const auto t0 = std::chrono::steady_clock::now();
  z3::solver s(ctx);
  z3::params p(ctx);
  // Z3 takes an unsigned 32-bit resource limit; a larger one is refused where it is given
  // (--rlimit), never capped here without a word.
  if (opts.rlimit > 0xffffffffull)
    throw std::logic_error("obligation " + opts.name + ": rlimit " + std::to_string(opts.rlimit) +
                           " is above what Z3 takes (2^32 - 1)");
  p.set("rlimit", static_cast<unsigned>(opts.rlimit));
  // Z3 must not install its own SIGINT handler (it would swallow Ctrl-C); a stop interrupts the
  // query through the API instead (spec/core/stop.hpp).
  p.set("ctrl_c", false);
  s.set(p);
  for (unsigned i = 0; i < assertions.size(); ++i) s.add(assertions[i]);
  if (!opts.emit_dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(opts.emit_dir, ec);
    const std::string path = opts.emit_dir + "/" + opts.name + ".smt2";
    std::ofstream f(path);
    if (!f) throw UsageError("--emit-smt2: cannot write '" + path + "'");
    f << "; collcheck obligation " << opts.name << ": unsat means proved\n"
      << "(set-option :rlimit " << opts.rlimit << ")\n"
      << s.to_smt2();
  }
  ProofResult r;
  z3::check_result answer = z3::unknown;
  {
    const StopHook interrupt([&ctx] { ctx.interrupt(); });
    answer = should_stop() ? z3::unknown : s.check();
  }
  if (should_stop()) {
    r.status = Status::unknown;
    r.reason = "interrupted";
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return r;
  }
  switch (answer) {
    case z3::unsat:
      r.status = Status::proved;
      break;
    case z3::sat: {
      r.status = Status::counterexample;
      z3::model m = s.get_model();
      for (unsigned i = 0; i < vars.size(); ++i)
        r.model.emplace_back(vars[i].to_string(), m.eval(vars[i], true).to_string());
      if (on_model) on_model(m);
      break;
    }
    case z3::unknown:
      r.status = Status::unknown;
      r.reason = s.reason_unknown();
      // Z3 says "canceled" (or "max. resource limit exceeded") when the rlimit runs out; nothing
      // else cancels a query that was not stopped.
      if (r.reason.find("cancel") != std::string::npos ||
          r.reason.find("resource") != std::string::npos)
        r.reason = "resource limit (rlimit " + std::to_string(opts.rlimit) + ")";
      break;
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

ProofResult prove(z3::context& ctx, const std::vector<z3::expr>& hyps, const z3::expr& goal,
                  const z3::expr_vector& vars, const ProofOptions& opts) {
  z3::expr_vector a(ctx);
  for (const auto& h : hyps) a.push_back(h);
  a.push_back(!goal);
  return check_unsat(ctx, a, vars, opts);
}

}  // namespace detail
std::string z3_version() {
  unsigned major = 0, minor = 0, build = 0, revision = 0;
  Z3_get_version(&major, &minor, &build, &revision);
  return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(build);
}

}  // namespace cc::proofs
