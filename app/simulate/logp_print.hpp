// What simulate logp draws and writes as JSON: the broadcast tree simulated and S* as Graphviz
// (--dot), a tree's nodes and a violation as JSON, (P_i,T_i) pairs.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "spec/algorithms/logp_broadcast.hpp"
#include "spec/algorithms/logp_sum.hpp"

namespace cc::app::sim::logp_print {

using namespace logp;

std::string pair_text(const Node& n);
std::string params_text(u64 P, Time L, Time o, Time g);

// The broadcast tree simulated, drawn from the plan's sends (node n<PE>, edge "send <start>").
// T* keeps Figure 1's (P_i,T_i) labels; any other variant's PE is labelled with the time it
// holds the message by the plan (the start of the first send to it + L + 2o; the root at 0).
std::string broadcast_dot(const BroadcastPlan& plan, const Params& prm, const Tree* tstar_tree,
                          const std::string& vname);
// S* as the summation runs on it: node n<preorder index> labelled (P_i,T_i) and its operand
// count N_i; the edge to each child, drawn with the arrow at the parent (the data flows up),
// labelled with the time the child sends its sum, T_c + B.
std::string sum_dot(const SumPlan& plan, Time N);

nlohmann::json violation_json(const Violation& v);
// A tree's nodes in preorder: P_i, T_i, the parent's P_i (null at the root) and the children's.
nlohmann::json nodes_json(const Tree& t);

}  // namespace cc::app::sim::logp_print
