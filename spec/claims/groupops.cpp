// Claims of Ohtaki's lecture slides "並列分散コンピューティング (2) グループ操作"
// (parallel and distributed computing (2): group operations, on EREW shared memory, the hypercube
// and the binomial tree). PEs P_1..P_N on the shared memory with cells A(1..N) and m, P_0..P_{N-1}
// on the hypercube and the binomial tree (nodes named by their hypercube labels), N = 2^d unless a
// claim says "any N". "Steps" are executed: loop iterations and EREW (sub-)steps on the PRAM
// executor, communication steps on the hypercube executor (spec/models/groupops.hpp, which states
// the readings of an EREW step) and on the binomial-tree executor (spec/models/binomial_net.hpp,
// which states its rules). The binomial tree's scatter, gather and reduction have no pseudocode in
// the slides; they are written from the tree (spec/algorithms/groupops_binomial.hpp). Each
// statement ends with what each budget covers (checkers/groupops/register.cpp); the coverage of the
// slides, statement by statement, is docs/coverage/groupops.md.
#include "spec/claims/claim.hpp"

namespace cc {

namespace {

// What the slides assume, quoted. N = 2^d: the loop bound (log2 N) - 1 is an integer only then,
// the hypercube's labels are n-bit words, and every example has N = 8.
const Quote kLoopBound{"slides リダクション：手続き, ブロードキャスト：手続き化",
                       "for $j=0$ to $(\\log_2 N)-1$ do",
                       "for j = 0 to (log2 N) - 1 do: an integer bound only for N = 2^d; every "
                       "example of the slides has N = 8"};
const Quote kCubeLabels{"slide 超立方体結合モデル",
                        "$N=2^3$ のとき、プロセッサ $P_i : [u_2 u_1 u_0]$, $u_i \\in \\{0, 1\\}$",
                        "for N = 2^3, processor P_i is [u_2 u_1 u_0] with u_i in {0, 1}: the "
                        "hypercube has 2^n PEs"};
const Quote kAssociative{"slide 補足",
                         "「二項演算」は任意のものではなく、**結合律が成り立つもの**に限られる。",
                         "the binary operation is not arbitrary: it is restricted to those for "
                         "which the associative law holds (the only condition stated)"};
const Quote kPrefixDef{"slide プレフィックス計算",
                       "プレフィックス計算 $a_{1-i} = a_1 \\oplus a_2 \\oplus \\dots \\oplus a_i$ "
                       "($1 \\leq i \\leq N$)",
                       "the prefix is a_1 ⊕ a_2 ⊕ ... ⊕ a_i, the operands in index order"};
const Quote kStepsProportional{"slides リダクション：手続き, プレフィックス計算：手続き",
                               "このアルゴリズムの実行ステップ数は $\\log_2 N$ に比例する。",
                               "the number of steps of this algorithm is proportional to log2 N "
                               "(never 'exactly log2 N EREW steps')"};
const Quote kOneAddress{"slide ここでの共有メモリモデルの仮定はEREW型",
                        "一つのプロセッサが同時にアクセスできるアドレスは一つ。",
                        "a processor can access one address at a time (so an iteration that "
                        "writes and reads is more than one step)"};
const Quote kWriteThenRead{"slide リダクション：方針と手順",
                           "1. 各プロセッサは持っている値を共有メモリAに書く。 2. "
                           "各プロセッサは共有メモリAから他の値（部分和）を読む。",
                           "1. every processor writes its value to A; 2. every processor reads "
                           "another value (a partial sum) from A: write and read are separate "
                           "steps"};

const Quote kNaive{"slide 例えば、こんな方法でできる",
                   "Step 1. P_1 が m からデータ D を読み出し、それを共有メモリに書き込む。",
                   "Step 1: P_1 reads D from m and writes it to the shared memory (a read and a "
                   "write by one processor counted as one Step; Steps 2..N each read D, "
                   "「→ステップ数 N」)"};

const Quote kStepReadWrite{"slide ブロードキャスト : $N=8$ の例",
                           "step 0 距離 1 ($= 2^0$) ずれた位置のメモリから値を取得し、書き込む。",
                           "step 0: get the value from the memory one cell away and write it (a "
                           "read and a write by one processor, counted as one step)"};
const Assumption kStepCount{
    "a Step is one processor's read followed by its write (Step 1; step j of the doubling "
    "Broadcast)",
    kNaive, [](const CaseValues&) { return true; }};
const Assumption kStepCountDoubling{
    "the doubling Broadcast's step j is likewise a read followed by a write", kStepReadWrite,
    [](const CaseValues&) { return true; }};

// What each budget covers, appended to the statements (checkers/groupops/register.cpp).
const std::string kD = " [N = 2^d: d ≤ 8 smoke, d ≤ 16 ci and deep]";
const std::string kAnyN = " [every N ≤ 64 smoke, ≤ 1024 ci, ≤ 4096 deep]";
const std::string kK = " [N = 2^k: k ≤ 10 smoke, k ≤ 16 ci and deep]";
const std::string kSmallTuples =
    " [every budget: N = 2, 4, 8, all 3^N tuples over {0, 1, 2} (sum, max, min, bitwise), "
    "{1, 2, 3} (product) or three fixed matrices]";

const Assumption kPowerOfTwoD{"N = 2^d", kLoopBound, [](const CaseValues& c) {
                                const auto d = value_of(c, "d");
                                return d >= 0 && d < 63;
                              }};
const Assumption kPowerOfTwoN{"N = 2^d", kLoopBound, [](const CaseValues& c) {
                                const auto n = value_of(c, "N");
                                return n >= 1 && (n & (n - 1)) == 0;
                              }};
// N = 2^d for the claims whose axis is d (or k, the binomial tree's level), tested on N where a
// case names it.
const Assumption kPowerOfTwo{"N = 2^d", kLoopBound, [](const CaseValues& c) {
                               if (!c.count("N")) return true;
                               const auto n = c.at("N");
                               return n >= 1 && (n & (n - 1)) == 0;
                             }};
const Assumption kAssoc{
    "⊕ associative (the interval witness, 2x2 matrices: associative, not "
    "commutative)",
    kAssociative, [](const CaseValues&) { return true; }};

}  // namespace

std::vector<ClaimSpec> groupops_claims() {
  ClaimList list("groupops");
  const Expect H = Expect::holds, R = Expect::refuted;
  const Method X = Method::exhaustive;
  list.add("groupops.pram.broadcast", "slide ブロードキャスト：手続き化",
           "Broadcast(m, N, A) leaves D in every P_i, Stage 2 running log2 N iterations "
           "(N = 2^d, EREW, sub-steps in program order)" +
               kD,
           H, X);
  list.add("groupops.pram.broadcast.doubling", "slide ブロードキャスト：方針と手順",
           "データDをもつプロセッサの数を、ステップごとに倍にする: in Broadcast, after Stage 1 "
           "exactly P_1 holds D and after Stage 2's iteration j exactly P_1..P_{2^{j+1}} hold it "
           "(1, 2, 4, ..., N holders), every sub-step EREW, log2 N iterations" +
               kD,
           H, X)
      .assume({kPowerOfTwoD});
  list.add("groupops.pram.broadcast.naive", "slide 例えば、こんな方法でできる",
           "The naive broadcast (Step 1: P_1 reads D from m and writes it to A(1); Step k, "
           "k = 2..N: P_k reads A(1)) obeys both EREW rules in every single-access sub-step and "
           "leaves D in every P_i after N Steps as the slides number them (→ステップ数 N; a Step, "
           "like Step 1 here and step j of the doubling Broadcast 「取得し、書き込む」, is one "
           "processor's read followed by its write), which are N + 1 single-access EREW "
           "sub-steps; for N = 2^d the doubling Broadcast takes log2 N + 1 Steps of the same "
           "kind, as many as the naive one for N ≤ 2 and fewer for N ≥ 4" +
               kAnyN,
           H, X)
      .assume({kStepCount, kStepCountDoubling});
  list.add("groupops.pram.reduction", "slide リダクション：手続き",
           "Reduction leaves a_1 ⊕ ... ⊕ a_N in P_1 (on the interval witness and on +) in log2 N "
           "iterations" +
               kD,
           H, X);
  list.add("groupops.pram.reduction.doubling", "slide リダクション：方針と手順",
           "求める部分和の範囲をステップごとに2倍にする (Reduction): after iteration j every P_i "
           "with i ≡ 1 (mod 2^{j+1}) holds a_i ⊕ ... ⊕ a_{i+2^{j+1}-1} (interval witness: exactly "
           "these operands, in order), log2 N iterations" +
               kD,
           H, X)
      .assume({kPowerOfTwoD, kAssoc});
  list.add("groupops.pram.prefix.literal", "slide プレフィックス計算：手続き (as printed)",
           "Prefix with a(i) ← a(i) ⊕ a(i - 2^j) leaves a_1 ⊕ ... ⊕ a_i in every P_i for an "
           "associative ⊕ (checked on the non-commutative interval witness) in log2 N iterations" +
               kD,
           R, X,
           Finding{Kind::erratum,
                   "a(i) ← a(i - 2^j) ⊕ a(i): the value read covers the operands before P_i's own "
                   "(as printed, it is right only for a commutative ⊕, such as every operator the "
                   "slides name)",
                   "groupops.pram.prefix.corrected",
                   "the slides allow any associative ⊕ and define the prefix in index order; no "
                   "passage shows the other operand order (the Prefix table has no ⊕, and \"add "
                   "the value read and the value held\" stands beside Reduction's opposite order), "
                   "so it is not a misprint; N = 2 lies inside N = 2^d",
                   {{"slide プレフィックス計算：手続き",
                     "(3) $a(i) \\leftarrow a(i) \\oplus a(i - 2^j)$;",
                     "(3) a(i) ← a(i) ⊕ a(i - 2^j): P_i's own block first"},
                    kPrefixDef,
                    kAssociative},
                   {{"d", 1}}})
      .assume({kPowerOfTwoD, kAssoc});
  list.add("groupops.pram.prefix.corrected",
           "slide プレフィックス計算：手続き (operand order fixed)",
           "Prefix with a(i) ← a(i - 2^j) ⊕ a(i) leaves a_1 ⊕ ... ⊕ a_i in every P_i in log2 N "
           "iterations (interval witness)" +
               kD,
           H, X);
  list.add(
          "groupops.pram.prefix.doubling", "slide プレフィックス和の計算：方針と手順",
          "求める部分和の範囲をステップごとに2倍にする (Prefix): after iteration j every P_i holds "
          "a_{max(1, i-2^{j+1}+1)} ⊕ ... ⊕ a_i, log2 N iterations: with the operand order fixed "
          "on the non-commutative interval witness, and as printed (a(i) ⊕ a(i - 2^j)) for a "
          "commutative ⊕, on a witness that joins two adjacent blocks in either order and "
          "rejects every other product" +
              kD,
          H, X)
      .assume({kPowerOfTwoD, kAssoc});
  list.add(
          "groupops.steps.proportional",
          "slides ブロードキャスト：手続き化, リダクション：手続き, プレフィックス計算：手続き and "
          "the three Cube_ procedures",
          "「実行ステップ数は log2 N に比例する」 and T = O(log N) as exact counts c log2 N + c', "
          "executed: Broadcast log2 N + 1 Steps (Stage 1, then one per loop iteration), "
          "2 log2 N + 2 single-access EREW sub-steps; Reduction and Prefix (as printed) log2 N "
          "iterations, 2 log2 N sub-steps; Cube_Broadcast, Cube_Reduction and Cube_Prefix_Sum "
          "(as printed) log2 N communication steps. So for N ≥ 2 every count lies between "
          "log2 N and 4 log2 N (4 reached by Broadcast's sub-steps at N = 2), and with "
          "unit-time steps T = Θ(log N); at N = 1 Broadcast still takes Stage 1 (1 Step, 2 "
          "sub-steps)" +
              kD,
          H, X)
      .assume({kPowerOfTwoD});
  list.add("groupops.pram.erew.whole_step",
           "slides ここでの共有メモリモデルの仮定はEREW型 and the procedures",
           "Each loop iteration of Broadcast, Reduction and Prefix (and Broadcast's Stage 1) is "
           "one step of the slides' EREW model, in which no processor accesses two addresses and "
           "no address is accessed by two processors, so they run in log2 N + 1, log2 N and "
           "log2 N EREW steps" +
               kD,
           R, X,
           Finding{
               Kind::beyond_scope,
               "an iteration is two EREW sub-steps in the procedure's order (Broadcast: read, "
               "then write; Reduction and Prefix: write, then read), each obeying both EREW rules: "
               "2(log2 N + 1) steps for Broadcast, 2 log2 N for Reduction and Prefix, "
               "proportional to log2 N as the slides say (even with the one-address rule "
               "dropped, Reduction and Prefix conflict on a cell at N = 2: "
               "groupops.pram.erew.whole_step.cells)",
               "groupops.pram.erew.substeps",
               "the slides never make one loop iteration one EREW step: their model lets a "
               "processor access one address at a time, which rules out Stage 1 (P_1 reads m "
               "and writes A(1)) as one step already at N = 1; their steps write, then read, "
               "and they count steps only as proportional to log2 N",
               {kOneAddress, kWriteThenRead, kStepsProportional},
               {{"d", 0}}})
      .assume({kPowerOfTwoD})
      .extend(
          "reads a loop iteration (and Stage 1) as one simultaneous EREW step, both EREW rules "
          "checked, a reading the slides do not make");
  list.add("groupops.pram.erew.substeps",
           "slides EREW型 and the procedures (sub-steps in program order)",
           "With each iteration cut into sub-steps in program order, every sub-step of Broadcast, "
           "Reduction and Prefix obeys both EREW rules (one address per processor, one processor "
           "per address), and they take 2(log2 N + 1), 2 log2 N and 2 log2 N EREW steps" +
               kD,
           H, X);
  list.add("groupops.pram.erew.whole_step.cells",
           "slide ここでの共有メモリモデルの仮定はEREW型 (a relaxed reading)",
           "(collcheck's analysis of a reading the slides do not make.) With the rule "
           "一つのプロセッサが同時にアクセスできるアドレスは一つ dropped, so that a loop iteration "
           "is "
           "one step in which each processor makes its accesses in program order and only "
           "addresses are exclusive, Broadcast stays exclusive and correct in log2 N + 1 such "
           "steps, while Reduction and Prefix are not exclusive at any N = 2^d ≥ 2: in iteration "
           "0, P_1 reads A(2) as P_2 writes it (Reduction) and P_2 reads A(1) as P_1 writes it "
           "(Prefix)" +
               kD,
           H, X)
      .assume({kPowerOfTwoD})
      .extend(
          "drops the slides' rule that a processor accesses one address at a time: a reading "
          "the slides do not make");
  list.add("groupops.pram.orders", "slides EREW型 and the procedures (each reading of a step)",
           "For N = 2^d ≥ 2, by reading of an EREW step: in program order all three of "
           "Broadcast, Reduction and Prefix are correct; read_first: Broadcast correct, "
           "Reduction and Prefix wrong; write_first: Broadcast wrong, Reduction and Prefix "
           "correct; whole_step (an iteration as one step of the slides' model): all three "
           "rejected by the one-address rule; whole_step_cells (the same without that rule): "
           "Broadcast correct, Reduction and Prefix rejected as not exclusive"
           " [d = 1..8 smoke, 1..16 ci and deep]",
           H, X);
  list.add("groupops.pram.tables", "slides ループごとの処理の様子 and 操作の一般化 (N = 8)",
           "The executed accesses reproduce the N = 8 loop tables of Broadcast (with loop 3's rows "
           "P_9..P_11 from N = 16), of Reduction (j = 0, 1; j = 2's row P_1 writes A(1), which the "
           "slide cuts before P_5 writes A(5) and P_1 reads it) and of Prefix (j = 0, 1)",
           H, X);
  list.add(
          "groupops.pram.any_n.broadcast.printed",
          "slide ブロードキャスト：手続き化 (N not a power of two)",
          "For every N (not only 2^d), Broadcast as printed with the loop bound (log2 N) - 1 read "
          "as "
          "⌈log2 N⌉ - 1 (i = 2^j + 1 .. 2^{j+1}) leaves D in every P_i, EREW, in ⌈log2 N⌉ "
          "iterations" +
              kAnyN,
          R, X,
          Finding{Kind::beyond_scope,
                  "with the guard i ≤ N in Stage 2 (for i = 2^j + 1 to min(2^{j+1}, N)) Broadcast "
                  "is correct and EREW for every N in ⌈log2 N⌉ iterations; as printed the last "
                  "iteration names P_i past P_N",
                  "groupops.pram.any_n.broadcast",
                  "the loop bound (log2 N) - 1 presumes N = 2^d and every example has N = 8; the "
                  "slides never run the procedure for other N (N = 3 lies outside)",
                  {{"slide ブロードキャスト：手続き化",
                    "for $j=0$ to $(\\log_2 N)-1$ do / for $i=2^j+1$ to 2^{j+1} **do in parallel**",
                    "for j = 0 to (log2 N) - 1, for i = 2^j + 1 to 2^{j+1} in parallel"}},
                  {{"N", 3}}})
      .assume({kPowerOfTwoN})
      .extend("every N <= 1024, not only N = 2^d, with the loop bound read as ⌈log2 N⌉ - 1");
  list.add("groupops.pram.any_n.broadcast", "slide ブロードキャスト：手続き化 (guard i ≤ N)",
           "Broadcast with ⌈log2 N⌉ iterations and the guard i ≤ N leaves D in every P_i, every "
           "sub-step exclusive, for every N" +
               kAnyN,
           H, X);
  list.add("groupops.pram.any_n.reduction.printed",
           "slide リダクション：手続き (N not a power of two)",
           "For every N, Reduction as printed with the loop bound read as ⌈log2 N⌉ - 1 leaves "
           "a_1 ⊕ ... ⊕ a_N in P_1, EREW, in ⌈log2 N⌉ iterations (interval witness)" +
               kAnyN,
           R, X,
           Finding{Kind::beyond_scope,
                   "with the guard i + 2^j ≤ N on the read (P_i reads A(i + 2^j) only if it "
                   "exists) Reduction is correct and EREW for every N in ⌈log2 N⌉ iterations; as "
                   "printed P_i reads A(i + 2^j) past A(N)",
                   "groupops.pram.any_n.reduction",
                   "the loop bound presumes N = 2^d, the example has N = 8 and the memory A has "
                   "N cells; the slides never run Reduction for other N (N = 3 lies outside)",
                   {kLoopBound,
                    {"slide リダクションの例", "共有メモリAを用いてリダクション操作を行う。N=8。",
                     "a reduction with the shared memory A, N = 8"}},
                   {{"N", 3}}})
      .assume({kPowerOfTwoN})
      .extend("every N <= 1024, not only N = 2^d, with the loop bound read as ⌈log2 N⌉ - 1");
  list.add("groupops.pram.any_n.reduction", "slide リダクション：手続き (guard i + 2^j ≤ N)",
           "Reduction with ⌈log2 N⌉ iterations and the guard i + 2^j ≤ N leaves a_1 ⊕ ... ⊕ a_N in "
           "P_1, every sub-step exclusive, for every N (interval witness)" +
               kAnyN,
           H, X);
  list.add("groupops.pram.any_n.prefix", "slide プレフィックス計算：手続き (N not a power of two)",
           "Prefix (operand order fixed) with ⌈log2 N⌉ iterations and the slides' own omitted "
           "condition (no read when i - 2^j < 1) leaves a_1 ⊕ ... ⊕ a_i in every P_i, every "
           "sub-step exclusive, for every N: no further guard is needed (interval witness)" +
               kAnyN,
           H, X);
  list.add(
      "groupops.pram.any_n.floor", "the loop bound (log2 N) - 1 for N not a power of two",
      "Read as ⌊log2 N⌋ - 1, the loop bound is too short: the guarded Broadcast, Reduction and "
      "Prefix are each wrong for every N that is not a power of two and right for every "
      "N = 2^d, so ⌈log2 N⌉ - 1 is the only reading under which they are defined" +
          kAnyN,
      H, X);
  list.add("groupops.cube.broadcast", "slide ブロードキャスト：手続き (Cube_Broadcast)",
           "Cube_Broadcast gives D to every P_i in log2 N steps, step j along dimension j" + kD, H,
           X);
  list.add("groupops.cube.reduction", "slide リダクション：手続き (Cube_Reduction)",
           "Cube_Reduction leaves a_0 ⊕ ... ⊕ a_{N-1} in P_0 in log2 N steps, step j along "
           "dimension j (interval witness)" +
               kD,
           H, X);
  list.add("groupops.cube.prefix.literal",
           "slide プレフィックス計算：手続き (Cube_Prefix_Sum, as printed)",
           "Cube_Prefix_Sum (t_i ← t_i ⊕ b_i on both sides, s_i ← s_i ⊕ b_i when i_j = 1) leaves "
           "a_0 ⊕ ... ⊕ a_i in every s_i for an associative ⊕ (interval witness), in log2 N steps" +
               kD,
           R, X,
           Finding{Kind::erratum,
                   "when i_j = 1 the partner's partial result comes first: t_i ← b_i ⊕ t_i and "
                   "s_i ← b_i ⊕ s_i (as printed, right only for a commutative ⊕; the slides' "
                   "walk-through uses +)",
                   "groupops.cube.prefix.corrected",
                   "printed with ⊕ under the slides' only condition, associativity, and the same "
                   "order in the walk-through (with +), so no passage shows another order: not a "
                   "misprint; N = 2 lies inside N = 2^n",
                   {{"slide プレフィックス計算：手続き (Cube_Prefix_Sum)",
                     "$t_i \\leftarrow t_i \\oplus b_i$ ; ... if  $i_j=1$  then ... "
                     "$s_i \\leftarrow s_i \\oplus b_i$ ;",
                     "t_i ← t_i ⊕ b_i on both sides; if bit j of i is 1, s_i ← s_i ⊕ b_i: the "
                     "lower PE's block on the right"},
                    {"slide プレフィックス計算 (hypercube)",
                     "各プロセッサでプレフィックス計算 $$a_{0-i} = a_0 \\oplus a_1 \\oplus a_2 "
                     "\\oplus \\dots \\oplus a_i$$ を求める。",
                     "every processor computes the prefix a_0 ⊕ a_1 ⊕ ... ⊕ a_i"},
                    kAssociative},
                   {{"d", 1}}})
      .assume({kPowerOfTwoD, kAssoc});
  list.add("groupops.cube.prefix.corrected", "slide Cube_Prefix_Sum (operand order fixed)",
           "Cube_Prefix_Sum with b_i ⊕ t_i and b_i ⊕ s_i at the higher PE leaves a_0 ⊕ ... ⊕ a_i "
           "in every s_i in log2 N steps (interval witness)" +
               kD,
           H, X);
  list.add(
      "groupops.cube.tables",
      "slides リダクションのデータの流れ and プレフィックス和の計算 (N = 8)",
      "Cube_Reduction's data flow for N = 8 is a_{0-1}, a_{2-3}, a_{4-5}, a_{6-7} at P_0, P_2, "
      "P_4, P_6 after step 1, a_{0-3}, a_{4-7} at P_0, P_4 after step 2, a_{0-7} at P_0 after "
      "step 3; Cube_Prefix_Sum with a_i = i gives 0, 1, 3, 6, ..., 28",
      H, X);
  list.add("groupops.cube.any_n.printed", "the hypercube procedures (N not a power of two)",
           "On P_0..P_{N-1} for every N (the first N nodes of the 2^⌈log2 N⌉-cube), "
           "Cube_Broadcast (its printed guard 対象となるプロセッサならば read as: P_{i+2^j} "
           "exists), "
           "Cube_Reduction and Cube_Prefix_Sum (operand order fixed) as printed compute D, "
           "a_0 ⊕ ... ⊕ a_{N-1} and the prefixes in ⌈log2 N⌉ steps" +
               kAnyN,
           R, X,
           Finding{
               Kind::beyond_scope,
               "Cube_Reduction and Cube_Prefix_Sum need the guard that the partner P_{i+2^j} "
               "(P_{i XOR 2^j}) exists; guarded, all three are correct on P_0..P_{N-1} in "
               "⌈log2 N⌉ steps (as printed P_i receives from a PE that is not there)",
               "groupops.cube.any_n",
               "the slides' hypercube has N = 2^n PEs labelled by n-bit words; the first N nodes "
               "of a larger cube are collcheck's extension (N = 3 lies outside)",
               {kCubeLabels, kLoopBound},
               {{"N", 3}}})
      .assume({kPowerOfTwoN})
      .extend("the first N nodes of the 2^⌈log2 N⌉-cube for every N <= 1024, not only N = 2^n");
  list.add(
      "groupops.cube.any_n", "the hypercube procedures (guarded, N not a power of two)",
      "With the guard that the partner exists, Cube_Broadcast, Cube_Reduction and "
      "Cube_Prefix_Sum (operand order fixed) compute D, a_0 ⊕ ... ⊕ a_{N-1} and a_0 ⊕ ... ⊕ a_i "
      "on P_0..P_{N-1} in ⌈log2 N⌉ steps, step j along dimension j, for every N" +
          kAnyN,
      H, X);
  list.add("groupops.binomial.properties", "slides 2項木(binominal tree)とは and 2項木の性質",
           "The level-k binomial tree (a root whose children root level k-1, ..., 0 trees) with "
           "N = 2^k nodes has depth k, C(k, i) nodes at depth i and largest degree log2 N" +
               kK,
           H, X);
  list.add(
      "groupops.binomial.broadcast",
      "slides ステップごとのデータ分配 and 2項木によるデータ分配（続き）",
      "Distribution from the root of the N = 2^k node binomial tree (each informed node sends "
      "to its next child, largest subtree first) leaves D in every node in k = log2 N steps, "
      "2^{s-1} messages in step s, each along a tree edge; embedded into the hypercube, step s "
      "uses dimension k - s (the higher dimensions first), as the binomial-tree executor "
      "checks" +
          kK,
      H, X);
  list.add(
      "groupops.binomial.scatter", "slides 分配 (Scatter) and 2項木によるリダクションなど (分配)",
      "Scatter on the binomial tree: the root holds x_0, ..., x_{N-1}; each node hands each "
      "child, largest subtree first, the block of its subtree; afterwards node i holds exactly "
      "x_i, after k = log2 N steps, step s along dimension k - s with 2^{s-1} messages of "
      "N / 2^s items, each along a tree edge and holding only items the sender held" +
          kK,
      H, X);
  list.add(
      "groupops.binomial.gather",
      "slides 収集 (Gather: Scatterの逆) and 2項木によるリダクションなど",
      "Gather on the binomial tree, the scatter reversed: node i holds x_i; each node, once "
      "its children (smallest subtree first) have sent, sends its block to its parent, which "
      "appends it; afterwards the root holds x_0, x_1, ..., x_{N-1} in this order and no other "
      "node holds anything, after k = log2 N steps, step s along dimension s - 1 with "
      "2^{k-s} messages of 2^{s-1} items" +
          kK,
      H, X);
  list.add("groupops.binomial.reduction", "slides リダクション and 2項木によるリダクションなど",
           "Reduction on the binomial tree (the gather's schedule, a ← a ⊕ b at the parent) leaves "
           "x_0 ⊕ x_1 ⊕ ... ⊕ x_{N-1} in the root for an associative ⊕ (the non-commutative "
           "interval witness) after k = log2 N steps, step s along dimension s - 1" +
               kK,
           H, X);
  list.add("groupops.binomial.embedding", "slide 2項木によるデータ分配（続き） (the embedding)",
           "The level-k binomial tree projected onto the hypercube (the root's level-(k-1) subtree "
           "gets the labels with bit k-1 set, recursively) uses every label 0..2^k - 1 once, every "
           "tree edge joins labels that differ in the bit of the child's level, and every level-c "
           "subtree covers a subcube of labels v..v + 2^c - 1" +
               kK,
           H, X);
  list.add("groupops.binomial.higher_first",
           "slide 2項木によるデータ分配（続き）: 上位の次元から順にデータを分配した場合に相当",
           "Of the k! orders in which distribution can take the k dimensions (each informed node "
           "sends to its tree child across the step's dimension), exactly one informs every node "
           "in k steps: k-1, k-2, ..., 0, the higher dimensions first [all k! orders for k ≤ 5 "
           "smoke, k ≤ 8 ci, k ≤ 9 deep]",
           H, X);
  list.add(
      "groupops.operator.associative_literal", "slide 補足 (the procedures as printed)",
      "With the procedures as printed (Reduction, Prefix, Cube_Reduction, Cube_Prefix_Sum, and "
      "the binomial tree's reduction, which the slides do not print and collcheck writes from the "
      "tree), sum, product, max, min, the logical operations (論理演算: bitwise and, or, xor) and "
      "the associative, non-commutative 2x2 matrices mod 5 (an operator collcheck adds) give a_1 ⊕ "
      "... ⊕ a_i for every operand tuple of a 3-value "
      "domain, N = 2, 4, 8. Expected refuted through the matrices and the printed prefix order "
      "only: the same finding "
      "as groupops.pram.prefix.literal and groupops.cube.prefix.literal, not one of its own (the "
      "operators the slides name all pass as printed: groupops.operator.named.printed)" +
          kSmallTuples,
      R, X);
  list.add(
      "groupops.operator.named.printed",
      "slides 補足 (OKなもの) and リダクション (2項演算), the procedures as printed",
      "The operators the slides name, 和, 積, 最大値, 最小値 (補足: OKなもの) and 論理演算 "
      "(リダクション; bitwise and, or, xor), with the procedures as printed (Reduction, Prefix "
      "with a(i) ⊕ a(i - 2^j), Cube_Reduction, Cube_Prefix_Sum with t_i ⊕ b_i and s_i ⊕ b_i, "
      "and the binomial tree's reduction) give a_1 ⊕ ... ⊕ a_i left to right for every operand "
      "tuple of a 3-value domain: the printed operand order is harmless for every operator "
      "the slides name, all commutative" +
          kSmallTuples,
      H, X);
  list.add("groupops.operator.associative", "slide 補足 (operand order fixed)",
           "For sum, product, max, min, bitwise and, or, xor (論理演算) and 2x2 matrices mod 5, "
           "Reduction, Prefix, Cube_Reduction, "
           "Cube_Prefix_Sum (corrected order) and the binomial tree's reduction compute "
           "a_1 ⊕ ... ⊕ a_i left to right for every operand tuple of a 3-value domain" +
               kSmallTuples,
           H, X);
  list.add("groupops.operator.associative.large", "slide 補足 (operand order fixed), N up to 2^16",
           "For N = 2^d beyond 8, with sum, product mod 2^31 - 1, max, min and the non-commutative "
           "2x2 matrices mod 5 and strings, Reduction, Prefix, Cube_Reduction, Cube_Prefix_Sum "
           "(corrected order) and the binomial tree's reduction compute a_1 ⊕ ... ⊕ a_i left to "
           "right on ONE fixed pseudo-random operand tuple per (operator, d), x_i = "
           "splitmix64(operator, i): exhaustive over the (operator, d) grid only, not over "
           "operand tuples (evidence beyond N = 8, not a proof for every tuple) [d = 1..6 smoke, "
           "1..16 ci and deep; strings d ≤ 10]",
           H, X);
  list.add("groupops.operator.difference", "slide 補足 (差: not allowed)",
           "With ⊕ = difference the procedures compute a_1 ⊕ ... ⊕ a_i left to right (the slides "
           "say this fails; expected refuted) [every budget: N = 2, 4, 8, every tuple over "
           "{0, 1, 2}]",
           R, X);
  list.add("groupops.operator.division", "slide 補足 (除算: not allowed)",
           "With ⊕ = exact rational division the procedures compute a_1 ⊕ ... ⊕ a_i left to right "
           "(the slides say this fails; expected refuted) [every budget: N = 2, 4, 8, every "
           "tuple over {1, 2, 3}]",
           R, X);
  list.add("groupops.operator.rps", "slide 補足 (じゃんけん: not allowed)",
           "With ⊕ = the winner of rock-paper-scissors the procedures compute a_1 ⊕ ... ⊕ a_i left "
           "to right (the slides say this fails; expected refuted) [every budget: N = 2, 4, 8, "
           "every tuple over {rock, paper, scissors}]",
           R, X);
  list.add("groupops.operator.nonassociative", "slide 補足 (差, 除算, じゃんけん), every N = 2^d",
           "For difference, division and rock-paper-scissors: at N ≤ 2 no operand tuple makes a "
           "procedure differ from the left-to-right value (one application of ⊕), and for every "
           "N = 2^d ≥ 4 each of Reduction, Prefix, Cube_Reduction, Cube_Prefix_Sum and the "
           "binomial reduction differs on some tuple (searched: a pad of 0, 1 or rock and the last "
           "three operands over the domain) [d ≤ 5 smoke, d ≤ 16 ci and deep]",
           H, X);
  // Every other claim runs on N = 2^d (the any-N claims are extensions: they say so).
  auto v = list.take();
  for (auto& c : v) {
    if (!c.assumptions.empty()) continue;
    if (c.id.find("any_n") != std::string::npos) {
      c.assumptions = {kPowerOfTwoN};
      if (c.extension.empty())
        c.extension = "every N <= 1024 (ci), not only N = 2^d as the slides take it";
      continue;
    }
    c.assumptions = {kPowerOfTwo};
    // The slides' operators: associative ones (the rest are the 差, 除算, じゃんけん they exclude).
    if (c.id.find("operator.associative") != std::string::npos ||
        c.id.find("operator.named") != std::string::npos)
      c.assumptions.push_back(kAssoc);
  }
  return v;
}

}  // namespace cc
