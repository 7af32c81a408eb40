#include "spec/schedule/postal_emit.hpp"

#include <vector>

namespace cc::schedule {

void emit_algorithm_a(std::ostream& out, const postal::PrefixVariant& v, postal::Pe n, u64 k,
                      u64 lambda, const std::string& name) {
  using postal::Pe;
  postal::Plan plan(n, k, lambda);
  out << "{\"format\": \"collcheck-schedule/1\", \"name\": \"" << name << "\",\n"
      << " \"comment\": \"Algorithm A of seed 000 (variant " << v.name() << ": " << v.summary()
      << "), written by collcheck simulate postal --emit-schedule\",\n"
      << " \"model\": {\"name\": \"postal\", \"n\": " << n << ", \"k\": " << k
      << ", \"lambda\": " << lambda << "},\n"
      << " \"collective\": {\"kind\": \"prefix\"},\n \"steps\": [";
  std::vector<std::vector<Pe>> from(n);
  std::vector<std::size_t> order;
  for (std::size_t j = 1; j <= plan.m; ++j) {
    for (auto& f : from) f.clear();
    std::string sends, recvs, ops;
    communication_step(
        v, plan, j,
        [&](Pe x, Pe y) {
          sends += (sends.empty() ? "" : ", ") + std::string("{\"from\": ") + std::to_string(x) +
                   ", \"to\": " + std::to_string(y) + ", \"reg\": \"c\"}";
        },
        [&](Pe y, Pe x) {
          from[y].push_back(x);
          recvs += (recvs.empty() ? "" : ", ") + std::string("{\"at\": ") + std::to_string(y) +
                   ", \"from\": " + std::to_string(x) + ", \"reg\": \"r" +
                   std::to_string(from[y].size()) + "\"}";
        });
    for (Pe y = 0; y < n; ++y) {
      if (from[y].empty()) continue;
      v.combine_order(from[y].size(), order);
      std::string args;
      for (std::size_t r : order)
        args += (args.empty() ? "\"" : ", \"") +
                (r < from[y].size() ? "r" + std::to_string(r + 1) : std::string("c")) + "\"";
      ops += (ops.empty() ? "" : ", ") + std::string("{\"pe\": ") + std::to_string(y) +
             ", \"dst\": \"c\", \"args\": [" + args + "]}";
    }
    out << (j > 1 ? ",\n  " : "\n  ") << "{\"send\": [" << sends << "],\n   \"recv\": [" << recvs
        << "],\n   \"ops\": [" << ops << "]}";
  }
  out << "\n ]\n}\n";
}

}  // namespace cc::schedule
