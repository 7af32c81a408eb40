// The run behind a refutation, step by step, for `check --trace-out FILE`: the states of the
// model's executor from the start up to the violation, as values of the Informal Trace Format
// (ITF, Apalache's ADR-015): integers, strings, booleans, lists, sets, tuples, maps and records.
// app/report_json.cpp writes them as ITF JSON (an integer beyond 2^53 - 1 as {"#bigint": "..."}).
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "checkers/context.hpp"
#include "checkers/result.hpp"
#include "spec/core/checked.hpp"
#include "spec/core/fields.hpp"

namespace cc {

struct ItfField;  // a record's field: its name and value (below)

struct ItfValue {
  enum class Kind { integer, string, boolean, list, set, tuple, map, record };
  Kind kind = Kind::integer;
  i128 integer = 0;
  std::string text;             // string
  bool flag = false;            // boolean
  std::vector<ItfValue> items;  // list, set, tuple; map: its entries, each a list [key, value]
  std::vector<ItfField> fields;  // record, in order

  // Defined below ItfField, which they need complete.
  static ItfValue of(i128 v);
  static ItfValue of(std::string s);
  static ItfValue of_bool(bool b);
  static ItfValue collection(Kind k, std::vector<ItfValue> items);
  static ItfValue map(std::vector<std::pair<ItfValue, ItfValue>> entries);
  static ItfValue record(std::vector<ItfField> fields);
};

// Not a std::pair: a pair of an incomplete type inside ItfValue does not compile with clang.
struct ItfField {
  std::string first;  // the name
  ItfValue second;
};

inline ItfValue ItfValue::of(i128 v) {
  ItfValue x;
  x.integer = v;
  return x;
}
inline ItfValue ItfValue::of(std::string s) {
  ItfValue x;
  x.kind = Kind::string;
  x.text = std::move(s);
  return x;
}
inline ItfValue ItfValue::of_bool(bool b) {
  ItfValue x;
  x.kind = Kind::boolean;
  x.flag = b;
  return x;
}
inline ItfValue ItfValue::collection(Kind k, std::vector<ItfValue> items) {
  ItfValue x;
  x.kind = k;
  x.items = std::move(items);
  return x;
}
inline ItfValue ItfValue::map(std::vector<std::pair<ItfValue, ItfValue>> entries) {
  ItfValue x;
  x.kind = Kind::map;
  for (auto& [k, v] : entries)
    x.items.push_back(collection(Kind::list, {std::move(k), std::move(v)}));
  return x;
}
inline ItfValue ItfValue::record(std::vector<ItfField> fields) {
  ItfValue x;
  x.kind = Kind::record;
  x.fields = std::move(fields);
  return x;
}

// A run up to its violation: every state gives a value to every variable of `vars`, in that
// order; the last state is the one that shows the violation (`violation` says what it is).
struct ExecTrace {
  std::string model;        // "postal"
  std::string description;  // what ran, e.g. "Algorithm A (variant ...), n = 3, k = 2, lambda = 1"
  Fields parameters;        // the case that was run (the counterexample's --case)
  std::vector<std::string> vars;
  std::vector<std::vector<std::pair<std::string, ItfValue>>> states;
  std::string violation;
};

// A claim's trace: the run of the case of a refuted outcome (outcome.replay_case) on the
// model's executor, with the run's variant (ctx.variant).
using TraceFn = std::function<ExecTrace(const RunContext&, const Outcome&)>;

}  // namespace cc
