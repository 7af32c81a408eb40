// omega.thm3.suffix: section 3.2, Theorem 3. The claim as the paper states it and the checker that
// decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

Declared claim_thm3_suffix() {
  ClaimList list("omega");
  list.add("omega.thm3.suffix", "section 3.2, Theorem 3",
           "For L-bit addresses X, Y, Z: if Ast(X↓Y) >= Ast(X↓Z) then Ast(X↓Y) >= Ast(Y↓Z) (every "
           "X, Y, Z with L <= 7 on ci; smoke L <= 4, deep L <= 8)",
           Expect::holds, Method::exhaustive);
  return declare(list,
                 kit::exhaustive(domains::suffix_triples(), as_read(thm3_case, Read::printed)));
}

}  // namespace cc::omega_checks
