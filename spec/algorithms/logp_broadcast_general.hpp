// Every LogP broadcast program on P PEs, cycle by cycle, without the reductions of best_broadcast
// (logp_broadcast.cpp): a test of that search, and of the paper's "since each PE receives only
// once, broadcast paths form a tree" (section 1). In every cycle each PE that is not busy may stay
// idle, start a send of the message to any other PE (if it holds the message and its last send
// started g or more cycles ago), or start a receive of an arrived message (if its last receive
// started g or more cycles ago), whether it holds the message already or not; a send or a receive
// occupies its PE o cycles; a message sent at s can be received from s + o + L on, by its PE in any
// order and at any later time (or never before T: it is received after T, which changes nothing
// before). Only sends whose receive could end by T and receives that could end by T are tried:
// any other occupies its PE and changes nothing else before T. A PE holds the message from the start (the root, PE 0) or from the end of its first
// receive. Several messages per pair, messages to PEs that hold the message, receives that are
// never needed: all are allowed. The PEs other than the root are interchangeable, so a state is
// kept with them sorted. Requires o >= 1 (then every operation takes a cycle) and P <= 6.
#pragma once

#include <cstdint>
#include <vector>

#include "spec/models/logp.hpp"

namespace cc::logp {

// most[t] for t = 0..T: the most PEs that hold the message at time t over every program (an
// operation left out could not end by T, so by no t <= T either).
std::vector<std::uint64_t> general_broadcast_most(const Params& prm, Time T);

}  // namespace cc::logp
