#!/usr/bin/env python3
"""collcheck merge gives the report of the run without shards: for random subsets of the claims
and N = 1, 2 and 5 (one shard, an even and an odd split; every N from 1 to 5 took 90 s), the N
shard reports merged equal the single run's report (verdicts,
cases, counterexamples, exit code; timings and jobs aside). Merge refuses reports of another
budget, seed or split and a missing or repeated shard (exit 2, one line).
Arguments: the collcheck binary, a scratch directory. Environment: MERGE_SEED (default 7)."""
import json
import os
import random
import subprocess
import sys

cc, work = sys.argv[1], sys.argv[2]
os.makedirs(work, exist_ok=True)
rng = random.Random(int(os.environ.get("MERGE_SEED", "7")))
POOL = ["postal.*", "logp.*", "groupops.pram.*", "groupops.cube.*", "omega.thm1.*",
        "omega.ring.*", "halfduplex.thm*", "halfduplex.alg_*", "postal.thm1.bmc"]


def run(args):
    return subprocess.run([cc] + args, capture_output=True, text=True)


def norm(path):
    j = json.load(open(path))
    j.pop("jobs", None)
    for c in j["claims"]:
        c.pop("seconds", None)
    return j


failures = 0
for trial in range(2):
    patterns = rng.sample(POOL, 3)
    single = f"{work}/single{trial}.json"
    r0 = run(["check", *patterns, "--budget", "smoke", "--json", single])
    for n in (1, 2, 5):
        parts = []
        for i in range(1, n + 1):
            p = f"{work}/t{trial}-{n}-{i}.json"
            r = run(["check", *patterns, "--budget", "smoke", "--shard", f"{i}/{n}", "--json", p])
            if r.returncode not in (0, r0.returncode):
                print(f"shard {i}/{n} of {patterns} exits {r.returncode}")
                failures += 1
            parts.append(p)
        merged = f"{work}/m{trial}-{n}.json"
        rm = run(["merge", *parts, "--json", merged])
        if rm.returncode != r0.returncode:
            print(f"{patterns} N={n}: merge exits {rm.returncode}, the single run {r0.returncode}")
            failures += 1
        a, b = norm(single), norm(merged)
        if a != b:
            failures += 1
            for x, y in zip(a["claims"], b["claims"]):
                if x != y:
                    print(f"{patterns} N={n}: {x['id']} differs:",
                          {k: (x.get(k), y.get(k)) for k in set(x) | set(y) if x.get(k) != y.get(k)})
            for k in a:
                if k != "claims" and a[k] != b.get(k):
                    print(f"{patterns} N={n}: {k} differs: {a[k]} vs {b.get(k)}")
    print(f"trial {trial}: {patterns}: merged = single for N = 1, 2, 5")

# A planted variant refutes exhaustive and property claims (postal.thm4.large, postal.algB.large:
# random cases split by their index in the seeded sequence): the merged least counterexamples are
# the single run's.
args = ["check", "postal.*", "--variant", "planted-u-off-by-one", "--budget", "smoke"]
run(args + ["--json", f"{work}/v-single.json"])
parts = [f"{work}/v-{i}.json" for i in (1, 2, 3)]
for i, p in enumerate(parts, 1):
    run(args + ["--shard", f"{i}/3", "--json", p])
run(["merge", *parts, "--json", f"{work}/v-merged.json"])
a, b = norm(f"{work}/v-single.json"), norm(f"{work}/v-merged.json")
refuted_property = [c["id"] for c in a["claims"]
                    if c["method"] == "property" and c["verdict"] == "refuted"]
if a != b or not refuted_property:
    print("planted-u-off-by-one: the merged report differs or no property claim is refuted")
    failures += 1
print(f"planted variant: merged = single, property claims refuted: {refuted_property}")

# Refusals: exit 2 and one line naming what is wrong.
base = [f"{work}/t0-5-{i}.json" for i in (1, 2, 3, 4, 5)]
other = f"{work}/other.json"
run(["check", "postal.lemma2.*", "--budget", "smoke", "--seed", "1", "--shard", "1/5", "--json", other])
for args, fragment in [(base[:4], "shard 5/5 is missing"),
                       (base + [base[0]], "is given twice"),
                       ([other] + base[1:], "differs"),
                       ([f"{work}/t0-2-1.json"] + base[1:], "another split"),
                       ([], "needs the shards' JSON reports"),
                       (["/nonexistent.json"], "cannot read"),
                       (base + ["--json", ""], "the value is empty")]:
    r = run(["merge", *args])
    if r.returncode != 2 or fragment not in r.stderr or r.stderr.count("\n") != 1:
        print(f"merge {args}: exit {r.returncode}, stderr {r.stderr!r}; expected 2 and '{fragment}'")
        failures += 1
print("merge refuses missing, repeated and foreign shards")
sys.exit(1 if failures else 0)
