// What simulate pram, hypercube and binomial share: app/simulate/groupops.hpp.
#include "app/simulate/groupops.hpp"

#include "spec/core/usage_error.hpp"

namespace cc::app::sim::groupops_common {

using namespace groupops;

std::vector<Param> params(const std::vector<std::string>& procedures, const std::string& n_help,
                          const std::string& emit_help) {
  // The PRAM keeps every step's memory: its reduction and prefix take 1.0 and 1.1 GB at
  // N = 2^16 (0.5 GB at 2^15), so they stop at 2^15.
  const auto pram_limit = [](const Values& v) -> std::optional<Limit> {
    if (v.model == "pram" && v.str("procedure") != "broadcast")
      return Limit{std::uint64_t{1} << 15, "2^15 PEs for the PRAM reduction and prefix (1 GB)"};
    return std::nullopt;
  };
  return {Param::choice("procedure", "the slides' procedure to run", procedures)
              .in_errors_as("procedure")
              .needed(),
          Param::integer("N", n_help, 1, std::uint64_t{1} << 16, "2^16 PEs")
              .with_default("8")
              .limited_by(pram_limit),
          Param::variant("a planted bug (collcheck list --variants)"),
          Param::trace("also what every PE holds after each loop or step, in the slides' "
                       "notation (a_i, a_{i-j}; D for broadcast)"),
          Param::emit_schedule(emit_help)};
}

void check(const Values& v) {
  const bool binomial = v.model == "binomial";
  if (binomial && !is_power_of_two(N_of(v)))
    throw UsageError(
        "--N must be a power of two in [1, 65536] for simulate binomial (the "
        "binomial tree of level k has N = 2^k nodes), got " +
        std::to_string(N_of(v)));
  (void)bug_of(v);
  if (binomial && v.has("emit-schedule") && v.str("procedure") == "properties")
    throw UsageError(
        "--emit-schedule: binomial properties runs no schedule; broadcast, scatter, gather and "
        "reduction are written as hypercube documents");
}

std::int64_t N_of(const Values& v) { return static_cast<std::int64_t>(v.num("N")); }

Planted bug_of(const Values& v) {
  return v.has("variant") ? find_variant(v.str("variant")).bug : Planted::none;
}

std::string val(const std::optional<Interval>& v, bool broadcast) {
  if (!v) return "";
  if (!v->valid()) return "invalid";
  if (broadcast) return "D";
  return v->lo == v->hi ? "a_" + std::to_string(v->lo)
                        : "a_{" + std::to_string(v->lo) + "-" + std::to_string(v->hi) + "}";
}

std::string bits(std::int64_t i, int k) {
  std::string s;
  for (int b = k - 1; b >= 0; --b) s += ((i >> b) & 1) ? '1' : '0';
  return s;
}

std::string node(std::int64_t v, int k) {
  return "P_" + std::to_string(v) + (k > 0 ? " [" + bits(v, k) + "]" : "");
}

std::string doc_name(const std::string& prefix, const std::string& proc, const Values& v) {
  return prefix + "-" + proc + (v.has("variant") ? "-" + v.str("variant") : "");
}
std::string doc_kind(const std::string& proc) { return proc == "reduction" ? "reduce" : proc; }
std::string doc_comment(const std::string& what, const Values& v) {
  return what + " of Ohtaki's slides" +
         (v.has("variant") ? " (variant " + v.str("variant") + ")" : "") +
         ", written by collcheck simulate " + v.model + " --emit-schedule";
}

Op<Interval> icomb() {
  return [](const Interval& x, const Interval& y) { return witness::combine(x, y); };
}

void Table::row(const std::string& label, const std::vector<std::optional<Interval>>& v,
                std::size_t from, bool broadcast) {
  nlohmann::json jr = nlohmann::json::array();
  if (text) out << label;
  for (std::size_t i = from; i < v.size(); ++i) {
    if (text) out << "\t" << val(v[i], broadcast);
    jr.push_back(val(v[i], broadcast));
  }
  if (text) out << "\n";
  rows.push_back({{"after", label}, {"values", jr}});
}

}  // namespace cc::app::sim::groupops_common
