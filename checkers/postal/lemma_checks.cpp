// Lemma 2 (who receives what from whom in step j), checked against the executor's deliveries.
// Literal: case (3) as printed, senders i - G(j-1) + t G(j-lambda). Corrected: the minus sign of
// W_{y,j} and of the proof. Case (3)'s condition is printed with a free t; both checks read it as
// the proof does, G(j-1) + k G(j-lambda) <= i, the only reading under which the cases partition
// 0..n-1, so the literal check differs from the corrected one in the sign alone.
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/common.hpp"
#include "checkers/postal/readers.hpp"

namespace cc::postal_checks {

namespace {

std::string set_text(const std::vector<u128>& s) {
  std::string out = "{";
  for (std::size_t i = 0; i < s.size(); ++i) out += (i ? ", " : "") + to_decimal(s[i]);
  return out + "}";
}

// The senders Lemma 2 predicts for PE i in step j (ascending).
std::vector<u128> predicted(postal::GSequence& G, u64 k, u64 lambda, std::size_t j, u64 i,
                            bool literal) {
  std::vector<u128> out;
  const u128 g1 = G(j - 1), gl = G(j - lambda);
  if (i < g1) return out;                    // case 1
  if (i < g1 + static_cast<u128>(k) * gl) {  // case 2, s = (i - G(j-1)) / G(j-lambda)
    const u128 s = (i - g1) / gl;
    for (u128 uu = 0; uu <= s; ++uu) out.push_back(i - g1 - uu * gl);
  } else {  // case 3
    for (u64 t = 0; t < k; ++t)
      out.push_back(literal ? i - g1 + static_cast<u128>(t) * gl
                            : i - g1 - static_cast<u128>(t) * gl);
  }
  std::sort(out.begin(), out.end());
  return out;
}

struct Lemma2Observer : postal::PrefixObserver {
  u64 n, k, lambda;
  bool literal;
  postal::GSequence G;
  std::optional<Fields> bad;
  Lemma2Observer(u64 n_, u64 k_, u64 l_, bool lit)
      : n(n_), k(k_), lambda(l_), literal(lit), G(k_, l_) {}
  bool after_step(std::size_t j, const std::vector<Interval>&, const std::vector<Interval>*,
                  const std::vector<postal::Delivery>& delivered) override {
    if (j < lambda) return true;
    std::size_t d = 0;
    std::vector<u128> got;
    for (u64 i = 0; i < n; ++i) {
      got.clear();
      for (; d < delivered.size() && delivered[d].to == i; ++d) {
        if (!literal && delivered[d].sent_step != j - lambda + 1) {
          bad = Fields{{"j", static_cast<std::uint64_t>(j)},
                       {"i", i},
                       {"sent in step", static_cast<std::uint64_t>(delivered[d].sent_step)}};
          return false;
        }
        got.push_back(delivered[d].from);
      }
      const auto want = predicted(G, k, lambda, j, i, literal);
      if (got != want) {
        bad = Fields{{"j", static_cast<std::uint64_t>(j)},
                     {"i", i},
                     {"G(j-1)", G(j - 1)},
                     {"G(j-lambda)", G(j - lambda)},
                     {"lemma 2 senders", set_text(want)},
                     {"executed senders", set_text(got)}};
        return false;
      }
    }
    return true;
  }
};

}  // namespace

namespace {

struct Lemma2Reader : RunReader {
  Lemma2Observer obs;
  Lemma2Reader(const Point& p, bool literal)
      : obs(static_cast<u64>(p[0]), static_cast<u64>(p[1]), static_cast<u64>(p[2]), literal) {}
  bool after_step(std::size_t j, const std::vector<Interval>& c, const std::vector<Interval>* d,
                  const std::vector<postal::Delivery>& got) override {
    return obs.after_step(j, c, d, got);
  }
  std::optional<Fields> judge(const postal::PrefixRun& run,
                              const std::vector<Interval>&) const override {
    if (obs.bad) return obs.bad;
    if (run.violation)
      return Fields{{"j", static_cast<std::uint64_t>(run.violation->step)},
                    {"violation", run.violation->detail}};
    return std::nullopt;
  }
};

}  // namespace

std::unique_ptr<RunReader> lemma2_reader(const Point& p, bool literal) {
  return std::make_unique<Lemma2Reader>(p, literal);
}

std::optional<Fields> check_lemma2_literal(const postal::PrefixVariant& v, const Point& p) {
  Lemma2Reader r(p, true);
  return read_alone(v, p, r);
}
std::optional<Fields> check_lemma2_corrected(const postal::PrefixVariant& v, const Point& p) {
  Lemma2Reader r(p, false);
  return read_alone(v, p, r);
}

}  // namespace cc::postal_checks
