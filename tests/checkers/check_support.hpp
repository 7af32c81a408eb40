// Running one catalog claim from a test, on the smoke budget, with an optional variant and
// number of threads.
#pragma once

#include <string>

#include "checkers/registry.hpp"

namespace check_support {

inline cc::Outcome check(const std::string& id, const std::string& variant = "",
                         unsigned jobs = 2) {
  cc::RunContext ctx;
  ctx.budget = cc::Budget::smoke;
  ctx.jobs = jobs;
  ctx.variant = variant;
  return cc::find_claim(id)->checker->run(ctx);
}

}  // namespace check_support
