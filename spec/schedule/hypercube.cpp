// Schedule documents on the hypercube (seed 003, "超立方体結合モデル"), run by cube_step, the
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
    coll_ = read_collective(doc, N_, {"prefix", "broadcast", "reduce", "allreduce"}, "hypercube");
    v_.collective = coll_.fields();
    regs_.emplace(N_);
  }

  void step(const Node& node) override {
    RegisterIndex& regs = *regs_;
    const auto pe_of = [](const Node& x, const std::string& what) {
      return expect(x, Type::integer, what).integer;
    };
    const Node& s = expect(node, Type::object, "a step");
    only_keys(s, {"dim", "send", "recv", "ops"}, "a hypercube step");
    auto& st = plan_.emplace_back();
    st.dim = expect(member(s, "dim"), Type::integer, "\"dim\"").integer;
    if (const Node* a = s.find("send"))
      for (const Node& e : expect(*a, Type::array, "\"send\"").array) {
        expect(e, Type::object, "a send");
        only_keys(e, {"from", "to", "reg"}, "a send");
        st.sends.push_back({pe_of(member(e, "from"), "\"from\""), pe_of(member(e, "to"), "\"to\""),
                            regs.of(member(e, "reg"), "\"reg\"")});
      }
    if (const Node* a = s.find("recv"))
      for (const Node& e : expect(*a, Type::array, "\"recv\"").array) {
        expect(e, Type::object, "a receive");
        only_keys(e, {"at", "from", "reg"}, "a receive");
        st.recvs.push_back({pe_of(member(e, "at"), "\"at\""), pe_of(member(e, "from"), "\"from\""),
                            regs.of(member(e, "reg"), "\"reg\"")});
      }
    if (const Node* a = s.find("ops"))
      for (const Node& e : expect(*a, Type::array, "\"ops\"").array) {
        expect(e, Type::object, "an op");
        only_keys(e, {"pe", "dst", "args"}, "an op");
        const std::int64_t pe = pe_of(member(e, "pe"), "\"pe\"");
        const int dst = regs.of(member(e, "dst"), "\"dst\"");
        const Node& args = expect(member(e, "args"), Type::array, "\"args\"");
        if (args.array.empty()) throw InputError(args.pos, "\"args\" must name a register");
        const auto first = static_cast<std::uint32_t>(st.args.size());
        for (const Node& r : args.array) st.args.push_back(regs.of(r, "an argument"));
        st.ops.push_back({pe, dst, first, static_cast<std::uint32_t>(args.array.size())});
      }
  }

  Verdicts finish(const Node& doc) override {
    only_keys(doc, {"format", "name", "model", "collective", "steps"}, "a hypercube schedule");
    expect(member(doc, "steps"), Type::array, "\"steps\"");
    // Run it on the model's executor, now that the whole document is read: a document is bad
    // input or not before anything runs.
    Verdicts v = std::move(v_);
    RegisterIndex& regs = *regs_;
    const std::int64_t N = N_;
    const Collective& coll = coll_;
    groupops::CubeMachine<Value> m(
        N, [](const Value& a, const Value& b) { return combine(a, b); }, &regs.names());
    for (std::int64_t i = 0; i < N; ++i) m.at(i, 0) = coll.initial(i);
    for (const auto& st : plan_)
      if (!groupops::cube_step(m, st)) break;
    v.count = plan_.size();
    if (m.violation)
      v.illegal =
          broken(m.violation->step + 1, m.violation->pe, m.violation->rule, m.violation->detail);

    // Correct: the result register of every PE, on the witness.
    if (!v.illegal) {
      const auto r = regs.find(coll.result);
      v.incorrect = first_wrong(coll, N, [&](std::int64_t pe) -> const std::optional<Value>* {
        return r ? &m.at(pe, *r) : nullptr;
      });
    }

    // Bound: a hypercube step is a step of the 1-port postal model with lambda = 1, so Theorem
    // 1's m for k = 1, lambda = 1 bounds every collective kind: m = min{j | 2^j >= N} =
    // ceil(log2 N).
    const auto bound = postal::min_steps(static_cast<u64>(N), 1, 1, 64);
    if (!bound || *bound != static_cast<u64>(groupops::ceil_log2(N)))
      throw std::logic_error("hypercube bound: Theorem 1's m differs from ceil(log2 N) at N = " +
                             std::to_string(N));
    v.bound = *bound;
    v.bound_source = "seed 000, Theorem 1 with k = 1, lambda = 1: m = ceil(log2 N)";
    if (!v.illegal && !v.incorrect && v.count < *v.bound)
      throw std::logic_error("schedule " + v.name + " is legal and correct in " +
                             std::to_string(v.count) + " hypercube steps, below ceil(log2 N) = " +
                             std::to_string(*v.bound) + ": the executor let something through");
    return v;
  }

 private:
  Verdicts v_;
  std::int64_t N_ = 0;
  Collective coll_;
  std::optional<RegisterIndex> regs_;
  std::vector<groupops::CubeStep> plan_;
};

}  // namespace

std::unique_ptr<StepRunner> hypercube_runner(const Node& doc, Verdicts v) {
  return std::make_unique<HypercubeRun>(doc, std::move(v));
}

}  // namespace cc::schedule
