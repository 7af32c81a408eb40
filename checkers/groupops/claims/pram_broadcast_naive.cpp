// groupops.pram.broadcast.naive: slide 例えば、こんな方法でできる. The claim as the slides state it
// and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"

namespace cc::groupops_checks {

namespace {

// The passages this claim alone quotes: what a Step of the slides is.
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

}  // namespace

Declared claim_pram_broadcast_naive() {
  ClaimList list("groupops");
  list.add("groupops.pram.broadcast.naive", "slide 例えば、こんな方法でできる",
           "The naive broadcast (Step 1: P_1 reads D from m and writes it to A(1); Step k, "
           "k = 2..N: P_k reads A(1)) obeys both EREW rules in every single-access sub-step and "
           "leaves D in every P_i after N Steps as the slides number them (→ステップ数 N; a Step, "
           "like Step 1 here and step j of the doubling Broadcast 「取得し、書き込む」, is one "
           "processor's read followed by its write), which are N + 1 single-access EREW "
           "sub-steps; for N = 2^d the doubling Broadcast takes log2 N + 1 Steps of the same "
           "kind, as many as the naive one for N ≤ 2 and fewer for N ≥ 4" +
               domains::kOverAnyN,
           Expect::holds, Method::exhaustive)
      .assume({kStepCount, kStepCountDoubling});
  const auto compare = [](Planted bug, const Point& p) { return check_naive_broadcast(p[0], bug); };
  return declare(list, kit::exhaustive(domains::any_n(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
