// collcheck synth (docs/synth.md): reads the request, runs synth::synthesize, writes the schedule
// (--emit-schedule) and the certificate (--emit-smt2), prints the answer.
//
// Exit codes as everywhere (README, "Exit codes"): 0 the optimum found and proved; 3 a schedule
// without a proof of optimality, or none within the budget (inconclusive); 2 bad input; 4 the
// executor rejected the solver's schedule (an encoding defect, never a result).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <mutex>
#include <iostream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <tuple>
#include <vector>

#include "app/commands.hpp"
#include "app/options.hpp"
#include "checkers/context.hpp"
#include "proofs/detail/query_writer.hpp"
#include "proofs/engine.hpp"
#include "spec/core/deadline.hpp"
#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"
#include "synth/synth.hpp"

namespace cc::app {

namespace {

struct Parsed {
  synth::Request req;
};

// The point's integers, each key once, every key one of `keys`.
std::map<std::string, std::uint64_t> point_values(const std::string& point,
                                                  const std::vector<std::string>& keys,
                                                  const std::vector<std::string>& optional,
                                                  const std::string& model) {
  const Fields pt = parse_case(point, "--point");
  std::map<std::string, std::uint64_t> v;
  std::string list;
  for (std::size_t i = 0; i < keys.size(); ++i)
    list += (i ? (i + 1 == keys.size() ? " and " : ", ") : "") + keys[i];
  for (const auto& f : pt) {
    const auto* i = std::get_if<std::int64_t>(&f.value);
    if (!i) throw UsageError("--point: " + f.key + " must be an integer");
    if (std::find(keys.begin(), keys.end(), f.key) == keys.end() &&
        std::find(optional.begin(), optional.end(), f.key) == optional.end())
      throw UsageError("--point: the " + model + " parameters are " + list +
                       (optional.empty() ? std::string()
                        : optional.front() == "R" ? " (and R, the slots per PE of the window class)"
                                                  : " (and " + optional.front() + ", the items per PE)") +
                       ", not '" + f.key + "'");
    if (v.count(f.key)) throw UsageError("--point gives " + f.key + " twice");
    v[f.key] = static_cast<std::uint64_t>(*i);
  }
  for (const auto& key : keys)
    if (!v.count(key)) throw UsageError("--point must give " + list + " (missing " + key + ")");
  return v;
}

void check_planted(const SynthArgs& a, const std::vector<std::string>& plants) {
  if (!a.planted.empty() && std::find(plants.begin(), plants.end(), a.planted) == plants.end()) {
    std::string list;
    for (std::size_t i = 0; i < plants.size(); ++i)
      list += (i ? (i + 1 == plants.size() ? " or " : ", ") : "") + plants[i];
    throw UsageError("--planted must be " + list + " (" + a.model + " " + a.collective + "), got '" +
                     a.planted + "'");
  }
}

// halfduplex: the least communication steps of a prefix of n operands on p PEs (docs/synth.md,
// "Half-duplex"): p^2 T message variables, and a document of about n operations.
Parsed parse_halfduplex(const SynthArgs& a) {
  Parsed p;
  synth::Request& r = p.req;
  if (a.collective != "prefix")
    throw UsageError("--collective must be prefix (halfduplex, this version), got '" + a.collective + "'");
  r.model = a.model;
  r.collective = a.collective;
  auto v = point_values(a.point, {"n", "p"}, {}, "halfduplex model's");
  const auto in = [&](const char* key, std::uint64_t lo, std::uint64_t hi) {
    if (v[key] < lo || v[key] > hi)
      throw UsageError(std::string("--point: ") + key + " must be in [" + std::to_string(lo) + ", " +
                       std::to_string(hi) + "] (synth's limit), got " + std::to_string(v[key]));
    return static_cast<std::uint32_t>(v[key]);
  };
  r.n = in("n", 1, 4096);
  r.P = in("p", 1, 32);
  if (!a.max_steps.empty())
    r.max_steps = static_cast<std::uint32_t>(
        parse_uint({"max-steps", "", 1, 256u, "synth's limit"}, a.max_steps));
  r.opts.rlimit = a.rlimit.empty() ? 200'000'000 : parse_rlimit(a.rlimit);
  r.opts.solver = parse_solver(a.solver, a.cross_check);
  check_planted(a, {"drop-half-duplex"});
  r.planted = a.planted;
  if (!a.emit_schedule.empty()) require_writable("--emit-schedule", a.emit_schedule);
  return p;
}

// The hypercube and the EREW pram of Ohtaki's slides (synth/groupops.cpp): --point 'N=..[,R=..]'.
Parsed parse_groupops(const SynthArgs& a) {
  Parsed p;
  synth::Request& r = p.req;
  const bool cube = a.model == "hypercube";
  const std::vector<std::string> colls = cube ? std::vector<std::string>{"broadcast", "reduce", "prefix", "allreduce"}
                                              : std::vector<std::string>{"reduce", "prefix", "allreduce"};
  if (std::find(colls.begin(), colls.end(), a.collective) == colls.end())
    throw UsageError(cube ? "--collective must be broadcast, reduce, prefix or allreduce (hypercube, this version), got '" +
                                a.collective + "'"
                          : "--collective must be reduce, prefix or allreduce (pram, this version), got '" +
                                a.collective + "'");
  r.model = a.model;
  r.collective = a.collective;
  auto v = point_values(a.point, {"N"}, {"R"}, a.model + " model's");
  // The window query grows with N^2 T (pram: N^2 T cell accesses) and with the slots squared.
  const auto in = [&](const char* key, std::uint64_t lo, std::uint64_t hi) {
    if (v[key] < lo || v[key] > hi)
      throw UsageError(std::string("--point: ") + key + " must be in [" + std::to_string(lo) + ", " +
                       std::to_string(hi) + "] (synth's limit), got " + std::to_string(v[key]));
    return static_cast<std::uint32_t>(v[key]);
  };
  r.n = in("N", 1, cube ? 64 : 32);
  if (v.count("R")) r.regs = in("R", 1, 4);
  if (!a.max_steps.empty())
    r.max_steps = static_cast<std::uint32_t>(parse_uint({"max-steps", "", 1, 256u, "synth's limit"}, a.max_steps));
  r.opts.rlimit = a.rlimit.empty() ? 200'000'000 : parse_rlimit(a.rlimit);
  r.opts.solver = parse_solver(a.solver, a.cross_check);
  check_planted(a, {"drop-adjacent"});
  r.planted = a.planted;
  if (!a.emit_schedule.empty()) require_writable("--emit-schedule", a.emit_schedule);
  return p;
}

// LogP prefix and allreduce, one operand per PE (synth/logp.cpp, group()): --point
// 'P=..,L=..,o=..,g=..', the least completion time.
Parsed parse_logp_group(const SynthArgs& a) {
  Parsed p;
  synth::Request& r = p.req;
  r.model = a.model;
  r.collective = a.collective;
  auto v = point_values(a.point, {"P", "L", "o", "g"}, {}, "logp model's");
  // The window class has P^2 T max{g, o} message variables and P^2 T window bits.
  for (const auto& [key, lo, hi] : std::vector<std::tuple<const char*, std::uint64_t, std::uint64_t>>{
           {"P", 1, 16}, {"L", 1, 16}, {"o", 1, 16}, {"g", 1, 16}})
    if (v[key] < lo || v[key] > hi)
      throw UsageError(std::string("--point: ") + key + " must be in [" + std::to_string(lo) + ", " +
                       std::to_string(hi) + "] (synth's limit for logp " + a.collective + "), got " +
                       std::to_string(v[key]));
  r.P = static_cast<std::uint32_t>(v["P"]);
  r.L = static_cast<std::int64_t>(v["L"]);
  r.o = static_cast<std::int64_t>(v["o"]);
  r.g = static_cast<std::int64_t>(v["g"]);
  r.max_steps = 1024;
  if (!a.max_steps.empty())
    r.max_steps = static_cast<std::uint32_t>(
        parse_uint({"max-steps", "", 1, 4096u, "synth's limit"}, a.max_steps));
  r.opts.rlimit = a.rlimit.empty() ? 200'000'000 : parse_rlimit(a.rlimit);
  r.opts.solver = parse_solver(a.solver, a.cross_check);
  if (!a.planted.empty() && a.planted != "drop-adjacent")
    throw UsageError("--planted must be drop-adjacent (logp " + a.collective + "), got '" + a.planted + "'");
  r.planted = a.planted;
  if (!a.emit_schedule.empty()) require_writable("--emit-schedule", a.emit_schedule);
  return p;
}

Parsed parse(const SynthArgs& a) {
  Parsed p;
  synth::Request& r = p.req;
  if (a.model == "logp" && (a.collective == "prefix" || a.collective == "allreduce"))
    return parse_logp_group(a);
  if (a.model == "hypercube" || a.model == "pram") return parse_groupops(a);
  if (a.model == "halfduplex") return parse_halfduplex(a);
  if (a.model != "postal" && a.model != "logp")
    throw UsageError("--model: this version synthesizes on the postal, logp, halfduplex, hypercube and pram "
                     "models, got '" + a.model + "'");
  const bool logp = a.model == "logp";
  if (logp ? a.collective != "broadcast" && a.collective != "reduce"
           : a.collective != "broadcast" && a.collective != "prefix" && a.collective != "reduce" &&
                 a.collective != "allreduce")
    throw UsageError(logp ? "--collective must be broadcast, reduce, prefix or allreduce (logp, this version), got '" +
                                a.collective + "'"
                          : "--collective must be broadcast, reduce, prefix or allreduce (postal, this version), got '" +
                                a.collective + "'");
  r.model = a.model;
  r.collective = a.collective;
  const bool sum = logp && a.collective == "reduce";
  auto v = point_values(a.point,
                        !logp  ? std::vector<std::string>{"n", "k", "lambda"}
                        : sum  ? std::vector<std::string>{"P", "L", "o", "g", "T"}
                               : std::vector<std::string>{"P", "L", "o", "g"},
                        logp ? std::vector<std::string>{} : std::vector<std::string>{"m"},
                        logp ? std::string(sum ? "logp summation's" : "logp model's")
                             : std::string("postal model's"));
  // Each bounded model check grows with the square of the PEs times the horizon (broadcast:
  // P^2 T sends; summation, the cone encoding: P^2 T messages, P T^2 combine pairings, a
  // cardinality constraint of about P T by P T): the limits keep a query within memory; the
  // solver's time, not memory, bounds the summation's reach well inside them (docs/synth.md).
  const auto in = [&](const char* key, std::uint64_t lo, std::uint64_t hi) {
    if (v[key] < lo || v[key] > hi)
      throw UsageError(std::string("--point: ") + key + " must be in [" + std::to_string(lo) + ", " +
                       std::to_string(hi) + "] (synth's limit), got " + std::to_string(v[key]));
    return static_cast<std::uint32_t>(v[key]);
  };
  if (logp) {
    r.P = in("P", 1, sum ? 16 : 64);
    r.L = in("L", 1, 64);
    r.o = in("o", sum ? 1 : 0, 64);
    r.g = in("g", 1, 64);
    if (sum) r.T = in("T", 0, 64);
    r.max_steps = 1024;
  } else {
    r.n = in("n", 1, 64);
    r.k = in("k", 1, 64);
    r.lambda = in("lambda", 1, 64);
    if (v.count("m")) {
      // m items: n^2 m T Boolean sends; MPI's count, one item per message. Prefix, allreduce and
      // reduce add n m T integer windows (allreduce, reduce: two each) to the query.
      if (r.collective == "broadcast") {
        r.m = in("m", 1, 64);
      } else {
        r.m = in("m", 1, synth::kMItemsMaxM);
        if (r.n > synth::kMItemsMaxN)
          throw UsageError("--point: n must be in [1, " + std::to_string(synth::kMItemsMaxN) +
                           "] for " + r.collective + " of m items (synth's limit), got " +
                           std::to_string(r.n));
      }
    }
  }
  if (!a.max_steps.empty()) {
    if (sum) throw UsageError("--max-steps: the logp summation asks for one T (--point's T)");
    r.max_steps = static_cast<std::uint32_t>(
        parse_uint({"max-steps", "", 1, logp ? 4096u : 256u, "synth's limit"}, a.max_steps));
  }
  r.opts.rlimit = a.rlimit.empty() ? 200'000'000 : parse_rlimit(a.rlimit);
  r.opts.solver = parse_solver(a.solver, a.cross_check);
  const std::vector<std::string> plants =
      !logp && r.m > 0 && a.collective != "broadcast" ? std::vector<std::string>{"drop-pair", "drop-adjacent"}
      : !logp ? (a.collective == "allreduce" ? std::vector<std::string>{"drop-adjacent"}
                                           : std::vector<std::string>{"drop-ports", "drop-pair", "drop-holder"})
      : sum ? std::vector<std::string>{"early-receive"}
            : std::vector<std::string>{"drop-gap"};
  if (!a.planted.empty() && std::find(plants.begin(), plants.end(), a.planted) == plants.end()) {
    std::string list;
    for (std::size_t i = 0; i < plants.size(); ++i)
      list += (i ? (i + 1 == plants.size() ? " or " : ", ") : "") + plants[i];
    throw UsageError("--planted must be " + list + " (" + a.model + " " + a.collective + "), got '" +
                     a.planted + "'");
  }
  if ((a.planted == "drop-pair" || a.planted == "drop-holder") && r.m == 0)
    throw UsageError("--planted " + a.planted + " plants a defect of the m-item encoding: give m in --point");
  r.planted_drop_ports = !logp && a.planted == "drop-ports";
  const bool mitems = !logp && r.m > 0 && a.collective != "broadcast";  // r.planted carries the plant
  r.planted_drop_pair = !mitems && a.planted == "drop-pair";
  r.planted_drop_holder = a.planted == "drop-holder";
  if (logp || a.collective == "allreduce" || mitems) r.planted = a.planted;
  if (!a.emit_schedule.empty()) require_writable("--emit-schedule", a.emit_schedule);
  return p;
}

}  // namespace

void check_synth_args(const SynthArgs& a) { (void)parse(a); }

int cmd_synth(const SynthArgs& a) {
  Parsed p = parse(a);
  synth::Request& r = p.req;
  std::uint64_t timeout_s = 0;
  if (!a.timeout.empty()) {
    try {
      timeout_s = parse_uint({"timeout", "", 1, kMaxTimeout, "one week"}, a.timeout);
    } catch (const UsageError&) {
      throw UsageError("--timeout must be whole seconds, an integer in [1, " +
                       std::to_string(kMaxTimeout) + "] (one week), got '" + a.timeout + "'");
    }
  }
  if (!a.emit_smt2.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(a.emit_smt2, ec);
    if (!std::filesystem::is_directory(a.emit_smt2, ec))
      throw UsageError("--emit-smt2: cannot create directory '" + a.emit_smt2 + "'");
    require_writable_directory("--emit-smt2", a.emit_smt2);
    r.opts.emit_dir = a.emit_smt2;
    proofs::set_query_writer([](const std::string& path, const std::string& text) {
      write_file(path, text, "--emit-smt2");
    });
  }
  const bool logp = r.model == "logp", sum = logp && r.collective == "reduce";
  const bool hd = r.model == "halfduplex";
  if (hd)
    std::cout << "collcheck synth: halfduplex prefix (the least communication steps) at n=" << r.n
              << ",p=" << r.P << std::endl;
  else if (r.model == "hypercube" || r.model == "pram")
    std::cout << "collcheck synth: " << r.model << " " << r.collective << " at N=" << r.n
              << (r.regs ? ",R=" + std::to_string(r.regs) : std::string()) << std::endl;
  else if (logp)
    std::cout << "collcheck synth: logp " << (sum ? "reduce (summation: the most operands on PE 0 by T)" : r.collective + " (the least time)")
              << " at P=" << r.P << ",L=" << r.L << ",o=" << r.o << ",g=" << r.g
              << (sum ? ",T=" + std::to_string(r.T) : std::string()) << std::endl;
  else
    std::cout << "collcheck synth: " << r.model << " " << r.collective << " at n=" << r.n << ",k=" << r.k
              << ",lambda=" << r.lambda << (r.m ? ",m=" + std::to_string(r.m) : std::string())
              << std::endl;
  // An earlier run's schedule must not survive this one looking current (written only when this
  // run finds one).
  remove_earlier_output(a.emit_schedule);
  synth::Answer ans;
  // The lines of the search as they come: with --timeout, the last "T = ..: unsat" says how far
  // the search got.
  std::string last_line;
  std::mutex line_mutex;  // last_line is read by the deadline's thread on an overrun
  {
    // --timeout: the search runs in a stop scope that the deadline stops (its solver queries are
    // interrupted); Ctrl-C and SIGTERM stop the whole run as everywhere (Interrupted, 128 + signal).
    StopScope scope;
    const StopScope::Enter enter(&scope);
    // A query that does not see the interrupt (Z3 inside some of its preprocessing, on a large
    // encoding, keeps going and growing) must not hold the run past its --timeout: 5 s after the
    // time ran out the verdict is printed from the deadline's thread and the process ends, as the
    // signal watcher ends a run that does not stop (app/cli.cpp). No file has been written: they
    // are written after the search.
    Deadline deadline(scope, static_cast<double>(timeout_s), [timeout_s, &last_line, &line_mutex] {
      const std::lock_guard<std::mutex> lock(line_mutex);
      std::cout << "  inconclusive: stopped at --timeout " << timeout_s << " s (the solver's query "
                << "did not stop within 5 s of its interrupt: ended)"
                << (last_line.empty() ? std::string("; before the first query was answered")
                                      : "; the last answer: " + last_line)
                << std::endl;
      std::fflush(nullptr);
      std::_Exit(3);
    }, 5.0);
    try {
      ans = synth::synthesize(r, [&last_line, &line_mutex](const std::string& line) {
        const std::lock_guard<std::mutex> lock(line_mutex);
        last_line = line;
        std::cout << "  " << line << std::endl;
      });
    } catch (const Interrupted&) {
      if (stop_requested() || !deadline.expired()) throw;
      std::cout << "  inconclusive: stopped at --timeout " << timeout_s << " s"
                << (last_line.empty() ? std::string(" before the first query was answered")
                                      : "; the last answer: " + last_line)
                << "\n";
      return 3;
    } catch (const std::runtime_error& e) {
      std::cerr << "collcheck: internal error: " << e.what() << "\n";
      return 4;
    }
    if (deadline.expired() && ans.kind == synth::Answer::Kind::none_within) {
      std::cout << "  inconclusive: stopped at --timeout " << timeout_s << " s; " << ans.proof << "\n";
      return 3;
    }
  }
  if (stop_requested()) throw Interrupted();
  const std::string unit = sum ? " operands" : logp ? "" : hd ? " communication steps" : " steps";
  std::cout << "  lower bound: " << (logp && !sum ? "time " : "") << ans.lower << unit << " ("
            << ans.lower_source << ")\n";
  if (ans.kind == synth::Answer::Kind::none_within) {
    std::cout << "  inconclusive: " << ans.proof << "\n";
    if (hd && ans.steps > 0)
      std::cout << "  reached: T = " << ans.steps << " (every T below it proved impossible)\n";
    return 3;
  }
  if (sum)
    std::cout << "  schedule: " << ans.operands << " operands by T = " << ans.steps << ", " << ans.replay << "\n";
  else if (logp)
    std::cout << "  schedule: time " << ans.steps << ", " << ans.replay << "\n";
  else
    std::cout << "  schedule: " << ans.steps << unit << ", " << ans.replay << "\n";
  if (!ans.compare.empty()) std::cout << "  compared: " << ans.compare << "\n";
  if (!a.emit_schedule.empty()) {
    write_file(a.emit_schedule, nlohmann::ordered_json::parse(ans.document).dump(1) + "\n",
               "--emit-schedule");
    std::cout << "  written: " << a.emit_schedule << " (collcheck verify " << a.emit_schedule << ")\n";
  }
  if (!a.emit_smt2.empty()) {
    nlohmann::json files = nlohmann::json::array();
    for (const auto& q : proofs::emitted())
      files.push_back({{"file", q.file}, {"status", q.status}, {"obligation", q.obligation},
                       {"sat_means", q.sat_means}, {"unsat_means", q.unsat_means}});
    write_file((std::filesystem::path(a.emit_smt2) / "manifest.json").string(),
               nlohmann::json{{"tool", "collcheck synth"}, {"queries", files}}.dump(2) + "\n",
               "--emit-smt2");
    for (const auto& q : proofs::emitted())
      std::cout << "  certificate: " << (std::filesystem::path(a.emit_smt2) / q.file).string()
                << " (:status " << q.status << ")\n";
  }
  const std::string what = sum ? std::to_string(ans.operands) + " operands by T = " + std::to_string(ans.steps)
                           : logp ? "time " + std::to_string(ans.steps)
                                  : std::to_string(ans.steps) + unit;
  if (ans.kind == synth::Answer::Kind::optimal) {
    std::cout << "  optimal: " << what << "; " << ans.proof << "\n";
    return 0;
  }
  std::cout << "  inconclusive: " << what << " found; " << ans.proof << "\n";
  return 3;
}

}  // namespace cc::app
