// The half-duplex executor (seed 002, 002_9d19bfb51512884d.txt, sections 1 and 2: "each PE can
// only send or receive a message in a communication step"; section 4: broadcast and scatter as
// collective operations). It runs a schedule on the interval witness and counts steps.
//
// The rules, exactly:
//  - A PE holds a set of values (intervals a:b). It starts with its inputs x_i (the single i);
//    loading is not counted (section 2: "the initial input data loading time is not taken into
//    account").
//  - A communication step is a set of messages; each PE sends at most one message or receives at
//    most one, never both (rule "half-duplex"); a PE does not message itself (rule "self"); a
//    message carries one or more values its sender holds (rules "empty", "no-value").
//  - A computation step is a set of operations; each PE performs at most one (rule "one-op"),
//    forming a (+) b from two values it holds (rule "no-value"); the product must be a valid
//    interval (rule "non-adjacent"). All operations of a step read the state before the step.
//  - A broadcast or scatter step is one collective: every message leaves one root (rule
//    "collective"), each other PE receives at most one; it costs `collective_cost`
//    communication steps (the paper's figures: 2 log2 p).
//  - A step with nothing in it is rejected (rule "empty-step"), so the counts are honest.
// The run succeeds when every prefix 1:i (i = 1..n) is held by some PE at the end.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "spec/witness/interval.hpp"

namespace cc::halfduplex {

using Pe = std::uint32_t;
using witness::Interval;

struct Message {
  Pe from, to;
  std::vector<Interval> values;
};

struct Op {
  Pe pe;
  Interval a, b;  // the PE forms a (+) b
};

enum class StepKind { comm, comp, broadcast, scatter };

struct Step {
  StepKind kind;
  int phase;  // the algorithm's phase (1, 2, ..., k+1), for the per-phase report
  std::vector<Message> messages;
  std::vector<Op> ops;
};

struct Schedule {
  Pe p = 1;
  std::int64_t n = 0;
  std::vector<std::vector<std::int64_t>> inputs;  // per PE, the indices i of its x_i
  std::vector<Step> steps;
};

struct Violation {
  std::string rule;
  std::size_t step;
  Pe pe;
  std::string detail;
};

struct PhaseCount {
  int phase;
  std::int64_t computation = 0, communication = 0;
  std::int64_t active_pes = 0;  // PEs that perform at least one operation in the phase
};

struct Execution {
  std::optional<Violation> violation;
  std::int64_t computation_steps = 0, communication_steps = 0;
  std::vector<PhaseCount> phases;       // in phase order
  std::optional<std::int64_t> missing;  // the least i whose prefix 1:i no PE holds
};

Execution execute(const Schedule& s, std::int64_t collective_cost);

// The paper's collective cost for p PEs: 2 ceil(log2 p) point-to-point steps.
std::int64_t default_collective_cost(std::int64_t p);

}  // namespace cc::halfduplex
