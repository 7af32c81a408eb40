// Claims of Lin and Yeh, "Communication-optimal parallel prefix computation in the postal model".
// k-port lambda-postal model, n PEs fully connected; Theorem 1 (lower bound G), Lemma 2 (who
// receives what), Lemma 3 (c(i) after every step), Theorem 4 (Algorithm A is correct in m steps),
// Algorithm B (p < n PEs), and the worked examples n = 10, k = 2, lambda = 3 and n = 80, p = 10;
// section 3.1's "an optimal algorithm must have kG(j-1) receivers" and the optimality of Algorithm
// B, both against every schedule. Assumptions: k >= 1, lambda >= 1, the operator associative but
// not commutative.
#include "spec/models/postal.hpp"

#include "spec/claims/claim.hpp"

namespace cc {

namespace {

const Quote kKPorts{"section 1", "故又稱為 k -埠模式，其中 $k \\geq 1$",
                    "hence it is called the k-port model, where k >= 1"};
const Quote kLambda{"section 1",
                    "其中 $\\lambda \\geq 1$ 。當 $\\lambda = 1$ ，相當於不考慮郵遞模式。",
                    "where lambda >= 1; lambda = 1 is the model without postal delay"};
const Assumption kKAtLeast1{"k >= 1", kKPorts,
                            [](const CaseValues& c) { return value_of(c, "k") >= 1; }};
const Assumption kLambdaAtLeast1{"lambda >= 1", kLambda,
                                 [](const CaseValues& c) { return value_of(c, "lambda") >= 1; }};
const Quote kSec31Count{
    "section 3.1",
    "由定理 1 的證明過程可知，在第 $j+\\lambda-2 \\geq 0$ 步之後，最多有 $G(j+\\lambda-2)$ "
    "個處理器擁有 $v(0)$ ；在第 $j+\\lambda-1$ 步之後，最多有 $G(j+\\lambda-1) = "
    "G(j+\\lambda-2) + kG(j-1)$ 個處理器擁有 $v(0)$ 。",
    "from the proof of Theorem 1, after step j+lambda-2 >= 0 at most G(j+lambda-2) PEs hold v(0); "
    "after step j+lambda-1 at most G(j+lambda-1) = G(j+lambda-2) + kG(j-1) PEs hold v(0) (a "
    "count with no n in it)"};
const Quote kSec31Must{
    "section 3.1",
    "亦即，通訊步數最佳的演算法必須有 $kG(j-1)$ 個處理器在第 $j+\\lambda-1$ "
    "步收到第 j 步所傳來，具有 $v(0)$ 的資料。",
    "that is, an algorithm optimal in communication steps must have kG(j-1) PEs receive in step "
    "j+lambda-1 data with v(0) sent in step j"};
const Quote kThm1{
    "section 2, Theorem 1",
    "定理 1：在 k -埠郵遞模式下，使用 n 個處理器，則前置計算演算法所需要的最少通訊步數為 "
    "$\\min \\{i | G(i) \\geq n\\}$ ，其中",
    "Theorem 1: in the k-port postal model with n PEs, the least number of communication steps "
    "of a prefix algorithm is min{i | G(i) >= n}"};
const Quote kEveryPeNeedsV0{"section 2, proof of Theorem 1",
                            "所以每一個處理器都要有 $v(0)$ 或 $v(0)$ 參與計算所得到的值。",
                            "so every PE must have v(0) or a value computed with v(0)"};
// Section 3.1's count read without truncation at n, for a step of an m-step algorithm.
const Assumption kUncut{
    "1 <= j, j + lambda - 1 <= m and G(j + lambda - 1) <= n", kSec31Count, [](const CaseValues& c) {
      const auto n = value_of(c, "n"), k = value_of(c, "k"), lambda = value_of(c, "lambda"),
                 j = value_of(c, "j");
      if (n < 1 || k < 1 || lambda < 1 || j < 1) return false;
      postal::GSequence G(static_cast<u64>(k), static_cast<u64>(lambda));
      const auto m = static_cast<std::int64_t>(G.min_steps(static_cast<u64>(n)));
      return j + lambda - 1 <= m &&
             G(static_cast<std::size_t>(j + lambda - 1)) <= static_cast<u64>(n);
    }};

}  // namespace

std::vector<ClaimSpec> postal_claims() {
  ClaimList list("postal");

  list.add(
      "postal.thm1.counting_step", "section 2, Theorem 1 (proof)",
      "Under the k-port lambda-postal rules the number of PEs holding v(0) after step j is at most "
      "G(j), where G(j) = 1 for 0 <= j < lambda and G(j) = G(j-1) + k G(j-lambda) for j >= lambda "
      "(the induction step, for all j >= 1, k >= 1, lambda >= 1; G(0) = 1 is the base)",
      Expect::holds, Method::proof);
  list.add(
      "postal.thm1.bmc", "section 2, Theorem 1",
      "A prefix computation on n PEs needs at least m = min{i | G(i) >= n} communication steps: no "
      "k-port lambda-postal schedule gets v(0) to all n PEs within m-1 steps, and one does within "
      "m steps. Every n <= 12, k, lambda <= 3 on ci (smoke n <= 6, k, lambda <= 2; deep "
      "n <= 16, k, lambda <= 3); the schedules move v(0) only, which every prefix algorithm "
      "must (the proof's reduction)",
      Expect::holds, Method::proof);
  list.add("postal.sec31.receivers.literal", "section 3.1, the derivation of the send rule",
           "An algorithm optimal in communication steps (all prefixes after m = min{i | G(i) >= n} "
           "steps) must have kG(j-1) PEs receive, in step j+lambda-1, data with v(0) sent in step "
           "j; "
           "read where the count is not cut off by n (G(j+lambda-1) <= n) and for the steps of the "
           "algorithm (1 <= j, j+lambda-1 <= m). Against every schedule: a BMC over every "
           "broadcast of "
           "v(0) (which every prefix algorithm contains) with fewer receivers, and, where one "
           "exists, "
           "a whole prefix schedule found by a second BMC and replayed on the executor; n <= 8, k, "
           "lambda <= 3 on ci (smoke n <= 5, k, lambda <= 2; deep n <= 10)",
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::erratum,
               "only the last step is forced: an optimal algorithm needs G(m) >= n after step m, "
               "not the most PEs after every step; where n < G(m) an earlier step can deliver "
               "fewer. The necessity holds when no slack is left, n = G(m) "
               "(postal.sec31.receivers.tight); Algorithm A delivers min(kG(j-1), n - "
               "G(j+lambda-2)) (postal.trees.holders)",
               "postal.sec31.receivers.tight",
               "the sentence states a necessity for every step-optimal algorithm (必須), inside "
               "k >= 1, lambda >= 1 and without the cut-off at n; it fails at n = 4, k = 1, "
               "lambda = 2, j = 2 (G(3) = 3 <= 4, m = 4): a prefix algorithm of 4 steps, replayed, "
               "with no PE receiving v(0) in step 3. No proof uses the sentence (Theorem 4 follows "
               "from Lemma 3), so nothing else is affected",
               {kSec31Count, kSec31Must, kThm1},
               {{"n", 4}, {"k", 1}, {"lambda", 2}, {"j", 2}}})
      .assume({kKAtLeast1, kLambdaAtLeast1, kUncut});
  list.add(
      "postal.sec31.receivers.tight", "section 3.1, the derivation of the send rule",
      "Where no slack is left, n = G(m): every k-port lambda-postal schedule that gets v(0) to all "
      "n PEs within m steps has at least kG(j-1) PEs receive v(0) in step j+lambda-1, for every "
      "1 <= j <= m-lambda+1 (so every prefix algorithm optimal in steps does). BMC over every "
      "schedule, each n = G(m) <= 12 with k, lambda <= 3 on ci (smoke n <= 6, k, lambda <= 2; "
      "deep n <= 16)",
      Expect::holds, Method::proof);
  list.add(
      "postal.algA.ports", "section 3.2, U_{x,j}, W_{y,j} and Fig. 3",
      "In Algorithm A every PE x sends in step j (1 <= j <= m-lambda+1) to the PEs U_{x,j}, every "
      "PE y receives in step j (lambda <= j <= m) from the PEs W_{y,j} what they sent in step "
      "j-lambda+1, and no step exceeds k sends or k receives per PE; every n <= 1024, k, lambda <= "
      "8 on ci (smoke n <= 64, k, lambda <= 4; deep n <= 16384)",
      Expect::holds, Method::exhaustive);
  list.add(
          "postal.lemma2.literal", "section 3.2, Lemma 2 (statement as printed)",
          "In step j >= lambda of Algorithm A: (1) PE i, 0 <= i < G(j-1), receives nothing; (2) if "
          "G(j-1) + s G(j-lambda) <= i < G(j-1) + (s+1) G(j-lambda), 0 <= s <= k-1, PE i receives "
          "c(i - G(j-1) - u G(j-lambda)) from PE (i - G(j-1) - u G(j-lambda)) for all u in {0..s}; "
          "(3) if G(j-1) + t G(j-lambda) <= i < n, PE i receives c(i - G(j-1) + t G(j-lambda)) "
          "from PE "
          "(i - G(j-1) + t G(j-lambda)) for all t in {0..k-1} (the free t of the condition read as "
          "k, "
          "as the proof has it; the printed + sign checked); every n <= 1024, k, lambda <= 8 on ci "
          "(smoke n <= 64, k, lambda <= 4; deep n <= 16384)",
          Expect::refuted, Method::exhaustive,
          Finding{
              Kind::misprint,
              "case (3) reads: if G(j-1) + k G(j-lambda) <= i < n, PE i receives "
              "c(i - G(j-1) - t G(j-lambda)) from PE (i - G(j-1) - t G(j-lambda)) for all t in "
              "{0..k-1} (the bound is k, as in the proof, and the sign is minus)",
              "postal.lemma2.corrected",
              "the proof of Lemma 2's case 3, the definition of W_{y,j} and the proof of Lemma 3 "
              "all have k in the condition and a minus sign; so read, Lemma 2 holds (the check "
              "reads the printed free t as k, as the proof does, and tests the sign)",
              {{"section 3.2, Lemma 2 (預備定理 2), case 3 as printed",
                "情況 3.若 $G(j-1) + tG(j-\\lambda) \\leq i < n$ ，則對所有的 $t \\in \\{0, 1, "
                "\\dots, k-1\\}$ ，PE i 會由 PE $(i - G(j-1) + tG(j-\\lambda))$ 收到",
                "case 3: if G(j-1) + tG(j-lambda) <= i < n, then for all t in {0..k-1} PE i "
                "receives from PE (i - G(j-1) + tG(j-lambda))"},
               {"section 3.2, proof of Lemma 2, case 3",
                "所以在第 j 步，對所有的 $t \\in \\{0, 1, \\dots, k-1\\}$ ，PE i 會由 PE $(i - "
                "G(j-1) - tG(j-\\lambda))$ 收到 $c(i - G(j-1) - tG(j-\\lambda))$ 。Q.E.D.",
                "so in step j, for every t in {0..k-1}, PE i receives c(i - G(j-1) - tG(j-lambda)) "
                "from PE (i - G(j-1) - tG(j-lambda))"},
               {"section 3.2, the definition of W",
                "$$W_{y,j} = \\{x \\mid x = y - G(j-1) - iG(j-\\lambda) \\geq 0, j \\geq "
                "\\lambda, 0 \\leq i \\leq k-1 \\text{ 且 } i \\text{ 為整數}\\},$$",
                "W_{y,j}: the senders y - G(j-1) - iG(j-lambda), with a minus sign"}},
              {{"n", 4}, {"k", 2}, {"lambda", 1}}})
      .assume({kKAtLeast1, kLambdaAtLeast1});
  list.add(
      "postal.lemma2.corrected", "section 3.2, Lemma 2 (as its proof uses it)",
      "Lemma 2 with case (3) as: if G(j-1) + k G(j-lambda) <= i < n, PE i receives "
      "c(i - G(j-1) - t G(j-lambda)) from PE (i - G(j-1) - t G(j-lambda)) for all t in {0..k-1}; "
      "and every message received in step j was sent in step j-lambda+1; every n <= 1024, k, "
      "lambda <= 8 on ci (smoke n <= 64, k, lambda <= 4; deep n <= 16384)",
      Expect::holds, Method::exhaustive);
  list.add("postal.lemma3.contents", "section 3.2, Lemma 3",
           "After every step j >= 1 of Algorithm A, c(i) = 0:i for 0 <= i < G(j) and "
           "c(i) = (i-G(j)+1):i for G(j) <= i < n; every n <= 1024, k, lambda <= 8 on ci (smoke n "
           "<= 64, k, lambda <= 4; deep n <= 16384)",
           Expect::holds, Method::exhaustive);
  list.add("postal.lemma3.induction_arith", "section 3.2, Lemma 3 (proof, case 1 and case 2)",
           "The ranges combined in step T+1 are adjacent and in order: for x_t = i - G(T) - t "
           "G(T-lambda+1), the range received from x_{t} ends at x_t and the one from x_{t+1} ends "
           "where the former starts minus one, and the k+1 ranges together are "
           "(i - G(T+1) + 1):i (all T, k >= 1, lambda >= 1)",
           Expect::holds, Method::proof);
  list.add(
      "postal.thm4.optimal", "section 3.2, Theorem 4 and Theorem 1",
      "Algorithm A leaves c(i) = 0:i on every PE after exactly m = min{j | G(j) >= n} steps and "
      "not after m-1, so the lower bound of Theorem 1 is tight; every n <= 1024, k, lambda <= 8 on "
      "ci (smoke n <= 64, k, lambda <= 4; deep n <= 16384)",
      Expect::holds, Method::exhaustive);
  list.add("postal.thm4.large", "section 3.2, Lemma 3 and Theorem 4",
           "Lemma 3 after every step and Theorem 4 after step m, for large n, k and lambda: 200 "
           "random cases on ci (smoke 20, deep 2000), n up to 10^5 (a third near a G(j)), k and "
           "lambda up to 64",
           Expect::holds, Method::property);
  list.add("postal.algB.correct", "section 4, Algorithm B (Fig. 4)",
           "With p < n PEs, PEs 0 .. n-p floor(n/p)-1 holding ceil(n/p) values and the others "
           "floor(n/p), Algorithm B leaves every prefix 0:x in u(x) after min{j | G(j) >= p} "
           "communication steps; every n <= 128, p < n, k, lambda <= 3 on ci (smoke n <= 40; "
           "deep n <= 512, k, lambda <= 4)",
           Expect::holds, Method::exhaustive);
  list.add(
      "postal.algB.cd", "section 4, the text before Fig. 4",
      "After step m of Algorithm B, c(i) = 0:(e_i - 1) and d(i) = 0:s_i for the first index s_i "
      "and the end e_i of PE i's block (0:(i+1)q-1 and 0:iq when q = n/p is an integer); every "
      "n <= 128, p < n, k, lambda <= 3 on ci (smoke n <= 40; deep n <= 512, k, lambda <= 4)",
      Expect::holds, Method::exhaustive);
  list.add("postal.algB.large", "section 4, Algorithm B",
           "Algorithm B is correct in min{j | G(j) >= p} steps for large n, p, k and lambda: 200 "
           "random cases on ci (smoke 20, deep 2000), n up to 10^6, p up to 10^4, k and lambda "
           "up to 64",
           Expect::holds, Method::property);
  list.add(
          "postal.algB.optimal", "section 1, section 4 and section 5",
          "Algorithm B finishes in the fewest communication steps possible with p < n PEs: every "
          "PE "
          "holds at least one value and needs v(0) (PE 0's), so by Theorem 1 with n := p no k-port "
          "lambda-postal schedule on p PEs gets v(0) to all of them within m_p - 1 steps, m_p = "
          "min{j | G(j) >= p} (BMC over every schedule, decoded and replayed), one does within "
          "m_p, "
          "and B finishes in m_p steps (executed, n = p + 1 and n = 2p + 1). Every p <= 8, k, "
          "lambda <= 3 on ci (smoke p <= 5, k, lambda <= 2; deep p <= 12)",
          Expect::holds, Method::proof)
      .assume({kKAtLeast1,
               kLambdaAtLeast1,
               {"every PE needs v(0)", kEveryPeNeedsV0, [](const CaseValues&) { return true; }}});
  list.add(
          "postal.trees.literal", "section 3.1, T_i and U_{x,j} (as printed)",
          "T_i is built by adding, in construction step j, the nodes U_{x,j} as children of every "
          "node "
          "x of the tree after step j-1; the result is a spanning tree of nodes i..n-1 in which a "
          "node "
          "added in step j adds children only from step j+lambda on; every n <= 128, k, lambda <= "
          "4 "
          "and root on ci (smoke n <= 24, k, lambda <= 3; deep n <= 512)",
          Expect::refuted, Method::exhaustive,
          Finding{
              Kind::misprint,
              "only the nodes that already hold the value (the root, and the nodes added in step "
              "j-lambda or earlier: the solid nodes of Fig. 1) add the children U_{x,j} in step j",
              "postal.trees.holders",
              "the defining sentence reads as if every node of the tree adds children, but the "
              "same paragraph, the legend of Fig. 1, the send rule (only the G(j-1) holders send) "
              "and the worked T_0 (U_{1,2} is not used) restrict it to the nodes that hold the "
              "value",
              {{"section 3.1, the definition of U_{x,j}",
                "令 x 表示第 $j-1 \\geq 0$ 步後生成樹中的一個節點，我們以 $U_{x,j}$ "
                "表示在第 j 個建構步驟中，所有新加入成為節點 x 的子節點的集合",
                "let x be a node of the tree after step j-1; U_{x,j} is the set of all nodes added "
                "as children of x in construction step j"},
               {"section 3.1, the same paragraph",
                "因此，在生成樹 T_i 的建構過程中，在第 j 步加入的子節點，在第 $j+\\lambda$ "
                "步才能夠再增加新的子節點。",
                "hence, while building T_i, a child added in step j can add new children only in "
                "step j+lambda"},
               {"section 3.1, Fig. 1",
                "圖1中的實心黑點，表示此節點可以增加新的子節點；空心的節點代表在該建構步驟中增加的"
                "節點，"
                "這些節點在 $\\lambda-1$ 步之後才能夠再加入新的子節點。",
                "the solid dots of Fig. 1 may add children; hollow nodes were added in this step "
                "and can add children only after lambda-1 more steps"}},
              {{"n", 4}, {"k", 1}, {"lambda", 2}, {"root", 0}}})
      .assume({kKAtLeast1, kLambdaAtLeast1});
  list.add(
      "postal.trees.holders", "section 3.1, Fig. 1",
      "Adding U_{x,j} in step j to every node x that holds the value (the root, or a node added in "
      "step j-lambda or earlier) builds a spanning tree T_i of nodes i..n-1, each node added once, "
      "complete after min{j | G(j) >= n-i} steps; every n <= 128, k, lambda <= 4 and root on ci "
      "(smoke n <= 24, k, lambda <= 3; deep n <= 512)",
      Expect::holds, Method::exhaustive);
  list.add(
      "postal.trees.carries", "section 3.2, the paragraph before W_{y,j}",
      "The construction steps of T_i are the steps of Algorithm A that send v(i): a PE y > i that "
      "is added to T_i in construction step s first holds a value containing v(i) after step "
      "s + lambda - 1; every n <= 128, k, lambda <= 4 and every i on ci (smoke n <= 24, k, "
      "lambda <= 3; deep n <= 512)",
      Expect::holds, Method::exhaustive);
  list.add("postal.example.g_values", "section 3.1, the example n = 10, k = 2, lambda = 3",
           "G(0) = 1, G(1) = 1, G(2) = 1, G(3) = 3, G(4) = 5, G(5) = 7, G(6) = 13, so m = 6",
           Expect::holds, Method::exhaustive);
  list.add(
      "postal.example.t0_steps", "section 3.1, Fig. 1",
      "T_0 for n = 10, k = 2, lambda = 3: step 1 U_{0,1} = {1,2}; step 2 U_{0,2} = {3,4}; step 3 "
      "U_{0,3} = {5,6}; step 4 U_{0,4} = {7}, U_{1,4} = {8}, U_{2,4} = {9}; U_{x,j} is empty for "
      "j >= 5 and 0 <= x <= 9",
      Expect::holds, Method::exhaustive);
  list.add(
      "postal.example.a_sets.literal", "section 3.2, the walk-through of Algorithm A (as printed)",
      "For n = 10, k = 2, lambda = 3 the U and W sets of the text: U_{i,1} = {i+1, i+2} (i < 8), "
      "U_{8,1} = {9}; U_{i,2} = {i+3, i+4} (i < 6), U_{6,2} = {9}; U_{i,3} = {i+5, i+6} (i < 4), "
      "U_{4,3} = {9}; U_{i,4} = {i+7} (i < 3); W_{0,3} = {}, W_{1,3} = {10}, W_{i,3} = {i-2, i-1} "
      "(2 <= i < 10); W_{i,4} = {} (i < 3), W_{3,4} = {0}, W_{i,4} = {i-4, i-3} (4 <= i < 10); "
      "W_{i,5} = {} (i < 5), W_{5,5} = {0}, W_{i,5} = {i-6, i-5} (6 <= i < 10); W_{i,6} = {} "
      "(i < 7), W_{i,6} = {i-7} (7 <= i < 10)",
      Expect::refuted, Method::exhaustive,
      Finding{Kind::misprint,
              "W_{1,3} = {0} (as the walk-through of Algorithm B prints it and the definition of "
              "W_{y,j} gives; PE 10 does not exist for n = 10)",
              "postal.example.a_sets.corrected",
              "{10} names a PE that does not exist; the paper's own walk-through of Algorithm B, "
              "with the same k, lambda and ten PEs, prints {0}",
              {{"section 3.2, the walk-through of Algorithm A",
                "$W_{0,3} = \\emptyset$ ， $W_{1,3} = \\{10\\}$ ，而對於 $2 \\leq i < 10$ ， "
                "$W_{i,3} = \\{i-2, i-1\\}$ 。",
                "W_{0,3} = {}, W_{1,3} = {10}, and W_{i,3} = {i-2, i-1} for 2 <= i < 10"},
               {"section 4, the walk-through of Algorithm B",
                "$W_{0,3} = \\emptyset$ ， $W_{1,3} = \\{0\\}$ ，而對於 $2 \\leq i < 10$ ， "
                "$W_{i,3} = \\{i-2, i-1\\}$ 。",
                "W_{0,3} = {}, W_{1,3} = {0}, and W_{i,3} = {i-2, i-1} for 2 <= i < 10"}},
              {}});
  list.add("postal.example.a_sets.corrected", "section 3.2, the walk-through of Algorithm A",
           "The U and W sets of the walk-through of Algorithm A with W_{1,3} = {0}, as executed",
           Expect::holds, Method::exhaustive);
  list.add(
      "postal.example.a_table", "section 3.2, C_0 .. C_6 for n = 10, k = 2, lambda = 3",
      "C_0 = C_1 = C_2 = <0, 1, ..., 9>; C_3 = <0, 0:1, 0:2, 1:3, 2:4, 3:5, 4:6, 5:7, 6:8, 7:9>; "
      "C_4 = <0, 0:1, 0:2, 0:3, 0:4, 1:5, 2:6, 3:7, 4:8, 5:9>; C_5 = <0, 0:1, ..., 0:6, 1:7, 2:8, "
      "3:9>; C_6 = <0, 0:1, ..., 0:9>",
      Expect::holds, Method::exhaustive);
  list.add("postal.example.b_table", "section 4, C_j and D_j for n = 80, p = 10, k = 2, lambda = 3",
           "The C_0 .. C_6 and D_0 .. D_6 tables and the U and W sets of the walk-through of "
           "Algorithm B, and u(8i+j) = 0:(8i+j) at the end",
           Expect::holds, Method::exhaustive);
  list.add("postal.example.b_distribution", "section 4, n = 75, p = 10",
           "With n = 75 and p = 10, PE 0 to PE 4 each hold 8 values and PE 5 to PE 9 each hold 7",
           Expect::holds, Method::exhaustive);
  // Every claim runs inside the model's k >= 1, lambda >= 1 (the domains start at 1).
  auto v = list.take();
  for (auto& c : v)
    if (c.assumptions.empty()) c.assumptions = {kKAtLeast1, kLambdaAtLeast1};
  return v;
}

}  // namespace cc
