// The passages of Shou and Chen, "The implementation of optimal broadcast and summation algorithms
// in the LogP model", that several logp claims quote, and the assumptions they state: LogP with
// integer L, o, g, P; the paper assumes L, o, g > 0 (Theorem 2) and g >= o (introduction). Our copy
// lacks part of section 2 (the broadcast algorithm and Theorem 4's statement); the claims marked
// "reconstructed" state what the surviving text implies, as spec/algorithms/logp_broadcast.hpp
// explains. The claims themselves are declared with their checkers, one file per claim, in
// checkers/logp/claims/.
#pragma once

#include <string>

#include "spec/claims/claim.hpp"

namespace cc::logp_paper {

inline const Quote kGAtLeastO{"introduction (the model parameters)", "显然, g 至少应等于 o .",
                              "obviously, g should be at least o (g = o allowed)"};
inline const Quote kThm2Positive{
    "section 1, Theorem 2",
    "定理 2. 对任意的 $T \\geq 0, L > 0, o > 0$ 和 $g > 0$, 均有 $P(T; L, o, g) = "
    "f_T$",
    "Theorem 2: for any T >= 0, L > 0, o > 0 and g > 0, P(T; L, o, g) = f_T"};
inline const Quote kAnyP{
    "section 1, after Definition 4",
    "至此, 对任意的 $P > 0$, 根据定理 3 和定义 4 已可求出其 $T^*(P; L, o, g)$",
    "so for any P > 0, T*(P; L, o, g) can be computed from Theorem 3 and Definition 4"};
inline const Quote kLemma1{
    "section 3, Lemma 1",
    "非叶结点上的操作数个数 N_i 应为 $T_i - (\\lfloor (T_i - (L+2o+1))/g \\rfloor + "
    "1)(o+1) + 1$.",
    "a non-leaf node should hold N_i = T_i - (floor((T_i - (L+2o+1))/g) + 1)(o+1) + "
    "1 operands"};
inline const Quote kAbstractOptimal{
    "abstract",
    "文中针对单项播送与求和这 2 类基本问题,实现了它们在有任意参数的 LogP 模型上的最优算法,"
    "并对其时间复杂度进行了分析。",
    "for the two basic problems, single-item broadcast and summation, we implement their optimal "
    "algorithms on the LogP model with arbitrary parameters and analyse their time complexity"};
// Lemma 1's proof, the comment of Algorithm 2's step (4) and Theorem 5's proof on a node's
// children (the defect logp.child_count: the printed count is the children in OBT(f_T), the paper
// means the children in S*).
inline const Quote kLemma1ProofChildren{
    "section 3, proof of Lemma 1",
    "对非叶结点, 其孩子结点的总数为 $\\lfloor (T_i - (L+2o+1))/g \\rfloor + 1$.",
    "a non-leaf node has floor((T_i - (L+2o+1))/g) + 1 children (the count in OBT(f_T), "
    "asserted for every S*, also where P < f_T cuts children off)"};
inline const Quote kStep4Comment{"section 3, Algorithm 2, the comment of step (4)",
                                 "/*  $K_i$  为本处理机的孩子个数 */",
                                 "K_i is the number of children of this processor"};
inline const Quote kThm5ProofK{
    "section 3, proof of Theorem 5",
    "对处理机 (P_i, T_i) , 设其孩子个数为 K_i , 由引理 1, 知其 N_i 为 "
    "$T_i - K_i(o+1) + 1$. 又 $\\sum_{i=0}^{P-1} K_i = P-1$",
    "for node (P_i, T_i) let K_i be its number of children; by Lemma 1 its N_i is "
    "T_i - K_i(o+1) + 1, and sum K_i = P - 1 (true only for the children in S*)"};
inline const Assumption kGeO{
    "g >= o", kGAtLeastO, [](const CaseValues& c) { return value_of(c, "g") >= value_of(c, "o"); }};
inline const Assumption kOPositive{"o > 0 (L, o, g > 0)", kThm2Positive,
                                   [](const CaseValues& c) { return value_of(c, "o") >= 1; }};
inline const Assumption kPPositive{"P > 0", kAnyP,
                                   [](const CaseValues& c) { return value_of(c, "P") >= 1; }};

// What a claim's domain runs beyond the paper's assumptions (the counts of GBT assume Theorem 2's
// o > 0, which the theorem states for every g > 0; the broadcast and summation claims also the
// model's g >= o).
inline const std::string kRunsOZero = "its domain also runs o = 0, outside Theorem 2's o > 0";
inline const std::string kRunsGBelowO = "its domain also runs g < o, outside the model's g >= o";
inline const std::string kRunsOZeroAndGBelowO =
    "its domain also runs o = 0 and g < o, outside the paper's o > 0 and g >= o";

}  // namespace cc::logp_paper
