#!/usr/bin/env python3
"""Writes the table of findings in docs/errata.md from `collcheck errata --format json`.

usage: tools/errata_table.py build/collcheck [docs/errata.md]

The table sits between the markers <!-- findings --> and <!-- /findings -->; the rest of the file
is kept. tests/app/docs_test.cpp checks that every row's kind is the catalog's.
"""
import json
import subprocess
import sys

ORDER = ["erratum", "misprint", "proof-gap", "beyond-scope"]
# Before the re-reading of issue 11 every finding was recorded as an erratum; entries added since
# have no earlier kind.
NEW_SINCE_REREADING = {
    "logp.alg2.misprints_fixed", "halfduplex.example.p4k3.after_phase1",
    "logp.sum.optimal_count", "logp.sum.optimal_time", "logp.thm4.proof_combined",
    "logp.alg2.small_n", "postal.sec31.receivers.literal", "omega.sec31.switch_inputs.literal",
    "omega.thm3.proof_step.literal", "omega.multicast.fewest.combining",
    "halfduplex.fig5.communication_2k", "halfduplex.fig6.tau1_2k", "halfduplex.fig7.tau01_2k",
    "halfduplex.fig8.n4096_2k", "logp.lemma1.child_count", "logp.lemma1.proof_children",
    "logp.thm5.proof_sum_k", "logp.thm6.sum_a", "postal.intro.fp_matrix",
    "postal.thm4.proof.literal", "omega.abstract.ncube_ascending",
    "omega.thm5.proof_membership.literal", "omega.sec5.other_min.cube_lsb",
    "halfduplex.sec7.idle.literal", "halfduplex.sec7.tradeoff.literal",
    "halfduplex.sec7.rebalance", "halfduplex.alg_b.faster_than_a_timed"}


def cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


def main():
    binary = sys.argv[1]
    path = sys.argv[2] if len(sys.argv) > 2 else "docs/errata.md"
    out = subprocess.run([binary, "errata", "--format", "json"], check=True,
                         capture_output=True, text=True).stdout
    entries = json.loads(out)["errata"]
    rows = ["| claim | before | kind | defect | why | least counterexample |",
            "| --- | --- | --- | --- | --- | --- |"]
    for kind in ORDER:
        for e in entries:
            if e["kind"] != kind:
                continue
            before = "(new)" if e["claim"] in NEW_SINCE_REREADING else "erratum"
            ce = e["replay"].split("--case ")[1] if "--case " in e["replay"] else "(fixed instance)"
            defect = "" if e["defect"] == e["claim"] else f"`{e['defect']}`"
            rows.append(f"| `{e['claim']}` | {before} | {kind} | {defect} | {cell(e['why'])} "
                        f"| {cell(ce)} |")
    counts = {k: sum(1 for e in entries if e["kind"] == k) for k in ORDER}
    summary = ", ".join(f"{counts[k]} {k}" for k in ORDER)
    defects = json.loads(out)["defects"]
    dcounts = {k: sum(1 for d in defects if d["kind"] == k) for k in ORDER}
    dsummary = ", ".join(f"{dcounts[k]} {k}" for k in ORDER)
    groups = [f"- `{d['defect']}` ({d['kind']}, {len(d['readings'])} readings: "
              + ", ".join(f"`{r}`" for r in d["readings"]) + f"): {cell(d['title'])}"
              for d in defects if len(d["readings"]) > 1]
    table = ("\n".join(rows) + f"\n\n{len(defects)} defects ({dsummary}), seen through "
             f"{len(entries)} findings ({summary}).\n\nThe defects with several readings:\n\n"
             + "\n".join(groups) + "\n")
    text = open(path).read()
    start, end = "<!-- findings -->", "<!-- /findings -->"
    a, b = text.index(start) + len(start), text.index(end)
    open(path, "w").write(text[:a] + "\n" + table + text[b:])


if __name__ == "__main__":
    main()
