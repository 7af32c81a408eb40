#!/usr/bin/env python3
"""The run controls of check (README, "Run control"): one part per ctest.
  timeout    --timeout S stops a claim after S seconds: inconclusive, "timeout (S s)" in text, JSON
             and JUnit (<skipped>); the run goes on with the next claim; exit 3; bad values exit 2.
  header     the header line comes at once, on a pipe, while the first claim is still running.
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
    # Z3: a query in flight is interrupted by the claim's deadline, and the next claim runs.
    r = run(["check", "postal.thm1.bmc", "postal.lemma3.induction_arith", "--budget", "deep",
             "--timeout", "1", "--jobs", "2"])
    check(r.returncode == 3 and "note: timeout (1 s)" in r.stdout and
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

else:
    sys.exit(f"unknown part {part}")

print(f"{part}: {'FAILED ' + str(len(failures)) if failures else 'ok'}")
sys.exit(1 if failures else 0)
