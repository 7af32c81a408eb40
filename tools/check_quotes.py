#!/usr/bin/env python3
"""Checks that every quoted passage of the catalog appears verbatim in the papers.

usage: tools/check_quotes.py build/collcheck SEEDS_DIR [DOC.md ...]

The papers are not part of the repository; a maintainer who has their texts (one UTF-8 text file
per paper in SEEDS_DIR, under any name: each paper's file is found by its title) runs this after
adding or changing a quote. Whitespace is ignored; a quote may join separate passages with " ... "
or " / ". Each DOC.md given (docs/modelling-choices.md) is checked too: every line that starts
with "> " is a quote of the paper of the family named by the "### family.topic" heading above it.
"""
import json
import os
import re
import subprocess
import sys


# Each family's paper, by a line of its title as the text prints it (spec/claims/papers.hpp).
TITLES = {
    "postal": "在郵遞模式下通訊數最佳的平行前置計算",
    "omega": "多階層網路上環接任意節點之方法",
    "halfduplex": "New Families of Computation-Efficient Parallel Prefix Algorithms",
    "groupops": "並列分散コンピューティング (2) グループ操作",
    "logp": "LogP 模型上的最优播送与求和算法的实现",
}


def norm(s):
    return re.sub(r"\s+", "", s)


def papers(seeds_dir):
    """The normalised text of each family's paper, found in seeds_dir by its title."""
    texts = [norm(open(os.path.join(seeds_dir, f), encoding="utf-8").read())
             for f in sorted(os.listdir(seeds_dir))]
    out = {}
    for family, title in TITLES.items():
        hits = [t for t in texts if norm(title) in t]
        if len(hits) != 1:
            sys.exit(f"{len(hits)} files in {seeds_dir} carry the title of the {family} paper")
        out[family] = hits[0]
    return out


def main():
    binary, seeds_dir = sys.argv[1], sys.argv[2]
    seeds = papers(seeds_dir)
    run = lambda *a: json.loads(subprocess.run([binary, *a], check=True, capture_output=True,
                                               text=True).stdout)
    quotes = []
    for c in run("list", "--format", "json")["claims"]:
        for a in c["assumptions"]:
            quotes.append((c["id"], c["family"], a["quote"]["original"]))
    for e in run("errata", "--format", "json")["errata"]:
        for q in e["evidence"] + ([e["intended_by"]] if "intended_by" in e else []):
            quotes.append((e["claim"], e["family"], q["original"]))
    for doc in sys.argv[3:]:
        family = None
        for line in open(doc, encoding="utf-8"):
            m = re.match(r"### `?([a-z]+)\.", line)
            if m:
                family = m.group(1) if m.group(1) in TITLES else None
            elif line.startswith("> ") and family:
                quotes.append((doc + " (" + family + ")", family, line[2:].strip()))
    bad = 0
    for cid, family, q in quotes:
        for part in re.split(r"\s*\.\.\.\s*|\s+/\s+", q):
            if part.strip() and norm(part) not in seeds[family]:
                bad += 1
                print(f"{cid}: not verbatim in the {family} paper: {part[:100]}")
    print(f"{len(quotes)} quotes, {bad} not verbatim")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
