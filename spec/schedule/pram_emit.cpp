#include "spec/schedule/pram_emit.hpp"

#include "spec/algorithms/groupops_procedures.hpp"
#include "spec/schedule/hypercube_emit.hpp"

namespace cc::schedule {

void emit_pram(std::ostream& out, std::int64_t N, const std::vector<groupops::Iteration>& its,
               const std::string& kind, const std::string& name, const std::string& comment) {
  static const std::vector<std::string> registers = {"c", "t"};
  const auto reg = [&](int r) { return json_quote(registers.at(static_cast<std::size_t>(r))); };
  const auto pe = [](std::int64_t p) { return std::to_string(p - 1); };  // P_i is PE i - 1
  out << "{\"format\": \"collcheck-schedule/1\", \"name\": " << json_quote(name) << ",\n"
      << " \"comment\": " << json_quote(comment) << ",\n"
      << " \"model\": {\"name\": \"pram\", \"N\": " << N << "},\n"
      << " \"collective\": {\"kind\": " << json_quote(kind) << "},\n \"steps\": [";
  const auto steps = groupops::erew_steps(its, 1);
  // "loop j" for an iteration of the loop, "Stage 1" for Broadcast's step before it.
  const auto comment_of = [](const std::string& label) {
    const std::string english = groupops::label_in_english(label);
    return english == label ? "loop " + label : english;
  };
  for (std::size_t j = 0; j < steps.size(); ++j) {
    std::string reads, writes, ops;
    for (const auto& mi : steps[j].micros)
      for (const auto& x : mi.ops) {
        std::string& list = x.write ? writes : reads;
        list += (list.empty() ? "" : ", ") + std::string("{\"pe\": ") + pe(mi.pe) +
                ", \"cell\": " + std::to_string(x.cell) + ", \"reg\": " + reg(x.reg) + "}";
      }
    for (const auto& o : steps[j].compute) {
      std::string args;
      for (int r : o.args) args += (args.empty() ? "" : ", ") + reg(r);
      ops += (ops.empty() ? "" : ", ") + std::string("{\"pe\": ") + pe(o.pe) +
             ", \"dst\": " + reg(o.dst) + ", \"args\": [" + args + "]}";
    }
    out << (j ? ",\n  " : "\n  ") << "{\"comment\": " << json_quote(comment_of(steps[j].label))
        << ",\n   \"read\": [" << reads << "],\n   \"write\": [" << writes << "],\n   \"ops\": ["
        << ops << "]}";
  }
  out << "\n ]\n}\n";
}

}  // namespace cc::schedule
