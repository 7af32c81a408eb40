// The domains of the postal claims (domains.hpp).
#include "checkers/postal/domains.hpp"

#include "checkers/postal/common.hpp"
#include "generators/postal.hpp"

namespace cc::postal_checks {

std::vector<Axis> nkl_axes(Budget b) {
  const std::int64_t n = b == Budget::smoke ? 64 : b == Budget::ci ? 1024 : 16384;
  const std::int64_t kl = b == Budget::smoke ? 4 : 8;
  return {{"n", 1, n, 1, kMaxSimulatedN}, {"k", 1, kl, 1, kMaxK}, {"lambda", 1, kl, 1, kMaxLambda}};
}

namespace domains {

kit::Domain nkl() {
  return {nkl_axes, {}, [](const Point& p) { return static_cast<std::uint64_t>(p[0]); }};
}

kit::Domain intro_n3() {
  return {[](Budget) -> std::vector<Axis> {
    return {{"n", 3, 3, 1, 3}, {"k", 1, 3, 1, kMaxK}, {"lambda", 1, 3, 1, kMaxLambda}};
  }};
}

kit::Domain b_paths() {
  return {[](Budget b) -> std::vector<Axis> {
            const std::int64_t n = b == Budget::smoke ? 24 : b == Budget::ci ? 64 : 256;
            const std::int64_t kl = b == Budget::deep ? 4 : 3;
            return {{"n", 2, n, 2, kMaxSimulatedN},
                    {"p", 1, n - 1, 1, kMaxSimulatedN},
                    {"k", 1, kl, 1, kMaxK},
                    {"lambda", 1, kl, 1, kMaxLambda}};
          },
          [](const Point& p) { return p[1] < p[0]; }};
}

kit::Domain fp_matrix() {
  return {[](Budget) -> std::vector<Axis> {
    return {{"size", 1, 2, 1, 2},
            {"n", 3, 3, 1, 3},
            {"k", 1, 3, 1, kMaxK},
            {"lambda", 1, 3, 1, kMaxLambda}};
  }};
}

kit::Domain algorithm_b() {
  return {[](Budget b) -> std::vector<Axis> {
            const std::int64_t n = b == Budget::smoke ? 40 : b == Budget::ci ? 128 : 512;
            const std::int64_t kl = b == Budget::deep ? 4 : 3;
            return {{"n", 2, n, 2, kMaxSimulatedN},
                    {"p", 1, n - 1, 1, kMaxSimulatedN},
                    {"k", 1, kl, 1, kMaxK},
                    {"lambda", 1, kl, 1, kMaxLambda}};
          },
          [](const Point& p) { return p[1] < p[0]; }};
}

kit::Domain trees() {
  return {[](Budget b) -> std::vector<Axis> {
            const std::int64_t n = b == Budget::smoke ? 24 : b == Budget::ci ? 128 : 512;
            const std::int64_t kl = b == Budget::smoke ? 3 : 4;
            return {{"n", 1, n, 1, 1 << 16},
                    {"k", 1, kl, 1, kMaxK},
                    {"lambda", 1, kl, 1, kMaxLambda},
                    {"root", 0, n - 1, 0, (1 << 16) - 1}};
          },
          [](const Point& p) { return p[3] < p[0]; }};
}

kit::Domain carries() {
  return {
      [](Budget b) -> std::vector<Axis> {
        const std::int64_t n = b == Budget::smoke ? 24 : b == Budget::ci ? 128 : 512;
        const std::int64_t kl = b == Budget::smoke ? 3 : 4;
        return {{"n", 1, n, 1, 1 << 14}, {"k", 1, kl, 1, kMaxK}, {"lambda", 1, kl, 1, kMaxLambda}};
      },
      {},
      [](const Point& p) { return static_cast<std::uint64_t>(p[0] * p[0]); }};
}

kit::Sample nkl_sample() { return {generators::postal_nkl_axes, generators::postal_nkl}; }
kit::Sample npkl_sample() { return {generators::postal_npkl_axes, generators::postal_npkl}; }

}  // namespace domains
}  // namespace cc::postal_checks
