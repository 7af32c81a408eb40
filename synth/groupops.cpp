// collcheck synth on the hypercube and the EREW PRAM of Ohtaki's slides (synth/synth.hpp,
// docs/synth.md "Hypercube and EREW PRAM"). The search starts at a proven lower bound (hypercube:
// Lin and Yeh's Theorem 1 at k = 1, lambda = 1, ceil(log2 N); pram: the information count,
// min{T | F(T + 1) >= N}) and asks the window-class query of proofs/groupops_bmc.hpp for T = bound,
// bound + 1, ...; the first sat answer is decoded into a schedule document and replayed on the
// executor `verify` uses (legal, correct on the interval witness, exactly T steps, or exit 4). The
// certificate is the information-flow query at T - 1 over every schedule of the model: unsat
// proves T optimal; sat means the class needed more than the count excludes: inconclusive.
#include <optional>
#include <sstream>
#include <tuple>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "proofs/groupops_bmc.hpp"
#include "spec/algorithms/groupops_procedures.hpp"
#include "spec/core/stop.hpp"
#include "spec/schedule/document.hpp"
#include "spec/schedule/hypercube_emit.hpp"
#include "spec/schedule/pram_emit.hpp"
#include "synth/search.hpp"
#include "synth/synth.hpp"

namespace cc::synth {

namespace {

using json = nlohmann::ordered_json;

proofs::GroupCollective coll_of(const std::string& c) {
  if (c == "broadcast") return proofs::GroupCollective::broadcast;
  if (c == "reduce") return proofs::GroupCollective::reduce;
  if (c == "prefix") return proofs::GroupCollective::prefix;
  if (c == "allreduce") return proofs::GroupCollective::allreduce;
  throw std::invalid_argument("synth: no collective '" + c + "' on the hypercube or pram");
}

std::string slot_reg(std::uint32_t r) { return r == 0 ? "c" : "s" + std::to_string(r); }

// The document of a window-class schedule (proofs/groupops_bmc.hpp) of R slots.
std::string window_document(const Request& r, std::uint32_t R, const std::vector<proofs::WindowStep>& steps) {
  const bool cube = r.model == "hypercube";
  const std::uint32_t N = r.n;
  std::vector<std::vector<bool>> valid(N, std::vector<bool>(R, false));
  for (std::uint32_t i = 0; i < N; ++i) valid[i][0] = r.collective != "broadcast" || i == 0;
  const auto piece = [&](int p) {
    const auto u = static_cast<std::uint32_t>(p);
    return u < R ? slot_reg(u) : cube ? "m" + std::to_string(u - R) : std::string("t");
  };
  json out = json::array();
  for (const auto& st : steps) {
    json s = json::object();
    if (cube) {
      s["dim"] = st.dim;
      json send = json::array(), recv = json::array();
      for (std::uint32_t i = 0; i < N; ++i) {
        const std::uint32_t j = i ^ (1u << st.dim);
        if (j >= N) continue;
        json regs = json::array(), into = json::array();
        for (std::uint32_t q = 0; q < R; ++q)
          if (valid[i][q]) regs.push_back(slot_reg(q)), into.push_back("m" + std::to_string(q));
        if (regs.empty()) continue;
        send.push_back({{"from", i}, {"to", j}, {"regs", regs}});
        recv.push_back({{"at", j}, {"from", i}, {"regs", into}});
      }
      if (!send.empty()) s["send"] = send, s["recv"] = recv;
    } else {
      json rd = json::array(), wr = json::array();
      for (std::uint32_t i = 0; i < N; ++i) {
        for (auto x : st.read[i]) rd.push_back({{"pe", i}, {"cell", x}, {"reg", "t"}});
        for (auto x : st.write[i]) wr.push_back({{"pe", i}, {"cell", x}, {"reg", slot_reg(st.wslot[i])}});
      }
      if (!rd.empty()) s["read"] = rd;
      if (!wr.empty()) s["write"] = wr;
    }
    json ops = json::array();
    for (std::uint32_t i = 0; i < N; ++i) {
      std::vector<std::uint32_t> changed;
      for (std::uint32_t q = 0; q < R; ++q) {
        const auto& c = st.choice[i][q];
        if (c.p < 0 || !st.valid[i][q]) continue;
        json args = json::array({piece(c.p)});
        if (c.q >= 0) args.push_back(piece(c.q));
        if (c.u >= 0) args.push_back(piece(c.u));
        ops.push_back({{"pe", i}, {"dst", "n" + std::to_string(q)}, {"args", args}});
        changed.push_back(q);
      }
      for (auto q : changed) ops.push_back({{"pe", i}, {"dst", slot_reg(q)}, {"args", {"n" + std::to_string(q)}}});
    }
    if (!ops.empty()) s["ops"] = ops;
    out.push_back(s);
    valid = st.valid;
  }
  json doc = {{"format", "collcheck-schedule/1"},
              {"name", "synth-" + r.model + "-" + r.collective},
              {"model", {{"name", r.model}, {"N", N}}},
              {"collective", {{"kind", r.collective}}},
              {"steps", out}};
  return doc.dump();
}

std::string replay_doc(const std::string& document, std::uint32_t T, const std::string& model) {
  const schedule::Verdicts v = schedule::run_document_text(document);
  if (v.illegal || v.incorrect || v.count != T)
    throw std::runtime_error("synth: the executor rejects the solver's schedule of " +
                             std::to_string(T) + " steps (" +
                             (v.illegal ? "illegal: " + to_text(*v.illegal)
                                        : v.incorrect ? "incorrect: " + to_text(*v.incorrect)
                                                      : std::to_string(v.count) + " steps") +
                             "): the encoding is wrong, no result is reported");
  return "legal, correct, " + std::to_string(T) + " steps on the " + model + " executor";
}

}  // namespace

std::pair<std::uint32_t, std::string> groupops_lower_bound(const std::string& model, std::uint32_t N) {
  if (model == "hypercube")
    return {proofs::cube_dims(N),
            "Lin and Yeh, Theorem 1 at k = 1, lambda = 1: ceil(log2 N) = " +
                std::to_string(proofs::cube_dims(N)) + ", verify's hypercube bound"};
  return {proofs::pram_flow_bound(N),
          "the EREW information count: after t steps a PE depends on at most F(t + 1) operands "
          "(Fibonacci), min{T | F(T + 1) >= N} = " + std::to_string(proofs::pram_flow_bound(N))};
}

SlidesCount slides_count(const std::string& model, const std::string& collective, std::uint32_t N) {
  using namespace groupops;
  const auto N64 = static_cast<std::int64_t>(N);
  const auto run = [&](const std::string& proc) -> std::pair<std::uint64_t, bool> {
    std::ostringstream doc;
    const std::string kind = proc == "reduction" ? "reduce" : proc;
    const std::string name = (model == "hypercube" ? "cube-" : "pram-") + proc;
    if (model == "hypercube") {
      const auto plan = proc == "broadcast"   ? cube_broadcast_plan(N64)
                        : proc == "reduction" ? cube_reduction_plan(N64, Planted::none, true)
                                              : cube_prefix_plan(N64, false, Planted::none, true);
      schedule::emit_hypercube(doc, N64, plan, cube_registers(), kind, name, "the slides' procedure");
    } else {
      const int c = ceil_log2(N64);
      const auto its = proc == "broadcast"   ? broadcast_loops(N64, c, true)
                       : proc == "reduction" ? reduction_loops(N64, c, true)
                                             : prefix_loops(N64, c, false);
      schedule::emit_pram(doc, N64, its, kind, name, "the slides' procedure");
    }
    const auto v = schedule::run_document_text(doc.str());
    return {v.count, !v.illegal && !v.incorrect};
  };
  SlidesCount s;
  const std::string pre = model == "hypercube" ? "Cube_" : "";
  if (collective == "prefix") {
    std::tie(s.steps, s.correct) = run("prefix");
    s.what = model == "hypercube" ? "Cube_Prefix_Sum (operand order corrected)" : "Prefix (operand order corrected)";
  } else if (collective == "reduce") {
    std::tie(s.steps, s.correct) = run("reduction");
    s.what = pre + "Reduction";
  } else if (collective == "broadcast") {
    std::tie(s.steps, s.correct) = run("broadcast");
    s.what = pre + "Broadcast";
  } else {
    const auto a = run("reduction"), b = run("broadcast");
    s.steps = a.first + b.first;
    s.correct = a.second && b.second;
    s.what = pre + "Reduction then " + pre + "Broadcast (" + std::to_string(a.first) + " + " +
             std::to_string(b.first) + " steps; the slides give no allreduce)";
  }
  return s;
}

Answer synthesize_groupops(const Request& r, const std::function<void(const std::string&)>& progress) {
  const bool cube = r.model == "hypercube";
  const auto model = cube ? proofs::GroupModel::hypercube : proofs::GroupModel::pram;
  const auto coll = coll_of(r.collective);
  if (!cube && coll == proofs::GroupCollective::broadcast)
    throw std::invalid_argument("synth: no pram broadcast in this version");
  const std::uint32_t R = r.regs ? r.regs : 2;
  Answer a;
  std::tie(a.lower, a.lower_source) = groupops_lower_bound(r.model, r.n);
  const std::string tag = "synth_" + r.model + "_" + r.collective + "_N" + std::to_string(r.n) +
                          (r.regs ? "_R" + std::to_string(R) : std::string());
  const auto say = [&](const std::string& s) {
    a.tried.push_back(s);
    if (progress) progress(s);
  };
  const proofs::WindowPlant plant =
      r.planted == "drop-adjacent" ? proofs::WindowPlant::drop_adjacent : proofs::WindowPlant::none;
  const SlidesCount sl = slides_count(r.model, r.collective, r.n);
  std::optional<proofs::ProofResult> flow_below;  // the flow query's answer at T - 1, if asked
  std::vector<proofs::WindowStep> steps;          // the last sat answer's
  LeastSteps s;
  s.from = a.lower;
  s.to = r.max_steps;
  s.query = [&](std::uint32_t T) {
    proofs::ProofOptions o = r.opts;
    o.emit_dir.clear();  // only the certificate is exported
    o.name = tag + "_flow_T" + std::to_string(T);
    // The information count first (fast): unsat proves that no schedule of T steps exists, of
    // the class or not, and the window query at T is not asked. With a planted defect the window
    // query is asked at every T from the lower bound on, so that the defect can show.
    if (T > 0 && plant == proofs::WindowPlant::none) {
      const auto flow = proofs::flow_bmc(model, coll, r.n, T, o);
      if (should_stop()) throw Interrupted();
      if (flow.status == proofs::Status::proved) {
        flow_below = flow;
        return Probe{flow, "T = " + std::to_string(T) + " (information count, every schedule): " +
                               answer_text(flow)};
      }
      flow_below.reset();
    }
    o.name = tag + "_T" + std::to_string(T);
    auto res = proofs::window_bmc(model, coll, r.n, R, T, o, plant);
    steps = std::move(res.steps);
    return Probe{res.result, "T = " + std::to_string(T) + " (window class, " + std::to_string(R) +
                                 " slots): " + answer_text(res.result)};
  };
  s.decode = [&](std::uint32_t T) {
    a.compare = "the slides' " + sl.what + ": " + std::to_string(sl.steps) + " steps" +
                (sl.correct ? "" : " (not correct on the witness)") +
                (sl.steps == T ? ", equal" : sl.steps > T ? ", +" + std::to_string(sl.steps - T) : ", fewer");
    return window_document(r, R, steps);
  };
  s.replay = [&](const std::string& doc, std::uint32_t T) {
    return replay_doc(doc, T, cube ? "hypercube" : "pram");
  };
  s.certificate = [&](std::uint32_t T) {
    proofs::ProofOptions c = r.opts;
    c.name = tag + "_below_T" + std::to_string(T - 1);
    c.claim = "synth " + r.model + " " + r.collective;
    // Asked again only to be written (--emit-smt2) or if the search did not ask it at T - 1.
    const bool again = !flow_below || !r.opts.emit_dir.empty();
    const auto below = again ? proofs::flow_bmc(model, coll, r.n, T - 1, c) : *flow_below;
    return Probe{below, "certificate, information flow of every schedule in T - 1 = " +
                            std::to_string(T - 1) + " steps: " + answer_text(below) +
                            (again ? "" : " (the search's answer)")};
  };
  s.judge = [&](std::uint32_t T, const proofs::ProofResult& below, Answer& ans) {
    if (below.status == proofs::Status::proved) {
      ans.kind = Answer::Kind::optimal;
      ans.proof = "no schedule of " + std::to_string(T - 1) + " steps of the " + r.model +
                  (cube ? " (any registers, messages and combining)" : " (any registers, accesses and combining)") +
                  " lets " +
                  (coll == proofs::GroupCollective::prefix      ? "every PE i depend on operands 0..i"
                   : coll == proofs::GroupCollective::allreduce ? "every PE depend on every operand"
                   : coll == proofs::GroupCollective::reduce    ? "PE 0 depend on every operand"
                                                                 : "every PE depend on the root's value") +
                  " (" + answer_text(below) + "); every " + r.collective + " schedule does" +
                  (T == ans.lower ? "; and T = the lower bound"
                                  : "; " + std::to_string(T - ans.lower) + " over the lower bound");
    } else {
      ans.kind = Answer::Kind::unproved;
      ans.proof = below.status == proofs::Status::counterexample
                      ? "the window class (" + std::to_string(R) + " slots) needs " + std::to_string(T) +
                            " steps, and the information count does not exclude " +
                            std::to_string(T - 1) + " (" + answer_text(below) +
                            "): whether a schedule outside the class does it in " +
                            std::to_string(T - 1) + " is not decided"
                      : "the certificate query was not decided: " + answer_text(below);
    }
  };
  s.none_found = "no schedule of the window class of at most " + std::to_string(r.max_steps) + " steps found";
  least_steps(s, a, say);
  return a;
}

}  // namespace cc::synth
