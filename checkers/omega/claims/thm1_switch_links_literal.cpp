// omega.thm1.switch_links.literal: section 3.1, the text before Theorem 1. The claim as the paper
// states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "spec/claims/omega_assumptions.hpp"

namespace cc::omega_checks {

Declared claim_thm1_switch_links_literal() {
  using namespace omega_paper;
  ClaimList list("omega");
  list.add("omega.thm1.switch_links.literal", "section 3.1, the text before Theorem 1",
           kThm1 +
               ", where disjoint is read as the text before the theorem reads it: \"after each "
               "stage completes, compare the addresses after the switch\", i.e. no shared link "
               "among stages 1..L (the input link is not compared); every pair of paths, L <= 8 "
               "on ci and deep (smoke L <= 4)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::beyond_scope,
                   "with the input link left out, Path(X,Y) and Path(W,Z) share no link of stages "
                   "1..L iff Ast(X↓W) + Ast(Y↑Z) > L or Ast(Y↑Z) = L (y_1 != z_1); it differs "
                   "from Theorem 1 only for paths with one source, never on a ring",
                   "omega.thm1.switch_links.corrected",
                   "\"compare the addresses after the switch\" describes how to check, not what "
                   "disjoint means: the sentence before it checks before every shuffle, the "
                   "first of which takes the input link, and the proof's first term compares X "
                   "with W; the paper never states Theorem 1 under this reading",
                   {{"section 3.1, the text before Theorem 1",
                     "我們要檢查的方式就是在每一個階層完成後，來比對兩條路徑是否有到達相同的位址。"
                     "因此，就是要比對經過交換元件的位址。",
                     "our check is, after each stage completes, to compare whether the two paths "
                     "reach the same address, i.e. to compare the addresses after the switch"},
                    kCheckBeforeShuffle,
                    kShuffleFirst},
                   {{"L", 1}, {"X", 0}, {"Y", 0}}})
      .extend(
          "counts only the links after the switches (stages 1..L), a reading of disjoint "
          "that the paper does not make");
  return declare(list, thm1_reader(thm1_switch_printed));
}

}  // namespace cc::omega_checks
