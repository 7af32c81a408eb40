// What simulate omega reads and draws: the nodes of --ring, the pairs of --paths (each checked
// against the network, one UsageError naming the option), and the network with its paths as SVG
// (--svg).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "spec/models/omega.hpp"

namespace cc::app::sim::omega_io {

using omega::Node;

constexpr unsigned kMaxSvgL = 6;  // --svg draws every node: up to 64
constexpr std::size_t kMaxPaths = 512;

std::vector<Node> parse_ring(const std::string& text, const omega::OmegaNetwork& net);
std::vector<std::pair<Node, Node>> parse_paths(const std::string& text,
                                               const omega::OmegaNetwork& net);

// Fig. 1 redrawn with the paths, conflicts in red, and a legend.
std::string svg(const omega::OmegaNetwork& net, const std::vector<omega::Path>& paths,
                const std::string& title);

}  // namespace cc::app::sim::omega_io
