// Theorem 1 against every schedule by an exhaustive search over counts of PEs (a symmetry
// reduction of the k-port lambda-postal model to the orbits of its global states), and a brute
// force over every concrete send relation on small n that checks the reduction.
//
// Why counts are an exact quotient of the schedules of the model, for broadcasting v(0):
//   - A PE's whole state, as far as v(0) goes, after step t is one of lambda+1 local states:
//     H (holds v(0)), A_d (the first message with v(0) to it is received d steps later,
//     1 <= d <= lambda-1), F (neither). PE 0 differs from the others only in starting as H.
//   - The rules of the model name no PE: every PE has the same k send and k receive ports, a
//     send of step t from any PE to any other is received in step t + lambda - 1 and can be
//     forwarded from step t + lambda on, and only PEs that hold v(0) can send it. So a
//     permutation of the PEs maps every schedule to a schedule and every global state to one
//     with the same counts: the counts (h, p_1 .. p_{lambda-1}) name the orbit, f = n - h - sum p.
//   - A message with v(0) to an H or A_d PE changes nothing (it is received after every pending
//     one), and a second message to one F PE in the same step neither (both arrive together).
//     So a step moves exactly r PEs out of F, for some 0 <= r <= min(k h, f): each of the h
//     holders reaches at most k PEs. Every such r is realised: the r fresh PEs assigned to the
//     holders, at most k each, one message each (one receive per fresh PE <= k). Which holder
//     sends to which fresh PE never changes the counts after the step: senders keep holding
//     v(0), and every fresh PE is received in the same step t + lambda - 1 whoever sent it.
//   - The successor is (h + p_1, p_2, .., p_{lambda-1}, r) (lambda = 1: (h + r)). The count
//     graph is then the image of the concrete one and every count edge lifts to a concrete step
//     from any state in the orbit: the least number of steps after which h = n is the same.
// Everything is exact integer arithmetic.
#pragma once

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace cc::postal_checks {

using Sends = std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>>;  // sends[t-1]

// Planted searches for the tests: only the largest r per step (the paper's greedy, not every
// schedule), or one more port per PE than the model has.
struct CountsPlant {
  bool largest_r_only = false;
  std::uint32_t extra_ports = 0;
};

struct CountsResult {
  // The least t <= max_steps with a state of h = n after t steps, if any.
  std::optional<std::uint32_t> least;
  // A witness for `least`: fresh[t-1] = r of step t (PEs first sent v(0) in step t).
  std::vector<std::uint32_t> fresh;
  std::uint64_t states = 0;       // count vectors over all layers (each layer's set, summed)
  std::uint64_t transitions = 0;  // successors generated
};

// Breadth-first over the count vectors, one set per step, every r, up to max_steps steps or the
// first layer with h = n. Throws std::invalid_argument if (n+1)^lambda exceeds 2^30.
CountsResult postal_broadcast_counts(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                     std::uint32_t max_steps, CountsPlant plant = {});

// The most PEs holding v(0) after each step under every schedule: most[t], t = 0..steps, the
// largest h of the count search's layer t (no early stop), and fresh[t] (r of steps 1..t) a
// schedule that reaches a state with most[t] holders after step t.
struct HoldersResult {
  std::vector<std::uint32_t> most;
  std::vector<std::vector<std::uint32_t>> fresh;
  std::uint64_t states = 0;
  std::uint64_t transitions = 0;
};
HoldersResult postal_most_holders(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                  std::uint32_t steps, CountsPlant plant = {});

// Every layer of the count search, layers[t] = the sorted count vectors (h, p_1..p_{lambda-1})
// after t steps, t = 0..steps (no early stop).
std::vector<std::vector<std::vector<std::uint32_t>>> postal_count_layers(std::uint32_t n,
                                                                         std::uint32_t k,
                                                                         std::uint32_t lambda,
                                                                         std::uint32_t steps,
                                                                         CountsPlant plant = {});

// The same layers by brute force: every concrete state reachable under every send relation
// with at most k sends and k receives per PE and step (to any PE, useful or not), each state
// mapped to its counts. Exponential: n <= 6.
std::vector<std::vector<std::vector<std::uint32_t>>> postal_concrete_layers(std::uint32_t n,
                                                                            std::uint32_t k,
                                                                            std::uint32_t lambda,
                                                                            std::uint32_t steps);

// A concrete schedule for a sequence of r: the fresh PEs in label order, the i-th fresh PE of a
// step sent v(0) by the (i / ports)-th holder (holders in label order), at most `ports` each.
Sends counts_schedule(std::uint32_t n, std::uint32_t ports, std::uint32_t lambda,
                      const std::vector<std::uint32_t>& fresh);

}  // namespace cc::postal_checks
