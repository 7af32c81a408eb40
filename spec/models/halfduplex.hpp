// The half-duplex executor (Lin and Hung, sections 1 and 2: "each PE can
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
//    "collective"), each other PE receives at most one, and a broadcast sends every receiver the
//    same values (rule "broadcast"); a collective involving q PEs (the root and its receivers)
//    costs 2 ceil(log2 q) communication steps (section 6: "each collective communication
//    involving p PEs requires the same amount of time as 2 log2 p point-to-point
//    communications").
//  - A step with nothing in it is rejected (rule "empty-step"), so the counts are honest. PEs
//    are 0..p-1 (rule "PE range").
// The run succeeds when every prefix 1:i (i = 1..n) is held by some PE at the end.
//
// Concurrency (phase 1 of A, B, E, F: "in the mean time" the last k PEs compute, and in B they
// also exchange the k(k-1) moved parts). Every step has a recursion level and is either on the
// main line of its level or on the level's side lane. The side lane of level l runs at the same
// time as everything of the levels below it (the recursion A(v, p-k, k) on the first p-k PEs),
// so it must use PEs that no deeper step uses (rule "lanes"). The counts are the paper's: with
// total(l) = max(total(l+1), side(l)) + main(l), where max and + act on the pair (computation
// steps, communication steps), the run takes total(0). Top-level phase 1 is max(total(1),
// side(0)) plus level 0's own phase-1 steps. The other reading (CostModel::timed): each lane's
// time is C + tau R of its own pair, and max takes the pair of the slower lane.
//
// Compression. A value set is given as runs, an arithmetic family of intervals
// (lo + t dlo):(hi + t dhi), t = 0..count-1 (a block z_i = b:b, b:b+1, ..., the inputs i, i+1,
// ...), and a computation block of `repeat` consecutive computation steps gives each PE one
// family of operations, a_t (+) b_t in the block's step t. `execute` checks the rules on the
// families without expanding them (containment of one arithmetic family in a union of others);
// `execute_explicit` expands every block into single steps (`expand`) and runs the literal
// rules on single values in registers, element by element, on the literal machine (`Machine`,
// below). The two must agree (halfduplex.executor.agree).
//
// The literal machine. Every PE has registers (numbered by whoever drives the machine) holding
// values of any type with an associative (+). A communication step is a list of sends (from, to,
// the registers whose values the message carries, read at the start of the step) and of
// receives (at, from, the registers the values are written into, in order); every send has its
// receive in the same step and every receive its send (rule "unmatched"); PEs are 0..p-1 (rule
// "PE range"). A computation step is a list of operations dst := a (+) b (or a copy dst := a),
// at most one per PE (rule "one-op"; an operation of three or more registers is more than one
// (+)), all reading the registers as they were before the step. A broadcast sends the same
// values to every receiver (rule "broadcast"). The same machine runs the papers' algorithms
// (execute_explicit names each value's register by the value itself) and schedule documents
// (spec/schedule/halfduplex.cpp names them by the document's register names).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "spec/witness/interval.hpp"

namespace cc::halfduplex {

using Pe = std::uint32_t;
using witness::Interval;

// The intervals (lo + t dlo):(hi + t dhi) for t = 0..count-1.
struct Run {
  std::int64_t lo = 0, hi = 0, dlo = 0, dhi = 0, count = 1;
  static Run one(std::int64_t lo, std::int64_t hi) { return {lo, hi, 0, 0, 1}; }
  static Run one(const Interval& v) { return {v.lo, v.hi, 0, 0, 1}; }
  Interval at(std::int64_t t) const { return {lo + t * dlo, hi + t * dhi}; }
  friend bool operator==(const Run&, const Run&) = default;
};

// The runs one message carries (at most three, kept inline: a schedule has many messages).
class RunList {
 public:
  RunList() = default;
  RunList(std::initializer_list<Run> rs) {
    for (const auto& r : rs) push_back(r);
  }
  void push_back(const Run& r) {
    if (n_ == v_.size()) throw std::length_error("a message carries at most 3 runs");
    v_[n_++] = r;
  }
  void push_front(const Run& r) {
    push_back(r);
    std::rotate(v_.begin(), v_.begin() + n_ - 1, v_.begin() + n_);
  }
  const Run* begin() const { return v_.data(); }
  const Run* end() const { return v_.data() + n_; }
  bool empty() const { return n_ == 0; }
  std::size_t size() const { return n_; }
  friend bool operator==(const RunList& a, const RunList& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  std::array<Run, 3> v_{};
  std::size_t n_ = 0;
};

struct Message {
  Pe from, to;
  RunList values;
};

// In the block's computation steps t = 0..a.count-1 the PE forms a_t (+) b_t
// (a.count == b.count <= the block's repeat).
struct Op {
  Pe pe;
  Run a, b;
};

enum class StepKind { comm, comp, broadcast, scatter };

// Where a step stands in the paper's accounting of levels and lanes (see above).
struct Lane {
  int level = 0;
  bool side = false;
  int phase = 1;
};

struct Step {
  StepKind kind;
  int phase;  // the algorithm's phase (1, 2, ..., k+1) at the step's level
  std::vector<Message> messages;
  std::vector<Op> ops;
  int level = 0;            // recursion depth (0: the whole algorithm)
  bool side = false;        // on the side lane of its level (see above)
  bool serial = false;      // comm: one message per communication step, in order
  std::int64_t repeat = 1;  // comp: the number of computation steps of the block
  Lane lane() const { return {level, side, phase}; }
};

struct Schedule {
  Pe p = 1;
  std::int64_t n = 0;
  std::vector<std::vector<Run>> inputs;  // per PE, its x_i as runs of singles i:i
  std::vector<Step> steps;
};

struct Violation {
  std::string rule;
  std::size_t step;  // the elementary step (a computation step or a communication step)
  std::int64_t pe;   // a PE number as given (rule "PE range": possibly outside 0..p-1)
  std::string detail;
};

struct PhaseCount {
  int phase;
  std::int64_t computation = 0, communication = 0;
  std::int64_t active_pes = 0;  // PEs that perform at least one operation in the phase
};

// What a communication costs, in units of 1/scale communication steps: a point-to-point message
// `scale`, a collective involving q PEs collective(q). The default is whole steps:
// 2 ceil(log2 q). The paper's figures take 2 log2 q, which `log2_bounds` brackets from below and
// above (a run under each bound brackets the paper's count, since max and + are monotone).
struct CostModel {
  std::int64_t scale = 1;
  std::int64_t (*collective)(std::int64_t q) = nullptr;  // nullptr: 2 ceil(log2 q)
  // The other reading of phase 1's accounting (docs/modelling-choices.md,
  // halfduplex.phase1_accounting): with tau_den > 0, each lane is timed on its own, C + tau R
  // with tau = tau_num/tau_den (an exact rational), and the lanes are combined by the maximum
  // of their times instead of the componentwise maximum of their counts. The counts the run
  // reports are then those of the slower lane at each level (of the recursion's on a tie), so
  // C + tau R of them is the run's running time under that reading. tau_den == 0: the default.
  std::int64_t tau_num = 0, tau_den = 0;
  bool timed() const { return tau_den > 0; }
};
// `base` with phase 1 timed per lane at tau = num/den (den > 0, num >= 0).
constexpr CostModel timed(CostModel base, std::int64_t num, std::int64_t den) {
  base.tau_num = num;
  base.tau_den = den;
  return base;
}
// 2 log2 q in units of 2^-40, rounded down (lower) or up (upper).
std::int64_t two_log2_lower(std::int64_t q);
std::int64_t two_log2_upper(std::int64_t q);
inline constexpr std::int64_t kLogScale = std::int64_t{1} << 40;
inline constexpr CostModel kPaperLower{kLogScale, two_log2_lower};
inline constexpr CostModel kPaperUpper{kLogScale, two_log2_upper};

struct Execution {
  std::optional<Violation> violation;
  std::int64_t computation_steps = 0, communication_steps = 0;  // the latter in 1/scale units
  std::vector<PhaseCount> phases;                               // top level, in phase order
  std::optional<std::int64_t> missing;  // the least i whose prefix 1:i no PE holds
};

// The compressed executor (runs and blocks checked as families).
Execution execute(const Schedule& s, const CostModel& cost = {});
// The literal executor: every block expanded, every run taken element by element, sets of
// single intervals.
Execution execute_explicit(const Schedule& s, const CostModel& cost = {});
// Every computation block expanded into single computation steps with single operations, and
// every serial communication step into one step per message.
Schedule expand(const Schedule& s);
// What each PE holds (its inputs and every value it formed or received, in increasing order)
// after the first `steps` steps of s as listed, by the literal executor; nothing when those
// steps break a rule. The worked examples of section 2 name which PE holds which values.
std::optional<std::vector<std::vector<Interval>>> holdings(const Schedule& s, std::size_t steps);
// The same after each of the prefixes marks[j] (any order), in one run: nothing when a step
// before the last of them breaks a rule (a violation after it does not matter).
std::optional<std::vector<std::vector<std::vector<Interval>>>> holdings_at(
    const Schedule& s, const std::vector<std::size_t>& marks);

// The cost of a collective involving q PEs: 2 ceil(log2 q) point-to-point steps.
std::int64_t collective_cost(std::int64_t q);
// What a communication step of `kind` with `messages` messages costs under `cost`.
std::int64_t communication_cost(const CostModel& cost, StepKind kind, std::size_t messages);

// The paper's accounting of levels and lanes (see above), shared by every executor. Levels may be
// any integers; the outermost (`top` in finish) is the least, and its main steps are split by
// phase. With a timed cost (CostModel::timed) the lanes are combined by their times.
class Tally {
 public:
  explicit Tally(std::size_t p, const CostModel& cost = {});
  void add(const Lane& l, std::int64_t comp, std::int64_t comm);
  // A PE acts in the step (operates, sends or receives); false: it breaks rule "lanes".
  bool act(const Lane& l, std::size_t pe);
  // A PE performs an operation (the phases' active PEs).
  void op(const Lane& l, std::size_t pe);
  void finish(Execution& ex, int top = 0) const;

 private:
  using Pair = std::pair<std::int64_t, std::int64_t>;  // (computation, communication)
  struct Level {
    Pair main{0, 0}, side{0, 0};
    bool has_side = false;
    std::map<int, Pair> by_phase;  // main steps
  };
  std::map<int, Level> levels_;
  std::vector<std::vector<std::uint8_t>> active_;  // per top-level phase, per PE
  std::vector<std::int64_t> active_count_;
  std::vector<int> side_level_, max_level_;
  CostModel cost_;
};

// ---- the literal machine (see above) ----

using Reg = std::uint64_t;  // a register, numbered by the machine's driver

struct Send {
  std::int64_t from, to;
  std::vector<Reg> regs;  // the values the message carries
};
struct Recv {
  std::int64_t at, from;
  std::vector<Reg> regs;  // where they are written, in order
};
struct Operation {
  std::int64_t pe;
  Reg dst;
  std::vector<Reg> args;  // dst := args[0] (+) args[1]; one argument: a copy
};

template <class V>
class Machine {
 public:
  using Combine = V (*)(const V&, const V&);
  using Valid = bool (*)(const V&);  // nullptr: every product is kept (rule "non-adjacent" off)
  using Namer = std::function<std::string(Reg)>;  // a register's name in a violation's detail

  Machine(std::int64_t p, Combine combine, Valid valid, Namer name, const CostModel& cost = {})
      : p_(p),
        combine_(combine),
        valid_(valid),
        name_(std::move(name)),
        cost_(cost),
        tally_(static_cast<std::size_t>(p), cost),
        mark_(static_cast<std::size_t>(p), 0),
        slot_(static_cast<std::size_t>(p), 0) {}

  std::int64_t p() const { return p_; }
  // Room for this many registers with values (a hint).
  void reserve(std::size_t registers) { regs_.reserve(registers); }
  // A register's value before the first step (loading is not counted).
  void set(Pe pe, Reg r, V v) { regs_[key(pe, r)] = std::move(v); }
  const V* get(Pe pe, Reg r) const {
    auto it = regs_.find(key(pe, r));
    return it == regs_.end() ? nullptr : &it->second;
  }
  // The steps run so far; a violation names the step it happens in by this count.
  std::size_t steps() const { return step_; }

  // One step: the first rule it breaks (the step is then not done), or nothing (done, counted).
  std::optional<Violation> communicate(const Lane& lane, StepKind kind,
                                       const std::vector<Send>& sends,
                                       const std::vector<Recv>& recvs);
  std::optional<Violation> compute(const Lane& lane, const std::vector<Operation>& ops);

  // The counts of the steps run, by the paper's accounting with `top` the outermost level
  // (computation, communication, phases; no violation or missing prefix).
  Execution counts(int top = 0) const {
    Execution ex;
    tally_.finish(ex, top);
    return ex;
  }
  // f(pe, reg, value) for every register that holds a value.
  template <class F>
  void for_each(F&& f) const {
    for (const auto& [k, v] : regs_) f(static_cast<Pe>(k.pe), k.reg, v);
  }

 private:
  struct Key {
    std::uint64_t pe;
    Reg reg;
    friend bool operator==(const Key&, const Key&) = default;
  };
  struct KeyHash {
    std::size_t operator()(const Key& k) const {
      return std::hash<std::uint64_t>()(k.reg * 0x9E3779B97F4A7C15ull ^ k.pe);
    }
  };
  static Key key(Pe pe, Reg r) { return {pe, r}; }
  bool in_range(std::int64_t pe) const { return pe >= 0 && pe < p_; }
  std::optional<Violation> fail(std::string rule, std::int64_t pe, std::string detail) const {
    return Violation{std::move(rule), step_, pe, std::move(detail)};
  }

  std::int64_t p_;
  Combine combine_;
  Valid valid_;
  Namer name_;
  CostModel cost_;
  Tally tally_;
  std::unordered_map<Key, V, KeyHash> regs_;
  std::vector<std::uint64_t> mark_;  // per PE: 2 * step + 1 (sends) or + 2 (receives) this step
  std::vector<std::size_t> slot_;    // per PE: the send to it in this step
  std::size_t step_ = 0;
};

}  // namespace cc::halfduplex

#include "spec/models/detail/halfduplex_machine.ipp"
