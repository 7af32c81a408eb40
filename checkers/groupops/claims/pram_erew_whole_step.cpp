// groupops.pram.erew.whole_step: slides ここでの共有メモリモデルの仮定はEREW型 and the procedures.
// The claim as the slides state it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/groupops/common.hpp"
#include "checkers/groupops/domains.hpp"
#include "spec/claims/groupops_assumptions.hpp"

namespace cc::groupops_checks {

namespace {

// The passages this claim alone quotes: the one-address rule, write then read, and the steps
// counted only as proportional to log2 N.
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
const Quote kStepsProportional{"slides リダクション：手続き, プレフィックス計算：手続き",
                               "このアルゴリズムの実行ステップ数は $\\log_2 N$ に比例する。",
                               "the number of steps of this algorithm is proportional to log2 N "
                               "(never 'exactly log2 N EREW steps')"};

}  // namespace

Declared claim_pram_erew_whole_step() {
  using namespace groupops_paper;
  ClaimList list("groupops");
  list.add("groupops.pram.erew.whole_step",
           "slides ここでの共有メモリモデルの仮定はEREW型 and the procedures",
           "Each loop iteration of Broadcast, Reduction and Prefix (and Broadcast's Stage 1) is "
           "one step of the slides' EREW model, in which no processor accesses two addresses and "
           "no address is accessed by two processors, so they run in log2 N + 1, log2 N and "
           "log2 N EREW steps" +
               domains::kOverD,
           Expect::refuted, Method::exhaustive,
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
  const auto compare = [](Planted bug, const Point& p) {
    return check_erew(p[0], Order::whole_step, bug);
  };
  return declare(list, kit::exhaustive(domains::d(), on_variant(compare), runs_procedure()));
}

}  // namespace cc::groupops_checks
