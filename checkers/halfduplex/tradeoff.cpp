// The abstract's and section 7's trade-off: "Each of the four families of algorithms provides the
// flexibility of using either fewer computation time steps (and more communication time steps) or
// fewer communication time steps (and more computation time steps) to achieve the minimal
// running time." At a fixed p, a family's members are its k (k | p - 1; B and F: k >= 2,
// p >= 2k + 1). Each member is executed at its least integral n, D(p, k)/2: there its
// computation steps per input, (C + 1)/n, are those of every n = m D(p, k)/2 (C + 1 = 2n(p + k)/D,
// Theorem 2, executed by thm2.c), so the members are compared at any common integral n by these
// rates, exactly; its communication steps do not depend on n above the precondition (Theorem 4,
// thm4.r). The trade-off exists at p when the member with the fewest computation steps is not
// one with the fewest communication steps: then a member with strictly fewer communication steps
// is faster for large tau and the first for small tau. Collectives cost 2 log2 q (section 6),
// bracketed from below and above; a comparison counts only when the brackets do not overlap.
#include <string>
#include <vector>

#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/common.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;

namespace {

struct Member {
  i64 k, n, C, lo, hi;  // communication steps in [lo, hi], units of 2^-40
};

std::string steps(i64 units) {
  const i64 v = static_cast<i64>(static_cast<i128>(units) * 1000 / kLogScale);
  return std::to_string(v / 1000) + "." + std::to_string(1000 + v % 1000).substr(1);
}

}  // namespace

std::optional<Fields> tradeoff_check(i64 p, bool literal, const PrefixVariant& var) {
  for (Algorithm alg : {Algorithm::A, Algorithm::B, Algorithm::E, Algorithm::F}) {
    if (!literal && p == 3 && (alg == Algorithm::A || alg == Algorithm::E)) continue;
    std::vector<Member> ms;
    for (i64 k = 1; k < p; ++k) {
      const i64 n = as64(D(p, k) / 2);
      if ((p - 1) % k != 0 || undefined(alg, n, p, k)) continue;
      const Schedule s = algorithm(alg, n, p, k, var);
      const Execution lo = execute(s, kPaperLower), hi = execute(s, kPaperUpper);
      if (lo.violation || lo.missing)
        return Fields{{"algorithm", name(alg)}, {"k", k}, {"legal", !lo.violation}};
      ms.push_back({k, n, lo.computation_steps, lo.communication_steps, hi.communication_steps});
    }
    if (ms.size() < 2) continue;
    // The fewest computation steps per input: (C + 1)/n least, compared multiplied out.
    std::size_t best = 0;
    for (std::size_t i = 1; i < ms.size(); ++i)
      if (i128{ms[i].C + 1} * ms[best].n < i128{ms[best].C + 1} * ms[i].n) best = i;
    const Member& b = ms[best];
    Fields f{{"algorithm", name(alg)},
             {"fewest computation steps", std::string(name(alg)) + "(n,p," +
                                              std::to_string(b.k) + ")"},
             {"its communication steps", steps(b.lo)}};
    // Theorem 3: it is the largest k.
    if (b.k != ms.back().k) {
      f.push_back({"largest k", ms.back().k});
      return f;
    }
    bool fewer = false;
    for (const Member& o : ms)
      if (o.hi < b.lo) {
        fewer = true;
        break;
      }
    if (!fewer) {
      for (const Member& o : ms)
        if (o.k != b.k)
          f.push_back({std::string(name(alg)) + "(n,p," + std::to_string(o.k) + ")", steps(o.lo)});
      return f;
    }
  }
  return std::nullopt;
}

std::optional<Fields> tradeoff_case(const PrefixVariant& var, const Point& x) {
  return tradeoff_check(x[0], false, var);
}
std::optional<Fields> tradeoff_literal_case(const PrefixVariant& var, const Point& x) {
  return tradeoff_check(x[0], true, var);
}

}  // namespace cc::halfduplex_checks
