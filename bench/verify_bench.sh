#!/usr/bin/env bash
# The speed goals of `collcheck verify` (bench/README.md, "verify"):
#   1. a schedule file with about 10^6 messages (Algorithm A exported at n = 65536, k = 1,
#      lambda = 1: 983,041 messages) verifies in <= 10 s and <= 1 GB peak memory;
#   2. the generator protocol costs <= 1 ms per point beyond the generator's own time: a
#      generator that replays precomputed lines against the same documents read as files.
# Environment: COLLCHECK (default <repo>/build/collcheck), N (default 65536), POINTS domain for
# the protocol (default n=1..100,k=1..2,lambda=1..2, 400 points). Exits 1 if a goal is missed.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
cc=${COLLCHECK:-$root/build/collcheck}
n=${N:-65536}
domain=${POINTS:-n=1..100,k=1..2,lambda=1..2}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs a command; prints "<wall seconds> <peak RSS MiB>" of it (children included).
measure() {
  python3 - "$@" <<'PY'
import resource, subprocess, sys, time
t = time.monotonic()
r = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL)
wall = time.monotonic() - t
rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
if r.returncode != 0:
    sys.exit(f"exit {r.returncode}: {' '.join(sys.argv[1:])}")
print(f"{wall:.2f} {rss:.0f}")
PY
}

status=0
echo "loadavg $(cut -d' ' -f1-3 /proc/loadavg)"
"$cc" simulate postal --algorithm A --n "$n" --k 1 --lambda 1 --emit-schedule "$work/a.json" >/dev/null
messages=$(grep -o '"from"' "$work/a.json" | wc -l)
messages=$((messages / 2))
read -r wall rss < <(measure "$cc" verify "$work/a.json")
echo "large file: n=$n, $messages messages, $(($(stat -c %s "$work/a.json") / 1048576)) MiB: ${wall} s, ${rss} MiB peak"
awk -v w="$wall" -v r="$rss" 'BEGIN { exit !(w <= 10 && r <= 1024) }' || { echo "  goal missed (<= 10 s, <= 1024 MiB)"; status=1; }

# The other streamed models at about 10^6 messages (accesses for pram): the papers' prefix
# procedures of Ohtaki's slides at N = 65536 (pram: 32768, its simulate's limit).
for model in hypercube pram; do
  big=65536
  [ "$model" = pram ] && big=32768
  "$cc" simulate "$model" --procedure prefix --N "$big" --emit-schedule "$work/$model.json" >/dev/null
  read -r wall rss < <(measure "$cc" verify "$work/$model.json")
  echo "large file: $model prefix, N=$big, $(($(stat -c %s "$work/$model.json") / 1048576)) MiB: ${wall} s, ${rss} MiB peak"
  awk -v w="$wall" -v r="$rss" 'BEGIN { exit !(w <= 10 && r <= 1024) }' || { echo "  goal missed (<= 10 s, <= 1024 MiB)"; status=1; }
done

# Many items (docs/schedule-format.md "Many items"): the documents of the example generators at
# n = 1024, m = 1024 items per PE (the chain broadcast: 1023 * 1024 messages; the segmented ring
# allreduce, when examples/generators/ring_allreduce.py is there: about 2 * 10^6), read as files.
for gen in postal_chain_broadcast.py ring_allreduce.py; do
  [ -f "$root/examples/generators/$gen" ] || { echo "many items: $gen absent"; continue; }
  echo '{"model": {"name": "postal", "n": 1024, "k": 1, "lambda": 1}, "params": {"m": 1024, "seg": 16, "inplace": 1}}' |
    python3 "$root/examples/generators/$gen" > "$work/items.json"
  messages=$(grep -o '"from"' "$work/items.json" | wc -l)
  messages=$((messages / 2))
  read -r wall rss < <(measure "$cc" verify "$work/items.json")
  echo "many items: $gen, n=1024, m=1024, $messages messages, $(($(stat -c %s "$work/items.json") / 1048576)) MiB: ${wall} s, ${rss} MiB peak"
  awk -v w="$wall" -v r="$rss" 'BEGIN { exit !(w <= 10 && r <= 1024) }' || { echo "  goal missed (<= 10 s, <= 1024 MiB)"; status=1; }
done

# The protocol: precompute every point's line with the example generator, then replay them.
python3 - "$root/examples/generators/scan.py" "$domain" "$work" <<'PY'
import itertools, json, subprocess, sys
gen, domain, work = sys.argv[1], sys.argv[2], sys.argv[3]
axes = []
for part in domain.split(","):
    name, rng = part.split("=")
    lo, hi = (int(x) for x in rng.split(".."))
    axes.append((name, range(lo, hi + 1)))
points = [dict(zip([a[0] for a in axes], p)) for p in itertools.product(*[a[1] for a in axes])]
reqs = "".join(json.dumps({"model": dict(name="postal", **p)}) + "\n" for p in points)
out = subprocess.run(["python3", gen], input=reqs, capture_output=True, text=True, check=True).stdout
lines = out.splitlines()
open(f"{work}/lines.jsonl", "w").write(out)
for i, line in enumerate(lines):
    doc = json.loads(line)
    doc["name"] = "p%d" % i
    open(f"{work}/doc{i:06d}.json", "w").write(json.dumps(doc))
print(len(lines))
PY
cat > "$work/replay.py" <<'PY'
import sys
lines = open(sys.argv[1]).read().splitlines(True)
for i, _ in enumerate(sys.stdin):
    sys.stdout.write(lines[i])
    sys.stdout.flush()
PY
points=$(ls "$work"/doc*.json | wc -l)
read -r gen_wall _ < <(measure "$cc" verify --generator "python3 $work/replay.py $work/lines.jsonl" \
  --model postal --domain "$domain")
read -r file_wall _ < <(measure "$cc" verify "$work"/doc*.json)
# the replaying generator's own time: the same lines piped through it without collcheck
read -r replay_wall _ < <(measure sh -c "yes '{}' | head -n $points | python3 $work/replay.py $work/lines.jsonl")
per_point=$(awk -v g="$gen_wall" -v f="$file_wall" -v r="$replay_wall" -v p="$points" \
  'BEGIN { printf "%.3f", (g - f - r) * 1000 / p }')
echo "generator protocol: $points points: generator ${gen_wall} s, files ${file_wall} s, replay alone ${replay_wall} s: ${per_point} ms per point"
awk -v x="$per_point" 'BEGIN { exit !(x <= 1) }' || { echo "  goal missed (<= 1 ms per point)"; status=1; }
exit $status
