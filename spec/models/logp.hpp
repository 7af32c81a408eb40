// The LogP executor (Shou and Chen, the introduction: the parameters L, o,
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
//
// LogGP (Alexandrov, Ionescu, Schauser and Scheiman, SPAA 1995: the LogP model with a gap per
// byte G for long messages; the cost rules of LogGOPSim with O = 0): when Params::loggp is set a
// message may carry k >= 1 items (RegOp::args of a send or a receive), and
//  - a send still occupies its PE for [s, s+o), but the PE's next send starts no earlier than
//    s + g + (k-1)G (rule "send-gap": the network interface injects one item per G);
//  - the message's first item arrives at s + o + L, so a receive starts at r >= s + o + L (rule
//    "latency"), and it occupies its PE for [r, r + o + (k-1)G) (the remaining items arrive one
//    per G); the PE's next receive starts no earlier than r + g + (k-1)G (rule "recv-gap");
//  - a receive takes as many items as the message carries (rule "unmatched"), and writes item j
//    of the message into its j-th register.
// With k = 1 every rule is the LogP rule above, so a LogP schedule runs the same under LogGP. End
// to end, k items take o + (k-1)G + L + o, the LogGP paper's cost of a k-byte message. Without
// loggp (the papers' LogP) a message carries one item.
//
// One executor, two vocabularies. The rules above are enforced by one engine that works on named
// registers (RegSchedule, below: the vocabulary of schedule documents, docs/schedule-format.md
// "logp"): a send reads a register at its start, a receive writes one at its end r+o, a combine
// sets dst := args[0] (+) args[1] (+) ... The value vocabulary (Schedule: one value per PE,
// operands, inbox) is lowered to registers statically, PE by PE in program order (lower()), and
// run by the same engine: a PE's value is register c, its k-th further operand register a<k>, a
// receive by a PE that holds nothing writes c (the adoption), any other receive the next inbox
// register m<j>; "add" is c := c (+) a<k>, "combine" c := c (+) m<j> (the oldest waiting message,
// since inbox registers are taken in the order they were written). Whether a PE holds a value at
// a receive depends only on its own earlier operations, so the lowering is exact.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "spec/witness/interval.hpp"

namespace cc::logp {

using Pe = std::uint32_t;
using Time = std::int64_t;
using witness::Interval;

struct Params {
  Time L = 1, o = 0, g = 1;
  Pe P = 1;
  Time G = 0;          // LogGP: the gap per item of a long message (with loggp)
  bool loggp = false;  // messages may carry several items (see the top of this file)
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

// Runs the schedule (lowered to registers, on the register engine below). Requires
// program.size() == operands.size() == P (else a Violation "shape"); the parameters are checked
// by the caller (L >= 1, o >= 0, g >= 1).
Execution execute(const Schedule& s);

std::string to_string(OpKind k);

// ---- Registers ----

using Reg = std::uint32_t;  // an index into RegSchedule::names

struct RegOp {
  OpKind kind;  // send, recv or combine (add is the value vocabulary's)
  Time start;
  Pe peer = 0;            // destination of a send, source of a receive
  Reg reg = 0;            // send: the register read; recv: the register written; combine: dst
  std::vector<Reg> args;  // combine: dst := args[0] (+) args[1] (+) ... (one argument: a copy);
                          // send, recv (LogGP): the items of a message of several, in order
                          // (then reg is args[0])
};

// The items a send or a receive moves: its args if it has any, else one (reg).
inline std::size_t items(const RegOp& op) { return op.args.empty() ? 1 : op.args.size(); }

struct RegSchedule {
  Params params;
  std::vector<std::vector<RegOp>> program;  // per PE, in program order
  std::vector<std::string> names;           // register names, by Reg
};

// A register holding a value at time 0.
template <class V>
struct Initial {
  Pe pe;
  Reg reg;
  V value;
};

// How long an operation occupies its PE: o for a send, o + (k-1)G for a receive of k items
// (LogGP; o for one), one cycle for a combine.
// A combine of any number of arguments takes one cycle, as docs/schedule-format.md (logp) fixes
// it; the paper's "a local operation takes one time cycle" would charge k - 1 cycles for k
// arguments. The value vocabulary and the exported algorithms only combine two.
Time duration(const RegOp& op, const Params& prm);

// The value vocabulary lowered to registers (see the top of this file).
struct Lowered {
  RegSchedule schedule;
  std::vector<Initial<Interval>> initial;
  Reg c = 0;                                // the register that holds each PE's value
  std::vector<std::size_t> adds, combines;  // per PE
  std::vector<std::size_t> inbox_receives;  // per PE: receives that did not adopt
};
// Requires program.size() == operands.size() == P (the caller checks).
Lowered lower(const Schedule& s);

namespace detail {

// What the engine knows before any value moves: the static rules (shape, overlap, gaps, peers),
// each PE's registers, the processing order, and which send each receive matches (the k-th
// receive at q from p matches the k-th send from p to q).
struct Prepared {
  std::optional<Violation> violation;   // a static rule, or nothing
  std::optional<Violation> unreceived;  // a send nobody receives (reported after the run)
  std::vector<Time> finish;
  std::vector<std::vector<Reg>> regs;               // per PE: the registers it names, sorted
  std::vector<std::size_t> offset;                  // per PE: its first operation's flat index
  std::vector<std::pair<Time, std::size_t>> order;  // (start, flat index), processing order
  std::vector<Pe> pe_of;                            // per flat index
  std::vector<std::size_t> match;  // per flat index: a send's slot, a receive's matched slot
  std::vector<std::size_t> nth;    // per flat index of a receive: its ordinal from that peer
  std::vector<Time> slot_start;    // per slot: the send's start
  std::vector<std::size_t> slot_base;  // per slot: its first item in the flat wire (size: slots+1)
  static constexpr std::size_t none = ~std::size_t{0};
  std::size_t local(Pe p, Reg r) const {
    return static_cast<std::size_t>(std::lower_bound(regs[p].begin(), regs[p].end(), r) -
                                    regs[p].begin());
  }
};

Prepared prepare(const RegSchedule& s, const std::vector<std::pair<Pe, Reg>>& initial);

Violation no_value(const RegSchedule& s, Pe p, const RegOp& op, Reg missing);
Violation no_message(Pe p, const RegOp& op);
Violation too_early(const RegSchedule& s, Pe p, const RegOp& op, Time sent, std::size_t nth);
Violation wrong_size(Pe p, const RegOp& op, std::size_t sent_items);

}  // namespace detail

// The outcome of a register schedule: each PE's registers at the end (or where the run stopped).
template <class V>
class RegExecution {
 public:
  std::optional<Violation> violation;
  std::vector<std::optional<Time>> holds_at;  // when a register of each PE first holds a value
  std::vector<Time> finish;                   // end of each PE's last operation (0 if none)

  // PE p's register r, or nullptr if it holds nothing.
  const V* get(Pe p, Reg r) const {
    if (p >= regs_.size()) return nullptr;
    const auto& names = names_[p];
    const auto it = std::lower_bound(names.begin(), names.end(), r);
    if (it == names.end() || *it != r) return nullptr;
    const auto& v = regs_[p][static_cast<std::size_t>(it - names.begin())];
    return v ? &*v : nullptr;
  }
  // The latest time a PE first holds a value, if every PE does.
  std::optional<Time> broadcast_time() const {
    Time t = 0;
    for (const auto& h : holds_at) {
      if (!h) return std::nullopt;
      t = std::max(t, *h);
    }
    return t;
  }

  template <class W, class C, class O>
  friend RegExecution<W> execute(const RegSchedule& s, const std::vector<Initial<W>>& initial,
                                 C combine, O* observer);

 private:
  std::vector<std::vector<Reg>> names_;
  std::vector<std::vector<std::optional<V>>> regs_;
};

// Runs a register schedule under the rules of this file. `combine(a, b)` is the operator on V.
// Operations run in global order of start time (ties: PE, then program order); since L >= 1 a
// receive starts after the send it matches, so the message's value is known when it is
// processed. A register written by a receive is written at processing time and can be read by
// nothing before r+o (its PE is busy, rule "overlap"), so this is the same as writing it at r+o.
//
// `observer` (optional; verify --draw and --trace-out, and where a wrong value was first formed)
// sees each message as it is received, `message(from, to, sent, received, op, values, k)` (the
// send's start, the receive's start, the receive, its k values), and each combine,
// `combine(pe, time, op, args, result)` (the argument values in order, the result) where
// `wants(op, result)` says so.
struct NoObserver {};
template <class V, class C, class O = NoObserver>
RegExecution<V> execute(const RegSchedule& s, const std::vector<Initial<V>>& initial, C combine,
                        O* observer = nullptr) {
  constexpr bool observed = !std::is_same_v<O, NoObserver>;
  std::vector<std::pair<Pe, Reg>> where;
  where.reserve(initial.size());
  for (const auto& x : initial) where.emplace_back(x.pe, x.reg);
  detail::Prepared pr = detail::prepare(s, where);
  RegExecution<V> ex;
  const Pe P = s.params.P;
  ex.holds_at.assign(P, std::nullopt);
  ex.finish = std::move(pr.finish);
  ex.finish.resize(P, 0);
  ex.regs_.resize(P);
  for (Pe p = 0; p < P && p < pr.regs.size(); ++p) ex.regs_[p].resize(pr.regs[p].size());
  if (pr.violation) {
    ex.violation = std::move(pr.violation);
    ex.names_ = std::move(pr.regs);
    ex.names_.resize(P);
    return ex;
  }
  for (const auto& x : initial) {
    ex.regs_[x.pe][pr.local(x.pe, x.reg)] = x.value;
    ex.holds_at[x.pe] = 0;
  }
  std::vector<std::optional<V>> wire(pr.slot_base.back());
  std::vector<char> sent(pr.slot_start.size(), 0);
  const Time o = s.params.o, L = s.params.L;
  for (const auto& [t, gi] : pr.order) {
    const Pe p = pr.pe_of[gi];
    const RegOp& op = s.program[p][gi - pr.offset[p]];
    auto& regs = ex.regs_[p];
    if (op.kind == OpKind::send) {
      const std::size_t slot = pr.match[gi], base = pr.slot_base[slot];
      if (op.args.empty()) {
        const auto& r = regs[pr.local(p, op.reg)];
        if (!r) {
          ex.violation = detail::no_value(s, p, op, op.reg);
          break;
        }
        wire[base] = *r;
      } else {
        std::optional<Reg> missing;
        for (std::size_t j = 0; j < op.args.size() && !missing; ++j) {
          const auto& r = regs[pr.local(p, op.args[j])];
          if (!r)
            missing = op.args[j];
          else
            wire[base + j] = *r;
        }
        if (missing) {
          ex.violation = detail::no_value(s, p, op, *missing);
          break;
        }
      }
      sent[slot] = 1;
    } else if (op.kind == OpKind::recv) {
      const std::size_t m = pr.match[gi];
      if (m == detail::Prepared::none || !sent[m]) {
        ex.violation = detail::no_message(p, op);
        break;
      }
      if (t < pr.slot_start[m] + o + L) {
        ex.violation = detail::too_early(s, p, op, pr.slot_start[m], pr.nth[gi]);
        break;
      }
      const std::size_t base = pr.slot_base[m], k = pr.slot_base[m + 1] - base;
      if (k != items(op)) {
        ex.violation = detail::wrong_size(p, op, k);
        break;
      }
      if constexpr (observed)
        if (observer) observer->message(op.peer, p, pr.slot_start[m], t, op, &wire[base], k);
      if (op.args.empty()) {
        regs[pr.local(p, op.reg)] = std::move(wire[base]);
        wire[base].reset();
      } else {
        for (std::size_t j = 0; j < k; ++j) {
          regs[pr.local(p, op.args[j])] = std::move(wire[base + j]);
          wire[base + j].reset();
        }
      }
      if (!ex.holds_at[p]) ex.holds_at[p] = t + o + static_cast<Time>(k - 1) * s.params.G;
    } else {
      std::optional<V> acc;
      std::optional<Reg> missing;
      for (const Reg a : op.args) {
        const auto& x = regs[pr.local(p, a)];
        if (!x) {
          missing = a;
          break;
        }
        acc = acc ? combine(*acc, *x) : *x;
      }
      if (missing) {
        ex.violation = detail::no_value(s, p, op, *missing);
        break;
      }
      if constexpr (observed)
        if (observer && observer->wants(op, *acc)) {
          std::vector<const V*> args;
          for (const Reg a : op.args) args.push_back(&*regs[pr.local(p, a)]);
          observer->combine(p, t, op, args, *acc);
        }
      regs[pr.local(p, op.reg)] = std::move(acc);
    }
  }
  if (!ex.violation && pr.unreceived) ex.violation = std::move(pr.unreceived);
  ex.names_ = std::move(pr.regs);
  ex.names_.resize(P);
  return ex;
}

}  // namespace cc::logp
