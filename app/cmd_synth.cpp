// collcheck synth (docs/synth.md): reads the request, runs synth::synthesize, writes the schedule
// (--emit-schedule) and the certificate (--emit-smt2), prints the answer.
//
// Exit codes as everywhere (README, "Exit codes"): 0 the optimum found and proved; 3 a schedule
// without a proof of optimality, or none within the budget (inconclusive); 2 bad input; 4 the
// executor rejected the solver's schedule (an encoding defect, never a result).
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "app/commands.hpp"
#include "app/options.hpp"
#include "proofs/detail/query_writer.hpp"
#include "proofs/engine.hpp"
#include "spec/core/usage_error.hpp"
#include "synth/synth.hpp"

namespace cc::app {

namespace {

struct Parsed {
  synth::Request req;
};

Parsed parse(const SynthArgs& a) {
  Parsed p;
  synth::Request& r = p.req;
  if (a.model != "postal")
    throw UsageError("--model: this version synthesizes on the postal model only, got '" + a.model + "'");
  if (a.collective != "broadcast" && a.collective != "prefix" && a.collective != "reduce")
    throw UsageError("--collective must be broadcast, reduce or prefix (postal, this version), got '" +
                     a.collective + "'");
  r.model = a.model;
  r.collective = a.collective;
  const Fields pt = parse_case(a.point);
  std::map<std::string, std::uint64_t> v;
  for (const auto& f : pt) {
    const auto* i = std::get_if<std::int64_t>(&f.value);
    if (!i) throw UsageError("--point: " + f.key + " must be an integer");
    if (f.key != "n" && f.key != "k" && f.key != "lambda" && f.key != "m")
      throw UsageError("--point: the postal model's parameters are n, k and lambda (and m, the "
                       "items per PE), not '" + f.key + "'");
    if (v.count(f.key)) throw UsageError("--point gives " + f.key + " twice");
    v[f.key] = static_cast<std::uint64_t>(*i);
  }
  for (const char* key : {"n", "k", "lambda"})
    if (!v.count(key)) throw UsageError(std::string("--point must give n, k and lambda (missing ") + key + ")");
  // The bounded model check has n^2 T Boolean sends: n <= 64 keeps a query within memory.
  const auto in = [&](const char* key, std::uint64_t lo, std::uint64_t hi) {
    if (v[key] < lo || v[key] > hi)
      throw UsageError(std::string("--point: ") + key + " must be in [" + std::to_string(lo) + ", " +
                       std::to_string(hi) + "] (synth's limit), got " + std::to_string(v[key]));
    return static_cast<std::uint32_t>(v[key]);
  };
  r.n = in("n", 1, 64);
  r.k = in("k", 1, 64);
  r.lambda = in("lambda", 1, 64);
  if (v.count("m")) {
    // m items: n^2 m T Boolean sends; MPI's count, one item per message.
    if (r.collective != "broadcast")
      throw UsageError("--point: m (items per PE) is synthesized for --collective broadcast only "
                       "(this version), got " + r.collective);
    r.m = in("m", 1, 64);
  }
  if (!a.max_steps.empty())
    r.max_steps = static_cast<std::uint32_t>(
        parse_uint({"max-steps", "", 1, 256, "synth's limit"}, a.max_steps));
  r.opts.rlimit = a.rlimit.empty() ? 200'000'000 : parse_rlimit(a.rlimit);
  r.opts.solver = parse_solver(a.solver, a.cross_check);
  if (!a.planted.empty() && a.planted != "drop-ports" && a.planted != "drop-pair" &&
      a.planted != "drop-holder")
    throw UsageError("--planted must be drop-ports, drop-pair or drop-holder, got '" + a.planted + "'");
  if ((a.planted == "drop-pair" || a.planted == "drop-holder") && r.m == 0)
    throw UsageError("--planted " + a.planted + " plants a defect of the m-item encoding: give m in --point");
  r.planted_drop_ports = a.planted == "drop-ports";
  r.planted_drop_pair = a.planted == "drop-pair";
  r.planted_drop_holder = a.planted == "drop-holder";
  if (!a.emit_schedule.empty()) require_writable("--emit-schedule", a.emit_schedule);
  return p;
}

}  // namespace

void check_synth_args(const SynthArgs& a) { (void)parse(a); }

int cmd_synth(const SynthArgs& a) {
  Parsed p = parse(a);
  synth::Request& r = p.req;
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
  std::cout << "collcheck synth: " << r.model << " " << r.collective << " at n=" << r.n << ",k=" << r.k
            << ",lambda=" << r.lambda << (r.m ? ",m=" + std::to_string(r.m) : std::string())
            << std::endl;
  synth::Answer ans;
  try {
    ans = synth::synthesize(r, [](const std::string& line) { std::cout << "  " << line << std::endl; });
  } catch (const std::runtime_error& e) {
    std::cerr << "collcheck: internal error: " << e.what() << "\n";
    return 4;
  }
  std::cout << "  lower bound: " << ans.lower << " steps (" << ans.lower_source << ")\n";
  if (ans.kind == synth::Answer::Kind::none_within) {
    std::cout << "  inconclusive: " << ans.proof << "\n";
    return 3;
  }
  std::cout << "  schedule: " << ans.steps << " steps, " << ans.replay << "\n";
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
    write_file(a.emit_smt2 + "/manifest.json",
               nlohmann::json{{"tool", "collcheck synth"}, {"queries", files}}.dump(2) + "\n",
               "--emit-smt2");
    for (const auto& q : proofs::emitted())
      std::cout << "  certificate: " << a.emit_smt2 << "/" << q.file << " (:status " << q.status << ")\n";
  }
  if (ans.kind == synth::Answer::Kind::optimal) {
    std::cout << "  optimal: " << ans.steps << " steps; " << ans.proof << "\n";
    return 0;
  }
  std::cout << "  inconclusive: " << ans.steps << " steps found; " << ans.proof << "\n";
  return 3;
}

}  // namespace cc::app
