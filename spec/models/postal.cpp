#include "spec/models/postal.hpp"

#include <cassert>

#include "spec/models/postal_formulas.hpp"

namespace cc::postal {

GSequence::GSequence(u64 k, u64 lambda) : k_(k), lambda_(lambda) { assert(k >= 1 && lambda >= 1); }

u64 GSequence::operator()(std::size_t j) {
  while (g_.size() <= j) {
    const std::size_t i = g_.size();
    if (i < lambda_) {
      g_.push_back(1);
    } else {
      // Exact in 128 bits ((2^64-1) + (2^64-1)^2 < 2^128); each part must fit in 64.
      constexpr u128 kMax = ~u64{0};
      if (u128{k_} * g_[i - lambda_] > kMax) throw Overflow("k G(j - lambda) exceeds 2^64-1");
      const u128 g = formulas::G_next<u128>(g_[i - 1], k_, g_[i - lambda_]);
      if (g > kMax) throw Overflow("G(" + std::to_string(i) + ") exceeds 2^64-1");
      g_.push_back(static_cast<u64>(g));
    }
  }
  return g_[j];
}

std::size_t GSequence::min_steps(u64 n) {
  std::size_t i = 0;
  while ((*this)(i) < n) ++i;
  return i;
}

std::optional<u64> min_steps(u64 n, u64 k, u64 lambda, u64 steps_limit) {
  // Ring buffer of the last lambda values; all values kept are < n until the answer is found,
  // so G(j-1) + k G(j-lambda) < n + k n fits in 128 bits.
  if (n <= 1) return 0;
  std::vector<u64> ring(lambda, 1);  // G(j) for j in [j-lambda, j-1], indexed j mod lambda
  for (u64 j = lambda; j <= steps_limit; ++j) {
    const u128 g = formulas::G_next<u128>(ring[(j - 1) % lambda], k, ring[j % lambda]);
    if (g >= n) return j;
    ring[j % lambda] = static_cast<u64>(g);
  }
  return std::nullopt;
}

}  // namespace cc::postal
