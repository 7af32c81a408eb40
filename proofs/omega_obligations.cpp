// Z3 encodings of Theorems 1-4 of Lee and Lin (sections 3.1, 3.2); see omega_obligations.hpp.
#include "proofs/omega_obligations.hpp"

#include <stdexcept>

#include "proofs/detail/z3_engine.hpp"

namespace cc::proofs {

namespace {

constexpr unsigned kSumBits = 8;  // Ast sums <= 128

struct Bv {
  z3::context& c;
  unsigned L;

  z3::expr var(const char* name) const { return c.bv_const(name, L); }
  z3::expr num(unsigned v) const { return c.bv_val(v, kSumBits); }

  // Stage-j link of Path(X,Y): low L-j bits of X, then the high j bits of Y.
  z3::expr link(const z3::expr& X, const z3::expr& Y, unsigned j) const {
    if (j == 0) return X;
    if (j == L) return Y;
    return z3::concat(X.extract(L - j - 1, 0), Y.extract(L - 1, L - j));
  }

  z3::expr disjoint(const z3::expr& X, const z3::expr& Y, const z3::expr& W,
                    const z3::expr& Z) const {
    z3::expr r = c.bool_val(true);
    for (unsigned j = 0; j <= L; ++j) r = r && link(X, Y, j) != link(W, Z, j);
    return r;
  }

  z3::expr differs(const z3::expr& X, const z3::expr& W, unsigned pos) const {
    return X.extract(pos, pos) != W.extract(pos, pos);
  }

  // Ast(X↓W): position pos is '*' iff X and W differ at pos or below.
  z3::expr ast_down(const z3::expr& X, const z3::expr& W) const {
    z3::expr star = c.bool_val(false), sum = num(0);
    for (unsigned pos = 0; pos < L; ++pos) {
      star = star || differs(X, W, pos);
      sum = sum + z3::ite(star, num(1), num(0));
    }
    return sum;
  }

  // Ast(Y↑Z): position pos is '*' iff Y and Z differ at pos or above.
  z3::expr ast_up(const z3::expr& Y, const z3::expr& Z) const {
    z3::expr star = c.bool_val(false), sum = num(0);
    for (unsigned pos = L; pos-- > 0;) {
      star = star || differs(Y, Z, pos);
      sum = sum + z3::ite(star, num(1), num(0));
    }
    return sum;
  }
};

ProofResult check(z3::context& c, const z3::expr& negation, const std::vector<z3::expr>& vars,
                  const ProofOptions& opts) {
  z3::expr_vector a(c);
  a.push_back(negation);
  std::vector<std::pair<std::string, std::string>> model;
  ProofResult r = detail::check_unsat(c, a, z3::expr_vector(c), opts, [&](const z3::model& m) {
    for (const auto& v : vars) {
      const z3::expr val = m.eval(v, true);
      std::string text;
      if (val.is_bv()) {
        text = std::to_string(val.get_numeral_uint64());
      } else {
        text = val.to_string();
      }
      model.emplace_back(v.to_string(), text);
    }
  });
  r.model = std::move(model);
  return r;
}

const char* tag(OmegaObligation o) {
  switch (o) {
    case OmegaObligation::thm1:
      return "thm1";
    case OmegaObligation::thm1_planted:
      return "thm1_planted";
    case OmegaObligation::exact:
      return "abstraction_exact";
    case OmegaObligation::thm2:
      return "thm2";
    case OmegaObligation::thm3:
      return "thm3";
    case OmegaObligation::thm4:
      return "thm4";
  }
  return "?";
}

}  // namespace

std::string omega_obligation_name(OmegaObligation o, unsigned L) {
  return std::string("omega_") + tag(o) + "_L" + std::to_string(L);
}

ProofResult prove_omega(OmegaObligation o, unsigned L, const ProofOptions& opts_in) {
  if (L < 1 || L > 64) throw std::invalid_argument("prove_omega: L must be in [1, 64]");
  detail::Context c_holder;
  z3::context& c = c_holder.get();
  const Bv bv{c, L};
  ProofOptions opts = opts_in;
  opts.name = omega_obligation_name(o, L);
  switch (o) {
    case OmegaObligation::thm1:
    case OmegaObligation::thm1_planted: {
      auto X = bv.var("X"), Y = bv.var("Y"), W = bv.var("W"), Z = bv.var("Z");
      const z3::expr sum = bv.ast_down(X, W) + bv.ast_up(Y, Z);
      const z3::expr formula =
          o == OmegaObligation::thm1 ? z3::ugt(sum, bv.num(L)) : z3::uge(sum, bv.num(L));
      // The theorem: disjoint <=> formula. Its negation: disjoint <=> not formula.
      return check(c, bv.disjoint(X, Y, W, Z) == !formula, {X, Y, W, Z}, opts);
    }
    case OmegaObligation::exact: {
      auto X = bv.var("X"), Y = bv.var("Y"), W = bv.var("W"), Z = bv.var("Z");
      const z3::expr s = bv.num(L) - bv.ast_down(X, W), t = bv.num(L) - bv.ast_up(Y, Z);
      z3::expr bad = c.bool_val(false);
      for (unsigned j = 0; j <= L; ++j)
        bad = bad || ((bv.link(X, Y, j) == bv.link(W, Z, j)) !=
                      (z3::uge(s, bv.num(L - j)) && z3::uge(t, bv.num(j))));
      return check(c, bad, {X, Y, W, Z}, opts);
    }
    case OmegaObligation::thm2: {
      auto A = bv.var("A"), B = bv.var("B"), C = bv.var("C"), D = bv.var("D");
      return check(c, bv.disjoint(A, B, C, D) && !bv.disjoint(A, D, C, B), {A, B, C, D}, opts);
    }
    case OmegaObligation::thm3: {
      auto X = bv.var("X"), Y = bv.var("Y"), Z = bv.var("Z");
      const z3::expr xy = bv.ast_down(X, Y);
      return check(c, z3::uge(xy, bv.ast_down(X, Z)) && !z3::uge(xy, bv.ast_down(Y, Z)), {X, Y, Z},
                   opts);
    }
    case OmegaObligation::thm4: {
      auto A = bv.var("A"), B = bv.var("B"), C = bv.var("C"), E = bv.var("E"), F = bv.var("F");
      return check(c,
                   bv.disjoint(A, B, E, F) && z3::uge(bv.ast_down(C, E), bv.ast_down(C, A)) &&
                       !bv.disjoint(C, B, E, F),
                   {A, B, C, E, F}, opts);
    }
  }
  throw std::invalid_argument("prove_omega: unknown obligation");
}

ProofResult prove_omega_abstraction(const ProofOptions& opts_in, bool planted) {
  detail::Context c_holder;
  z3::context& c = c_holder.get();
  ProofOptions opts = opts_in;
  opts.name = planted ? "omega_thm1_abstraction_planted" : "omega_thm1_abstraction";
  const z3::expr L = c.int_const("L"), s = c.int_const("s"), t = c.int_const("t"),
                 j = c.int_const("j");
  const z3::expr range = L >= 1 && s >= 0 && s <= L && t >= 0 && t <= L;
  // Some stage j shares a link: the low L-j bits of the sources agree (s >= L-j) and the high
  // j bits of the destinations agree (t >= j).
  const z3::expr shared = z3::exists(j, j >= 0 && j <= L && s >= L - j && t >= j);
  const z3::expr sum = (L - s) + (L - t);
  const z3::expr formula = planted ? sum >= L : sum > L;
  return check(c, range && ((!shared) == !formula), {L, s, t}, opts);
}

}  // namespace cc::proofs
