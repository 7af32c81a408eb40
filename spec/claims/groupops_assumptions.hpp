// The passages of Ohtaki's lecture slides "並列分散コンピューティング (2) グループ操作" (parallel and
// distributed computing (2): group operations, on EREW shared memory, the hypercube and the
// binomial tree) that several groupops claims quote, and the assumptions they state (N = 2^d, ⊕
// associative). The claims themselves are declared with their checkers, one file per claim, in
// checkers/groupops/claims/.
//
// PEs P_1..P_N on the shared memory with cells A(1..N) and m, P_0..P_{N-1} on the hypercube and the
// binomial tree (nodes named by their hypercube labels), N = 2^d unless a claim says "any N".
// "Steps" are executed: loop iterations and EREW (sub-)steps on the PRAM executor, communication
// steps on the hypercube executor (spec/models/groupops.hpp, which states the readings of an EREW
// step) and on the binomial-tree executor (spec/models/binomial_net.hpp, which states its rules).
// The binomial tree's scatter, gather and reduction have no pseudocode in the slides; they are
// written from the tree (spec/algorithms/groupops_binomial.hpp). Each statement ends with what each
// budget covers (checkers/groupops/domains.hpp); the coverage of the slides, statement by
// statement, is docs/coverage/groupops.md.
#pragma once

#include "spec/claims/claim.hpp"

namespace cc::groupops_paper {

// What the slides assume, quoted. N = 2^d: the loop bound (log2 N) - 1 is an integer only then,
// the hypercube's labels are n-bit words, and every example has N = 8.
inline const Quote kLoopBound{"slides リダクション：手続き, ブロードキャスト：手続き化",
                              "for $j=0$ to $(\\log_2 N)-1$ do",
                              "for j = 0 to (log2 N) - 1 do: an integer bound only for N = 2^d; "
                              "every example of the slides has N = 8"};
inline const Quote kAssociative{
    "slide 補足", "「二項演算」は任意のものではなく、**結合律が成り立つもの**に限られる。",
    "the binary operation is not arbitrary: it is restricted to those for which the associative "
    "law holds (the only condition stated)"};

inline const Assumption kPowerOfTwoD{"N = 2^d", kLoopBound, [](const CaseValues& c) {
                                       const auto d = value_of(c, "d");
                                       return d >= 0 && d < 63;
                                     }};
inline const Assumption kPowerOfTwoN{"N = 2^d", kLoopBound, [](const CaseValues& c) {
                                       const auto n = value_of(c, "N");
                                       return n >= 1 && (n & (n - 1)) == 0;
                                     }};
// N = 2^d for the claims whose axis is d (or k, the binomial tree's level), tested on N where a
// case names it.
inline const Assumption kPowerOfTwo{"N = 2^d", kLoopBound, [](const CaseValues& c) {
                                      if (!c.count("N")) return true;
                                      const auto n = c.at("N");
                                      return n >= 1 && (n & (n - 1)) == 0;
                                    }};
inline const Assumption kAssoc{
    "⊕ associative (the interval witness, 2x2 matrices: associative, not "
    "commutative)",
    kAssociative, [](const CaseValues&) { return true; }};

}  // namespace cc::groupops_paper
