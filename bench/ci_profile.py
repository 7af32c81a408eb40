#!/usr/bin/env python3
"""Where the time of a `collcheck check` run goes, from its JSON report (--json FILE).

Prints the claims' seconds summed per family and the slowest claims, so that a change to the ci
budget's speed (bench/README.md, "The ci budget") can be read side by side with its baseline:

    build/collcheck check --budget ci --json ci.json
    python3 bench/ci_profile.py ci.json [--top 15] [--baseline old.json]

Seconds are each claim's own wall seconds as the report gives them (claims that share one
execution pass split its seconds by the cases each read); the run's wall time is not in the report (time the command).
"""
import argparse
import json
import sys


def load(path):
    try:
        with open(path) as f:
            report = json.load(f)
        claims = {c["id"]: c for c in report["claims"]}
    except (OSError, ValueError, KeyError, TypeError) as e:
        print(f"ci_profile.py: {path}: not a collcheck JSON report ({e.__class__.__name__}: {e})",
              file=sys.stderr)
        sys.exit(2)
    if not claims:
        print(f"ci_profile.py: {path}: the report has no claims", file=sys.stderr)
        sys.exit(2)
    return report, claims


def family(claim_id):
    return claim_id.split(".", 1)[0]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("report")
    ap.add_argument("--top", type=int, default=15, help="slowest claims to list (>= 0)")
    ap.add_argument("--baseline", help="an earlier report to print side by side")
    a = ap.parse_args()
    if a.top < 0:
        ap.error("--top must be >= 0")
    report, claims = load(a.report)
    base = load(a.baseline)[1] if a.baseline else {}

    def fam_sums(cs):
        out = {}
        for cid, c in cs.items():
            out[family(cid)] = out.get(family(cid), 0.0) + float(c.get("seconds", 0.0))
        return out

    now_f, base_f = fam_sums(claims), fam_sums(base)
    print(f"claims: {len(claims)} (budget {report.get('budget')}, jobs {report.get('jobs')}; the run's wall time: measure it with `time`)")
    print("| family | claim seconds |" + (" baseline |" if base else ""))
    print("|---|---|" + ("---|" if base else ""))
    for fam in sorted(set(now_f) | set(base_f), key=lambda f: -now_f.get(f, 0.0)):
        row = f"| {fam} | {now_f.get(fam, 0.0):.1f} |"
        if base:
            row += f" {base_f.get(fam, 0.0):.1f} |"
        print(row)
    total = sum(now_f.values())
    row = f"| **all** | **{total:.1f}** |"
    if base:
        row += f" {sum(base_f.values()):.1f} |"
    print(row)
    print()
    print(f"| slowest claims | seconds |" + (" baseline |" if base else ""))
    print("|---|---|" + ("---|" if base else ""))
    for cid, c in sorted(claims.items(), key=lambda kv: -float(kv[1].get("seconds", 0.0)))[: a.top]:
        row = f"| `{cid}` | {float(c.get('seconds', 0.0)):.2f} |"
        if base:
            row += f" {float(base[cid]['seconds']):.2f} |" if cid in base else " – |"
        print(row)
    return 0


if __name__ == "__main__":
    sys.exit(main())
