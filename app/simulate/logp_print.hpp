// The parts of simulate logp (app/simulate/logp.cpp): the broadcast tree simulated as Graphviz
// (--dot), a tree's nodes and a violation as JSON, (P_i,T_i) pairs (logp_print.cpp), and the
// summation of --sum (logp_sum.cpp).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "app/simulate/model.hpp"
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

nlohmann::json violation_json(const Violation& v);
// A tree's nodes in preorder: P_i, T_i, the parent's P_i (null at the root) and the children's.
nlohmann::json nodes_json(const Tree& t);

// --sum N on S*: prints S*'s nodes (A_i, N_i) and the root's result, writes --dot (S*) and
// --emit-schedule (the summation), and sets j["summation"]. Whether the run is legal and the root
// holds 0:N-1.
bool print_summation(const Values& v, const Printer& pr, const SumVariant& var, nlohmann::json& j);

}  // namespace cc::app::sim::logp_print
