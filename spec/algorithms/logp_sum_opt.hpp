// Optimal summation in the LogP model (Shou and Chen, section 3:
// "讨论如何在给定 的时间周期内求出尽可能多的操作数的总和", how to sum as many operands as possible
// in a given time, and the optimality the paper claims for S* and Algorithm 2). Here:
//  - SumSearch: the most operands ANY LogP summation schedule on at most P PEs sums into one PE
//    by time T, and the least time for N operands, with a timed tree that achieves it;
//  - most_on_tree: the most operands any schedule whose communication tree is a given tree (S*,
//    for Theorem 5's "基于 S* 的求和算法") sums by T;
//  - enumerate_most: an independent enumeration of every timed tree on at most P PEs (every tree,
//    every relay flag, every send time), used to cross-check the search on small cases;
//  - timed_schedule: the executor schedule of a timed tree with exactly N operands.
//
// Why the search is exhaustive (every step a consequence of the executor's rules, logp.hpp):
//  1. The root's final value is 0:N-1 with every operand once (the interval witness makes any
//     repeated or misordered operand "invalid"). A PE's value only grows, so two messages of one
//     PE that both reach the root would repeat its first operand: each PE other than the root
//     contributes through at most one message, and the contributing messages form a tree.
//  2. A contributing PE p has a deadline D_p: the start of its contributing send (the root: T, by
//     which its last operation ends). Everything in its value was added or combined before D_p.
//     A PE holding operands starts with its first one (no cycle) and adds at most one per free
//     cycle, so it contributes at most 1 + D_p - k_p(o+1), k_p its contributing children (each a
//     receive of o and a combine of 1). A PE with no operands (a relay) adopts its first message
//     (no combine) and contributes nothing of its own.
//  3. Receives start g apart and do not overlap the combines. Counting the busy time after each
//     receive, the j-th latest contributing receive of p starts at most
//     D_p - (o+1) - j*max(g, o+1); for a relay the earliest one (which it adopts) at most
//     min(D_p - k_p(o+1) + 1, the previous bound for j = k_p - 2, minus g). A child's message is
//     received no earlier than L + o after its send starts, so the child's deadline is at most
//     the receive start - o - L. All these bounds are reached at once (receives at the bounds,
//     each combine right after its receive, adds in the remaining cycles).
//  4. What a subtree sums grows with its deadline, so its children take the latest slots. The
//     dynamic program below maximises over every deadline, every number of children, every split
//     of the PEs among them and both kinds of node; nothing assumes the paper's tree.
// The schedule it returns is replayed on the executor by the checks (checkers/logp/), which is
// the ground truth; enumerate_most re-derives the optimum without steps 3-4's formulas.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "spec/algorithms/logp_broadcast.hpp"

namespace cc::logp {

// A summation tree with times. Node 0 is the root, whose deadline is the time by which it holds
// the sum; every other node sends its value once, to its parent, at its deadline D. A relay holds
// no operands and adopts its first message. children are in the order their messages are
// received, recv[j] the receive start of children[j]'s message.
struct TimedNode {
  std::size_t parent = 0;
  Time D = 0;
  bool relay = false;
  std::vector<std::size_t> children;
  std::vector<Time> recv;
};
struct TimedTree {
  std::vector<TimedNode> nodes;
};

// The operands a timed tree sums: per operand-holding node 1 + D - (its busy cycles); nullopt if
// its receives do not fit (overlap, gap, latency, deadline) or a relay has no child.
std::optional<Time> tree_capacity(const Params& prm, const TimedTree& t);

// The executor schedule of a timed tree with exactly N operands (1 <= N <= capacity): receives
// at their times, each combined right after it (a relay's first one adopted), the adds in the
// free cycles from time 0 on; surplus operands are dropped (adds first, then leaves). Operands
// are numbered so that the root's value is 0:N-1 exactly when every operand is combined once and
// in order. params.P is set to the number of nodes; node i runs on PE i.
Schedule timed_schedule(const Params& prm, const TimedTree& t, Time N);

// Deliberately wrong searches, for the planted-bug tests.
enum class SearchBug {
  none,
  gap_g,        // receives spaced g apart even when g < o+1 (the combine forgotten)
  late_by_one,  // every child's deadline one cycle later than the latency allows
};

// The search. Tables are built up to T and P on demand.
class SumSearch {
 public:
  SumSearch(Time L, Time o, Time g, SearchBug bug = SearchBug::none);
  // The most operands any schedule on at most P PEs sums into one PE by time T >= 0.
  Time most(Time T, std::uint64_t P);
  // The least T with most(T, P) >= N (N >= 1).
  Time least_time(Time N, std::uint64_t P);
  // A timed tree that sums most(T, P) operands by T.
  TimedTree tree(Time T, std::uint64_t P);

 private:
  struct Choice {
    bool relay = false;
    std::vector<std::pair<Time, std::uint64_t>> kids;  // (deadline, PEs), latest receive first
    std::vector<Time> recv;                            // receive start, same order
  };
  void grow(Time T, std::uint64_t P);
  Time value(Time D, std::uint64_t p) const;  // -1: infeasible
  Choice choice(Time D, std::uint64_t p) const;
  // L_ and bug_ are kept as given (the search reads hop_ and gap_, made from them): clang's
  // -Wunused-private-field would otherwise fail a clang build with -Werror.
  [[maybe_unused]] Time L_;
  Time o_, g_;
  [[maybe_unused]] SearchBug bug_;
  Time hop_, gap_;
  std::uint64_t P_ = 0;
  Time T_ = -1;
  std::vector<std::vector<Time>> best_;  // best_[D][p], p = 0..P_ (p = 0: -1)
};

// The most operands any schedule whose communication tree is t (every node sends once to its
// parent in t; send times, receive order and relays free) sums by time T, and a timed tree that
// does (nullopt if none fits by T).
std::optional<Time> most_on_tree(const Tree& t, Time T, Time L, Time o, Time g,
                                 TimedTree* best = nullptr);

// Every rooted tree on at most P <= 4 PEs, every relay flag and every send time, receives as
// early as possible in arrival order (each combined right after): the most operands by T, and a
// timed tree that does.
Time enumerate_most(Time L, Time o, Time g, Time T, std::uint64_t P, TimedTree* best = nullptr);

// Every LogP program of two PEs, cycle by cycle, without steps 1-4 of the reduction above: at
// each cycle a free PE idles, adds its next operand, combines its oldest waiting message, sends
// its value to the other PE or receives the oldest message that has arrived, under the
// executor's rules (overlap, gaps g, latency L + o, FIFO per pair); PE 0 is the root, either PE
// holds operands or not, messages may go both ways and be sent several times (left unreceived,
// which the executor would also reject, so this can only overestimate). Values are the sets of
// operands they contain; a combine of overlapping sets is invalid. Returns the most operands PE 0
// holds, validly, by T (its last operation ending by T). Small T only (the states grow fast).
Time general_most_two(Time L, Time o, Time g, Time T);

// "(D0 D1 ...)" deadlines in preorder, relays marked r: for counterexample fields.
std::string describe(const TimedTree& t);

}  // namespace cc::logp
