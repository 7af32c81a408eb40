// collcheck synth on the half-duplex model (Lin and Hung; synth/synth.hpp, docs/synth.md
// "Half-duplex"): the least number of communication steps of a prefix of n operands on p PEs,
// the operands in even contiguous blocks (PE i holds b_i = floor(n/p) + [i < n mod p] of them, in
// order), PE i's results 0:s_i .. 0:(s_i + b_i - 1) on PE i (the document's "blocks" without
// "anywhere"); computation steps are not bounded (they are counted and printed, not minimised).
//  - Lower bound: PE q-1 (q = min(n, p) nonempty blocks) must learn all q blocks, and in a
//    communication step a PE receives at most one message, so what it knows at most doubles:
//    ceil(log2 q) steps.
//  - Search: the knowledge BMC of proofs/halfduplex_prefix_bmc.hpp for T = lower bound, +1, ...
//    on one incremental encoding of horizon 2 ceil(log2 q) + 1 (doubled up to --max-steps);
//    the first sat T is decoded into a document (every message carries the block totals the
//    receiver lacks; each PE scans its block, then combines the totals of blocks 0..i-1 with its
//    scan) and run by the reader verify uses: legal, correct, and exactly T communication steps,
//    or exit 4.
//  - Certificate: the same query at T - 1 on its own encoding, unsat. Every prefix schedule
//    satisfies it (docs/synth.md gives the argument, collectives and side groups included), so
//    unsat at T - 1 excludes every schedule, not a class: optimal.
//  - Compared with the paper's algorithms A (L = A(., ., 1)), B, E, F at this n and p, executed
//    (their own input placement, results anywhere), wherever the precondition
//    n >= (p^2 + kp + k + 1)/2 holds.
#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "proofs/halfduplex_prefix_bmc.hpp"
#include "spec/algorithms/halfduplex_prefix.hpp"
#include "spec/core/stop.hpp"
#include "spec/models/halfduplex.hpp"
#include "spec/schedule/document.hpp"
#include "synth/synth.hpp"

namespace cc::synth {

namespace {

using json = nlohmann::ordered_json;

std::uint32_t ceil_log2(std::uint32_t x) {
  std::uint32_t l = 0;
  while ((std::uint64_t{1} << l) < x) ++l;
  return l;
}

[[noreturn]] void rejected(const std::string& what, const schedule::Verdicts& v, std::int64_t comm) {
  throw std::runtime_error("synth: the executor rejects the solver's schedule (" + what + "; " +
                           (v.illegal     ? "illegal: " + to_text(*v.illegal)
                            : v.incorrect ? "incorrect: " + to_text(*v.incorrect)
                                          : std::to_string(comm) + " communication steps") +
                           "): the encoding is wrong, no result is reported");
}

struct Built {
  std::string document;
  std::int64_t computation_steps = 0;  // as built (the replay counts them again)
};

// The schedule document of the decoded messages (steps 0..T-1).
Built build(std::uint32_t n, std::uint32_t p, std::uint32_t T,
            const std::vector<proofs::HdMessage>& msgs, bool planted) {
  std::vector<std::uint32_t> b(p), s(p + 1, 0);
  for (std::uint32_t i = 0; i < p; ++i) {
    b[i] = n / p + (i < n % p ? 1 : 0);
    s[i + 1] = s[i] + b[i];
  }
  const std::uint32_t q = std::min(n, p);
  const auto B = [](std::uint32_t j) { return "t" + std::to_string(j); };
  // The register holding s_i:(s_i + t) on PE i after its scan.
  const auto loc = [&](std::uint32_t i, std::uint32_t t) {
    return t == 0 && b[i] > 1 ? std::string("x0")
           : t + 1 == b[i]    ? B(i)
                              : "s" + std::to_string(t);
  };
  using Ops = std::vector<json>;
  const auto op = [](std::uint32_t pe, const std::string& dst, std::vector<std::string> args) {
    return json{{"pe", pe}, {"dst", dst}, {"args", args}};
  };
  json steps = json::array();
  // Computation steps, all PEs in parallel: lists[i][k] is PE i's op of the block's step k.
  const auto emit_ops = [&](const std::vector<Ops>& lists, std::int64_t& count) {
    std::size_t most = 0;
    for (const auto& l : lists) most = std::max(most, l.size());
    for (std::size_t k = 0; k < most; ++k) {
      json ops = json::array();
      for (const auto& l : lists)
        if (k < l.size()) ops.push_back(l[k]);
      steps.push_back({{"ops", ops}});
    }
    count += static_cast<std::int64_t>(most);
  };
  Built out;
  // 1. Each PE scans its block: B<i> = its total, s<t> the partial prefixes.
  std::vector<Ops> scan(p);
  for (std::uint32_t i = 0; i < q; ++i) {
    if (b[i] == 1) {
      scan[i].push_back(op(i, B(i), {"x0"}));
      continue;
    }
    for (std::uint32_t t = 1; t < b[i]; ++t)
      scan[i].push_back(op(i, loc(i, t), {t == 1 ? std::string("x0") : loc(i, t - 1), "x" + std::to_string(t)}));
  }
  emit_ops(scan, out.computation_steps);
  // 2. The communication steps: each message carries the totals its receiver lacks.
  std::vector<std::set<std::uint32_t>> know(p);
  for (std::uint32_t i = 0; i < q; ++i) know[i].insert(i);
  std::size_t next = 0;
  for (std::uint32_t t = 0; t < T; ++t) {
    json sends = json::array(), recvs = json::array();
    const auto before = know;
    for (; next < msgs.size() && msgs[next].step == t; ++next) {
      const auto& m = msgs[next];
      std::vector<std::string> regs;
      for (const auto j : before[m.from])
        if (!before[m.to].count(j)) {
          regs.push_back(B(j));
          know[m.to].insert(j);
        }
      if (regs.empty()) continue;
      sends.push_back({{"from", m.from}, {"to", m.to}, {"regs", regs}});
      recvs.push_back({{"at", m.to}, {"from", m.from}, {"regs", regs}});
    }
    if (!sends.empty()) steps.push_back({{"send", sends}, {"recv", recvs}});
  }
  // 3. PE i combines the totals of blocks 0..i-1 (E) and then E with each of its scan's values.
  std::vector<Ops> fin(p);
  for (std::uint32_t i = 0; i < q; ++i) {
    if (i == 0) {
      for (std::uint32_t t = 0; t < b[0]; ++t) fin[0].push_back(op(0, "c" + std::to_string(t), {loc(0, t)}));
      continue;
    }
    std::string e = B(0);
    for (std::uint32_t j = 1; j < i; ++j) {
      const std::string d = "e" + std::to_string(j);
      fin[i].push_back(op(i, d, {e, B(j)}));
      e = d;
    }
    for (std::uint32_t t = 0; t < b[i]; ++t)
      fin[i].push_back(op(i, "c" + std::to_string(t), {e, loc(i, t)}));
  }
  emit_ops(fin, out.computation_steps);
  json blocks = json::array();
  for (const auto x : b) blocks.push_back(x);
  json doc = {{"format", "collcheck-schedule/1"},
              {"name", "synth-halfduplex-prefix"},
              {"comment", "a prefix of " + std::to_string(n) + " operands on " + std::to_string(p) +
                              " PEs in " + std::to_string(T) +
                              " half-duplex communication steps, the least, found by collcheck "
                              "synth: each PE scans its block, the messages carry block totals, "
                              "each PE combines the totals of the blocks before its own with its "
                              "scan" +
                              (planted ? " (PLANTED encoding defect)" : "")},
              {"model", {{"name", "halfduplex"}, {"n", n}, {"p", p}}},
              {"collective", {{"kind", "prefix"}, {"blocks", blocks}}},
              {"steps", steps}};
  out.document = doc.dump();
  return out;
}

// The communication steps the reader counted ("N communication steps, ..."), or -1.
std::int64_t comm_steps(const schedule::Verdicts& v) {
  std::size_t i = 0;
  std::int64_t x = 0;
  while (i < v.also.size() && v.also[i] >= '0' && v.also[i] <= '9') x = 10 * x + (v.also[i++] - '0');
  const std::string unit = " communication steps";
  return i == 0 || v.also.compare(i, unit.size(), unit) != 0 ? -1 : x;
}

// The paper's algorithms at (n, p), executed, where their precondition holds.
std::string paper_compare(std::uint32_t n, std::uint32_t p, std::uint32_t T) {
  if (p < 2) return "";
  const auto& var = halfduplex::find_variant("paper");
  std::string out;
  std::int64_t best = -1;
  for (std::uint32_t k = 1; k < p; ++k) {
    if ((p - 1) % k) continue;
    const std::int64_t P = p, K = k;
    if (2 * static_cast<std::int64_t>(n) < P * P + K * P + K + 1) continue;  // Theorem 7
    using halfduplex::Algorithm;
    for (const auto alg : {Algorithm::A, Algorithm::B, Algorithm::E, Algorithm::F}) {
      if ((alg == Algorithm::B || alg == Algorithm::F) && !(k >= 2 && p >= 2 * k + 1)) continue;
      const auto ex = halfduplex::execute(halfduplex::algorithm(alg, n, p, k, var));
      const std::string nm = alg == Algorithm::A && k == 1 ? std::string("L")
                                                           : std::string(halfduplex::name(alg)) +
                                                                 "(k=" + std::to_string(k) + ")";
      if (ex.violation || ex.missing) {
        out += (out.empty() ? "" : ", ") + nm + " fails here";
        continue;
      }
      out += (out.empty() ? "" : ", ") + nm + " " + std::to_string(ex.communication_steps);
      if (best < 0 || ex.communication_steps < best) best = ex.communication_steps;
    }
  }
  if (out.empty())
    return "the paper's algorithms: n = " + std::to_string(n) +
           " is below their precondition n >= (p^2 + kp + k + 1)/2 for every k with p = kq + 1";
  return "the paper's algorithms (executed; their own input placement, results anywhere, fewer "
         "computation steps): " +
         out + " communication steps; the least of them " + std::to_string(best) +
         (best >= 0 ? " = the optimum + " + std::to_string(best - static_cast<std::int64_t>(T))
                    : "");
}

}  // namespace

Answer synthesize_halfduplex(const Request& r, const std::function<void(const std::string&)>& say_out) {
  if (r.collective != "prefix")
    throw std::invalid_argument("synth: this version synthesizes prefix on the halfduplex model");
  Answer a;
  const auto say = [&](const std::string& s) {
    a.tried.push_back(s);
    if (say_out) say_out(s);
  };
  const bool planted = r.planted == "drop-half-duplex";
  const proofs::HdPrefixPlant plant =
      planted ? proofs::HdPrefixPlant::drop_half_duplex : proofs::HdPrefixPlant::none;
  const std::uint32_t n = r.n, p = r.P, q = std::min(n, p);
  a.lower = ceil_log2(q);
  a.lower_source = "PE " + std::to_string(q - 1) + " must learn all " + std::to_string(q) +
                   " blocks and receives at most one message a step, so what it knows at most "
                   "doubles: ceil(log2 " +
                   std::to_string(q) + ") = " + std::to_string(a.lower);
  const std::string tag =
      "synth_halfduplex_prefix_n" + std::to_string(n) + "_p" + std::to_string(p);
  const std::uint32_t top = r.max_steps;
  std::uint32_t next = a.lower, H = std::min(top, std::max(a.lower, 2 * a.lower + 1));
  std::optional<std::uint32_t> found;
  std::vector<proofs::HdMessage> msgs;
  while (!found && next <= top) {
    std::vector<proofs::HdPrefixQuery> qs;
    for (std::uint32_t T = next; T <= H; ++T) {
      proofs::ProofOptions o = r.opts;
      o.emit_dir.clear();
      o.name = tag + "_T" + std::to_string(T);
      qs.push_back({T, o});
    }
    const auto res = proofs::hd_prefix_bmc_each(p, q, H, qs, plant);
    if (should_stop()) throw Interrupted();
    for (std::size_t i = 0; i < res.size(); ++i) {
      const std::uint32_t T = qs[i].T;
      say("T = " + std::to_string(T) + ": " + answer_text(res[i].result) +
          " (encoding of horizon " + std::to_string(H) + ")");
      if (res[i].result.status == proofs::Status::unknown) {
        a.steps = T;
        a.proof = "the solver did not decide T = " + std::to_string(T) + " (" +
                  proofs::unknown_text(res[i].result) + "): no answer within the budget; T < " +
                  std::to_string(T) + " proved impossible";
        return a;
      }
      if (res[i].result.status == proofs::Status::counterexample) {
        found = T;
        msgs = res[i].messages;
        break;
      }
    }
    next = H + 1;
    H = std::min(top, 2 * H + 1);
  }
  if (!found) {
    a.proof =
        "no schedule of at most " + std::to_string(top) + " communication steps (--max-steps)";
    return a;
  }
  const std::uint32_t T = *found;
  const Built built = build(n, p, T, msgs, planted);
  a.document = built.document;
  const schedule::Verdicts v = schedule::run_document_text(a.document);
  const std::int64_t comm = comm_steps(v);
  if (v.illegal || v.incorrect || comm != static_cast<std::int64_t>(T))
    rejected("a prefix in " + std::to_string(T) + " communication steps", v, comm);
  a.steps = T;
  a.replay = "legal, correct (PE i holds its prefixes), exactly " + std::to_string(comm) +
             " on the halfduplex executor; " + std::to_string(static_cast<std::int64_t>(v.count)) +
             " computation steps (not minimised)";
  a.compare = paper_compare(n, p, T);
  if (T == a.lower) {
    a.kind = Answer::Kind::optimal;
    a.proof = "T = the lower bound ceil(log2 " + std::to_string(q) + ")";
    if (T == 0) return a;
  }
  proofs::ProofOptions c = r.opts;
  c.name = tag + "_below_T" + std::to_string(T - 1);
  c.claim = "synth halfduplex prefix";
  const auto below = proofs::hd_prefix_bmc_each(p, q, T - 1, {{T - 1, c}}, plant);
  if (should_stop() || below.empty()) throw Interrupted();
  say("certificate, every PE i knows every block j < i after T - 1 = " + std::to_string(T - 1) +
      " communication steps: " + answer_text(below[0].result));
  if (below[0].result.status == proofs::Status::proved) {
    a.kind = Answer::Kind::optimal;
    a.proof = "no sequence of " + std::to_string(T - 1) +
              " half-duplex communication steps brings every block j < i to every PE i (" +
              answer_text(below[0].result) +
              "); every prefix schedule does (PE i's results "
              "combine the operands of blocks 0..i)" +
              (T == a.lower ? "; and T = the lower bound" : "");
  } else if (below[0].result.status == proofs::Status::counterexample) {
    throw std::runtime_error("synth: the search found no schedule below " + std::to_string(T) +
                             " from the lower bound " + std::to_string(a.lower) +
                             " up, yet the certificate query for " + std::to_string(T - 1) +
                             " is sat: the encoding or the bound is wrong, no result is reported");
  } else if (a.kind != Answer::Kind::optimal) {
    a.kind = Answer::Kind::unproved;
    a.proof = "the certificate query for " + std::to_string(T - 1) +
              " was not decided: " + answer_text(below[0].result);
  }
  return a;
}

}  // namespace cc::synth
