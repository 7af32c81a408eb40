// What a query uses, read off its terms: quantifiers, integer arithmetic (linear or not),
// bit-vectors, uninterpreted functions. From it: its SMT-LIB 2.6 logic (a mix that no standard
// logic names is ALL) and the Z3 solver that decides it (z3_solver_logic).
#include <unordered_set>
#include <vector>

#include "proofs/detail/solvers.hpp"

namespace cc::proofs::detail {

Theories theories_of(const z3::expr_vector& assertions) {
  z3::context& ctx = assertions.ctx();
  bool quantified = false, ints = false, nonlinear = false, bv = false, uf = false;
  std::unordered_set<unsigned> seen;
  std::vector<z3::expr> stack;
  for (unsigned i = 0; i < assertions.size(); ++i) stack.push_back(assertions[i]);
  auto numeral = [](const z3::expr& x) { return x.is_numeral(); };
  while (!stack.empty()) {
    const z3::expr e = stack.back();
    stack.pop_back();
    if (!seen.insert(Z3_get_ast_id(ctx, e)).second) continue;
    const z3::sort s = e.get_sort();
    ints = ints || s.is_int() || s.is_real();
    bv = bv || s.is_bv();
    if (e.is_quantifier()) {
      quantified = true;
      stack.push_back(e.body());
      continue;
    }
    if (!e.is_app()) continue;
    const z3::func_decl d = e.decl();
    const auto kind = d.decl_kind();
    if (kind == Z3_OP_UNINTERPRETED && d.arity() > 0) uf = true;
    if (kind == Z3_OP_MUL) {
      unsigned variables = 0;
      for (unsigned i = 0; i < e.num_args(); ++i) variables += numeral(e.arg(i)) ? 0 : 1;
      nonlinear = nonlinear || variables > 1;
    }
    if ((kind == Z3_OP_IDIV || kind == Z3_OP_MOD || kind == Z3_OP_DIV) && !numeral(e.arg(1)))
      nonlinear = true;
    for (unsigned i = 0; i < e.num_args(); ++i) {
      ints = ints || e.arg(i).get_sort().is_int();
      stack.push_back(e.arg(i));
    }
  }
  return {quantified, ints, nonlinear, bv, uf};
}

std::string smtlib_logic(const Theories& t) {
  if (t.ints && t.bv) return "ALL";
  std::string logic = t.quantified ? "" : "QF_";
  if (t.uf || (!t.ints && !t.bv)) logic += "UF";
  if (t.bv) logic += "BV";
  if (t.ints) logic += t.nonlinear ? "NIA" : "LIA";
  return logic;
}

std::string smtlib_logic(const z3::expr_vector& assertions) {
  return smtlib_logic(theories_of(assertions));
}

std::string z3_solver_logic(const Theories& t) {
  if (t.quantified || t.uf || t.nonlinear || (t.ints && t.bv)) return "";
  if (!t.ints && !t.bv) return "QF_FD";
  return t.bv ? "QF_BV" : "QF_LIA";
}

}  // namespace cc::proofs::detail
