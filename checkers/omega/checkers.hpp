// The checkers of the omega claims (Lee and Lin), each built for the id of the claim that names it
// in checkers/omega/claims/ (the id is typed once, there): what a claim compares at one point of
// its domain (domains.hpp), in the paper's notation; the kit (checkers/kit.hpp) runs it over the
// domain. The Z3 claims' checkers are in proof_checks.hpp.
#pragma once

#include <optional>
#include <vector>

#include "checkers/kit.hpp"
#include "checkers/registry.hpp"
#include "spec/algorithms/omega_ring.hpp"
#include "spec/models/omega.hpp"

namespace cc::omega_checks {

// Which statement a case compares with: as the paper prints it, as corrected (the claims named
// .corrected, or the reading a proof uses), or a wrong statement planted for the tests
// (planted_checkers). A case that has no corrected or no planted statement reads it as printed.
enum class Read { printed, corrected, planted };
using ReadCase = std::optional<Fields> (*)(const Point&, Read);
kit::Bind as_read(ReadCase fn, Read r);

// theorem_checks.cpp: Theorems 1-4 and two steps of their arguments, against the switch-level
// network (the path table), the least failing second path reported.
std::optional<Fields> thm1_addresses(const Point&);  // (L, X): the proof's addresses, every Y
// (L, X, Y): Theorem 1 with "disjoint" read as r, every Path(W,Z); corrected: with the term that
// the reading leaves out (Ast(X↓W) = L or Ast(Y↑Z) = L).
kit::Bind thm1_iff(omega::LinkReading r, Read read);
// The readings of Theorem 1 that the claims check, as readers of one walk over every pair of
// paths (kit::shared): checked together, the pairs are walked once.
enum Thm1Reader : std::size_t {
  thm1_all_printed,
  thm1_inner_printed,
  thm1_inner_corrected,
  thm1_proof_printed,
  thm1_proof_corrected,
  thm1_switch_printed,
  thm1_switch_corrected,
  kThm1Readers
};
kit::Make thm1_reader(Thm1Reader reader);
// Theorem 1 at one point (L, X, Y) under every reader at once, as the shared pass reads it, and
// under one reader alone, the plain loop: a test holds the two equal.
std::vector<std::optional<Fields>> thm1_all_readers_at(const Point& p);
std::optional<Fields> thm1_reader_alone_at(const Point& p, Thm1Reader reader);
// (L, X, Y): the three printed link readings of Theorem 1 (the proof's stages 0..L-1, the
// switches' outputs, the inner links) against every Path(W,Z) with W != X and Z != Y, the pairs
// of one ring; planted, Z = Y is let in (a domain bug: the pairs with one destination, where the
// readings are known to fail, so the planted run must be refuted).
std::optional<Fields> thm1_distinct_ends_case(const Point& p, bool planted = false);
std::optional<Fields> thm2_case(const Point&, Read);    // (L, A, B), every C, D; planted: A,C B,D
std::optional<Fields> thm3_case(const Point&, Read);    // (L, X), every Y, Z
std::optional<Fields> thm4_case(const Point&, Read);    // (L, A, B, E), every F, C
std::optional<Fields> switch_case(const Point&, Read);  // (L, X, Y): the switches they cross
std::optional<Fields> thm3_step_case(const Point&, Read);  // (L, X): common low bits of Y, Z

// subnet_checks.cpp: buddy subnetworks (L, k, q) and Theorems 5, 6, 7 on the network.
std::optional<Fields> def3_case(const Point&, Read);  // (L, k, p1, p2)
std::optional<Fields> thm5_case(const Point&, Read);  // printed: the replaced paths kept
std::optional<Fields> thm5_random(const Point&);      // a random instance (L, k, q, seed, choice)
std::optional<Fields> thm6_case(const Point&, Read);  // (L, A), every B
// Theorem 5 on its instances of at most three paths, buddy subnetworks 0 and 1 (L, k).
std::optional<Fields> thm5_reduced_case(const Point&, Read);
// The network's XOR symmetry (L, c): links move by a mask of c and the stage, Ast is kept.
std::optional<Fields> xor_symmetry_case(const Point&, Read);
std::optional<Fields> thm7_case(const Point&, Read);

// step_checks.cpp: the steps of the proofs of Theorems 5, 6, 7 that state an inequality on Ast,
// with Definitions 1 and 2 only.
std::optional<Fields> thm5_step1_case(const Point&, Read);
std::optional<Fields> thm6_step_case(const Point&, Read);  // (L, A)
std::optional<Fields> thm7_step1_case(const Point&, Read);
std::optional<Fields> thm7_step3_case(const Point&, Read);

// examples.cpp: the definitions' examples, the worked examples after Theorems 1 and 2 and of
// section 4.1, the commutativity of ↓ and ↑, and the count of k-bit subnetworks.
std::optional<Fields> def1_example(const Point&);
std::optional<Fields> def2_example(const Point&);
std::optional<Fields> commutative_case(const Point&, Read);  // (L, X), every Y
std::optional<Fields> conflict_2_6_6_5(const Point&, Read);  // the sum as printed (2 + 1) or 1 + 2
std::optional<Fields> disjoint_2_6_4_5(const Point&);
std::optional<Fields> disjoint_2_5_4_6(const Point&);
std::optional<Fields> fig5_ring(const omega::RingConstruction&, const Point&);
std::optional<Fields> subnetwork_count(const Point&, Read);  // (L, k): 2^{k-k} or 2^{L-k}

// ring_checks.cpp: the ring of section 4.1 built by the run's construction (--variant) and
// checked level by level; multicast along it.
using RingCase = std::optional<Fields> (*)(const omega::RingConstruction&, const Point&);
std::optional<Fields> ring_case(const omega::RingConstruction&, const Point&);  // every tie-break
// The ring of section 4.1 on the n-cube (n = L), routed by dimension order, every tie-break.
std::optional<Fields> ncube_descending_case(const omega::RingConstruction&, const Point&);
std::optional<Fields> ncube_ascending_case(const omega::RingConstruction&, const Point&);
std::optional<Fields> multicast_case(const omega::RingConstruction&, const Point&);
// The ring of section 4.1 on the indirect binary cube resolving the least (most) significant bit
// first, every tie-break: its paths pairwise link-disjoint.
std::optional<Fields> cube_lsb_case(const omega::RingConstruction&, const Point&);
std::optional<Fields> cube_msb_case(const omega::RingConstruction&, const Point&);
std::optional<Fields> ring_random_case(const omega::RingConstruction&, const Point&);
std::optional<Fields> multicast_random_case(const omega::RingConstruction&, const Point&);
std::optional<Fields> l5_case(const omega::RingConstruction&, const Point&);  // (hi)
// A case of the run's construction (--variant, else the paper's); the options of a claim that
// builds the ring (--variant applies), and of one whose refutation check --trace-out replays
// (ring_trace.cpp; `multicast`: then multicast along the ring).
kit::Bind on_variant(RingCase fn);
kit::Options builds_ring();
kit::Options traces_ring(bool multicast);

// multicast_search.cpp: the fewest steps of group multicast against every schedule, (m, L,
// mask); planted: m - 1 steps are not enough. With combining transmissions.
std::optional<Fields> fewest_case(const Point&, Read);
std::optional<Fields> fewest_combining_case(const Point&);

// structure_checks.cpp: the wiring of section 2.1 (L), the permutations of one pass (L), the
// unicasts of group multicast and the cases and order of a level of section 4.1 (m, L, mask),
// the second line of Theorem 5's proof (L, k, q), a merge at any pair (one case).
std::optional<Fields> structure_case(const Point&, Read);     // planted: a non-bijective shuffle
std::optional<Fields> permutations_case(const Point&, Read);  // planted: no blocking
std::optional<Fields> transmissions_case(const omega::RingConstruction&, const Point&);
// Planted: a unicast carries every message its sender holds (fewer than m(m-1) then).
std::optional<Fields> transmissions_combining_case(const omega::RingConstruction&, const Point&);
// (L): two paths into one node share its output link (L, Y); planted: the link (L-1, ...).
std::optional<Fields> receive_counting_case(const Point&, Read);
std::optional<Fields> cases_case(const Point&, Read);  // (L); planted: 5 combinations
std::optional<Fields> parallel_case(const omega::RingConstruction&, const Point&);
// Planted: the same ring run by run (the i-th choice sequence), not the same set of rings.
std::optional<Fields> parallel_run_by_run_case(const omega::RingConstruction&, const Point&);
std::optional<Fields> membership_case(const Point&, Read);  // corrected: Path(A,D) crosses
std::optional<Fields> arbitrary_merge_case(const Point&, Read);  // planted: the paper's rule

// planted.cpp: each planted wrong statement checked over the real claim's domain, under the real
// claim's id, so that the tests can show it refuted. Never registered.
std::vector<Checker> planted_checkers();

}  // namespace cc::omega_checks
