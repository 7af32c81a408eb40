// The passages of Lin and Hung, "New Families of Computation-Efficient Parallel Prefix
// Algorithms", that several half-duplex claims quote, the assumptions they state, and the words
// several claims use for their domains. The claims themselves are declared with their checkers,
// one file per claim, in checkers/halfduplex/claims/. "All numerical values are integers"
// (section 2, Algorithm A) holds exactly at n = m (p^2 + kp + k + 1)/2, m >= 1: then v, c = (n-v)/k
// and c/p are integers at every level of the recursion (v = m D(p-k, k)/2, c = mp, c/p = m).
// Half-duplex multicomputer with p = kq + 1 PEs, k, q >= 1. Where the paper's quotients are not
// integers, the algorithms are run with the integer split of spec/algorithms/halfduplex_prefix.hpp
// and the claims say so.
#pragma once

#include <cstdint>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "spec/claims/claim.hpp"
#include "spec/models/halfduplex_formulas.hpp"

namespace cc::halfduplex_assumptions {

// What the claims that run every n with collcheck's integer split extend the paper's integer
// assumption by.
inline const std::string kIntegerSplit =
    "runs every n, also where the paper's quotients are not integers, with collcheck's integer "
    "split (v rounded down, blocks differing by at most one): a choice the paper does not make";
// The Z3 claims over every integer p >= k + 1, beyond the paper's p = kq + 1.
inline const std::string kEveryIntegerP = "Z3 over every integer p (>= k + 1), not only p = kq + 1";

// What the claims over the shared tables cover (checkers/halfduplex/table.hpp), and the other
// domains several claims share (checkers/halfduplex/domains.hpp), as their statements end.
inline const std::string kPKN =
    "; every p = kq + 1 with p <= 6 (smoke), 24 (ci), 64 (deep), every k, every n in [p, 4p^2]";
inline const std::string kPKNB =
    "; every p = kq + 1 with k >= 2, p >= 2k + 1, p <= 6 (smoke), 24 (ci), 64 (deep), every n "
    "in [p, 4p^2]";
inline const std::string kPKN2k =
    "; every p = kq + 1 with p <= 6 (smoke), 16 (ci), 32 (deep), every k, every n in [p, 4p^2]";
inline const std::string kPKNB2k =
    "; every p = kq + 1 with k >= 2, p >= 2k + 1, p <= 6 (smoke), 16 (ci), 32 (deep), every n "
    "in [p, 4p^2]";
inline const std::string kPKOnly =
    "; every p = kq + 1 with p <= 6 (smoke), 32 (ci), 64 (deep), every k";
inline const std::string kPKOnly64 =
    "; every p = kq + 1 with p <= 20 (smoke), 64 (ci, deep), every k";
inline const std::string kPKBFixed =
    "; every p = kq + 1 with k >= 2, p >= 2k + 1, p <= 20 (smoke), 64 (ci, deep)";
inline const std::string kMDomain = " (executed; m <= 4 (smoke), 16 (ci), 64 (deep))";
inline const std::string kPKM =
    "; every p = kq + 1 with p <= 8 (smoke), 64 (ci), 128 (deep), every k, m <= 2 (smoke), "
    "4 (ci), 8 (deep)";

// Section 3's S(n, p, k): what it is, and its closed form as printed.
inline const Quote kSComponents{"section 3",
                                "Let S(n, p, k) denote the number of communication steps required "
                                "by Algorithm B(n, p, k). Thus, S(n, p, k) is the sum of the "
                                "following components:",
                                ""};
inline const Quote kSPrinted{"section 3",
                             "It can be shown that [36]  $$S(n, p, k) = \\frac{2k-1}{2k}p^2 - "
                             "\\frac{1}{2}p + k^2 - 3k + 2.$$",
                             ""};

inline const Quote kIntegers{
    "section 2, Algorithm A(n, p, k)",
    "To use this algorithm effectively,  $n \\ge (p^2 + kp + k + 1)/2$  is required. For ease of "
    "presentation, assume that all numerical values are integers.",
    ""};
inline const Quote kPKQ1{
    "section 2, Algorithm A(n, p, k)",
    "Solving the prefix problem of *n* inputs,  $x_1$ ,  $x_2$ ,...,  $x_n$ , using *p* PEs to "
    "generate  $y_1$ ,  $y_2$ ,...,  $y_n$ , where p = kq + 1,  $k \\ge 1$ ,  $q \\ge 1$ .",
    ""};
inline const Quote kSection6KAtLeast2{
    "section 6",
    "from Theorem 5,  $R(n, p, k) \\le R(n, p, 1)$  when  $p \\ge 2k^2 - 3k + 1$  and  $k \\ge$ 2; "
    "otherwise, R(n, p, k) > R(n, p, 1). That is, A(n, p, k) is definitely faster than L when  "
    "$p \\ge 2k^2 - 3k + 1$  and  $k \\ge 2$ . However, when  $p < 2k^2 - 3k + 1$ , we need to "
    "know the ratio",
    ""};

// D(p, k) = p^2 + kp + k + 1; every quotient of A(n, p, k) is an integer iff 2n = 0 mod D.
inline std::int64_t D(std::int64_t p, std::int64_t k) {
  return halfduplex::formulas::D<std::int64_t>(p, k);
}
inline bool integral(std::int64_t n, std::int64_t p, std::int64_t k) {
  return n >= 1 && p >= k + 1 && (2 * n) % D(p, k) == 0;
}

inline const Assumption kIntegral{
    "all numerical values are integers: n = m(p^2 + kp + k + 1)/2, m >= 1", kIntegers,
    [](const CaseValues& c) {
      return integral(value_of(c, "n"), value_of(c, "p"), value_of(c, "k"));
    }};
// The claims that construct their n as a multiple of (p^2 + kp + k + 1)/2 (their cases give p, k
// and m, n = m(p^2 + kp + k + 1)/2 or the least such n above a bound): inside by construction; a
// case that gives n is tested.
inline const Assumption kIntegralRun{
    "all numerical values are integers: every n run is a multiple of (p^2 + kp + k + 1)/2",
    kIntegers, [](const CaseValues& c) {
      if (!c.count("n")) return true;
      return integral(value_of(c, "n"), value_of(c, "p"), value_of(c, "k"));
    }};
// Theorem 3 compares A(n, a, b), A(n, d, b) and A(n, d, e): n = m lcm of the three D/2.
inline std::int64_t least_integral_n_thm3(std::int64_t a, std::int64_t b, std::int64_t d,
                                          std::int64_t e) {
  return std::lcm(std::lcm(D(a, b) / 2, D(d, b) / 2), D(d, e) / 2);
}
inline const Assumption kIntegral3{
    "all numerical values of A(n, a, b), A(n, d, b) and A(n, d, e) are integers: n a common "
    "multiple of their (p^2 + kp + k + 1)/2",
    kIntegers, [](const CaseValues& c) {
      const std::int64_t a = value_of(c, "a"), b = value_of(c, "b"), d = value_of(c, "d"),
                         e = value_of(c, "e");
      const std::int64_t n = value_of(c, "m") * least_integral_n_thm3(a, b, d, e);
      return integral(n, a, b) && integral(n, d, b) && integral(n, d, e);
    }};
inline const Assumption kPKQ{"p = kq + 1, k >= 1, q >= 1", kPKQ1, [](const CaseValues& c) {
                               const auto p = value_of(c, "p"), k = value_of(c, "k");
                               return k >= 1 && p >= k + 1 && (p - 1) % k == 0;
                             }};
inline const Assumption kKAtLeast2{"k >= 2 (the comparison of A(n, p, k) with L = A(n, p, 1))",
                                   kSection6KAtLeast2,
                                   [](const CaseValues& c) { return value_of(c, "k") >= 2; }};

// The least n at which every quotient of B(n, p, k) (the same n as A's) and of L = A(n, p, 1) is
// an integer: lcm(D(p, k)/2, D(p, 1)/2).
inline std::int64_t least_integral_n_b_and_l(std::int64_t p, std::int64_t k) {
  return std::lcm(D(p, k) / 2, D(p, 1) / 2);
}

inline const Assumption kIntegralBL{
    "all numerical values of B(n, p, k) and L(n, p, 1) are integers (run at the least such n)",
    kIntegers, [](const CaseValues& c) {
      const std::int64_t p = value_of(c, "p"), k = value_of(c, "k");
      const std::int64_t n = c.count("n") ? c.at("n") : least_integral_n_b_and_l(p, k);
      return integral(n, p, k) && integral(n, p, 1);
    }};

// E's and F's phase k+1 (section 4), where P_p both holds y and roots the scatter of z_k: the
// two readings of spec/algorithms/halfduplex_prefix.hpp (Reading) and the passages on each side
// (docs/modelling-choices.md). The claims name the reading they run.
inline const std::string kMergedReading =
    " (E and F as collcheck runs them by default: one broadcast of y and one scatter per phase, "
    "merged into one scatter in phase k+1 where P_p roots both, 2k - 1 collectives per level)";
inline const std::string kSeparateReading =
    " (E and F on the 2k reading: one broadcast of y and one scatter in every phase, phase k+1 "
    "too, 2k collectives per level)";
// F's other readings of section 4's "done similarly" (docs/modelling-choices.md,
// halfduplex.f.construction; checkers.hpp, FReading), the axis "reading" of the claims that run
// them.
inline const std::string kFReadings =
    " (F on the other readings of section 4's \"done similarly\", axis reading: 0, its k(k - 1) "
    "moved parts as B's point-to-point transfers on the side lane of phase 1, not one scatter "
    "per block; 1, in phase k+1 y rides with the parts to the first p - k PEs and has a "
    "broadcast of its own among the last k; 2, in phase k+1 y has a broadcast of its own to all "
    "p - 1 PEs on F's levels, E staying merged; otherwise as collcheck runs F, and E, A, B as "
    "collcheck runs them)";
inline const std::string kFReadingsExtension =
    "F built on readings of section 4's \"done similarly\" that collcheck does not run by "
    "default (its moved parts as k(k - 1) point-to-point transfers; y of phase k+1 with a "
    "broadcast of its own while E's phase k+1 stays merged): the paper does not derive F's "
    "schedule or its count, so neither reading is the paper's";
inline const Quote kFSimilarly{
    "section 4",
    "The modification made to Algorithm B by using broadcast and scatter can be done similarly, "
    "and results in the same communication time complexity.",
    ""};
inline const Quote kFSlightlyLess{
    "section 6",
    "As already mentioned, although the exact number of communication steps of Algorithm F is "
    "not derived, Algorithm F, when defined, needs slightly less communication time than "
    "Algorithm E.",
    ""};
inline const Quote kBMovedTransfers{
    "section 3",
    "In each of these k phases, the original communications that can be moved to phase 1 are "
    "message transfers from one of the last k PEs to the other k - 1 PEs.",
    ""};
inline const Quote kBMovedFit{
    "section 3",
    "Therefore, all the k(k - 1) communication steps can be performed in phase 1 without "
    "increasing the communication time needed in phase 1.",
    ""};
inline const std::string kFReadingsWhy =
    "the statement holds on collcheck's F (B's moved parts one scatter per block, phase k+1 one "
    "scatter as in E and B's merge) and on the 2k reading of both E and F "
    "(halfduplex.alg_f.slightly_less_2k); it fails only on readings of \"done similarly\" "
    "that keep B's point-to-point moves beside a recursion made shorter by collectives (B's "
    "argument that they fit, R(v, p - k, k) > k(k - 1), is about point-to-point steps), or "
    "give F's y a broadcast of its own while E's merges: F's schedule and count are not "
    "derived in the paper, so no passage shows the statement false as meant";
inline const std::string kSeparateExtension =
    "the 2k reading of E's and F's phase k+1 (y broadcast on its own where P_p also roots the "
    "scatter), which section 4's count of k broadcasts and k scatters makes but the paper's "
    "exact accounting of the same phase (A's examples and Theorem 4, B's merge) does not; the "
    "figures' data are not in the text";
// Separate: section 4's sentences.
inline const Quote kSec4Replace{
    "section 4",
    "In phase i + 2,  $0 \\le i \\le k - 1$ , of Algorithm A, the p - 1 transfers of  "
    "$y_{v+ic}$  to all the other PEs can be replaced by a single broadcast to achieve the same "
    "effect; in addition, scattering of  $z_{i+1}$  can be done with a single scatter operation.",
    ""};
inline const Quote kSec4KScatters{
    "section 4",
    "Thus, broadcasting the k values  $y_v, y_{v+c}, ..., y_{v+(k-1)c}$  is equivalent to taking  "
    "$c_1k \\log p$  point-to-point communication steps, where  $c_1$  is a constant, and k "
    "scatter operations are equivalent to taking  $c_2k \\log p$  point-to-point communication "
    "steps, where  $c_2$  is a constant.",
    ""};
// Separate too: A's general phase m, which section 4 transforms, sends y before the scatter also
// in phase k+1 (where P_{p-k+m-1} is P_p).
inline const Quote kAPhaseM{
    "section 2, Algorithm A, phase m",
    "Initially,  $P_p$  sends  $y_{\\nu+(m-2)c}$  to all the other PEs. Next,  $P_{p-k+m-1}$  "
    "scatters  $z_{m-1}$  among all the PEs evenly, each PE having c/p values.",
    ""};
// Merged: A's worked examples, Theorem 4's count and section 3's merge in B.
inline const Quote kExampleP4Phase4{
    "section 2, example p = 4, k = 3",
    "Phase 4:  $P_4$  sends  $y_{3n/4}$  and 1/4 of the *n*/4 values obtained in phase 1 to each "
    "of the other three PEs in 3 communication steps.",
    ""};
inline const Quote kExampleP4R{"section 2, example p = 4, k = 3",
                               "$R(n, 4, 3) = 3 \\times 2 + 3 \\times 2 + 3 = 15.$", ""};
inline const Quote kExampleP7Phase4{
    "section 2, example p = 7, k = 3",
    "Phase 4:  $P_7$  initially sends  $y_{30n/37}$  and 1/7 of the 7n/37 values obtained in "
    "phase 1 to each of the other six PEs in 6 communication steps.",
    ""};
inline const Quote kThm4{
    "section 2, Theorem 4",
    "R(n, p, 1) = p(p - 1);R(n, p, k) = (2k - 1)(p - 1)(p + k - 1)/2k for  $k \\ge 2$ .", ""};
inline const Quote kSec3Merge{
    "section 3",
    "Note that in phase k + 1, since the communications that contribute to component (iii) and "
    "those that contribute to component (iv) are all sent out by  $P_p$ , the latter "
    "communications can be merged to the former ones, eliminating p-k communication steps in "
    "this phase.",
    ""};
// The figures' count of a collective, and that E's and F's exact counts are not derived.
inline const Quote kFigCollective{
    "section 6",
    "We assume that each collective communication involving p PEs requires the same amount of "
    "time as  $2 \\log_2 p$  pointto-point communications.",
    ""};
inline const Quote kTCited{"section 4", "It can be shown that  $T(n, p, k) = O(p \\log p)$  [36].",
                           ""};
// The figures' parameters: n = 8192 (Figs. 4 to 7) or 4096 (Fig. 8), p = 13, every k with
// 13 = kq + 1 (the figure claims run exactly those).
inline const Quote kFigureParams{
    "section 6",
    "Fig. 4 shows the numbers of computation steps required when n = 8192 and p = 13. ... To "
    "contrast the running times when n = 4096 with those when n = 8192, Fig. 8 is given.",
    ""};
inline const Assumption kFigures{
    "the figures' n = 8192 or 4096 and p = 13, every k with 13 = kq + 1", kFigureParams,
    [](const CaseValues& c) {
      const std::int64_t n = value_of(c, "n");
      return n == 8192 || n == 4096;
    }};
// What section 6 says of Figures 5 to 8: the statements their claims check on every reading.
inline const Quote kFig5Says{"section 6",
    "Algorithm E takes the fewest communication steps among the four algorithms.",
    ""};
inline const Quote kFig6Says{"section 6",
    "When  $\\tau = 1$ , Fig. 6 shows that Algorithm E is faster than A, B, and L; "
    "however, Algorithm PLL is the fastest.",
    ""};
inline const Quote kFig7Says{"section 6",
    "Algorithm E is faster than the others, and E(8192, 13, 12) is the fastest.",
    ""};
inline const Quote kFig8Says{"section 6",
    "The figure shows that Algorithm E is faster than the other algorithms, and "
    "E(4096, 13, 12) is the fastest.",
    ""};
// Why a statement of Figures 5 to 8 that fails only on the 2k reading is beyond-scope.
inline const std::string kSeparateWhy =
    "the statement holds on the reading of E's phase k+1 that the paper's exact accounting of "
    "that phase makes (A's worked examples and Theorem 4 send y with the parts, (2k - 1)(p - 1) "
    "transfers per level; section 3 merges B's phase k+1; E and F are A and B with collectives) "
    "and fails only on section 4's count of k broadcasts and k scatters, an O(p log p) estimate "
    "with unnamed constants (T is cited to [36], F's exact count is not derived, the figures' "
    "data are not in the text): the paper does not make that reading for its figures, and no "
    "passage shows the statement false as meant";

// The evidence of a figure's statement refuted on the 2k reading of E's phase k+1: the statement,
// then the passages on each side of the reading (section 4's k broadcasts and k scatters, A's
// phase m; A's worked example, Theorem 4 and B's merge), and that T is only cited.
inline std::vector<Quote> separate_reading_evidence(Quote statement) {
  return {std::move(statement), kSec4Replace, kSec4KScatters, kAPhaseM,  kTCited,
          kExampleP4Phase4,     kExampleP4R,  kThm4,          kSec3Merge};
}

// The evidence of a statement on F refuted on one of F's other readings: the statement, then the
// passages of F's construction (section 4's one sentence, B's moved transfers and why they fit,
// B's merge of phase k+1, section 4's replacement for E).
// (Section 4's sentence once, where it is the statement itself.)
inline std::vector<Quote> f_readings_evidence(Quote statement) {
  std::vector<Quote> q{std::move(statement)};
  if (q.front().original != kFSimilarly.original) q.push_back(kFSimilarly);
  for (const Quote* x : {&kBMovedTransfers, &kBMovedFit, &kSec3Merge, &kSec4Replace}) q.push_back(*x);
  return q;
}

// The passages that say the collective families reduce the communication time (abstract,
// sections 4 and 7): halfduplex.sec4.e_reduces and its forms.
inline const Quote kReducesAbstract{
    "abstract",
    "Two other families adopt collective communication operations to reduce the communication "
    "times of the former two, respectively.",
    ""};
inline const Quote kReducesSec4{"section 4",
                                "In this section, we propose to reduce the communication time of "
                                "Algorithms A and B when collective communications are available.",
                                ""};
inline const Quote kReducesSec7{
    "section 7",
    "Either A or B can be transformed into another new family by adopting broadcast and scatter "
    "operations to reduce the communication time.",
    ""};

// The other reading of the figures' cost of a collective (docs/modelling-choices.md,
// halfduplex.collective.cost_participants): "each collective communication involving p PEs"
// read with p the machine's 13 for every collective, however few PEs it involves (E's
// collectives at recursion level l involve p - lk PEs; F's moved parts k).
inline const std::string kMachineReading =
    " (every collective costing 2 log2 13, the machine's p, however many PEs it involves: "
    "the other reading of the figures' cost; E and F with 2k - 1 collectives per level)";
inline const std::string kMachineExtension =
    "the machine-p reading of the figures' cost (every collective 2 log2 13), which the "
    "sentence \"each collective communication involving p PEs\" admits but does not make: a "
    "collective of fewer PEs involves fewer than p, and section 4 counts a collective of p "
    "PEs as Theta(log p)";
inline const std::string kMachineWhy =
    "the statement holds when a collective of q PEs costs 2 log2 q, which is what \"involving p "
    "PEs ... 2 log2 p\" says of a collective of p PEs, and fails only when every collective is "
    "charged the machine's 2 log2 13 whatever the PEs it involves: the paper states the cost "
    "for a collective involving p PEs and never charges a smaller collective the larger cost, "
    "so no passage shows the statement false as meant";
inline const Quote kSec4Theta{
    "section 4",
    "With a suitable implementation, either a broadcast or scatter operation takes  "
    "$\\Theta(\\log p)$  time to send to pPEs on a multicomputer [48].",
    ""};
// The evidence of a figure's statement refuted on the machine-p reading: the statement, the
// figures' cost sentence and section 4's Theta(log p) for p PEs.
inline std::vector<Quote> machine_reading_evidence(Quote statement) {
  return {std::move(statement), kFigCollective, kSec4Theta, kTCited};
}

// The other reading of the figures' 2 log2 p (docs/modelling-choices.md,
// halfduplex.collective.log_rounding): every collective rounded up to whole steps, 2 ceil(log2 q).
inline const std::string kCeilReading =
    " (every collective of q PEs costing 2 ceil(log2 q) whole steps: the other reading of the "
    "figures' 2 log2 p; E and F with 2k - 1 collectives per level)";
inline const std::string kCeilExtension =
    "the whole-step reading of the figures' cost (2 ceil(log2 q) for a collective of q PEs), "
    "which the paper does not make: its cost is the real number 2 log2 p";
inline const std::string kCeilWhy =
    "the statement holds with the figures' cost as printed, the real number 2 log2 q, and fails "
    "only when collcheck rounds every collective up to whole steps; the paper states the cost "
    "as 2 log2 p and rounds nothing (its own PLL count 1.44 log2 p + 1 is rounded only at the "
    "end), so no passage shows the statement false as meant";
inline std::vector<Quote> ceil_reading_evidence(Quote statement) {
  return {std::move(statement), kFigCollective, kSec4Theta};
}

// The other reading of phase 1's accounting (docs/modelling-choices.md,
// halfduplex.phase1_accounting): each concurrent lane of phase 1 timed on its own.
inline const std::string kTimedReading =
    "; phase 1 timed per lane: each of its concurrent lanes (the recursion on the first p - k "
    "PEs; the last k PEs' scans and, in B and F, the moved parts) takes C + tau R of its own "
    "counts and phase 1 the slower lane's time, at every level of the recursion, instead of the "
    "componentwise maximum of the counts";

// Section 7's rebalance (halfduplex.sec7.rebalance, .sec7.rebalance_tau10).
inline const Quote kRebalanceFewer{
    "section 7",
    "Clearly, in phase 1, if we assign fewer than v inputs to the first p - k PEs and thus more "
    "than n - v inputs to the last k PEs, then the first p - k PEs do fewer computations and the "
    "last k PEs do more.",
    ""};
inline const Quote kRebalanceReduced{
    "section 7", "Therefore, the idle time can be eliminated, and the running time reduced.", ""};
inline const Quote kFig7Tau{"section 6",
                            "In contrast, as shown in Fig. 7, when  $\\tau = 0.1$ , Algorithm B "
                            "is generally faster than A and L",
                            ""};
inline const std::string kRebalanceStatement =
    "for each of A, B, E and F (where defined) some whole v' < v (the top level's split "
    "shifted, the last k blocks re-cut as equal as can be, the recursion on v' inputs with "
    "collcheck's integer split) runs correctly and takes less time C + tau R than Theorem 1's v "
    "(every v' that can be faster is run: below it, the last k PEs' scan and the top level's "
    "later computation already take (n - v')/k - 1 + (n - v')/p); a collective of q PEs at "
    "2 ceil(log2 q) whole steps, so that times compare exactly" +
    kMergedReading + kTimedReading;
// Section 3's B faster than A under the timed reading (halfduplex.alg_b.faster_than_a_timed*).
inline const std::string kBFasterTimed =
    "with phase 1 timed per lane, B(n, p, k) is faster than A(n, p, k) and F(n, p, k) at least "
    "as fast as E(n, p, k) (running time C + tau R, executed, tau in {1/10, 1, 10}; a collective "
    "of q PEs at 2 ceil(log2 q))" +
    kMergedReading + kTimedReading +
    "; every p = kq + 1 with k >= 2, p >= 2k + 1, p <= 9 (smoke), 16 (ci), 24 (deep)";
inline const std::string kRebalanceDomain =
    "; executed at n = m(p^2 + kp + k + 1)/2; every p = kq + 1 with p - k >= 2, p <= 8 (smoke), "
    "16 (ci), 24 (deep), every k, m <= 1 (smoke, ci), 2 (deep)";

}  // namespace cc::halfduplex_assumptions
