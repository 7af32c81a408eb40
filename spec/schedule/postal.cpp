// Schedule documents on the k-port lambda-postal model (Lin and Yeh), run by PostalNetwork, the
// executor that runs Algorithms A and B. docs/schedule-format.md, "postal".
#include "spec/models/postal.hpp"

#include <memory>
#include <stdexcept>

#include "spec/schedule/common.hpp"
#include "spec/schedule/document.hpp"

namespace cc::schedule {

using Type = Node::Type;

namespace {

struct Send {
  std::int64_t from, to;
  std::string reg;
};
struct Recv {
  std::int64_t at, from;
  std::string reg;
};
struct Op {
  std::int64_t pe;
  std::string dst;
  std::vector<std::string> args;
};
struct Step {
  std::vector<Send> sends;
  std::vector<Recv> recvs;
  std::vector<Op> ops;
};

Op read_op(const Node& e) {
  expect(e, Type::object, "an op");
  only_keys(e, {"pe", "dst", "args"}, "an op");
  Op op{pe_of(member(e, "pe"), "\"pe\""), reg_of(member(e, "dst"), "\"dst\""), {}};
  const Node& args = expect(member(e, "args"), Type::array, "\"args\"");
  if (args.array.empty()) throw InputError(args.pos, "\"args\" must name a register");
  for (const Node& r : args.array) op.args.push_back(reg_of(r, "an argument"));
  return op;
}

// One step of a document, read (bad input throws here).
Step read_step(const Node& node) {
  Step step;
  const Node& s = expect(node, Type::object, "a step");
  only_keys(s, {"send", "recv", "ops"}, "a postal step");
  if (const Node* a = s.find("send"))
    for (const Node& e : expect(*a, Type::array, "\"send\"").array) {
      expect(e, Type::object, "a send");
      only_keys(e, {"from", "to", "reg"}, "a send");
      step.sends.push_back({pe_of(member(e, "from"), "\"from\""), pe_of(member(e, "to"), "\"to\""),
                            reg_of(member(e, "reg"), "\"reg\"")});
    }
  if (const Node* a = s.find("recv"))
    for (const Node& e : expect(*a, Type::array, "\"recv\"").array) {
      expect(e, Type::object, "a receive");
      only_keys(e, {"at", "from", "reg"}, "a receive");
      step.recvs.push_back({pe_of(member(e, "at"), "\"at\""), pe_of(member(e, "from"), "\"from\""),
                            reg_of(member(e, "reg"), "\"reg\"")});
    }
  if (const Node* a = s.find("ops"))
    for (const Node& e : expect(*a, Type::array, "\"ops\"").array) step.ops.push_back(read_op(e));
  return step;
}

// A postal document run step by step on PostalNetwork, so that a large document can be read
// one step at a time (run_document_text). Once a rule is broken the remaining steps are still
// read (bad input anywhere is exit 2) but no longer run.
class PostalRun final : public StepRunner {
 public:
  PostalRun(const Node& doc, Verdicts v) : v_(std::move(v)) {
    const auto value = read_model(doc, "postal", v_);
    n_ = value[0];
    k_ = value[1];
    lambda_ = value[2];
    coll_ = read_collective(doc, n_,
                            {"prefix", "broadcast", "reduce", "allreduce", "exscan", "allgather",
                             "gather", "scatter", "reduce_scatter", "alltoall"},
                            "postal", {"blocks", "count"});
    v_.collective = coll_.fields();
    read_blocks(member(doc, "collective"));
    net_.emplace(static_cast<postal::Pe>(n_), static_cast<u64>(k_), static_cast<u64>(lambda_));
    if (const Node* init = doc.find("init")) {
      saw_init_ = true;
      Step local;
      for (const Node& e : expect(*init, Type::array, "\"init\"").array)
        local.ops.push_back(read_op(e));
      run_ops(local, 0);
    }
  }

  bool needs_whole(const Node& doc) const override { return doc.find("init") && !saw_init_; }

  void step(const Node& node) override {
    const Step s = read_step(node);
    ++v_.count;
    if (!v_.illegal) run(s, v_.count);
  }

  Verdicts finish(const Node& doc) override {
    only_keys(doc, {"format", "name", "model", "collective", "init", "steps"}, "a postal schedule");
    expect(member(doc, "steps"), Type::array, "\"steps\"");
    if (!v_.illegal)
      if (auto bad = net_->finish())
        v_.illegal = Fields{{"step", static_cast<std::int64_t>(bad->step)},
                            {"rule", bad->rule},
                            {"detail", bad->detail}};
    // Correct: the result register of every PE, on the witness.
    if (!v_.illegal)
      v_.incorrect =
          start_.empty() ? first_wrong_result(*regs_, coll_, n_) : first_wrong_block_result();
    // Where it went wrong: the first op that formed a value no correct schedule forms (operands
    // out of order, one twice, two items combined).
    if (v_.incorrect && !first_invalid_.empty()) v_.incorrect->push_back({"first wrong", first_invalid_});
    if (v_.incorrect && !v_.fault) {
      if (first_invalid_event_) {
        v_.fault = first_invalid_event_;
      } else {
        const FieldValue* pe = find(*v_.incorrect, "PE");
        const auto* i = pe ? std::get_if<std::int64_t>(pe) : nullptr;
        v_.fault = Verdicts::Event{"result", i ? *i : 0, i ? *i : 0, static_cast<std::int64_t>(v_.count),
                                   static_cast<std::int64_t>(v_.count), "a wrong result: " + to_text(*v_.incorrect)};
      }
    }
    if (v_.illegal && !v_.fault) {
      const FieldValue* st = find(*v_.illegal, "step");
      const FieldValue* pe = find(*v_.illegal, "PE");
      const auto* si = st ? std::get_if<std::int64_t>(st) : nullptr;
      const auto* pi = pe ? std::get_if<std::int64_t>(pe) : nullptr;
      v_.fault = Verdicts::Event{"rule", pi ? *pi : -1, pi ? *pi : -1, si ? *si : 0, si ? *si : 0,
                                 to_text(*v_.illegal)};
    }

    // Bound: Theorem 1's m for every collective kind (a collective needs v(0) at every PE, or
    // every v(i) at one PE, which the same counting bounds).
    const auto m = postal::min_steps(static_cast<u64>(n_), static_cast<u64>(k_),
                                     static_cast<u64>(lambda_), 1u << 26);
    if (!m) throw std::logic_error("postal bound: no m found for n = " + std::to_string(n_));
    v_.bound = *m;
    v_.bound_source = "Lin and Yeh, Theorem 1: m = min{j | G(j) >= n}";
    if (coll_.many_items) {
      // Many items (docs/schedule-format.md, "Many items"): a message carries one item, so a PE
      // that must receive R items from others receives them in at least ceil(R / k) steps, the
      // first no earlier than step lambda (a message sent in step 1); and a PE that must send S
      // items sends them in at least ceil(S / k) steps, the last received lambda - 1 steps later.
      // A step carries at most min(k, n - 1) messages into (or out of) a PE: k ports, and one
      // message per pair and step (an executor rule) from at most n - 1 other PEs.
      const std::int64_t kp = std::min<std::int64_t>(k_, std::max<std::int64_t>(1, n_ - 1));
      const std::string kp_text = kp == k_ ? "k" : "min(k, n - 1) = " + std::to_string(kp);
      const auto ports_for = [&](std::int64_t items) {
        return items == 0 ? std::int64_t{0} : lambda_ - 1 + (items + kp - 1) / kp;
      };
      const std::int64_t r = coll_.received_items(n_), s = coll_.sent_items(n_);
      const std::int64_t ports = ports_for(r);
      v_.bound_source += "; with " + std::to_string(coll_.count) +
                         " items per PE, a PE receives " + std::to_string(r) +
                         " items, one per message, at most " + kp_text +
                         " per step from step lambda: lambda - 1 + ceil(" + std::to_string(r) +
                         " / " + (kp == k_ ? "k" : std::to_string(kp)) + ") = " +
                         std::to_string(ports) + " (collcheck's receive-port count)";
      if (static_cast<std::uint64_t>(ports) > *v_.bound) v_.bound = static_cast<std::uint64_t>(ports);
      if (s > r) {
        const std::int64_t sends = ports_for(s);
        v_.bound_source += "; a PE sends " + std::to_string(s) +
                           " items, one per message, at most " + kp_text +
                           " per step, the last received lambda - 1 steps later: lambda - 1 + "
                           "ceil(" + std::to_string(s) + " / " +
                           (kp == k_ ? "k" : std::to_string(kp)) + ") = " +
                           std::to_string(sends) + " (collcheck's send-port count)";
        if (static_cast<std::uint64_t>(sends) > *v_.bound)
          v_.bound = static_cast<std::uint64_t>(sends);
      }
      if (coll_.kind == "broadcast" && n_ >= 2) {
        // Only the root holds the items at the start and sends at most k messages a step, so the
        // item it sends first last is first sent at step >= ceil(m / k); from there on that one
        // item reaches the n PEs no faster than Theorem 1's m steps allow a single item.
        const std::int64_t first = (coll_.count + kp - 1) / kp;
        const std::uint64_t last = static_cast<std::uint64_t>(first - 1) + *m;
        v_.bound_source += "; the root sends at most " + kp_text +
                           " items a step, so the item it sends last is first sent at step ceil(" +
                           std::to_string(coll_.count) + " / " +
                           (kp == k_ ? "k" : std::to_string(kp)) + ") = " +
                           std::to_string(first) + " or later, and one item needs Theorem 1's " +
                           std::to_string(*m) + " steps from its first send: " +
                           std::to_string(last) +
                           (k_ == 1 && lambda_ == 1
                                ? " (at k = 1, lambda = 1 the published lower bound (m - 1) + "
                                  "ceil(log2 n) of Bar-Noy and Kipnis, \"Broadcasting multiple "
                                  "messages in simultaneous send/receive systems\", Discrete "
                                  "Applied Mathematics 55 (1994), checked against the exact optima "
                                  "by the claim postal.optima.mbcast_barnoy_kipnis)"
                                : " (collcheck's own pipelining count)");
        if (last > *v_.bound) v_.bound = last;
      }
    }
    if (!v_.illegal && !v_.incorrect && v_.count < *v_.bound)
      throw std::logic_error("schedule " + v_.name + " is legal and correct in " +
                             std::to_string(v_.count) + " steps, below Theorem 1's m = " +
                             std::to_string(*v_.bound) + ": the executor let something through");
    return std::move(v_);
  }

 private:
  bool in_range(std::int64_t pe) const { return pe >= 0 && pe < n_; }
  Fields range_rule(std::size_t step, std::int64_t pe, const std::string& what) const {
    return broken(static_cast<std::int64_t>(step), pe, "PE range",
                  what + " PE " + std::to_string(pe) + " (n = " + std::to_string(n_) + ")");
  }

  // "blocks": PE i holds b_i operands s_i .. s_i + b_i - 1 in registers x0, x1, ... and must
  // end with their prefixes in <result>0, <result>1, ... (Algorithm B, Lin and Yeh, section 4).
  void read_blocks(const Node& collective) {
    const Node* b = collective.find("blocks");
    if (!b) {
      regs_.emplace(Registers::initial(coll_, n_));
      return;
    }
    if (coll_.kind != "prefix") throw InputError(b->pos, "\"blocks\" applies to prefix only");
    if (coll_.many_items)
      throw InputError(b->pos, "give \"blocks\" or \"count\", not both (count: every PE holds "
                               "the same number of items)");
    expect(*b, Type::array, "\"blocks\"");
    if (static_cast<std::int64_t>(b->array.size()) != n_)
      throw InputError(b->pos,
                       "\"blocks\" must list one block size per PE (n = " + std::to_string(n_) +
                           "), got " + std::to_string(b->array.size()));
    // (docs/schedule-format.md: 2^24 in the format; this version keeps every operand's
    // register by name, about 170 bytes and 2 us each: 2^22 operands took 8 s and 690 MB, so
    // it reads at most 2^20)
    constexpr std::int64_t kMaxOperands = std::int64_t{1} << 20;
    start_.push_back(0);
    for (const Node& x : b->array) {
      const std::int64_t size = integer_in(x, 1, kMaxOperands, "a block size");
      if (start_.back() + size > kMaxOperands)
        throw InputError(x.pos,
                         "the blocks hold more than " + std::to_string(kMaxOperands) + " operands");
      start_.push_back(start_.back() + size);
    }
    regs_.emplace(static_cast<std::size_t>(n_));
    for (std::int64_t i = 0; i < n_; ++i)
      for (std::int64_t t = start_[i]; t < start_[i + 1]; ++t)
        regs_->set(static_cast<std::size_t>(i), "x" + std::to_string(t - start_[i]),
                   Value::operand(t, coll_.commutative));
  }

  std::optional<Fields> first_wrong_block_result() const {
    for (std::int64_t i = 0; i < n_; ++i)
      for (std::int64_t t = start_[i]; t < start_[i + 1]; ++t) {
        const std::string reg = coll_.result + std::to_string(t - start_[i]);
        const Value want = Value::range(0, t, coll_.commutative);
        const Value* got = regs_->get(static_cast<std::size_t>(i), reg);
        if (!got || !(*got == want))
          return Fields{{"PE", i},
                        {"register", reg},
                        {"holds", got ? to_string(*got) : std::string("no value")},
                        {"expected", to_string(want)}};
      }
    return std::nullopt;
  }

  void run(const Step& plan, std::size_t step) {
    Registers& regs = *regs_;
    auto& net = *net_;
    for (const Send& s : plan.sends) {
      if (!in_range(s.from) || !in_range(s.to)) {
        v_.illegal = range_rule(step, in_range(s.from) ? s.to : s.from,
                                in_range(s.from) ? "a send to" : "a send from");
        return;
      }
      const Value* val = regs.get(static_cast<std::size_t>(s.from), s.reg);
      if (!val) {
        v_.illegal = broken(
            static_cast<std::int64_t>(step), s.from, "no-value",
            "PE " + std::to_string(s.from) + " sends register " + s.reg + ", which holds no value");
        return;
      }
      net.send(static_cast<postal::Pe>(s.from), static_cast<postal::Pe>(s.to), *val);
      if (recording())
        record({"message", s.from, s.to, static_cast<std::int64_t>(step),
              static_cast<std::int64_t>(step) + lambda_ - 1, s.reg + " = " + to_string(*val)});
    }
    std::vector<std::pair<std::size_t, const Recv*>> received;
    for (const Recv& r : plan.recvs) {
      if (!in_range(r.at) || !in_range(r.from)) {
        v_.illegal = range_rule(step, in_range(r.at) ? r.from : r.at,
                                in_range(r.at) ? "a receive from" : "a receive at");
        return;
      }
      received.emplace_back(
          net.receive(static_cast<postal::Pe>(r.at), static_cast<postal::Pe>(r.from)), &r);
    }
    if (auto bad = net.commit()) {
      v_.illegal = Fields{{"step", static_cast<std::int64_t>(bad->step)},
                          {"rule", bad->rule},
                          {"detail", bad->detail}};
      v_.fault = Verdicts::Event{"rule", -1, -1, static_cast<std::int64_t>(bad->step),
                                 static_cast<std::int64_t>(bad->step), bad->rule + ": " + bad->detail};
      return;
    }
    for (const auto& [index, r] : received)
      regs.set(static_cast<std::size_t>(r->at), r->reg, net.received(index));
    run_ops(plan, step);
  }

  // The ops of a step, at its end (step 0: "init", before step 1).
  void run_ops(const Step& plan, std::size_t step) {
    Registers& regs = *regs_;
    for (const Op& op : plan.ops) {
      if (!in_range(op.pe)) {
        v_.illegal = range_rule(step, op.pe, "an op on");
        return;
      }
      const std::size_t pe = static_cast<std::size_t>(op.pe);
      std::string missing;
      std::optional<Value> acc = combine_registers(regs, pe, op.args, missing);
      if (!acc) {
        v_.illegal = broken(static_cast<std::int64_t>(step), op.pe, "no-value",
                            "PE " + std::to_string(op.pe) + " reads register " + missing +
                                ", which holds no value");
        return;
      }
      if (first_invalid_.empty() && invalid(*acc) && op.args.size() > 1) {
        // The operands as they were, each valid (else an earlier op was the first).
        bool operands_valid = true;
        std::string what;
        for (const auto& a : op.args) {
          const Value* x = regs.get(pe, a);
          operands_valid = operands_valid && x && !invalid(*x);
          what += (what.empty() ? "" : " then ") + std::string("(") + (x ? to_string(*x) : "?") + ")";
        }
        if (operands_valid) {
          first_invalid_ = "step " + std::to_string(step) + ", PE " + std::to_string(op.pe) + ": " +
                           op.dst + " := " + what;
          first_invalid_event_ = Verdicts::Event{"op", op.pe, op.pe, static_cast<std::int64_t>(step),
                                                 static_cast<std::int64_t>(step), op.dst + " := " + what};
        }
      }
      if (recording())
        record({"op", op.pe, op.pe, static_cast<std::int64_t>(step), static_cast<std::int64_t>(step),
              op.dst + " := " + [&] {
                std::string a;
                for (const auto& x : op.args) a += (a.empty() ? "" : " ") + x;
                return a;
              }()});
      regs.set(pe, op.dst, std::move(*acc));
    }
  }

  Verdicts v_;
  std::int64_t n_ = 0, k_ = 0, lambda_ = 0;
  Collective coll_;
  std::vector<std::int64_t> start_;  // with "blocks": PE i's first operand; start_[n] = total
  bool saw_init_ = false;
  std::string first_invalid_;  // the first op whose value is invalid: step, PE, its operands
  std::optional<Verdicts::Event> first_invalid_event_;

  // --draw: an event of the run, while there are few enough to draw (the event's text is made
  // only when recording(): a value's text is as long as its operands).
  bool recording() const { return v_.record && v_.not_drawn.empty(); }
  void record(Verdicts::Event e) { v_.add_event(std::move(e)); }
  std::optional<Registers> regs_;
  std::optional<postal::PostalNetwork<Value>> net_;
};

}  // namespace

std::unique_ptr<StepRunner> postal_runner(const Node& doc, Verdicts v) {
  return std::make_unique<PostalRun>(doc, std::move(v));
}

}  // namespace cc::schedule
