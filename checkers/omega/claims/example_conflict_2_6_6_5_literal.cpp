// omega.example.conflict_2_6_6_5.literal: section 3.1, the example after Theorem 1 (as printed).
// The claim as the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_example_conflict_2_6_6_5_literal() {
  ClaimList list("omega");
  list.add("omega.example.conflict_2_6_6_5.literal",
           "section 3.1, the example after Theorem 1 (as printed)",
           "In the 8 x 8 network, Path(2,6) and Path(6,5) conflict: (X↓W) = (010↓110) = *10, "
           "(Y↑Z) = (110↑101) = 1**, Ast(X↓W) + Ast(Y↑Z) = 2 + 1 = 3, not > L",
           Expect::refuted, Method::exhaustive,
           Finding{
               Kind::misprint,
               "Ast(X↓W) = Ast(*10) = 1 and Ast(Y↑Z) = Ast(1**) = 2: the sum is 1 + 2 = 3 (the two "
               "terms are printed swapped); it is not > L = 3, and the paths do conflict",
               "omega.example.conflict_2_6_6_5.corrected",
               "the patterns printed just above (*10, 1**) and the example after Theorem 2 (Ast "
               "counts the *) fix the terms as 1 and 2; the sum 3 and the conclusion are right",
               {{"section 3.1, the example after Theorem 1",
                 "由於 $\\text{Ast}(X \\downarrow W) + \\text{Ast}(Y \\uparrow Z) = 2 + 1 = 3$, "
                 "並沒有大於 L , 我們由定理一可知這兩條路徑會發生衝突。",
                 "since Ast(X↓W) + Ast(Y↑Z) = 2 + 1 = 3 is not greater than L, the two paths "
                 "conflict by Theorem 1"},
                {"section 3.2, the example after Theorem 2",
                 "$\\text{Ast}(010 \\downarrow 100) + \\text{Ast}(110 \\uparrow 101) = 2+2=4 > 3$",
                 "Ast(010↓100) + Ast(110↑101) = 2 + 2 = 4 > 3 (**0 and 1** each count 2: Ast "
                 "counts the *)"}},
               {}})
      .intended_by({"section 3.1, the example after Theorem 1 (the patterns printed above the sum)",
                    "$$(X \\downarrow W) = (010 \\downarrow 110) = *10$$ / $$(Y \\uparrow Z) = "
                    "(110 \\uparrow 101) = 1**$$",
                    "X↓W = *10 (one *: Ast 1) and Y↑Z = 1** (two *: Ast 2)"});
  return declare(list,
                 kit::exhaustive(domains::one_case(), as_read(conflict_2_6_6_5, Read::printed)));
}

}  // namespace cc::omega_checks
