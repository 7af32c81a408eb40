// The output of collcheck-mpi-witness: one JSON line per case, from the records of all ranks
// (mpi/README.md "Output"). No MPI here.
#pragma once

#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "witness_case.hpp"
#include "witness_element.hpp"
#include "witness_options.hpp"
#include "witness_run.hpp"

namespace witness {

inline std::string quoted(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

// The case's verdict: "refused" if a rank refused (the least such rank), else "wrong" if a rank
// holds what MPI does not allow (the least such rank), else "ok".
inline std::string json_line(const Case& k, const Options& o, int ranks, const std::vector<Record>& all) {
  std::string s = "{\"collective\":" + quoted(name(k.coll)) + ",\"np\":" + std::to_string(ranks) +
                  ",\"count\":" + std::to_string(k.count) +
                  ",\"root\":" + (k.root < 0 ? std::string("null") : std::to_string(k.root)) +
                  ",\"datatype\":" + quoted(name(k.layout)) +
                  ",\"in_place\":" + (k.in_place ? "true" : "false") +
                  ",\"op\":" + quoted(k.commutative ? "commutative" : "noncommutative") +
                  ",\"planted\":" + quoted(name(o.planted));
  const Record* refused = nullptr;
  const Record* wrong = nullptr;
  int refused_rank = -1, wrong_rank = -1;
  for (std::size_t q = 0; q < all.size(); ++q) {
    if (all[q].status == Refused && !refused) refused = &all[q], refused_rank = static_cast<int>(q);
    if (all[q].status == Wrong && !wrong) wrong = &all[q], wrong_rank = static_cast<int>(q);
  }
  if (refused) {
    std::string err(refused->error);  // run_case ends it with a NUL
    return s + ",\"verdict\":\"refused\",\"rank\":" + std::to_string(refused_rank) +
           ",\"error\":" + quoted(err) + "}";
  }
  if (!wrong) return s + ",\"verdict\":\"ok\"}";
  s += ",\"verdict\":\"wrong\",\"rank\":" + std::to_string(wrong_rank);
  static constexpr const char* where[] = {"element", "hole", "guard", "send buffer", "datatype"};
  s += ",\"where\":" + quoted(where[wrong->where]);
  if (wrong->where == AtDatatype)
    return s + ",\"holds\":\"the operator was called with a datatype the call never passed\"" +
           ",\"requires\":\"the datatype of the call\"}";
  s += std::string(wrong->where == AtElement ? ",\"index\":" : ",\"slot\":") + std::to_string(wrong->index);
  return s + ",\"holds\":" + quoted(show(wrong->got, wrong->want_idx)) +
         ",\"requires\":" + quoted(show(wrong->want, wrong->want_idx)) + "}";
}

}  // namespace witness
