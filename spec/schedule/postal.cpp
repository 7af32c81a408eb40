// Schedule documents on the k-port lambda-postal model (seed 000), run by PostalNetwork, the
// executor that runs Algorithms A and B. docs/schedule-format.md, "postal".
#include "spec/models/postal.hpp"

#include <stdexcept>

#include "spec/schedule/common.hpp"
#include "spec/schedule/document.hpp"

namespace cc::schedule {

using Type = Node::Type;

Verdicts run_postal(const Node& doc, Verdicts v) {
  only_keys(doc, {"format", "name", "model", "collective", "steps"}, "a postal schedule");
  const Node& model = member(doc, "model");
  only_keys(model, {"name", "n", "k", "lambda"}, "the postal model");
  const auto& params = *model_params("postal");
  std::int64_t value[3];
  for (std::size_t i = 0; i < 3; ++i)
    value[i] =
        integer_in(member(model, params[i].name), params[i].lo, params[i].hi, params[i].name);
  const std::int64_t n = value[0], k = value[1], lambda = value[2];
  v.point = {{"model", std::string("postal")}, {"n", n}, {"k", k}, {"lambda", lambda}};
  const Collective coll =
      read_collective(doc, n, {"prefix", "broadcast", "reduce", "allreduce"}, "postal");
  v.collective = coll.fields();
  const Node& steps = expect(member(doc, "steps"), Type::array, "\"steps\"");

  // Read every step first: a document is bad input or not before anything runs.
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
  std::vector<Step> plan(steps.array.size());
  auto pe_of = [](const Node& x, const std::string& what) {
    return expect(x, Type::integer, what).integer;
  };
  for (std::size_t j = 0; j < steps.array.size(); ++j) {
    const Node& s = expect(steps.array[j], Type::object, "a step");
    only_keys(s, {"send", "recv", "ops"}, "a postal step");
    if (const Node* a = s.find("send"))
      for (const Node& e : expect(*a, Type::array, "\"send\"").array) {
        expect(e, Type::object, "a send");
        only_keys(e, {"from", "to", "reg"}, "a send");
        plan[j].sends.push_back({pe_of(member(e, "from"), "\"from\""),
                                 pe_of(member(e, "to"), "\"to\""),
                                 reg_of(member(e, "reg"), "\"reg\"")});
      }
    if (const Node* a = s.find("recv"))
      for (const Node& e : expect(*a, Type::array, "\"recv\"").array) {
        expect(e, Type::object, "a receive");
        only_keys(e, {"at", "from", "reg"}, "a receive");
        plan[j].recvs.push_back({pe_of(member(e, "at"), "\"at\""),
                                 pe_of(member(e, "from"), "\"from\""),
                                 reg_of(member(e, "reg"), "\"reg\"")});
      }
    if (const Node* a = s.find("ops"))
      for (const Node& e : expect(*a, Type::array, "\"ops\"").array) {
        expect(e, Type::object, "an op");
        only_keys(e, {"pe", "dst", "args"}, "an op");
        Op op{pe_of(member(e, "pe"), "\"pe\""), reg_of(member(e, "dst"), "\"dst\""), {}};
        const Node& args = expect(member(e, "args"), Type::array, "\"args\"");
        if (args.array.empty()) throw InputError(args.pos, "\"args\" must name a register");
        for (const Node& r : args.array) op.args.push_back(reg_of(r, "an argument"));
        plan[j].ops.push_back(std::move(op));
      }
  }

  // Run it on the model's executor.
  Registers regs = Registers::initial(coll, n);
  postal::PostalNetwork<Value> net(static_cast<postal::Pe>(n), static_cast<u64>(k),
                                   static_cast<u64>(lambda));
  const auto in_range = [n](std::int64_t pe) { return pe >= 0 && pe < n; };
  const auto range_rule = [n](std::size_t step, std::int64_t pe, const std::string& what) {
    return broken(static_cast<std::int64_t>(step), pe, "PE range",
                  what + " PE " + std::to_string(pe) + " (n = " + std::to_string(n) + ")");
  };
  v.count = plan.size();
  for (std::size_t j = 0; j < plan.size() && !v.illegal; ++j) {
    const std::size_t step = j + 1;
    for (const Send& s : plan[j].sends) {
      if (!in_range(s.from) || !in_range(s.to)) {
        v.illegal = range_rule(step, in_range(s.from) ? s.to : s.from,
                               in_range(s.from) ? "a send to" : "a send from");
        break;
      }
      const Value* val = regs.get(static_cast<std::size_t>(s.from), s.reg);
      if (!val) {
        v.illegal = broken(
            static_cast<std::int64_t>(step), s.from, "no-value",
            "PE " + std::to_string(s.from) + " sends register " + s.reg + ", which holds no value");
        break;
      }
      net.send(static_cast<postal::Pe>(s.from), static_cast<postal::Pe>(s.to), *val);
    }
    if (v.illegal) break;
    std::vector<std::pair<std::size_t, const Recv*>> received;
    for (const Recv& r : plan[j].recvs) {
      if (!in_range(r.at) || !in_range(r.from)) {
        v.illegal = range_rule(step, in_range(r.at) ? r.from : r.at,
                               in_range(r.at) ? "a receive from" : "a receive at");
        break;
      }
      received.emplace_back(
          net.receive(static_cast<postal::Pe>(r.at), static_cast<postal::Pe>(r.from)), &r);
    }
    if (v.illegal) break;
    if (auto bad = net.commit()) {
      v.illegal = Fields{{"step", static_cast<std::int64_t>(bad->step)},
                         {"rule", bad->rule},
                         {"detail", bad->detail}};
      break;
    }
    for (const auto& [index, r] : received)
      regs.set(static_cast<std::size_t>(r->at), r->reg, net.received(index));
    for (const Op& op : plan[j].ops) {
      if (!in_range(op.pe)) {
        v.illegal = range_rule(step, op.pe, "an op on");
        break;
      }
      const std::size_t pe = static_cast<std::size_t>(op.pe);
      std::string missing;
      const std::optional<Value> acc = combine_registers(regs, pe, op.args, missing);
      if (!acc) {
        v.illegal = broken(static_cast<std::int64_t>(step), op.pe, "no-value",
                           "PE " + std::to_string(op.pe) + " reads register " + missing +
                               ", which holds no value");
        break;
      }
      regs.set(pe, op.dst, *acc);
    }
  }
  if (!v.illegal)
    if (auto bad = net.finish())
      v.illegal = Fields{{"step", static_cast<std::int64_t>(bad->step)},
                         {"rule", bad->rule},
                         {"detail", bad->detail}};

  // Correct: the result register of every PE, on the witness.
  if (!v.illegal) v.incorrect = first_wrong_result(regs, coll, n);

  // Bound: Theorem 1's m for every collective kind (a collective needs v(0) at every PE, or
  // every v(i) at one PE, which the same counting bounds).
  const auto m = postal::min_steps(static_cast<u64>(n), static_cast<u64>(k),
                                   static_cast<u64>(lambda), 1u << 26);
  if (!m) throw std::logic_error("postal bound: no m found for n = " + std::to_string(n));
  v.bound = *m;
  v.bound_source = "seed 000, Theorem 1: m = min{j | G(j) >= n}";
  if (!v.illegal && !v.incorrect && v.count < *v.bound)
    throw std::logic_error("schedule " + v.name + " is legal and correct in " +
                           std::to_string(v.count) + " steps, below Theorem 1's m = " +
                           std::to_string(*v.bound) + ": the executor let something through");
  return v;
}

}  // namespace cc::schedule
