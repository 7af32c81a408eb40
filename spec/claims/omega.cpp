// Claims of Lee and Lin, "Looping randomly selected nodes on multistage interconnection networks"
// (1997). An N x N Omega network, N = 2^L, at switch level (perfect shuffle + 2x2 switches,
// destination-tag routing); Path(X,Y) is the list of links it occupies, input and output links
// included, and two paths conflict when they share a link. Definitions 1-3 (low-bit and high-bit
// operations, Ast, buddy subnetworks), Theorems 1-7 and the steps of their proofs (the switch rule
// before Theorem 1, the common low bits of Theorem 3, the inequalities of Theorems 5, 6, 7), the
// ring-merging algorithm of section 4.1, pipelined group multicast (section 5) and its fewest steps
// against every schedule, and the worked examples (Path(2,6)/Path(6,5), Path(2,6)/Path(4,5),
// Path(2,5)/Path(4,6), the ring of {0,2,3,5,6}, Fig. 5). Assumptions: 1 <= L <= 64; addresses x_1
// ... x_L, x_1 the highest bit.
#include "spec/claims/claim.hpp"

namespace cc {

namespace {

const Quote kProofList{
    "section 3.1, proof of Theorem 1 (定理一)",
    "兩條路徑 $\\text{Path}(X, Y)$ 和 $\\text{Path}(W, Z)$ "
    "要互斥，則其每一階層完成時的位址都不能相同。",
    "for the two paths to be disjoint, their addresses at each stage must differ (the proof then "
    "lists the L addresses x_i..x_L y_1..y_{i-1}, 1 <= i <= L, and says: this is exactly "
    "Ast(X↓W) + Ast(Y↑Z) > L)"};
const Quote kChannels{
    "section 1",
    "在交連網路中的資源則是通道(channel)。一旦要傳送資料的處理器節點間的路徑所需的"
    "通道互相衝突(conflict)時",
    "the resource of the network is the channel; when the channels that the "
    "paths need conflict ...: every link a path occupies counts, the output "
    "link too"};
const Quote kCheckBeforeShuffle{
    "section 3.1",
    "這個方法就是在每一個階層開始做 shuffle "
    "之前，其實也就是在前一個階層完成之後，來檢查兩條路徑是否到達相同的位址",
    "the method checks, before each stage starts its shuffle (that is, after the previous stage "
    "completes), whether the two paths reach the same address: for stage 1 that is the source "
    "address, the input link"};
const Quote kSwitchInputs{
    "section 3.1, before Theorem 1",
    "很明顯的，若這兩條路徑到達一個 2×2 交換元件的不同輸入端，不論此交換元件是何種狀態，"
    "都不會在交換元件這個步驟中發生衝突。",
    "clearly, if the two paths reach different inputs of a 2x2 switch, they never conflict in "
    "the switch step, whatever the state of the switch"};
const Quote kSwitchSameInput{
    "section 3.1, before Theorem 1",
    "在交換元件這個步驟中要發生衝突，除非是兩條路徑到達同一個交換元件的同一個輸入端。",
    "a conflict in the switch step happens only if the two paths reach the same input of the "
    "same switch"};
const Quote kSwitchStates{
    "section 3.1",
    "在前面已提過，交換元件在 Omega 網路中只存在兩種狀態，分別是 straight 和 interchange。",
    "a switch of the Omega network has only two states, straight and interchange (in either "
    "one its two inputs leave on different outputs)"};
const Quote kMulticastForward{
    "section 1",
    "也就是要讓在這一個群組中的處理器節點，能夠同時遞送出自身的資料給下一個節點，"
    "當每個處理器節點收到資料時，除了保留此資料外，再將這份資料傳給下一個節點。",
    "the nodes of the group send their own data to the next node at the same time; a node that "
    "receives data keeps it and passes this data on to the next node (a message is forwarded as "
    "it is, one per transmission)"};
const Quote kUnicasts{"abstract",
                      "然而由於硬體的限制，往往是藉由多次的 unicast 來達到 multicast 的效果。",
                      "because of hardware limits, multicast is done by several unicasts"};
const Quote kFewest{"section 3.1, after the example of Theorem 1",
                    "如此，就可以利用管線的方式在最少的傳遞次數下完成 group multicast 的工作。",
                    "so group multicast can be done by pipelining with the fewest transmissions"};
const Quote kMostEfficient{
    "section 1",
    "對於這些需要做 group multicast 運算的處理器節點，想要加速其資訊傳遞的時間，"
    "使用管線方式是最有效的方法。",
    "to speed up the transmissions of the nodes that do group multicast, pipelining is the most "
    "efficient method"};
const Assumption kOneMessage{
    "each transmission is one unicast carrying one message (forwarded as received)",
    kMulticastForward, [](const CaseValues&) { return true; }};
const Assumption kDisjointStep{"the paths of one step share no channel (every link counted)",
                               kChannels, [](const CaseValues&) { return true; }};

const Quote kNetwork{
    "section 2.1",
    "一個 $N \\times N$ 的 Omega 網路是由 $L = \\log_2 N$ 個相同的階層(stage)所組成。",
    "an N x N Omega network consists of L = log2 N identical stages: N = 2^L, "
    "L >= 1"};
const Assumption kLAtLeast1{"N = 2^L, L >= 1", kNetwork,
                            [](const CaseValues& c) { return value_of(c, "L") >= 1; }};
const Quote kShuffleFirst{
    "section 3.1", "每個階層又分成兩個小步驟，先做 shuffle 的動作，再經由交換元件選擇要走的路線。",
    "each stage has two sub-steps: first the shuffle, then the switch"};

}  // namespace

std::vector<ClaimSpec> omega_claims() {
  ClaimList list("omega");
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
           "↑ is commutative, (B↑D) = (D↑B), and so is ↓ (the patterns, not only their Ast); every "
           "pair of L-bit addresses, L <= 10 on ci (smoke L <= 6, deep L <= 12)",
           Expect::holds, Method::exhaustive);

  // Theorem 1 and the readings of "disjoint".
  list.add("omega.thm1.disjointness", "section 3.1, Theorem 1",
           "In the N x N Omega network, L = log2 N, " + thm1 +
               ", for every ordered pair of distinct paths; disjoint means sharing none of the L+1 "
               "links (stage, address) of the switch-level route: the input link, the L-1 links "
               "between stages and the output link (stages 0..L). Checked on the network for every "
               "pair of paths of the networks with L <= 8 on ci and deep (smoke L <= 4); for every "
               "L <= 64 only on the paper's address formula (omega.thm1.bitvector)",
           Expect::holds, Method::exhaustive);
  list.add(
      "omega.thm1.proof_addresses", "section 3.1, proof of Theorem 1 and Fig. 2",
      "Path(X,Y) arriving at stage i has the address x_i x_{i+1} ... x_L y_1 y_2 ... y_{i-1}, "
      "1 <= i <= L (the link that enters stage i's shuffle, as the switch-level route has it); "
      "this is also the link of the bit-vector encoding of omega.thm1.bitvector. Every X, Y of "
      "the networks L <= 8 on ci (smoke L <= 6, deep L <= 12)",
      Expect::holds, Method::exhaustive);
  list.add(
      "omega.thm1.proof_links.literal", "section 3.1, Theorem 1 and its proof",
      thm1 +
          ", where disjoint is read as the proof reads it: the addresses x_i..x_L y_1.."
          "y_{i-1} and w_i..w_L z_1..z_{i-1} differ for 1 <= i <= L, i.e. no shared link "
          "among stages 0..L-1 (the output link is not compared); every pair of paths, L <= 8 "
          "on ci and deep (smoke L <= 4)",
      Expect::refuted, Method::exhaustive,
      Finding{
          Kind::proof_gap,
          "with the output link left out, Path(X,Y) and Path(W,Z) share no link of stages "
          "0..L-1 iff Ast(X↓W) + Ast(Y↑Z) > L or Ast(X↓W) = L (x_L != w_L): two paths that "
          "differ in their sources' last bit meet at most on the output link; with the output "
          "address y_1..y_L compared too (i = L + 1) the proof's equivalence holds",
          "omega.thm1.proof_links.corrected",
          "the proof compares the addresses of stages 1..L only and calls that exactly "
          "Ast(X↓W) + Ast(Y↑Z) > L; the two differ only for paths with one destination. "
          "Theorem 1 itself, with every channel counted as the paper means, holds",
          {kProofList,
           {"section 3.1",
            "很明顯的，若這兩條路徑到達一個 2×2 交換元件的不同輸入端，不論此交換元件是何種狀態，"
            "都不會在交換元件這個步驟中發生衝突。",
            "clearly, two paths that reach different inputs of a 2x2 switch never conflict at "
            "the switch, whatever its state (false at the last stage when both need the same "
            "output: the step the proof leaves out)"},
           kChannels},
          {{"L", 1}, {"X", 0}, {"Y", 0}},
          "omega.thm1.disjointness"});
  list.add("omega.thm1.proof_links.corrected", "section 3.1, proof of Theorem 1",
           "Path(X,Y) and Path(W,Z) share no link of stages 0..L-1 iff Ast(X↓W) + Ast(Y↑Z) > L or "
           "Ast(X↓W) = L; every pair of paths of the networks L <= 8 on ci and deep (smoke L <= 4)",
           Expect::holds, Method::exhaustive);
  list.add("omega.thm1.switch_links.literal", "section 3.1, the text before Theorem 1",
           thm1 +
               ", where disjoint is read as the text before the theorem reads it: \"after each "
               "stage completes, compare the addresses after the switch\", i.e. no shared link "
               "among stages 1..L (the input link is not compared); every pair of paths, L <= 8 "
               "on ci and deep (smoke L <= 4)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::beyond_scope,
                   "with the input link left out, Path(X,Y) and Path(W,Z) share no link of stages "
                   "1..L iff Ast(X↓W) + Ast(Y↑Z) > L or Ast(Y↑Z) = L (y_1 != z_1); it differs "
                   "from Theorem 1 only for paths with one source, never on a ring",
                   "omega.thm1.switch_links.corrected",
                   "\"compare the addresses after the switch\" describes how to check, not what "
                   "disjoint means: the sentence before it checks before every shuffle, the "
                   "first of which takes the input link, and the proof's first term compares X "
                   "with W; the paper never states Theorem 1 under this reading",
                   {{"section 3.1, the text before Theorem 1",
                     "我們要檢查的方式就是在每一個階層完成後，來比對兩條路徑是否有到達相同的位址。"
                     "因此，就是要比對經過交換元件的位址。",
                     "our check is, after each stage completes, to compare whether the two paths "
                     "reach the same address, i.e. to compare the addresses after the switch"},
                    kCheckBeforeShuffle,
                    kShuffleFirst},
                   {{"L", 1}, {"X", 0}, {"Y", 0}}})
      .extend(
          "counts only the links after the switches (stages 1..L), a reading of disjoint "
          "that the paper does not make");
  list.add("omega.thm1.switch_links.corrected", "section 3.1, the text before Theorem 1",
           "Path(X,Y) and Path(W,Z) share no link of stages 1..L iff Ast(X↓W) + Ast(Y↑Z) > L or "
           "Ast(Y↑Z) = L; every pair of paths of the networks L <= 8 on ci and deep (smoke L <= 4)",
           Expect::holds, Method::exhaustive);
  list.add("omega.thm1.inner_links.literal", "section 3.1, the paragraph on links and shuffles",
           thm1 +
               ", where disjoint is read as sharing none of the links between stages, the fixed "
               "shuffle connections (stages 1..L-1; input and output links not compared); every "
               "pair of paths, L <= 8 on ci and deep (smoke L <= 4)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::beyond_scope,
                   "Path(X,Y) and Path(W,Z) share no link of stages 1..L-1 iff Ast(X↓W) + Ast(Y↑Z) "
                   "> L or Ast(X↓W) = L or Ast(Y↑Z) = L",
                   "omega.thm1.inner_links.corrected",
                   "withdrawn as a finding about the paper: no passage reads disjoint as sharing "
                   "none of the inner links only; the paragraph cited says every stage starts "
                   "with a shuffle and the check runs before each, so the input link is compared. "
                   "Kept as a note for users who would count only the inner links",
                   {{"section 3.1, the paragraph on links and shuffles",
                     "在 Fig. 1 的 Omega 網路架構圖可以看到，這些階層間的連接(links)就是為了做 "
                     "shuffle 的動作，且其連接方式是固定的。",
                     "in Fig. 1 the links between stages do the shuffle and are fixed (this does "
                     "not define disjointness)"},
                    kCheckBeforeShuffle,
                    kShuffleFirst},
                   {{"L", 1}, {"X", 0}, {"Y", 0}}})
      .extend(
          "counts only the links between stages (1..L-1), a reading of disjoint that no "
          "passage of the paper makes");
  list.add("omega.thm1.inner_links.corrected", "section 3.1",
           "Path(X,Y) and Path(W,Z) share no link of stages 1..L-1 iff Ast(X↓W) + Ast(Y↑Z) > L or "
           "Ast(X↓W) = L or Ast(Y↑Z) = L; every pair of paths of the networks L <= 8 on ci and "
           "deep (smoke L <= 4)",
           Expect::holds, Method::exhaustive);
  list.add("omega.sec31.switch_inputs.literal", "section 3.1, the switch step before Theorem 1",
           "Two paths that reach different inputs of one 2x2 switch never conflict at it, whatever "
           "its state (they do not leave it on the same output link); checked on the switches "
           "every pair of paths crosses, every stage, networks L <= 6 on ci (smoke L <= 4, deep "
           "L <= 8)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::proof_gap,
                   "two paths on different inputs of a stage-i switch conflict at it (leave on the "
                   "same output link) iff their tag bits agree, y_i = z_i; for i < L that output "
                   "link is the address compared before stage i+1's shuffle, so the check catches "
                   "it there; at i = L it is the output link (Y = Z), which the proof's "
                   "comparison, 1 <= i <= L, never makes",
                   "omega.sec31.switch_inputs.corrected",
                   "in either state a 2x2 switch sends its two inputs to different outputs, so two "
                   "paths that need the same output cannot pass together; the argument that leads "
                   "to Theorem 1 rests on the sentence, and at the last stage it is the step the "
                   "proof misses (omega.thm1.proof_links.literal). Theorem 1, every link counted, "
                   "holds",
                   {kSwitchInputs, kSwitchSameInput, kSwitchStates, kProofList},
                   {{"L", 1}, {"X", 0}, {"Y", 0}},
                   "omega.thm1.disjointness"});
  list.add("omega.sec31.switch_inputs.corrected", "section 3.1, the switch step before Theorem 1",
           "Two paths on different inputs of one switch of stage i conflict at it (share the link "
           "leaving it) iff y_i = z_i, the tag bits of their destinations; at the last stage "
           "(i = L) only when Y = Z. Every pair of paths, every stage, networks L <= 6 on ci "
           "(smoke L <= 4, deep L <= 8)",
           Expect::holds, Method::exhaustive);
  list.add(
      "omega.thm1.bitvector", "section 3.1, Theorem 1",
      "Theorem 1 for every L-bit X, Y, W, Z, bit-precise: the stage-j link of Path(X,Y) is the "
      "bit-vector concatenation of the low L-j bits of X and the high j bits of Y (j = 0..L), "
      "Ast is the number of * of X↓W and Y↑Z bit by bit, and some link is shared iff "
      "Ast(X↓W) + Ast(Y↑Z) <= L (one query for each L <= 64 on ci and deep; smoke L <= 12)",
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
           "where s = L - Ast(X↓W) and t = L - Ast(Y↑Z) (one query for each L <= 64 on ci and "
           "deep; smoke L <= 12)",
           Expect::holds, Method::proof);

  // Theorems 2, 3, 4.
  list.add("omega.thm2.swap", "section 3.2, Theorem 2",
           "If Path(A,B) and Path(C,D) are disjoint, then Path(A,D) and Path(C,B) are disjoint (on "
           "the switch-level network, every link counted; every A, B, C, D of the networks L <= 6 "
           "on ci, smoke L <= 4, deep L <= 7)",
           Expect::holds, Method::exhaustive);
  list.add("omega.thm2.bitvector", "section 3.2, Theorem 2",
           "Theorem 2 for every L-bit A, B, C, D, bit-precise (links as bit-vector "
           "concatenations; one query for each L <= 64 on ci and deep, smoke L <= 12)",
           Expect::holds, Method::proof);
  list.add("omega.thm3.suffix", "section 3.2, Theorem 3",
           "For L-bit addresses X, Y, Z: if Ast(X↓Y) >= Ast(X↓Z) then Ast(X↓Y) >= Ast(Y↓Z) (every "
           "X, Y, Z with L <= 7 on ci; smoke L <= 4, deep L <= 8)",
           Expect::holds, Method::exhaustive);
  list.add("omega.thm3.bitvector", "section 3.2, Theorem 3",
           "Theorem 3 for every L-bit X, Y, Z, bit-precise (Ast counted bit by bit; one query for "
           "each L <= 64 on ci and deep, smoke L <= 12)",
           Expect::holds, Method::proof);
  list.add(
      "omega.thm3.proof_step.literal", "section 3.2, proof of Theorem 3",
      "With X↓Y = *..* x_i .. x_L and X↓Z = *..* x_j .. x_L, Ast(X↓Y) >= Ast(X↓Z) (so i >= j; "
      "the printed pattern keeps at least one bit, i <= L): Y and Z have at least i low bits in "
      "common. Every X, Y, Z with L <= 8 on ci (smoke L <= 6, deep L <= 10)",
      Expect::refuted, Method::exhaustive,
      Finding{
          Kind::misprint,
          "Y and Z agree in the bits i .. L, at least L - i + 1 low bits, so Y↓Z = *..* y_k "
          ".. y_L with k <= i",
          "omega.thm3.proof_step.corrected",
          "the next line of the same proof, Y↓Z = *..* y_k .. y_L with k <= i, is what Y and "
          "Z agreeing from bit i on gives (L - i + 1 low bits), not i low bits; the proof "
          "uses only that, and Theorem 3 holds (omega.thm3.suffix)",
          {{"section 3.2, proof of Theorem 3 (定理三)",
            "故 $i \\geq j$ 。可知 Y 和 Z 的低位元位址至少有 i 位元相同。因此可以假設， "
            "$Y \\downarrow Z = * * \\dots * y_k \\dots y_L$, $k \\leq i$ 。",
            "so i >= j. Hence Y and Z have at least i low bits in common. So we may assume "
            "Y↓Z = **..* y_k .. y_L, k <= i"},
           {"section 3.2, proof of Theorem 3", "$X \\downarrow Y = * * \\dots * x_i \\dots x_L$,",
            "X↓Y = **..* x_i .. x_L: X and Y agree in the bits i .. L, L - i + 1 of them"}},
          {{"L", 2}, {"X", 0}}});
  list.add("omega.thm3.proof_step.corrected", "section 3.2, proof of Theorem 3",
           "With X↓Y = *..* x_i .. x_L (i <= L) and X↓Z = *..* x_j .. x_L, i >= j: Y and Z have "
           "at least L - i + 1 low bits in common, and Y↓Z = *..* y_k .. y_L with k <= i. Every "
           "X, Y, Z with L <= 8 on ci (smoke L <= 6, deep L <= 10)",
           Expect::holds, Method::exhaustive);
  list.add("omega.thm4.substitute", "section 3.2, Theorem 4",
           "If Path(A,B) and Path(E,F) are disjoint and a node C has Ast(C↓E) >= Ast(C↓A), then "
           "Path(C,B) and Path(E,F) are disjoint (every A, B, C, E, F of the networks L <= 6 on "
           "ci and deep; smoke L <= 4)",
           Expect::holds, Method::exhaustive);
  list.add("omega.thm4.bitvector", "section 3.2, Theorem 4",
           "Theorem 4 for every L-bit A, B, C, E, F, bit-precise (one query for each L <= 64 on ci "
           "and deep; smoke L <= 12)",
           Expect::holds, Method::proof);

  // Definition 3, Theorems 5, 6, 7.
  list.add("omega.def3.buddy_disjoint", "section 3.2, Definition 3 and the paragraph after Fig. 3",
           "If C_1 and C_2 are buddy k-bit subnetworks (Definition 3, tested node by node), every "
           "path with source and destination in C_1 is disjoint from every path with source and "
           "destination in C_2 (every buddy pair, every k < L, networks L <= 8 on ci and deep; "
           "smoke L <= 5)",
           Expect::holds, Method::exhaustive);
  list.add(
      "omega.thm5.literal", "section 3.3, Theorem 5 (statement as printed)",
      "C_1, C_2 buddy k-bit subnetworks, {Path1} and {Path2} sets of disjoint paths in C_1 and "
      "C_2, Path(A,B) in {Path1} and Path(C,D) in {Path2} with Ast(A↓C) <= Ast(X↓W) for every "
      "Path(X,Y) in {Path1} and Path(W,Z) in {Path2}: then Path(A,D), Path(C,B) and the paths "
      "of {Path1} and {Path2} are pairwise disjoint (every disjoint path set, L <= 4 and "
      "k <= 2 on ci; smoke L <= 3, deep L <= 6)",
      Expect::refuted, Method::exhaustive,
      Finding{Kind::misprint,
              "Path(A,D), Path(C,B) and the paths of {Path1} and {Path2} other than Path(A,B) "
              "and Path(C,D) (which they replace, as the text before Fig. 4 and the proof, with "
              "E != A and G != C, say) are pairwise disjoint",
              "omega.thm5.merge",
              "the statement keeps the replaced paths, but the text before Fig. 4, the proof "
              "(E != A, G != C) and the algorithm of section 4.1 all replace Path(A,B) and "
              "Path(C,D); so read, Theorem 5 holds (the least instance has k = 0; at k = 1, "
              "L = 2 the new Path(0,3) shares node 0's input link with the kept Path(0,1))",
              {{"section 3.3, Theorem 5 (定理五)",
                "則 Path(A,D)、Path(C,B) 以及 $\\{\\text{Path}1\\}$ 和 $\\{\\text{Path}2\\}$ "
                "中的路徑皆彼此互斥。",
                "then Path(A,D), Path(C,B) and the paths in {Path1} and {Path2} are pairwise "
                "disjoint"},
               {"section 3.2, before Fig. 4",
                "這個動作其實是建立 $\\text{Path}(A, D)$ 和 $\\text{Path}(C, B)$ ，並且取代原來的 "
                "$\\text{Path}(A, B)$ 和 $\\text{Path}(C, D)$ 。",
                "this builds Path(A,D) and Path(C,B) and replaces the original Path(A,B) and "
                "Path(C,D)"},
               {"section 3.3, proof of Theorem 5",
                "假設 $\\text{Path}(E,F) \\in \\{\\text{Path}1\\}$, $E \\neq A$ ，且 "
                "$\\text{Path}(G,H) \\in \\{\\text{Path}2\\}$, $G \\neq C$ 。",
                "let Path(E,F) in {Path1} with E != A, and Path(G,H) in {Path2} with G != C"}},
              {{"L", 1}, {"k", 0}, {"q", 0}}});
  list.add(
      "omega.thm5.merge", "section 3.3, Theorem 5 (as its proof and section 4.1 use it)",
      "Under the hypotheses of Theorem 5, Path(A,D), Path(C,B) and the paths of {Path1} \\ "
      "{Path(A,B)} and {Path2} \\ {Path(C,D)} are pairwise disjoint (every disjoint path set of "
      "C_1 and C_2, every pair (A,C) with the least Ast(A↓C); buddy k-bit subnetworks with "
      "0 <= k <= 2 of the networks L <= 4 on ci, L <= 3 on smoke, L <= 6 on deep: the paper's "
      "quantifier over every k and L is not covered beyond these)",
      Expect::holds, Method::exhaustive);
  list.add("omega.thm5.proof_step1", "section 3.3, proof of Theorem 5, part (1)",
           "For buddy k-bit subnetworks C_1, C_2: Ast(D↑F) = k+1 for D in C_2 and F in C_1, "
           "Ast(A↓E) > L - k for distinct A, E in C_1, so Ast(A↓E) + Ast(D↑F) > (L-k) + (k+1) = "
           "L+1 (Definitions 1 and 2; every k < L, every buddy pair, L <= 8 on ci and deep, smoke "
           "L <= 5)",
           Expect::holds, Method::exhaustive);
  list.add("omega.thm5.large", "section 3.3, Theorem 5",
           "Theorem 5 (the replaced paths left out) for random disjoint path sets of larger buddy "
           "subnetworks: 200 random cases with L <= 12 on ci (smoke 20 with L <= 8, deep 2000 "
           "with L <= 14)",
           Expect::holds, Method::property);
  list.add("omega.thm6.reverse", "section 4.2, Theorem 6",
           "For any two distinct nodes A and B, Path(A,B) and Path(B,A) are disjoint (every pair "
           "of the networks L <= 10 on ci; smoke L <= 6, deep L <= 12)",
           Expect::holds, Method::exhaustive);
  list.add("omega.thm6.proof_step", "section 4.2, proof of Theorem 6",
           "For distinct A, B with k = Ast(A↓B): k != 0 and Ast(B↑A) = Ast(A↑B) > L - k, so "
           "Ast(A↓B) + Ast(B↑A) > L (Definitions 1 and 2; every A, B of L <= 10 bits on ci, smoke "
           "L <= 6, deep L <= 12)",
           Expect::holds, Method::exhaustive);
  list.add(
      "omega.thm7.insert", "section 4.2, Theorem 7",
      "C_1, C_2 buddy k-bit subnetworks, Path(A,B) and Path(E,F) two disjoint paths in C_1, C a "
      "node of C_2 with Ast(C↓E) >= Ast(C↓A): then Path(A,C), Path(C,B) and Path(E,F) are "
      "pairwise disjoint (every k, every A, B, E, F, C of the networks L <= 6 on ci; smoke "
      "L <= 4, deep L <= 7)",
      Expect::holds, Method::exhaustive);
  list.add("omega.thm7.proof_step1", "section 4.2, proof of Theorem 7, part (1)",
           "For buddy k-bit subnetworks C_1, C_2, B and F in C_1 and C in C_2: Ast(C↑F) > "
           "Ast(B↑F) (Definition 2; every k < L, every buddy pair, L <= 8 on ci and deep, smoke "
           "L <= 5)",
           Expect::holds, Method::exhaustive);
  list.add("omega.thm7.proof_step3.literal", "section 4.2, proof of Theorem 7, part (3)",
           "For A in C_1 and C in C_2 (buddy k-bit subnetworks), Ast(A↓C) > L - k, and with "
           "Ast(C↑B) = k+1 for B in C_1, Ast(A↓C) + Ast(C↑B) > (L-k) + (k+1) = L + 1 (every k, "
           "A, B, C, L <= 8 on ci and deep; smoke L <= 4)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::proof_gap,
                   "Ast(A↓C) >= L - k (equality when A and C share their k low bits), so "
                   "Ast(A↓C) + Ast(C↑B) >= L + 1 > L, which is all part (3) needs",
                   "omega.thm7.proof_step3.corrected",
                   "the step Ast(A↓C) > L - k is false (it holds for two nodes of one subnetwork, "
                   "as in the proof of Theorem 5, not for A in C_1 and C in C_2), while >= L - k "
                   "suffices and Theorem 7 holds",
                   {{"section 4.2, proof of Theorem 7 (定理七), part (3)",
                     "所以 $\\text{Ast}(A \\downarrow C) > L - k$ ， $\\text{Ast}(C \\uparrow B) = "
                     "k + 1$ 。",
                     "so Ast(A↓C) > L - k and Ast(C↑B) = k + 1"}},
                   {{"L", 2}, {"k", 1}, {"q", 0}},
                   "omega.thm7.insert"});
  list.add("omega.thm7.proof_step3.corrected", "section 4.2, proof of Theorem 7, part (3)",
           "For A, B in C_1 and C in C_2: Ast(A↓C) >= L - k, Ast(C↑B) = k + 1, and "
           "Ast(A↓C) + Ast(C↑B) > L (every 1 <= k < L, A, B, C of the networks L <= 8 on ci and "
           "deep; smoke L <= 4)",
           Expect::holds, Method::exhaustive);

  // Section 4.1 and the conclusion.
  list.add(
      "omega.alg41.subnetworks.literal", "section 4.1, the paragraph after the algorithm",
      "The inner loop of level k visits every k-bit subnetwork: \"there are 2^{k-k} different "
      "k-bit subnetworks, so the algorithm can process these 2^{L-k} steps in parallel\" "
      "(1 <= k <= L; L <= 16 on ci, smoke L <= 10, deep L <= 20)",
      Expect::refuted, Method::exhaustive,
      Finding{Kind::misprint,
              "there are 2^{L-k} different k-bit subnetworks (the exponent is printed k-k)",
              "omega.alg41.subnetworks.corrected",
              "the same sentence calls them \"these 2^{L-k} steps\" and the loop header "
              "has L-k free bits",
              {{"section 4.1",
                "因為有 2^{k-k} 個不同的 k 位元子網路，這個演算法可以平行處理這 2^{L-k} 個步驟。",
                "since there are 2^{k-k} different k-bit subnetworks, the algorithm can "
                "process these 2^{L-k} steps in parallel"},
               {"section 4.1, the algorithm",
                "For 所有的 k 位元子網路 $\\{x_1 x_2 \\dots x_{L-k} yy \\dots y\\}$, $x_1 x_2 "
                "\\dots x_{L-k} \\in \\{0,1\\}$ DO",
                "for all k-bit subnetworks {x_1 x_2 ... x_{L-k} yy...y}"}},
              {{"L", 2}, {"k", 1}}});
  list.add("omega.alg41.subnetworks.corrected", "section 4.1, the paragraph after the algorithm",
           "There are 2^{L-k} different k-bit subnetworks {x_1 ... x_{L-k} y ... y} (1 <= k <= L), "
           "counted node by node (L <= 16 on ci; smoke L <= 10, deep L <= 20)",
           Expect::holds, Method::exhaustive);
  list.add(
      "omega.ring.cycle", "section 4.1, the algorithm and section 4.2",
      "For every set of selected nodes of the networks with L <= 4 (N <= 16; the same on every "
      "budget: larger networks only in omega.ring.l5 and omega.ring.large), under every "
      "tie-break of the longest-common-suffix choices: after level k every k-bit subnetwork holds "
      "no node, one selected node, or one "
      "ring through exactly its selected nodes whose paths are pairwise disjoint on the network; "
      "after level L the result is one cycle through exactly the selected nodes (m >= 2) whose "
      "m paths are pairwise link-disjoint",
      Expect::holds, Method::exhaustive);
  list.add(
      "omega.ring.large", "section 4.1",
      "The ring of section 4.1 is one cycle through exactly the selected nodes with pairwise "
      "link-disjoint paths, for node sets of networks up to L = 16 (65,536 nodes) biased toward "
      "hard sets (dense, clustered, lone buddy pairs, one node per subnetwork), random "
      "tie-breaks: 200 random sets on ci (smoke 20, deep 2000)",
      Expect::holds, Method::property);
  list.add(
      "omega.ring.l5", "section 4.1",
      "The ring of section 4.1 is one cycle through exactly the selected nodes with pairwise "
      "link-disjoint paths on the 32 x 32 network (L = 5), with the first and with the last "
      "candidate at every tie: on ci every subset of nodes 0..20 (2^21 of the 2^32 subsets; "
      "nodes 21..31 never selected), on smoke every subset of nodes 0..16, on deep every subset "
      "of the 32 nodes",
      Expect::holds, Method::exhaustive);
  list.add("omega.multicast.pipelined", "section 5 and section 1",
           "Along the ring, group multicast of m selected nodes takes m - 1 steps: in step t every "
           "node sends to its successor the message it received in step t-1 (its own in step 1); "
           "each step's m paths are set up at once without a link conflict on the network, after "
           "m - 1 steps every node holds all m messages, and after m - 2 steps not; every set of "
           "m >= 2 nodes of the networks with L <= 4 (N <= 16) on every budget, every tie-break",
           Expect::holds, Method::exhaustive);
  list.add("omega.multicast.large", "section 5",
           "Pipelined group multicast along the ring of section 4.1 for random node sets up to "
           "L = 10 (1,024 nodes): m - 1 conflict-free steps deliver every message to every node "
           "(200 random sets on ci, smoke 20, deep 2000)",
           Expect::holds, Method::property);

  list.add(
          "omega.multicast.fewest", "section 3.1 and section 1 (fewest transmissions)",
          "Group multicast of m >= 2 selected nodes needs m - 1 steps, the number the ring's "
          "pipeline "
          "takes: no schedule of the model finishes within m - 2 steps, where a step is any set of "
          "unicasts whose paths share no link of the network (so a node sends at most one and "
          "receives at most one message per step), each carrying one message its sender holds; and "
          "the ring of section 4.1 finishes in m - 1. Every schedule (breadth-first over what each "
          "node holds), every node set of the networks L <= 2 and every set of at most 4 nodes at "
          "L = 3 on ci (smoke L <= 2; deep at most 5 nodes at L = 3)",
          Expect::holds, Method::exhaustive)
      .assume({kOneMessage, kDisjointStep});
  list.add(
          "omega.multicast.fewest.combining", "section 3.1 and section 1 (fewest transmissions)",
          "If a transmission could carry every message its sender holds (combined into one), group "
          "multicast of m nodes would still need m - 1 steps; every schedule, the domain of "
          "omega.multicast.fewest (ci: every node set of L <= 2, at most 4 nodes at L = 3)",
          Expect::refuted, Method::exhaustive,
          Finding{
              Kind::beyond_scope,
              "with combining, fewer steps can do: the four nodes of the 4 x 4 network finish in "
              "2 steps (recursive doubling on disjoint paths); the paper's m - 1 is the fewest "
              "for one message per transmission, as its pipeline forwards them "
              "(omega.multicast.fewest)",
              "omega.multicast.fewest",
              "the paper forwards each message as it is, one per transmission, and claims the "
              "fewest transmissions only for that; combining messages is a model it does not use",
              {kFewest, kMostEfficient, kMulticastForward, kUnicasts},
              {{"m", 4}, {"L", 2}, {"mask", 15}}})
      .extend(
          "reads a transmission as carrying every message its sender holds (combined), a "
          "reading the paper does not make: it forwards each message as received");

  // The worked examples.
  list.add(
      "omega.example.conflict_2_6_6_5.literal",
      "section 3.1, the example after Theorem 1 (as printed)",
      "In the 8 x 8 network, Path(2,6) and Path(6,5) conflict: (X↓W) = (010↓110) = *10, "
      "(Y↑Z) = (110↑101) = 1**, Ast(X↓W) + Ast(Y↑Z) = 2 + 1 = 3, not > L",
      Expect::refuted, Method::exhaustive,
      Finding{Kind::misprint,
              "Ast(X↓W) = Ast(*10) = 1 and Ast(Y↑Z) = Ast(1**) = 2: the sum is 1 + 2 = 3 (the two "
              "terms are printed swapped); it is not > L = 3, and the paths do conflict",
              "omega.example.conflict_2_6_6_5.corrected",
              "the patterns printed just above (*10, 1**) and the example after Theorem 2 (Ast "
              "counts the *) fix the terms as 1 and 2; the sum 3 and the conclusion are right",
              {{"section 3.1, the example after Theorem 1",
                "由於 $\\text{Ast}(X \\downarrow W) + \\text{Ast}(Y \\uparrow Z) = 2 + 1 = 3$, "
                "並沒有大於 L , 我們由定理一可知這兩條路徑會發生衝突。",
                "since Ast(X↓W) + Ast(Y↑Z) = 2 + 1 = 3 is not greater than L, the two paths "
                "conflict by Theorem 1"},
               {"section 3.2, the example after Theorem 2",
                "$\\text{Ast}(010 \\downarrow 100) + \\text{Ast}(110 \\uparrow 101) = 2+2=4 > 3$",
                "Ast(010↓100) + Ast(110↑101) = 2 + 2 = 4 > 3 (**0 and 1** each count 2: Ast "
                "counts the *)"}},
              {}});
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
  // Every claim runs on N = 2^L nodes, L >= 1 (the domains start at L = 1).
  auto v = list.take();
  for (auto& c : v)
    if (c.assumptions.empty()) c.assumptions = {kLAtLeast1};
  return v;
}

}  // namespace cc
