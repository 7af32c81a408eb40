// N not a power of two (Ohtaki's slides): the slides' loops run j = 0 ..
// (log2 N) - 1, which is an integer only for N = 2^d. Read as ⌈log2 N⌉ - 1 (the only reading
// that can reach P_N; check_any_n_floor shows ⌊log2 N⌋ cannot), Broadcast reaches P_i with
// i up to 2^⌈log2 N⌉ and Reduction reads A(i + 2^j) past A(N): the EREW executor rejects both
// ("range"). With the guards i <= N and i + 2^j <= N they are correct; Prefix needs no guard
// beyond the slides' own omitted condition i - 2^j >= 1. On the hypercube, Cube_Reduction and
// Cube_Prefix_Sum as printed address P_{i+2^j} and P_{i XOR 2^j} past P_{N-1}; guarded (receive
// only from a partner that exists) they are correct on P_0..P_{N-1} in ⌈log2 N⌉ steps.
#include "checkers/groupops/common.hpp"

namespace cc::groupops_checks {

namespace {

std::optional<Fields> loops_fields(std::int64_t N, const std::string& proc, std::int64_t got,
                                   std::int64_t want) {
  if (got == want) return std::nullopt;
  return Fields{{"N", N}, {"procedure", proc}, {"iterations", got}, {"ceil(log2 N)", want}};
}

// The point already names N (the claim's axis): drop it from the details.
std::optional<Fields> without_n(std::optional<Fields> f) {
  if (f) std::erase_if(*f, [](const Field& x) { return x.key == "N"; });
  return f;
}

bool broadcast_ok(std::int64_t N, const PramRun<Interval>& r) {
  if (r.violation) return false;
  for (std::int64_t i = 1; i <= N; ++i)
    if (r.a[static_cast<std::size_t>(i)] != Interval::single(0)) return false;
  return true;
}

std::optional<Fields> check_any_n_broadcast_impl(std::int64_t N, bool guarded, Planted bug) {
  const std::string proc = guarded ? "Broadcast (i <= N)" : "Broadcast (as printed)";
  const int c = ceil_log2(N);
  const auto r = run_interval(N, broadcast_loops(N, c, guarded, bug), Order::program);
  if (r.violation) return violation_fields(N, proc, *r.violation);
  if (auto f = first_without_d(N, proc, r)) return f;
  return loops_fields(N, proc, r.iterations - 1, c);
}

std::optional<Fields> check_any_n_reduction_impl(std::int64_t N, bool guarded, Planted bug) {
  const std::string proc = guarded ? "Reduction (i + 2^j <= N)" : "Reduction (as printed)";
  const int c = ceil_log2(N);
  const auto r = run_interval(N, reduction_loops(N, c, guarded, bug), Order::program);
  if (auto f = expect_prefixes(N, proc, r, true)) return f;
  return loops_fields(N, proc, r.iterations, c);
}

std::optional<Fields> check_any_n_prefix_impl(std::int64_t N, Planted bug) {
  const std::string proc = "Prefix (b ⊕ a)";
  const int c = ceil_log2(N);
  const auto r = run_interval(N, prefix_loops(N, c, false, bug), Order::program);
  if (auto f = expect_prefixes(N, proc, r, false)) return f;
  return loops_fields(N, proc, r.iterations, c);
}

// With ⌊log2 N⌋ iterations the guarded procedures are right exactly when N is a power of two.
std::optional<Fields> check_any_n_floor_impl(std::int64_t N) {
  const int f = floor_log2(N);
  const bool power = is_power_of_two(N);
  const bool b = broadcast_ok(N, run_interval(N, broadcast_loops(N, f, true), Order::program));
  const bool red =
      !expect_prefixes(N, "", run_interval(N, reduction_loops(N, f, true), Order::program), true);
  const bool pre =
      !expect_prefixes(N, "", run_interval(N, prefix_loops(N, f, false), Order::program), false);
  if (b != power || red != power || pre != power)
    return Fields{{"N", N},
                  {"power of two", power},
                  {"Broadcast correct", b},
                  {"Reduction correct", red},
                  {"Prefix correct", pre}};
  return std::nullopt;
}

std::optional<Fields> check_cube_any_n_impl(std::int64_t N, bool guarded, Planted bug) {
  const std::int64_t c = ceil_log2(N);
  const auto x = cube_singles(N);
  const auto b = cube_broadcast<Interval>(N, Interval::single(7), bug);
  if (b.violation) return violation_fields(N, "Cube_Broadcast", *b.violation);
  for (std::int64_t i = 0; i < N; ++i)
    if (b.a[static_cast<std::size_t>(i)] != Interval::single(7))
      return Fields{{"N", N},
                    {"procedure", "Cube_Broadcast"},
                    {"P_i", i},
                    {"value", show(b.a[static_cast<std::size_t>(i)])},
                    {"expected", "D = 7"}};
  if (b.steps != c)
    return Fields{
        {"N", N}, {"procedure", "Cube_Broadcast"}, {"steps", b.steps}, {"ceil(log2 N)", c}};
  const std::string sfx = guarded ? " (guarded)" : " (as printed)";
  const auto r = cube_reduction<Interval>(N, x, icombine(), bug, guarded);
  const auto p = cube_prefix_sum<Interval>(N, x, icombine(), false, bug, guarded);
  const std::pair<std::string, const CubeRun<Interval>*> runs[] = {
      {"Cube_Reduction" + sfx, &r}, {"Cube_Prefix_Sum (b ⊕ t)" + sfx, &p}};
  for (const auto& [proc, run] : runs) {
    if (run->violation) return violation_fields(N, proc, *run->violation);
    if (auto f = cube_values(N, proc, *run, run == &p)) return f;
    if (run->steps != c)
      return Fields{{"N", N}, {"procedure", proc}, {"steps", run->steps}, {"ceil(log2 N)", c}};
  }
  return std::nullopt;
}

}  // namespace

std::optional<Fields> check_any_n_broadcast(std::int64_t N, bool guarded, Planted bug) {
  return without_n(check_any_n_broadcast_impl(N, guarded, bug));
}

std::optional<Fields> check_any_n_reduction(std::int64_t N, bool guarded, Planted bug) {
  return without_n(check_any_n_reduction_impl(N, guarded, bug));
}

std::optional<Fields> check_any_n_prefix(std::int64_t N, Planted bug) {
  return without_n(check_any_n_prefix_impl(N, bug));
}

std::optional<Fields> check_any_n_floor(std::int64_t N) {
  return without_n(check_any_n_floor_impl(N));
}

std::optional<Fields> check_cube_any_n(std::int64_t N, bool guarded, Planted bug) {
  return without_n(check_cube_any_n_impl(N, guarded, bug));
}

}  // namespace cc::groupops_checks
