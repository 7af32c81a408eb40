// Claims of seed 002 (002_9d19bfb51512884d.txt): "New Families of Computation-Efficient Parallel
// Prefix Algorithms" (Lin and Hung). Half-duplex multicomputer with p = kq + 1 PEs, k, q >= 1.
// The paper assumes every quotient is an integer; where it is not, the algorithms are run with
// the integer split of spec/algorithms/halfduplex_prefix.hpp and the claims say so.
#include "spec/claims/claim.hpp"

namespace cc {

std::vector<ClaimSpec> halfduplex_claims() {
  ClaimList list("halfduplex", "002_9d19bfb51512884d.txt");
  const Expect H = Expect::holds, R = Expect::refuted;
  const Method X = Method::exhaustive, P = Method::proof;

  list.add("halfduplex.alg_a.prefixes", "section 2, Algorithm A(n, p, k)",
           "A(n, p, k) (L = A(n, p, 1) for k = 1), run on the half-duplex executor, obeys the "
           "model and leaves every prefix y_i = 1:i on some PE, for every p = kq + 1 and p <= n",
           H, X);
  list.add("halfduplex.thm1.v", "section 2, Theorem 1",
           "v = n/p when p = k + 1, otherwise v = n(p^2 - kp + k + 1)/(p^2 + kp + k + 1) balances "
           "phase 1: the executed A(v, p - k, k) takes exactly c - 1 = (n - v)/k - 1 computation "
           "steps (where the paper's quotients are integers)",
           H, X);
  list.add("halfduplex.thm1.proof", "section 2, Theorem 1",
           "the balancing condition C(v, p-k, k) = (n - v)/k - 1 with Theorem 2 for A(v, p-k, k) "
           "implies v = n(p^2 - kp + k + 1)/(p^2 + kp + k + 1) (all integers, unbounded)",
           H, P);
  list.add("halfduplex.thm2.c", "section 2, Theorem 2",
           "C(n, p, k) = 2n(p + k)/(p^2 + kp + k + 1) - 1 equals the executed computation steps "
           "(where the paper's quotients are integers)",
           H, X);
  list.add("halfduplex.thm2.proof", "section 2, Theorem 2",
           "Theorem 1 with c = (n - v)/k and C = c - 1 + k(c/p) implies "
           "C = 2n(p + k)/(p^2 + kp + k + 1) - 1 (all integers, unbounded)",
           H, P);
  list.add("halfduplex.thm2.integer", "section 2, Theorem 2 (as a count of steps)",
           "C(n, p, k) = 2n(p + k)/(p^2 + kp + k + 1) - 1 is an integer (a number of steps) "
           "wherever A applies, n >= (p^2 + kp + k + 1)/2",
           R, X,
           Erratum{"Theorem 2 is a step count only where the paper's quotients are integers "
                   "(halfduplex.thm2.c); with the integer split the executed C is never below "
                   "Theorem 2's value",
                   "halfduplex.thm2.integer_split"});
  list.add("halfduplex.thm2.integer_split", "section 2, Theorem 2 (integer split)",
           "with the integer split, the executed computation steps are at least "
           "2n(p + k)/(p^2 + kp + k + 1) - 1 for every p <= n",
           H, X);
  list.add("halfduplex.thm4.r", "section 2, Theorem 4",
           "R(n, p, 1) = p(p - 1); R(n, p, k) = (2k - 1)(p - 1)(p + k - 1)/2k for k >= 2: equals "
           "the executed communication steps for every n >= (p^2 + kp + k + 1)/2 (integer split)",
           H, X);
  list.add("halfduplex.thm4.integer", "section 2, Theorem 4 (as a count of steps)",
           "(2k - 1)(p - 1)(p + k - 1)/2k is an integer for every p = kq + 1, k >= 2", H, X);
  list.add("halfduplex.thm7.precondition", "section 2, Theorem 7; section 5",
           "to use A(n, p, k) effectively (every PE computes at least one value in every phase "
           ">= 2) it is required that n >= (p^2 + kp + k + 1)/2 (run with the integer split)",
           R, X,
           Erratum{"with integer v, every PE computes in every phase >= 2 exactly when "
                   "floor((n - v)/k) >= p (the integer form of n - v >= kp); where the paper's "
                   "quotients are integers this is n >= (p^2 + kp + k + 1)/2, and below it the "
                   "executed communication steps are fewer than Theorem 4's",
                   "halfduplex.thm7.integer_split"});
  list.add("halfduplex.thm7.sufficient", "section 5",
           "n >= (p^2 + kp + k + 1)/2 implies every PE computes at least one value in every "
           "phase >= 2 (executed, integer split)",
           H, X);
  list.add("halfduplex.thm7.integer_split", "section 5 (integer split)",
           "every PE computes in every phase >= 2 exactly when floor((n - v)/k) >= p; exactly "
           "when n >= (p^2 + kp + k + 1)/2 where the quotients are integers; otherwise the "
           "executed R is below Theorem 4's",
           H, X);
  list.add("halfduplex.thm7.equivalence", "section 5",
           "with Theorem 1's v, n - v >= kp <=> n >= (p^2 + kp + k + 1)/2 (all integers, "
           "unbounded)",
           H, P);
  list.add("halfduplex.example.p4k3", "section 2, first example",
           "A(n, 4, 3): v = n/4, phase 1 takes n/4 - 1 steps, C(n, 4, 3) = 7n/16 - 1, "
           "R(n, 4, 3) = 15 (executed, n = 16m)",
           H, X);
  list.add("halfduplex.example.p7k3", "section 2, second example",
           "A(n, 7, 3): v = 16n/37, phase 1 takes 7n/37 - 1 steps, C(n, 7, 3) = 10n/37 - 1, "
           "R(n, 7, 3) = 45 (executed, n = 37m)",
           H, X);
  list.add("halfduplex.sec5.idle", "section 5, the example n = 1024, p = 256",
           "for every k with 256 = kq + 1, n - v = 2kpn/(p^2 + kp + k + 1) < 8k (n - v <= 8k with "
           "the integer split) and at least 248 PEs are idle in every phase >= 2; for k = 85 "
           "Theorem 2 does not hold (executed)",
           H, X);
  list.add("halfduplex.e.t_plogp", "section 4, Algorithm E",
           "E(n, p, k) takes the computation steps of A and T(n, p, k) = O(p log p) "
           "communication steps: at most 4(p - 1) ceil(log2 p) with collectives of cost "
           "2 ceil(log2 p) (executed)",
           H, X);
  return list.take();
}

}  // namespace cc
