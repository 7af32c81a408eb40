// Schedule documents on the EREW shared memory (Ohtaki's slides,
// "ここでの共有メモリモデルの仮定はEREW型"), run by run_pram, the executor that runs Broadcast,
// Reduction and Prefix (spec/models/groupops.hpp). docs/schedule-format.md, "pram": each step is
// one EREW step, read as the executor's whole_step (both of the slides' rules in it); PEs 0..N-1,
// cells 0..N (cell 0 is the slides' m, cell k is A(k)).
#include <memory>
#include <algorithm>
#include <optional>
#include <tuple>
#include <stdexcept>

#include "spec/models/groupops.hpp"
#include "spec/schedule/document.hpp"
#include "spec/schedule/register_index.hpp"

namespace cc::schedule {

using Type = Node::Type;

namespace {

// A pram document read step by step (run_document_text): each step is kept as an Iteration of
// the executor, its JSON dropped; finish() runs them. A step is one iteration: one Micro per
// access (reads, then writes, as listed), its ops after them.
class PramRun final : public StepRunner {
 public:
  PramRun(const Node& doc, Verdicts v) : v_(std::move(v)) {
    N_ = read_model(doc, "pram", v_)[0];
    coll_ = read_collective(doc, N_,
                            {"prefix", "broadcast", "reduce", "allreduce", "exscan", "allgather",
                             "gather", "scatter", "reduce_scatter", "alltoall"},
                            "pram", {"count"});
    v_.collective = coll_.fields();
    regs_.emplace(N_);
    if (coll_.many_items) {
      // Many items (docs/schedule-format.md): a cell holds one item, and the memory has a cell
      // for every item a PE holds at the start or the end, on every PE: m, A(1..N * items).
      const Node& kind = member(member(doc, "collective"), "kind");
      std::int64_t items = 1;
      for (std::int64_t i = 0; i < N_; ++i) {
        const auto in = coll_.inputs(i, N_);
        items = std::max<std::int64_t>({items, static_cast<std::int64_t>(in.size()),
                                        static_cast<std::int64_t>(coll_.outputs(i, N_).size())});
        for (const auto& [reg, x] : in) inputs_.emplace_back(i, regs_->add(reg, kind.pos), x);
      }
      if (N_ * items + 1 > RegisterIndex::kRegisterSlots)
        throw InputError(kind.pos, "a pram " + coll_.kind + " of " + std::to_string(items) +
                                       " items per PE on N = " + std::to_string(N_) + " needs " +
                                       std::to_string(N_ * items + 1) + " cells, more than this "
                                       "version keeps (" + std::to_string(RegisterIndex::kRegisterSlots) + ")");
      cells_ = N_ * items + 1;
    }
  }

  void step(const Node& node) override {
    RegisterIndex& regs = *regs_;
    const auto int_of = [](const Node& x, std::string_view what) {
      return expect(x, Type::integer, what).integer;
    };
    const Node& s = expect(node, Type::object, "a step");
    only_keys(s, {"read", "write", "ops"}, "a pram step");
    auto& it = its_.emplace_back();
    it.label = std::to_string(its_.size());
    for (const char* key : {"read", "write"}) {
      const Node* a = s.find(key);
      if (!a) continue;
      const bool write = key[0] == 'w';
      for (const Node& e : expect(*a, Type::array, std::string("\"") + key + "\"").array) {
        expect(e, Type::object, write ? "a write" : "a read");
        only_keys(e, {"pe", "cell", "reg"}, write ? "a write" : "a read");
        groupops::Access x;
        x.write = write;
        const std::int64_t pe = int_of(member(e, "pe"), "\"pe\"");
        x.cell = int_of(member(e, "cell"), "\"cell\"");
        x.reg = regs.of(member(e, "reg"), "\"reg\"");
        it.micros.push_back({pe, {x}});
      }
    }
    if (const Node* a = s.find("ops"))
      for (const Node& e : expect(*a, Type::array, "\"ops\"").array) {
        expect(e, Type::object, "an op");
        only_keys(e, {"pe", "dst", "args"}, "an op");
        groupops::PramOp op;
        op.pe = int_of(member(e, "pe"), "\"pe\"");
        op.dst = regs.of(member(e, "dst"), "\"dst\"");
        const Node& args = expect(member(e, "args"), Type::array, "\"args\"");
        if (args.array.empty()) throw InputError(args.pos, "\"args\" must name a register");
        for (const Node& r : args.array) op.args.push_back(regs.of(r, "an argument"));
        it.compute.push_back(std::move(op));
      }
  }

  Verdicts finish(const Node& doc) override {
    only_keys(doc, {"format", "name", "model", "collective", "steps"}, "a pram schedule");
    expect(member(doc, "steps"), Type::array, "\"steps\"");
    Verdicts v = std::move(v_);
    RegisterIndex& regs = *regs_;
    const std::int64_t N = N_;
    const Collective& coll = coll_;
    // Run it on the model's executor: register c of PE i holds operand i (broadcast: the root's
    // only), and for broadcast cell m holds the root's value D too, as the slides place it.
    std::vector<std::optional<Value>> c(static_cast<std::size_t>(N));
    std::optional<Value> m;
    std::vector<std::tuple<std::int64_t, int, Value>> preset;
    if (coll.many_items) {
      // Item registers; "c" (register 0) where the collective keeps one item there.
      for (auto& [pe, reg, x] : inputs_) {
        if (reg == 0)
          c[static_cast<std::size_t>(pe)] = x;
        else
          preset.emplace_back(pe, reg, x);
      }
    } else {
      for (std::int64_t i = 0; i < N; ++i) c[static_cast<std::size_t>(i)] = coll.initial(i);
      if (coll.kind == "broadcast") m = coll.initial(coll.root);
    }
    groupops::PramOptions o;
    o.order = groupops::Order::whole_step;
    o.strict = true;
    o.first = 0;
    o.registers = &regs.names();
    o.cells = cells_;
    const auto r = groupops::run_pram<Value>(
        N, its_, std::move(c), std::move(m),
        [](const Value& a, const Value& b) { return combine(a, b); }, o, preset);
    v.count = its_.size();
    if (r.violation) {
      v.illegal = broken(r.iterations, r.violation->pe, r.violation->rule, r.violation->detail);
      if (r.violation->cell >= 0)
        v.illegal->insert(v.illegal->end() - 1, {"cell", groupops::cell_name(r.violation->cell)});
    }

    // Correct: the result register of every PE, on the witness.
    if (!v.illegal && coll.many_items) {
      Registers got(static_cast<std::size_t>(N));
      for (std::int64_t i = 0; i < N; ++i)
        for (const auto& [name, want] : coll.outputs(i, N))
          if (const auto id = regs.find(name))
            if (const auto* x = r.get(i, *id); x && *x) got.set(static_cast<std::size_t>(i), name, **x);
      v.incorrect = first_wrong_result(got, coll, N);
    } else if (!v.illegal) {
      const auto res = regs.find(coll.result);
      v.incorrect = first_wrong(coll, N, [&](std::int64_t pe) -> const std::optional<Value>* {
        return res ? r.get(pe, *res) : nullptr;
      });
    }

    // Bound: the slides state O(log N) steps for Broadcast, Reduction and Prefix and prove no
    // lower bound for the EREW model; the count is reported without one.
    return v;
  }

 private:
  Verdicts v_;
  std::int64_t N_ = 0;
  Collective coll_;
  std::optional<RegisterIndex> regs_;
  std::vector<groupops::Iteration> its_;
  std::vector<std::tuple<std::int64_t, int, Value>> inputs_;  // many items: (PE, register, item)
  std::int64_t cells_ = 0;                                    // many items: the cells; 0: N + 1
};

}  // namespace

std::unique_ptr<StepRunner> pram_runner(const Node& doc, Verdicts v) {
  return std::make_unique<PramRun>(doc, std::move(v));
}

}  // namespace cc::schedule
