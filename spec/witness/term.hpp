// The term witness: the free magma over the operands a_0, a_1, ... A value is a bracketed product
// of operands, in order, exactly as a procedure formed it: a leaf (an operand's index) or the
// product of two terms. Nothing is identified, not even (x ⊕ y) ⊕ z with x ⊕ (y ⊕ z), so a
// procedure that ends with a term T computes the value of T under every operator, associative or
// not; evaluating T under an operator gives what the procedure would compute with it. Terms share
// their subterms (a product holds its two factors), so a run of N PEs over log2 N rounds forms
// N log2 N nodes. Used for the slides' remark that ⊕ must be associative (groupops 補足).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace cc::witness {

class Term {
 public:
  Term() = default;  // no value; only as a placeholder
  static Term leaf(std::int64_t i) {
    Term t;
    t.n_ = std::make_shared<const Node>(Node{i, {}, {}});
    return t;
  }
  static Term product(const Term& a, const Term& b) {
    Term t;
    t.n_ = std::make_shared<const Node>(Node{-1, a.n_, b.n_});
    return t;
  }
  bool is_leaf() const { return n_ && n_->index >= 0; }
  std::int64_t index() const { return n_->index; }
  Term left() const { return Term(n_->l); }
  Term right() const { return Term(n_->r); }
  bool empty() const { return !n_; }

  // The same bracketed expression (shared subterms compared once).
  friend bool operator==(const Term& a, const Term& b) { return same(a.n_.get(), b.n_.get()); }

  // The value under `op` with operand i = a[i] (every leaf below a.size()).
  template <class T, class F>
  T eval(const std::vector<T>& a, const F& op) const {
    return eval_node<T>(n_.get(), a, op);
  }

  // The operands' indices, left to right.
  std::vector<std::int64_t> leaves() const {
    std::vector<std::int64_t> out;
    collect(n_.get(), out);
    return out;
  }

  // "a_1 ⊕ (a_2 ⊕ a_3)": every product bracketed but the outermost.
  std::string to_string() const { return n_ ? text(n_.get(), true) : "no value"; }

 private:
  struct Node {
    std::int64_t index;  // >= 0: a leaf
    std::shared_ptr<const Node> l, r;
  };
  explicit Term(std::shared_ptr<const Node> n) : n_(std::move(n)) {}

  static bool same(const Node* a, const Node* b) {
    if (a == b) return true;
    if (!a || !b || a->index != b->index) return false;
    return a->index >= 0 || (same(a->l.get(), b->l.get()) && same(a->r.get(), b->r.get()));
  }
  template <class T, class F>
  static T eval_node(const Node* n, const std::vector<T>& a, const F& op) {
    if (n->index >= 0) return a[static_cast<std::size_t>(n->index)];
    return op(eval_node<T>(n->l.get(), a, op), eval_node<T>(n->r.get(), a, op));
  }
  static void collect(const Node* n, std::vector<std::int64_t>& out) {
    if (!n) return;
    if (n->index >= 0) {
      out.push_back(n->index);
      return;
    }
    collect(n->l.get(), out);
    collect(n->r.get(), out);
  }
  static std::string text(const Node* n, bool outer) {
    if (n->index >= 0) return "a_" + std::to_string(n->index);
    const std::string s = text(n->l.get(), false) + " ⊕ " + text(n->r.get(), false);
    return outer ? s : "(" + s + ")";
  }

  std::shared_ptr<const Node> n_;
};

// ((a_lo ⊕ a_{lo+1}) ⊕ ...) ⊕ a_hi: the left-to-right product.
inline Term left_to_right(std::int64_t lo, std::int64_t hi) {
  Term t = Term::leaf(lo);
  for (std::int64_t i = lo + 1; i <= hi; ++i) t = Term::product(t, Term::leaf(i));
  return t;
}

}  // namespace cc::witness
