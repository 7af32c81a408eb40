// libFuzzer target: the reader of `--checkpoint` files (app/report_read.hpp), on any bytes,
// against the identity of one fixed run (`check postal.lemma2.literal postal.lemma3.contents
// --budget smoke`, as app/cmd_check.cpp writes it, the commit and version aside, so that the
// committed corpus matches it). A checkpoint is read or refused
// with a UsageError (exit 2, one line); never a crash, a hang, unbounded memory or another
// exception (an internal error, exit 4).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "app/report_read.hpp"
#include "checkers/registry.hpp"
#include "spec/core/usage_error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::vector<const cc::Claim*> selected =
      cc::select_claims({"postal.lemma2.literal", "postal.lemma3.contents"});
  static const cc::app::ReportJson identity = [] {
    cc::app::ReportJson id = {{"tool", "collcheck-checkpoint"}, {"budget", "smoke"},
                              {"seed", 20261121}, {"shard", "1/1"}, {"variant", ""},
                              {"case", ""}, {"timeout", 0}, {"rlimit", 0},
                              {"solver", "z3"}, {"command", "check"}};
    cc::app::ReportJson ids = cc::app::ReportJson::array();
    for (const auto* c : selected) ids.push_back(c->spec->id);
    id["selected"] = ids;
    return id;
  }();
  const std::string text(reinterpret_cast<const char*>(data), size);
  cc::RunContext ctx;
  ctx.budget = cc::Budget::smoke;
  try {
    (void)cc::app::read_checkpoint(text, "checkpoint.json", identity, selected, ctx);
  } catch (const cc::UsageError&) {
  }
  return 0;
}
