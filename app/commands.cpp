// The command table's small commands: bound, and --format's check. check and prove are in
// cmd_check.cpp, list and errata in cmd_list.cpp, simulate in app/simulate/, the output files in
// output_files.cpp.
#include "app/commands.hpp"

#include <iostream>
#include <map>
#include <string>

#include "app/options.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/models/postal.hpp"

namespace cc::app {

void require_format(const std::string& f) {
  if (f != "text" && f != "json")
    throw UsageError("--format must be text or json, got '" + f + "'");
}

std::map<std::string, std::uint64_t> bound_values(
    const std::string& model, const std::map<std::string, std::string>& values) {
  if (model != "postal") throw UsageError("bound: unknown model '" + model + "' (known: postal)");
  const std::vector<NumericOption> table = {
      {"n", "number of PEs", 1, ~std::uint64_t{0}, ""},
      {"k", "ports per PE", 1, 1'000'000'000'000'000'000ull, ""},
      {"lambda", "latency (steps)", 1, 10'000'000, "the bound keeps lambda values in memory"}};
  for (const char* name : {"n", "k", "lambda"})
    if (!values.count(name) || values.at(name).empty())
      throw UsageError(std::string("bound postal needs --") + name);
  return parse_all(table, values, {});
}

int cmd_bound(const std::string& model, const std::map<std::string, std::string>& values) {
  auto v = bound_values(model, values);
  const std::uint64_t n = v["n"], k = v["k"], lambda = v["lambda"];
  const auto m = postal::min_steps(n, k, lambda, ~std::uint64_t{0});
  std::cout << "k-port lambda-postal lower bound (Lin and Yeh, Theorem 1): n = " << n
            << ", k = " << k << ", lambda = " << lambda << "\n";
  std::cout << "m = min{i | G(i) >= n}\n" << *m << "\n";
  return 0;
}

}  // namespace cc::app

