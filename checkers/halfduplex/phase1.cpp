// Section 6's note "k represents the number of PEs that perform no communications in phase 1 of
// our algorithms", on the schedules collcheck executes: phase 1 of the whole algorithm is every
// step of level 0 and phase 1 and every step of the recursion (level >= 1), which runs inside it.
// A PE communicates in phase 1 when it sends or receives a message of such a step.
#include <set>

#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/common.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

namespace {

using namespace halfduplex;

std::string pes_text(const std::set<Pe>& s) {
  std::string t = "{";
  for (Pe x : s) t += (t.size() > 1 ? ", P_" : "P_") + std::to_string(x + 1);
  return t + "}";
}

}  // namespace

kit::Bind k_silent(KSilent read) {
  return [read](const RunContext& ctx) -> CaseFn {
    return [read, &ctx](const Point& x) -> std::optional<Fields> {
      const i64 p = x[0], k = x[1],
                n = x.size() > 2 ? x[2] : halfduplex_assumptions::D(p, k) / 2;
      const PrefixVariant& var = variant_of(ctx);
      for (Algorithm alg : {Algorithm::A, Algorithm::B, Algorithm::E, Algorithm::F}) {
        if (undefined(alg, n, p, k) || !precondition(n, p, k)) continue;
        const Schedule s = algorithm(alg, n, p, k, var, Reading::merged);
        const Execution ex = execute(s);
        if (ex.violation || ex.missing)
          return Fields{{"algorithm", name(alg)}, {"legal", !ex.violation}};
        std::set<Pe> talk;
        bool cross = false;  // a phase-1 message between the first p - k and the last k PEs
        for (const Step& st : s.steps) {
          if (!(st.level >= 1 || st.phase == 1)) continue;
          for (const Message& m : st.messages) {
            talk.insert(m.from);
            talk.insert(m.to);
            cross = cross || ((m.from >= p - k) != (m.to >= p - k));
          }
        }
        std::set<Pe> silent;
        for (Pe q = 0; q < static_cast<Pe>(p); ++q)
          if (!talk.count(q)) silent.insert(q);
        Fields f{{"n", n},
                 {"algorithm", std::string(name(alg)) + "(n,p,k)"},
                 {"silent in phase 1", pes_text(silent)},
                 {"number", static_cast<i64>(silent.size())},
                 {"k", k}};
        if (read == KSilent::printed && static_cast<i64>(silent.size()) != k) return f;
        if (read == KSilent::corrected) {
          // The last k PEs never exchange with the first p - k in phase 1; in A and E with
          // p - k >= 2 they are exactly the silent PEs.
          std::set<Pe> last;
          for (Pe q = static_cast<Pe>(p - k); q < static_cast<Pe>(p); ++q) last.insert(q);
          const bool moves = alg == Algorithm::B || alg == Algorithm::F;
          if (cross || (!moves && p - k >= 2 && silent != last)) return f;
        }
      }
      return std::nullopt;
    };
  };
}

}  // namespace cc::halfduplex_checks
