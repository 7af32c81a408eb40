// Theorems 1-4 of Lee and Lin on one instance, network side against formula side.
#include "spec/models/omega_theorems.hpp"

namespace cc::omega {

namespace {
std::uint64_t u(unsigned v) { return v; }
}  // namespace

bool thm1_formula_disjoint(unsigned L, unsigned ast_down, unsigned ast_up, LinkReading r,
                           bool corrected) {
  bool d = ast_down + ast_up > L;
  if (corrected) {
    if (!counts(r, L, L)) d = d || ast_down == L;  // no output link: x_L != w_L suffices
    if (!counts(r, 0, L)) d = d || ast_up == L;    // no input link: y_1 != z_1 suffices
  }
  return d;
}

std::string path_name(Node X, Node Y) {
  return "Path(" + std::to_string(X) + "," + std::to_string(Y) + ")";
}

std::string network_verdict(const std::vector<Link>& shared) {
  return shared.empty() ? "disjoint" : "conflict at " + to_string(shared);
}

std::optional<Fields> thm1_instance(const OmegaNetwork& net, Node X, Node Y, Node W, Node Z,
                                    LinkReading r, bool corrected) {
  const unsigned L = net.L();
  const BitPattern down = low_bit(X, W, L), up = high_bit(Y, Z, L);
  const bool formula = thm1_formula_disjoint(L, Ast(down), Ast(up), r, corrected);
  const auto shared = shared_links(net.route(X, Y), net.route(W, Z), r);
  if (formula == shared.empty()) return std::nullopt;
  return Fields{{"paths", path_name(X, Y) + " " + path_name(W, Z)},
                {"X↓W", to_string(down)},
                {"Y↑Z", to_string(up)},
                {"Ast sum", u(Ast(down) + Ast(up))},
                {"theorem says", formula ? "disjoint" : "conflict"},
                {"network", network_verdict(shared)}};
}

std::optional<Fields> abstraction_instance(const OmegaNetwork& net, Node X, Node Y, Node W,
                                           Node Z) {
  const unsigned L = net.L();
  const unsigned s = L - Ast(low_bit(X, W, L)), t = L - Ast(high_bit(Y, Z, L));
  const Path p = net.route(X, Y), q = net.route(W, Z);
  for (unsigned j = 0; j <= L; ++j) {
    const bool equal = p.links[j] == q.links[j];
    if (equal != (s + j >= L && t >= j))
      return Fields{{"paths", path_name(X, Y) + " " + path_name(W, Z)},
                    {"stage", u(j)},
                    {"s", u(s)},
                    {"t", u(t)},
                    {"links equal", equal}};
  }
  return std::nullopt;
}

std::optional<Fields> thm2_instance(const OmegaNetwork& net, Node A, Node B, Node C, Node D) {
  if (!shared_links(net.route(A, B), net.route(C, D)).empty()) return std::nullopt;
  const auto after = shared_links(net.route(A, D), net.route(C, B));
  if (after.empty()) return std::nullopt;
  return Fields{{"disjoint", path_name(A, B) + " " + path_name(C, D)},
                {"swapped", path_name(A, D) + " " + path_name(C, B)},
                {"network", network_verdict(after)}};
}

std::optional<Fields> thm3_instance(unsigned L, Node X, Node Y, Node Z) {
  const unsigned xy = Ast(low_bit(X, Y, L)), xz = Ast(low_bit(X, Z, L)), yz = Ast(low_bit(Y, Z, L));
  if (xy < xz || xy >= yz) return std::nullopt;
  return Fields{{"X", bit_string(X, L)}, {"Y", bit_string(Y, L)}, {"Z", bit_string(Z, L)},
                {"Ast(X↓Y)", u(xy)},     {"Ast(X↓Z)", u(xz)},     {"Ast(Y↓Z)", u(yz)}};
}

std::optional<Fields> thm4_instance(const OmegaNetwork& net, Node A, Node B, Node C, Node E,
                                    Node F) {
  const unsigned L = net.L();
  if (!shared_links(net.route(A, B), net.route(E, F)).empty()) return std::nullopt;
  const unsigned ce = Ast(low_bit(C, E, L)), ca = Ast(low_bit(C, A, L));
  if (ce < ca) return std::nullopt;
  const auto after = shared_links(net.route(C, B), net.route(E, F));
  if (after.empty()) return std::nullopt;
  return Fields{
      {"disjoint", path_name(A, B) + " " + path_name(E, F)},
      {"C", C},
      {"Ast(C↓E)", u(ce)},
      {"Ast(C↓A)", u(ca)},
      {"network", path_name(C, B) + " " + path_name(E, F) + " " + network_verdict(after)}};
}

}  // namespace cc::omega
