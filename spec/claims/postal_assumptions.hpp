// The passages of Lin and Yeh, "Communication-optimal parallel prefix computation in the postal
// model", that the postal claims quote, and the assumptions they state (k >= 1,
// lambda >= 1, section 3.1's count read without the cut-off at n). The claims themselves are
// declared with their checkers, one file per claim, in checkers/postal/claims/.
#pragma once

#include "spec/claims/claim.hpp"
#include "spec/models/postal.hpp"

namespace cc::postal_paper {

inline const Quote kKPorts{"section 1", "故又稱為 k -埠模式，其中 $k \\geq 1$",
                           "hence it is called the k-port model, where k >= 1"};
inline const Quote kLambda{"section 1",
                           "其中 $\\lambda \\geq 1$ 。當 $\\lambda = 1$ ，相當於不考慮郵遞模式。",
                           "where lambda >= 1; lambda = 1 is the model without postal delay"};
inline const Assumption kKAtLeast1{"k >= 1", kKPorts,
                                   [](const CaseValues& c) { return value_of(c, "k") >= 1; }};
inline const Assumption kLambdaAtLeast1{
    "lambda >= 1", kLambda, [](const CaseValues& c) { return value_of(c, "lambda") >= 1; }};
inline const Quote kSec31Count{
    "section 3.1",
    "由定理 1 的證明過程可知，在第 $j+\\lambda-2 \\geq 0$ 步之後，最多有 $G(j+\\lambda-2)$ "
    "個處理器擁有 $v(0)$ ；在第 $j+\\lambda-1$ 步之後，最多有 $G(j+\\lambda-1) = "
    "G(j+\\lambda-2) + kG(j-1)$ 個處理器擁有 $v(0)$ 。",
    "from the proof of Theorem 1, after step j+lambda-2 >= 0 at most G(j+lambda-2) PEs hold v(0); "
    "after step j+lambda-1 at most G(j+lambda-1) = G(j+lambda-2) + kG(j-1) PEs hold v(0) (a "
    "count with no n in it)"};
inline const Quote kSec31Must{
    "section 3.1",
    "亦即，通訊步數最佳的演算法必須有 $kG(j-1)$ 個處理器在第 $j+\\lambda-1$ "
    "步收到第 j 步所傳來，具有 $v(0)$ 的資料。",
    "that is, an algorithm optimal in communication steps must have kG(j-1) PEs receive in step "
    "j+lambda-1 data with v(0) sent in step j"};
inline const Quote kThm1{
    "section 2, Theorem 1",
    "定理 1：在 k -埠郵遞模式下，使用 n 個處理器，則前置計算演算法所需要的最少通訊步數為 "
    "$\\min \\{i | G(i) \\geq n\\}$ ，其中",
    "Theorem 1: in the k-port postal model with n PEs, the least number of communication steps "
    "of a prefix algorithm is min{i | G(i) >= n}"};
inline const Quote kEveryPeNeedsV0{"section 2, proof of Theorem 1",
                                   "所以每一個處理器都要有 $v(0)$ 或 $v(0)$ 參與計算所得到的值。",
                                   "so every PE must have v(0) or a value computed with v(0)"};
// Section 3.1's count read without truncation at n, for a step of an m-step algorithm.
inline const Assumption kUncut{
    "1 <= j, j + lambda - 1 <= m and G(j + lambda - 1) <= n", kSec31Count, [](const CaseValues& c) {
      const auto n = value_of(c, "n"), k = value_of(c, "k"), lambda = value_of(c, "lambda"),
                 j = value_of(c, "j");
      if (n < 1 || k < 1 || lambda < 1 || j < 1) return false;
      postal::GSequence G(static_cast<u64>(k), static_cast<u64>(lambda));
      const auto m = static_cast<std::int64_t>(G.min_steps(static_cast<u64>(n)));
      return j + lambda - 1 <= m &&
             G(static_cast<std::size_t>(j + lambda - 1)) <= static_cast<u64>(n);
    }};

}  // namespace cc::postal_paper
