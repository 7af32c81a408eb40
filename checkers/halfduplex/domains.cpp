// The domains of the half-duplex claims (domains.hpp).
#include "checkers/halfduplex/domains.hpp"

#include <vector>

#include "checkers/halfduplex/table.hpp"
#include "generators/halfduplex.hpp"
#include "spec/algorithms/halfduplex_prefix.hpp"

namespace cc::halfduplex_checks::domains {

namespace {

using i64 = std::int64_t;

bool pk_ok(const Point& x) { return x[1] < x[0] && (x[0] - 1) % x[1] == 0; }
bool pk_b_ok(const Point& x) { return pk_ok(x) && x[1] >= 2 && x[0] >= 2 * x[1] + 1; }
// p, k, n with p = kq + 1 and p <= n <= 4p^2.
bool pkn_ok(const Point& x) { return pk_ok(x) && x[2] >= x[0] && x[2] <= 4 * x[0] * x[0]; }

std::vector<Axis> pkn_axes(Budget b) {
  const i64 P = table_pmax(b);
  return {{"p", 2, P, 2, 1024}, {"k", 1, P - 1, 1, 1023}, {"n", 2, 4 * P * P, 2, 1 << 22}};
}
std::vector<Axis> pkn_2k_axes(Budget b) {
  const i64 P = b == Budget::smoke ? 6 : b == Budget::ci ? 16 : 32;
  return {{"p", 2, P, 2, 1024}, {"k", 1, P - 1, 1, 1023}, {"n", 2, 4 * P * P, 2, 1 << 22}};
}
bool pkn_b_ok(const Point& x) { return pkn_ok(x) && x[1] >= 2 && x[0] >= 2 * x[1] + 1; }

}  // namespace

kit::Domain pkn() { return {pkn_axes, pkn_ok}; }
kit::Domain pkn_b() { return {pkn_axes, pkn_b_ok}; }
kit::Domain pkn_2k() { return {pkn_2k_axes, pkn_ok}; }
kit::Domain pkn_b_2k() { return {pkn_2k_axes, pkn_b_ok}; }
kit::Domain pkn_integral() {
  return {pkn_axes,
          [](const Point& x) { return pkn_ok(x) && halfduplex::paper_integral(x[2], x[0], x[1]); }};
}
kit::Domain pkn_small() {
  return {[](Budget b) {
            const i64 P = b == Budget::smoke ? 5 : 10;
            return std::vector<Axis>{
                {"p", 2, P, 2, 64}, {"k", 1, P - 1, 1, 63}, {"n", 2, 4 * P * P, 2, 1 << 14}};
          },
          pkn_ok};
}

kit::Domain pk_wide() {
  return {[](Budget b) {
            const bool s = b == Budget::smoke;
            return std::vector<Axis>{{"p", 2, s ? 64 : 1024, 2, 1 << 20},
                                     {"k", 1, s ? 63 : 1023, 1, 1 << 20}};
          },
          pk_ok};
}
kit::Domain p_only() {
  return {[](Budget b) {
    return std::vector<Axis>{{"p", 2,
                              b == Budget::smoke ? 20
                              : b == Budget::ci  ? 32
                                                 : 64,
                              2, 1024}};
  }};
}
kit::Domain pk_b() {
  return {[](Budget b) {
            const i64 P = b == Budget::smoke ? 20 : 64;
            return std::vector<Axis>{{"p", 2, P, 2, 1024}, {"k", 1, P - 1, 1, 1023}};
          },
          pk_b_ok};
}
kit::Domain pk_all() {
  return {[](Budget b) {
            const i64 P = b == Budget::smoke ? 20 : 64;
            return std::vector<Axis>{{"p", 2, P, 2, 1024}, {"k", 1, P - 1, 1, 1023}};
          },
          pk_ok};
}
kit::Domain pk_from(std::int64_t p_least) {
  return {[p_least](Budget b) {
            const i64 P = b == Budget::smoke ? 20 : 64;
            return std::vector<Axis>{{"p", p_least, P, p_least, 1024}, {"k", 1, P - 1, 1, 1023}};
          },
          pk_ok};
}
kit::Domain pk_k2() {
  return {[](Budget b) {
            const i64 P = b == Budget::smoke ? 20 : 64;
            return std::vector<Axis>{{"p", 2, P, 2, 1024}, {"k", 2, P - 1, 2, 1023}};
          },
          pk_ok};
}

kit::Domain pkm(kit::PerBudget<i64> p_max, kit::PerBudget<i64> m_max, bool b) {
  return {[p_max, m_max](Budget bu) {
            const i64 P = p_max(bu), M = m_max(bu);
            return std::vector<Axis>{
                {"p", 2, P, 2, 1024}, {"k", 1, P - 1, 1, 1023}, {"m", 1, M, 1, 64}};
          },
          b ? pk_b_ok : pk_ok};
}
kit::Domain pkm_pll() {
  return {[](Budget b) {
            const i64 P = b == Budget::smoke ? 16 : b == Budget::ci ? 32 : 64;
            return std::vector<Axis>{
                {"p", 10, P, 10, 1024}, {"k", 1, P - 1, 1, 1023}, {"m", 1, 2, 1, 64}};
          },
          pk_ok};
}

kit::Domain thm3_chains() {
  return {[](Budget b) {
            const i64 P = b == Budget::smoke ? 10
                          : b == Budget::ci  ? 24
                                             : 32,
                      M = b == Budget::smoke ? 1 : 2;
            return std::vector<Axis>{{"d", 3, P, 3, 64},
                                     {"b", 1, P - 2, 1, 62},
                                     {"a", 2, P - 1, 2, 63},
                                     {"e", 2, P - 1, 2, 63},
                                     {"m", 1, M, 1, 16}};
          },
          [](const Point& x) {
            const i64 d = x[0], b = x[1], a = x[2], e = x[3];
            return b < a && a < d && (a - 1) % b == 0 && (d - 1) % b == 0 && b < e && e < d &&
                   (d - 1) % e == 0;
          }};
}

kit::Domain sec5_k() {
  return {[](Budget) {
            return std::vector<Axis>{{"k", 1, 255, 1, 255}};
          },
          [](const Point& x) { return 255 % x[0] == 0; }};
}
kit::Domain sum_n() {
  return {[](Budget b) {
    return std::vector<Axis>{{"n", 2,
                              b == Budget::smoke ? 64
                              : b == Budget::ci  ? 1024
                                                 : 4096,
                              2, 1 << 16}};
  }};
}
kit::Domain example_m() {
  return {[](Budget b) {
    return std::vector<Axis>{{"m", 1, b == Budget::smoke ? 8 : 256, 1, 1 << 16}};
  }};
}
kit::Domain example_phases_m() {
  return {[](Budget b) {
    return std::vector<Axis>{{"m", 1,
                              b == Budget::smoke ? 4
                              : b == Budget::ci  ? 16
                                                 : 64,
                              1, 1 << 10}};
  }};
}
kit::Domain s_ki() {
  return {[](Budget b) {
    const i64 K = b == Budget::smoke ? 8 : b == Budget::ci ? 64 : 256;
    const i64 I = b == Budget::smoke ? 16 : b == Budget::ci ? 512 : 2048;
    return std::vector<Axis>{{"k", 2, K, 2, 1 << 16}, {"i", 1, I, 1, 1 << 16}};
  }};
}
kit::Domain figure_n(i64 n) {
  return {[n](Budget) { return std::vector<Axis>{{"n", n, n, 13, 1 << 20}}; }};
}

kit::Sample large_sample() {
  return {generators::halfduplex_axes, generators::halfduplex_points, {20, 150, 2000}};
}

}  // namespace cc::halfduplex_checks::domains
