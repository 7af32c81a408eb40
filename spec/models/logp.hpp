// The LogP executor (seed 004, 004_e1be8d3e4369faec.txt, the introduction: the parameters L, o,
// g, P and "a local operation takes one time cycle"). It runs a schedule, rejects anything the
// model forbids with a Violation naming the rule, and reports when each PE holds a value and when
// it finishes. Time is an integer number of cycles; L >= 1, o >= 0, g >= 1 (o = 0 and g < o are
// admitted so that the corners of the theorems can be run; the paper assumes g >= o).
//
// The rules, exactly:
//  - A PE runs one operation at a time. A send occupies its PE for [s, s+o), a receive for
//    [r, r+o), a local operation for [t, t+1). Operations of one PE are listed in program order
//    with nondecreasing starts, and each starts no earlier than the previous one ends (rule
//    "overlap"): so a PE never overlaps a receive with a send, and with g < o consecutive sends
//    are in effect max(g, o) apart.
//  - The gap g is measured between the STARTS of consecutive sends of a PE (rule "send-gap") and
//    between the starts of consecutive receives of a PE (rule "recv-gap"); sends and receives do
//    not constrain each other beyond "overlap".
//  - A message sent at s arrives at s + o + L; its receive must start at r >= s + o + L (rule
//    "latency"). Messages between one pair of PEs are received in the order sent; every send is
//    received and every receive has its send (rule "unmatched").
//  - Values (interval witness, spec/witness/interval.hpp): a PE starts with its first operand if
//    it has any, otherwise with nothing. A send carries the PE's value at its start (rule
//    "no-value" if it has none). A receive completes at r+o: a PE with no value adopts the
//    message as its value (broadcast); otherwise the message waits in the PE's inbox. A local
//    operation "add" combines the PE's next operand into its value (value := value (+) operand),
//    a local operation "combine" the oldest waiting message (value := value (+) message); rule
//    "no-value" if there is nothing to combine.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "spec/witness/interval.hpp"

namespace cc::logp {

using Pe = std::uint32_t;
using Time = std::int64_t;
using witness::Interval;

struct Params {
  Time L = 1, o = 0, g = 1;
  Pe P = 1;
};

enum class OpKind { send, recv, add, combine };

struct Op {
  OpKind kind;
  Time start;
  Pe peer = 0;  // destination of a send, source of a receive
};

struct Schedule {
  Params params;
  std::vector<std::vector<Op>> program;         // per PE, in program order
  std::vector<std::vector<Interval>> operands;  // per PE (may be empty)
};

struct Violation {
  std::string rule;
  Pe pe;
  Time time;
  std::string detail;
};

struct Execution {
  std::optional<Violation> violation;
  std::vector<std::optional<Time>> holds_at;   // when each PE first holds a value
  std::vector<Time> finish;                    // end of each PE's last operation (0 if none)
  std::vector<std::optional<Interval>> value;  // each PE's value at the end
  std::vector<std::size_t> unused_operands;    // operands never added
  std::vector<std::size_t> uncombined;         // messages left in the inbox
  // The latest time any PE first holds a value (T_A of Definition 1), if every PE does.
  std::optional<Time> broadcast_time() const;
};

// Runs the schedule. Requires program.size() == operands.size() == P (else a Violation
// "shape"); the parameters are checked by the caller (L >= 1, o >= 0, g >= 1).
Execution execute(const Schedule& s);

std::string to_string(OpKind k);

}  // namespace cc::logp
