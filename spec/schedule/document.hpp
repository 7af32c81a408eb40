// Running a schedule document (docs/schedule-format.md, "collcheck-schedule/1") on a model's
// executor: the same executors in spec/models that run the papers' algorithms. A document gets
// three verdicts: legal (every step obeys the model), correct (the collective's result on the
// witness) and bound (its steps against the lower bound the papers prove for the model). Bad
// input (not the format, unknown keys, parameters out of range) throws InputError with the
// position; whatever the model judges (a PE outside it, a send without a receive, a read of an
// empty register) is a refutation of `legal`.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "spec/core/fields.hpp"
#include "spec/schedule/json.hpp"

namespace cc::schedule {

struct Verdicts {
  std::string name;                 // the document's name: the claims are verify.<name>.legal, ...
  Fields point;                     // the model and its parameters, as the document names them
  Fields collective;                // kind, root, result register
  std::optional<Fields> illegal;    // the broken rule: step, PE, rule, detail
  std::optional<Fields> incorrect;  // the PE whose result is wrong: PE, has, expected
  std::uint64_t count = 0;          // steps (or completion time)
  std::string unit = "steps";
  std::optional<std::uint64_t> bound;  // the proven lower bound, when the papers give one
  std::string bound_source;            // e.g. "Lin and Yeh, Theorem 1: m = min{j | G(j) >= n}"
  std::string also;  // further counts beside `count`, e.g. halfduplex: "15 communication steps"

  // verify --draw (postal): asked for with `record` before the run; the run's messages (kind
  // "message": from, to, the step sent and received, the register and value) and ops (kind "op":
  // at PE `from`, in step `sent`), and where it went wrong (`fault`: the broken rule's step and
  // PE, or the op that formed the first wrong value). A run of more than kMaxDrawn events
  // records none and says so in `not_drawn`.
  struct Event {
    std::string kind;
    std::int64_t from = 0, to = 0, sent = 0, received = 0;
    std::string label;
  };
  static constexpr std::size_t kMaxDrawn = 20000;
  bool record = false;
  std::vector<Event> events;
  std::optional<Event> fault;
  std::string not_drawn;
  // Records e when `record` is set, until kMaxDrawn events (then none, and not_drawn says so) or
  // an event outside steps 0..kMaxDrawn (a LogP time far out: none either).
  void add_event(Event e);
};

// A model's parameters in the order the papers write them, with the ranges a document may use.
struct Param {
  std::string name;
  std::int64_t lo, hi;
  bool optional = false;  // a document or a --domain may leave it out (logp's G: LogGP)
};
// nullptr for a model this version does not read.
const std::vector<Param>* model_params(const std::string& model);
const std::vector<std::string>& supported_models();

// Reads doc["model"] of `model`: "name" and its parameters (model_params), each an integer in
// its range, nothing else; returns their values in that order (-1 for an optional one left out)
// and sets v.point (without the ones left out).
std::vector<std::int64_t> read_model(const Node& doc, const std::string& model, Verdicts& v);

// Reads and runs one document; throws InputError for bad input. `record`: Verdicts::record.
Verdicts run_document(const Node& doc, bool record = false);

// The same for a document's text, read one step at a time where the model allows it (postal):
// the memory a run takes is then that of its largest step, not of the whole document. A
// document whose "steps" come before its "model" or "collective" is read whole.
Verdicts run_document_text(const std::string& text, bool record = false);

// A model that runs its "steps" as they are read: step() for each element of "steps" in order,
// then finish() with the whole document (its "steps" then empty) for the verdicts.
class StepRunner {
 public:
  virtual ~StepRunner() = default;
  virtual void step(const Node& step) = 0;
  virtual Verdicts finish(const Node& doc) = 0;
  // Whether the document, complete, has something the runner needed before the steps (postal:
  // "init" written after "steps"); it is then read whole instead.
  virtual bool needs_whole(const Node& /*doc*/) const { return false; }
};

// One model's reader and runner (spec/schedule/<model>.cpp).
std::unique_ptr<StepRunner> postal_runner(const Node& header, Verdicts v);
Verdicts run_omega(const Node& doc, Verdicts v);
Verdicts run_logp(const Node& doc, Verdicts v);
std::unique_ptr<StepRunner> halfduplex_runner(const Node& header, Verdicts v);
std::unique_ptr<StepRunner> hypercube_runner(const Node& header, Verdicts v);
std::unique_ptr<StepRunner> pram_runner(const Node& header, Verdicts v);

}  // namespace cc::schedule
