// check --trace-out for the subset claims of Lee and Lin's ring (omega.ring.cycle,
// omega.multicast.pipelined): the node set of the refuting case built again by the construction
// with the counterexample's tie-breaks, one ITF state per level k = 0 .. L: what every k-bit
// subnetwork holds (a #map from the subnetwork, {0yy}, to its ring, the nodes in ring order), up to
// the level that fails, or to the final ring when the ring itself (or multicast along it) fails.
// With the options of the claims that build the ring (checkers.hpp).
#include <sstream>
#include <stdexcept>

#include "checkers/omega/checkers.hpp"
#include "checkers/omega/common.hpp"
#include "checkers/omega/ring_defects.hpp"

namespace cc::omega_checks {

namespace {

using omega::Ring;

// Replays the choices "i/n i/n ..." (1-based) of ChoiceEnumerator::text(), or "none".
class ReplayChoice : public omega::Chooser {
 public:
  explicit ReplayChoice(const std::string& text) {
    if (text == "none") return;
    std::istringstream in(text);
    for (std::string item; in >> item;)
      picks_.push_back(std::stoul(item.substr(0, item.find('/'))) - 1);
  }
  std::size_t choose(std::size_t count) override {
    if (pos_ >= picks_.size() || picks_[pos_] >= count)
      throw std::logic_error("--trace-out: the counterexample's tie-breaks do not replay");
    return picks_[pos_++];
  }

 private:
  std::vector<std::size_t> picks_;
  std::size_t pos_ = 0;
};

using TraceState = std::vector<std::pair<std::string, ItfValue>>;

TraceState level_state(unsigned k, const std::vector<omega::Holding>& held) {
  std::vector<std::pair<ItfValue, ItfValue>> entries;
  for (const auto& h : held) {
    std::vector<ItfValue> ring;
    for (Node x : h.ring) ring.push_back(ItfValue::of(static_cast<i128>(x)));
    entries.emplace_back(ItfValue::of(omega::to_string(h.where)),
                         ItfValue::collection(ItfValue::Kind::list, std::move(ring)));
  }
  return {{"level", ItfValue::of(static_cast<i128>(k))},
          {"held", ItfValue::map(std::move(entries))},
          {"violation", ItfValue::of(std::string())}};
}

struct LevelRecorder : omega::RingObserver {
  LevelChecker check;
  ExecTrace* trace;
  LevelRecorder(const std::vector<Node>& selected, ExecTrace* t) : check(selected, 0), trace(t) {}
  void after_level(unsigned k, const std::vector<omega::Holding>& held) override {
    if (check.bad) return;  // the trace ends at the level that fails
    trace->states.push_back(level_state(k, held));
    check.after_level(k, held);
  }
};

std::uint64_t case_value(const Outcome& o, const std::string& key) {
  for (const Fields* f : {&o.replay_case, o.counterexample ? &*o.counterexample : nullptr})
    if (f)
      if (const FieldValue* v = find(*f, key)) {
        if (const auto* x = std::get_if<std::int64_t>(v); x && *x >= 0)
          return static_cast<std::uint64_t>(*x);
        if (const auto* x = std::get_if<std::uint64_t>(v)) return *x;
      }
  throw std::logic_error("--trace-out: the refuted case has no " + key);
}

ExecTrace ring_trace(const RunContext& ctx, const Outcome& o, bool multicast) {
  const auto L = static_cast<unsigned>(case_value(o, "L"));
  const std::uint64_t mask = case_value(o, "mask");
  const std::vector<Node> selected = nodes_of(mask);
  std::string ties = "none";
  if (o.counterexample)
    if (const FieldValue* v = find(*o.counterexample, "tie-breaks"))
      if (const auto* s = std::get_if<std::string>(v)) ties = *s;
  const omega::RingConstruction& c = construction(ctx);
  ExecTrace t;
  t.model = "omega";
  t.parameters = {{"m", static_cast<std::uint64_t>(selected.size())},
                  {"L", static_cast<std::uint64_t>(L)},
                  {"mask", mask}};
  t.description = "ring merging (section 4.1), " + c.name() +
                  ", on the Omega network with L = " + std::to_string(L) + ", nodes " +
                  set_text(selected) + ", tie-breaks " + ties +
                  (multicast ? "; then pipelined group multicast along the ring" : "");
  t.vars = {"level", "held", "violation"};
  std::vector<omega::Holding> start;
  for (Node x : selected) start.push_back({omega::subnetwork_of(x, 0, L), {x}});
  t.states.push_back(level_state(0, start));
  LevelRecorder rec(selected, &t);
  ReplayChoice chooser(ties);
  const Ring r = c.build(L, selected, chooser, &rec);
  std::optional<Fields> bad = rec.check.bad;
  if (!bad) bad = final_defect(L, selected, r);
  if (!bad && multicast) bad = multicast_defect(L, r);
  t.violation = bad ? to_text(*bad) : o.counterexample ? to_text(*o.counterexample) : o.note;
  for (auto& [name, value] : t.states.back())
    if (name == "violation") value = ItfValue::of(t.violation);
  return t;
}

}  // namespace

kit::Options builds_ring() { return {true}; }

kit::Options traces_ring(bool multicast) {
  return {true, [multicast](const RunContext& ctx, const Outcome& o) {
            return ring_trace(ctx, o, multicast);
          }};
}

}  // namespace cc::omega_checks
