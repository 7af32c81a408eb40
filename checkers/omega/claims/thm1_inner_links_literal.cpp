// omega.thm1.inner_links.literal: section 3.1, the paragraph on links and shuffles. The claim as
// the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "spec/claims/omega_assumptions.hpp"

namespace cc::omega_checks {

Declared claim_thm1_inner_links_literal() {
  using namespace omega_paper;
  ClaimList list("omega");
  list.add("omega.thm1.inner_links.literal", "section 3.1, the paragraph on links and shuffles",
           kThm1 +
               ", where disjoint is read as sharing none of the links between stages, the fixed "
               "shuffle connections (stages 1..L-1; input and output links not compared); every "
               "pair of paths, L <= 8 on ci and deep (smoke L <= 4)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::beyond_scope,
                   "Path(X,Y) and Path(W,Z) share no link of stages 1..L-1 iff Ast(X↓W) + Ast(Y↑Z) "
                   "> L or Ast(X↓W) = L or Ast(Y↑Z) = L",
                   "omega.thm1.inner_links.corrected",
                   "withdrawn as a finding about the paper: no passage reads disjoint as sharing "
                   "none of the inner links only; the paragraph cited says every stage starts "
                   "with a shuffle and the check runs before each, so the input link is compared. "
                   "Kept as a note for users who would count only the inner links",
                   {{"section 3.1, the paragraph on links and shuffles",
                     "在 Fig. 1 的 Omega 網路架構圖可以看到，這些階層間的連接(links)就是為了做 "
                     "shuffle 的動作，且其連接方式是固定的。",
                     "in Fig. 1 the links between stages do the shuffle and are fixed (this does "
                     "not define disjointness)"},
                    kCheckBeforeShuffle,
                    kShuffleFirst},
                   {{"L", 1}, {"X", 0}, {"Y", 0}}})
      .extend(
          "counts only the links between stages (1..L-1), a reading of disjoint that no "
          "passage of the paper makes");
  return declare(list, thm1_reader(thm1_inner_printed));
}

}  // namespace cc::omega_checks
