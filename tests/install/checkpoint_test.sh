#!/usr/bin/env bash
# --checkpoint: a run stopped by SIGINT saves the claims it decided; the same command with the
# same FILE resumes, decides only the rest, and writes the report an uninterrupted run writes
# (timings aside); the checkpoint is removed when the run completes; a checkpoint of another run
# (another seed) is refused with exit 2. Argument: the collcheck binary.
set -uo pipefail
cc=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Two reports are the same run's: equal but for timings and jobs.
same_report() {
  python3 - "$1" "$2" <<'PY'
import json, sys
def norm(p):
    j = json.load(open(p)); j.pop("jobs", None)
    for c in j["claims"]: c.pop("seconds", None)
    return j
a, b = norm(sys.argv[1]), norm(sys.argv[2])
for k in a:
    if a[k] != b.get(k) and k != "claims": print("differs:", k, a[k], b.get(k), file=sys.stderr)
for x, y in zip(a["claims"], b.get("claims", [])):
    if x != y: print("differs:", x["id"], {f: (x.get(f), y.get(f)) for f in set(x) | set(y) if x.get(f) != y.get(f)}, file=sys.stderr)
sys.exit(0 if a == b else 1)
PY
}
fail() { echo "FAILED: $*" >&2; exit 1; }
sel=("postal.*" "halfduplex.alg_*" "logp.*")

"$cc" check "${sel[@]}" --budget smoke --json "$work/whole.json" >/dev/null
# Interrupted once the checkpoint holds a decided claim (on one thread, so that the rest of the
# run is still to come; a fast machine finishes the whole selection in about a second).
"$cc" check "${sel[@]}" --budget smoke --jobs 1 --checkpoint "$work/cp.json" --json "$work/r.json" \
  >/dev/null 2>"$work/err1.txt" &
pid=$!
for _ in $(seq 600); do [ -s "$work/cp.json" ] && break; sleep 0.05; done
kill -INT "$pid"
wait "$pid"
rc=$?
[ "$rc" -eq 130 ] || fail "the interrupted run exits $rc"
[ -s "$work/cp.json" ] || fail "no checkpoint after SIGINT"
grep -q "run the same command to resume" "$work/err1.txt" || fail "no line says how to resume"

# bad values: one line, exit 2
for bad in "" "/nonexistent/dir/cp.json"; do
  "$cc" check postal.lemma2.literal --budget smoke --checkpoint "$bad" >/dev/null 2>"$work/bad.txt"
  [ $? -eq 2 ] && [ "$(wc -l <"$work/bad.txt")" -eq 1 ] && grep -q -- "--checkpoint" "$work/bad.txt" ||
    fail "--checkpoint '$bad' is not one line and exit 2: $(cat "$work/bad.txt")"
done
echo garbage >"$work/garbage.json"
"$cc" check postal.lemma2.literal --budget smoke --checkpoint "$work/garbage.json" >/dev/null 2>&1
[ $? -eq 2 ] || fail "a checkpoint that is not one is not refused"

# another run's checkpoint
"$cc" check "${sel[@]}" --budget smoke --seed 1 --checkpoint "$work/cp.json" >/dev/null \
  2>"$work/err2.txt"
[ $? -eq 2 ] && grep -q "is of another run (its seed differs)" "$work/err2.txt" ||
  fail "a checkpoint of another seed is not refused: $(cat "$work/err2.txt")"

"$cc" check "${sel[@]}" --budget smoke --checkpoint "$work/cp.json" --json "$work/r.json" \
  >/dev/null 2>"$work/err3.txt" || fail "the resumed run exits $?"
grep -q "resuming from" "$work/err3.txt" || fail "the second run did not resume"
[ ! -e "$work/cp.json" ] || fail "the checkpoint is left after the run completed"
same_report "$work/whole.json" "$work/r.json" || fail "the resumed report differs"
# Inside a claim: an exhaustive sweep stopped part way resumes from the cases it had checked;
# here the sweep of a pass that two claims share (one check per case for both), whose state is
# saved as one, every reader's with it. The sweep must outlast the sleep: Algorithm A's ci domain
# on one thread takes about 5 s here (both claims hold, so every case is checked). On a machine
# fast enough to finish it within the sleep, the same pass of a planted variant (its runs break no
# port rule, so postal.algA.ports checks every case; postal.lemma3.contents is refuted at once;
# about 30 s on two threads) is stopped instead.
interrupt_sweep() {  # interrupt_sweep ARGS...: run check ARGS, SIGINT after 1.5 s; its exit code
  "$cc" check "$@" --checkpoint "$work/cp2.json" --json "$work/r2.json" >/dev/null 2>&1 &
  local pid=$!
  sleep 1.5
  kill -INT "$pid" 2>/dev/null
  wait "$pid"
}
slow=(postal.algA.ports postal.lemma3.contents --jobs 1)
interrupt_sweep "${slow[@]}"
rc=$?
if [ "$rc" -ne 130 ]; then
  echo "the sweep ended (exit $rc) within 1.5 s: the planted variant's is stopped instead"
  rm -f "$work/cp2.json"
  slow=(postal.algA.ports postal.lemma3.contents --variant planted-reversed-combine)
  interrupt_sweep "${slow[@]}"
  rc=$?
fi
[ "$rc" -eq 130 ] || fail "the interrupted sweep exits $rc"
python3 - "$work/cp2.json" <<'PY' || fail "the checkpoint holds no sweep state of the shared pass"
import json, sys
s = json.load(open(sys.argv[1]))["sweeps"].get("postal.algA.ports+postal.lemma3.contents#0", {})
sys.exit(0 if "done_below" in s and len(s.get("readers", [])) == 2 else 1)
PY
"$cc" check "${slow[@]}" --checkpoint "$work/cp2.json" --json "$work/r2.json" >/dev/null 2>&1
rc=$?
# The uninterrupted run (exit 1 with the variant: its refutation of Lemma 3 is not the paper's
# expected verdict)
"$cc" check "${slow[@]}" --json "$work/whole2.json" >/dev/null
whole_rc=$?
[ "$rc" -eq "$whole_rc" ] || fail "the resumed sweep exits $rc, the whole run $whole_rc"
[ ! -e "$work/cp2.json" ] || fail "the checkpoint is left after the resumed sweep completed"
same_report "$work/whole2.json" "$work/r2.json" || fail "the resumed sweep's report differs"
echo "interrupted, resumed (between claims and inside a sweep), and the reports equal the uninterrupted runs'"
