#include "spec/claims/defects.hpp"

namespace cc {

const std::vector<Defect>& defects() {
  static const std::vector<Defect> all = {
      {"halfduplex.s",
       "section 3's closed form of S(n, p, k), the communication steps of Algorithm B, is not the "
       "sum of the components (i)-(iv) the paper defines S by: it is short by (k-1)(2k-1)/2k and "
       "never an integer for k >= 2, no passage gives the right value, and section 6's R - S and "
       "its condition for \"B is faster than L\" are built on it"},
      {"halfduplex.e.separate",
       "on the 2k reading of E's phase k+1 (y broadcast on its own where P_p also roots the "
       "scatter: section 4's estimate of k broadcasts and k scatters, not the paper's exact "
       "counts of that phase), E(8192, 13, 2) takes more communication steps than A and B, and "
       "Figures 5 to 8's comparisons of E fail; on the merged reading they hold"},
      {"halfduplex.f.readings",
       "F is described in one sentence (\"done similarly\"); on readings collcheck does not run "
       "by default (the moved parts as B's k(k - 1) point-to-point transfers, or y of phase "
       "k+1 with a broadcast of its own while E's is merged) F takes more communication steps "
       "than E at some p, k, and with the point-to-point moves is not cost optimal at "
       "n = Omega(p^2 log p); on collcheck's reading and on the 2k reading of E and F the "
       "statements hold"},
      {"halfduplex.e.reduces",
       "the families E and F are said, without qualification, to reduce the communication time "
       "of A and B; for the smallest p they do not: at p = 2 and p = 3 no cost a "
       "half-duplex collective can have makes E take fewer steps than A, and with section 6's "
       "2 log2 q E takes more than A up to p = 9; the paper's argument is asymptotic"},
      {"halfduplex.collective.machine_p",
       "on the machine-p reading of the figures' cost (every collective 2 log2 13, however few "
       "PEs it involves), E's collectives at the deeper recursion levels cost as much as the "
       "first, and Figures 5 to 8's comparisons of E fail; charged 2 log2 q for the q PEs "
       "involved, as the cost sentence states it for p PEs, they hold"},
      {"halfduplex.collective.whole_steps",
       "on the whole-step reading of the figures' cost (every collective of q PEs rounded up "
       "to 2 ceil(log2 q) steps), Figures 5 to 8's comparisons of E fail at some k; with the "
       "real 2 log2 q the paper states they hold"},
      {"omega.thm1.proof",
       "the argument for Theorem 1 compares the addresses of the links of stages 0..L-1 only "
       "(the output address y_1..y_L never), after asserting that the two inputs of a 2x2 "
       "switch never conflict; it misses the last stage's output link, which two paths with "
       "one destination share, while Theorem 1, every link counted, holds"},
      {"logp.alg2",
       "Algorithm 2 and Theorem 6 share out the N - N_S operands beyond S*'s as if P divided "
       "them: step 6's floor leaves (N - N_S) mod P operands unsummed however the misprints of "
       "steps 4 and 10 are read, and Theorem 6's T_B + (N - N_S)/P is no number of cycles where "
       "P does not; summing every operand takes T_B + ceil((N - N_S)/P)"},
      {"logp.child_count",
       "Lemma 1's proof and Algorithm 2's step 4 count a node's children as floor((T_i - "
       "(L+2o+1))/g) + 1, its children in OBT(f_T): too many where S*'s preorder prefix cuts "
       "children off, and below zero at a leaf, which step 4 does not set apart; the paper means "
       "the node's children in S* (step 4's comment, Theorem 5's K_i with sum K_i = P - 1), and "
       "so read Lemma 1, Theorem 5's proof and Theorem 6's sum A_i = N_S hold"},
      {"logp.sum.g_eq_o",
       "at g = o, which the paper allows, the summation plan on S*(P; L, o, g) (the broadcast tree "
       "for latency L+1) has a node's receive and its addition of the previous child's sum "
       "collide: Lemma 1's counts cannot all be summed, and Theorem 5's N_S operands are not "
       "summed in T cycles"},
      {"logp.sum.optimality",
       "S*, the broadcast tree for latency L+1, is not an optimal summation schedule: a schedule "
       "outside it sums more operands in the same time, so Algorithm 2 is not the fastest"},
  };
  return all;
}

const Defect* find_defect(const std::string& id) {
  for (const auto& d : defects())
    if (d.id == id) return &d;
  return nullptr;
}

}  // namespace cc
