// The ring-merging algorithm of Lee and Lin, section 4.1, its tie-break choosers and its planted
// variants. See omega_ring.hpp for the algorithm as the paper states it.
#include "spec/algorithms/omega_ring.hpp"

#include <algorithm>
#include <mutex>
#include <stdexcept>

#include "spec/core/checked.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::omega {

Ring canonical(const Ring& r) {
  if (r.empty()) return r;
  const auto least = std::min_element(r.begin(), r.end());
  Ring out(least, r.end());
  out.insert(out.end(), r.begin(), least);
  return out;
}

std::string to_string(const Ring& r) {
  if (r.empty()) return "(empty)";
  std::string s;
  for (Node x : r) s += (s.empty() ? "" : " -> ") + std::to_string(x);
  if (r.size() > 1) s += " -> " + std::to_string(r.front());
  return s;
}

std::size_t SeededChoice::choose(std::size_t count) {
  std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  z ^= z >> 31;
  return static_cast<std::size_t>((static_cast<u128>(z) * count) >> 64);
}

std::size_t ChoiceEnumerator::choose(std::size_t count) {
  if (pos_ < chosen_.size()) {
    counts_[pos_] = count;
    return chosen_[pos_++];
  }
  chosen_.push_back(0);
  counts_.push_back(count);
  ++pos_;
  return 0;
}

bool ChoiceEnumerator::next() {
  chosen_.resize(pos_);
  counts_.resize(pos_);
  pos_ = 0;
  while (!chosen_.empty()) {
    if (chosen_.back() + 1 < counts_.back()) {
      ++chosen_.back();
      return true;
    }
    chosen_.pop_back();
    counts_.pop_back();
  }
  return false;
}

std::string ChoiceEnumerator::text() const {
  if (pos_ == 0) return "none";
  std::string s;
  for (std::size_t i = 0; i < pos_; ++i)
    s += (i ? " " : "") + std::to_string(chosen_[i] + 1) + "/" + std::to_string(counts_[i]);
  return s;
}

namespace {

std::size_t pick(Chooser& chooser, std::size_t n) {
  if (n <= 1) return 0;
  const std::size_t c = chooser.choose(n);
  if (c >= n) throw std::logic_error("a Chooser picked a candidate out of range");
  return c;
}

std::size_t position(const Ring& r, Node x) {
  return static_cast<std::size_t>(std::find(r.begin(), r.end(), x) - r.begin());
}

// Path(A,B) replaced by Path(A,C) and Path(C,B): C goes right after A.
void insert_after(Ring& r, Node A, Node C) {
  r.insert(r.begin() + static_cast<std::ptrdiff_t>(position(r, A) + 1), C);
}

// Path(A,B) of r1 and Path(C,D) of r2 replaced by Path(A,D) and Path(C,B):
// A, D, ..., C, B, ..., (the node before A).
Ring merge_at(const Ring& r1, const Ring& r2, Node A, Node C) {
  const std::size_t ia = position(r1, A), ic = position(r2, C);
  Ring r;
  r.reserve(r1.size() + r2.size());
  r.push_back(A);
  for (std::size_t t = 1; t <= r2.size(); ++t) r.push_back(r2[(ic + t) % r2.size()]);
  for (std::size_t t = 1; t < r1.size(); ++t) r.push_back(r1[(ia + t) % r1.size()]);
  return r;
}

Node low_mask(unsigned s) { return s >= 64 ? ~Node{0} : (Node{1} << s) - 1; }

}  // namespace

Ring BuddyRingMerging::build(unsigned L, const std::vector<Node>& selected, Chooser& chooser,
                             RingObserver* obs) const {
  return build_in_order(L, selected, chooser, obs, {});
}

Ring BuddyRingMerging::build_in_order(unsigned L, const std::vector<Node>& selected,
                                      Chooser& chooser, RingObserver* obs,
                                      const LevelOrder& order) const {
  std::vector<Holding> held, next;
  held.reserve(selected.size());
  next.reserve(selected.size());
  for (Node x : selected) held.push_back({Subnetwork{L, 0, x}, {x}});
  std::vector<std::size_t> starts;  // the first holding of each k-bit subnetwork, ascending
  std::vector<std::size_t> visit;   // the order in which they are processed
  for (unsigned k = 1; k <= L; ++k) {
    starts.clear();
    for (std::size_t i = 0; i < held.size();) {
      starts.push_back(i);
      const bool pair =
          i + 1 < held.size() && (held[i + 1].where.prefix >> 1) == (held[i].where.prefix >> 1);
      i += pair ? 2 : 1;
    }
    next.assign(starts.size(), Holding{});
    visit.resize(starts.size());
    for (std::size_t j = 0; j < visit.size(); ++j) visit[j] = j;
    if (order) {
      visit = order(k, starts.size());
      std::vector<bool> seen(starts.size(), false);
      for (std::size_t j : visit) {
        if (j >= seen.size() || seen[j])
          throw std::logic_error("build_in_order: the order is no permutation of the subnetworks");
        seen[j] = true;
      }
      if (visit.size() != starts.size())
        throw std::logic_error("build_in_order: the order is no permutation of the subnetworks");
    }
    for (std::size_t j : visit) {
      const std::size_t i = starts[j];
      const Subnetwork where{L, k, held[i].where.prefix >> 1};
      if (i + 1 == held.size() || (held[i + 1].where.prefix >> 1) != where.prefix) {
        next[j] = {where, std::move(held[i].ring)};  // one half is empty: nothing to do
        continue;
      }
      Ring& lo = held[i].ring;  // the half with bit k = 0 (from the low end)
      Ring& hi = held[i + 1].ring;
      Ring r;
      if (lo.size() == 1 && hi.size() == 1) {  // (1) two separate nodes
        r = std::move(lo);
        r.push_back(hi[0]);
      } else if (lo.size() == 1 || hi.size() == 1) {  // (2) a ring and a single node C
        Ring& ring = lo.size() == 1 ? hi : lo;
        const Node C = lo.size() == 1 ? lo[0] : hi[0];
        const auto points = insert_points(ring, C, L);
        if (points.empty())
          throw std::runtime_error(name() + ": no insert point for node " + std::to_string(C));
        insert_after(ring, points[pick(chooser, points.size())], C);
        r = std::move(ring);
      } else {  // (3) two rings
        const auto groups = merge_points(lo, hi, L);
        if (groups.empty())
          throw std::runtime_error(name() + ": no merge point for two rings in " +
                                   to_string(where));
        const PairGroup& g = groups[pick(chooser, groups.size())];
        const Node A = g.A[pick(chooser, g.A.size())];
        const Node C = g.C[pick(chooser, g.C.size())];
        r = merge_at(lo, hi, A, C);
      }
      next[j] = {where, std::move(r)};
    }
    held.swap(next);
    if (obs) obs->after_level(k, held);
  }
  if (held.empty() || held[0].ring.size() < 2) return {};
  return canonical(held[0].ring);
}

std::vector<Node> BuddyRingMerging::insert_points(const Ring& ring, Node C, unsigned L) const {
  unsigned best = L + 1;
  for (Node X : ring) best = std::min(best, Ast(low_bit(X, C, L)));
  std::vector<Node> out;
  for (Node A : ring)
    if (Ast(low_bit(A, C, L)) == best) out.push_back(A);
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<BuddyRingMerging::PairGroup> BuddyRingMerging::merge_points(const Ring& r1,
                                                                        const Ring& r2,
                                                                        unsigned L) const {
  // Ast(A↓C) = L - s(A,C), s(A,C) the largest s with A = C (mod 2^s): the least Ast over all
  // pairs is L - s*, s* the largest s at which some residue mod 2^s occurs in both rings (a
  // monotone property of s, found by bisection). The pairs are those with equal residues mod
  // 2^s*. The tests compare this with the minimum of Ast(low_bit(X, W)) over every pair.
  auto residues = [](const Ring& r, unsigned s) {
    std::vector<std::pair<Node, Node>> v;  // (residue, node)
    v.reserve(r.size());
    for (Node x : r) v.emplace_back(x & low_mask(s), x);
    std::sort(v.begin(), v.end());
    return v;
  };
  auto meet = [&](unsigned s) {
    const auto a = residues(r1, s);
    for (Node c : r2) {
      const Node res = c & low_mask(s);
      auto it = std::lower_bound(a.begin(), a.end(), std::make_pair(res, Node{0}));
      if (it != a.end() && it->first == res) return true;
    }
    return false;
  };
  unsigned lo = 0, hi = L;  // meet(lo) holds: every residue mod 1 is 0
  if (r1.size() * r2.size() <= 64) {
    // Few pairs: s* directly, as the largest number of common low bits of a pair.
    for (Node X : r1)
      for (Node W : r2)
        lo = std::max(lo, X == W ? L : static_cast<unsigned>(__builtin_ctzll(X ^ W)));
    hi = lo;
  }
  while (lo < hi) {
    const unsigned mid = lo + (hi - lo + 1) / 2;
    if (meet(mid))
      lo = mid;
    else
      hi = mid - 1;
  }
  const auto a = residues(r1, lo), c = residues(r2, lo);
  std::vector<PairGroup> groups;
  std::size_t i = 0, j = 0;
  while (i < a.size() && j < c.size()) {
    if (a[i].first < c[j].first) {
      ++i;
    } else if (c[j].first < a[i].first) {
      ++j;
    } else {
      PairGroup g;
      const Node res = a[i].first;
      for (; i < a.size() && a[i].first == res; ++i) g.A.push_back(a[i].second);
      for (; j < c.size() && c[j].first == res; ++j) g.C.push_back(c[j].second);
      groups.push_back(std::move(g));
    }
  }
  std::sort(groups.begin(), groups.end(),
            [](const PairGroup& x, const PairGroup& y) { return x.A.front() < y.A.front(); });
  return groups;
}

namespace {

// Planted bug: case (3) merges at the pair with the SHORTEST common suffix.
class PlantedShortestSuffix : public BuddyRingMerging {
 public:
  std::string name() const override { return "planted-shortest-suffix"; }
  std::string summary() const override {
    return "planted bug: two rings are merged at the pair with the shortest common suffix";
  }
  bool planted() const override { return true; }
  std::vector<PairGroup> merge_points(const Ring& r1, const Ring& r2, unsigned L) const override {
    unsigned worst = 0;
    for (Node X : r1)
      for (Node W : r2) worst = std::max(worst, Ast(low_bit(X, W, L)));
    Ring as = r1;
    std::sort(as.begin(), as.end());
    std::vector<PairGroup> out;
    for (Node A : as) {
      PairGroup g{{A}, {}};
      for (Node C : r2)
        if (Ast(low_bit(A, C, L)) == worst) g.C.push_back(C);
      std::sort(g.C.begin(), g.C.end());
      if (!g.C.empty()) out.push_back(std::move(g));
    }
    return out;
  }
};

// Planted bug: case (2) inserts the single node after any node of the ring.
class PlantedInsertAnywhere : public BuddyRingMerging {
 public:
  std::string name() const override { return "planted-insert-anywhere"; }
  std::string summary() const override {
    return "planted bug: a single node is inserted after an arbitrary ring node";
  }
  bool planted() const override { return true; }
  std::vector<Node> insert_points(const Ring& ring, Node, unsigned) const override {
    Ring out = ring;
    std::sort(out.begin(), out.end());
    return out;
  }
};

}  // namespace

void register_omega_variants() {
  static std::once_flag once;
  std::call_once(once, [] {
    register_variant(std::make_shared<BuddyRingMerging>());
    register_variant(std::make_shared<PlantedShortestSuffix>());
    register_variant(std::make_shared<PlantedInsertAnywhere>());
  });
}

std::vector<std::shared_ptr<const RingConstruction>> ring_constructions() {
  register_omega_variants();
  return variants_of<RingConstruction>("omega", "ring");
}

std::shared_ptr<const RingConstruction> find_ring_construction(const std::string& name) {
  const auto all = ring_constructions();
  for (const auto& c : all)
    if (c->name() == name) return c;
  std::string known;
  for (const auto& c : all) known += (known.empty() ? "" : ", ") + c->name();
  throw UsageError("unknown omega variant '" + name + "' (known: " + known + ")");
}

void register_ring_construction(std::shared_ptr<const RingConstruction> c) {
  register_omega_variants();
  register_variant(std::move(c));
}

}  // namespace cc::omega
