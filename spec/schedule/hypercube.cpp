// Schedule documents on the hypercube (Ohtaki's slides, "超立方体結合モデル"), run by cube_step, the
// executor that runs Cube_Broadcast, Cube_Reduction and Cube_Prefix_Sum
// (spec/models/groupops.hpp). docs/schedule-format.md, "hypercube": as postal with k = 1 and
// lambda = 1, each step naming its dimension.
#include <memory>
#include <optional>
#include <stdexcept>

#include "spec/algorithms/groupops_procedures.hpp"
#include "spec/models/postal.hpp"
#include "spec/schedule/document.hpp"
#include "spec/schedule/register_index.hpp"

namespace cc::schedule {

using Type = Node::Type;

namespace {

// A hypercube document read step by step (run_document_text): each step is kept as a compact
// CubeStep, its JSON dropped; finish() runs them on cube_step.
class HypercubeRun final : public StepRunner {
 public:
  HypercubeRun(const Node& doc, Verdicts v) : v_(std::move(v)) {
    N_ = read_model(doc, "hypercube", v_)[0];
    coll_ = read_collective(doc, N_,
                            {"prefix", "broadcast", "reduce", "allreduce", "scatter", "gather",
                             "exscan", "allgather", "reduce_scatter", "alltoall"},
                            "hypercube", {"count"});
    // A scatter or gather without "count" reads as before (one item per PE, x0.. at the root,
    // c0.. at the root); with "count", and every other kind with it or one of the new kinds,
    // through the "Many items" rules (docs/schedule-format.md): item g of PE i is operand (i, g).
    if ((coll_.kind == "scatter" || coll_.kind == "gather") && !member(doc, "collective").find("count"))
      coll_.many_items = false;
    v_.collective = coll_.fields();
    regs_.emplace(N_);
    if (coll_.many_items) {
      // Every input register is named before the steps, so that the register limit applies to
      // the collective's items as to the document's own names.
      const Node& kind = member(member(doc, "collective"), "kind");
      for (std::int64_t i = 0; i < N_; ++i)
        for (auto& [reg, x] : coll_.inputs(i, N_)) inputs_.push_back({i, regs_->add(reg, kind.pos), std::move(x)});
      return;
    }
    if (coll_.kind == "scatter" || coll_.kind == "gather") {
      // The root's N registers x0.. (scatter) or <result>0.. (gather), besides c.
      const Node& kind = member(member(doc, "collective"), "kind");
      if ((N_ + 1) * N_ > RegisterIndex::kRegisterSlots)
        throw InputError(kind.pos, "a " + coll_.kind + " on N = " + std::to_string(N_) +
                                       " PEs needs N + 1 registers on every PE, more than this "
                                       "version keeps (N + 1 registers on N PEs must fit in " +
                                       std::to_string(RegisterIndex::kRegisterSlots) +
                                       " register slots: N <= 2047)");
      if (coll_.kind == "scatter")
        for (std::int64_t j = 0; j < N_; ++j) regs_->add("x" + std::to_string(j), kind.pos);
    }
  }

  void step(const Node& node) override {
    RegisterIndex& regs = *regs_;
    const auto pe_of = [](const Node& x, std::string_view what) {
      return expect(x, Type::integer, what).integer;
    };
    const Node& s = expect(node, Type::object, "a step");
    only_keys(s, {"dim", "send", "recv", "ops"}, "a hypercube step");
    auto& st = plan_.emplace_back();
    st.dim = expect(member(s, "dim"), Type::integer, "\"dim\"").integer;
    // "reg": r, or "regs": [r, ...] (a message of several values, in order): the register, or
    // the first and count of the list in st.args.
    const auto message = [&](const Node& e, int& reg, std::uint32_t& first, std::uint32_t& count) {
      const Node* one = e.find("reg");
      const Node* many = e.find("regs");
      if ((one != nullptr) == (many != nullptr))
        throw InputError(e.pos, "give exactly one of \"reg\" and \"regs\"");
      if (one) {
        reg = regs.of(*one, "\"reg\"");
        return;
      }
      const Node& list = expect(*many, Type::array, "\"regs\"");
      if (list.array.empty()) throw InputError(list.pos, "\"regs\" must name a register");
      first = static_cast<std::uint32_t>(st.args.size());
      count = static_cast<std::uint32_t>(list.array.size());
      for (const Node& r : list.array) st.args.push_back(regs.of(r, "a register of \"regs\""));
    };
    if (const Node* a = s.find("send"))
      for (const Node& e : expect(*a, Type::array, "\"send\"").array) {
        expect(e, Type::object, "a send");
        only_keys(e, {"from", "to", "reg", "regs"}, "a send");
        auto& x = st.sends.emplace_back();
        x.from = pe_of(member(e, "from"), "\"from\"");
        x.to = pe_of(member(e, "to"), "\"to\"");
        message(e, x.reg, x.first, x.count);
      }
    if (const Node* a = s.find("recv"))
      for (const Node& e : expect(*a, Type::array, "\"recv\"").array) {
        expect(e, Type::object, "a receive");
        only_keys(e, {"at", "from", "reg", "regs"}, "a receive");
        auto& x = st.recvs.emplace_back();
        x.at = pe_of(member(e, "at"), "\"at\"");
        x.from = pe_of(member(e, "from"), "\"from\"");
        message(e, x.reg, x.first, x.count);
      }
    if (const Node* a = s.find("ops")) read_ops(*a, st, "\"ops\"");
  }

  Verdicts finish(const Node& doc) override {
    only_keys(doc, {"format", "name", "model", "collective", "init", "steps"},
              "a hypercube schedule");
    expect(member(doc, "steps"), Type::array, "\"steps\"");
    groupops::CubeStep init;
    if (const Node* a = doc.find("init")) read_ops(*a, init, "\"init\"");
    // Run it on the model's executor, now that the whole document is read: a document is bad
    // input or not before anything runs.
    Verdicts v = std::move(v_);
    RegisterIndex& regs = *regs_;
    const std::int64_t N = N_;
    const Collective& coll = coll_;
    groupops::CubeMachine<Value> m(
        N, [](const Value& a, const Value& b) { return combine(a, b); }, &regs.names());
    load(m);
    // "init": ops before step 1, a broken rule in them reported at step 0.
    const bool init_ok = groupops::cube_ops(m, init);
    if (init_ok)
      for (const auto& st : plan_)
        if (!groupops::cube_step(m, st)) break;
    v.count = plan_.size();
    if (m.violation)
      v.illegal = broken(init_ok ? m.violation->step + 1 : 0, m.violation->pe, m.violation->rule,
                         m.violation->detail);

    // --draw, --trace-out, and where a wrong value was first formed: the run once more, an op at
    // a time (only when asked for, or when the run is refuted).
    const auto trace = [&] { this->trace(v, init, m.violation.has_value()); };

    // Correct: the result register of every PE, on the witness; gather: the root's registers
    // <result>0, ..., <result>{N-1}, each exactly its operand.
    if (!v.illegal && coll.many_items) {
      Registers got(static_cast<std::size_t>(N));
      for (std::int64_t i = 0; i < N; ++i)
        for (const auto& [name, want] : coll.outputs(i, N))
          if (const auto r = regs.find(name))
            if (const auto& x = m.at(i, *r)) got.set(static_cast<std::size_t>(i), name, *x);
      v.incorrect = first_wrong_result(got, coll, N);
    } else if (!v.illegal && coll.kind == "gather") {
      for (std::int64_t j = 0; j < N && !v.incorrect; ++j) {
        const std::string name = coll.result + std::to_string(j);
        const auto r = regs.find(name);
        const std::optional<Value>* got = r ? &m.at(coll.root, *r) : nullptr;
        const Value want = Value::operand(j, coll.commutative);
        if (!got || !*got || !(**got == want))
          v.incorrect = Fields{{"PE", coll.root},
                               {"register", name},
                               {"holds", got && *got ? to_string(**got) : std::string("no value")},
                               {"expected", to_string(want)}};
      }
    } else if (!v.illegal) {
      const auto r = regs.find(coll.result);
      v.incorrect = first_wrong(coll, N, [&](std::int64_t pe) -> const std::optional<Value>* {
        return r ? &m.at(pe, *r) : nullptr;
      });
    }

    if (v.record || v.incorrect) trace();

    // Bound: a hypercube step is a step of the 1-port postal model with lambda = 1, so Theorem
    // 1's m for k = 1, lambda = 1 bounds every collective kind: m = min{j | 2^j >= N} =
    // ceil(log2 N). Its argument counts the PEs that can hold something of PE 0's value after
    // step j, at most G(j) = 2^j, whatever a message carries: scatter (every PE needs something
    // of the root's) as it stands; gather (the root needs something of every PE's) by the same
    // count backwards: after step j the root's registers depend on the operands of at most 2^j
    // PEs, since in a step a PE receives at most one message, which carries only what its
    // sender held at the start of the step.
    const auto bound = postal::min_steps(static_cast<u64>(N), 1, 1, 64);
    if (!bound || *bound != static_cast<u64>(groupops::ceil_log2(N)))
      throw std::logic_error("hypercube bound: Theorem 1's m differs from ceil(log2 N) at N = " +
                             std::to_string(N));
    v.bound = *bound;
    v.bound_source = coll.kind == "gather"
                         ? "Lin and Yeh, Theorem 1's count with k = 1, lambda = 1, from all PEs to "
                           "the root: m = ceil(log2 N)"
                         : "Lin and Yeh, Theorem 1 with k = 1, lambda = 1: m = ceil(log2 N)";
    if (!v.illegal && !v.incorrect && v.count < *v.bound)
      throw std::logic_error("schedule " + v.name + " is legal and correct in " +
                             std::to_string(v.count) + " hypercube steps, below ceil(log2 N) = " +
                             std::to_string(*v.bound) + ": the executor let something through");
    return v;
  }

 private:
  // The collective's inputs into a fresh machine.
  void load(groupops::CubeMachine<Value>& m) const {
    const Collective& coll = coll_;
    if (coll.many_items)
      for (const auto& x : inputs_) m.at(x.pe, x.reg) = x.value;
    else
      for (std::int64_t i = 0; i < N_; ++i) m.at(i, 0) = coll.initial(i);
    if (coll.kind == "scatter" && !coll.many_items)
      for (std::int64_t j = 0; j < N_; ++j)
        m.at(coll.root, *regs_->find("x" + std::to_string(j))) = Value::operand(j, coll.commutative);
  }

  // The run again, step by step and an op at a time, on the same executor: the events of
  // --draw and --trace-out (when v.record; step 0 is "init", a message of step j is sent and
  // received in step j), and for a wrong result the first op that formed a value no correct
  // schedule forms from operands that were each valid ("first wrong", as postal's).
  void trace(Verdicts& v, const groupops::CubeStep& init, bool illegal) const {
    groupops::CubeMachine<Value> m(
        N_, [](const Value& a, const Value& b) { return combine(a, b); }, &regs_->names());
    load(m);
    std::string first_invalid;
    std::optional<Verdicts::Event> first_event;
    const auto record = [&](Verdicts::Event e) { v.add_event(std::move(e)); };
    const auto regs_text = [&](const groupops::CubeStep& st, const auto& msg) {
      std::string t;
      for (const int r : st.regs(msg)) t += (t.empty() ? "" : ", ") + m.reg_name(r);
      return t;
    };
    // The ops of `st` one at a time (step `j`), each checked for the first invalid value.
    const auto ops = [&](const groupops::CubeStep& st, std::int64_t j) {
      for (const auto& o : st.ops) {
        groupops::CubeStep one;
        one.args = st.args;
        one.ops = {o};
        std::string what;
        bool operands_valid = true;
        for (std::uint32_t k = 0; k < o.count && o.pe >= 0 && o.pe < N_; ++k) {
          const auto& x = m.at(o.pe, st.args[o.first + k]);
          operands_valid = operands_valid && x && !invalid(*x);
          what += (what.empty() ? "" : " then ") + std::string("(") + (x ? to_string(*x) : "?") + ")";
        }
        if (!groupops::cube_ops(m, one)) return false;
        const std::string text = m.reg_name(o.dst) + " := " + what;
        std::string names;
        for (std::uint32_t k = 0; k < o.count; ++k) names += " " + m.reg_name(st.args[o.first + k]);
        record({"op", o.pe, o.pe, j, j, m.reg_name(o.dst) + " :=" + names});
        const auto& got = m.at(o.pe, o.dst);
        if (first_invalid.empty() && o.count > 1 && operands_valid && got && invalid(*got)) {
          first_invalid = "step " + std::to_string(j) + ", PE " + std::to_string(o.pe) + ": " + text;
          first_event = Verdicts::Event{"op", o.pe, o.pe, j, j, text};
        }
      }
      return true;
    };
    bool ok = ops(init, 0);
    for (std::size_t j = 0; ok && j < plan_.size(); ++j) {
      const auto& st = plan_[j];
      const auto step = static_cast<std::int64_t>(j + 1);
      for (const auto& s : st.sends) {
        std::string vals;
        for (const int r : st.regs(s)) {
          const auto& x = s.from >= 0 && s.from < N_ ? m.at(s.from, r) : std::optional<Value>();
          vals += (vals.empty() ? "" : ", ") + (x ? to_string(*x) : std::string("no value"));
        }
        record({"message", s.from, s.to, step, step, regs_text(st, s) + " = " + vals});
      }
      groupops::CubeStep messages = st;
      messages.ops.clear();
      m.steps = static_cast<std::int64_t>(j);
      ok = groupops::cube_step(m, messages) && ops(st, step);
    }
    if (v.incorrect && !first_invalid.empty()) v.incorrect->push_back({"first wrong", first_invalid});
    if (v.incorrect && !v.fault) {
      if (first_event) {
        v.fault = first_event;
      } else {
        const FieldValue* pe = find(*v.incorrect, "PE");
        const auto* i = pe ? std::get_if<std::int64_t>(pe) : nullptr;
        const auto last = static_cast<std::int64_t>(plan_.size());
        v.fault = Verdicts::Event{"result", i ? *i : 0, i ? *i : 0, last, last,
                                  "a wrong result: " + to_text(*v.incorrect)};
      }
    }
    if (illegal && v.illegal && !v.fault) {
      const FieldValue* st = find(*v.illegal, "step");
      const FieldValue* pe = find(*v.illegal, "PE");
      const auto* si = st ? std::get_if<std::int64_t>(st) : nullptr;
      const auto* pi = pe ? std::get_if<std::int64_t>(pe) : nullptr;
      v.fault = Verdicts::Event{"rule", pi ? *pi : -1, pi ? *pi : -1, si ? *si : 0, si ? *si : 0,
                                to_text(*v.illegal)};
    }
  }

  // A list of ops {"pe", "dst", "args"} into st: a step's "ops", or "init" (`what`).
  void read_ops(const Node& list, groupops::CubeStep& st, const std::string& what) {
    RegisterIndex& regs = *regs_;
    for (const Node& e : expect(list, Type::array, what).array) {
      expect(e, Type::object, "an op");
      only_keys(e, {"pe", "dst", "args"}, "an op");
      const std::int64_t pe = expect(member(e, "pe"), Type::integer, "\"pe\"").integer;
      const int dst = regs.of(member(e, "dst"), "\"dst\"");
      const Node& args = expect(member(e, "args"), Type::array, "\"args\"");
      if (args.array.empty()) throw InputError(args.pos, "\"args\" must name a register");
      const auto first = static_cast<std::uint32_t>(st.args.size());
      for (const Node& r : args.array) st.args.push_back(regs.of(r, "an argument"));
      st.ops.push_back({pe, dst, first, static_cast<std::uint32_t>(args.array.size())});
    }
  }

  Verdicts v_;
  std::int64_t N_ = 0;
  Collective coll_;
  std::optional<RegisterIndex> regs_;
  std::vector<groupops::CubeStep> plan_;
  struct Input {
    std::int64_t pe;
    int reg;
    Value value;
  };
  std::vector<Input> inputs_;  // many items: each PE's input registers (Collective::inputs)
};

}  // namespace

std::unique_ptr<StepRunner> hypercube_runner(const Node& doc, Verdicts v) {
  return std::make_unique<HypercubeRun>(doc, std::move(v));
}

}  // namespace cc::schedule
