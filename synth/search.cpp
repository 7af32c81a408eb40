#include "synth/search.hpp"

#include "spec/core/stop.hpp"

namespace cc::synth {

void least_steps(const LeastSteps& s, Answer& a, const std::function<void(const std::string&)>& say) {
  for (std::uint32_t T = s.from; T <= s.to; ++T) {
    const Probe p = s.query(T);
    if (should_stop()) throw Interrupted();  // a stopped query is no answer
    say(p.line);
    if (p.result.status == proofs::Status::unknown) {
      a.proof = "the solver did not decide T = " + std::to_string(T) + " (" +
                proofs::unknown_text(p.result) + "): no answer within the budget";
      return;
    }
    if (p.result.status == proofs::Status::proved) continue;  // unsat: no schedule with T steps
    a.document = s.decode(T);
    a.replay = s.replay(a.document, T);
    a.steps = T;
    if (T == 0) {
      a.kind = Answer::Kind::optimal;
      a.proof = "0 steps: nothing to prove";
      return;
    }
    const Probe below = s.certificate(T);
    if (should_stop()) throw Interrupted();
    say(below.line);
    s.judge(T, below.result, a);
    return;
  }
  a.proof = s.none_found;
}

}  // namespace cc::synth
