// The N x N Omega network at switch level (Lee and Lin, section 2.1 and Fig. 1; Lawrie 1975).
//
// N = 2^L nodes with L-bit addresses X = x_1 x_2 ... x_L (x_1 the most significant bit, as the
// paper writes them: 2 = 010). The network has L identical stages; stage i is a perfect shuffle
// (the fixed wiring: the link with address a enters switch input sigma(a), the rotation of a one
// bit to the left) followed by a column of N/2 2x2 switches, each set straight or interchange.
// Routing is by destination tag: in stage i the switch sends the message out of its port y_i, the
// i-th bit of the destination Y.
//
// A link is named (stage, address): stage 0 is the input link of node X (address X), stage i
// (1 <= i <= L) the link leaving stage i's switch column at output line `address` (for i < L it
// is wired into stage i+1's shuffle; stage L is the output link of the destination). A path,
// Path(X, Y), is the list of the L+1 links the message occupies, found by running the switches,
// and the switch settings it needs. Two paths conflict when they share a link.
//
// The paper's proof of Theorem 1 writes the address at stage i as x_i ... x_L y_1 ... y_{i-1};
// that formula is never used here: the checkers compare it with what route() produces.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cc::omega {

using Node = std::uint64_t;

// Addresses are 64-bit words, so L <= 64.
inline constexpr unsigned kMaxL = 64;

struct Link {
  unsigned stage;  // 0 .. L
  Node address;
  friend bool operator==(const Link&, const Link&) = default;
  friend auto operator<=>(const Link&, const Link&) = default;
};

enum class SwitchState { straight, interchange };

// One 2x2 switch of stage `stage` crossed by a path.
struct SwitchHop {
  unsigned stage;     // 1 .. L
  Node switch_index;  // 0 .. N/2 - 1
  unsigned in_port;   // 0 (upper) or 1 (lower)
  unsigned out_port;  // the destination tag bit y_stage
  SwitchState state;  // straight when in_port == out_port
};

struct Path {
  Node source, dest;
  std::vector<Link> links;      // links[i].stage == i, i = 0 .. L
  std::vector<SwitchHop> hops;  // hops[i-1] is stage i
};

class OmegaNetwork {
 public:
  // Requires 1 <= L <= kMaxL (std::invalid_argument otherwise; user input is checked before).
  explicit OmegaNetwork(unsigned L);

  unsigned L() const { return L_; }
  // N - 1: the largest address.
  Node max_node() const { return mask_; }

  // The perfect shuffle: the input line of the switch column that link address a is wired to.
  Node shuffle(Node a) const;

  // One 2x2 switch: the output line of a message entering on `line` (= 2 * switch + port) with
  // tag bit `tag`; destination-tag routing sets the switch so that the output port is the tag.
  SwitchHop switch_step(unsigned stage, Node line, unsigned tag) const;

  // Runs a message from X to Y through the L stages. Requires X, Y <= max_node().
  Path route(Node X, Node Y) const;

  // Only the link addresses of route(X, Y), stage 0 .. L (no allocation beyond `out`).
  void route_links(Node X, Node Y, std::vector<Node>& out) const;

  // One stage of route(X, Y): the stage-`stage` link (1 <= stage <= L) of a message for Y that
  // entered the stage on link address `a` (its stage-1 link).
  Node next_link(unsigned stage, Node a, Node Y) const;

 private:
  unsigned L_;
  Node mask_;
};

// Which links count when the paper says two paths are disjoint (section 3.1). The model counts
// every link; the proof of Theorem 1 and the text before it read it in three other ways, each of
// which a claim checks (omega.thm1.*).
enum class LinkReading {
  all,             // stages 0 .. L: input link, the links between stages, output link
  proof_stages,    // stages 0 .. L-1: the addresses x_i..x_L y_1..y_{i-1}, i = 1..L, of the proof
  switch_outputs,  // stages 1 .. L: "the addresses after the switch, when each stage completes"
  inner            // stages 1 .. L-1: only the links between two stages (the shuffle wiring)
};

bool counts(LinkReading r, unsigned stage, unsigned L);
const char* to_string(LinkReading r);

// The links two paths share (stage ascending) under a reading; empty when disjoint.
std::vector<Link> shared_links(const Path& a, const Path& b, LinkReading r = LinkReading::all);

// One communication step of a circuit-switched network: every path is set up at the same time,
// each link carries at most one of them. The conflict with the least shared link, if any.
struct StepConflict {
  std::size_t first, second;  // indices into the step's paths, first < second
  Link link;
};
std::optional<StepConflict> step_conflict(const std::vector<Path>& paths);
// The same for paths given by their end points (source, destination), each <= net.max_node(),
// routed by next_link one stage at a time: memory of a few words per path, for schedules of
// millions of paths. The same conflict as step_conflict on the routed paths.
std::optional<StepConflict> step_conflict(const OmegaNetwork& net,
                                          const std::vector<std::pair<Node, Node>>& ends);

// "(1,5)" and "(1,5) (2,3)".
std::string to_string(const Link& l);
std::string to_string(const std::vector<Link>& links);

}  // namespace cc::omega
