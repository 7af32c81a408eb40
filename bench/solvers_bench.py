#!/usr/bin/env python3
"""Z3 and cvc5 side by side on every proof obligation of a budget.

usage: bench/solvers_bench.py [COLLCHECK] [--budget ci] [--out DIR]
Runs `collcheck prove --budget B --cross-check --emit-smt2 DIR` (both solvers on every query, one
after the other in the same thread) and prints, from DIR/manifest.json: the queries each solver
decides, their times side by side per logic, and every query only one solver decides, with the
other's reason.
"""
import argparse
import collections
import json
import pathlib
import subprocess
import sys
import time

ap = argparse.ArgumentParser()
ap.add_argument("collcheck", nargs="?", default="build/collcheck")
ap.add_argument("--budget", default="ci")
ap.add_argument("--out", default="/tmp/collcheck_solvers_bench")
ap.add_argument("--manifest", help="summarise an existing manifest.json instead of running")
a = ap.parse_args()

if a.manifest:
    manifest = json.loads(pathlib.Path(a.manifest).read_text())
    wall = None
else:
    t0 = time.monotonic()
    r = subprocess.run([a.collcheck, "prove", "--budget", a.budget, "--cross-check",
                        "--emit-smt2", a.out], capture_output=True, text=True)
    wall = time.monotonic() - t0
    if r.returncode not in (0, 1, 3):
        sys.exit(f"collcheck prove exited {r.returncode}: {r.stdout[-2000:]}{r.stderr[-2000:]}")
    manifest = json.loads((pathlib.Path(a.out) / "manifest.json").read_text())

files = manifest["files"]
by_logic = collections.defaultdict(lambda: {"n": 0, "z3": [0, 0.0], "cvc5": [0, 0.0]})
only = []
for q in files:
    runs = {r["solver"]: r for r in q["runs"]}
    row = by_logic[q["logic"]]
    row["n"] += 1
    for s in ("z3", "cvc5"):
        if runs[s]["answer"] != "unknown":
            row[s][0] += 1
        row[s][1] += runs[s]["seconds"]
    decided = [s for s in ("z3", "cvc5") if runs[s]["answer"] != "unknown"]
    if len(decided) == 1:
        other = "cvc5" if decided[0] == "z3" else "z3"
        only.append((q["file"], decided[0], runs[decided[0]]["answer"], runs[decided[0]]["seconds"],
                     runs[other].get("reason", ""), runs[other]["seconds"]))

print(f"budget {a.budget}: {len(files)} queries" + (f", wall {wall:.1f} s" if wall else ""))
print("| logic | queries | decided by Z3 | by cvc5 | Z3 time (s) | cvc5 time (s) |")
print("|---|---|---|---|---|---|")
tot = {"n": 0, "z3": [0, 0.0], "cvc5": [0, 0.0]}
for logic in sorted(by_logic):
    row = by_logic[logic]
    print(f"| {logic} | {row['n']} | {row['z3'][0]} | {row['cvc5'][0]} | {row['z3'][1]:.2f} | "
          f"{row['cvc5'][1]:.2f} |")
    tot["n"] += row["n"]
    for s in ("z3", "cvc5"):
        tot[s][0] += row[s][0]
        tot[s][1] += row[s][1]
print(f"| all | {tot['n']} | {tot['z3'][0]} | {tot['cvc5'][0]} | {tot['z3'][1]:.2f} | "
      f"{tot['cvc5'][1]:.2f} |")
print()
print("decided by one solver only:")
for f, s, ans, sec, why, osec in only:
    print(f"  {f}: {s} {ans} in {sec:.2f} s; the other: {why} after {osec:.2f} s")
