// The passages of Lee and Lin, "Looping randomly selected nodes on multistage interconnection
// networks", that several omega claims quote, and the assumptions they state (N = 2^L, L >= 1;
// one message per unicast; the paths of one step share no channel). The claims themselves are
// declared with their checkers, one file per claim, in checkers/omega/claims/.
#pragma once

#include <string>

#include "spec/claims/claim.hpp"

namespace cc::omega_paper {

// Theorem 1 as the claims about its readings of "disjoint" state it.
inline const std::string kThm1 =
    "Path(X,Y) and Path(W,Z) are disjoint if and only if Ast(X↓W) + Ast(Y↑Z) > L";

inline const Quote kProofList{
    "section 3.1, proof of Theorem 1 (定理一)",
    "兩條路徑 $\\text{Path}(X, Y)$ 和 $\\text{Path}(W, Z)$ "
    "要互斥，則其每一階層完成時的位址都不能相同。",
    "for the two paths to be disjoint, their addresses at each stage must differ (the proof then "
    "lists the L addresses x_i..x_L y_1..y_{i-1}, 1 <= i <= L, and says: this is exactly "
    "Ast(X↓W) + Ast(Y↑Z) > L)"};
inline const Quote kChannels{
    "section 1",
    "在交連網路中的資源則是通道(channel)。一旦要傳送資料的處理器節點間的路徑所需的"
    "通道互相衝突(conflict)時",
    "the resource of the network is the channel; when the channels that the "
    "paths need conflict ...: every link a path occupies counts, the output "
    "link too"};
inline const Quote kCheckBeforeShuffle{
    "section 3.1",
    "這個方法就是在每一個階層開始做 shuffle "
    "之前，其實也就是在前一個階層完成之後，來檢查兩條路徑是否到達相同的位址",
    "the method checks, before each stage starts its shuffle (that is, after the previous stage "
    "completes), whether the two paths reach the same address: for stage 1 that is the source "
    "address, the input link"};
inline const Quote kShuffleFirst{
    "section 3.1", "每個階層又分成兩個小步驟，先做 shuffle 的動作，再經由交換元件選擇要走的路線。",
    "each stage has two sub-steps: first the shuffle, then the switch"};
inline const Quote kMulticastForward{
    "section 1",
    "也就是要讓在這一個群組中的處理器節點，能夠同時遞送出自身的資料給下一個節點，"
    "當每個處理器節點收到資料時，除了保留此資料外，再將這份資料傳給下一個節點。",
    "the nodes of the group send their own data to the next node at the same time; a node that "
    "receives data keeps it and passes this data on to the next node (a message is forwarded as "
    "it is, one per transmission)"};
inline const Assumption kOneMessage{
    "each transmission is one unicast carrying one message (forwarded as received)",
    kMulticastForward, [](const CaseValues&) { return true; }};
inline const Assumption kDisjointStep{"the paths of one step share no channel (every link counted)",
                                      kChannels, [](const CaseValues&) { return true; }};
inline const Quote kNetwork{
    "section 2.1",
    "一個 $N \\times N$ 的 Omega 網路是由 $L = \\log_2 N$ 個相同的階層(stage)所組成。",
    "an N x N Omega network consists of L = log2 N identical stages: N = 2^L, "
    "L >= 1"};
inline const Assumption kLAtLeast1{"N = 2^L, L >= 1", kNetwork,
                                   [](const CaseValues& c) { return value_of(c, "L") >= 1; }};

}  // namespace cc::omega_paper
