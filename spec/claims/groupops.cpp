// Claims of seed 003 (003_fd17e5cee6c92638.txt): lecture slides "並列分散コンピューティング (2)
// グループ操作" (group operations on EREW shared memory and the hypercube). PEs P_1..P_N on the
// shared memory with cells A(1..N) and m, P_0..P_{N-1} on the hypercube, N = 2^d. "Steps" are
// executed: loop iterations and EREW (sub-)steps on the PRAM executor, communication steps on the
// hypercube executor (spec/models/groupops.hpp, which states the readings of an EREW step).
#include "spec/claims/claim.hpp"

namespace cc {

std::vector<ClaimSpec> groupops_claims() {
  ClaimList list("groupops", "003_fd17e5cee6c92638.txt");
  const Expect H = Expect::holds, R = Expect::refuted;
  const Method X = Method::exhaustive;
  list.add("groupops.pram.broadcast", "slide ブロードキャスト：手続き化",
           "Broadcast(m, N, A) leaves D in every P_i, Stage 2 running log2 N iterations "
           "(N = 2^d, EREW, sub-steps in program order)",
           H, X);
  list.add("groupops.pram.reduction", "slide リダクション：手続き",
           "Reduction leaves a_1 ⊕ ... ⊕ a_N in P_1 (on the interval witness and on +) in log2 N "
           "iterations",
           H, X);
  list.add("groupops.pram.prefix.literal", "slide プレフィックス計算：手続き (as printed)",
           "Prefix with a(i) ← a(i) ⊕ a(i - 2^j) leaves a_1 ⊕ ... ⊕ a_i in every P_i for an "
           "associative ⊕ (checked on the non-commutative interval witness) in log2 N iterations",
           R, X,
           Erratum{"a(i) ← a(i - 2^j) ⊕ a(i): the value read covers the operands before P_i's own "
                   "(as printed, it is right only for a commutative ⊕)",
                   "groupops.pram.prefix.corrected"});
  list.add("groupops.pram.prefix.corrected",
           "slide プレフィックス計算：手続き (operand order fixed)",
           "Prefix with a(i) ← a(i - 2^j) ⊕ a(i) leaves a_1 ⊕ ... ⊕ a_i in every P_i in log2 N "
           "iterations (interval witness)",
           H, X);
  list.add("groupops.pram.erew.whole_step",
           "slides ここでの共有メモリモデルの仮定はEREW型 and the procedures",
           "Each loop iteration of Broadcast, Reduction and Prefix is one EREW step: no cell is "
           "accessed by two PEs in it, so each runs in log2 N EREW steps (Broadcast plus Stage 1)",
           R, X,
           Erratum{"an iteration is two EREW sub-steps in the procedure's order (Broadcast: read, "
                   "then write; Reduction and Prefix: write, then read), each exclusive: "
                   "2(log2 N + 1) steps for Broadcast, 2 log2 N for Reduction and Prefix",
                   "groupops.pram.erew.substeps"});
  list.add("groupops.pram.erew.substeps",
           "slides EREW型 and the procedures (sub-steps in program order)",
           "With each iteration cut into sub-steps in program order, every sub-step of Broadcast, "
           "Reduction and Prefix is exclusive, and they take 2(log2 N + 1), 2 log2 N and 2 log2 N "
           "EREW steps",
           H, X);
  list.add("groupops.pram.orders", "slides EREW型 and the procedures (each reading of a step)",
           "For N >= 2: Broadcast is correct when reads precede writes (program order, "
           "read_first, whole_step) and wrong under write_first; Reduction and Prefix are correct "
           "under program order and write_first and wrong under read_first and whole_step "
           "(where they are not even exclusive)",
           H, X);
  list.add("groupops.pram.tables", "slides ループごとの処理の様子 and 操作の一般化 (N = 8)",
           "The executed accesses reproduce the N = 8 loop tables of Broadcast (with loop 3's rows "
           "P_9..P_11 from N = 16), of Reduction (j = 0, 1; j = 2's row P_1 writes A(1), which the "
           "slide cuts before P_5 writes A(5) and P_1 reads it) and of Prefix (j = 0, 1)",
           H, X);
  list.add("groupops.cube.broadcast", "slide ブロードキャスト：手続き (Cube_Broadcast)",
           "Cube_Broadcast gives D to every P_i in log2 N steps, step j along dimension j", H, X);
  list.add("groupops.cube.reduction", "slide リダクション：手続き (Cube_Reduction)",
           "Cube_Reduction leaves a_0 ⊕ ... ⊕ a_{N-1} in P_0 in log2 N steps, step j along "
           "dimension j (interval witness)",
           H, X);
  list.add("groupops.cube.prefix.literal",
           "slide プレフィックス計算：手続き (Cube_Prefix_Sum, as printed)",
           "Cube_Prefix_Sum (t_i ← t_i ⊕ b_i on both sides, s_i ← s_i ⊕ b_i when i_j = 1) leaves "
           "a_0 ⊕ ... ⊕ a_i in every s_i for an associative ⊕ (interval witness), in log2 N steps",
           R, X,
           Erratum{"when i_j = 1 the partner's partial result comes first: t_i ← b_i ⊕ t_i and "
                   "s_i ← b_i ⊕ s_i (as printed, right only for a commutative ⊕)",
                   "groupops.cube.prefix.corrected"});
  list.add("groupops.cube.prefix.corrected", "slide Cube_Prefix_Sum (operand order fixed)",
           "Cube_Prefix_Sum with b_i ⊕ t_i and b_i ⊕ s_i at the higher PE leaves a_0 ⊕ ... ⊕ a_i "
           "in every s_i in log2 N steps (interval witness)",
           H, X);
  list.add(
      "groupops.cube.tables",
      "slides リダクションのデータの流れ and プレフィックス和の計算 (N = 8)",
      "Cube_Reduction's data flow for N = 8 is a_{0-1}, a_{2-3}, a_{4-5}, a_{6-7} at P_0, P_2, "
      "P_4, P_6 after step 1, a_{0-3}, a_{4-7} at P_0, P_4 after step 2, a_{0-7} at P_0 after "
      "step 3; Cube_Prefix_Sum with a_i = i gives 0, 1, 3, 6, ..., 28",
      H, X);
  list.add("groupops.binomial.properties", "slides 2項木(binominal tree)とは and 2項木の性質",
           "The level-k binomial tree (a root whose children root level k-1, ..., 0 trees) with "
           "N = 2^k nodes has depth k, C(k, i) nodes at depth i and largest degree log2 N",
           H, X);
  list.add("groupops.binomial.broadcast",
           "slides ステップごとのデータ分配 and 2項木によるデータ分配（続き）",
           "Distribution from the root of the N = 2^k node binomial tree (each informed node sends "
           "to its next child, largest subtree first) informs every node in k steps; embedded into "
           "the hypercube every tree edge is a link and step s uses dimension k - s (the higher "
           "dimensions first), as the hypercube executor checks",
           H, X);
  list.add(
      "groupops.operator.associative_literal", "slide 補足 (the procedures as printed)",
      "Associativity is all the operator needs: for sum, product, max, min and (associative, "
      "not commutative) 2x2 matrices mod 5, Reduction, Prefix, Cube_Reduction and "
      "Cube_Prefix_Sum as printed compute a_1 ⊕ ... ⊕ a_i for every operand tuple, N = 2, 4, 8",
      R, X,
      Erratum{"with the operand order of Prefix and Cube_Prefix_Sum fixed (the errata above), "
              "associativity is all the operator needs; as printed they also need "
              "commutativity",
              "groupops.operator.associative"});
  list.add("groupops.operator.associative", "slide 補足 (operand order fixed)",
           "For sum, product, max, min and 2x2 matrices mod 5, Reduction, Prefix, Cube_Reduction "
           "and Cube_Prefix_Sum (corrected order) compute a_1 ⊕ ... ⊕ a_i left to right for every "
           "operand tuple, N = 2, 4, 8",
           H, X);
  list.add("groupops.operator.difference", "slide 補足 (差: not allowed)",
           "With ⊕ = difference the procedures compute a_1 ⊕ ... ⊕ a_i left to right (the slides "
           "say this fails; expected refuted)",
           R, X);
  list.add("groupops.operator.division", "slide 補足 (除算: not allowed)",
           "With ⊕ = exact rational division the procedures compute a_1 ⊕ ... ⊕ a_i left to right "
           "(the slides say this fails; expected refuted)",
           R, X);
  list.add("groupops.operator.rps", "slide 補足 (じゃんけん: not allowed)",
           "With ⊕ = the winner of rock-paper-scissors the procedures compute a_1 ⊕ ... ⊕ a_i left "
           "to right (the slides say this fails; expected refuted)",
           R, X);
  return list.take();
}

}  // namespace cc
