#!/usr/bin/env python3
"""The run controls of check (docs/ci.md, "Run control"): one part per ctest.
  timeout    --timeout S stops a claim after S seconds: inconclusive, "timeout (S s)" in text, JSON
             and JUnit (<skipped>); the run goes on with the next claim; exit 3; bad values exit 2.
  header     the header line comes at once, on a pipe, while the first claim is still running.
  fail_fast  --fail-fast stops after the first failure: exit 1, the claims after it listed as not
             run (text, JSON, JUnit <skipped>), none of them with a verdict; merge refuses it.
  trace_out  --trace-out FILE writes the refuting run in the Informal Trace Format: every state
             has every variable and an increasing #meta.index, values are ITF expressions, and
             the last state shows the violation (the counterexample's values); bad uses exit 2.
Arguments: the collcheck binary, a scratch directory, the part."""
import json
import os
import select
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

cc, work, part = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
os.makedirs(work, exist_ok=True)
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAILED:", what)


def run(args):
    return subprocess.run([cc] + args, capture_output=True, text=True, cwd=work)


def usage_error(args, fragment):
    r = run(args)
    lines = [x for x in r.stderr.splitlines() if x.strip()]
    check(r.returncode == 2 and len(lines) == 1 and lines[0].startswith("collcheck: error: ")
          and fragment in lines[0] and r.stdout == "",
          f"{args}: expected exit 2 and one line naming {fragment!r}, got {r.returncode} "
          f"{r.stderr!r}")


def testcases(path):
    return {tc.get("name"): tc for tc in ET.parse(path).getroot().iter("testcase")}


if part == "timeout":
    # postal.algA.ports takes far longer than 1 s on deep; lemma2.literal a moment.
    js, xml = f"{work}/timeout.json", f"{work}/timeout.xml"
    t0 = time.monotonic()
    r = run(["check", "postal.algA.ports", "postal.lemma2.literal", "--budget", "deep",
             "--timeout", "1", "--json", js, "--junit", xml])
    took = time.monotonic() - t0
    check(r.returncode == 3, f"exit {r.returncode}, expected 3 (inconclusive): {r.stderr}")
    check(took < 30, f"the run took {took:.1f} s with --timeout 1")
    lines = r.stdout.splitlines()
    check(any("inconclusive" in x and "postal.algA.ports" in x for x in lines),
          "no inconclusive line for postal.algA.ports")
    check("note: timeout (1 s)" in r.stdout, "no 'note: timeout (1 s)' in the text report")
    check(any(x.startswith("  ok    refuted") and "postal.lemma2.literal" in x for x in lines),
          "the run did not go on with postal.lemma2.literal")
    j = json.load(open(js))
    by = {c["id"]: c for c in j["claims"]}
    a = by.get("postal.algA.ports", {})
    check(a.get("verdict") == "inconclusive" and a.get("note") == "timeout (1 s)",
          f"JSON of the timed-out claim: {a}")
    check("counterexample" not in a and "index" not in a, "a timed-out claim carries a finding")
    check(a.get("seconds", 0) >= 1.0, f"stopped before its timeout: {a.get('seconds')} s")
    check(by.get("postal.lemma2.literal", {}).get("verdict") == "refuted",
          "JSON: the claim after the timeout was not decided")
    check(j.get("timeout_seconds") == 1, "JSON: no timeout_seconds")
    check(j["summary"]["exit_code"] == 3, "JSON: exit_code is not 3")
    tc = testcases(xml)
    sk = tc["postal.algA.ports"].find("skipped")
    check(sk is not None and "timeout (1 s)" in sk.get("message", ""),
          "JUnit: the timed-out claim is no <skipped> with the reason")
    check(tc["postal.lemma2.literal"].find("skipped") is None, "JUnit: lemma2.literal skipped")
    # Z3: a query in flight is interrupted by the claim's deadline, and the next claim runs
    # (5 s: the next claim's proofs take well under a second, but a loaded machine slows them).
    # One job: the deep BMC then takes about 10 s on an idle machine (4.9 s on two jobs, which
    # finished inside the 5 s once the BMC got faster).
    r = run(["check", "postal.thm1.bmc", "postal.lemma3.induction_arith", "--budget", "deep",
             "--timeout", "5", "--jobs", "1"])
    check(r.returncode == 3 and "note: timeout (5 s)" in r.stdout and
          any(x.startswith("  ok    proved") and "postal.lemma3.induction_arith" in x
              for x in r.stdout.splitlines()),
          f"a Z3 claim past its timeout: exit {r.returncode}\n{r.stdout}")
    for bad in ["0", "-3", "1.5", "1s", "604801", "99999999999999999999999"]:
        usage_error(["check", "postal.algA.ports", "--timeout", bad], "--timeout")
    usage_error(["check", "postal.algA.ports", "--timeout", ""], "--timeout")
    usage_error(["prove", "postal.*", "--timeout", "0"], "--timeout")

elif part == "header":
    # The claim runs for 3 s (its timeout); the header must be on the pipe long before it ends.
    p = subprocess.Popen([cc, "check", "postal.algA.ports", "--budget", "deep", "--timeout", "3"],
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=work)
    t0 = time.monotonic()
    ready, _, _ = select.select([p.stdout], [], [], 2.5)
    first = p.stdout.readline().decode() if ready else ""
    at = time.monotonic() - t0
    running = p.poll() is None
    rest = p.stdout.read().decode()
    p.wait()
    check(first.startswith("collcheck ") and "1 claim, budget deep" in first and "jobs" in first
          and "seed" in first and "timeout 3 s per claim" in first,
          f"the first line on the pipe is not the header: {first!r} (after {at:.2f} s)")
    check(running, f"the header came only when the run ended ({at:.2f} s)")
    check("postal.algA.ports" in rest and "postal.algA.ports" not in first,
          "the result does not follow the header")
    # A replay of one case prints the header with its result: a usage error leaves stdout empty.
    usage_error(["check", "postal.algB.correct", "--case", "n=3,p=5,k=1,lambda=1"], "--case")

elif part == "fail_fast":
    js, xml = f"{work}/ff.json", f"{work}/ff.xml"
    args = ["check", "postal.*", "--budget", "smoke", "--variant", "planted-dropped-port"]
    whole = run(args + ["--json", f"{work}/whole.json"])
    r = run(args + ["--fail-fast", "--json", js, "--junit", xml])
    check(whole.returncode == 1 and r.returncode == 1, f"exit {whole.returncode} / {r.returncode}")
    j, w = json.load(open(js)), json.load(open(f"{work}/whole.json"))
    ff = j.get("fail_fast", {})
    ids = [c["id"] for c in j["claims"]]
    failed = ff.get("failed")
    # The failure is the run's first (in catalog order) and the last claim run.
    first_fail = next(c["id"] for c in w["claims"] if not c["as_expected"])
    check(failed == first_fail and ids and ids[-1] == failed,
          f"fail_fast.failed {failed}, first failure {first_fail}, last run {ids[-1:]}")
    cut = ff.get("not_run", [])
    check(len(cut) > 0 and not set(cut) & set(ids), f"not_run {cut}")
    whole_ids = [c["id"] for c in w["claims"]]
    check(ids + cut == whole_ids, "claims + not_run are not the full run's claims, in order")
    check(j["claims"] == [dict(c, seconds=j["claims"][i]["seconds"])
                          for i, c in enumerate(w["claims"][:len(ids)])],
          "the claims run before the stop differ from the full run's")
    check(j["summary"]["claims"] == len(ids) and j["summary"]["exit_code"] == 1, "JSON summary")
    check(f"{len(cut)} not run (--fail-fast: the run stopped after {failed})" in r.stdout,
          "the text summary does not count the claims not run")
    check(("not run: " + " ".join(cut)) in r.stdout, "the text summary does not list them")
    for c in cut:
        check(f" {c} " not in r.stdout.split("\n\n")[0], f"{c} has a result line")
    tc = testcases(xml)
    for c in cut:
        sk = tc.get(c).find("skipped") if c in tc else None
        check(sk is not None and "--fail-fast" in sk.get("message", "") and
              tc[c].find("properties") is None, f"JUnit: {c} is not a <skipped> without verdict")
    root = ET.parse(xml).getroot()
    check(int(root.get("tests")) == len(ids) + len(cut) and int(root.get("failures")) == 1,
          "JUnit counts")
    # Nothing fails: --fail-fast changes nothing.
    r = run(["check", "postal.lemma2.*", "--budget", "smoke", "--fail-fast", "--json", js])
    check(r.returncode == 0 and "fail_fast" not in json.load(open(js)) and "not run" not in r.stdout,
          "--fail-fast without a failure")
    # A report cut short is no shard of a complete run.
    s = f"{work}/ff-shard.json"
    run(args + ["--fail-fast", "--shard", "1/1", "--json", s])
    usage_error(["merge", s], "--fail-fast")

elif part == "trace_out":
    BIG = 2**53 - 1

    def itf_expr(v, where):
        """Checks that v is an ITF expression (ADR-015)."""
        if isinstance(v, bool) or isinstance(v, str):
            return
        if isinstance(v, int):
            check(-BIG <= v <= BIG, f"{where}: {v} beyond 2^53 - 1 is not a #bigint")
        elif isinstance(v, list):
            for i, x in enumerate(v):
                itf_expr(x, f"{where}[{i}]")
        elif isinstance(v, dict):
            tags = [k for k in v if k.startswith("#")]
            if tags:
                check(len(v) == 1 and tags[0] in ("#bigint", "#set", "#tup", "#map"),
                      f"{where}: unknown form {list(v)}")
                tag, x = tags[0], v[tags[0]]
                if tag == "#bigint":
                    check(isinstance(x, str) and x.lstrip("-").isdigit(), f"{where}: #bigint {x}")
                elif tag == "#map":
                    for i, kv in enumerate(x):
                        check(isinstance(kv, list) and len(kv) == 2, f"{where}: #map entry {kv}")
                        itf_expr(kv, f"{where}#map[{i}]")
                else:
                    check(isinstance(x, list), f"{where}: {tag} of no list")
                    itf_expr(x, f"{where}{tag}")
            else:
                for k, x in v.items():
                    itf_expr(x, f"{where}.{k}")
        else:
            check(False, f"{where}: {v!r} is no ITF expression")

    def itf_trace(path, counter="step"):
        t = json.load(open(path))
        check(set(t) <= {"#meta", "params", "vars", "states", "loop"}, f"top-level keys {list(t)}")
        check(t["#meta"]["format"] == "ITF", "#meta.format is not ITF")
        vs, states = t["vars"], t["states"]
        check(vs and all(isinstance(v, str) for v in vs), f"vars {vs}")
        check(len(states) > 0, "no states")
        for i, st in enumerate(states):
            check(st.get("#meta", {}).get("index") == i, f"state {i}: #meta.index {st.get('#meta')}")
            check(set(st) == set(vs) | {"#meta"}, f"state {i}: variables {sorted(st)} vs {vs}")
            for v in vs:
                itf_expr(st.get(v), f"states[{i}].{v}")
            check(st[counter] == (states[i - 1][counter] + 1 if i else 0), f"state {i}: {counter}")
            check((st["violation"] != "") == (i == len(states) - 1),
                  f"state {i}: violation {st['violation']!r}")
        return t

    # Lemma 3 on a planted bug: the run to step j, where c(i) is not what the lemma says.
    f = f"{work}/lemma3.itf.json"
    open(f, "w").write("stale")
    r = run(["check", "postal.lemma3.contents", "--budget", "smoke", "--variant",
             "planted-dropped-port", "--trace-out", f])
    check(r.returncode == 1, f"exit {r.returncode}: {r.stderr}")
    t = itf_trace(f)
    cx = t["#meta"]["counterexample"]
    last = t["states"][-1]
    check(last["step"] == cx["j"], f"the last state is step {last['step']}, the violation's {cx['j']}")
    check(last["c"][cx["i"]] == cx["c(i)"] and last["c"][cx["i"]] != cx["expected"],
          f"the last state's c({cx['i']}) = {last['c'][cx['i']]}, the counterexample's {cx['c(i)']}")
    check(t["states"][0]["c"] == [str(i) for i in range(cx["n"])], "step 0 is not c(i) = v(i)")
    check(t["#meta"]["replay"].startswith("collcheck check postal.lemma3.contents"), "#meta.replay")
    # A misprint (expected refuted, exit 0): the messages PE i received in step j are the
    # executed senders of the counterexample.
    f = f"{work}/lemma2.itf.json"
    r = run(["check", "postal.lemma2.literal", "--budget", "smoke", "--trace-out", f])
    check(r.returncode == 0, f"exit {r.returncode}")
    t = itf_trace(f)
    cx, last = t["#meta"]["counterexample"], t["states"][-1]
    got = sorted(m["from"] for m in last["received"]["#set"] if m["to"] == cx["i"])
    check("{" + ", ".join(map(str, got)) + "}" == cx["executed senders"] and
          last["step"] == cx["j"], f"received {got} vs {cx['executed senders']}")
    # Algorithm B: c and d of every PE.
    f = f"{work}/algb.itf.json"
    r = run(["check", "postal.algB.correct", "--budget", "smoke", "--variant",
             "planted-u-off-by-one", "--trace-out", f])
    t = itf_trace(f)
    check(r.returncode == 1 and "d" in t["vars"] and
          len(t["states"][0]["d"]) == t["#meta"]["parameters"]["p"], "Algorithm B's trace")
    # The omega ring construction level by level: the #map of what each subnetwork holds, up to
    # the level whose ring has a link conflict (the counterexample's).
    f = f"{work}/ring.itf.json"
    r = run(["check", "omega.ring.cycle", "--budget", "smoke", "--variant",
             "planted-shortest-suffix", "--trace-out", f])
    check(r.returncode == 1, f"omega: exit {r.returncode}")
    t = itf_trace(f, "level")
    cx, last = t["#meta"]["counterexample"], t["states"][-1]
    held = dict((k, v) for k, v in last["held"]["#map"])
    check(last["level"] == cx["level"] and cx["subnetwork"] in held and
          " -> ".join(map(str, held[cx["subnetwork"]] + held[cx["subnetwork"]][:1])) == cx["ring"],
          f"the last level holds {held}, the counterexample {cx}")
    check(cx["shared link"] in last["violation"], "the violation does not name the shared link")
    level0 = sorted(v[0] for _, v in t["states"][0]["held"]["#map"])
    check(level0 == [0, 1, 2, 3], f"level 0 holds {level0}")
    # A claim that holds: exit 0, a note, no file (and an earlier one removed).
    f = f"{work}/holds.itf.json"
    open(f, "w").write("stale")
    r = run(["check", "postal.lemma2.corrected", "--budget", "smoke", "--trace-out", f])
    check(r.returncode == 0 and "not refuted" in r.stderr and not os.path.exists(f),
          f"a claim that holds: exit {r.returncode}, {r.stderr!r}, file left: {os.path.exists(f)}")
    # Up front, exit 2 and one line.
    usage_error(["check", "postal.*", "--trace-out", f], "one claim")
    usage_error(["check", "postal.thm1.bmc", "--trace-out", f], "proved with Z3")
    usage_error(["check", "postal.trees.literal", "--trace-out", f], "no run to trace")
    usage_error(["check", "postal.lemma2.literal", "--trace-out", f, "--json", f], "another output")
    usage_error(["check", "postal.lemma2.literal", "--trace-out", "/nonexistent/t.json"],
                "--trace-out")
    usage_error(["check", "postal.lemma2.literal", "--trace-out", ""], "--trace-out")
    usage_error(["prove", "postal.*", "--trace-out", f], "--trace-out")

else:
    sys.exit(f"unknown part {part}")

print(f"{part}: {'FAILED ' + str(len(failures)) if failures else 'ok'}")
sys.exit(1 if failures else 0)
