// Claims of seed 002 (002_9d19bfb51512884d.txt): "New Families of Computation-Efficient Parallel
// Prefix Algorithms" (Lin and Hung). Half-duplex multicomputer with p = kq + 1 PEs, k, q >= 1.
// The paper assumes every quotient is an integer; where it is not, the algorithms are run with
// the integer split of spec/algorithms/halfduplex_prefix.hpp and the claims say so.
#include "spec/claims/claim.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc {

std::vector<ClaimSpec> halfduplex_claims() {
  using namespace halfduplex_assumptions;
  ClaimList list("halfduplex", "002_9d19bfb51512884d.txt");
  const std::string integer_split =
      "runs every n, also where the paper's quotients are not integers, with collcheck's integer "
      "split (v rounded down, blocks differing by at most one): a choice the paper does not make";
  const Expect H = Expect::holds, R = Expect::refuted;
  const Method X = Method::exhaustive, P = Method::proof, Q = Method::property;

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
  list.add("halfduplex.alg_b.prefixes", "section 3, Algorithm B(n, p, k)",
           "B(n, p, k) (p >= 2k + 1, k >= 2: the k(k-1) parts between the last k PEs sent in "
           "phase 1 while the first p - k PEs run B(v, p - k, k), or A(v, p - k, k) where B is "
           "not defined), run on the half-duplex executor, obeys the model and leaves every "
           "prefix",
           H, X);
  list.add("halfduplex.alg_e.prefixes", "section 4, Algorithm E(n, p, k)",
           "E(n, p, k) (A with one broadcast of y and one scatter per phase) obeys the model and "
           "leaves every prefix",
           H, X);
  list.add("halfduplex.alg_f.prefixes", "section 4, Algorithm F(n, p, k)",
           "F(n, p, k) (B with one broadcast of y and one scatter per phase; the moved parts one "
           "scatter per block among the last k PEs) obeys the model and leaves every prefix",
           H, X);
  list.add("halfduplex.executor.agree", "sections 1 to 4 (the executors)",
           "the compressed executor (runs and blocks checked as families) and the literal one "
           "(every value and step one by one) give the same verdict, rule, step and PE, the same "
           "counts per phase and the same missing prefix for A, B, E and F",
           H, X);
  list.add("halfduplex.thm3.executed", "section 2, Theorem 3 (executed)",
           "if d > a and e > b then C(n, a, b) > C(n, d, b) > C(n, d, e), on the executed "
           "computation steps (integer split), for n meeting every precondition involved",
           R, X,
           Finding{Kind::beyond_scope,
                   "Theorem 3 holds for Theorem 2's formula (halfduplex.thm3.formula, Z3), which "
                   "is the executed count wherever the paper's quotients are integers "
                   "(halfduplex.thm2.c); off those points no integer split rescues it (n = 11, "
                   "p = 3: C(11, 3, 1) = C(11, 3, 2) = 6 with every split)",
                   "halfduplex.thm3.formula",
                   "stated for Theorem 2's C under the assumption that all values are integers; "
                   "no counterexample exists at an n integral for all three configurations (272 "
                   "comparisons, d <= 13), the least one (n = 8, p = 3, k = 1) is not integral",
                   {{"section 2, Theorem 3",
                     "If d > a and e > b, then C(n, a, b) > C(n, d, b) > C(n, d, e).", ""},
                    kIntegers},
                   {{"p", 3}, {"k", 1}, {"n", 8}}})
      .assume({kIntegral})
      .extend(integer_split);
  list.add("halfduplex.thm5.executed", "section 2, Theorem 5 (executed)",
           "on the executed communication steps, n meeting every precondition: d > a implies "
           "R(n,d,k) > R(n,a,k); for k >= 2 and p >= 2k^2 - 3k + 1, R(n,p,k) <= R(n,p,1) and "
           "R(n,p,2) <= R(n,p,k) < R(n,p,k+1); for k >= 2 and p < 2k^2 - 3k + 1, "
           "R(n,p,1) < R(n,p,k) < R(n,p,k+1) (comparisons where p = 2q + 1, (k+1)q + 1)",
           H, X);
  list.add("halfduplex.thm6.cost_optimal", "section 2, Theorem 6",
           "A is cost optimal when n = Omega(p^3): at n = p^3 the executed cost p (C + R) is "
           "below 4n, for every p = kq + 1",
           H, X);
  list.add("halfduplex.thm6.below_cubic", "section 2, Theorem 6 (growth)",
           "below n = Omega(p^3) A is not cost optimal: at n = p^2 the executed cost p (C + R) is "
           "at least 3(p - 1)n/4, growing linearly in p per input",
           H, X);
  list.add("halfduplex.sec4.cost_optimal", "section 4",
           "E and F are cost optimal when n = Omega(p^2 log p): at n = p^2 ceil(log2 p) the "
           "executed cost p (C + T) is below 6n (collectives of cost 2 ceil(log2 q) for q PEs)",
           H, X);
  list.add("halfduplex.s.executed", "section 3, S(n, p, k)",
           "the executed communication steps of B(n, p, k) are "
           "S(n, p, k) = (2k-1)p^2/2k - p/2 + k^2 - 3k + 2, for n >= (p^2 + kp + k + 1)/2",
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
           "(2k-1)(p-1)(p+k-1)/2k - (k-1)^2(p-k-1)/k, for n >= (p^2 + kp + k + 1)/2",
           H, X);
  list.add("halfduplex.alg_b.faster_than_a", "section 3",
           "B(n, p, k) takes the computation steps of A(n, p, k) and fewer communication steps "
           "(executed, n >= (p^2 + kp + k + 1)/2)",
           H, X);
  list.add("halfduplex.r_minus_s.executed", "section 6",
           "R(n, p, 1) - S(n, p, k) = (p^2 - kp - 2k^3 + 6k^2 - 4k)/2k on the executed counts of "
           "L and B (n meeting both preconditions)",
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
           "executed counts",
           H, X);
  list.add("halfduplex.sec6.b_faster_than_l", "section 6",
           "when p^2 - kp - 2k^3 + 6k^2 - 4k > 0, p >= 2k + 1 and k >= 2, B is faster than L: "
           "its communication steps S(n, p, k) are fewer than R(n, p, 1) (executed at the least "
           "n at which every quotient of B(n, p, k) and of L(n, p, 1) is an integer)",
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
           "(executed at the least n integral for both B(n, p, k) and L(n, p, 1))",
           H, X);
  list.add("halfduplex.alg_f.vs_e", "section 4",
           "F(n, p, k) takes the computation steps of A and at most the communication steps of "
           "E(n, p, k) (executed, collectives of cost 2 ceil(log2 q) for q PEs)",
           H, X);
  list.add("halfduplex.alg_f.slightly_less", "sections 4 and 6",
           "\"Algorithm F, when defined, needs slightly less communication time than Algorithm "
           "E\": T(F) < T(E) with the figures' cost 2 log2 q for a collective of q PEs "
           "(bracketed exactly; executed at n = 4p^2)",
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
           "A, B, E and F up to p = 1024 (RapidCheck; n log-uniform in [p, 4p^2] or next to the "
           "precondition) obey the model and leave every prefix; where n >= (p^2+kp+k+1)/2, A's "
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
  }
  return v;
}

}  // namespace cc
