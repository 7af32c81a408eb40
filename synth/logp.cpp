// collcheck synth on the LogP model (synth/synth.hpp, docs/synth.md "LogP").
//  - broadcast from PE 0: the least time T by which every PE holds PE 0's value. The bounded model
//    check of proofs/logp_bcast_bmc.hpp is asked for T = L + 2o (no PE other than 0 holds the
//    value sooner: a receive ends o + L + o after its send starts), L + 2o + 1, ..., on one
//    incremental encoding whose horizon is the paper's min{T | f_T >= P} (and further, up to
//    --max-steps, if no schedule is found by then: the paper's value only sizes the encoding);
//    the first sat T is decoded into a broadcast plan and run on the executor, and T - 1 is asked
//    again on its own encoding of horizon T - 1, the certificate. The answer is compared with
//    min{T | f_T >= P} (Shou and Chen, Theorems 1 and 2), which it must equal.
//  - reduce (summation, Shou and Chen section 3): the most operands that any program sums validly
//    into PE 0 by T. The candidate is collcheck's summation search's answer (spec/algorithms/
//    logp_sum_opt.hpp, the claims logp.sum.optimum_count and _time), only a candidate: the cone
//    encoding of proofs/logp_bmc.hpp (every program reduces to its class with no fewer operands
//    on PE 0; the header gives the argument) is asked "at least candidate" and "at least
//    candidate + 1" on one incremental solver. The first must be sat: its program is decoded and
//    replayed; the second, unsat, is the certificate over every program. Should the solver find
//    more than the candidate, the search goes up one sat model at a time (each count + 1 next)
//    until unsat; should it not reach the candidate, it goes up from T + 1 (PE 0 alone). The
//    answer is printed beside the search's, "equal" or "DIFFERS".
// Every schedule is written as a collcheck-schedule/1 logp document and run by the reader that
// verify uses; a rejection is an encoding defect (std::runtime_error, exit 4), never a result.
#include <algorithm>
#include <map>
#include <optional>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "proofs/logp_bcast_bmc.hpp"
#include "proofs/logp_bmc.hpp"
#include "proofs/logp_group_bmc.hpp"
#include "spec/algorithms/logp_broadcast.hpp"
#include "spec/algorithms/logp_sum_opt.hpp"
#include "spec/core/stop.hpp"
#include "spec/models/logp.hpp"
#include "spec/schedule/document.hpp"
#include "synth/synth.hpp"

namespace cc::synth {

namespace {

using json = nlohmann::ordered_json;
using logp::Pe;
using logp::Time;

std::string point_tag(const Request& r) {
  return "P" + std::to_string(r.P) + "_L" + std::to_string(r.L) + "_o" + std::to_string(r.o) +
         "_g" + std::to_string(r.g) + (r.T >= 0 ? "_T" + std::to_string(r.T) : "");
}

// A lowered schedule as a logp document; `operands`: the reduce's operand list (empty for a
// broadcast, whose only initial value is the root's c).
std::string document(const Request& r, const logp::Lowered& low, const std::string& kind,
                     const std::string& comment) {
  json model = {{"name", "logp"}, {"P", r.P}, {"L", r.L}, {"o", r.o}, {"g", r.g}};
  json coll = {{"kind", kind}, {"root", 0}};
  if (kind == "reduce") {
    json ops = json::array();
    for (const auto& x : low.initial) {
      if (x.value.lo != x.value.hi) throw std::logic_error("synth logp: an operand that is not single");
      ops.push_back({{"pe", x.pe}, {"reg", low.schedule.names[x.reg]}, {"operand", x.value.lo}});
    }
    coll["operands"] = ops;
  }
  json programs = json::array();
  const auto& s = low.schedule;
  for (std::size_t p = 0; p < s.program.size(); ++p) {
    if (s.program[p].empty()) continue;
    json ops = json::array();
    for (const auto& op : s.program[p]) {
      json e = {{"op", logp::to_string(op.kind)}, {"at", op.start}};
      if (op.kind == logp::OpKind::send) {
        e["to"] = op.peer;
        e["reg"] = s.names[op.reg];
      } else if (op.kind == logp::OpKind::recv) {
        e["from"] = op.peer;
        e["reg"] = s.names[op.reg];
      } else {
        e["dst"] = s.names[op.reg];
        json args = json::array();
        for (const auto a : op.args) args.push_back(s.names[a]);
        e["args"] = args;
      }
      ops.push_back(e);
    }
    programs.push_back({{"pe", p}, {"ops", ops}});
  }
  json doc = {{"format", "collcheck-schedule/1"},
              {"name", "synth-logp-" + kind},
              {"comment", comment},
              {"model", model},
              {"collective", coll},
              {"programs", programs}};
  return doc.dump();
}

[[noreturn]] void rejected(const std::string& what, const schedule::Verdicts& v) {
  throw std::runtime_error(
      "synth: the executor rejects the solver's schedule (" + what + "; " +
      (v.illegal ? "illegal: " + to_text(*v.illegal)
                 : v.incorrect ? "incorrect: " + to_text(*v.incorrect)
                               : "completes at " + std::to_string(v.count)) +
      "): the encoding is wrong, no result is reported");
}

Answer broadcast(const Request& r, const std::function<void(const std::string&)>& say_out) {
  Answer a;
  const auto say = [&](const std::string& s) {
    a.tried.push_back(s);
    if (say_out) say_out(s);
  };
  const proofs::LogpBcastPlant plant =
      r.planted == "drop-gap" ? proofs::LogpBcastPlant::drop_gap : proofs::LogpBcastPlant::none;
  const Time hop = r.L + 2 * r.o;
  a.lower = r.P == 1 ? 0 : static_cast<std::uint32_t>(hop);
  a.lower_source = r.P == 1 ? "one PE: nothing to send"
                            : "a PE other than 0 holds the value only at the end of a receive, "
                              "o + L + o after its message's send starts: L + 2o = " +
                                  std::to_string(hop);
  const Time ge = std::max(r.g, r.o);
  const Time paper = logp::min_time_linear(r.L, r.o, ge, r.P);
  const Time top = static_cast<Time>(r.max_steps);
  const std::string tag = "synth_logp_broadcast_" + point_tag(r);
  Time next = a.lower, H = std::min(top, std::max<Time>(paper, a.lower));
  std::optional<Time> found;
  std::vector<proofs::LogpBcastSend> sends;
  while (!found && next <= top) {
    std::vector<proofs::LogpBcastQuery> qs;
    for (Time T = next; T <= H; ++T) {
      proofs::ProofOptions o = r.opts;
      o.emit_dir.clear();
      o.name = tag + "_T" + std::to_string(T);
      qs.push_back({T, o});
    }
    const auto res = proofs::logp_bcast_bmc_each(r.P, r.L, r.o, r.g, H, qs, plant);
    if (should_stop()) throw Interrupted();
    for (std::size_t i = 0; i < res.size(); ++i) {
      const Time T = qs[i].T;
      say("T = " + std::to_string(T) + ": " + answer_text(res[i].result) +
          " (encoding of horizon " + std::to_string(H) + ")");
      if (res[i].result.status == proofs::Status::unknown) {
        a.proof = "the solver did not decide T = " + std::to_string(T) + " (" +
                  proofs::unknown_text(res[i].result) + "): no answer within the budget";
        return a;
      }
      if (res[i].result.status == proofs::Status::counterexample) {
        found = T;
        sends = res[i].sends;
        break;
      }
    }
    next = H + 1;
    H = std::min(top, 2 * H + 1);
  }
  if (!found) {
    a.proof =
        "no schedule with every PE informed by time " + std::to_string(top) + " (--max-steps)";
    return a;
  }
  const Time T = *found;
  logp::BroadcastPlan plan;
  plan.root = 0;
  for (const auto& s : sends) plan.sends.push_back({s.from, s.to, s.start});
  const logp::Params prm{r.L, r.o, r.g, r.P};
  const logp::Lowered low = logp::lower(logp::broadcast_schedule(prm, plan));
  a.document =
      document(r, low, "broadcast",
               "the least-time broadcast from PE 0 found by collcheck synth (" +
                   std::to_string(static_cast<std::int64_t>(plan.sends.size())) + " sends)");
  const schedule::Verdicts v = schedule::run_document_text(a.document);
  if (v.illegal || v.incorrect || static_cast<Time>(v.count) != T)
    rejected("every PE informed by " + std::to_string(T), v);
  a.steps = static_cast<std::uint32_t>(T);
  a.replay = "legal, correct, every PE holds the value by time " + std::to_string(T) +
             " on the logp executor";
  a.compare = "Shou and Chen's min{T | f_T >= P} = " + std::to_string(paper) +
              (ge != r.g ? " (with the gap max{g, o} = " + std::to_string(ge) + ")" : "") +
              (paper == T ? ": equal" : ": DIFFERS from the solver's answer");
  if (T == 0) {
    a.kind = Answer::Kind::optimal;
    a.proof = "time 0: nothing to prove";
    return a;
  }
  proofs::ProofOptions c = r.opts;
  c.name = tag + "_below_T" + std::to_string(T - 1);
  c.claim = "synth logp broadcast";
  const auto below = proofs::logp_bcast_bmc_each(r.P, r.L, r.o, r.g, T - 1, {{T - 1, c}}, plant);
  if (should_stop() || below.empty()) throw Interrupted();
  say("certificate, every PE informed by T - 1 = " + std::to_string(T - 1) + ": " +
      answer_text(below[0].result));
  if (below[0].result.status == proofs::Status::proved) {
    a.kind = Answer::Kind::optimal;
    a.proof = "no program brings PE 0's value to every PE by " + std::to_string(T - 1) + " (" +
              answer_text(below[0].result) + ")";
  } else {
    a.kind = Answer::Kind::unproved;
    a.proof = "the certificate query for " + std::to_string(T - 1) +
              " was not decided: " + answer_text(below[0].result);
  }
  return a;
}

// The decoded summation program made into what a document can say: the receives that end after T
// (at a PE other than 0: nothing PE 0 holds at T depends on them) left out with their sends (the
// latest ones of their pair, FIFO), and the operands numbered by where they stand in PE 0's
// value (the executor run once on words of operand ids). Throws runtime_error if the executor
// rejects the program (an encoding defect).
logp::Schedule prepare_sum(const logp::Schedule& in, Time T, Time o) {
  logp::Schedule s = in;
  const Pe P = s.params.P;
  std::map<std::pair<Pe, Pe>, std::size_t> dropped;  // (from, to): receives left out
  for (Pe p = 0; p < P; ++p) {
    auto& ops = s.program[p];
    for (auto it = ops.begin(); it != ops.end();)
      if (it->kind == logp::OpKind::recv && it->start + o > T) {
        ++dropped[{it->peer, p}];
        it = ops.erase(it);
      } else {
        ++it;
      }
  }
  for (auto [pair, d] : dropped) {
    auto& ops = s.program[pair.first];
    for (auto it = ops.end(); d > 0 && it != ops.begin();) {
      --it;
      if (it->kind == logp::OpKind::send && it->peer == pair.second) {
        it = ops.erase(it);
        --d;
      }
    }
  }
  std::vector<std::vector<std::int64_t>> id(P);
  std::int64_t leaves = 0;
  for (Pe p = 0; p < P; ++p)
    for (std::size_t k = 0; k < s.operands[p].size(); ++k) {
      id[p].push_back(leaves);
      s.operands[p][k] = witness::Interval::single(leaves++);
    }
  const logp::Lowered low = logp::lower(s);
  std::vector<logp::Initial<std::vector<std::int64_t>>> init;
  for (const auto& x : low.initial) init.push_back({x.pe, x.reg, {x.value.lo}});
  const auto words = logp::execute(low.schedule, init,
                                   [](std::vector<std::int64_t> a, const std::vector<std::int64_t>& b) {
                                     a.insert(a.end(), b.begin(), b.end());
                                     return a;
                                   });
  if (words.violation)
    throw std::runtime_error("synth: the executor rejects the solver's summation program (rule " +
                             words.violation->rule + ", PE " + std::to_string(words.violation->pe) +
                             ", time " + std::to_string(words.violation->time) + ": " +
                             words.violation->detail +
                             "): the encoding is wrong, no result is reported");
  std::vector<std::int64_t> pos(static_cast<std::size_t>(leaves), -1);
  std::int64_t next = 0;
  if (const auto* root = words.get(0, low.c))
    for (const std::int64_t leaf : *root)
      if (pos[static_cast<std::size_t>(leaf)] < 0) pos[static_cast<std::size_t>(leaf)] = next++;
  for (auto& x : pos)
    if (x < 0) x = next++;
  for (Pe p = 0; p < P; ++p)
    for (std::size_t k = 0; k < s.operands[p].size(); ++k)
      s.operands[p][k] = witness::Interval::single(pos[static_cast<std::size_t>(id[p][k])]);
  return s;
}

Answer summation(const Request& r, const std::function<void(const std::string&)>& say_out) {
  Answer a;
  const auto say = [&](const std::string& s) {
    a.tried.push_back(s);
    if (say_out) say_out(s);
  };
  const proofs::LogpBmcPlant plant = r.planted == "early-receive"
                                         ? proofs::LogpBmcPlant::early_receive
                                         : proofs::LogpBmcPlant::none;
  const Time T = r.T;
  a.steps = static_cast<std::uint32_t>(T);
  a.lower = static_cast<std::uint32_t>(T + 1);
  a.lower_source = "PE 0 alone starts with its first operand and adds one a cycle: T + 1 = " +
                   std::to_string(T + 1);
  const std::string tag = "synth_logp_reduce_" + point_tag(r);
  // The candidate: collcheck's summation search (a dynamic program over timed trees, no solver).
  // Only a candidate: the solver must find a program of that many operands (decoded, replayed)
  // and prove one more impossible, on the cone encoding (proofs/logp_bmc.hpp), every program.
  logp::SumSearch search(r.L, r.o, r.g);
  const Time cand = search.most(T, r.P);
  auto opts_for = [&](Time k, bool cert) {
    proofs::ProofOptions o = r.opts;
    if (!cert) o.emit_dir.clear();
    o.name = tag + "_at_least_" + std::to_string(k);
    o.claim = "synth logp reduce";
    return o;
  };
  auto tell = [&](Time k, const proofs::LogpSumBmcResult& x) {
    say("at least " + std::to_string(k) + " operands on PE 0 by T = " + std::to_string(T) + ": " +
        answer_text(x.result) +
        (x.result.status == proofs::Status::counterexample
             ? " (the model sums " + std::to_string(x.root_count) + ")"
             : ""));
  };
  Time most = 0;
  logp::Schedule best;
  std::optional<proofs::LogpSumBmcResult> cert;  // "at least most + 1", asked with emission
  bool undecided = false;                         // a query above `most` out of its budget
  {
    // One incremental solver: the candidate (sat expected), then one more (the certificate).
    const auto res = proofs::logp_sum_cone_bmc_each(
        r.P, r.L, r.o, r.g, T, {{cand, opts_for(cand, false)}, {cand + 1, opts_for(cand + 1, true)}},
        plant);
    if (res.empty()) throw Interrupted();
    if (!should_stop() || res[0].result.status != proofs::Status::unknown) tell(cand, res[0]);
    if (should_stop()) throw Interrupted();
    if (res[0].result.status == proofs::Status::unknown) {
      a.proof = "the solver did not decide " + std::to_string(cand) + " operands (" +
                proofs::unknown_text(res[0].result) + "): no answer within the budget";
      return a;
    }
    if (res[0].result.status == proofs::Status::counterexample) {
      most = std::max(res[0].root_count, cand);
      best = res[0].program;
      if (most == cand) {
        if (res.size() < 2) throw Interrupted();
        if (res[1].result.status == proofs::Status::counterexample) {
          tell(cand + 1, res[1]);  // more than the candidate: up from there
          most = std::max(res[1].root_count, cand + 1);
          best = res[1].program;
        } else {
          cert = res[1];
        }
      }
    } else {
      say("the candidate " + std::to_string(cand) +
          " (collcheck's summation search) is not reached: the "
          "search goes up from T + 1 = " +
          std::to_string(T + 1));
    }
  }
  if (!cert) {
    // Upward, each sat model's count + 1 next (only when the candidate was wrong).
    for (Time k = most > 0 ? most + 1 : T + 1;;) {
      const auto res =
          proofs::logp_sum_cone_bmc_each(r.P, r.L, r.o, r.g, T, {{k, opts_for(k, false)}}, plant);
      if (should_stop() || res.empty()) throw Interrupted();
      tell(k, res[0]);
      if (res[0].result.status == proofs::Status::unknown) {
        if (most == 0) {
          a.proof = "the solver did not decide " + std::to_string(k) + " operands (" +
                    proofs::unknown_text(res[0].result) + "): no answer within the budget";
          return a;
        }
        undecided = true;
        break;
      }
      if (res[0].result.status == proofs::Status::proved) break;
      most = std::max(res[0].root_count, k);
      best = res[0].program;
      k = most + 1;
    }
    if (most > 0 && !undecided) {
      const auto res = proofs::logp_sum_cone_bmc_each(r.P, r.L, r.o, r.g, T,
                                                      {{most + 1, opts_for(most + 1, true)}}, plant);
      if (should_stop() || res.empty()) throw Interrupted();
      cert = res[0];
    }
  }
  if (most == 0) throw std::logic_error("synth logp: PE 0 alone sums T + 1 operands, the solver says no");
  const logp::Schedule s = prepare_sum(best, T, r.o);
  a.document = document(r, logp::lower(s), "reduce",
                        "a summation of " + std::to_string(most) + " operands into PE 0 by time " +
                            std::to_string(T) +
                            ", the most any LogP program sums, found by collcheck synth");
  const schedule::Verdicts v = schedule::run_document_text(a.document);
  if (v.illegal || v.incorrect || static_cast<Time>(v.count) > T)
    rejected(std::to_string(most) + " operands on PE 0 by " + std::to_string(T), v);
  a.operands = most;
  a.replay = "legal, correct (PE 0 holds 0:" + std::to_string(most - 1) + "), completes at " +
             std::to_string(static_cast<std::int64_t>(v.count)) + " <= T = " + std::to_string(T) +
             " on the logp executor";
  const Time theirs = cand;
  a.compare =
      "collcheck's summation search (spec/algorithms/logp_sum_opt.hpp; the claims "
      "logp.sum.optimum_count and logp.sum.optimum_time): " +
      std::to_string(theirs) + (theirs == most ? ": equal" : ": DIFFERS from the solver's answer");
  if (!cert) {
    a.kind = Answer::Kind::unproved;
    a.proof =
        "the query for " + std::to_string(most + 1) + " operands was not decided within the budget";
    return a;
  }
  const std::vector<proofs::LogpSumBmcResult> above{*cert};
  say("certificate, at least " + std::to_string(most + 1) +
      " operands on PE 0 by T = " + std::to_string(T) +
      " (every program, through the cone reduction): " + answer_text(above[0].result));
  if (above[0].result.status == proofs::Status::proved) {
    a.kind = Answer::Kind::optimal;
    a.proof = "no program sums " + std::to_string(most + 1) + " operands into PE 0 by " +
              std::to_string(T) + " (" + answer_text(above[0].result) + ")";
  } else {
    a.kind = Answer::Kind::unproved;
    a.proof = above[0].result.status == proofs::Status::counterexample
                  ? "the solver's model sums more than " + std::to_string(most) +
                        " (not replayed): not decided"
                  : "the certificate query was not decided: " + answer_text(above[0].result);
  }
  return a;
}

}  // namespace

// ---- Prefix and allreduce (one operand per PE): the least completion time (docs/synth.md,
// "LogP", prefix and allreduce; proofs/logp_group_bmc.hpp) ----
namespace {

// The register class's operations made into a logp document: at PE i the interval lo:hi is kept
// in register v<lo>_<hi>, except i:i (the operand) and the PE's result, both in c (the encoding
// reads and receives i:i no more once the result is held); a send or receive moves the
// interval's register, a combine forms lo:hi from lo:mid and mid+1:hi in that order. Nothing is
// read from the solver's intervals but the operations: the replay decides what they compute.
std::string group_document(const Request& r, const std::vector<proofs::LogpGroupOp>& ops) {
  const Pe P = r.P;
  const auto reg = [&](Pe i, Pe lo, Pe hi) {
    const Pe goal = r.collective == "allreduce" ? P - 1 : i;
    if ((lo == i && hi == i) || (lo == 0 && hi == goal)) return std::string("c");
    return "v" + std::to_string(lo) + "_" + std::to_string(hi);
  };
  std::vector<json> prog(P, json::array());
  for (const auto& op : ops) {
    json e;
    if (op.kind == proofs::LogpGroupOp::Kind::send)
      e = {{"op", "send"}, {"at", op.start}, {"to", op.peer}, {"reg", reg(op.pe, op.lo, op.hi)}};
    else if (op.kind == proofs::LogpGroupOp::Kind::recv)
      e = {{"op", "recv"}, {"at", op.start}, {"from", op.peer}, {"reg", reg(op.pe, op.lo, op.hi)}};
    else
      e = {{"op", "combine"},
           {"at", op.start},
           {"dst", reg(op.pe, op.lo, op.hi)},
           {"args", op.mid >= op.hi ? json::array({"c", "c"})
                                    : json::array({reg(op.pe, op.lo, op.mid), reg(op.pe, op.mid + 1, op.hi)})}};
    prog[op.pe].push_back(e);
  }
  json programs = json::array();
  for (Pe i = 0; i < P; ++i)
    if (!prog[i].empty()) programs.push_back({{"pe", i}, {"ops", prog[i]}});
  json doc = {{"format", "collcheck-schedule/1"},
              {"name", "synth-logp-" + r.collective},
              {"comment", "the least-time " + r.collective + " of the register class found by collcheck synth"},
              {"model", {{"name", "logp"}, {"P", r.P}, {"L", r.L}, {"o", r.o}, {"g", r.g}}},
              {"collective", {{"kind", r.collective}}},
              {"programs", programs}};
  return doc.dump();
}

Answer group(const Request& r, const std::function<void(const std::string&)>& say_out) {
  Answer a;
  const auto say = [&](const std::string& s) {
    a.tried.push_back(s);
    if (say_out) say_out(s);
  };
  const auto kind = r.collective == "prefix" ? proofs::LogpGroupKind::prefix : proofs::LogpGroupKind::allreduce;
  const proofs::LogpGroupPlant plant =
      r.planted == "drop-adjacent" ? proofs::LogpGroupPlant::drop_adjacent : proofs::LogpGroupPlant::none;
  const Time hop = r.L + 2 * r.o;
  a.lower = r.P == 1 ? 0 : static_cast<std::uint32_t>(hop + 1);
  a.lower_source =
      r.P == 1 ? "one PE: nothing to do"
               : "PE P-1's result holds another PE's operand, which arrives by a receive "
                 "ending o + L + o after its send starts, and c is then written by a "
                 "combine (or by a receive of a value that a combine formed): L + 2o + 1 = " +
                     std::to_string(hop + 1);
  const std::string tag = "synth_logp_" + r.collective + "_" + point_tag(r);
  const Time top = static_cast<Time>(r.max_steps);
  // The flow query (every program) at T: unsat proves T impossible.
  std::map<Time, proofs::ProofResult> flow;
  const auto ask_flow = [&](Time T, bool emit) {
    proofs::ProofOptions o = r.opts;
    if (!emit) o.emit_dir.clear();
    o.name = tag + (emit ? "_below_T" + std::to_string(T) : "_flow_T" + std::to_string(T));
    o.claim = "synth logp " + r.collective;
    proofs::ProofResult res = proofs::logp_flow_bmc(kind, r.P, r.L, r.o, r.g, T, o);
    if (should_stop()) throw Interrupted();
    flow[T] = res;
    return res;
  };
  std::optional<Time> found;
  std::vector<proofs::LogpGroupOp> ops;
  Time T0 = a.lower;
  if (r.P == 1) {
    found = 0;
  } else if (plant == proofs::LogpGroupPlant::none) {
    // Skip every T that no program meets (the information flow alone).
    for (; T0 <= top; ++T0) {
      const auto res = ask_flow(T0, false);
      say("T = " + std::to_string(T0) + ", information flow of every program: " + answer_text(res));
      if (res.status == proofs::Status::unknown) {
        a.proof = "the solver did not decide the flow query at T = " + std::to_string(T0) + " (" +
                  proofs::unknown_text(res) + "): no answer within the budget";
        return a;
      }
      if (res.status == proofs::Status::counterexample) break;
    }
  }
  for (Time next = T0; !found && next <= top;) {
    const Time H = std::min(top, next + 3);
    std::vector<proofs::LogpGroupQuery> qs;
    for (Time T = next; T <= H; ++T) {
      proofs::ProofOptions o = r.opts;
      o.emit_dir.clear();
      o.name = tag + "_class_T" + std::to_string(T);
      qs.push_back({T, o});
    }
    const auto res = proofs::logp_register_bmc_each(kind, r.P, r.L, r.o, r.g, H, qs, plant);
    if (should_stop()) throw Interrupted();
    for (std::size_t i = 0; i < res.size(); ++i) {
      const Time T = qs[i].T;
      say("T = " + std::to_string(T) + ", the register class: " + answer_text(res[i].result) +
          " (encoding of horizon " + std::to_string(H) + ")");
      if (res[i].result.status == proofs::Status::unknown) {
        a.proof = "the solver did not decide the register class at T = " + std::to_string(T) +
                  " (" + proofs::unknown_text(res[i].result) + "): no answer within the budget";
        return a;
      }
      if (res[i].result.status == proofs::Status::counterexample) {
        found = T;
        ops = res[i].ops;
        break;
      }
    }
    next = H + 1;
  }
  if (!found) {
    a.proof = "no program of the register class completes by time " + std::to_string(top) +
              " (--max-steps)";
    return a;
  }
  const Time T = *found;
  a.document = group_document(r, ops);
  const schedule::Verdicts v = schedule::run_document_text(a.document);
  if (v.illegal || v.incorrect || static_cast<Time>(v.count) != T)
    rejected(r.collective + " completed by " + std::to_string(T), v);
  a.steps = static_cast<std::uint32_t>(T);
  a.replay = "legal, correct (non-commutative witness), completes at time " + std::to_string(T) +
             " on the logp executor";
  if (T == 0) {
    a.kind = Answer::Kind::optimal;
    a.proof = "time 0: nothing to prove";
    return a;
  }
  proofs::ProofResult below;
  if (!r.opts.emit_dir.empty() || !flow.count(T - 1)) {
    below = ask_flow(T - 1, true);
  } else {
    below = flow[T - 1];
  }
  say("certificate, the information flow of every program by T - 1 = " + std::to_string(T - 1) +
      ": " + answer_text(below));
  if (below.status == proofs::Status::proved) {
    a.kind = Answer::Kind::optimal;
    a.proof = "no LogP program (any registers, any order of operations) completes the " +
              r.collective + " by " + std::to_string(T - 1) +
              ": its information flow is impossible (" + answer_text(below) + ")";
  } else if (below.status == proofs::Status::counterexample) {
    a.kind = Answer::Kind::unproved;
    a.proof = "the register class needs " + std::to_string(T) +
              ", and the information flow of every program "
              "allows " +
              std::to_string(T - 1) + ": a faster program outside the class is not ruled out";
  } else {
    a.kind = Answer::Kind::unproved;
    a.proof = "the certificate query for " + std::to_string(T - 1) +
              " was not decided: " + answer_text(below);
  }
  return a;
}

}  // namespace

Answer synthesize_logp(const Request& r, const std::function<void(const std::string&)>& progress) {
  if (r.collective == "broadcast") return broadcast(r, progress);
  if (r.collective == "reduce") return summation(r, progress);
  if (r.collective == "prefix" || r.collective == "allreduce") return group(r, progress);
  throw std::invalid_argument("synth: this version synthesizes broadcast, reduce, prefix and "
                              "allreduce on the logp model, not \"" + r.collective + "\"");
}

}  // namespace cc::synth
