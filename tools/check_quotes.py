#!/usr/bin/env python3
"""Checks that every quoted passage of the catalog appears verbatim in the papers.

usage: tools/check_quotes.py build/collcheck SEEDS_DIR

The papers are not part of the repository; a maintainer who has them (the seed files named in
each claim's source) runs this after adding or changing a quote. Whitespace is ignored; a quote
may join separate passages with " ... " or " / ".
"""
import json
import os
import re
import subprocess
import sys


def norm(s):
    return re.sub(r"\s+", "", s)


def main():
    binary, seeds_dir = sys.argv[1], sys.argv[2]
    seeds = {f: norm(open(os.path.join(seeds_dir, f), encoding="utf-8").read())
             for f in os.listdir(seeds_dir)}
    run = lambda *a: json.loads(subprocess.run([binary, *a], check=True, capture_output=True,
                                               text=True).stdout)
    quotes = []
    for c in run("list", "--format", "json")["claims"]:
        for a in c["assumptions"]:
            quotes.append((c["id"], c["source"].split(",")[0], a["quote"]["original"]))
    for e in run("errata", "--format", "json")["errata"]:
        for q in e["evidence"]:
            quotes.append((e["claim"], e["source"].split(",")[0], q["original"]))
    bad = 0
    for cid, seed, q in quotes:
        for part in re.split(r"\s*\.\.\.\s*|\s+/\s+", q):
            if part.strip() and norm(part) not in seeds[seed]:
                bad += 1
                print(f"{cid}: not verbatim in {seed}: {part[:100]}")
    print(f"{len(quotes)} quotes, {bad} not verbatim")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
