// cvc5 behind the proof engine: the Z3 terms of an obligation translated to cvc5 terms, one Z3
// operator at a time (only those the obligations use; anything else is an unknown answer naming
// it), checked under cvc5's per-query resource limit, and the model handed back as a z3::model.
#include <chrono>
#include <sstream>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include "proofs/detail/solvers.hpp"

#ifdef COLLCHECK_HAVE_CVC5
#include <cvc5/cvc5.h>
#endif

namespace cc::proofs::detail {

#ifndef COLLCHECK_HAVE_CVC5

bool cvc5_available() { return false; }
std::string cvc5_version() { return ""; }
Answer cvc5_check(z3::context&, const z3::expr_vector&, unsigned long long, unsigned) {
  throw std::logic_error("this collcheck was built without cvc5");
}

#else

namespace {

struct Untranslatable : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The Z3 operators that are one cvc5 kind, with the arguments in the same order.
constexpr std::pair<Z3_decl_kind, cvc5::Kind> kDirect[] = {
    {Z3_OP_NOT, cvc5::Kind::NOT},
    {Z3_OP_IMPLIES, cvc5::Kind::IMPLIES},
    {Z3_OP_IFF, cvc5::Kind::EQUAL},
    {Z3_OP_EQ, cvc5::Kind::EQUAL},
    {Z3_OP_XOR, cvc5::Kind::XOR},
    {Z3_OP_ITE, cvc5::Kind::ITE},
    {Z3_OP_DISTINCT, cvc5::Kind::DISTINCT},
    {Z3_OP_ADD, cvc5::Kind::ADD},
    {Z3_OP_SUB, cvc5::Kind::SUB},
    {Z3_OP_MUL, cvc5::Kind::MULT},
    {Z3_OP_UMINUS, cvc5::Kind::NEG},
    {Z3_OP_IDIV, cvc5::Kind::INTS_DIVISION},
    {Z3_OP_MOD, cvc5::Kind::INTS_MODULUS},
    {Z3_OP_LE, cvc5::Kind::LEQ},
    {Z3_OP_GE, cvc5::Kind::GEQ},
    {Z3_OP_LT, cvc5::Kind::LT},
    {Z3_OP_GT, cvc5::Kind::GT},
    {Z3_OP_BADD, cvc5::Kind::BITVECTOR_ADD},
    {Z3_OP_BSUB, cvc5::Kind::BITVECTOR_SUB},
    {Z3_OP_BMUL, cvc5::Kind::BITVECTOR_MULT},
    {Z3_OP_BNEG, cvc5::Kind::BITVECTOR_NEG},
    {Z3_OP_BUDIV, cvc5::Kind::BITVECTOR_UDIV},
    {Z3_OP_BUREM, cvc5::Kind::BITVECTOR_UREM},
    {Z3_OP_BAND, cvc5::Kind::BITVECTOR_AND},
    {Z3_OP_BOR, cvc5::Kind::BITVECTOR_OR},
    {Z3_OP_BXOR, cvc5::Kind::BITVECTOR_XOR},
    {Z3_OP_BNOT, cvc5::Kind::BITVECTOR_NOT},
    {Z3_OP_BSHL, cvc5::Kind::BITVECTOR_SHL},
    {Z3_OP_BLSHR, cvc5::Kind::BITVECTOR_LSHR},
    {Z3_OP_BASHR, cvc5::Kind::BITVECTOR_ASHR},
    {Z3_OP_ULEQ, cvc5::Kind::BITVECTOR_ULE},
    {Z3_OP_ULT, cvc5::Kind::BITVECTOR_ULT},
    {Z3_OP_UGEQ, cvc5::Kind::BITVECTOR_UGE},
    {Z3_OP_UGT, cvc5::Kind::BITVECTOR_UGT},
    {Z3_OP_SLEQ, cvc5::Kind::BITVECTOR_SLE},
    {Z3_OP_SLT, cvc5::Kind::BITVECTOR_SLT},
    {Z3_OP_SGEQ, cvc5::Kind::BITVECTOR_SGE},
    {Z3_OP_SGT, cvc5::Kind::BITVECTOR_SGT},
};

class Translator {
 public:
  Translator(cvc5::Solver& slv, z3::context& ctx) : slv_(slv), ctx_(ctx) {}

  cvc5::Term term(const z3::expr& e) { return translate(e, memo_, {}); }

  // The uninterpreted constants met, with their cvc5 terms: the model is read off them.
  const std::vector<std::pair<z3::func_decl, cvc5::Term> >& constants() const { return consts_; }

 private:
  using Memo = std::unordered_map<unsigned, cvc5::Term>;

  cvc5::Sort sort(const z3::sort& s) {
    if (s.is_bool()) return slv_.getBooleanSort();
    if (s.is_int()) return slv_.getIntegerSort();
    if (s.is_bv()) return slv_.mkBitVectorSort(s.bv_size());
    throw Untranslatable("sort " + s.to_string());
  }

  // Post-order over the DAG with an explicit stack (BMC formulas are deep); `bound` holds the
  // variables of the enclosing quantifiers, innermost last (Z3's de Bruijn index 0).
  cvc5::Term translate(const z3::expr& root, Memo& memo, const std::vector<cvc5::Term>& bound) {
    std::vector<std::pair<z3::expr, bool> > stack{{root, false}};
    while (!stack.empty()) {
      auto [e, expanded] = stack.back();
      const unsigned id = Z3_get_ast_id(ctx_, e);
      if (memo.count(id)) {
        stack.pop_back();
        continue;
      }
      if (e.is_var()) {
        const unsigned index = Z3_get_index_value(ctx_, e);
        if (index >= bound.size()) throw Untranslatable("a free bound variable");
        memo.emplace(id, bound[bound.size() - 1 - index]);
        stack.pop_back();
        continue;
      }
      if (e.is_quantifier()) {
        stack.pop_back();
        memo.emplace(id, quantifier(e, bound));
        continue;
      }
      if (!e.is_app()) throw Untranslatable("term " + e.to_string());
      if (!expanded) {
        stack.back().second = true;
        for (unsigned i = e.num_args(); i-- > 0;) stack.push_back({e.arg(i), false});
        continue;
      }
      stack.pop_back();
      std::vector<cvc5::Term> args;
      args.reserve(e.num_args());
      for (unsigned i = 0; i < e.num_args(); ++i)
        args.push_back(memo.at(Z3_get_ast_id(ctx_, e.arg(i))));
      memo.emplace(id, app(e, args));
    }
    return memo.at(Z3_get_ast_id(ctx_, root));
  }

  cvc5::Term quantifier(const z3::expr& q, std::vector<cvc5::Term> bound) {
    const unsigned n = Z3_get_quantifier_num_bound(ctx_, q);
    std::vector<cvc5::Term> vars;
    for (unsigned i = 0; i < n; ++i) {
      const z3::sort s(ctx_, Z3_get_quantifier_bound_sort(ctx_, q, i));
      const z3::symbol name(ctx_, Z3_get_quantifier_bound_name(ctx_, q, i));
      vars.push_back(slv_.mkVar(sort(s), name.str()));
      bound.push_back(vars.back());
    }
    Memo inner;  // an index means another variable under this binder
    const cvc5::Term body = translate(q.body(), inner, bound);
    const cvc5::Term list = slv_.mkTerm(cvc5::Kind::VARIABLE_LIST, vars);
    return slv_.mkTerm(q.is_forall() ? cvc5::Kind::FORALL : cvc5::Kind::EXISTS, {list, body});
  }

  cvc5::Term app(const z3::expr& e, const std::vector<cvc5::Term>& a) {
    using K = cvc5::Kind;
    const z3::func_decl d = e.decl();
    auto mk = [&](K k) { return slv_.mkTerm(k, a); };
    for (const auto& [op, kind] : kDirect)
      if (op == d.decl_kind()) return mk(kind);
    switch (d.decl_kind()) {
      case Z3_OP_TRUE:
        return slv_.mkTrue();
      case Z3_OP_FALSE:
        return slv_.mkFalse();
      case Z3_OP_AND:
        return a.empty() ? slv_.mkTrue() : a.size() == 1 ? a[0] : mk(K::AND);
      case Z3_OP_OR:
        return a.empty() ? slv_.mkFalse() : a.size() == 1 ? a[0] : mk(K::OR);
      case Z3_OP_ANUM: {
        if (!e.is_int()) throw Untranslatable("a real numeral");
        return slv_.mkInteger(e.get_decimal_string(0));
      }
      case Z3_OP_BNUM: {
        std::string value;
        if (!e.is_numeral(value)) throw Untranslatable("a bit-vector numeral");
        return slv_.mkBitVector(e.get_sort().bv_size(), value, 10);
      }
      case Z3_OP_CONCAT: {
        cvc5::Term t = a.at(0);
        for (std::size_t i = 1; i < a.size(); ++i) t = slv_.mkTerm(K::BITVECTOR_CONCAT, {t, a[i]});
        return t;
      }
      case Z3_OP_EXTRACT: {
        const unsigned hi = Z3_get_decl_int_parameter(ctx_, d, 0);
        const unsigned lo = Z3_get_decl_int_parameter(ctx_, d, 1);
        return slv_.mkTerm(slv_.mkOp(K::BITVECTOR_EXTRACT, {hi, lo}), a);
      }
      case Z3_OP_ZERO_EXT:
        return slv_.mkTerm(
            slv_.mkOp(K::BITVECTOR_ZERO_EXTEND,
                      {static_cast<std::uint32_t>(Z3_get_decl_int_parameter(ctx_, d, 0))}),
            a);
      case Z3_OP_SIGN_EXT:
        return slv_.mkTerm(
            slv_.mkOp(K::BITVECTOR_SIGN_EXTEND,
                      {static_cast<std::uint32_t>(Z3_get_decl_int_parameter(ctx_, d, 0))}),
            a);
      case Z3_OP_UNINTERPRETED: {
        if (d.arity() != 0) throw Untranslatable("the function " + d.name().str());
        // One cvc5 constant per Z3 constant, also where a quantifier's body is translated anew.
        const unsigned decl_id = Z3_get_ast_id(ctx_, Z3_func_decl_to_ast(ctx_, d));
        if (const auto it = const_of_.find(decl_id); it != const_of_.end()) return it->second;
        const cvc5::Term c = slv_.mkConst(sort(d.range()), d.name().str());
        const_of_.emplace(decl_id, c);
        consts_.emplace_back(d, c);
        return c;
      }
      default:
        throw Untranslatable("the operator " + d.name().str());
    }
  }

  cvc5::Solver& slv_;
  z3::context& ctx_;
  Memo memo_;
  Memo const_of_;  // by the Z3 declaration's id
  std::vector<std::pair<z3::func_decl, cvc5::Term> > consts_;
};

}  // namespace

bool cvc5_available() { return true; }

std::string cvc5_version() {
  cvc5::Solver slv;
  std::string v = slv.getVersion();  // "cvc5 version 1.0.3 ..." or "1.0.3"
  const auto digit = v.find_first_of("0123456789");
  if (digit == std::string::npos) return v;
  v = v.substr(digit);
  return v.substr(0, v.find_first_of(" \n"));
}

Answer cvc5_check(z3::context& ctx, const z3::expr_vector& assertions, unsigned long long rlimit,
                  unsigned tlimit_ms) {
  const auto t0 = std::chrono::steady_clock::now();
  Answer out;
  auto done = [&] {
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return out;
  };
  cvc5::Solver slv;
  slv.setOption("produce-models", "true");
  slv.setOption("rlimit-per", std::to_string(rlimit));
  // cvc5's own bit-blaster: 6 to 35 times faster than its default (CaDiCaL through the bit-vector
  // solver "bitblast") on the Omega queries at L = 64 (docs/solvers.md).
  slv.setOption("bv-solver", "bitblast-internal");
  // cvc5's resource count does not bound its time on nonlinear queries (one half-duplex query ran
  // 141 s within 500,000 units): a wall-clock limit backs it up. It can only turn an answer into
  // unknown, never decide one.
  slv.setOption("tlimit-per", std::to_string(tlimit_ms));
  slv.setLogic(smtlib_logic(assertions));
  Translator tr(slv, ctx);
  try {
    for (unsigned i = 0; i < assertions.size(); ++i) slv.assertFormula(tr.term(assertions[i]));
  } catch (const Untranslatable& e) {
    out.reason = std::string("not translated to cvc5: ") + e.what();
    return done();
  }
  const cvc5::Result r = slv.checkSat();
  if (r.isUnsat()) {
    out.result = z3::unsat;
  } else if (r.isSat()) {
    out.result = z3::sat;
    z3::model m(ctx);
    for (const auto& [decl, c] : tr.constants()) {
      const cvc5::Term v = slv.getValue(c);
      z3::expr value(ctx);
      if (v.getSort().isBoolean())
        value = ctx.bool_val(v.getBooleanValue());
      else if (v.getSort().isInteger())
        value = ctx.int_val(v.getIntegerValue().c_str());
      else if (v.getSort().isBitVector())
        value = ctx.bv_val(v.getBitVectorValue(10).c_str(), v.getSort().getBitVectorSize());
      else
        throw std::logic_error("cvc5 model: a constant of sort " + v.getSort().toString());
      z3::func_decl f = decl;
      m.add_const_interp(f, value);
    }
    out.model = m;
  } else {
    std::ostringstream why;
    why << r.getUnknownExplanation();
    out.reason = why.str();
    if (out.reason == "RESOURCEOUT")
      out.reason = "resource limit (cvc5 rlimit-per " + std::to_string(rlimit) + ")";
    else if (out.reason == "TIMEOUT")
      out.reason = "time limit (cvc5 tlimit-per " + std::to_string(tlimit_ms) + " ms)";
    else if (out.reason == "INCOMPLETE")
      out.reason = "incomplete (cvc5's nonlinear or quantifier reasoning gave up)";
  }
  return done();
}

#endif

}  // namespace cc::proofs::detail
