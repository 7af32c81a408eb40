// Schedule documents on the half-duplex model (Lin and Hung), run by halfduplex::Machine, the
// literal executor that runs Algorithms A, L, B, E and F (execute_explicit).
// docs/schedule-format.md, "halfduplex".
#include "spec/models/halfduplex.hpp"

#include <memory>
#include <stdexcept>
#include <unordered_map>

#include "spec/schedule/common.hpp"
#include "spec/schedule/document.hpp"

namespace cc::schedule {

using Type = Node::Type;

namespace {

namespace hd = cc::halfduplex;

// One step of a document as the machine takes it.
struct DocStep {
  bool compute = false;
  hd::StepKind kind = hd::StepKind::comm;
  std::vector<hd::Send> sends;
  std::vector<hd::Recv> recvs;
  std::vector<hd::Operation> ops;
  bool side = false;  // "side": label
  std::int64_t label = 0;
};

// ceil(log2 n): the computation steps that forming 0:n-1 from n operands takes at least.
std::uint64_t ceil_log2(std::int64_t n) {
  std::uint64_t l = 0;
  while ((std::int64_t{1} << l) < n) ++l;
  return l;
}

// A half-duplex document run step by step on the machine, so that a large document can be read
// one step at a time (run_document_text). Once a rule is broken the remaining steps are still
// read (bad input anywhere is exit 2) but no longer run.
class HalfduplexRun final : public StepRunner {
 public:
  HalfduplexRun(const Node& doc, Verdicts v) : v_(std::move(v)) {
    const auto value = read_model(doc, "halfduplex", v_);
    n_ = value[0];
    p_ = value[1];
    const Node& n_node = member(member(doc, "model"), "n");
    coll_ = read_collective(doc, p_, {"prefix", "broadcast", "reduce", "allreduce"}, "halfduplex",
                            {"blocks", "anywhere"});
    const Node& c = member(doc, "collective");
    if (const Node* a = c.find("anywhere")) {
      anywhere_ = expect(*a, Type::boolean, "\"anywhere\"").boolean;
      if (anywhere_ && coll_.kind != "prefix")
        throw InputError(a->pos, "\"anywhere\" applies to prefix only");
      if (anywhere_ && c.find("result"))
        throw InputError(c.find("result")->pos,
                         "\"result\" names no register with \"anywhere\": a prefix may be in any");
    }
    v_.collective = coll_.fields();
    if (anywhere_)  // no result register: a prefix may be in any
      std::erase_if(v_.collective, [](const Field& f) { return f.key == "result"; });
    if (c.find("blocks")) v_.collective.push_back({"blocks", std::string("given")});
    if (anywhere_) v_.collective.push_back({"anywhere", std::string("true")});
    machine_.emplace(
        p_, combine, nullptr, [this](hd::Reg r) { return *names_[r]; }, hd::CostModel{});
    // An algorithm forms about one value per operand, and passes some on: room for 2n.
    machine_->reserve(2 * static_cast<std::size_t>(n_));
    ids_.reserve(static_cast<std::size_t>(n_));
    if (const Node* b = c.find("blocks")) {
      read_blocks(*b);
    } else {
      if (n_ != p_)
        throw InputError(n_node.pos, "n = " + std::to_string(n_) +
                                         " operands on p = " + std::to_string(p_) +
                                         " PEs: give \"blocks\" in the collective, or n = p");
      const hd::Reg c_reg = intern("c");
      for (std::int64_t i = 0; i < p_; ++i)
        if (auto x = coll_.initial(i)) machine_->set(static_cast<hd::Pe>(i), c_reg, std::move(*x));
    }
  }

  void step(const Node& node) override {
    DocStep d = read_plain(node);
    if (d.side) {
      // A new side group: the first step with its label after a step without it or with another.
      if (!in_group_ || d.label != label_) ++groups_;
      in_group_ = true;
      label_ = d.label;
    } else {
      in_group_ = false;
    }
    run(d, {-groups_, d.side, 1});
  }

  Verdicts finish(const Node& doc) override {
    only_keys(doc, {"format", "name", "model", "collective", "steps"}, "a halfduplex schedule");
    expect(member(doc, "steps"), Type::array, "\"steps\"");
    const hd::Execution ex = machine_->counts(-groups_);
    if (!v_.illegal) v_.incorrect = anywhere_ ? first_missing() : first_wrong();
    // Bound: Lin and Hung, section 5, for every collective that forms 0:n-1 (an operation combines
    // two values, so a value formed in t computation steps combines at most 2^t operands); the
    // seed proves no bound on communication steps, nor one for broadcast.
    const std::string comp = std::to_string(ex.computation_steps) + " computation steps",
                      comm = std::to_string(ex.communication_steps) + " communication steps";
    if (coll_.kind == "broadcast") {
      v_.count = static_cast<std::uint64_t>(ex.communication_steps);
      v_.unit = "communication steps";
      v_.also = comp;
      return std::move(v_);
    }
    v_.count = static_cast<std::uint64_t>(ex.computation_steps);
    v_.unit = "computation steps";
    v_.also = comm + ", for which no lower bound is known";
    v_.bound = ceil_log2(n_);
    v_.bound_source =
        "Lin and Hung, section 5: 0:n-1 takes at least ceil(log2 n) computation steps "
        "(halfduplex.sec5.sum_steps)";
    if (!v_.illegal && !v_.incorrect && v_.count < *v_.bound)
      throw std::logic_error("schedule " + v_.name + " is legal and correct in " + comp +
                             ", below ceil(log2 n) = " + std::to_string(*v_.bound) +
                             ": the executor let something through");
    return std::move(v_);
  }

 private:
  hd::Reg intern(const std::string& name) {
    if (const auto it = ids_.find(name); it != ids_.end()) return it->second;
    const auto it = ids_.emplace(name, names_.size()).first;
    names_.push_back(&it->first);  // the map's keys do not move
    return it->second;
  }
  hd::Reg reg(const Node& n, std::string_view what) { return intern(reg_of(n, what)); }

  // "reg": r (one value) or "regs": [r, ...] (the values of one message, in order).
  std::vector<hd::Reg> regs_of(const Node& e) {
    const Node* one = e.find("reg");
    const Node* many = e.find("regs");
    if ((one != nullptr) == (many != nullptr))
      throw InputError(e.pos, "give exactly one of \"reg\" and \"regs\"");
    if (one) return {reg(*one, "\"reg\"")};
    std::vector<hd::Reg> out;
    for (const Node& r : expect(*many, Type::array, "\"regs\"").array)
      out.push_back(reg(r, "a register"));
    return out;
  }

  DocStep read_plain(const Node& node) {
    DocStep d;
    const Node& s = expect(node, Type::object, "a step");
    only_keys(s, {"send", "recv", "ops", "collective", "side"}, "a halfduplex step");
    if (const Node* side = s.find("side")) {
      d.side = true;
      d.label = expect(*side, Type::integer, "\"side\"").integer;
    }
    if (const Node* ops = s.find("ops")) {
      for (const char* k : {"send", "recv", "collective"})
        if (const Node* x = s.find(k))
          throw InputError(x->pos,
                           "a step is a communication step (send, recv) or a computation step "
                           "(ops), not both");
      d.compute = true;
      for (const Node& e : expect(*ops, Type::array, "\"ops\"").array) {
        expect(e, Type::object, "an op");
        only_keys(e, {"pe", "dst", "args"}, "an op");
        hd::Operation op{pe_of(member(e, "pe"), "\"pe\""), reg(member(e, "dst"), "\"dst\""), {}};
        const Node& args = expect(member(e, "args"), Type::array, "\"args\"");
        if (args.array.empty()) throw InputError(args.pos, "\"args\" must name a register");
        for (const Node& r : args.array) op.args.push_back(reg(r, "an argument"));
        d.ops.push_back(std::move(op));
      }
      return d;
    }
    if (const Node* c = s.find("collective")) {
      const std::string& k = expect(*c, Type::string, "\"collective\"").string;
      if (k != "broadcast" && k != "scatter")
        throw InputError(
            c->pos, "a step's \"collective\" is \"broadcast\" or \"scatter\", got \"" + k + "\"");
      d.kind = k == "broadcast" ? hd::StepKind::broadcast : hd::StepKind::scatter;
    }
    if (const Node* a = s.find("send"))
      for (const Node& e : expect(*a, Type::array, "\"send\"").array) {
        expect(e, Type::object, "a send");
        only_keys(e, {"from", "to", "reg", "regs"}, "a send");
        d.sends.push_back(
            {pe_of(member(e, "from"), "\"from\""), pe_of(member(e, "to"), "\"to\""), regs_of(e)});
      }
    if (const Node* a = s.find("recv"))
      for (const Node& e : expect(*a, Type::array, "\"recv\"").array) {
        expect(e, Type::object, "a receive");
        only_keys(e, {"at", "from", "reg", "regs"}, "a receive");
        d.recvs.push_back(
            {pe_of(member(e, "at"), "\"at\""), pe_of(member(e, "from"), "\"from\""), regs_of(e)});
      }
    return d;
  }

  void run(const DocStep& d, const hd::Lane& lane) {
    if (v_.illegal) return;
    auto bad = d.compute ? machine_->compute(lane, d.ops)
                         : machine_->communicate(lane, d.kind, d.sends, d.recvs);
    if (bad)
      v_.illegal =
          broken(static_cast<std::int64_t>(bad->step + 1), bad->pe, bad->rule, bad->detail);
  }

  // "blocks": PE i holds b_i operands s_i .. s_i + b_i - 1 in registers x0, x1, ...
  void read_blocks(const Node& b) {
    if (coll_.kind != "prefix") throw InputError(b.pos, "\"blocks\" applies to prefix only");
    expect(b, Type::array, "\"blocks\"");
    if (static_cast<std::int64_t>(b.array.size()) != p_)
      throw InputError(b.pos, "\"blocks\" must list one block size per PE (p = " +
                                  std::to_string(p_) + "), got " + std::to_string(b.array.size()));
    start_.push_back(0);
    for (const Node& x : b.array) {
      const std::int64_t size = integer_in(x, 0, n_, "a block size");
      if (start_.back() + size > n_)
        throw InputError(x.pos,
                         "the blocks hold more than n = " + std::to_string(n_) + " operands");
      start_.push_back(start_.back() + size);
    }
    if (start_.back() != n_)
      throw InputError(b.pos, "the blocks hold " + std::to_string(start_.back()) +
                                  " operands, not n = " + std::to_string(n_));
    for (std::int64_t i = 0; i < p_; ++i)
      for (std::int64_t t = start_[i]; t < start_[i + 1]; ++t)
        machine_->set(static_cast<hd::Pe>(i), intern("x" + std::to_string(t - start_[i])),
                      Value::operand(t, coll_.commutative));
  }

  Fields wrong(std::int64_t pe, const std::string& reg, const Value* got, const Value& want) const {
    return Fields{{"PE", pe},
                  {"register", reg},
                  {"holds", got ? to_string(*got) : std::string("no value")},
                  {"expected", to_string(want)}};
  }
  const Value* value(std::int64_t pe, const std::string& reg) const {
    const auto it = ids_.find(reg);
    return it == ids_.end() ? nullptr : machine_->get(static_cast<hd::Pe>(pe), it->second);
  }

  // The first PE (and register) whose result is wrong: register <result> of PE i, or with
  // "blocks" register <result>t for its t-th operand.
  std::optional<Fields> first_wrong() const {
    for (std::int64_t i = 0; i < p_; ++i) {
      if (start_.empty()) {
        const std::optional<Value> want = coll_.expected(i, n_);
        if (!want) continue;
        const Value* got = value(i, coll_.result);
        if (!got || !(*got == *want)) return wrong(i, coll_.result, got, *want);
        continue;
      }
      for (std::int64_t t = start_[i]; t < start_[i + 1]; ++t) {
        const std::string reg = coll_.result + std::to_string(t - start_[i]);
        const Value want = Value::range(0, t, coll_.commutative);
        const Value* got = value(i, reg);
        if (!got || !(*got == want)) return wrong(i, reg, got, want);
      }
    }
    return std::nullopt;
  }

  // "anywhere": the least j such that no PE holds 0:j in any register.
  std::optional<Fields> first_missing() const {
    std::vector<bool> held(static_cast<std::size_t>(n_), false);
    machine_->for_each([&](hd::Pe, hd::Reg, const Value& x) {
      std::int64_t lo = 0, hi = -1;
      if (!x.commutative && x.interval.valid()) {
        lo = x.interval.lo;
        hi = x.interval.hi;
      } else if (x.commutative && !x.invalid && x.runs.size() == 1) {
        lo = x.runs[0].first;
        hi = x.runs[0].second;
      }
      if (lo == 0 && hi >= 0 && hi < n_) held[static_cast<std::size_t>(hi)] = true;
    });
    for (std::int64_t j = 0; j < n_; ++j)
      if (!held[static_cast<std::size_t>(j)])
        return Fields{{"prefix", to_string(Value::range(0, j, coll_.commutative))},
                      {"holds", std::string("no PE holds it")}};
    return std::nullopt;
  }

  Verdicts v_;
  std::int64_t n_ = 0, p_ = 0;
  Collective coll_;
  bool anywhere_ = false;
  std::vector<std::int64_t> start_;  // with "blocks": PE i's first operand; start_[p] = n
  int groups_ = 0;                   // side groups so far: a group's steps run on level -groups
  bool in_group_ = false;            // the last step was in a side group, labelled label_
  std::int64_t label_ = 0;
  std::unordered_map<std::string, hd::Reg> ids_;
  std::vector<const std::string*> names_;
  std::optional<hd::Machine<Value>> machine_;
};

}  // namespace

std::unique_ptr<StepRunner> halfduplex_runner(const Node& doc, Verdicts v) {
  return std::make_unique<HalfduplexRun>(doc, std::move(v));
}

}  // namespace cc::schedule
