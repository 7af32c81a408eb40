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

// The senders Lemma 2 predicts for PE i in step j, as an arithmetic progression in ascending
// order: `count` senders first, first + step, ... (no allocation per PE: this runs for every PE
// of every step of every case of the postal pass).
struct Senders {
  u128 first = 0;
  u128 count = 0;
  u128 step = 0;
};
Senders predicted_senders(const u128 g1, const u128 gl, u64 k, u64 i, bool literal) {
  if (i < g1) return {};                                  // case 1
  if (i < g1 + static_cast<u128>(k) * gl) {               // case 2, s = (i - G(j-1)) / G(j-lambda)
    // senders i - G(j-1) - u G(j-lambda); i - G(j-1) < n fits 64 bits, and so does the
    // division unless G(j-lambda) does not (then s = 0): 64-bit division is several times faster.
    const u64 off = static_cast<u64>(i - g1);
    const u128 s = gl > ~u64{0} ? 0 : off / static_cast<u64>(gl);
    return {i - g1 - s * gl, s + 1, gl};                  // u = s, ..., 0
  }
  if (literal) return {i - g1, k, gl};                    // case 3 as printed: + t G(j-lambda)
  return {i - g1 - static_cast<u128>(k - 1) * gl, k, gl}; // corrected: - t G(j-lambda)
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
    const u128 g1 = G(j - 1), gl = G(j - lambda);
    std::size_t d = 0;
    for (u64 i = 0; i < n; ++i) {
      const std::size_t begin = d;
      const Senders want = predicted_senders(g1, gl, k, i, literal);
      bool same = true;
      u128 next = want.first, seen = 0;
      for (; d < delivered.size() && delivered[d].to == i; ++d, ++seen) {
        if (!literal && delivered[d].sent_step != j - lambda + 1) {
          bad = Fields{{"j", static_cast<std::uint64_t>(j)},
                       {"i", i},
                       {"sent in step", static_cast<std::uint64_t>(delivered[d].sent_step)}};
          return false;
        }
        if (seen >= want.count || delivered[d].from != next) same = false;
        next += want.step;
      }
      if (same && seen == want.count) continue;
      std::vector<u128> got;
      for (std::size_t e = begin; e < d; ++e) got.push_back(delivered[e].from);
      std::vector<u128> expected = predicted(G, k, lambda, j, i, literal);
      bad = Fields{{"j", static_cast<std::uint64_t>(j)},
                   {"i", i},
                   {"G(j-1)", G(j - 1)},
                   {"G(j-lambda)", G(j - lambda)},
                   {"lemma 2 senders", set_text(expected)},
                   {"executed senders", set_text(got)}};
      return false;
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
