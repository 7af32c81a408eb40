#!/usr/bin/env python3
"""The witness built with AddressSanitizer (collcheck-mpi-witness-LIBRARY-asan, CMakeLists.txt)
under collcheck mpi: no sanitizer report on any setting the library refuses (MPICH: every refusal
returns an error string of 400 characters or more, which the witness once copied into a buffer of
240 bytes) nor on a setting it refutes (Open MPI's forced reduce chain).

usage: asan_test.py COLLCHECK LIBRARY ASAN_WITNESS WORKDIR

MPICH: every claim of the sweep at np 2 and 3, counts 1 and 3, but those whose runs corrupt
memory by MPICH's own fault (mpi/README.md: the commutative reduce crash of pmodels/mpich#6540, the
reduce-scatters forced outside their precondition, which abort, and the wrong ibcast, which
writes past the witness's buffer): none may read `error` (a sanitizer report ends the run), and at
least 10 must be refused (the error strings are exercised). Open MPI: reduce chain refuted, its
default verified, no error.
"""
import json
import os
import subprocess
import sys

collcheck, library, asan, work = sys.argv[1:5]
os.makedirs(work, exist_ok=True)
failures = 0


def fail(msg):
    global failures
    failures += 1
    print("FAILED:", msg, flush=True)


MPICH_OWN = {"mpi.mpich.reduce.default.commutative", "mpi.mpich.reduce.binomial.commutative",
             "mpi.mpich.reduce.nb.commutative", "mpi.mpich.reduce_scatter.noncommutative",
             "mpi.mpich.reduce_scatter.noncommutative.commutative",
             "mpi.mpich.ireduce_scatter.sched_noncommutative",
             "mpi.mpich.ireduce_scatter.sched_noncommutative.commutative",
             "mpi.mpich.ibcast.tsp_scatterv_recexch_allgatherv"}

listed = subprocess.run([collcheck, "mpi", "--library", library, "--witness", asan, "--list"],
                        capture_output=True, text=True, timeout=120)
ids = listed.stdout.split()
if listed.returncode != 0 or not ids:
    fail(f"--list: exit {listed.returncode}: {listed.stderr}")
if library == "mpich":
    ids = [i for i in ids if i not in MPICH_OWN]
    expect = []
else:
    ids = ["mpi.openmpi.reduce.chain", "mpi.openmpi.reduce.chain.commutative",
           "mpi.openmpi.reduce.default", "mpi.openmpi.ibcast.default"]
    expect = ["mpi.openmpi.reduce.chain"]
js = os.path.join(work, f"asan_{library}.json")
args = [collcheck, "mpi", "--library", library, "--witness", asan, "--np", "2,3", "--counts", "1,3",
        "--timeout", "120", "--json", js] + (["--expect", ",".join(expect)] if expect else []) + ids
r = subprocess.run(args, capture_output=True, text=True, timeout=1500)
print(r.stdout.strip().splitlines()[-1] if r.stdout.strip() else r.stderr, flush=True)
claims = {}
if os.path.exists(js):
    with open(js) as f:
        claims = {c["id"]: c for c in json.load(f)["claims"]}
if not claims:
    fail(f"no report: exit {r.returncode}\n{r.stderr[-2000:]}")
for i, c in claims.items():
    note = c.get("note", "")
    if c["verdict"] == "error" or "AddressSanitizer" in note or "Sanitizer" in json.dumps(c):
        fail(f"{i}: {c['verdict']}: {note[:600]}")
refused = [i for i, c in claims.items() if c["verdict"] == "refused"]
if library == "mpich" and len(refused) < 10:
    fail(f"only {len(refused)} claims refused: the error strings were not exercised")
for i in expect:
    if claims.get(i, {}).get("verdict") != "refuted":
        fail(f"{i}: {claims.get(i, {}).get('verdict')}, expected refuted")
if r.returncode not in (0, 1):
    fail(f"exit {r.returncode}\n{r.stdout[-1500:]}{r.stderr[-1500:]}")
print(f"asan {library}: {len(claims)} claims, {len(refused)} refused, "
      f"{sum(c['verdict'] == 'refuted' for c in claims.values())} refuted"
      if not failures else f"{failures} failures", flush=True)
sys.exit(1 if failures else 0)
