// Claims of Lin and Hung, "New Families of Computation-Efficient Parallel Prefix Algorithms".
// Half-duplex multicomputer with p = kq + 1 PEs, k, q >= 1. The paper assumes every quotient is an
// integer; where it is not, the algorithms are run with the integer split of
// spec/algorithms/halfduplex_prefix.hpp and the claims say so.
#include "spec/claims/claim.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc {

std::vector<ClaimSpec> halfduplex_claims() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex");
  const std::string integer_split =
      "runs every n, also where the paper's quotients are not integers, with collcheck's integer "
      "split (v rounded down, blocks differing by at most one): a choice the paper does not make";
  // What the claims over the shared tables cover (checkers/halfduplex/table.hpp).
  const std::string pkn =
      "; every p = kq + 1 with p <= 6 (smoke), 32 (ci), 64 (deep), every k, every n in [p, 4p^2]";
  const std::string pkn_b =
      "; every p = kq + 1 with k >= 2, p >= 2k + 1, p <= 6 (smoke), 32 (ci), 64 (deep), every n "
      "in [p, 4p^2]";
  const std::string pk_only = "; every p = kq + 1 with p <= 6 (smoke), 32 (ci), 64 (deep), every k";
  const std::string pk_b_fixed =
      "; every p = kq + 1 with k >= 2, p >= 2k + 1, p <= 20 (smoke), 64 (ci, deep)";
  const Expect H = Expect::holds, R = Expect::refuted;
  const Method X = Method::exhaustive, P = Method::proof, Q = Method::property;

  list.add("halfduplex.alg_a.prefixes", "section 2, Algorithm A(n, p, k)",
           "A(n, p, k) (L = A(n, p, 1) for k = 1), run on the half-duplex executor, obeys the "
           "model and leaves every prefix y_i = 1:i on some PE" +
               pkn,
           H, X);
  list.add(
      "halfduplex.thm1.v", "section 2, Theorem 1",
      "v = n/p when p = k + 1, otherwise v = n(p^2 - kp + k + 1)/(p^2 + kp + k + 1) balances "
      "phase 1: the executed A(v, p - k, k) takes exactly c - 1 = (n - v)/k - 1 computation "
      "steps, at every n = m(p^2 + kp + k + 1)/2 in [p, 4p^2] (where the paper's quotients are "
      "integers)" +
          pk_only,
      H, X);
  list.add("halfduplex.thm1.proof", "section 2, Theorem 1",
           "the balancing condition C(v, p-k, k) = (n - v)/k - 1 with Theorem 2 for A(v, p-k, k) "
           "implies v = n(p^2 - kp + k + 1)/(p^2 + kp + k + 1) (all integers, unbounded)",
           H, P);
  list.add("halfduplex.thm2.c", "section 2, Theorem 2",
           "C(n, p, k) = 2n(p + k)/(p^2 + kp + k + 1) - 1 equals the executed computation steps "
           "at every n = m(p^2 + kp + k + 1)/2 in [p, 4p^2] (where the paper's quotients are "
           "integers)" +
               pk_only,
           H, X);
  list.add("halfduplex.thm2.proof", "section 2, Theorem 2",
           "Theorem 1 with c = (n - v)/k and C = c - 1 + k(c/p) implies "
           "C = 2n(p + k)/(p^2 + kp + k + 1) - 1 (all integers, unbounded)",
           H, P);
  list.add("halfduplex.thm2.integer", "section 2, Theorem 2 (as a count of steps)",
           "C(n, p, k) = 2n(p + k)/(p^2 + kp + k + 1) - 1 is an integer (a number of steps) "
           "wherever A applies, n >= (p^2 + kp + k + 1)/2" +
               pkn,
           R, X,
           Finding{Kind::beyond_scope,
                   "where the paper's quotients are integers (n = m(p^2 + kp + k + 1)/2) "
                   "Theorem 2 gives m(p + k) - 1, an integer, and the executed count "
                   "(halfduplex.thm2.c); with collcheck's integer split elsewhere the executed C "
                   "is never below Theorem 2's value (halfduplex.thm2.integer_split)",
                   "halfduplex.thm2.c",
                   "the paper assumes all numerical values are integers; the claim fails only "
                   "where they are not (n = 5, p = 2: v = 5/2)",
                   {kIntegers},
                   {{"p", 2}, {"k", 1}, {"n", 5}}})
      .assume({kIntegral})
      .extend(
          "every n >= (p^2 + kp + k + 1)/2, also where v, (n - v)/k or c/p is not an "
          "integer");
  list.add("halfduplex.thm2.integer_split", "section 2, Theorem 2 (integer split)",
           "with the integer split, the executed computation steps are at least "
           "2n(p + k)/(p^2 + kp + k + 1) - 1" +
               pkn,
           H, X);
  list.add("halfduplex.thm4.r", "section 2, Theorem 4",
           "R(n, p, 1) = p(p - 1); R(n, p, k) = (2k - 1)(p - 1)(p + k - 1)/2k for k >= 2: equals "
           "the executed communication steps for every n >= (p^2 + kp + k + 1)/2 (integer split)" +
               pkn,
           H, X);
  list.add("halfduplex.thm4.integer", "section 2, Theorem 4 (as a count of steps)",
           "(2k - 1)(p - 1)(p + k - 1)/2k is an integer for every p = kq + 1, k >= 2, p <= 64 "
           "(smoke), 1024 (ci, deep)",
           H, X);
  list.add("halfduplex.thm7.precondition", "section 2, Theorem 7; section 5",
           "to use A(n, p, k) effectively (every PE computes at least one value in every phase "
           ">= 2) it is required that n >= (p^2 + kp + k + 1)/2 (run with the integer split)" +
               pkn,
           R, X,
           Finding{Kind::beyond_scope,
                   "with Theorem 1's v, n - v >= kp <=> n >= (p^2 + kp + k + 1)/2 "
                   "(halfduplex.thm7.equivalence), and the precondition suffices for every PE to "
                   "compute in every phase >= 2 (halfduplex.thm7.sufficient, executed); where the "
                   "quotients are integers the precondition holds by itself",
                   "halfduplex.thm7.equivalence",
                   "the necessity fails only where v is not an integer, and only through "
                   "collcheck's rounding: v rounded down fails at 660 points for p < 40, rounded "
                   "to nearest at 283, rounded up at none; the paper derives the precondition "
                   "from Theorem 1's real v",
                   {{"section 5",
                     "Using  $n - v \\ge kp$  and Theorem 1, we see that  $$n - n(p^{2} - kp + k + "
                     "1)/(p^{2} + kp + k + 1) \\ge kp,$$   $$n \\ge (p^{2} + kp + k + 1)/2.$$",
                     ""},
                    kIntegers},
                   {{"p", 2}, {"k", 1}, {"n", 3}}})
      .assume({kIntegral})
      .extend(integer_split);
  list.add("halfduplex.thm7.sufficient", "section 5",
           "n >= (p^2 + kp + k + 1)/2 implies every PE computes at least one value in every "
           "phase >= 2 (executed, integer split)" +
               pkn,
           H, X);
  list.add("halfduplex.thm7.integer_split", "section 5 (integer split)",
           "every PE computes in every phase >= 2 exactly when floor((n - v)/k) >= p; exactly "
           "when n >= (p^2 + kp + k + 1)/2 where the quotients are integers; otherwise the "
           "executed R is below Theorem 4's" +
               pkn,
           H, X);
  list.add("halfduplex.thm7.equivalence", "section 5",
           "with Theorem 1's v, n - v >= kp <=> n >= (p^2 + kp + k + 1)/2 (all integers, "
           "unbounded)",
           H, P);
  list.add("halfduplex.example.p4k3", "section 2, first example",
           "A(n, 4, 3): v = n/4, phase 1 takes n/4 - 1 steps, C(n, 4, 3) = 7n/16 - 1, "
           "R(n, 4, 3) = 15 (executed at n = 16m, where the paper's quotients are integers; m <= 8 "
           "(smoke), 256 (ci, deep))",
           H, X);
  list.add("halfduplex.example.p7k3", "section 2, second example",
           "A(n, 7, 3): v = 16n/37, phase 1 takes 7n/37 - 1 steps, C(n, 7, 3) = 10n/37 - 1, "
           "R(n, 7, 3) = 45 (executed at n = 37m, where the paper's quotients are integers; m <= 8 "
           "(smoke), 256 (ci, deep))",
           H, X);
  const std::string m_dom = " (executed; m <= 4 (smoke), 16 (ci), 64 (deep))";
  list.add("halfduplex.example.p4k3.phases", "section 2, first example, phases 1 to 4",
           "A(n, 4, 3), n = 16m, phase by phase: phase 1 takes n/4 - 1 computation steps and no "
           "communication step, and leaves y_{n/4} on P_1 and z_{1,1..n/4}, z_{2,1..n/4}, "
           "z_{3,1..n/4} on P_2, P_3, P_4; in phase 2 P_1 sends y_{n/4} to P_2, P_3, P_4 in 3 "
           "communication steps, then P_2 sends z_{1,1..n/16}, z_{1,n/8+1..3n/16}, "
           "z_{1,3n/16+1..n/4} to P_1, P_3, P_4 in 3; in phase 3 P_4 sends y_{n/2} in 3, then P_3 "
           "sends z_{2,1..n/16}, z_{2,n/16+1..n/8}, z_{2,3n/16+1..n/4} to P_1, P_2, P_4 in 3; in "
           "phase 4 P_4 sends y_{3n/4} with z_{3,1..n/16}, z_{3,n/16+1..n/8}, z_{3,n/8+1..3n/16} "
           "to P_1, P_2, P_3 in 3 (the printed ranges of phase 4 are garbled; read as phases 2 "
           "and 3 give them), so R = 3 x 2 + 3 x 2 + 3; each of phases 2 to 4 takes n/16 "
           "computation steps, and P_4 has y_{n/2} and y_{3n/4} at the end of phases 2 and 3" +
               m_dom,
           H, X);
  list.add("halfduplex.example.p4k3.after_phase1", "section 2, first example, phase 1",
           "A(n, 4, 3), n = 16m: \"After phase 1 has completed, P_1 obtains z_{1,1}, z_{1,2}, "
           "..., z_{1,n/4}; P_3 obtains z_{2,1}, ..., z_{2,n/4}; and P_4 obtains z_{3,1}, ..., "
           "z_{3,n/4}\"" +
               m_dom,
           R, X,
           Finding{Kind::misprint,
                   "after phase 1, P_2 holds z_{1,1}, ..., z_{1,n/4} (P_1 holds y_1, ..., "
                   "y_{n/4}), P_3 and P_4 as printed (executed in "
                   "halfduplex.example.p4k3.phases)",
                   "halfduplex.example.p4k3.phases",
                   "the example's own phase 2 has P_2 send the n/4 values it obtained in phase 1, "
                   "Algorithm A has P_{p-k+1} = P_2 scatter z_1, and P_1 computes the prefixes "
                   "of N_1: P_1 is a misprint for P_2",
                   {{"section 2, first example",
                     "After phase 1 has completed,  $P_1$  obtains  $z_{1,1}, z_{1,2}, ..., "
                     "z_{1,n/4}$ ;  $P_3$  obtains  $z_{2,1}, z_{2,2}, ..., z_{2,n/4}$ ; and  "
                     "$P_4$  obtains  $z_{3,1}, z_{3,2}, ..., z_{3,n/4}$ .",
                     ""},
                    {"section 2, first example",
                     "Then,  $P_2$  sends 1/4 of the n/4 values obtained in phase 1 to each of "
                     "the other three PEs in 3 communication steps.",
                     ""},
                    {"section 2, first example",
                     "The prefixes of  $N_1$  are computed by  $P_1$ , and  $N_2$  is processed "
                     "by the other PEs.",
                     ""},
                    {"section 2, Algorithm A(n, p, k), phase 2",
                     "Next,  $P_{p-k+1}$  scatters, i.e., partitions and distributes,  $z_1$  "
                     "among all the PEs evenly",
                     ""}},
                   {{"m", 1}}});
  list.add("halfduplex.example.p7k3.phases", "section 2, second example, phases 1 to 4",
           "A(n, 7, 3), n = 37m, phase by phase: phase 1 takes 7n/37 - 1 computation steps and "
           "R(16n/37, 4, 3) = 15 communication steps, and leaves y_{16n/37} on P_4 and z_1, z_2, "
           "z_3 (7n/37 values each) on P_5, P_6, P_7; in phase 2 P_4 sends y_{16n/37} to the "
           "other six PEs in 6 communication steps, then P_5 sends 1/7 of the 7n/37 values of "
           "z_1 to each of them in 6; in phase 3 P_7 sends y_{23n/37} in 6, then P_6 1/7 of z_2 "
           "in 6; in phase 4 P_7 sends y_{30n/37} with 1/7 of z_3 in 6, so R = 15 + 6 x 5 = 45; "
           "each of phases 2 to 4 takes n/37 computation steps, and P_7 has y_{23n/37} and "
           "y_{30n/37} at the end of phases 2 and 3" +
               m_dom,
           H, X);
  list.add("halfduplex.sec5.idle", "section 5, the example n = 1024, p = 256",
           "for every k with 256 = kq + 1, n - v = 2kpn/(p^2 + kp + k + 1) < 8k (n - v <= 8k with "
           "the integer split) and at least 248 PEs are idle in every phase >= 2; for k = 85 "
           "Theorem 2 does not hold (executed)",
           H, X);
  list.add("halfduplex.sec5.precondition_bef", "section 5",
           "\"We can see that the same is also true for the other algorithms introduced in this "
           "paper\": for B, E and F (where defined), n >= (p^2 + kp + k + 1)/2 implies every PE "
           "computes at least one value in every phase >= 2 (executed, integer split)" +
               pkn,
           H, X)
      .assume({kIntegral})
      .extend(integer_split);
  list.add("halfduplex.sec5.idle_bef", "section 5, the example n = 1024, p = 256",
           "\"This ineffective use of PEs also exists in phases 3 through k + 1 of all four "
           "families\": at n = 1024, p = 256, for every k with 256 = kq + 1, in every phase >= 2 "
           "of B, E and F (where defined) at least 248 of the 256 PEs compute nothing (executed)",
           H, X)
      .extend(
          "n = 1024 is below the precondition and not integral for any k: run with collcheck's "
          "integer split, as the paper's own example (halfduplex.sec5.idle does A)");
  list.add("halfduplex.sec5.sum_steps", "section 5, the example n = 1024, p = 256, k = 85",
           "\"it is even impossible to compute the sum of 1024 inputs in 7 computation steps\": "
           "no schedule of the model, for any p and any communication, forms x_1 (+) ... (+) x_n "
           "in fewer than ceil(log2 n) computation steps (10 for n = 1024). The least over every "
           "sequence of sets of operations on the values formed so far (a half-duplex schedule "
           "with its communication removed is one: communication forms no value) is exactly "
           "ceil(log2 n): exhaustive for n <= 6 (smoke), 8 (ci, deep), and over the lengths a "
           "value can have after t steps for every n <= 64 (smoke), 1024 (ci), 4096 (deep); a "
           "binary tree on ceil(n/2) PEs meets it on the executor (n <= 16 (smoke), 64, and "
           "n = 1024)",
           H, X);
  list.add("halfduplex.e.t_plogp", "section 4, Algorithm E",
           "E(n, p, k) takes the computation steps of A and T(n, p, k) = O(p log p) "
           "communication steps: at most 4(p - 1) ceil(log2 p) with collectives of cost "
           "2 ceil(log2 p) (executed)" +
               pkn,
           H, X);
  list.add("halfduplex.alg_b.prefixes", "section 3, Algorithm B(n, p, k)",
           "B(n, p, k) (p >= 2k + 1, k >= 2: the k(k-1) parts between the last k PEs sent in "
           "phase 1 while the first p - k PEs run B(v, p - k, k), or A(v, p - k, k) where B is "
           "not defined), run on the half-duplex executor, obeys the model and leaves every "
           "prefix" +
               pkn_b,
           H, X);
  list.add("halfduplex.alg_e.prefixes", "section 4, Algorithm E(n, p, k)",
           "E(n, p, k) (A with one broadcast of y and one scatter per phase) obeys the model and "
           "leaves every prefix" +
               pkn,
           H, X);
  list.add("halfduplex.alg_f.prefixes", "section 4, Algorithm F(n, p, k)",
           "F(n, p, k) (B with one broadcast of y and one scatter per phase; the moved parts one "
           "scatter per block among the last k PEs) obeys the model and leaves every prefix" +
               pkn_b,
           H, X);
  list.add("halfduplex.executor.agree", "sections 1 to 4 (the executors)",
           "the compressed executor (runs and blocks checked as families) and the literal one "
           "(every value and step one by one) give the same verdict, rule, step and PE, the same "
           "counts per phase and the same missing prefix for A, B, E and F; every p = kq + 1 with "
           "p <= 5 (smoke), 10 (ci, deep), every n in [p, 4p^2]",
           H, X);
  list.add("halfduplex.thm3.executed", "section 2, Theorem 3 (executed)",
           "if d > a and e > b then C(n, a, b) > C(n, d, b) > C(n, d, e), on the executed "
           "computation steps (integer split), for n meeting every precondition involved" +
               pkn,
           R, X,
           Finding{Kind::beyond_scope,
                   "at every n integral for all three configurations Theorem 3 holds on the "
                   "executed counts (halfduplex.thm3.integral), and for Theorem 2's formula "
                   "(halfduplex.thm3.formula, Z3); off those points no integer split rescues it "
                   "(n = 11, p = 3: C(11, 3, 1) = C(11, 3, 2) = 6 with every split)",
                   "halfduplex.thm3.integral",
                   "stated for Theorem 2's C under the assumption that all values are integers; "
                   "no counterexample exists at an n integral for all three configurations "
                   "(halfduplex.thm3.integral: 1852 chains, d <= 24, on ci), the least one (n = "
                   "8, p = 3, k = 1) is not integral",
                   {{"section 2, Theorem 3",
                     "If d > a and e > b, then C(n, a, b) > C(n, d, b) > C(n, d, e).", ""},
                    kIntegers},
                   {{"p", 3}, {"k", 1}, {"n", 8}}})
      .assume({kIntegral})
      .extend(integer_split);
  list.add("halfduplex.thm3.integral", "section 2, Theorem 3 (executed, integer quotients)",
           "if d > a and e > b then C(n, a, b) > C(n, d, b) > C(n, d, e) on the executed "
           "computation steps, at every n at which the quotients of all three configurations "
           "are integers (n = m lcm of the three (p^2 + kp + k + 1)/2); every d <= 10 (smoke), "
           "24 (ci), 32 (deep) and every a, b, e with a = bq + 1, d = bq' + 1, d = eq'' + 1, "
           "m = 1 (smoke), 1..2 (ci, deep)",
           H, X)
      .assume({kIntegral3});
  list.add("halfduplex.thm5.executed", "section 2, Theorem 5 (executed)",
           "on the executed communication steps, n meeting every precondition: d > a implies "
           "R(n,d,k) > R(n,a,k); for k >= 2 and p >= 2k^2 - 3k + 1, R(n,p,k) <= R(n,p,1) and "
           "R(n,p,2) <= R(n,p,k) < R(n,p,k+1); for k >= 2 and p < 2k^2 - 3k + 1, "
           "R(n,p,1) < R(n,p,k) < R(n,p,k+1) (comparisons where p = 2q + 1, (k+1)q + 1)" +
               pkn,
           H, X);
  const std::string pkm =
      "; every p = kq + 1 with p <= 8 (smoke), 64 (ci), 128 (deep), every k, m <= 2 (smoke), "
      "4 (ci), 8 (deep)";
  list.add("halfduplex.thm6.cost_optimal", "section 2, Theorem 6",
           "A is cost optimal when n = Omega(p^3): at n = the least n >= m p^3 at which the "
           "paper's quotients are integers (a multiple of (p^2 + kp + k + 1)/2), the executed "
           "cost p(C + R) is below (2 + 2/m)n, so below 4n and tending to 2n as m grows. The "
           "constant: pC < 2n (Theorem 2, p(p + k) < p^2 + kp + k + 1) and pR < 2p^3 <= 2n/m "
           "(Theorem 4, R < 2p^2, approached by R(n, p, p - 1) = (2p - 3)(p - 1))" +
               pkm,
           H, X)
      .assume({kIntegralRun});
  list.add("halfduplex.thm6.below_cubic", "section 2, Theorem 6 (growth)",
           "below n = Omega(p^3) A is not cost optimal: at n = the least integral n >= m p^2 the "
           "executed cost p(C + R) is at least 3(p - 1)n/(4(m + 1)), a cost per input that "
           "grows linearly in p at every fixed m (pR >= 3p^2(p - 1)/4 by Theorem 4, since "
           "(2k - 1)/2k >= 3/4 for k >= 2, and n < (m + 1)p^2); collcheck's statement of why "
           "the paper needs p^3, not the paper's" +
               pkm,
           H, X)
      .assume({kIntegralRun});
  list.add("halfduplex.sec4.cost_optimal", "section 4",
           "E and F are cost optimal when n = Omega(p^2 log p): at n = the least integral "
           "n >= m p^2 ceil(log2 p) the executed cost p(C + T) is below (2 + 4/m)n, collectives "
           "of cost 2 ceil(log2 q) for q PEs. The constant: pC < 2n (Theorem 2; E and F take A's "
           "computation steps) and pT < 4p^2 ceil(log2 p) <= 4n/m (T <= 4(p - 1) ceil(log2 p), "
           "halfduplex.e.t_plogp, F's at most E's)" +
               pkm + " (F where defined)",
           H, X)
      .assume({kIntegralRun});
  list.add("halfduplex.sec3.b_cost_optimal", "section 3",
           "\"Algorithm B is also cost optimal when n = Omega(p^3)\": at n = the least integral "
           "n >= m p^3 the executed cost p(C + S) is below (2 + 5/(4m))n. The constant: pC < 2n "
           "(Theorem 2; B takes A's computation steps) and pS < 5p^3/4 <= 5n/(4m) (S < 5p^2/4, "
           "halfduplex.s.theta; 5/4 is approached at p = 2k + 1); every p = kq + 1 with k >= 2, "
           "p >= 2k + 1, p <= 12 (smoke), 64 (ci), 128 (deep), m <= 2 (smoke), 4 (ci), 8 (deep)",
           H, X)
      .assume({kIntegralRun});
  list.add("halfduplex.sec4.c_theta", "sections 3 and 4 (\"Theorem 2 gives C = Theta(n/p)\")",
           "C(n, p, k) = Theta(n/p): at every n = m(p^2 + kp + k + 1)/2 the executed computation "
           "steps of A satisfy (2p - 1)n/p^2 - 1 <= C < 2n/p - 1, so n/p - 1 < C < 2n/p - 1. The "
           "constants: C + 1 = (2n/p)(1 - (k + 1)/(p^2 + kp + k + 1)) by Theorem 2, and "
           "0 < (k + 1)/(p^2 + kp + k + 1) <= 1/2p, equal at k = p - 1 (where the lower bound is "
           "attained); every p = kq + 1 with p <= 8 (smoke), 48 (ci), 64 (deep), every k, "
           "m <= 4 (smoke), 8 (ci), 16 (deep)",
           H, X)
      .assume({kIntegralRun});
  list.add("halfduplex.s.executed", "section 3, S(n, p, k)",
           "the executed communication steps of B(n, p, k) are "
           "S(n, p, k) = (2k-1)p^2/2k - p/2 + k^2 - 3k + 2, for n >= (p^2 + kp + k + 1)/2" +
               pkn_b,
           R, X,
           Finding{Kind::misprint,
                   "the components (i)-(iv) with the merge give S(n, p, k) = S(v, p-k, k) + "
                   "k(p-1) + (k-1)(p-k), S(n, 2k+1, k) = 5k^2 - k - 1, so S(n, p, k) = "
                   "(2k-1)(p-1)(p+k-1)/2k - (k-1)^2(p-k-1)/k = R(n, p, k) - (k-1)^2(p-k-1)/k, "
                   "the printed form plus (k-1)(2k-1)/2k (the printed form is never an integer "
                   "for k >= 2)",
                   "halfduplex.s.executed_corrected",
                   "the paper defines S as the sum of its components (i)-(iv) and assumes every "
                   "value an integer; the printed closed form (cited, not derived) contradicts "
                   "both, the sum of the components is what the executor counts",
                   {{"section 3",
                     "Let S(n, p, k) denote the number of communication steps required by "
                     "Algorithm B(n, p, k). Thus, S(n, p, k) is the sum of the following "
                     "components:",
                     ""},
                    {"section 3",
                     "It can be shown that [36]  $$S(n, p, k) = \\frac{2k-1}{2k}p^2 - "
                     "\\frac{1}{2}p + k^2 - 3k + 2.$$",
                     ""},
                    kIntegers},
                   {{"p", 5}, {"k", 2}, {"n", 19}}})
      .assume({kIntegral});
  list.add("halfduplex.s.executed_corrected", "section 3, S(n, p, k) (corrected)",
           "the executed communication steps of B(n, p, k) are "
           "(2k-1)(p-1)(p+k-1)/2k - (k-1)^2(p-k-1)/k, for n >= (p^2 + kp + k + 1)/2" +
               pkn_b,
           H, X);
  list.add("halfduplex.s.theta", "section 3 (\"Clearly, S(n, p, k) = Theta(p^2)\")",
           "S(n, p, k) = Theta(p^2): the executed communication steps of B at n = "
           "m(p^2 + kp + k + 1)/2 satisfy 17p^2/25 <= S < 5p^2/4. The constants: with p = kq + 1, "
           "the components give S = k(2k - 1)q(q + 1)/2 - (k - 1)^2(q - 1), and for k, q >= 2, "
           "5p^2 - 4S = k^2(q^2 - 4) + 2kq^2 + 4kq + 8k + 4q + 1 > 0 and 100S - 68p^2 >= "
           "28q^2 - 72q + 32 >= 0, equal at p = 5, k = 2 (17 steps); every p = k(i + 1) + 1, "
           "i >= 1, k >= 2, with p <= 20 (smoke), 96 (ci), 192 (deep), m <= 1 (smoke), 2",
           H, X)
      .assume({kIntegralRun});
  list.add("halfduplex.s.components", "section 3, components (i)-(iv) of S(n, p, k)",
           "B's communication steps are the components, phase by phase: phase 1 takes "
           "S(v, p - k, k) steps (i) (the executed B(v, p - k, k), or A(v, k + 1, k) at "
           "p = 2k + 1), at least k(k - 1), so the moved transfers add none; phase 2 takes "
           "(p - 1) + (p - k) ((ii) and its share of (iv)); phases 3..k take (p - 1) + (p - k) "
           "((iii) and (iv)); phase k + 1 takes p - 1 (the p - k of (iv) merged into (iii)); "
           "executed at n = m(p^2 + kp + k + 1)/2, every p = k(i + 1) + 1, i >= 1, k >= 2, with "
           "p <= 12 (smoke), 32 (ci), 64 (deep), m <= 1 (smoke), 2 (ci), 4 (deep)",
           H, X)
      .assume({kIntegralRun});
  list.add("halfduplex.alg_b.faster_than_a", "section 3",
           "B(n, p, k) takes the computation steps of A(n, p, k) and fewer communication steps "
           "(executed, n >= (p^2 + kp + k + 1)/2)" +
               pkn_b,
           H, X);
  list.add("halfduplex.r_minus_s.executed", "section 6",
           "R(n, p, 1) - S(n, p, k) = (p^2 - kp - 2k^3 + 6k^2 - 4k)/2k on the executed counts of "
           "L and B (n meeting both preconditions)" +
               pkn_b,
           R, X,
           Finding{Kind::misprint,
                   "with the executed S, R(n, p, 1) - S(n, p, k) = "
                   "(p^2 - kp - 2k^3 + 6k^2 - 4k - (k-1)(2k-1))/2k",
                   "halfduplex.r_minus_s.corrected",
                   "section 6's algebra is right for its printed S (halfduplex.r_minus_s.algebra); "
                   "the difference is wrong only through the misprinted S of section 3",
                   {{"section 6",
                     "we see that when  $k \\ge 2$ , $R(n, p, 1) - S(n, p, k) = (p^2 - kp - 2k^3 "
                     "+ 6k^2 - 4k)/2k.$",
                     ""}},
                   {{"p", 5}, {"k", 2}, {"n", 19}}});
  list.add("halfduplex.r_minus_s.corrected", "section 6 (corrected)",
           "R(n, p, 1) - S(n, p, k) = (p^2 - kp - 2k^3 + 6k^2 - 4k - (k-1)(2k-1))/2k on the "
           "executed counts (n meeting both preconditions)" +
               pkn_b,
           H, X);
  list.add("halfduplex.sec6.a_vs_l", "section 6",
           "\"A(n, p, k) is definitely faster than L when p >= 2k^2 - 3k + 1 and k >= 2. "
           "However, when p < 2k^2 - 3k + 1, we need to know the ratio\": for k >= 2, "
           "C(n, p, k) < C(n, p, 1), and R(n, p, k) <= R(n, p, 1) when p >= 2k^2 - 3k + 1 (A "
           "faster for every tau), R(n, p, k) > R(n, p, 1) otherwise (tau decides), on the "
           "executed counts of A and L at the least n at which every quotient of both is an "
           "integer; every p = kq + 1 with k >= 2, p <= 20 (smoke), 64 (ci, deep)",
           H, X)
      .assume({kKAtLeast2, kIntegralBL});
  list.add("halfduplex.sec6.vs_pll", "section 6",
           "\"The number of computation steps of any of our algorithms is less than that of PLL, "
           "but the number of communication steps is greater than that of PLL\" (PLL: 2n/p + "
           "1.44 log2 p - 1 and 1.44 log2 p + 1 steps, 10 <= p < n): at every n = "
           "m(p^2 + kp + k + 1)/2 the executed C of A, B, E and F is below 2n/p - 1 and their "
           "communication steps above 1.44 ceil(log2 p) + 1 (E and F with the paper's cost "
           "2 log2 q of a collective of q PEs); every p = kq + 1 with 10 <= p <= 16 (smoke), 32 "
           "(ci), 64 (deep), every k, m <= 2",
           H, X)
      .assume({kIntegralRun});
  list.add("halfduplex.sec6.b_faster_than_l", "section 6",
           "when p^2 - kp - 2k^3 + 6k^2 - 4k > 0, p >= 2k + 1 and k >= 2, B is faster than L: "
           "its communication steps S(n, p, k) are fewer than R(n, p, 1) (executed at the least "
           "n at which every quotient of B(n, p, k) and of L(n, p, 1) is an integer)" +
               pk_b_fixed,
           R, X,
           Finding{Kind::erratum,
                   "S(n, p, k) < R(n, p, 1) exactly when "
                   "p^2 - kp - 2k^3 + 6k^2 - 4k > (k-1)(2k-1)",
                   "halfduplex.sec6.b_faster_corrected",
                   "it fails with S as the paper means it (the sum of its components), inside "
                   "every stated assumption and at integer quotients: p = 19, k = 6, n = 46031 "
                   "(integral for B and for L), S = 346 > R(n, p, 1) = 342, so L is faster for "
                   "tau > 45/4; \"otherwise, we need to know the value of tau\" shows that "
                   "faster means for every tau",
                   {{"section 6",
                     "Therefore, when  $p^2 - kp - 2k^3 + 6k^2 - 4k > 0$ ,  $p \\ge 2k + 1$ , "
                     "and  $k \\ge 2$ , Algorithm B is faster than Algorithm L; otherwise, we "
                     "need to know the value of  $\\tau$  to decide which is faster.",
                     ""},
                    kIntegers},
                   {{"p", 19}, {"k", 6}}})
      .assume({kKAtLeast2, kIntegralBL});
  list.add("halfduplex.sec6.b_faster_corrected", "section 6 (corrected)",
           "S(n, p, k) < R(n, p, 1) exactly when p^2 - kp - 2k^3 + 6k^2 - 4k > (k-1)(2k-1) "
           "(executed at the least n integral for both B(n, p, k) and L(n, p, 1))" +
               pk_b_fixed,
           H, X);
  list.add("halfduplex.alg_f.vs_e", "section 4",
           "F(n, p, k) takes the computation steps of A and at most the communication steps of "
           "E(n, p, k) (executed, collectives of cost 2 ceil(log2 q) for q PEs)" +
               pkn_b,
           H, X);
  list.add("halfduplex.alg_f.slightly_less", "sections 4 and 6",
           "\"Algorithm F, when defined, needs slightly less communication time than Algorithm "
           "E\": T(F) < T(E) with the figures' cost 2 log2 q for a collective of q PEs "
           "(bracketed exactly; executed at n = 4p^2, where the counts no longer depend on n)" +
               pk_b_fixed,
           H, X);
  list.add("halfduplex.fig4.computation", "section 6, Figure 4 (n = 8192, p = 13)",
           "A and E take the fewest computation steps at k = 12; B and F take A's computation "
           "steps where defined; PLL takes the most, 1265 (its formula 2n/p + 1.44 log2 p - 1 "
           "rounded up) (executed)",
           H, X);
  list.add("halfduplex.fig5.communication", "section 6, Figure 5 (n = 8192, p = 13)",
           "E takes the fewest communication steps among A, B, E and L (fewer than A and B at "
           "every k, and its fewest fewer than all of A, B and L); F fewer than E where defined; "
           "EK's quoted 3550 is above and PLL's 7 (1.44 log2 p + 1 rounded up) below every "
           "executed count (collectives of cost 2 log2 q, bracketed exactly)",
           H, X);
  list.add("halfduplex.fig6.tau1", "section 6, Figure 6 (n = 8192, p = 13, tau = 1)",
           "E is faster than A and B at every k and its fastest faster than A, B and L; PLL "
           "(1265 + 7) is the fastest; F is faster than E where defined (running time "
           "C + tau R, executed)",
           H, X);
  list.add("halfduplex.fig7.tau01", "section 6, Figure 7 (n = 8192, p = 13, tau = 0.1)",
           "B is faster than A and L; A(8192, 13, 12) is faster than B(8192, 13, 6); E is "
           "faster than A and B at every k and E(8192, 13, 12) the fastest of all; "
           "F(8192, 13, 6) is slightly faster than E(8192, 13, 6) and slower than "
           "E(8192, 13, 12); PLL is the slowest (executed)",
           H, X);
  list.add("halfduplex.fig8.n4096", "section 6, Figure 8 (n = 4096, p = 13, tau = 0.1)",
           "E is faster than the other algorithms (than A and B at every k, its fastest than all) "
           "and E(4096, 13, 12) is the fastest, PLL (its formula rounded up) included (executed)",
           H, X);
  list.add("halfduplex.large", "sections 2 to 5 (p up to 1024)",
           "A, B, E and F up to p = 1024 (RapidCheck, 20 (smoke), 150 (ci), 2000 (deep) cases; n "
           "log-uniform in [p, 4p^2] or next to the precondition) obey the model and leave every "
           "prefix; where n >= (p^2+kp+k+1)/2, A's "
           "R is Theorem 4's, B's S the corrected S, E's T at most 4(p-1) ceil(log2 p), F's at "
           "most E's",
           H, Q);
  // The claims that run every n in their domain with collcheck's integer split are extensions
  // of the paper's integer assumption; where they hold, they hold for that split.
  auto v = list.take();
  for (auto& c : v) {
    static const char* every_n[] = {"halfduplex.alg_a.prefixes",
                                    "halfduplex.thm2.integer_split",
                                    "halfduplex.thm4.r",
                                    "halfduplex.thm7.sufficient",
                                    "halfduplex.thm7.integer_split",
                                    "halfduplex.e.t_plogp",
                                    "halfduplex.alg_b.prefixes",
                                    "halfduplex.alg_e.prefixes",
                                    "halfduplex.alg_f.prefixes",
                                    "halfduplex.executor.agree",
                                    "halfduplex.s.executed_corrected",
                                    "halfduplex.alg_b.faster_than_a",
                                    "halfduplex.r_minus_s.corrected",
                                    "halfduplex.alg_f.vs_e",
                                    "halfduplex.thm5.executed",
                                    "halfduplex.large"};
    for (const char* id : every_n)
      if (c.id == id) {
        if (c.assumptions.empty()) c.assumptions.push_back(kIntegral);
        if (c.extension.empty()) c.extension = integer_split;
      }
    // The rest: p = kq + 1, and integer quotients where they count steps at integral n.
    if (c.assumptions.empty()) {
      c.assumptions = {kPKQ};
      if (c.statement.find("integer") != std::string::npos ||
          c.statement.find("integral") != std::string::npos)
        c.assumptions.push_back(kIntegral);
    }
  }
  return v;
}

}  // namespace cc
