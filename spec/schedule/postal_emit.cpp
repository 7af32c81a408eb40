#include "spec/schedule/postal_emit.hpp"

#include <vector>

namespace cc::schedule {

namespace {

using postal::Pe;

std::string op(std::size_t pe, const std::string& dst, const std::vector<std::string>& args) {
  std::string a;
  for (const auto& r : args) a += (a.empty() ? "\"" : ", \"") + r + "\"";
  return "{\"pe\": " + std::to_string(pe) + ", \"dst\": \"" + dst + "\", \"args\": [" + a + "]}";
}

void join(std::string& list, const std::string& item) { list += (list.empty() ? "" : ", ") + item; }

// The document of the communication of postal::communication_step on plan.n PEs, each receive
// into its own register r1, r2, ..., and after each step's receives, for every register in
// `combined` (c for A; c and d for B), reg := the received values and reg in the variant's
// order. `init` ops run before step 1, `last` ops at the end of the last step.
void emit(std::ostream& out, const postal::PrefixVariant& v, postal::Plan& plan,
          const std::string& head, const std::string& collective, const std::string& init,
          const std::vector<std::string>& combined, const std::string& last) {
  out << head << " \"model\": {\"name\": \"postal\", \"n\": " << plan.n << ", \"k\": " << plan.k
      << ", \"lambda\": " << plan.lambda << "},\n \"collective\": " << collective << ",\n";
  if (!init.empty() || (plan.m == 0 && !last.empty()))
    out << " \"init\": [" << init << (plan.m == 0 && !last.empty() && !init.empty() ? ", " : "")
        << (plan.m == 0 ? last : "") << "],\n";
  out << " \"steps\": [";
  std::vector<std::vector<Pe>> from(plan.n);
  std::vector<std::size_t> order;
  for (std::size_t j = 1; j <= plan.m; ++j) {
    for (auto& f : from) f.clear();
    std::string sends, recvs, ops;
    communication_step(
        v, plan, j,
        [&](Pe x, Pe y) {
          join(sends, "{\"from\": " + std::to_string(x) + ", \"to\": " + std::to_string(y) +
                          ", \"reg\": \"c\"}");
        },
        [&](Pe y, Pe x) {
          from[y].push_back(x);
          join(recvs, "{\"at\": " + std::to_string(y) + ", \"from\": " + std::to_string(x) +
                          ", \"reg\": \"r" + std::to_string(from[y].size()) + "\"}");
        });
    for (Pe y = 0; y < plan.n; ++y) {
      if (from[y].empty()) continue;
      v.combine_order(from[y].size(), order);
      for (const auto& reg : combined) {
        std::vector<std::string> args;
        for (std::size_t r : order)
          args.push_back(r < from[y].size() ? "r" + std::to_string(r + 1) : reg);
        join(ops, op(y, reg, args));
      }
    }
    if (j == plan.m && !last.empty()) join(ops, last);
    out << (j > 1 ? ",\n  " : "\n  ") << "{\"send\": [" << sends << "],\n   \"recv\": [" << recvs
        << "],\n   \"ops\": [" << ops << "]}";
  }
  out << "\n ]\n}\n";
}

std::string head(const std::string& name, const std::string& what, const postal::PrefixVariant& v) {
  return "{\"format\": \"collcheck-schedule/1\", \"name\": \"" + name + "\",\n \"comment\": \"" +
         what + " of Lin and Yeh (variant " + v.name() + ": " + v.summary() +
         "), written by collcheck simulate postal --emit-schedule\",\n";
}

}  // namespace

void emit_algorithm_a(std::ostream& out, const postal::PrefixVariant& v, Pe n, u64 k, u64 lambda,
                      const std::string& name) {
  postal::Plan plan(n, k, lambda);
  emit(out, v, plan, head(name, "Algorithm A", v), "{\"kind\": \"prefix\"}", "", {"c"}, "");
}

void emit_algorithm_b(std::ostream& out, const postal::PrefixVariant& v, u64 n, Pe p, u64 k,
                      u64 lambda, const std::string& name) {
  postal::Plan plan(p, k, lambda);
  const postal::BlockLayout blocks = postal::block_layout(n, p);
  std::string sizes, init, last;
  for (Pe i = 0; i < p; ++i) {
    const u64 size = blocks.start[i + 1] - blocks.start[i];
    join(sizes, std::to_string(size));
    // c(i) := the block's total; d(i) := its first value
    std::vector<std::string> all;
    for (u64 t = 0; t < size; ++t) all.push_back("x" + std::to_string(t));
    join(init, op(i, "c", all));
    join(init, op(i, "d", {"x0"}));
    // u(s) := d(i); u(x) := u(x-1) ⊕ v(x) for the rest of the block
    join(last, op(i, "u0", {"d"}));
    for (u64 t = 1; t < size; ++t)
      join(last,
           op(i, "u" + std::to_string(t), {"u" + std::to_string(t - 1), "x" + std::to_string(t)}));
  }
  emit(out, v, plan, head(name, "Algorithm B", v),
       "{\"kind\": \"prefix\", \"result\": \"u\", \"blocks\": [" + sizes + "]}", init, {"c", "d"},
       last);
}

}  // namespace cc::schedule
