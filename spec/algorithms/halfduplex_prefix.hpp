// Algorithm A(n, p, k) of seed 002 (002_9d19bfb51512884d.txt, section 2), its member
// L = A(n, p, 1), and E(n, p, k) (section 4: the same computation, with each phase's transfer of
// y and scatter of z replaced by one broadcast and one scatter), as schedules for the half-duplex
// executor (spec/models/halfduplex.hpp). p = kq + 1 PEs P_1..P_p (0-based here: P_i is PE i-1).
//
// Integer split (the paper assumes every quotient is an integer): phase 1 gives the first p - k
// PEs v = floor(n (p^2 - kp + k + 1) / (p^2 + kp + k + 1)) inputs (Theorem 1 rounded down,
// clamped to 1..n-1), which the recursion A(v, p - k, k) handles; the other n - v inputs are
// cut into k consecutive blocks z_1..z_k whose sizes differ by at most one (the larger blocks
// last). In phase m each block is scattered in p parts whose sizes differ by at most one (the
// larger parts on the higher PEs, so P_p always computes the phase's last prefix). A PE whose
// part is empty is sent nothing (neither y nor a part): below Theorem 7's precondition this is
// what makes the executed communication count drop below Theorem 4's.
// Phase m's sender of y is the holder of the last prefix so far (P_{p-k} in phase 2, P_p
// later); when it is also the root of the scatter (phase k+1 for k >= 2), y travels with each
// part, as in the paper's examples.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "spec/models/halfduplex.hpp"

namespace cc::halfduplex {

// A user's phase-1 split or phase schedule, checked with the same claims.
struct Variant {
  std::string name;
  std::int64_t split_delta = 0;  // added to v at every level (planted off-by-one)
  bool drop_last_part = false;   // phase k+1 skips the part for its first destination (planted)
};

// The paper's algorithm, and the planted-bug variants.
const std::vector<Variant>& variants();
// Throws UsageError for an unknown name.
const Variant& find_variant(const std::string& name);

enum class Family { A, E };

// Requires p >= 1, k >= 1, (p - 1) % k == 0, n >= 1.
Schedule algorithm_a(std::int64_t n, std::int64_t p, std::int64_t k, const Variant& var,
                     Family f = Family::A);

// The phase-1 split v of this implementation (Theorem 1 rounded down, clamped).
std::int64_t split_v(std::int64_t n, std::int64_t p, std::int64_t k);

// Whether every quotient the paper assumes integral is one, at every level of the recursion:
// v = n (p^2-kp+k+1)/(p^2+kp+k+1), c = (n - v)/k and c/p.
bool paper_integral(std::int64_t n, std::int64_t p, std::int64_t k);

}  // namespace cc::halfduplex
