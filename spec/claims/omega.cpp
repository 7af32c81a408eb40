// Claims of seed 001 (001_4dd1ff2e5c5f4f00.txt): "Looping randomly selected nodes on multistage
// interconnection networks" (Lee and Lin, 1997). An N x N Omega network, N = 2^L, at switch level
// (perfect shuffle + 2x2 switches, destination-tag routing); Path(X,Y) is the list of links it
// occupies, input and output links included, and two paths conflict when they share a link.
// Definitions 1-3 (low-bit and high-bit operations, Ast, buddy subnetworks), Theorems 1-7, the
// ring-merging algorithm of section 4.1, pipelined group multicast (section 5) and the worked
// examples (Path(2,6)/Path(6,5), Path(2,6)/Path(4,5), Path(2,5)/Path(4,6), the ring of
// {0,2,3,5,6}, Fig. 5). Assumptions: 1 <= L <= 64; addresses x_1 ... x_L, x_1 the highest bit.
#include "spec/claims/claim.hpp"

namespace cc {

std::vector<ClaimSpec> omega_claims() {
  ClaimList list("omega", "001_4dd1ff2e5c5f4f00.txt");
  const std::string thm1 =
      "Path(X,Y) and Path(W,Z) are disjoint if and only if Ast(X↓W) + Ast(Y↑Z) > L";

  // Definitions 1 and 2.
  list.add(
      "omega.def1.example", "section 2.2, Definition 1",
      "The low-bit operation keeps the longest common suffix and puts * elsewhere: X = 000101, "
      "Y = 001101 gives X↓Y = ***101",
      Expect::holds, Method::exhaustive);
  list.add(
      "omega.def2.example", "section 2.2, Definition 2",
      "The high-bit operation keeps the longest common prefix and puts * elsewhere: X = 000101, "
      "Y = 001101 gives X↑Y = 00****",
      Expect::holds, Method::exhaustive);
  list.add("omega.def12.commutative", "section 3.2, proof of Theorem 2",
           "↑ is commutative, (B↑D) = (D↑B), and so is ↓ (the patterns, not only their Ast)",
           Expect::holds, Method::exhaustive);

  // Theorem 1 and the readings of "disjoint".
  list.add("omega.thm1.disjointness", "section 3.1, Theorem 1",
           "In the N x N Omega network, L = log2 N, " + thm1 +
               ", for every ordered pair of distinct paths; disjoint means sharing none of the L+1 "
               "links (stage, address) of the switch-level route: the input link, the L-1 links "
               "between stages and the output link (stages 0..L)",
           Expect::holds, Method::exhaustive);
  list.add(
      "omega.thm1.proof_addresses", "section 3.1, proof of Theorem 1 and Fig. 2",
      "Path(X,Y) arriving at stage i has the address x_i x_{i+1} ... x_L y_1 y_2 ... y_{i-1}, "
      "1 <= i <= L (the link that enters stage i's shuffle, as the switch-level route has it); "
      "this is also the link of the bit-vector encoding of omega.thm1.bitvector",
      Expect::holds, Method::exhaustive);
  list.add(
      "omega.thm1.proof_links.literal", "section 3.1, Theorem 1 and its proof",
      thm1 +
          ", where disjoint is read as the proof reads it: the addresses x_i..x_L y_1.."
          "y_{i-1} and w_i..w_L z_1..z_{i-1} differ for 1 <= i <= L, i.e. no shared link "
          "among stages 0..L-1 (the output link is not compared)",
      Expect::refuted, Method::exhaustive,
      Erratum{"with the output link left out, Path(X,Y) and Path(W,Z) share no link of stages "
              "0..L-1 iff Ast(X↓W) + Ast(Y↑Z) > L or Ast(X↓W) = L (x_L != w_L): two paths that "
              "differ in their sources' last bit meet at most on the output link",
              "omega.thm1.proof_links.corrected"});
  list.add("omega.thm1.proof_links.corrected", "section 3.1, proof of Theorem 1",
           "Path(X,Y) and Path(W,Z) share no link of stages 0..L-1 iff Ast(X↓W) + Ast(Y↑Z) > L or "
           "Ast(X↓W) = L",
           Expect::holds, Method::exhaustive);
  list.add("omega.thm1.switch_links.literal", "section 3.1, the text before Theorem 1",
           thm1 +
               ", where disjoint is read as the text before the theorem reads it: \"after each "
               "stage completes, compare the addresses after the switch\", i.e. no shared link "
               "among stages 1..L (the input link is not compared)",
           Expect::refuted, Method::exhaustive,
           Erratum{"with the input link left out, Path(X,Y) and Path(W,Z) share no link of stages "
                   "1..L iff Ast(X↓W) + Ast(Y↑Z) > L or Ast(Y↑Z) = L (y_1 != z_1)",
                   "omega.thm1.switch_links.corrected"});
  list.add("omega.thm1.switch_links.corrected", "section 3.1, the text before Theorem 1",
           "Path(X,Y) and Path(W,Z) share no link of stages 1..L iff Ast(X↓W) + Ast(Y↑Z) > L or "
           "Ast(Y↑Z) = L",
           Expect::holds, Method::exhaustive);
  list.add("omega.thm1.inner_links.literal", "section 3.1, the paragraph on links and shuffles",
           thm1 +
               ", where disjoint is read as sharing none of the links between stages, the fixed "
               "shuffle connections (stages 1..L-1; input and output links not compared)",
           Expect::refuted, Method::exhaustive,
           Erratum{"Path(X,Y) and Path(W,Z) share no link of stages 1..L-1 iff Ast(X↓W) + Ast(Y↑Z) "
                   "> L or Ast(X↓W) = L or Ast(Y↑Z) = L",
                   "omega.thm1.inner_links.corrected"});
  list.add("omega.thm1.inner_links.corrected", "section 3.1",
           "Path(X,Y) and Path(W,Z) share no link of stages 1..L-1 iff Ast(X↓W) + Ast(Y↑Z) > L or "
           "Ast(X↓W) = L or Ast(Y↑Z) = L",
           Expect::holds, Method::exhaustive);
  list.add(
      "omega.thm1.bitvector", "section 3.1, Theorem 1",
      "Theorem 1 for every L-bit X, Y, W, Z, bit-precise: the stage-j link of Path(X,Y) is the "
      "bit-vector concatenation of the low L-j bits of X and the high j bits of Y (j = 0..L), "
      "Ast is the number of * of X↓W and Y↑Z bit by bit, and some link is shared iff "
      "Ast(X↓W) + Ast(Y↑Z) <= L (for each L up to the bound)",
      Expect::holds, Method::proof);
  list.add(
      "omega.thm1.abstraction", "section 3.1, Theorem 1 (integer abstraction)",
      "For every L >= 1 and all integers 0 <= s, t <= L (s the common-suffix length of X and W, "
      "t the common-prefix length of Y and Z): some stage j in 0..L has s >= L-j and t >= j iff "
      "(L - s) + (L - t) <= L",
      Expect::holds, Method::proof);
  list.add("omega.thm1.abstraction_exact", "section 3.1, Theorem 1 (integer abstraction)",
           "The abstraction is exact, bit-precise: for every L-bit X, Y, W, Z and every stage j in "
           "0..L, the stage-j links of Path(X,Y) and Path(W,Z) are equal iff s >= L-j and t >= j, "
           "where s = L - Ast(X↓W) and t = L - Ast(Y↑Z) (for each L up to the bound)",
           Expect::holds, Method::proof);

  // Theorems 2, 3, 4.
  list.add("omega.thm2.swap", "section 3.2, Theorem 2",
           "If Path(A,B) and Path(C,D) are disjoint, then Path(A,D) and Path(C,B) are disjoint (on "
           "the switch-level network, every link counted)",
           Expect::holds, Method::exhaustive);
  list.add("omega.thm2.bitvector", "section 3.2, Theorem 2",
           "Theorem 2 for every L-bit A, B, C, D, bit-precise (links as bit-vector concatenations)",
           Expect::holds, Method::proof);
  list.add("omega.thm3.suffix", "section 3.2, Theorem 3",
           "For L-bit addresses X, Y, Z: if Ast(X↓Y) >= Ast(X↓Z) then Ast(X↓Y) >= Ast(Y↓Z)",
           Expect::holds, Method::exhaustive);
  list.add("omega.thm3.bitvector", "section 3.2, Theorem 3",
           "Theorem 3 for every L-bit X, Y, Z, bit-precise (Ast counted bit by bit)", Expect::holds,
           Method::proof);
  list.add("omega.thm4.substitute", "section 3.2, Theorem 4",
           "If Path(A,B) and Path(E,F) are disjoint and a node C has Ast(C↓E) >= Ast(C↓A), then "
           "Path(C,B) and Path(E,F) are disjoint",
           Expect::holds, Method::exhaustive);
  list.add("omega.thm4.bitvector", "section 3.2, Theorem 4",
           "Theorem 4 for every L-bit A, B, C, E, F, bit-precise", Expect::holds, Method::proof);

  // Definition 3, Theorems 5, 6, 7.
  list.add("omega.def3.buddy_disjoint", "section 3.2, Definition 3 and the paragraph after Fig. 3",
           "If C_1 and C_2 are buddy k-bit subnetworks (Definition 3, tested node by node), every "
           "path with source and destination in C_1 is disjoint from every path with source and "
           "destination in C_2",
           Expect::holds, Method::exhaustive);
  list.add(
      "omega.thm5.literal", "section 3.3, Theorem 5 (statement as printed)",
      "C_1, C_2 buddy k-bit subnetworks, {Path1} and {Path2} sets of disjoint paths in C_1 and "
      "C_2, Path(A,B) in {Path1} and Path(C,D) in {Path2} with Ast(A↓C) <= Ast(X↓W) for every "
      "Path(X,Y) in {Path1} and Path(W,Z) in {Path2}: then Path(A,D), Path(C,B) and the paths "
      "of {Path1} and {Path2} are pairwise disjoint",
      Expect::refuted, Method::exhaustive,
      Erratum{"Path(A,D), Path(C,B) and the paths of {Path1} and {Path2} other than Path(A,B) "
              "and Path(C,D) (which they replace, as the text before Fig. 4 and the proof, with "
              "E != A and G != C, say) are pairwise disjoint",
              "omega.thm5.merge"});
  list.add(
      "omega.thm5.merge", "section 3.3, Theorem 5 (as its proof and section 4.1 use it)",
      "Under the hypotheses of Theorem 5, Path(A,D), Path(C,B) and the paths of {Path1} \\ "
      "{Path(A,B)} and {Path2} \\ {Path(C,D)} are pairwise disjoint (every disjoint path set of "
      "C_1 and C_2, every pair (A,C) with the least Ast(A↓C))",
      Expect::holds, Method::exhaustive);
  list.add("omega.thm5.large", "section 3.3, Theorem 5",
           "Theorem 5 (the replaced paths left out) for random disjoint path sets of larger buddy "
           "subnetworks",
           Expect::holds, Method::property);
  list.add("omega.thm6.reverse", "section 4.2, Theorem 6",
           "For any two distinct nodes A and B, Path(A,B) and Path(B,A) are disjoint",
           Expect::holds, Method::exhaustive);
  list.add(
      "omega.thm7.insert", "section 4.2, Theorem 7",
      "C_1, C_2 buddy k-bit subnetworks, Path(A,B) and Path(E,F) two disjoint paths in C_1, C a "
      "node of C_2 with Ast(C↓E) >= Ast(C↓A): then Path(A,C), Path(C,B) and Path(E,F) are "
      "pairwise disjoint",
      Expect::holds, Method::exhaustive);
  list.add("omega.thm7.proof_step3.literal", "section 4.2, proof of Theorem 7, part (3)",
           "For A in C_1 and C in C_2 (buddy k-bit subnetworks), Ast(A↓C) > L - k, and with "
           "Ast(C↑B) = k+1 for B in C_1, Ast(A↓C) + Ast(C↑B) > (L-k) + (k+1) = L + 1",
           Expect::refuted, Method::exhaustive,
           Erratum{"Ast(A↓C) >= L - k (equality when C = A with its (k+1)-th bit flipped), so "
                   "Ast(A↓C) + Ast(C↑B) >= L + 1 > L, which is all part (3) needs",
                   "omega.thm7.proof_step3.corrected"});
  list.add("omega.thm7.proof_step3.corrected", "section 4.2, proof of Theorem 7, part (3)",
           "For A, B in C_1 and C in C_2: Ast(A↓C) >= L - k, Ast(C↑B) = k + 1, and "
           "Ast(A↓C) + Ast(C↑B) > L",
           Expect::holds, Method::exhaustive);

  // Section 4.1 and the conclusion.
  list.add("omega.alg41.subnetworks.literal", "section 4.1, the paragraph after the algorithm",
           "The inner loop of level k visits every k-bit subnetwork: \"there are 2^{k-k} different "
           "k-bit subnetworks, so the algorithm can process these 2^{L-k} steps in parallel\" "
           "(1 <= k <= L)",
           Expect::refuted, Method::exhaustive,
           Erratum{"there are 2^{L-k} different k-bit subnetworks (the exponent is printed k-k)",
                   "omega.alg41.subnetworks.corrected"});
  list.add("omega.alg41.subnetworks.corrected", "section 4.1, the paragraph after the algorithm",
           "There are 2^{L-k} different k-bit subnetworks {x_1 ... x_{L-k} y ... y} (1 <= k <= L), "
           "counted node by node",
           Expect::holds, Method::exhaustive);
  list.add(
      "omega.ring.cycle", "section 4.1, the algorithm and section 4.2",
      "For every set of selected nodes, under every tie-break of the longest-common-suffix "
      "choices: after level k every k-bit subnetwork holds no node, one selected node, or one "
      "ring through exactly its selected nodes whose paths are pairwise disjoint on the network; "
      "after level L the result is one cycle through exactly the selected nodes (m >= 2) whose "
      "m paths are pairwise link-disjoint",
      Expect::holds, Method::exhaustive);
  list.add(
      "omega.ring.large", "section 4.1",
      "The ring of section 4.1 is one cycle through exactly the selected nodes with pairwise "
      "link-disjoint paths, for node sets of networks up to L = 16 (65,536 nodes) biased toward "
      "hard sets (dense, clustered, lone buddy pairs, one node per subnetwork), random "
      "tie-breaks",
      Expect::holds, Method::property);
  list.add(
      "omega.ring.l5", "section 4.1",
      "The ring of section 4.1 is one cycle through exactly the selected nodes with pairwise "
      "link-disjoint paths for every subset of the 32 nodes of the 32 x 32 network (L = 5), with "
      "the first and with the last candidate at every tie",
      Expect::holds, Method::exhaustive);
  list.add("omega.multicast.pipelined", "section 5 and section 1",
           "Along the ring, group multicast of m selected nodes takes m - 1 steps: in step t every "
           "node sends to its successor the message it received in step t-1 (its own in step 1); "
           "each step's m paths are set up at once without a link conflict on the network, after "
           "m - 1 steps every node holds all m messages, and after m - 2 steps not",
           Expect::holds, Method::exhaustive);
  list.add("omega.multicast.large", "section 5",
           "Pipelined group multicast along the ring of section 4.1 for random node sets up to "
           "L = 10 (1,024 nodes): m - 1 conflict-free steps deliver every message to every node",
           Expect::holds, Method::property);

  // The worked examples.
  list.add(
      "omega.example.conflict_2_6_6_5.literal",
      "section 3.1, the example after Theorem 1 (as printed)",
      "In the 8 x 8 network, Path(2,6) and Path(6,5) conflict: (X↓W) = (010↓110) = *10, "
      "(Y↑Z) = (110↑101) = 1**, Ast(X↓W) + Ast(Y↑Z) = 2 + 1 = 3, not > L",
      Expect::refuted, Method::exhaustive,
      Erratum{"Ast(X↓W) = Ast(*10) = 1 and Ast(Y↑Z) = Ast(1**) = 2: the sum is 1 + 2 = 3 (the two "
              "terms are printed swapped); it is not > L = 3, and the paths do conflict",
              "omega.example.conflict_2_6_6_5.corrected"});
  list.add("omega.example.conflict_2_6_6_5.corrected", "section 3.1, the example after Theorem 1",
           "In the 8 x 8 network, Path(2,6) and Path(6,5) conflict: (X↓W) = (010↓110) = *10, "
           "(Y↑Z) = (110↑101) = 1**, Ast(X↓W) + Ast(Y↑Z) = 1 + 2 = 3, not > L",
           Expect::holds, Method::exhaustive);
  list.add(
      "omega.example.disjoint_2_6_4_5", "section 3.2, the example after Theorem 2",
      "In the 8 x 8 network, Path(2,6) and Path(4,5) are disjoint: Ast(010↓100) + Ast(110↑101) "
      "= 2 + 2 = 4 > 3",
      Expect::holds, Method::exhaustive);
  list.add("omega.example.disjoint_2_5_4_6", "section 3.2, the example after Theorem 2",
           "With the destinations swapped, Path(2,5) and Path(4,6) are disjoint: Ast(010↓100) + "
           "Ast(101↑110) = 2 + 2 = 4 > 3",
           Expect::holds, Method::exhaustive);
  list.add(
      "omega.example.fig5_ring", "section 4.1, the example {0,2,3,5,6} and Fig. 5",
      "On the 8 x 8 network the selected nodes {0,2,3,5,6} are looped in 3 steps: steps 1 and 2 "
      "work on the 1-bit and 2-bit subnetworks, step 3 merges the rings of the two 2-bit "
      "subnetworks, and the ring order is {0,3,2,5,6}: 0 -> 3, 3 -> 2, 2 -> 5, 5 -> 6, 6 -> 0, "
      "five paths used at once without conflict (Fig. 5 itself is not in our copy)",
      Expect::holds, Method::exhaustive);
  return list.take();
}

}  // namespace cc
