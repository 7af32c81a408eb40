// collcheck synth on the postal model (synth/synth.hpp). The search starts at Theorem 1's m, the
// lower bound every collective that needs PE 0's value at every PE (broadcast, prefix) obeys, and
// asks the bounded model checks of proofs/postal_bmc.hpp for T = m, m + 1, ...:
//  - broadcast: the SCCL-style encoding of every k-port lambda-postal schedule of v(0) (with the
//    two shape restrictions, each of which keeps the answer: proofs/postal_bmc.hpp, BmcShape);
//  - prefix: the window class (every PE keeps one value s:i; a message from a carries c(a) to a
//    PE b > a, combined in b's receive step when it chains onto c(b)), which contains Algorithm A.
// A sat answer is decoded into a schedule document and run on the postal executor
// (spec/schedule): it must be legal and correct in exactly T steps, else the encoding is wrong
// and synth stops with an internal error. Optimality: T - 1 is impossible when T = m (Theorem 1,
// and the broadcast query at m - 1 is asked of the solver as a certificate: every prefix schedule
// also brings v(0) to every PE, since PE i's result 0:i contains operand 0), or when the broadcast
// query at T - 1 is unsat. Otherwise the answer is a schedule without a proof of optimality.
// With m items (Request::m): the m-item broadcast (proofs/postal_mbcast_bmc.hpp) and prefix, reduce
// and allreduce in the per-item window class (proofs/postal_mitems_bmc.hpp), certified by the
// m-item broadcast query (prefix, reduce) or the m-item gossip query (allreduce) at T - 1. Every
// search is synth/search.hpp's least_steps.
#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <tuple>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "proofs/postal_allreduce_bmc.hpp"
#include "proofs/postal_bmc.hpp"
#include "proofs/postal_mbcast_bmc.hpp"
#include "proofs/postal_mitems_bmc.hpp"
#include "spec/models/postal.hpp"
#include "spec/schedule/document.hpp"
#include "synth/search.hpp"
#include "synth/synth.hpp"

namespace cc::synth {

std::string answer_text(const proofs::ProofResult& r) {
  std::string s = r.status == proofs::Status::proved          ? "unsat"
                  : r.status == proofs::Status::counterexample ? "sat"
                                                               : "unknown";
  std::string runs;
  for (const auto& x : r.runs) {
    char secs[32];
    std::snprintf(secs, sizeof secs, "%.2f", x.seconds);
    runs += (runs.empty() ? "" : ", ") + x.solver + " " + x.answer + " " + secs + " s";
  }
  return s + (runs.empty() ? "" : " (" + runs + ")") +
         (r.status == proofs::Status::unknown ? ": " + proofs::unknown_text(r) : "");
}

namespace {

using Sends = std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>>;
using json = nlohmann::ordered_json;

// The document of a broadcast from PE 0 (register c) or a window-class prefix, from the solver's
// sends (sends[t-1]: the messages of step t).
std::string document(const Request& r, std::uint32_t T, const Sends& sends) {
  const bool prefix = r.collective == "prefix";
  std::vector<json> step(T);
  for (auto& s : step) s = json::object();
  std::vector<std::int64_t> lo(r.n);  // prefix: c(i) = lo[i] : i
  for (std::uint32_t i = 0; i < r.n; ++i) lo[i] = i;
  // Deliveries per step: (sender, receiver, the interval carried).
  struct Delivery {
    std::uint32_t from, to;
    std::int64_t lo;
  };
  std::vector<std::vector<Delivery>> at(T + 1);
  for (std::uint32_t t = 1; t <= T; ++t) {
    if (t - 1 < sends.size())
      for (auto [a, b] : sends[t - 1]) {
        step[t - 1]["send"].push_back({{"from", a}, {"to", b}, {"reg", "c"}});
        const std::uint32_t rt = t + r.lambda - 1;
        if (rt <= T) at[rt].push_back({a, b, lo[a]});
      }
    // Received in step t (sent in step t - lambda + 1), then combined (prefix) in the step's ops.
    std::map<std::uint32_t, std::vector<Delivery>> by_receiver;
    for (const auto& d : at[t]) {
      step[t - 1]["recv"].push_back(
          {{"at", d.to}, {"from", d.from}, {"reg", prefix ? "m" + std::to_string(d.from) : "c"}});
      by_receiver[d.to].push_back(d);
    }
    if (!prefix) continue;
    for (auto& [b, ds] : by_receiver) {
      std::sort(ds.begin(), ds.end(), [](const Delivery& x, const Delivery& y) { return x.from > y.from; });
      for (const auto& d : ds)
        if (static_cast<std::int64_t>(d.from) + 1 == lo[b]) {
          step[t - 1]["ops"].push_back(
              {{"pe", b}, {"dst", "c"}, {"args", {"m" + std::to_string(d.from), "c"}}});
          lo[b] = d.lo;
        }
    }
  }
  json doc = {{"format", "collcheck-schedule/1"},
              {"name", "synth-postal-" + r.collective},
              {"model", {{"name", "postal"}, {"n", r.n}, {"k", r.k}, {"lambda", r.lambda}}},
              {"collective", {{"kind", r.collective}}},
              {"steps", step}};
  return doc.dump();
}

// The document of a window-class allreduce (proofs/postal_allreduce_bmc.hpp) from the solver's
// sends: every PE's window lo:hi simulated here, honestly (never read from the model): in its
// receive step PE b combines the messages from senders a < b whose window ends at lo - 1 (from the
// highest sender down: c = m<a> + c), then those from a > b whose window starts at hi + 1 (from
// the lowest up: c = c + m<a>). A message that does not fit is received and left unused.
std::string allreduce_document(const Request& r, std::uint32_t T, const Sends& sends) {
  std::vector<json> step(T);
  for (auto& s : step) s = json::object();
  std::vector<std::int64_t> lo(r.n), hi(r.n);
  for (std::uint32_t i = 0; i < r.n; ++i) lo[i] = hi[i] = i;
  struct Delivery {
    std::uint32_t from, to;
    std::int64_t lo, hi;
  };
  std::vector<std::vector<Delivery>> at(T + 1);
  for (std::uint32_t t = 1; t <= T; ++t) {
    if (t - 1 < sends.size())
      for (auto [a, b] : sends[t - 1]) {
        step[t - 1]["send"].push_back({{"from", a}, {"to", b}, {"reg", "c"}});
        const std::uint32_t rt = t + r.lambda - 1;
        if (rt <= T) at[rt].push_back({a, b, lo[a], hi[a]});
      }
    std::map<std::uint32_t, std::vector<Delivery>> by_receiver;
    for (const auto& d : at[t]) {
      step[t - 1]["recv"].push_back({{"at", d.to}, {"from", d.from}, {"reg", "m" + std::to_string(d.from)}});
      by_receiver[d.to].push_back(d);
    }
    for (auto& [b, ds] : by_receiver) {
      std::sort(ds.begin(), ds.end(), [](const Delivery& x, const Delivery& y) { return x.from > y.from; });
      for (const auto& d : ds)
        if (d.from < b && d.hi + 1 == lo[b]) {
          step[t - 1]["ops"].push_back({{"pe", b}, {"dst", "c"}, {"args", {"m" + std::to_string(d.from), "c"}}});
          lo[b] = d.lo;
        }
      for (auto it = ds.rbegin(); it != ds.rend(); ++it)
        if (it->from > b && it->lo == hi[b] + 1) {
          step[t - 1]["ops"].push_back({{"pe", b}, {"dst", "c"}, {"args", {"c", "m" + std::to_string(it->from)}}});
          hi[b] = it->hi;
        }
    }
  }
  json doc = {{"format", "collcheck-schedule/1"},
              {"name", "synth-postal-allreduce"},
              {"model", {{"name", "postal"}, {"n", r.n}, {"k", r.k}, {"lambda", r.lambda}}},
              {"collective", {{"kind", "allreduce"}}},
              {"steps", step}};
  return doc.dump();
}

// A reduce to PE 0 of 0:n-1 from a broadcast schedule of T steps, time-reversed: the broadcast's
// messages form a tree (one receipt per PE, the query's shape), a send a -> b of step t becomes
// b -> a of step T - t - lambda + 2, received in step T - t + 1, and the PEs are renumbered in the
// tree's preorder, so that every subtree is an interval of labels: a PE combines its own operand
// and its children's partial results in label order (own first) in the step its last child's
// arrives, before it sends. Every send of the reversed schedule comes after the receives of its
// sender, since in the broadcast a PE forwards only after it received.
std::string reduce_document(const Request& r, std::uint32_t T, const Sends& sends) {
  std::vector<std::int64_t> parent(r.n, -1), sent_at(r.n, 0);
  std::vector<std::vector<std::uint32_t>> children(r.n);
  for (std::uint32_t t = 1; t <= sends.size(); ++t)
    for (auto [a, b] : sends[t - 1]) {
      if (parent[b] >= 0 || b == 0)
        throw std::runtime_error("synth: the broadcast schedule sends to PE " + std::to_string(b) +
                                 " twice: not a tree, the query's shape is broken");
      parent[b] = a;
      sent_at[b] = t;
      children[a].push_back(b);
    }
  // Preorder labels.
  std::vector<std::uint32_t> label(r.n, 0);
  std::uint32_t next = 0;
  std::vector<std::uint32_t> stack{0};
  while (!stack.empty()) {
    const std::uint32_t v = stack.back();
    stack.pop_back();
    label[v] = next++;
    for (auto it = children[v].rbegin(); it != children[v].rend(); ++it) stack.push_back(*it);
  }
  std::vector<json> step(T);
  for (auto& s : step) s = json::object();
  std::vector<std::uint32_t> last_arrival(r.n, 0);
  for (std::uint32_t b = 1; b < r.n; ++b) {
    if (parent[b] < 0) continue;  // not informed: the replay reports it
    const auto a = static_cast<std::uint32_t>(parent[b]);
    const std::uint32_t send = T - static_cast<std::uint32_t>(sent_at[b]) - r.lambda + 2;
    const std::uint32_t recv = send + r.lambda - 1;
    step[send - 1]["send"].push_back({{"from", label[b]}, {"to", label[a]}, {"reg", "c"}});
    step[recv - 1]["recv"].push_back(
        {{"at", label[a]}, {"from", label[b]}, {"reg", "m" + std::to_string(label[b])}});
    last_arrival[a] = std::max(last_arrival[a], recv);
  }
  for (std::uint32_t v = 0; v < r.n; ++v) {
    if (children[v].empty()) continue;
    std::vector<std::uint32_t> kids;
    for (auto c : children[v]) kids.push_back(label[c]);
    std::sort(kids.begin(), kids.end());
    json args = json::array({"c"});
    for (auto c : kids) args.push_back("m" + std::to_string(c));
    step[last_arrival[v] - 1]["ops"].push_back({{"pe", label[v]}, {"dst", "c"}, {"args", args}});
  }
  json doc = {{"format", "collcheck-schedule/1"},
              {"name", "synth-postal-reduce"},
              {"model", {{"name", "postal"}, {"n", r.n}, {"k", r.k}, {"lambda", r.lambda}}},
              {"collective", {{"kind", "reduce"}}},
              {"steps", step}};
  return doc.dump();
}

// The document of a broadcast of m items from PE 0 (count m: the root's x0..x(m-1) copied to
// c0..c(m-1) by init ops, item j sent and received in register c<j>; m = 1: register c), from the
// solver's sends (sends[t-1]: the messages of step t).
std::string mbcast_document(const Request& r, std::uint32_t T,
                            const std::vector<std::vector<proofs::ItemSend>>& sends) {
  const auto reg = [&](std::uint32_t j) { return r.m > 1 ? "c" + std::to_string(j) : std::string("c"); };
  std::vector<json> step(T);
  for (auto& s : step) s = json::object();
  for (std::uint32_t t = 1; t <= T && t - 1 < sends.size(); ++t)
    for (const auto& x : sends[t - 1]) {
      step[t - 1]["send"].push_back({{"from", x.from}, {"to", x.to}, {"reg", reg(x.item)}});
      const std::uint32_t rt = t + r.lambda - 1;
      if (rt <= T) step[rt - 1]["recv"].push_back({{"at", x.to}, {"from", x.from}, {"reg", reg(x.item)}});
    }
  json doc = {{"format", "collcheck-schedule/1"},
              {"name", "synth-postal-broadcast-m" + std::to_string(r.m)},
              {"model", {{"name", "postal"}, {"n", r.n}, {"k", r.k}, {"lambda", r.lambda}}},
              {"collective", {{"kind", "broadcast"}, {"count", r.m}}}};
  if (r.m > 1) {
    json init = json::array();
    for (std::uint32_t j = 0; j < r.m; ++j)
      init.push_back({{"pe", 0}, {"dst", reg(j)}, {"args", {"x" + std::to_string(j)}}});
    doc["init"] = init;
  }
  doc["steps"] = step;
  return doc.dump();
}

// synthesize() for a broadcast of m items (r.m >= 1): the search from the executor's bound for
// counts, the m-item BMC (proofs/postal_mbcast_bmc.hpp) at T = bound, bound + 1, ..., the sat
// schedule replayed, and the same query at T - 1 as the certificate.
// Never trust the solver: the document runs on the postal executor, which must find it legal,
// correct and exactly T steps long; anything else is an encoding defect, never a result.
std::string replay(const std::string& document, std::uint32_t T) {
  const schedule::Verdicts v = schedule::run_document_text(document);
  if (v.illegal || v.incorrect || v.count != T)
    throw std::runtime_error("synth: the executor rejects the solver's schedule of " +
                             std::to_string(T) + " steps (" +
                             (v.illegal ? "illegal: " + to_text(*v.illegal)
                                        : v.incorrect ? "incorrect: " + to_text(*v.incorrect)
                                                      : std::to_string(v.count) + " steps") +
                             "): the encoding is wrong, no result is reported");
  return "legal, correct, " + std::to_string(T) + " steps on the postal executor";
}

// What every postal search shares: T from the lower bound a.lower to --max-steps; the query at T,
// `run(T, options)` with the request's options, nothing exported, named <tag>_T<T>, its sends kept
// in `sends` for the decoder and its line ended by `note`; the replay on the postal executor.
template <class SendList, class Run>
LeastSteps postal_search(const Request& r, const Answer& a, const std::string& tag,
                         SendList& sends, Run run, const std::string& note = "") {
  LeastSteps s;
  s.from = a.lower;
  s.to = r.max_steps;
  s.query = [&r, &sends, tag, run, note](std::uint32_t T) {
    proofs::ProofOptions o = r.opts;
    o.emit_dir.clear();  // only the certificate is exported
    o.name = tag + "_T" + std::to_string(T);
    auto res = run(T, o);
    sends = std::move(res.sends);
    return Probe{res.result, "T = " + std::to_string(T) + ": " + answer_text(res.result) + note};
  };
  s.replay = replay;
  return s;
}

// The options of the certificate query at T - 1: the request's (exported), named
// <tag>_below_T<T-1>, for `claim`.
proofs::ProofOptions certificate_options(const Request& r, const std::string& tag, std::uint32_t T,
                                         const std::string& claim) {
  proofs::ProofOptions c = r.opts;
  c.name = tag + "_below_T" + std::to_string(T - 1);
  c.claim = claim;
  return c;
}

// The progress of a search: every line kept in a.tried and passed to `progress`.
std::function<void(const std::string&)> search_lines(
    Answer& a, const std::function<void(const std::string&)>& progress) {
  return [&a, &progress](const std::string& line) {
    a.tried.push_back(line);
    if (progress) progress(line);
  };
}

Answer synthesize_mbcast(const Request& r, const std::function<void(const std::string&)>& progress) {
  Answer a;
  std::tie(a.lower, a.lower_source) = mbcast_lower_bound(r.n, r.k, r.lambda, r.m);
  const std::string tag = "synth_postal_broadcast_n" + std::to_string(r.n) + "_k" +
                          std::to_string(r.k) + "_l" + std::to_string(r.lambda) + "_m" +
                          std::to_string(r.m);
  const proofs::MBcastPlant plant = r.planted_drop_pair     ? proofs::MBcastPlant::drop_pair
                                    : r.planted_drop_holder ? proofs::MBcastPlant::drop_holder
                                                            : proofs::MBcastPlant::none;
  std::vector<std::vector<proofs::ItemSend>> sends;  // the last sat answer's
  LeastSteps s = postal_search(r, a, tag, sends, [&](std::uint32_t T, const proofs::ProofOptions& o) {
    return proofs::postal_mbcast_bmc(r.n, r.k, r.lambda, r.m, T, o, plant);
  });
  s.decode = [&](std::uint32_t T) { return mbcast_document(r, T, sends); };
  s.certificate = [&](std::uint32_t T) {
    const auto c = certificate_options(r, tag, T, "synth postal broadcast m=" + std::to_string(r.m));
    const auto below = proofs::postal_mbcast_bmc(r.n, r.k, r.lambda, r.m, T - 1, c);
    return Probe{below.result, "certificate, " + std::to_string(r.m) + " items in T - 1 = " +
                                   std::to_string(T - 1) + " steps: " + answer_text(below.result)};
  };
  s.judge = [&](std::uint32_t T, const proofs::ProofResult& below, Answer& ans) {
    if (below.status == proofs::Status::proved) {
      ans.kind = Answer::Kind::optimal;
      ans.proof = "no schedule of " + std::to_string(T - 1) + " steps brings the " +
                  std::to_string(r.m) + " items to every PE (" + answer_text(below) + ")" +
                  (T == ans.lower ? "; and T = the lower bound"
                                  : "; " + std::to_string(T - ans.lower) + " over the lower bound");
    } else {
      ans.kind = Answer::Kind::unproved;
      ans.proof = "the certificate query was not decided: " + answer_text(below);
    }
  };
  s.none_found = "no schedule of at most " + std::to_string(r.max_steps) + " steps found";
  least_steps(s, a, search_lines(a, progress));
  return a;
}

// synthesize() for allreduce (one operand per PE): the window class (proofs/
// postal_allreduce_bmc.hpp) at T = Theorem 1's m, m + 1, ..., the sat schedule decoded and
// replayed (non-commutative witness), and the gossip query at T - 1 as the certificate: every
// allreduce schedule brings every operand to every PE, so its unsat proves that no allreduce
// schedule of T - 1 steps exists, whatever its class. Where the class needs more steps than the
// certificate excludes, the answer is a schedule without a proof of optimality (exit 3).
Answer synthesize_allreduce(const Request& r, const std::function<void(const std::string&)>& progress) {
  Answer a;
  const auto m = postal::min_steps(r.n, r.k, r.lambda, 1u << 20);
  if (!m) throw std::logic_error("synth: no Theorem 1 m for n = " + std::to_string(r.n));
  a.lower = static_cast<std::uint32_t>(*m);
  a.lower_source = "Lin and Yeh, Theorem 1: m = min{j | G(j) >= n} = " + std::to_string(*m) +
                   " (every PE needs v(0))";
  const std::string tag = "synth_postal_allreduce_n" + std::to_string(r.n) + "_k" +
                          std::to_string(r.k) + "_l" + std::to_string(r.lambda);
  const auto plant = r.planted == "drop-adjacent" ? proofs::AllreducePlant::drop_adjacent
                                                  : proofs::AllreducePlant::none;
  Sends sends;  // the last sat answer's
  LeastSteps s = postal_search(
      r, a, tag, sends,
      [&](std::uint32_t T, const proofs::ProofOptions& o) {
        return proofs::postal_allreduce_window_bmc(r.n, r.k, r.lambda, T, o, plant);
      },
      " (window class)");
  s.decode = [&](std::uint32_t T) { return allreduce_document(r, T, sends); };
  s.certificate = [&](std::uint32_t T) {
    const auto c = certificate_options(r, tag, T, "synth postal allreduce");
    const auto below = proofs::postal_gossip_bmc(r.n, r.k, r.lambda, T - 1, c);
    return Probe{below.result, "certificate, every operand to every PE (gossip) in T - 1 = " +
                                   std::to_string(T - 1) + " steps: " + answer_text(below.result)};
  };
  s.judge = [&](std::uint32_t T, const proofs::ProofResult& below, Answer& ans) {
    if (below.status == proofs::Status::proved) {
      ans.kind = Answer::Kind::optimal;
      ans.proof = "no message pattern of " + std::to_string(T - 1) + " steps brings every operand to "
                  "every PE (" + answer_text(below) + "); every allreduce schedule does (PE "
                  "i's result 0:n-1 contains every operand)" +
                  (T == ans.lower ? "; and T = Theorem 1's m" : "");
    } else {
      ans.kind = Answer::Kind::unproved;
      ans.proof = below.status == proofs::Status::counterexample
                      ? "a schedule of the window class needs " + std::to_string(T) +
                            " steps, and whether another allreduce schedule does it in " +
                            std::to_string(T - 1) + " is not decided (the gossip certificate is sat: "
                            "every operand can reach every PE in " + std::to_string(T - 1) + " steps)"
                      : "the certificate query was not decided: " + answer_text(below);
    }
  };
  s.none_found = "no schedule of the window class of at most " + std::to_string(r.max_steps) + " steps found";
  least_steps(s, a, search_lines(a, progress));
  return a;
}

// The document of a per-item window schedule of m items (prefix, allreduce or reduce to PE 0;
// proofs/postal_mitems_bmc.hpp) from the solver's sends, every PE's window lo:hi of every item
// simulated here, honestly (never read from the model). Registers: count m, PE i's x0..x(m-1)
// copied to c0..c(m-1) by init ops (m = 1: register c, no copy); a message of item j sends c<j>
// and is received into m<sender> (one message per pair and step); in its receive step PE b
// combines, item by item, the messages from senders a < b whose window ends at lo - 1 (from the
// highest sender down: c<j> = m<a> + c<j>), then those from a > b whose window starts at hi + 1
// (from the lowest up: c<j> = c<j> + m<a>). A message that does not fit is received and unused.
std::string mitems_document(const Request& r, std::uint32_t T,
                            const std::vector<std::vector<proofs::ItemSend>>& sends) {
  const std::uint32_t n = r.n, m = r.m;
  const auto reg = [&](std::uint32_t j) { return m > 1 ? "c" + std::to_string(j) : std::string("c"); };
  std::vector<json> step(T);
  for (auto& s : step) s = json::object();
  std::vector<std::vector<std::int64_t>> lo(n, std::vector<std::int64_t>(m)), hi = lo;
  for (std::uint32_t i = 0; i < n; ++i)
    for (std::uint32_t j = 0; j < m; ++j) lo[i][j] = hi[i][j] = i;
  struct Delivery {
    std::uint32_t from, to, item;
    std::int64_t lo, hi;
  };
  std::vector<std::vector<Delivery>> at(T + 1);
  for (std::uint32_t t = 1; t <= T; ++t) {
    if (t - 1 < sends.size())
      for (const auto& x : sends[t - 1]) {
        step[t - 1]["send"].push_back({{"from", x.from}, {"to", x.to}, {"reg", reg(x.item)}});
        const std::uint32_t rt = t + r.lambda - 1;
        if (rt <= T) at[rt].push_back({x.from, x.to, x.item, lo[x.from][x.item], hi[x.from][x.item]});
      }
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::vector<Delivery>> by;  // (receiver, item)
    for (const auto& d : at[t]) {
      step[t - 1]["recv"].push_back({{"at", d.to}, {"from", d.from}, {"reg", "m" + std::to_string(d.from)}});
      by[{d.to, d.item}].push_back(d);
    }
    for (auto& [key, ds] : by) {
      const auto [b, j] = key;
      std::sort(ds.begin(), ds.end(), [](const Delivery& x, const Delivery& y) { return x.from > y.from; });
      for (const auto& d : ds)
        if (d.from < b && d.hi + 1 == lo[b][j]) {
          step[t - 1]["ops"].push_back({{"pe", b}, {"dst", reg(j)}, {"args", {"m" + std::to_string(d.from), reg(j)}}});
          lo[b][j] = d.lo;
        }
      for (auto it = ds.rbegin(); it != ds.rend(); ++it)
        if (it->from > b && it->lo == hi[b][j] + 1) {
          step[t - 1]["ops"].push_back({{"pe", b}, {"dst", reg(j)}, {"args", {reg(j), "m" + std::to_string(it->from)}}});
          hi[b][j] = it->hi;
        }
    }
  }
  json doc = {{"format", "collcheck-schedule/1"},
              {"name", "synth-postal-" + r.collective + "-m" + std::to_string(m)},
              {"model", {{"name", "postal"}, {"n", n}, {"k", r.k}, {"lambda", r.lambda}}},
              {"collective", {{"kind", r.collective}, {"count", m}}}};
  if (m > 1) {
    json init = json::array();
    for (std::uint32_t i = 0; i < n; ++i)
      for (std::uint32_t j = 0; j < m; ++j)
        init.push_back({{"pe", i}, {"dst", reg(j)}, {"args", {"x" + std::to_string(j)}}});
    doc["init"] = init;
  }
  doc["steps"] = step;
  return doc.dump();
}

// synthesize() for prefix, allreduce and reduce (to PE 0) of m items per PE (docs/synth.md, "Many
// items"): the per-item window class (proofs/postal_mitems_bmc.hpp) at T = the m-item broadcast's
// lower bound, + 1, ..., the sat schedule decoded and replayed, and the certificate at T - 1:
// prefix and reduce, the m-item broadcast query (every prefix schedule of m items brings PE 0's
// item j to every PE; a reduce schedule reversed in time is an m-item broadcast); allreduce, the
// m-item gossip query. Where the class needs more steps than the certificate excludes, the answer
// is a schedule without a proof of optimality (exit 3).
Answer synthesize_mitems(const Request& r, const std::function<void(const std::string&)>& progress) {
  Answer a;
  const bool prefix = r.collective == "prefix", all = r.collective == "allreduce";
  std::tie(a.lower, a.lower_source) = mbcast_lower_bound(r.n, r.k, r.lambda, r.m);
  if (r.n >= 2)
    a.lower_source += (prefix ? "; every prefix schedule of m items is an m-item broadcast from PE 0 "
                                "(PE i's result of item j contains PE 0's item j)"
                       : all ? "; every allreduce schedule of m items is an m-item broadcast from PE 0 "
                               "(every PE's result of item j contains PE 0's item j)"
                             : "; every reduce schedule of m items, reversed in time, is an m-item "
                               "broadcast from PE 0 (docs/synth.md, \"Many items\")");
  const std::string tag = "synth_postal_" + r.collective + "_n" + std::to_string(r.n) + "_k" +
                          std::to_string(r.k) + "_l" + std::to_string(r.lambda) + "_m" +
                          std::to_string(r.m);
  const proofs::MItemsPlant plant = r.planted == "drop-pair"       ? proofs::MItemsPlant::drop_pair
                                    : r.planted == "drop-adjacent" ? proofs::MItemsPlant::drop_adjacent
                                                                   : proofs::MItemsPlant::none;
  std::vector<std::vector<proofs::ItemSend>> sends;  // the last sat answer's
  LeastSteps s = postal_search(
      r, a, tag, sends,
      [&](std::uint32_t T, const proofs::ProofOptions& o) {
        return prefix ? proofs::postal_mprefix_window_bmc(r.n, r.k, r.lambda, r.m, T, o, plant)
                      : proofs::postal_mwindow_bmc(r.n, r.k, r.lambda, r.m, T,
                                                   all ? proofs::MWindowGoal::every_pe
                                                       : proofs::MWindowGoal::root,
                                                   o, plant);
      },
      " (per-item window class)");
  s.decode = [&](std::uint32_t T) { return mitems_document(r, T, sends); };
  s.certificate = [&](std::uint32_t T) {
    const auto c = certificate_options(r, tag, T, "synth postal " + r.collective + " m=" + std::to_string(r.m));
    if (all) {
      const auto below = proofs::postal_mgossip_bmc(r.n, r.k, r.lambda, r.m, T - 1, c);
      return Probe{below.result, "certificate, every operand of every item to every PE (gossip) in T - 1 = " +
                                     std::to_string(T - 1) + " steps: " + answer_text(below.result)};
    }
    const auto below = proofs::postal_mbcast_bmc(r.n, r.k, r.lambda, r.m, T - 1, c);
    return Probe{below.result, "certificate, broadcast of PE 0's " + std::to_string(r.m) +
                                   " items in T - 1 = " + std::to_string(T - 1) + " steps: " +
                                   answer_text(below.result)};
  };
  s.judge = [&](std::uint32_t T, const proofs::ProofResult& below, Answer& ans) {
    const std::string t1 = std::to_string(T - 1), items = std::to_string(r.m) + " items";
    const std::string over = T == ans.lower ? "; and T = the lower bound"
                                            : "; " + std::to_string(T - ans.lower) + " over the lower bound";
    if (below.status == proofs::Status::proved) {
      ans.kind = Answer::Kind::optimal;
      ans.proof = all ? "no message pattern of " + t1 + " steps brings every operand of every item to "
                        "every PE (" + answer_text(below) + "); every allreduce schedule of " + items +
                        " does (PE i's result of item j, 0:n-1, contains every PE's item j)" + over
                : "no schedule of " + t1 + " steps brings PE 0's " + items + " to every PE (" +
                      answer_text(below) + ")" +
                      (prefix ? "; every prefix schedule of " + items + " does (PE i's result of item "
                                "j, 0:i, contains PE 0's item j)"
                              : "; a reduce schedule of " + t1 + " steps, reversed in time, would "
                                "(PE 0's result of item j contains every PE's item j)") +
                      over;
    } else {
      ans.kind = Answer::Kind::unproved;
      ans.above_certificate = below.status == proofs::Status::counterexample;
      ans.proof = below.status == proofs::Status::counterexample
                      ? "a schedule of the per-item window class needs " + std::to_string(T) +
                            " steps, and whether another " + r.collective + " schedule of " + items +
                            " does it in " + t1 + " is not decided (the " +
                            (all ? "gossip" : "broadcast") + " certificate is sat)"
                      : "the certificate query was not decided: " + answer_text(below);
    }
  };
  s.none_found = "no schedule of the per-item window class of at most " + std::to_string(r.max_steps) +
                 " steps found";
  least_steps(s, a, search_lines(a, progress));
  return a;
}

}  // namespace

Answer synthesize(const Request& r, const std::function<void(const std::string&)>& progress) {
  if (r.model == "logp") return synthesize_logp(r, progress);
  if (r.model == "halfduplex") return synthesize_halfduplex(r, progress);
  if (r.model == "hypercube" || r.model == "pram") return synthesize_groupops(r, progress);
  if (r.model != "postal")
    throw std::invalid_argument("synth: this version synthesizes on the postal model only, not \"" +
                                r.model + "\"");
  if (r.collective != "broadcast" && r.collective != "prefix" && r.collective != "reduce" &&
      r.collective != "allreduce")
    throw std::invalid_argument("synth: this version synthesizes broadcast, reduce, prefix and "
                                "allreduce on the postal model, not \"" + r.collective + "\"");
  if (r.m > 0) return r.collective == "broadcast" ? synthesize_mbcast(r, progress) : synthesize_mitems(r, progress);
  if (r.collective == "allreduce") return synthesize_allreduce(r, progress);
  Answer a;
  const auto m = postal::min_steps(r.n, r.k, r.lambda, 1u << 20);
  if (!m) throw std::logic_error("synth: no Theorem 1 m for n = " + std::to_string(r.n));
  a.lower = static_cast<std::uint32_t>(*m);
  a.lower_source = "Lin and Yeh, Theorem 1: m = min{j | G(j) >= n} = " + std::to_string(*m);
  const std::string tag = "synth_postal_" + r.collective + "_n" + std::to_string(r.n) + "_k" +
                          std::to_string(r.k) + "_l" + std::to_string(r.lambda);
  Sends sends;  // the last sat answer's
  LeastSteps s = postal_search(r, a, tag, sends, [&](std::uint32_t T, const proofs::ProofOptions& o) {
    return r.collective == "prefix" ? proofs::postal_prefix_window_bmc(r.n, r.k, r.lambda, T, o)
                                    : proofs::postal_broadcast_bmc(r.n, r.k, r.lambda, T, o);
  });
  s.decode = [&](std::uint32_t T) {
    if (r.planted_drop_ports && !sends.empty() && r.n >= 3) {
      // Planted: one send more from PE 0 in step 1 than its k ports allow.
      for (std::uint32_t b = 1; b < r.n && sends[0].size() <= r.k; ++b) {
        bool there = false;
        for (auto [x, y] : sends[0]) there = there || (x == 0 && y == b);
        if (!there) sends[0].push_back({0, b});
      }
    }
    return r.collective == "reduce" ? reduce_document(r, T, sends) : document(r, T, sends);
  };
  // Certificate: the broadcast query at T - 1 (every prefix schedule is also a broadcast of v(0)).
  s.certificate = [&](std::uint32_t T) {
    const auto c = certificate_options(r, tag, T, "synth postal " + r.collective);
    const auto below = proofs::postal_broadcast_bmc(r.n, r.k, r.lambda, T - 1, c);
    return Probe{below.result, "certificate, broadcast of v(0) in T - 1 = " + std::to_string(T - 1) +
                                   " steps: " + answer_text(below.result)};
  };
  s.judge = [&](std::uint32_t T, const proofs::ProofResult& below, Answer& ans) {
    if (below.status == proofs::Status::proved) {
      ans.kind = Answer::Kind::optimal;
      ans.proof = "no schedule of " + std::to_string(T - 1) + " steps brings v(0) to every PE (" +
                  answer_text(below) + ")" +
                  (r.collective == "prefix" ? "; every prefix schedule does (PE i's result 0:i "
                                              "contains operand 0)"
                   : r.collective == "reduce" ? "; a reduce schedule of " + std::to_string(T - 1) +
                                                    " steps, time-reversed, would be one (PE 0's "
                                                    "result depends on every PE's operand)"
                                              : "") +
                  (T == ans.lower ? "; and T = Theorem 1's m" : "");
    } else {
      ans.kind = Answer::Kind::unproved;
      ans.proof = T - 1 >= ans.lower
                      ? "a schedule of the window class needs " + std::to_string(T) +
                            " steps, and whether another prefix schedule does it in " +
                            std::to_string(T - 1) + " is not decided (the broadcast certificate: " +
                            answer_text(below) + ")"
                      : "the certificate query was not decided: " + answer_text(below);
    }
  };
  s.none_found = "no schedule of at most " + std::to_string(r.max_steps) + " steps found";
  least_steps(s, a, search_lines(a, progress));
  return a;
}

std::pair<std::uint32_t, std::string> mbcast_lower_bound(std::uint32_t n, std::uint32_t k,
                                                         std::uint32_t lambda, std::uint32_t m) {
  if (n < 2) return {0, "n = 1: the root holds every item"};
  const auto t1 = postal::min_steps(n, k, lambda, 1u << 20);
  if (!t1) throw std::logic_error("synth: no Theorem 1 m for n = " + std::to_string(n));
  const auto one = static_cast<std::uint32_t>(*t1);
  const std::uint32_t c = (m + k - 1) / k;
  const std::uint32_t ports = lambda - 1 + c, pipe = c - 1 + one;
  const std::uint32_t b = std::max({one, ports, pipe});
  return {b, "the largest of Lin and Yeh's Theorem 1 m = " + std::to_string(one) +
                 ", the receive-port count lambda - 1 + ceil(m / k) = " + std::to_string(ports) +
                 " and the pipelining count ceil(m / k) - 1 + " + std::to_string(one) + " = " +
                 std::to_string(pipe) + ": the postal executor's bound for documents with count" +
                 (k == 1 && lambda == 1
                      ? "; at k = 1, lambda = 1 Bar-Noy and Kipnis's (m - 1) + ceil(log2 n), "
                        "checked by postal.optima.mbcast_barnoy_kipnis"
                      : ", collcheck's own counts")};
}

}  // namespace cc::synth
