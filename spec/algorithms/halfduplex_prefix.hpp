// Algorithm A(n, p, k) of Lin and Hung (section 2), its member
// L = A(n, p, 1), B(n, p, k) (section 3: the k(k-1) parts that pass between the last k PEs in
// phases 2..k+1 are sent in phase 1, on the side lane, while the first p - k PEs run
// B(v, p - k, k), or A(v, p - k, k) when p - k < 2k + 1 and B is not defined), and E and F
// (section 4: A and B with each phase's transfers of y replaced by one broadcast and its
// scatter of z by one scatter; F's moved parts are one scatter per block among the last k PEs),
// as schedules for the half-duplex executor (spec/models/halfduplex.hpp). p = kq + 1 PEs
// P_1..P_p (0-based here: P_i is PE i-1).
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
// part, as in the paper's examples (and in B, P_p's y goes alone to the last k PEs, whose parts
// were moved to phase 1). For E and F that merge is one of two readings of section 4 (Reading,
// below; docs/modelling-choices.md): merged, y rides in phase k+1's one scatter (2k - 1
// collectives per level for k >= 2), or separate, y has a broadcast of its own in every phase
// (2k collectives per level).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "spec/core/variant.hpp"
#include "spec/models/halfduplex.hpp"

namespace cc::halfduplex {

// A user's phase-1 split or phase schedule, checked with the same claims: a Variant of the one
// registry (spec/core/variant.hpp), family "halfduplex", kind "prefix". A variant sets what it
// changes in the paper's algorithms in its constructor.
class PrefixVariant : public Variant {
 public:
  PrefixVariant(std::string name, std::string summary, bool planted)
      : name_(std::move(name)), summary_(std::move(summary)), planted_(planted) {}
  std::string family() const override { return "halfduplex"; }
  std::string kind() const override { return "prefix"; }
  std::string name() const override { return name_; }
  std::string summary() const override { return summary_; }
  bool planted() const override { return planted_; }

  std::int64_t split_delta = 0;   // added to v at every level (planted off-by-one)
  bool drop_last_part = false;    // phase k+1 skips the part for its first destination (planted)
  bool move_before_scan = false;  // B, F: the moved parts leave before they are computed (planted)
  // v = Theorem 1's n(p^2 - kp + k + 1)/(p^2 + kp + k + 1) rounded up instead of down: the other
  // reading of the integer split (docs/modelling-choices.md, halfduplex.integer_split), which
  // claims build without registering it as a variant.
  bool v_round_up = false;
  // Added to v at the top level only (split_delta shifts every level): section 7's rebalance,
  // where a negative shift gives the first p - k PEs fewer inputs and the last k PEs more (the
  // blocks z_1..z_k re-cut from the n - v' inputs as usual); claims build it without
  // registering it as a variant (halfduplex.sec7.rebalance).
  std::int64_t top_split_delta = 0;
  // The other readings of what "done similarly" makes of F (docs/modelling-choices.md,
  // halfduplex.f.construction), which claims build without registering them as variants. They
  // change F's own levels only (not the levels where F falls back to E), and only communication.
  //  - f_moved_point_to_point: F's k(k - 1) moved parts go as in B, one transfer per
  //    communication step on the side lane of phase 1, instead of one scatter per block among
  //    the last k PEs;
  //  - f_last (under Reading::merged; Reading::separate already gives y a broadcast of its own in
  //    every phase of E and F): merged, in phase k+1 P_p's y rides in its scatter, to the first
  //    p - k PEs with their parts and alone to the last k - 1 PEs (collcheck's choice);
  //    side_broadcast, y rides with the parts to the first p - k PEs and has a broadcast of its
  //    own among the last k PEs (B's y "alone to the last k PEs" made one broadcast);
  //    own_broadcast, y has a broadcast of its own to all p - 1 PEs and the scatter carries only
  //    the parts, on F's levels only (E, and F's E levels, stay merged).
  bool f_moved_point_to_point = false;
  enum class FLast { merged, side_broadcast, own_broadcast };
  FLast f_last = FLast::merged;

 private:
  std::string name_, summary_;
  bool planted_;
};

// The paper's algorithm and the planted-bug variants, registered once on first use.
void register_halfduplex_variants();
std::vector<std::shared_ptr<const PrefixVariant>> variants();
// Throws UsageError for an unknown name.
const PrefixVariant& find_variant(const std::string& name);

enum class Algorithm { A, B, E, F };
const char* name(Algorithm a);

// The two readings of E's and F's phase k+1 (section 4), where P_p both holds y_{v+(k-1)c} and
// roots the scatter of z_k (k >= 2):
//  - merged: y travels with each part in that one scatter (and, in F, alone to the last k PEs in
//    the same scatter), as A's worked examples send "y_{3n/4} and 1/4 of the n/4 values" in one
//    round, Theorem 4 counts (2k - 1)(p - 1) transfers per level, and section 3 merges B's
//    phase k+1: 2k - 1 collectives per level;
//  - separate: "the p - 1 transfers of y_{v+ic}" are "a single broadcast" in every phase
//    i + 2, 0 <= i <= k - 1, and the scatter of z_{i+1} a scatter of its own ("broadcasting the k
//    values ... and k scatter operations"): 2k collectives per level.
// For k = 1 (and for A and B, which have no collectives) the two are the same schedule.
enum class Reading { merged, separate };
// "2k-1" or "2k": the collectives per level (k >= 2) of the reading.
const char* name(Reading r);

// Why alg(n, p, k) is not defined ("p must be kq + 1 ...", "B needs p >= 2k + 1 ..."), or
// nothing when it is (p = kq + 1 with k, q >= 1; for B and F also k >= 2 and p >= 2k + 1;
// 1 <= n).
std::optional<std::string> undefined(Algorithm alg, std::int64_t n, std::int64_t p, std::int64_t k);

// Requires undefined(alg, n, p, k) to be empty. `reading` applies to E and F (see Reading).
Schedule algorithm(Algorithm alg, std::int64_t n, std::int64_t p, std::int64_t k,
                   const PrefixVariant& var, Reading reading = Reading::merged);
inline Schedule algorithm_a(std::int64_t n, std::int64_t p, std::int64_t k,
                            const PrefixVariant& var) {
  return algorithm(Algorithm::A, n, p, k, var);
}

// The phase-1 split v of this implementation (Theorem 1 rounded down, clamped).
std::int64_t split_v(std::int64_t n, std::int64_t p, std::int64_t k, bool round_up = false);

// Whether every quotient the paper assumes integral is one, at every level of the recursion:
// v = n (p^2-kp+k+1)/(p^2+kp+k+1), c = (n - v)/k and c/p.
bool paper_integral(std::int64_t n, std::int64_t p, std::int64_t k);

}  // namespace cc::halfduplex
