// What simulate pram, hypercube and binomial (Ohtaki's slides) share: their options (--procedure,
// --N, --variant, --trace, --emit-schedule) and the checks of them, the slides' notation for what
// a PE holds (a_i, a_{i-j}; D for the broadcast value), and the names of the documents they write.
// Each model's run is in app/simulate/<model>.cpp; binomial prints its own notation.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "app/simulate/model.hpp"
#include "spec/algorithms/groupops_procedures.hpp"
#include "spec/witness/interval.hpp"

namespace cc::app::sim::groupops_common {

using witness::Interval;

// The options of one of the three models: its procedures, and what --N and --emit-schedule are.
std::vector<Param> params(const std::vector<std::string>& procedures, const std::string& n_help,
                          const std::string& emit_help);
// --N a power of two for binomial, the variant known, no --emit-schedule for binomial properties.
void check(const Values& v);

std::int64_t N_of(const Values& v);
groupops::Planted bug_of(const Values& v);

// The slides' notation: a_i, a_{i-k}; D for the broadcast value; blank where a PE holds nothing.
std::string val(const std::optional<Interval>& v, bool broadcast);
// i in k bits, the highest first.
std::string bits(std::int64_t i, int k);
// A binomial tree's node by its hypercube label: P_5 [101].
std::string node(std::int64_t v, int k);

// binomial --procedure properties: the tree of N = 2^k nodes
// (app/simulate/binomial_properties.cpp).
int binomial_properties(bool text, std::ostream& out, std::int64_t N);

// The document's name and collective for a procedure: pram-prefix, cube-reduction-planted-...
std::string doc_name(const std::string& prefix, const std::string& proc, const Values& v);
std::string doc_kind(const std::string& proc);
std::string doc_comment(const std::string& what, const Values& v);

groupops::Op<Interval> icomb();

// The --trace table: a row of what each PE holds after a loop or step.
struct Table {
  bool text;
  std::ostream& out;
  nlohmann::json rows = nlohmann::json::array();
  void row(const std::string& label, const std::vector<std::optional<Interval>>& v,
           std::size_t from, bool broadcast);
};

}  // namespace cc::app::sim::groupops_common
