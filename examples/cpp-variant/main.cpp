// Two prefix variants of one's own for the postal family (Lin and Yeh), registered before
// collcheck's command line runs: every postal claim that runs an algorithm then accepts
// `--variant NAME`, and a refutation's replay line names this program.
//
//   example-derived-w     Algorithm A's U, with each PE's receives derived from the senders'
//                         U instead of the paper's W: the same schedule, so every claim holds.
//   example-neighbours    each PE forwards its partial result to its k right-hand neighbours
//                         in every step: a pipeline that is not finished after Theorem 1's m
//                         steps, which the claims refute.
#include <memory>

#include "app/cli.hpp"
#include "spec/algorithms/postal_prefix.hpp"

namespace {

using cc::postal::DerivedWVariant;
using cc::postal::Pe;
using cc::postal::Plan;

struct DerivedW : DerivedWVariant {
  std::string name() const override { return "example-derived-w"; }
  std::string summary() const override {
    return "Algorithm A's U with W derived from it (examples/cpp-variant)";
  }
};

struct Neighbours : DerivedWVariant {
  std::string name() const override { return "example-neighbours"; }
  std::string summary() const override {
    return "every PE sends to its k right-hand neighbours in every step (examples/cpp-variant)";
  }
  void U(Plan& plan, Pe x, std::size_t, std::vector<Pe>& out) const override {
    out.clear();
    for (cc::u64 t = 1; t <= plan.k && x + t < plan.n; ++t) out.push_back(x + static_cast<Pe>(t));
  }
};

}  // namespace

int main(int argc, char** argv) {
  cc::postal::register_prefix_variant(std::make_shared<DerivedW>());
  cc::postal::register_prefix_variant(std::make_shared<Neighbours>());
  return cc::app::run_cli(argc, argv);
}
