// The least-T search that every window-class synthesis of synth/ runs (synth/postal.cpp,
// synth/groupops.cpp): ask the search query at T = from, from + 1, ..., to; a query that is not
// decided ends the search (no answer within the budget); unsat goes on to T + 1; the first sat
// answer is decoded into a schedule document, replayed on the model's executor (never trust the
// solver: a rejection throws, an encoding defect is never a result), and the certificate query is
// asked at T - 1 (T = 0: nothing to prove). The callers supply the queries, the decoder and the
// replay; this file only owns the order of the steps and the lines it prints.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "proofs/engine.hpp"
#include "synth/synth.hpp"

namespace cc::synth {

// One answer of the search query at T: the solver's result and the line that reports it (e.g.
// "T = 3: unsat (z3 unsat 0.02 s)"). A sat result's model is kept by the caller's closure for
// `decode`.
struct Probe {
  proofs::ProofResult result;
  std::string line;
};

struct LeastSteps {
  std::uint32_t from = 0, to = 0;                      // the T asked, in order
  std::function<Probe(std::uint32_t T)> query;         // the search query at T
  std::function<std::string(std::uint32_t T)> decode;  // the document of the sat answer at T
  std::function<std::string(const std::string& document, std::uint32_t T)> replay;  // throws on rejection
  std::function<Probe(std::uint32_t T)> certificate;   // the query at T - 1 (T >= 1)
  // Sets a.kind and a.proof from the certificate's result at T - 1.
  std::function<void(std::uint32_t T, const proofs::ProofResult& below, Answer& a)> judge;
  std::string none_found;  // a.proof when no T in [from, to] is sat
};

// Runs the search into `a` (a.lower and a.lower_source are the caller's); `say` gets every line.
// Throws Interrupted when a stop is requested after a query (a stopped query is no answer).
void least_steps(const LeastSteps& s, Answer& a, const std::function<void(const std::string&)>& say);

}  // namespace cc::synth
