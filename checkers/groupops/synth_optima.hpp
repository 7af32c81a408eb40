// collcheck's tables of optima on the hypercube and the EREW PRAM of Ohtaki's slides
// (docs/optima.md): the least steps of each collective at each N of the domain, computed by
// collcheck synth (synth/groupops.cpp: a window-class schedule replayed on the executor, one step
// fewer excluded by the information-flow query over every schedule, unsat), beside the slides'
// procedure as `collcheck simulate hypercube|pram --procedure ... --emit-schedule` writes it.
#pragma once

#include <string>

#include "checkers/registry.hpp"

namespace cc::groupops_checks {

// `model` is "hypercube" or "pram". `slides_shift` (planted) pretends the slides' procedures take
// that many steps fewer: a correct schedule faster than a proved optimum, which the check must
// refute.
Checker synth_optima_checker(const std::string& id, const std::string& model, int slides_shift = 0);

}  // namespace cc::groupops_checks
