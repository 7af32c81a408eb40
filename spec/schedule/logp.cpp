// Schedule documents on the LogP model (Shou and Chen), run by the register engine of
// spec/models/logp.hpp, the executor that runs the broadcast trees and the summation of the
// paper (its value vocabulary is lowered to the same registers). docs/schedule-format.md,
// "logp".
//
// Bounds. Broadcast: Theorems 1 and 2, T_B = min{T | f_T >= P}, against the latest time a PE
// first holds a value (with g < o, which the paper excludes, a PE's sends start max{g, o} apart,
// so f is taken with the gap max{g, o}; logp.thm1.obt_effective); with m > 1 items, collcheck's
// own pipelining count (m - 1) max{g, o} + T_B (LogP; in LogGP, the model's "G", where a message
// may carry every item, collcheck's own receive count 2o + L + (m - 1) min{G, max{g, o}}). Every
// other kind, summation included: no bound. The seed's summation optimum (Theorem 5's N_S operands by T_B, Theorem 6's
// T_B + (N - N_S)/P) is not a lower bound: one PE alone sums N_S = 4 operands in 3 < T_B = 4
// cycles at P = 2, L = 1, o = 1, g = 1 (logp.sum.optimal_count, logp.sum.optimal_time). The
// least time that spec/algorithms/logp_sum_opt computes covers every schedule in which a PE
// holds one value and combines two at a time (its reduction, steps 1-2), and a register schedule
// need not: a PE may forward a message without combining it or send several partial sums. So no
// proven bound applies, and none is reported.
#include "spec/models/logp.hpp"

#include <map>
#include <stdexcept>

#include "spec/algorithms/logp_broadcast.hpp"
#include "spec/schedule/common.hpp"
#include "spec/schedule/document.hpp"

namespace cc::schedule {

using Type = Node::Type;

namespace {

constexpr std::int64_t kMaxTime = std::int64_t{1} << 40;

// Where a PE number stands in the document, for the refutation of one outside 0..P-1.
struct PeRef {
  std::int64_t pe;
  std::int64_t time;
  std::int64_t actor;  // the PE whose program names it
  std::string what;
};

// The run's events for --draw and --trace-out (when v.record; a row per time unit: a message
// from its send's start to its receive's start, a combine at its start) and the first combine
// that formed a value no correct schedule forms from operands that were each valid.
struct Recorder {
  Verdicts& v;
  const std::vector<std::string>& names;
  std::string first_invalid;
  std::optional<Verdicts::Event> first_event;

  void record(Verdicts::Event e) { v.add_event(std::move(e)); }
  std::string regs_text(const logp::RegOp& op) const {
    if (op.args.empty()) return names[op.reg];
    std::string t;
    for (const auto r : op.args) t += (t.empty() ? "" : ", ") + names[r];
    return t;
  }
  void message(logp::Pe from, logp::Pe to, logp::Time sent, logp::Time received,
               const logp::RegOp& op, const std::optional<Value>* values, std::size_t k) {
    if (!v.record) return;
    std::string vals;
    for (std::size_t j = 0; j < k; ++j)
      vals += (j ? ", " : "") + (values[j] ? to_string(*values[j]) : std::string("no value"));
    record({"message", from, to, sent, received, regs_text(op) + " = " + vals});
  }
  bool wants(const logp::RegOp& op, const Value& result) const {
    return v.record || (first_invalid.empty() && op.args.size() > 1 && invalid(result));
  }
  void combine(logp::Pe p, logp::Time t, const logp::RegOp& op, const std::vector<const Value*>& args,
               const Value& result) {
    std::string what;
    bool operands_valid = true;
    for (const Value* x : args) {
      operands_valid = operands_valid && !invalid(*x);
      what += (what.empty() ? "" : " then ") + std::string("(") + to_string(*x) + ")";
    }
    const std::string text = names[op.reg] + " := " + what;
    std::string regs;
    for (const auto r : op.args) regs += " " + names[r];
    record({"op", p, p, t, t, names[op.reg] + " :=" + regs});
    if (first_invalid.empty() && args.size() > 1 && operands_valid && invalid(result)) {
      first_invalid = "time " + std::to_string(t) + ", PE " + std::to_string(p) + ": " + text;
      first_event = Verdicts::Event{"op", p, p, t, t, text};
    }
  }
};

}  // namespace

Verdicts run_logp(const Node& doc, Verdicts v) {
  only_keys(doc, {"format", "name", "model", "collective", "programs"}, "a logp schedule");
  const auto value = read_model(doc, "logp", v);
  const std::int64_t P = value[0], L = value[1], o = value[2], g = value[3], G = value[4];
  const bool loggp = G >= 0;  // "G" given: LogGP, messages of several items ("regs")
  v.unit = "time";

  // The collective; "operands" (reduce only) is this model's addition: several operands per PE.
  const Node& coll_node = expect(member(doc, "collective"), Type::object, "\"collective\"");
  Node stripped;
  stripped.type = Type::object;
  stripped.pos = doc.pos;
  Node coll_copy;
  coll_copy.type = Type::object;
  coll_copy.pos = coll_node.pos;
  const Node* operands = nullptr;
  for (std::size_t i = 0; i < coll_node.object.size(); ++i) {
    if (coll_node.object[i].first == "operands") {
      operands = &coll_node.object[i].second;
      continue;
    }
    coll_copy.object.push_back(coll_node.object[i]);
    coll_copy.key_pos.push_back(coll_node.key_pos[i]);
  }
  stripped.object.push_back({"collective", std::move(coll_copy)});
  stripped.key_pos.push_back(coll_node.pos);
  const Collective coll = read_collective(
      stripped, P,
      {"prefix", "broadcast", "reduce", "allreduce", "exscan", "allgather", "gather", "scatter",
       "reduce_scatter", "alltoall"},
      "logp", {"count"});
  if (operands && coll.many_items)
    throw InputError(operands->pos, "give \"operands\" or \"count\" (and the kinds with many "
                                    "items), not both");
  v.collective = coll.fields();

  logp::RegSchedule s;
  s.params = {L, o, g, static_cast<logp::Pe>(P), loggp ? G : 0, loggp};
  std::map<std::string, logp::Reg> ids;
  auto reg_id = [&](const std::string& name) {
    auto [it, fresh] = ids.emplace(name, static_cast<logp::Reg>(s.names.size()));
    if (fresh) s.names.push_back(name);
    return it->second;
  };
  const logp::Reg c_reg = reg_id("c");
  const logp::Reg result_reg = reg_id(coll.result);

  std::vector<logp::Initial<Value>> initial;
  std::int64_t N = P;  // operands in all
  if (operands) {
    if (coll.kind != "reduce")
      throw InputError(operands->pos, "\"operands\" applies to the collective reduce only");
    const auto& list = expect(*operands, Type::array, "\"operands\"").array;
    N = static_cast<std::int64_t>(list.size());
    if (N == 0) throw InputError(operands->pos, "\"operands\" must give at least one operand");
    std::vector<char> seen(static_cast<std::size_t>(N), 0);
    std::map<std::pair<std::int64_t, std::string>, bool> taken;
    for (const Node& e : list) {
      expect(e, Type::object, "an operand");
      only_keys(e, {"pe", "reg", "operand"}, "an operand");
      const std::int64_t pe = integer_in(member(e, "pe"), 0, P - 1, "the operand's \"pe\"");
      const std::string reg = reg_of(member(e, "reg"), "the operand's \"reg\"");
      const Node& x = member(e, "operand");
      const std::int64_t k = integer_in(x, 0, N - 1, "\"operand\"");
      if (seen[static_cast<std::size_t>(k)])
        throw InputError(x.pos, "operand " + std::to_string(k) + " is given twice");
      seen[static_cast<std::size_t>(k)] = 1;
      if (!taken.emplace(std::make_pair(pe, reg), true).second)
        throw InputError(
            e.pos, "register " + reg + " of PE " + std::to_string(pe) + " is given two operands");
      initial.push_back(
          {static_cast<logp::Pe>(pe), reg_id(reg), Value::operand(k, coll.commutative)});
    }
  } else if (coll.many_items) {
    // Many items (docs/schedule-format.md, "Many items"): one item per message, as in the paper.
    for (std::int64_t i = 0; i < P; ++i)
      for (auto& [reg, x] : coll.inputs(i, P))
        initial.push_back({static_cast<logp::Pe>(i), reg_id(reg), std::move(x)});
  } else {
    for (std::int64_t i = 0; i < P; ++i)
      if (auto x = coll.initial(i)) initial.push_back({static_cast<logp::Pe>(i), c_reg, *x});
  }

  // The programs: read every one first, so that a document is bad input or not before anything
  // runs.
  const Node& programs = expect(member(doc, "programs"), Type::array, "\"programs\"");
  s.program.assign(static_cast<std::size_t>(P), {});
  std::map<std::int64_t, Pos> given;
  std::optional<PeRef> out_of_range;
  auto check_pe = [&](std::int64_t pe, std::int64_t time, std::int64_t actor,
                      const std::string& what) {
    if ((pe < 0 || pe >= P) && !out_of_range) out_of_range = PeRef{pe, time, actor, what};
  };
  for (const Node& prog : programs.array) {
    expect(prog, Type::object, "a program");
    only_keys(prog, {"pe", "ops"}, "a program");
    const Node& pe_node = expect(member(prog, "pe"), Type::integer, "the program's \"pe\"");
    const std::int64_t pe = pe_node.integer;
    if (auto [it, fresh] = given.emplace(pe, pe_node.pos); !fresh)
      throw InputError(pe_node.pos, "PE " + std::to_string(pe) +
                                        " has two programs (the first at " +
                                        std::to_string(it->second.line) + ":" +
                                        std::to_string(it->second.col) + ")");
    const auto& ops = expect(member(prog, "ops"), Type::array, "\"ops\"").array;
    std::vector<logp::RegOp> list;
    list.reserve(ops.size());
    for (const Node& e : ops) {
      expect(e, Type::object, "an operation");
      const Node& kind = expect(member(e, "op"), Type::string, "\"op\"");
      const std::int64_t at = integer_in(member(e, "at"), -kMaxTime, kMaxTime, "\"at\"");
      logp::RegOp op{logp::OpKind::send, at, 0, 0, {}};
      if (kind.string == "send" || kind.string == "recv") {
        const bool send = kind.string == "send";
        only_keys(e, {"op", "at", send ? "to" : "from", "reg", "regs"},
                  send ? "a send" : "a receive");
        const std::int64_t peer =
            expect(member(e, send ? "to" : "from"), Type::integer, send ? "\"to\"" : "\"from\"")
                .integer;
        check_pe(pe, at, pe, "a program of");
        check_pe(peer, at, pe, send ? "a send to" : "a receive from");
        op.kind = send ? logp::OpKind::send : logp::OpKind::recv;
        op.peer = peer >= 0 && peer < P ? static_cast<logp::Pe>(peer) : 0;
        if (const Node* many = e.find("regs")) {
          // LogGP: a message of several items, "regs": [r0, r1, ...] (docs/schedule-format.md).
          if (e.find("reg"))
            throw InputError(many->pos, "give \"reg\" (one item) or \"regs\" (LogGP), not both");
          if (!loggp)
            throw InputError(many->pos, "\"regs\" (a message of several items) needs the LogGP "
                                        "model: give the model's \"G\"");
          const auto& list = expect(*many, Type::array, "\"regs\"").array;
          if (list.empty()) throw InputError(many->pos, "\"regs\" must name a register");
          for (const Node& r : list) op.args.push_back(reg_id(reg_of(r, "a register of \"regs\"")));
          op.reg = op.args.front();
          if (op.args.size() == 1) op.args.clear();  // one item: as "reg"
        } else {
          op.reg = reg_id(reg_of(member(e, "reg"), "\"reg\""));
        }
      } else if (kind.string == "combine") {
        only_keys(e, {"op", "at", "dst", "args"}, "a combine");
        check_pe(pe, at, pe, "a program of");
        op.kind = logp::OpKind::combine;
        op.reg = reg_id(reg_of(member(e, "dst"), "\"dst\""));
        const Node& args = expect(member(e, "args"), Type::array, "\"args\"");
        if (args.array.empty()) throw InputError(args.pos, "\"args\" must name a register");
        for (const Node& r : args.array) op.args.push_back(reg_id(reg_of(r, "an argument")));
      } else {
        throw InputError(kind.pos, "\"op\" must be \"send\", \"recv\" or \"combine\", got \"" +
                                       kind.string + "\"");
      }
      list.push_back(std::move(op));
    }
    if (pe >= 0 && pe < P)
      s.program[static_cast<std::size_t>(pe)] = std::move(list);
    else if (!out_of_range)
      out_of_range = PeRef{pe, 0, pe, "a program of"};
  }

  // Legal: a PE outside the model, then the executor's rules.
  std::optional<logp::RegExecution<Value>> run;
  Recorder recorder{v, s.names, {}, std::nullopt};
  if (out_of_range) {
    v.illegal = broken(out_of_range->time, out_of_range->actor, "PE range",
                       out_of_range->what + " PE " + std::to_string(out_of_range->pe) + " (P = " +
                           std::to_string(P) + ": PEs are 0.." + std::to_string(P - 1) + ")",
                       "time");
  } else {
    run = logp::execute(
        s, initial, [](const Value& a, const Value& b) { return combine(a, b); }, &recorder);
    if (run->violation)
      v.illegal = broken(run->violation->time, run->violation->pe, run->violation->rule,
                         run->violation->detail, "time");
    // A rule of timing (gaps, overlap, latency, order) is found before anything runs, so the run
    // recorded nothing: --draw and --trace-out then show the document's operations up to the
    // fault's time, each at its PE and start, so that the broken rule is seen among them.
    if (run->violation && v.record && v.events.empty())
      for (std::size_t p = 0; p < s.program.size(); ++p)
        for (const auto& op : s.program[p]) {
          if (op.start > run->violation->time) continue;
          const std::string regs = recorder.regs_text(op);
          const std::string what =
              op.kind == logp::OpKind::send   ? "send " + regs + " to PE " + std::to_string(op.peer)
              : op.kind == logp::OpKind::recv ? "recv " + regs + " from PE " + std::to_string(op.peer)
                                              : s.names[op.reg] + " := " + regs;
          const auto pe = static_cast<std::int64_t>(p);
          v.add_event({"op", pe, pe, op.start, op.start, what});
        }
  }

  // Correct: the result register of every PE, on the witness.
  if (!v.illegal) {
    if (operands) {
      const Value want = Value::range(0, N - 1, coll.commutative);
      const Value* got = run->get(static_cast<logp::Pe>(coll.root), result_reg);
      if (!got || !(*got == want))
        v.incorrect = Fields{{"PE", coll.root},
                             {"register", coll.result},
                             {"holds", got ? to_string(*got) : std::string("no value")},
                             {"expected", to_string(want)}};
    } else if (coll.many_items) {
      Registers regs(static_cast<std::size_t>(P));
      for (std::int64_t i = 0; i < P; ++i)
        for (const auto& [reg, want] : coll.outputs(i, P)) {
          const auto id = ids.find(reg);
          if (id == ids.end()) continue;  // never named: no value
          if (const Value* x = run->get(static_cast<logp::Pe>(i), id->second))
            regs.set(static_cast<std::size_t>(i), reg, *x);
        }
      v.incorrect = first_wrong_result(regs, coll, P);
    } else {
      Registers regs(static_cast<std::size_t>(P));
      for (std::int64_t i = 0; i < P; ++i)
        if (const Value* x = run->get(static_cast<logp::Pe>(i), result_reg))
          regs.set(static_cast<std::size_t>(i), coll.result, *x);
      v.incorrect = first_wrong_result(regs, coll, P);
    }
  }

  // Where it went wrong (docs/schedule-format.md, "Output"), and the fault --draw marks.
  if (v.incorrect && !recorder.first_invalid.empty())
    v.incorrect->push_back({"first wrong", recorder.first_invalid});
  if (v.incorrect && !v.fault) {
    if (recorder.first_event) {
      v.fault = recorder.first_event;
    } else {
      const FieldValue* pe = find(*v.incorrect, "PE");
      const auto* i = pe ? std::get_if<std::int64_t>(pe) : nullptr;
      logp::Time end = 0;
      for (const auto t : run->finish) end = std::max(end, t);
      v.fault = Verdicts::Event{"result", i ? *i : 0, i ? *i : 0, end, end,
                                "a wrong result: " + to_text(*v.incorrect)};
    }
  }
  if (v.illegal && !v.fault && v.record) {
    const FieldValue* st = find(*v.illegal, "time");
    const FieldValue* pe = find(*v.illegal, "PE");
    const auto* si = st ? std::get_if<std::int64_t>(st) : nullptr;
    const auto* pi = pe ? std::get_if<std::int64_t>(pe) : nullptr;
    v.fault = Verdicts::Event{"rule", pi ? *pi : -1, pi ? *pi : -1, si ? std::max<std::int64_t>(0, *si) : 0,
                              si ? std::max<std::int64_t>(0, *si) : 0, to_text(*v.illegal)};
  }

  // The count: for broadcast the latest time a PE first holds a value, else the completion time
  // (the end of the last operation).
  if (run) {
    logp::Time done = 0;
    for (const auto t : run->finish) done = std::max(done, t);
    if (coll.kind == "broadcast" && coll.count == 1) done = run->broadcast_time().value_or(done);
    v.count = static_cast<std::uint64_t>(std::max<logp::Time>(0, done));
  }

  // Bound: broadcast (see the top of this file; the paper's f_T counts PEs informed of one value,
  // so with many items the bound is collcheck's pipelining count below).
  if (coll.kind == "broadcast" && coll.count == 1) {
    const logp::Time ge = std::max(g, o);
    v.bound = static_cast<std::uint64_t>(logp::min_time_linear(L, o, ge, static_cast<u64>(P)));
    v.bound_source =
        g >= o ? "Shou and Chen, Theorems 1 and 2: min{T | f_T >= P}"
               : "Shou and Chen, Theorems 1 and 2 with the gap max{g, o} = " + std::to_string(ge) +
                     " (g < o): min{T | f_T >= P}";
    if (!v.illegal && !v.incorrect && v.count < *v.bound)
      throw std::logic_error("schedule " + v.name + " is legal and correct at time " +
                             std::to_string(v.count) + ", below min{T | f_T >= P} = " +
                             std::to_string(*v.bound) + ": the executor let something through");
  }
  if (coll.kind == "broadcast" && coll.many_items && coll.count > 1 && P >= 2 && loggp) {
    // LogGP, m > 1 items (collcheck's own count, not a published bound): a PE other than the
    // root must receive all m items (only the root holds them at the start), in n messages of
    // k_1..k_n items. Its first receive starts at o + L or later; each receive occupies o + (k-1)G
    // and the next one starts at least g + (k-1)G after it, so from the first start to the end of
    // the last the receives span at least o + (m-n)G + (n-1) max{g, o}, which is least at n = 1 or
    // n = m: o + (m-1) min{G, max{g, o}}. So completion >= 2o + L + (m-1) min{G, max{g, o}}.
    const logp::Time step = std::min(G, std::max(g, o));
    const logp::Time least = 2 * o + L + (coll.count - 1) * step;
    v.bound = static_cast<std::uint64_t>(least);
    v.bound_source = "LogGP: a PE other than the root receives all " + std::to_string(coll.count) +
                     " items, the first no sooner than o + L, and its receives span at least o + (" +
                     std::to_string(coll.count) + " - 1) min{G, max{g, o}}: 2o + L + (m - 1) * " +
                     std::to_string(step) + " = " + std::to_string(least) +
                     " (collcheck's own count, against the end of the last operation)";
    if (!v.illegal && !v.incorrect && v.count < *v.bound)
      throw std::logic_error("schedule " + v.name + " is legal and correct at time " +
                             std::to_string(v.count) + ", below the LogGP receive count " +
                             std::to_string(*v.bound) + ": the executor let something through");
  }
  if (coll.kind == "broadcast" && coll.many_items && coll.count > 1 && P >= 2 && !loggp) {
    // m items, one a message (collcheck's own count, not the paper's): only the root holds them
    // at the start, and its sends start max{g, o} apart, so the item it sends last is first sent
    // at time (m - 1) max{g, o} or later; from there that one item reaches the P PEs no sooner
    // than the one-item optimum T_B allows.
    const logp::Time ge = std::max(g, o);
    const logp::Time tb = logp::min_time_linear(L, o, ge, static_cast<u64>(P));
    const logp::Time last = (coll.count - 1) * ge + tb;
    v.bound = static_cast<std::uint64_t>(last);
    v.bound_source = "the root's sends start max{g, o} = " + std::to_string(ge) +
                     " apart, so the item it sends last is first sent at time (" +
                     std::to_string(coll.count) + " - 1) * " + std::to_string(ge) +
                     " or later, and one item needs Shou and Chen's T_B = min{T | f_T >= P} = " +
                     std::to_string(tb) + " from its first send: " + std::to_string(last) +
                     " (collcheck's own pipelining count, against the end of the last operation)";
    if (!v.illegal && !v.incorrect && v.count < *v.bound)
      throw std::logic_error("schedule " + v.name + " is legal and correct at time " +
                             std::to_string(v.count) + ", below the pipelining count " +
                             std::to_string(*v.bound) + ": the executor let something through");
  }
  return v;
}

}  // namespace cc::schedule
