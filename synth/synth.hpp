// collcheck synth (issue 31): the least number of steps for which a schedule of a collective
// exists on a model, the schedule itself as a collcheck-schedule/1 document that the model's
// executor accepts (the solver's answer is replayed, never trusted), and a solver certificate that
// one step fewer is impossible (unsat, exported as SMT-LIB with :status unsat). docs/synth.md.
//
// This version: the postal model (Lin and Yeh), broadcast from PE 0, reduce to PE 0 and prefix,
// one item per PE, and broadcast from PE 0, prefix, reduce to PE 0 and allreduce of m items (MPI's
// count), one item per message (synth/postal.cpp), and allreduce of one operand per PE (the window class, with a gossip
// certificate); the LogP model (Shou and Chen), broadcast from PE 0 (the least time),
// summation to PE 0 (the most operands by a time T), and prefix and allreduce of one operand per
// PE (the least completion time; the register class, an interval-flow certificate)
// (synth/logp.cpp); the half-duplex model (Lin
// and Hung), the least communication steps of a prefix of n operands on p PEs (synth/halfduplex.cpp);
// the hypercube (broadcast, reduce, prefix, allreduce) and the EREW PRAM (reduce, prefix,
// allreduce) of Ohtaki's slides (synth/groupops.cpp).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "proofs/engine.hpp"
#include "spec/core/fields.hpp"

namespace cc::synth {

// The largest point of a prefix, allreduce or reduce of m items (synth/postal.cpp,
// proofs/postal_mitems_bmc.hpp: n^2 m T sends and n m T windows per query).
constexpr std::uint32_t kMItemsMaxN = 32, kMItemsMaxM = 16;

struct Request {
  std::string model;       // "postal", "logp", "halfduplex", "hypercube" or "pram"
  std::string collective;  // "broadcast", "reduce", "prefix" or "allreduce" (halfduplex: prefix; pram: not broadcast)
  std::uint32_t n = 0, k = 0, lambda = 0;
  std::uint32_t m = 0;  // items per PE (MPI's count); 0: not given, one item
  // halfduplex: n operands on P PEs (--point's p), prefix only; planted "drop-half-duplex" (the
  // encoding lets a PE send and receive in one step). LogP: P PEs, L, o, g; T the deadline of a summation (reduce), -1 for broadcast. max_steps is
  // then the largest time tried.
  std::uint32_t P = 0;
  std::int64_t L = 0, o = 0, g = 0, T = -1;
  // LogP planted bugs of the encoding (tests only): "drop-gap" (broadcast: the sends of a PE
  // need not start max{g, o} apart), "early-receive" (reduce: a message may be received one
  // cycle before it arrives), "drop-adjacent" (prefix, allreduce: a combine need not form its
  // interval from two held ones); postal allreduce: "drop-adjacent" (a message is combined into
  // a window it is not adjacent to); postal prefix, allreduce and reduce of m items: "drop-pair"
  // (one message per pair and step dropped) and "drop-adjacent" (proofs/postal_mitems_bmc.hpp).
  // Hypercube and pram: N PEs in n; "drop-adjacent" plants a defect of the window encoding
  // (proofs/groupops_bmc.hpp, WindowPlant).
  std::string planted;
  std::uint32_t regs = 0;  // hypercube and pram: the slots per PE of the window class; 0: 2
  std::uint32_t max_steps = 64;  // give up (inconclusive) past this many steps
  proofs::ProofOptions opts;     // rlimit, solver, emit_dir (the certificate)
  // Planted bugs of the encoding, each of which the replay must catch (tests only).
  bool planted_drop_ports = false;  // the decoded schedule ignores the k-port limit
  // m items: the encoding without one message per pair and step, or without "only a holder of
  // an item sends it" (proofs/postal_mbcast_bmc.hpp, MBcastPlant).
  bool planted_drop_pair = false, planted_drop_holder = false;
};

struct Answer {
  enum class Kind {
    optimal,      // a schedule of `steps` steps, and steps - 1 proved impossible
    unproved,     // a schedule of `steps` steps; steps - 1 not decided (or no certificate applies)
    none_within,  // no schedule of at most max_steps steps found (solver said no or unknown)
  };
  Kind kind = Kind::none_within;
  std::uint32_t steps = 0;        // the schedule's steps (the least found)
  std::uint32_t lower = 0;        // the proven lower bound the search started from
  std::string lower_source;       // where the lower bound comes from
  std::string document;           // the schedule (collcheck-schedule/1, JSON)
  std::string replay;             // what the executor said of it: "legal, correct, 4 steps"
  std::string proof;              // why steps - 1 is impossible, or why it is not decided
  std::vector<std::string> tried; // one line per query: "T = 3: unsat (z3 0.12 s)"
  // LogP reduce (summation): the question is the most operands on PE 0 by T (steps = T); kind
  // optimal: `operands` summed (replayed) and operands + 1 proved impossible. `lower` is then an
  // operand count (T + 1: PE 0 alone).
  std::int64_t operands = 0;
  std::string compare;  // the paper's (or collcheck's search's) value at the point, and whether equal
  // kind unproved because the certificate at steps - 1 is sat (the class needs more steps than the
  // certificate excludes), not because a query was undecided (postal m items).
  bool above_certificate = false;
};

// A solver's answer as synth prints it: "unsat (z3 unsat 0.12 s)".
std::string answer_text(const proofs::ProofResult& r);

// The LogP half of synthesize (synth/logp.cpp).
Answer synthesize_logp(const Request& r, const std::function<void(const std::string&)>& progress);
// The half-duplex prefix (synth/halfduplex.cpp): `steps` are communication steps.
Answer synthesize_halfduplex(const Request& r,
                             const std::function<void(const std::string&)>& progress);

// The hypercube and pram half of synthesize (synth/groupops.cpp).
Answer synthesize_groupops(const Request& r, const std::function<void(const std::string&)>& progress);

// The proven lower bound of the hypercube (ceil(log2 N)) or the pram (the information count) at N
// PEs, with the text that names it.
std::pair<std::uint32_t, std::string> groupops_lower_bound(const std::string& model, std::uint32_t N);

// The steps of the slides' procedure for a collective at N PEs, written as `collcheck simulate
// hypercube|pram --procedure ... --emit-schedule` writes it and run by the reader verify uses
// (allreduce: Reduction then Broadcast, the steps of both).
struct SlidesCount {
  std::uint64_t steps = 0;
  bool correct = false;  // legal and correct on the witness
  std::string what;      // the procedure(s)
};
SlidesCount slides_count(const std::string& model, const std::string& collective, std::uint32_t N);

// Throws UsageError (app/) for what this version does not synthesize; std::runtime_error when the
// executor rejects the solver's schedule (an encoding defect: never reported as a result).
Answer synthesize(const Request& r, const std::function<void(const std::string&)>& progress = {});

// The lower bound an m-item broadcast (n >= 2) starts from, the postal executor's for documents
// with "count" (spec/schedule/postal.cpp): the largest of Theorem 1's m, the receive-port count
// lambda - 1 + ceil(m / k) and the pipelining count ceil(m / k) - 1 + Theorem 1's m; with the text
// that names them. n = 1: 0.
std::pair<std::uint32_t, std::string> mbcast_lower_bound(std::uint32_t n, std::uint32_t k,
                                                         std::uint32_t lambda, std::uint32_t m);

// ---- Answers in verify (docs/synth.md, "Answers in verify"; synth/answers.cpp) ----

// The exact optimum of a point where a claim of the catalog executes every entry of a table (no
// solver at verify time): the postal broadcast of one item from PE 0 (n <= 32, k, lambda <= 4:
// postal.algB.optimal searches every schedule and replays one of Theorem 1's m steps) and the
// postal prefix of one operand per PE (n <= 1024, k, lambda <= 8: postal.thm4.optimal runs
// Algorithm A in exactly Theorem 1's m steps, Theorem 1 the lower bound). Nothing elsewhere.
struct KnownOptimum {
  std::uint32_t steps = 0;
  std::string source;
};
std::optional<KnownOptimum> known_optimum(const Request& r);

// The synth request of a legal and correct run of `verify`: its model and parameters (`point`,
// "model" first, as schedule::Verdicts has them) and collective (kind, root, count, ...). The
// request, or why synth does not compute this point's optimum (a model, collective, root or size
// it does not search).
struct PointRequest {
  std::optional<Request> request;
  std::string refused;  // why there is no request
};
PointRequest request_of(const Fields& point, const Fields& collective);

// verify's answer at one point, judged legal and correct with `count` steps (or time) against
// the proven lower bound `bound`.
struct OptimumBudget {
  bool synthesize = false;       // call synthesize() where no table knows the optimum
  bool want_document = false;    // the optimal schedule is wanted when count > the optimum
  std::uint64_t rlimit = 200'000'000;  // per query, as synth's --rlimit
  double timeout_s = 0;          // the whole synthesis of the point (0: none); the solver is stopped
};
struct PointOptimum {
  std::optional<std::uint64_t> steps;  // the optimum, proved (nullopt: not known)
  std::string source;                  // how it is known
  std::string undecided;               // asked (synthesize) and not decided: why
  std::string document;                // a schedule of `steps` steps, replayed (when wanted)
  std::string document_note;           // wanted and not written: why
};
// Throws std::logic_error when the optimum found is above `count` (a legal, correct schedule of
// fewer steps contradicts the certificate: never reported as a result).
PointOptimum point_optimum(const Fields& point, const Fields& collective, std::uint64_t count,
                           std::optional<std::uint64_t> bound, const OptimumBudget& b);

}  // namespace cc::synth
