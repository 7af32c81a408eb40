#!/usr/bin/env python3
"""The Open MPI mode: `mpirun -np R collcheck check` writes, on rank 0, the report of the run
without MPI (verdicts, cases, counterexamples, replay lines, exit code; timings and jobs aside),
plus a `ranks` array that shows how the units were dealt: one entry per rank, and every unit run
by exactly one rank (the units add up to one per proof and 4R shares per split claim). With
R = 2 and 3 on the smoke budget, on three families of the papers (postal, logp, groupops: every
method, proofs, exhaustive and property claims, and refutations; the whole smoke run took three
times as long, RUN_SERIAL) and on a planted variant (refuted exhaustive and property claims); a
bad command line is one line and exit 2.
Arguments: the collcheck binary, mpirun, a scratch directory."""
import json
import os
import subprocess
import sys

cc, mpirun, work = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(work, exist_ok=True)
# Open MPI: as root (CI), more ranks than cores, and no ssh needed on one machine (plm isolated).
version = subprocess.run([mpirun, "--version"], capture_output=True, text=True)
openmpi = any(w in version.stdout + version.stderr for w in ("Open MPI", "OpenRTE", "open-mpi.org"))
MPI = [mpirun, "--allow-run-as-root", "--oversubscribe"] if openmpi else [mpirun]
if openmpi:
    os.environ.setdefault("OMPI_MCA_plm", "isolated")
failures = 0


def fail(msg):
    global failures
    failures += 1
    print("FAILED:", msg)


def run(args, mpi_ranks=None):
    cmd = ([*MPI, "-np", str(mpi_ranks)] if mpi_ranks else []) + [cc] + args
    return subprocess.run(cmd, capture_output=True, text=True, timeout=600)


def norm(path):
    j = json.load(open(path))
    for k in ("jobs", "ranks"):
        j.pop(k, None)
    for c in j["claims"]:
        c.pop("seconds", None)
    return j


methods = {c["id"]: c["method"] for c in json.loads(run(["list", "--format", "json"]).stdout)["claims"]}

for name, args in [("paper", ["check", "postal.*", "logp.*", "groupops.*", "--budget", "smoke", "--jobs", "1"]),
                   ("planted", ["check", "postal.*", "--variant", "planted-u-off-by-one",
                                "--budget", "smoke", "--jobs", "1"])]:
    single = f"{work}/{name}-single.json"
    r0 = run(args + ["--json", single])
    for ranks in (2, 3):
        out = f"{work}/{name}-np{ranks}.json"
        r = run(args + ["--json", out], ranks)
        if r.returncode != r0.returncode:
            fail(f"{name} -np {ranks}: exit {r.returncode}, the single run {r0.returncode}\n{r.stderr}")
            continue
        a, b = norm(single), norm(out)
        if a != b:
            fail(f"{name} -np {ranks}: the report differs from the single run's")
            for x, y in zip(a["claims"], b["claims"]):
                if x != y:
                    print("  ", x["id"], {k: (x.get(k), y.get(k)) for k in set(x) | set(y)
                                          if x.get(k) != y.get(k)})
            for k in a:
                if k != "claims" and a[k] != b.get(k):
                    print("  ", k, a[k], b.get(k))
        j = json.load(open(out))
        load = j.get("ranks", [])
        if [x["rank"] for x in load] != list(range(ranks)):
            fail(f"{name} -np {ranks}: ranks array {load}")
            continue
        want = sum(1 if methods[c["id"]] == "proof" else 4 * ranks for c in j["claims"])
        got = sum(x["units"] for x in load)
        if got != want:
            fail(f"{name} -np {ranks}: {got} units run, {want} dealt")
        if not all(x["busy_seconds"] >= 0 and x["cases"] >= 0 for x in load):
            fail(f"{name} -np {ranks}: {load}")
        busy = [round(x["busy_seconds"], 2) for x in load]
        print(f"{name} -np {ranks}: report = single run's (exit {r.returncode}); "
              f"{got} units, busy seconds per rank {busy}")
    kinds = {methods[c["id"]] for c in norm(single)["claims"]}
    if name == "paper" and kinds != {"proof", "exhaustive", "property"}:
        fail(f"{name}: methods {sorted(kinds)}: the comparison does not cover every method")
    refuted = [c["id"] for c in norm(single)["claims"] if c["verdict"] == "refuted"]
    if not refuted:
        fail(f"{name}: nothing refuted; the comparison shows nothing about counterexamples")

# A bad command line: one line from rank 0, exit 2 from every rank.
r = run(["check", "--budget", "bogus"], 2)
lines = [x for x in r.stderr.splitlines() if x.startswith("collcheck:")]
if r.returncode != 2 or len(lines) != 1:
    fail(f"--budget bogus under mpirun: exit {r.returncode}, lines {lines}")
r = run(["check", "postal.*", "--shard", "1/2", "--budget", "smoke"], 2)
if r.returncode != 2 or "mpirun" not in r.stderr:
    fail(f"--shard under mpirun: exit {r.returncode}: {r.stderr}")

print("mpi: every comparison as expected" if not failures else f"{failures} failures")
sys.exit(1 if failures else 0)
