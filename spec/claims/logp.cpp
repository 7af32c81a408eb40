// Claims of Shou and Chen, "The implementation of optimal broadcast and summation algorithms in the
// LogP model". LogP with integer L, o, g, P; the paper assumes L, o, g > 0 (Theorem 2) and g >= o
// (introduction). Our copy lacks part of section 2 (the broadcast algorithm and Theorem 4's
// statement); the claims marked "reconstructed" state what the surviving text implies, as
// spec/algorithms/logp_broadcast.hpp explains.
#include <algorithm>

#include "spec/claims/claim.hpp"

namespace cc {

namespace {

const Quote kGAtLeastO{"introduction (the model parameters)", "显然, g 至少应等于 o .",
                       "obviously, g should be at least o (g = o allowed)"};
const Quote kThm2Positive{
    "section 1, Theorem 2",
    "定理 2. 对任意的 $T \\geq 0, L > 0, o > 0$ 和 $g > 0$, 均有 $P(T; L, o, g) = "
    "f_T$",
    "Theorem 2: for any T >= 0, L > 0, o > 0 and g > 0, P(T; L, o, g) = f_T"};
const Quote kAnyP{
    "section 1, after Definition 4",
    "至此, 对任意的 $P > 0$, 根据定理 3 和定义 4 已可求出其 $T^*(P; L, o, g)$",
    "so for any P > 0, T*(P; L, o, g) can be computed from Theorem 3 and Definition 4"};
const Quote kLemma1{
    "section 3, Lemma 1",
    "非叶结点上的操作数个数 N_i 应为 $T_i - (\\lfloor (T_i - (L+2o+1))/g \\rfloor + "
    "1)(o+1) + 1$.",
    "a non-leaf node should hold N_i = T_i - (floor((T_i - (L+2o+1))/g) + 1)(o+1) + "
    "1 operands"};
const Quote kLemma1Proof{
    "section 3, proof of Lemma 1",
    "对非叶结点, 其孩子结点的总数为 $\\lfloor (T_i - (L+2o+1))/g \\rfloor + 1$.",
    "a non-leaf node has floor((T_i - (L+2o+1))/g) + 1 children (the count "
    "in OBT(f_T), asserted for every S*, also where P < f_T cuts children "
    "off)"};
const Quote kPlusOneIsLatency{
    "section 3",
    "其效果相当于消息在网络上花费了 $L+1$ 个时间周期, 故最优求和树 $S^*(P; L, o, g)$ "
    "也就是最优播送树 "
    "$T^*(P; L+1, o, g)$",
    "the effect is as if the message spent L+1 cycles in the network, so S*(P; L, o, g) is "
    "T*(P; L+1, o, g) (processor time taken for network time: true only if consecutive receives "
    "and additions do not collide, g >= o+1)"};

const Quote kAbstractOptimal{
    "abstract",
    "文中针对单项播送与求和这 2 类基本问题,实现了它们在有任意参数的 LogP 模型上的最优算法,"
    "并对其时间复杂度进行了分析。",
    "for the two basic problems, single-item broadcast and summation, we implement their optimal "
    "algorithms on the LogP model with arbitrary parameters and analyse their time complexity"};
const Quote kConclusionOptimal{
    "section 4 (conclusion)",
    "本文主要考虑播送与求和这2类问题,给出了LogP模型上的最优单项播送算法与最优求和算法,"
    "并分析了算法的时间复杂度。",
    "this paper treats broadcast and summation and gives optimal single-item broadcast and "
    "optimal summation algorithms on the LogP model, with their time complexity"};
const Quote kSumShortestTime{
    "section 3 (\"3 最优求和算法\", optimal summation algorithm), first paragraph",
    "$\\text{Log } P$ 上的求和也就是将操作数分配到各个处理机上, 在最短时间内求出所有操作数之和.",
    "summation on LogP distributes the operands over the processors and obtains the sum of all "
    "operands in the shortest time"};
const Quote kOptimalMeans{
    "section 1, Definition 1",
    "播送问题的复杂度 $C(P; L, o, g)$ 为 $\\min_A \\{T_A\\}$. 若 $T_A = C(P; L, o, g)$, "
    "则称 A 是最优播送算法.",
    "the complexity of broadcast is the minimum over all algorithms A of T_A; A is called optimal "
    "if T_A equals it (the paper's meaning of \"optimal algorithm\": least time over every "
    "algorithm)"};
const Quote kSumMostInTime{
    "section 3",
    "在设计求和算法时, 我们从另一角度考虑问题, 即讨论如何在给定的时间周期内求出尽可能多的操作数"
    "的总和.",
    "in designing the summation algorithm we look at the problem from the other side: how to sum "
    "as many operands as possible in a given number of cycles"};
const Quote kOptimalSumTree{
    "section 3", "故最优求和树 $S^*(P; L, o, g)$ 也就是最优播送树 $T^*(P; L+1, o, g)$",
    "so the optimal summation tree S*(P; L, o, g) is the optimal broadcast tree T*(P; L+1, o, g)"};
const Quote kThm5{
    "section 3, Theorem 5",
    "对任意处理机个数 P , 令 $f_{T-1} < P \\leqslant f_T$, 则在 T 个时间周期内基于最优"
    "求和树 $S^*(P; L, o, g)$ 的求和算法最多能处理的操作数个数为: $N_S = "
    "\\sum_{i=0}^{P-1} T_i - oP + o + 1$.",
    "for any P with f_{T-1} < P <= f_T, the summation on S*(P; L, o, g) processes "
    "at most N_S = sum T_i - oP + o + 1 operands in T cycles"};
const Quote kThm6{"section 3, Theorem 6",
                  "定理 6. 算法 2 的时间复杂度为 $T(N) = T_B + (N - \\sum_{i=0}^{P-1} A_i) / P = "
                  "T_B + (N - N_S) / P$.",
                  "Theorem 6: Algorithm 2 takes T(N) = T_B + (N - sum A_i)/P = T_B + (N - N_S)/P"};

const Assumption kGeO{"g >= o", kGAtLeastO,
                      [](const CaseValues& c) { return value_of(c, "g") >= value_of(c, "o"); }};
const Assumption kOPositive{"o > 0 (L, o, g > 0)", kThm2Positive,
                            [](const CaseValues& c) { return value_of(c, "o") >= 1; }};
const Assumption kPPositive{"P > 0", kAnyP,
                            [](const CaseValues& c) { return value_of(c, "P") >= 1; }};

}  // namespace

std::vector<ClaimSpec> logp_claims() {
  ClaimList list("logp");
  const Expect H = Expect::holds, R = Expect::refuted;
  const Method X = Method::exhaustive;

  list.add("logp.def2.count", "section 1, Definition 2 (a consistency test of collcheck)",
           "Consistency of collcheck's two counts of one definition, not a statement of the paper: "
           "f_T, the number of nodes of GBT(L, o, g) with label <= T (root 0, children of t at "
           "t + L + 2o + ig, i >= 0), counted by subtree sizes equals the node-by-node count",
           H, X);
  list.add("logp.thm2.recurrence", "section 1, Theorem 2 (recurrence as printed)",
           "f_n = 1 for 0 <= n < L+2o; f_n = 1 + floor(n/(L+2o)) for L+2o <= g and L+2o <= n < g; "
           "f_n = f_{n-g} + f_{n-2o-L} for n >= max{g, L+2o}: equals the direct count of GBT",
           H, X);
  list.add("logp.thm2.case1", "section 1, Theorem 2, case 1",
           "f_n = 1 for 0 <= n < L+2o (direct count)", H, X);
  list.add("logp.thm2.case2", "section 1, Theorem 2, case 2",
           "f_n = 1 + floor(n/(L+2o)) when L+2o <= g and L+2o <= n < g (direct count)", H, X);
  list.add("logp.thm2.case3", "section 1, Theorem 2, case 3",
           "f_n = f_{n-g} + f_{n-2o-L} for n >= max{g, L+2o} (f taken from the direct count)", H,
           X);
  list.add("logp.thm2.boundary", "section 1, Theorem 2 and its proof (case 2: L+2o < g)",
           "Every n >= 0 falls in exactly one case as written; at L+2o = g (where the statement "
           "says L+2o <= g and the proof L+2o < g) and at n = g (the boundary of cases 2 and 3) "
           "the formulas of case 2 and case 3 both give the direct count",
           H, X);
  list.add(
      "logp.thm2.zero_overhead", "section 1, Theorem 2 (the corner o = 0)",
      "The recurrence of Theorem 2 equals the direct count also for o = 0, which the "
      "theorem's hypothesis o > 0 excludes (up to T = 200, or the last T with f_T below 2^128)",
      H, X);
  list.add(
          "logp.thm2.reach", "section 1, Theorem 2 (P(T; L, o, g) = f_T)",
          "For all T >= 0 and L, o, g > 0, the most PEs any LogP broadcast schedule informs by "
          "time T is f_T",
          R, X,
          Finding{Kind::beyond_scope,
                  "P(T; L, o, g) = f_T for g >= o, as the paper assumes (logp.thm2.reach_effective "
                  "with max{g, o} = g); for g < o it holds with g replaced by max{g, o} (a PE's "
                  "sends are max{g, o} apart: o of overhead each)",
                  "logp.thm2.reach_effective",
                  "the counterexample needs g < o; the paper's model section says g is at least "
                  "o, and inside g >= o the theorem holds as printed",
                  {kGAtLeastO, kThm2Positive},
                  {{"L", 1}, {"o", 2}, {"g", 1}}})
      .assume({kGeO})
      .extend("every g >= 1, also g < o, which the paper's model excludes");
  list.add("logp.thm2.reach_effective", "section 1, Theorem 2 with g' = max{g, o}",
           "For all T >= 0, L >= 1, o >= 0, g >= 1, the most PEs any LogP broadcast schedule "
           "informs by time T is f_T computed with max{g, o} for g",
           H, X);
  list.add("logp.thm1.obt", "section 1, Theorem 1",
           "B(P; L, o, g), the P nodes of GBT(P; L, o, g) with the smallest labels, is an optimal "
           "broadcast tree: run on the executor (node labelled t sends to its i-th child at "
           "t + ig) it informs all P PEs, and its time is the least over all schedules, "
           "min{T | f_T >= P}",
           R, X,
           Finding{Kind::beyond_scope,
                   "Theorem 1 holds for g >= o as the paper assumes, and for every g with g "
                   "replaced by max{g, o} (for g < o the tree's sends overlap); the corner o = 0 "
                   "included",
                   "logp.thm1.obt_effective",
                   "the counterexample needs g < o, which the paper's model section excludes; "
                   "inside g >= o the tree runs and is optimal against every schedule",
                   {kGAtLeastO},
                   {{"P", 3}, {"L", 1}, {"o", 2}, {"g", 1}}})
      .assume({kGeO})
      .extend("every g >= 1, also g < o, which the paper's model excludes");
  list.add("logp.thm1.obt_effective", "section 1, Theorem 1 with g' = max{g, o}",
           "B(P; L, o, max{g, o}) runs on the executor, informs all P PEs, and its time equals the "
           "optimum of the exhaustive search over all schedules and min{T | f_T >= P}, for "
           "L >= 1, o >= 0, g >= 1",
           H, X);
  list.add("logp.def3.numbering", "section 1, Definition 3",
           "In OBT(f_T; L, o, g) with root P_0, Definition 3's numbers (the k-th child of P_i is "
           "(P_i + 1 + C_0 + ... + C_{k-1}) mod P) are a bijection onto 0..P-1 for every P_0",
           H, X);
  list.add("logp.thm3.numbering", "section 1, Theorem 3",
           "The k-th child of (P_i, T_i) is ((P_i + 1 + f_{T_i} - f_{T_i-kg}) mod P, "
           "T_i - L - 2o - kg), for every node of OBT(f_T) and every root P_0",
           H, X);
  list.add("logp.def4.tstar", "section 1, Definition 4 and section 2 (broadcast, reconstructed)",
           "T*(P; L, o, g), the first P nodes of OBT(f_T) in preorder (f_{T-1} < P <= f_T), run "
           "as the broadcast of section 2 (each node sends to its k-th child kg after it holds "
           "the message) is a valid LogP broadcast of all P PEs whose time is the optimum of the "
           "exhaustive search, min{T | f_T >= P}, for every P (g >= o, o >= 0)",
           H, X);
  list.add("logp.def4.large", "section 1, Definition 4 and section 2 (broadcast, reconstructed)",
           "Definition 4's claim for large parameters: P <= 4096, L, g <= 32, 0 <= o <= g (random "
           "cases, P near f_T a third of the time)",
           H, Method::property);
  list.add("logp.thm4.bounds", "section 2, Theorem 4 (statement reconstructed from its proof)",
           "T_B = min{T | f_T >= P} satisfies min{g, L+2o} log2(P) <= T_B < max{g, L+2o} "
           "log2(4P)",
           H, X);
  list.add("logp.thm4.proof_chain", "section 2, proof of Theorem 4 (as printed)",
           "P <= f_T <= 2 f_{T-min{g, L+2o}} <= 2 f_{T-1} < 2P for T = T_B", R, X,
           Finding{
               Kind::proof_gap,
               "the chain holds for P >= 2; for P = 1, T_B = 0 and f_{0-min{g, L+2o}} = 0, and "
               "the bound of Theorem 4 holds by itself",
               "logp.thm4.proof_chain_p2",
               "the chain fails only at P = 1, which the paper allows (P > 0; f at a negative "
               "index is 0 by its own proof of Theorem 2), while Theorem 4's bound holds there",
               {{"section 2, proof of Theorem 4",
                 "又 $P \\leqslant f_T \\leqslant 2f_{T-\\min\\{g, L+2o\\}} \\leqslant 2f_{T-1} < "
                 "2P$, 代入上式有 $\\min\\{g, L+2o\\} \\log(P) \\leqslant T = T_B < \\max\\{g, "
                 "L+2o\\} \\log(4P)$. 命题得证.",
                 "also P <= f_T <= 2 f_{T-min{g, L+2o}} <= 2 f_{T-1} < 2P; substituting gives "
                 "min{g, L+2o} log P <= T = T_B < max{g, L+2o} log(4P). QED"},
                kAnyP},
               {{"P", 1}, {"L", 1}, {"o", 1}, {"g", 1}},
               "logp.thm4.bounds"})
      .assume({kPPositive, kGeO});
  list.add("logp.thm4.proof_chain_p2", "section 2, proof of Theorem 4 (P >= 2)",
           "For P >= 2 and T = T_B: P <= f_T <= 2 f_{T-min{g, L+2o}} <= 2 f_{T-1} < 2P", H, X);
  list.add("logp.thm4.proof_combined", "section 2, proof of Theorem 4 (the line combining 1 and 2)",
           "For every T >= 0 (up to T = 200): min{g, L+2o} log2(f_T) <= T < max{g, L+2o} "
           "log2(f_T), in exact integers (f_T^min <= 2^T < f_T^max); L, o >= 1, g >= o",
           R, X,
           Finding{Kind::misprint,
                   "min{g, L+2o} log2(f_T) <= T < max{g, L+2o} log2(2 f_T) for every T >= 0",
                   "logp.thm4.proof_combined_2f",
                   "the line before it ends in log(2f_T), and only log(2f_T) with f_T < 2P gives "
                   "the log(4P) the proof concludes with; with log(f_T) the bound fails already at "
                   "T = 0 (log 1 = 0) and at T = 3 for L = o = g = 1 (f_3 = 2)",
                   {{"section 2, proof of Theorem 4",
                     "由①、②可以得到 $\\min\\{g, L+2o\\} \\log(f_T) \\leqslant T < "
                     "\\max\\{g, L+2o\\} \\log(f_T)$.",
                     "from 1 and 2 we get min{g, L+2o} log(f_T) <= T < max{g, L+2o} log(f_T)"},
                    {"section 2, proof of Theorem 4 (the line before)",
                     "即 $\\min\\{g, L+2o\\} \\log(f_T) \\leqslant T < \\max\\{g, L+2o\\} "
                     "\\log(2f_T)$.",
                     "i.e. min{g, L+2o} log(f_T) <= T < max{g, L+2o} log(2 f_T)"},
                    {"section 2, proof of Theorem 4 (its conclusion)",
                     "又 $P \\leqslant f_T \\leqslant 2f_{T-\\min\\{g, L+2o\\}} \\leqslant "
                     "2f_{T-1} < 2P$, 代入上式有 $\\min\\{g, L+2o\\} \\log(P) \\leqslant T = "
                     "T_B < \\max\\{g, L+2o\\} \\log(4P)$.",
                     "substituting P <= f_T < 2P gives ... T = T_B < max{g, L+2o} log(4P): only "
                     "log(2 f_T) < log(4P) yields it"}},
                   {{"L", 1}, {"o", 1}, {"g", 1}}})
      .assume({kGeO, kOPositive});
  list.add("logp.thm4.proof_combined_2f",
           "section 2, proof of Theorem 4 (the combined line with log(2f_T))",
           "For every T >= 0 (up to T = 200, or the last T with f_T below 2^128): min{g, L+2o} "
           "log2(f_T) <= T < max{g, L+2o} log2(2 f_T), in exact integers; L, o >= 1, g >= o",
           H, X);
  list.add("logp.thm4.proof_case2",
           "section 2, proof of Theorem 4, case 2 (its condition reconstructed: case 1 is missing "
           "in our copy)",
           "For g <= L+2o (the case whose conclusion survives) and every T >= 0 (up to T = 200): "
           "g log2(f_T) <= T < (L+2o) log2(2 f_T), in exact integers; L, o >= 1, g >= o",
           H, X);
  list.add(
          "logp.lemma1.literal", "section 3, Lemma 1 (as printed)",
          "On S*(P; L, o, g) = T*(P; L+1, o, g), N_i = T_i + 1 for a leaf and T_i - "
          "(floor((T_i - (L+2o+1))/g) + 1)(o+1) + 1 otherwise: the plan runs on the executor, the "
          "root holds the sum of all operands at T_0, and no node could take one more operand "
          "(o > 0, g >= o)",
          R, X,
          Finding{Kind::erratum,
                  "for g >= o+1, with K_i the number of children node i has in S* (the printed "
                  "floor counts the children in OBT(f_T), too many when P < f_T): "
                  "N_i = T_i - K_i(o+1) + 1",
                  "logp.lemma1.corrected",
                  "the proof asserts the OBT(f_T) child count for every S*, and Algorithm 2's step "
                  "4 repeats it as \"the number of children\": the paper means the formula, "
                  "which undercounts where S* cuts children off, and at g = o (allowed) the plan "
                  "collides; both inside o > 0, g >= o",
                  {kLemma1, kLemma1Proof, kGAtLeastO},
                  {{"P", 3}, {"L", 1}, {"o", 1}, {"g", 1}}})
      .assume({kGeO, kOPositive});
  list.add("logp.lemma1.corrected", "section 3, Lemma 1 (K_i the children in S*, g >= o+1)",
           "For g >= o+1, N_i = T_i - K_i(o+1) + 1 (K_i children in S*) runs on the executor, the "
           "root holds 0:N-1 at T_0, and no node could take one more operand",
           H, X);
  list.add("logp.thm5.ns", "section 3, Theorem 5",
           "In T cycles (f_{T-1} < P <= f_T for L+1) S* sums N_S = sum T_i - oP + o + 1 "
           "operands: the executor's root holds 0:N_S-1 at T (o > 0, g >= o)",
           R, X,
           Finding{
               Kind::erratum,
               "Theorem 5 holds for g >= o+1; at g = o, which the paper allows, the receive "
               "(o) and the addition (1) of consecutive children's sums collide, so S* cannot "
               "sum N_S operands in T cycles whatever the order of receives and additions",
               "logp.thm5.ns_g_gt_o",
               "the counterexample has g = o, inside \"g at least o\" and o > 0; the paper's "
               "step that takes the extra cycle for latency L+1 is false there",
               {{"section 3, Theorem 5",
                 "对任意处理机个数 P , 令 $f_{T-1} < P \\leqslant f_T$, 则在 T 个时间周期内基于最优"
                 "求和树 $S^*(P; L, o, g)$ 的求和算法最多能处理的操作数个数为: $N_S = "
                 "\\sum_{i=0}^{P-1} T_i - oP + o + 1$.",
                 "for any P with f_{T-1} < P <= f_T, the summation on S*(P; L, o, g) processes "
                 "at most N_S = sum T_i - oP + o + 1 operands in T cycles"},
                kPlusOneIsLatency,
                kGAtLeastO},
               {{"P", 3}, {"L", 1}, {"o", 1}, {"g", 1}}})
      .assume({kGeO, kOPositive});
  list.add("logp.thm5.ns_g_gt_o", "section 3, Theorem 5 (g >= o+1)",
           "For g >= o+1, S* sums N_S = sum T_i - oP + o + 1 operands on the executor, the root "
           "holding 0:N_S-1 at T",
           H, X);
  list.add(
      "logp.thm5.most_on_sstar",
      "section 3, Theorem 5 (\"最多\", the most over the schedules based on S*)",
      "Theorem 5 as printed, over the summations based on S*: no LogP schedule whose "
      "communication tree is S*(P; L, o, g) (every PE sends its sum once, to its parent in "
      "S*; send times, the order of receives and PEs without operands free) sums more than "
      "N_S operands in T cycles, and for g >= o+1 the most is N_S; the best such schedule "
      "replays on the executor (o > 0, g >= o; at g = o often no schedule on S* finishes by T at "
      "all; P <= 24, L <= 5, o <= 4, g <= 5 on ci)",
      H, X);
  list.add("logp.alg2.printed", "section 3, Algorithm 2 (as printed)",
           "Algorithm 2 as printed (step 4: K_i := floor(T_i - (L+2o+1)/g) + 1; step 6: B_i := "
           "floor((n - sum A_j)/P); step 10: PE P_0 sends, every other PE prints) leaves the sum "
           "of a[0..N-1] on P_0 (o > 0, g >= o)",
           R, X,
           Finding{Kind::erratum,
                   "step 4 reads floor((T_i - (L+2o+1))/g) + 1 with K_i the children in S* (0 for "
                   "a leaf), the N - N_S surplus is spread so that every operand is used (ceil), "
                   "g >= o+1, and step 10 reads if (P_i != P_0)",
                   "logp.alg2.intended",
                   "besides its misprints (step 4's bracket, step 10's test, n for N: the comments "
                   "and Lemma 1 show what is meant) it fails as meant: with them fixed "
                   "(logp.alg2.misprints_fixed) step 4 has no leaf case and step 6's floor drops "
                   "operands",
                   {{"section 3, Algorithm 2, step (4)",
                     "$K_i := \\lfloor (T_i - (L+2o+1)/g) \\rfloor + 1$;",
                     "K_i := floor(T_i - (L+2o+1)/g) + 1 (Lemma 1 has floor((T_i - (L+2o+1))/g))"},
                    {"section 3, Algorithm 2, step (10)", "if ($P_i = P_0$) {",
                     "if P_i = P_0 then send to the parent, else print (the comments say: the "
                     "root prints, the others send)"},
                    kGAtLeastO},
                   {{"P", 2}, {"L", 1}, {"o", 1}, {"g", 1}, {"extra", 0}}})
      .assume({kGeO, kOPositive});
  list.add("logp.alg2.misprints_fixed", "section 3, Algorithm 2 (its misprints fixed)",
           "Algorithm 2 with what the paper shows it means for its misprints (step 4's bracket as "
           "in Lemma 1, step 10 as its comments say, n read as N) and the rest as printed (step 4 "
           "for every node, step 6's floor) leaves the sum of a[0..N-1] on P_0 at "
           "T_B + floor((N - sum A_j)/P) (o > 0, g >= o)",
           R, X,
           Finding{Kind::erratum,
                   "K_i the children in S* (0 for a leaf), B = ceil((N - N_S)/P) with the last "
                   "P*B - (N - N_S) nodes one operand short, g >= o+1 (logp.alg2.intended)",
                   "logp.alg2.intended",
                   "the defect that survives every fair reading: step 4 applies the non-leaf "
                   "formula to leaves (negative K_i) and step 6's floor leaves (N - sum A_j) mod P "
                   "operands unsummed; inside o > 0, g >= o",
                   {{"section 3, Algorithm 2, step (6)",
                     "$B_i := \\lfloor (n - \\sum_{j=0}^{P-1} A_j) / P \\rfloor$;",
                     "B_i := floor((n - sum A_j)/P): the remainder is not placed anywhere"},
                    kLemma1},
                   {{"P", 2}, {"L", 1}, {"o", 1}, {"g", 1}, {"extra", 0}}})
      .assume({kGeO, kOPositive});
  list.add("logp.alg2.intended", "section 3, Algorithm 2 (as intended) and Theorem 6",
           "For g >= o+1 and N >= N_S, Algorithm 2 as intended leaves 0:N-1 (every operand once, "
           "in order) on P_0 at T_B + ceil((N - N_S)/P)",
           H, X);
  list.add("logp.alg2.small_n", "section 3, Algorithm 2 and Theorem 6 for N < N_S",
           "Algorithm 2 as intended (K_i the children in S*, the N - N_S surplus spread with a "
           "ceiling, the last nodes one short) also for 1 <= N < N_S, where B = ceil((N - N_S)/P) "
           "< 0: it leaves 0:N-1 on P_0 at T_B + B (o > 0, g >= o+1; N <= 32 on ci)",
           R, X,
           Finding{Kind::beyond_scope,
                   "for N >= N_S, which step 6's evenly distributed extra workload B_i presumes, "
                   "Algorithm 2 as intended holds (logp.alg2.intended); for N < N_S the least "
                   "time is the search's (logp.sum.optimum_time covers N >= N_S)",
                   "logp.alg2.intended",
                   "neither Algorithm 2 nor Theorem 6 states a range of N, but step 6 spreads "
                   "N - sum A_j as the workload distributed evenly over the processors and "
                   "Theorem 6 is derived from Theorem 5's N_S operands in T_B plus that share: "
                   "both presume N >= N_S; below it B < 0 and some node gets a negative count",
                   {{"section 3, Algorithm 2, step (6)",
                     "$B_i := \\lfloor (n - \\sum_{j=0}^{P-1} A_j) / P \\rfloor$;",
                     "B_i := floor((n - sum A_j)/P)"},
                    {"section 3, Algorithm 2, the comment of step (6)",
                     "/*  $B_i$  为各处理机平均分配的工作量 */",
                     "B_i is the workload distributed evenly to each processor"},
                    {"section 3, before Theorem 6", "由定理 5, 很容易得到算法 2 的时间复杂度如下:",
                     "from Theorem 5 the time complexity of Algorithm 2 follows easily:"},
                    {"section 3, Algorithm 2", "算法 2. 计算 N 个操作数之和, 结果由处理机 P_0 输出",
                     "Algorithm 2: compute the sum of N operands, output by processor P_0 (no "
                     "range of N is stated)"}},
                   {{"P", 2}, {"L", 1}, {"o", 1}, {"g", 2}, {"N", 1}}})
      .assume({kGeO, kOPositive})
      .extend(
          "the reading N < N_S, which the paper does not make: there Algorithm 2's extra "
          "share B_i, \"the workload distributed evenly\", would be negative");
  list.add("logp.alg2.compute_parent", "section 3, ComputeParent (as printed)",
           "For every non-root node (P_i, T_i) of S*(P; L, o, g) and every root P_0, ComputeParent "
           "returns the processor number of its parent",
           H, X);
  list.add(
          "logp.thm6.time", "section 3, Theorem 6",
          "Algorithm 2 (as intended) takes T(N) = T_B + (N - N_S)/P cycles for N >= N_S operands "
          "(o > 0, g >= o+1)",
          R, X,
          Finding{Kind::misprint,
                  "T(N) = T_B + ceil((N - N_S)/P) (g >= o+1)",
                  "logp.alg2.intended",
                  "time is counted in whole cycles and the algorithm the theorem is derived from "
                  "rounds the share (step 6); the dropped rounding is the only failure for "
                  "g >= o+1 (at g = o Theorem 5's erratum applies)",
                  {{"section 3, Theorem 6",
                    "定理 6. 算法 2 的时间复杂度为 $T(N) = T_B + (N - \\sum_{i=0}^{P-1} A_i) / P = "
                    "T_B + (N - N_S) / P$.",
                    "Theorem 6: Algorithm 2 takes T(N) = T_B + (N - sum A_i)/P = T_B + "
                    "(N - N_S)/P"},
                   {"introduction",
                    "以下假定各处理机上一次局部运算只需单位时间, 并称该单位时间为时间周期",
                    "one local operation takes unit time, called a cycle: time is whole cycles"}},
                  {{"P", 2}, {"L", 1}, {"o", 1}, {"g", 2}, {"extra", 1}}})
      .assume({kGeO, kOPositive});
  list.add("logp.sum.optimal_count",
           "section 3 (S* the optimal summation tree; the most operands in a given time) and "
           "Theorem 5",
           "S* is the optimal summation tree: in T cycles (f_{T-1} < P <= f_T, f for L+1) no LogP "
           "summation schedule on P PEs sums more operands into one PE than N_S = sum T_i - oP + "
           "o + 1 (the search over every summation schedule, its schedule replayed on the "
           "executor; o > 0, g >= o; P <= 24, L <= 5, o <= 4, g <= 5 on ci)",
           R, X,
           Finding{Kind::erratum,
                   "S* is feasible (for g >= o+1) but not optimal: the most operands any schedule "
                   "sums in T_B cycles is the search's M(T_B, P) >= N_S, often more (51 > 47 on "
                   "Figure 2's parameters P = 7, L = 5, o = 2, g = 4); a child whose effective "
                   "time is at most o adds no more than it costs its parent, and Definition 4's "
                   "preorder prefix does not maximise sum T_i",
                   "logp.sum.optimum_count",
                   "the paper calls S* the optimal summation tree for its stated goal, summing as "
                   "many operands as possible in a given time, and its algorithm optimal in the "
                   "sense of Definition 1 (least over every algorithm); a root alone beats S* at "
                   "the least point, inside o > 0, g >= o",
                   {kOptimalSumTree, kSumMostInTime, kThm5, kAbstractOptimal},
                   {{"P", 2}, {"L", 1}, {"o", 1}, {"g", 1}}})
      .assume({kGeO, kOPositive});
  list.add("logp.sum.optimum_count", "section 3 (the most operands in T_B cycles, corrected)",
           "The most operands any LogP summation schedule on P PEs sums into one PE by T_B "
           "(the search over every schedule): its schedule replays on the executor (the root "
           "holds 0:M-1 by T_B), and M is no less than the best schedule on S* (so M >= N_S for "
           "g >= o+1; o > 0, g >= o; P <= 24, L <= 5, o <= 4, g <= 5 on ci)",
           H, X);
  list.add("logp.sum.optimal_time",
           "abstract, section 3 and conclusion (Algorithm 2 is the optimal summation algorithm) "
           "and Theorem 6",
           "Algorithm 2 is time-optimal: for N = N_S + extra operands no LogP summation schedule "
           "on P PEs sums them into one PE before T_B + ceil((N - N_S)/P), Algorithm 2's time "
           "(Theorem 6 with whole cycles) (the search over every summation schedule, its schedule "
           "replayed; o > 0, g >= o; P <= 12, L <= 5, o <= 4, g <= 5, extra <= 12 on ci)",
           R, X,
           Finding{Kind::erratum,
                   "for g >= o+1, T_B + ceil((N - N_S)/P) is an upper bound on the least time, "
                   "which the search gives and is often less (on Figure 2's parameters 48 to 51 "
                   "operands take 24 cycles, not 25; 147 take 38, not 39; the paper's own 82 take "
                   "29, the optimum)",
                   "logp.sum.optimum_time",
                   "the paper calls Algorithm 2 the optimal summation algorithm (abstract, the "
                   "title of section 3, the conclusion), optimal meaning least time over every "
                   "algorithm (Definition 1), and defines summation as obtaining the sum in the "
                   "shortest time; a schedule beats it at the least point, inside o > 0, g >= o",
                   {kAbstractOptimal, kConclusionOptimal, kSumShortestTime, kOptimalMeans, kThm6},
                   {{"P", 2}, {"L", 1}, {"o", 1}, {"g", 1}, {"extra", 0}}})
      .assume({kGeO, kOPositive});
  list.add("logp.sum.optimum_time", "section 3 (the least time for N operands, corrected)",
           "For g >= o+1 and N = N_S + extra, the least time any LogP summation schedule on P PEs "
           "needs for N operands (the search) is at most T_B + ceil((N - N_S)/P); the search's "
           "schedule replays on the executor with exactly N operands, and one cycle less sums "
           "fewer than N (o > 0; P <= 12, L <= 5, o <= 4, g <= 5, extra <= 12 on ci)",
           H, X);
  list.add("logp.sum.search_exhaustive", "section 3 (collcheck's summation search)",
           "A test of collcheck's search, not a statement of the paper: the most operands by T "
           "found by the dynamic program over timed summation trees equals that of an independent "
           "enumeration of every timed tree (every rooted tree on at most P PEs, every PE with or "
           "without operands, every send time 0..T, receives as early as possible), and both "
           "optima replay on the executor (P <= 3, L <= 3, o <= 2, o <= g <= 4, T <= 14 on ci, "
           "P <= 4 on deep; P <= 2, L <= 2, g <= 3, T <= 10 on smoke)",
           H, X);
  list.add("logp.sum.search_general", "section 3 (collcheck's summation search, two PEs)",
           "A test of collcheck's search, not a statement of the paper: for P = 2 the most "
           "operands by T found by the search equals the most over every LogP program of two PEs "
           "built cycle by cycle (idle, add, combine, send or receive at every cycle; messages "
           "both ways, several per PE, either PE with or without operands; no tree assumed), and "
           "the search's schedule replays on the executor (L <= 2, o <= 2, o <= g <= o+1, T <= 7 "
           "on ci; T <= 9 on deep; L = o = 1, T <= 6 on smoke)",
           H, X);
  list.add("logp.example.fig1", "section 1, Figure 1 (node lists reconstructed from the text)",
           "T*(8; 6, 2, 4) = (0,24) (1,14) (2,4) (3,0) (4,10) (5,0) (6,6) (7,2) in preorder and "
           "T*(7; 6, 2, 4) is it without (7,2); both broadcast in 24 cycles, the optimum",
           H, X);
  list.add("logp.example.fig2",
           "section 3, Figure 2 (its numbers are not in our copy: reconstructed)",
           "Figure 2's numbers are not in our copy: reconstructed. The text fixes S*(7; 5, 2, 4) "
           "and 82 operands; A_i = 16, 9, 5, 1, 8, 1, 7 (N_S = 47) and B_i = 5 are collcheck's own "
           "values compared with themselves (a regression test, not a check of the paper), and "
           "the root holds 0:81 on the executor at T_B + 5 = 29",
           H, X);
  list.add("logp.example.fig2_optimal", "section 3, Figure 2 (\"采用最优求和算法\")",
           "Figure 2's instance is summed in the least time: no LogP summation schedule on 7 PEs "
           "(L = 5, o = 2, g = 4) sums 82 operands before 29 = T_B + (82 - 47)/7, the time of "
           "Algorithm 2 (the search over every summation schedule, its schedule replayed)",
           H, X);
  list.add("logp.proof.thm2_step", "section 1, proof of Theorem 2 (case 3)",
           "f_n - f_{n-g} = f_{n-L-2o} follows from f_n = 1 + sum_{m=0}^{k} f_{n-L-2o-mg}, "
           "k = floor((n-L-2o)/g), and the same for n-g, for all L, o, g > 0 and n >= max{g, "
           "L+2o}",
           H, Method::proof);
  // The paper's assumptions on every other claim: Theorem 2's L, o, g > 0 for the counting of
  // GBT (which the theorem states for every g > 0), and the model's g >= o besides for the
  // broadcast and summation claims. A claim whose domain also runs o = 0 or g < o says so.
  const std::vector<std::string> counting = {
      "logp.def2.count", "logp.thm2.recurrence", "logp.thm2.case1",         "logp.thm2.case2",
      "logp.thm2.case3", "logp.thm2.boundary",   "logp.thm2.zero_overhead", "logp.proof.thm2_step"};
  const std::vector<std::string> with_o_zero = {
      "logp.def2.count",         "logp.thm2.zero_overhead", "logp.thm2.reach_effective",
      "logp.thm1.obt_effective", "logp.def3.numbering",     "logp.thm3.numbering",
      "logp.def4.tstar",         "logp.def4.large",         "logp.lemma1.corrected",
      "logp.thm5.ns_g_gt_o",     "logp.alg2.intended",      "logp.alg2.compute_parent"};
  const std::vector<std::string> with_g_below_o = {
      "logp.thm2.reach_effective", "logp.thm1.obt_effective", "logp.def3.numbering",
      "logp.thm3.numbering",       "logp.thm4.bounds",        "logp.thm4.proof_chain_p2"};
  const auto in = [](const std::vector<std::string>& v, const std::string& id) {
    return std::find(v.begin(), v.end(), id) != v.end();
  };
  auto v = list.take();
  for (auto& c : v) {
    if (!c.assumptions.empty()) continue;
    const bool count = in(counting, c.id);
    c.assumptions =
        count ? std::vector<Assumption>{kOPositive} : std::vector<Assumption>{kOPositive, kGeO};
    if (!c.extension.empty()) continue;
    const bool o0 = in(with_o_zero, c.id), below = !count && in(with_g_below_o, c.id);
    if (o0 && below)
      c.extension = "its domain also runs o = 0 and g < o, outside the paper's o > 0 and g >= o";
    else if (o0)
      c.extension = "its domain also runs o = 0, outside Theorem 2's o > 0";
    else if (below)
      c.extension = "its domain also runs g < o, outside the model's g >= o";
  }
  return v;
}

}  // namespace cc
