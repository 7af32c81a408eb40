// Bounded model checks for collcheck synth on the two models of Ohtaki's slides (docs/synth.md,
// "Hypercube and EREW PRAM"): the hypercube (docs/schedule-format.md, "hypercube": one dimension d
// per step, every message between i and i XOR 2^d, one send and one receive per PE and step, a
// message of several registers) and the EREW PRAM ("pram": one access, read or write, per PE and
// step, one access per cell and step, cells 0..N).
//
// Two queries per model:
//  - window_bmc, the search: schedules of the *window class*. Every PE keeps R slots (registers
//    c, s, u, ...; slot 0 is c, the result), each empty or holding one interval lo:hi of operands
//    (x_lo (+) ... (+) x_hi, in order). In a step the hypercube PE i sends all its non-empty slots
//    to i XOR 2^d when that PE exists (an exchange; the receiver gets them in m0, m1, ...); a PRAM
//    PE reads one cell into t, writes one of its slots into one cell, or does nothing. At the end
//    of the step each slot becomes one of: itself, a copy of a piece (a slot or a received value),
//    or two or three distinct pieces combined in order, each interval ending just before the
//    next begins (so the combination is right for a non-commutative operator). Slot 0 is never empty (except on the
//    PEs that start empty, broadcast). A sat model is a schedule, decoded by synth and replayed on
//    the executor.
//  - flow_bmc, the certificate: every schedule of the model, whatever it computes, abstracted to
//    which operands each PE (and each cell) depends on: a message (a read) adds what the sender
//    (the cell) depends on; a write makes the cell depend on what the writer depends on. The goal
//    is the necessary condition of the collective: PE i depends on every operand its result
//    holds (prefix: 0..i; allreduce: all; reduce: PE 0 on all; broadcast: every PE on the root's).
//    The abstraction only enlarges dependencies (a message or cell may in truth carry less), so a
//    correct schedule of T steps gives a model of the query: unsat at T proves that none exists.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "proofs/engine.hpp"

namespace cc::proofs {

enum class GroupModel { hypercube, pram };
enum class GroupCollective { broadcast, reduce, prefix, allreduce };

// A planted defect of the window encoding (tests): drop_adjacent leaves out "each interval ends
// just before the next begins" from a combination (both models).
enum class WindowPlant { none, drop_adjacent };

// What slot r becomes at the end of a step: unchanged (p < 0), a copy of piece p (q < 0), p then
// q combined (u < 0), or p then q then u. Pieces: 0 .. R-1 the PE's own slots; hypercube R .. 2R-1 the partner's slots
// (received this step); pram R the cell read this step.
struct WindowChoice {
  int p = -1, q = -1, u = -1;
};

struct WindowStep {
  std::uint32_t dim = 0;                          // hypercube
  std::vector<std::vector<std::uint32_t>> read, write;  // pram, per PE: the cell read, written
  std::vector<std::uint32_t> wslot;               // pram, per PE: the slot written
  std::vector<std::vector<WindowChoice>> choice;  // [pe][slot]
  std::vector<std::vector<bool>> valid;           // [pe][slot] non-empty after the step
};

struct WindowResult {
  ProofResult result;  // proved: no schedule of the class; counterexample: `steps` is one
  std::vector<WindowStep> steps;
};

// The dimensions of the smallest cube that holds N PEs (0 for N = 1).
std::uint32_t cube_dims(std::uint32_t N);

// The least T with Fibonacci F(T + 1) >= N (F(1) = F(2) = 1): the EREW PRAM's information count
// (docs/synth.md): after t steps a PE depends on at most F(t + 1) operands and a cell on at most
// F(t), since a read adds a cell's (made by a write of step t - 1 or earlier) to a PE's.
std::uint32_t pram_flow_bound(std::uint32_t N);

WindowResult window_bmc(GroupModel model, GroupCollective coll, std::uint32_t N, std::uint32_t R,
                        std::uint32_t T, const ProofOptions& opts,
                        WindowPlant plant = WindowPlant::none);

ProofResult flow_bmc(GroupModel model, GroupCollective coll, std::uint32_t N, std::uint32_t T,
                     const ProofOptions& opts);

}  // namespace cc::proofs
