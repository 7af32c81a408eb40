#!/usr/bin/env bash
# The deep budget's total time, over as many sittings as it takes (a whole deep run is hours):
#
#   bench/deep_total.sh COLLCHECK DIR     # start, or resume, the run kept in DIR
#   bench/deep_total.sh --sum DIR         # the total so far (and whether the run is complete)
#
# The first call copies COLLCHECK into DIR (a checkpoint is of one commit: later sittings run that
# copy, whatever the tree has become) and runs
#   DIR/collcheck check --budget deep --jobs 2 --json DIR/deep.json --checkpoint DIR/deep.ckpt
# A sitting that is interrupted (Ctrl-C, SIGTERM, or killed outright) loses at most the 30 s since
# the checkpoint's last save of the sweep in work; the next call resumes. Each sitting's wall and
# CPU time (user + system, of the run and its threads) is written to DIR/sittings.log every 30 s
# and when it ends (the wall time without the time the run was held stopped by SIGSTOP), so a sitting killed outright still counts up to its last line. The total is
# the sum of each sitting's last line; the work a killed sitting did after its last checkpoint
# save is done again and counted twice (at most 30 s per such sitting).
set -uo pipefail

sum() {
  local dir=$1
  [ -f "$dir/sittings.log" ] || { echo "no sittings in $dir" >&2; exit 2; }
  awk '
    { for (i = 1; i <= NF; ++i) { split($i, kv, "="); f[kv[1]] = kv[2] }
      wall[f["sitting"]] = f["wall"]; cpu[f["sitting"]] = f["cpu"]; n = f["sitting"] > n ? f["sitting"] : n
      if ($0 ~ /end/) state[f["sitting"]] = f["exit"] }
    END {
      for (s = 1; s <= n; ++s) { W += wall[s]; C += cpu[s] }
      printf "sittings %d: wall %d s (%.2f h), CPU %d s (%.2f h)\n", n, W, W / 3600, C, C / 3600
    }' "$dir/sittings.log"
  if [ -f "$dir/deep.json" ] && [ ! -f "$dir/deep.ckpt" ]; then
    echo "complete: $dir/deep.json"
  else
    echo "not complete: run bench/deep_total.sh COLLCHECK $dir to resume"
  fi
}

if [ "${1:-}" = "--sum" ]; then
  [ $# -eq 2 ] || { echo "usage: $0 --sum DIR" >&2; exit 2; }
  sum "$2"
  exit 0
fi
[ $# -eq 2 ] || { echo "usage: $0 COLLCHECK DIR | --sum DIR" >&2; exit 2; }
cc=$1 dir=$2
budget=${BUDGET:-deep}  # (another budget: to try the script itself)
mkdir -p "$dir" || exit 2
if [ ! -x "$dir/collcheck" ]; then
  [ -x "$cc" ] || { echo "$cc: not an executable" >&2; exit 2; }
  cp "$cc" "$dir/collcheck" || exit 2
fi
if [ -f "$dir/deep.json" ] && [ ! -f "$dir/deep.ckpt" ] && [ -f "$dir/sittings.log" ]; then
  echo "the run in $dir is complete" >&2
  sum "$dir"
  exit 0
fi
n=$(( $(grep -c ' start' "$dir/sittings.log" 2>/dev/null || echo 0) + 1 ))
echo "sitting=$n start $(date -u +%FT%TZ) $("$dir/collcheck" --version | head -1)" >>"$dir/sittings.log"
"$dir/collcheck" check --budget "$budget" --jobs 2 --json "$dir/deep.json" --checkpoint "$dir/deep.ckpt" \
  >>"$dir/deep.txt" 2>>"$dir/deep.err" &
pid=$!
trap 'kill -TERM $pid 2>/dev/null' INT TERM
tck=$(getconf CLK_TCK)
# The wall time counts the seconds the run was not held stopped (SIGSTOP, as a measuring script
# does to the other work while it measures): sampled every second.
wall=0
state() { local stat; stat=$(cat "/proc/$pid/stat" 2>/dev/null) || return 1; set -- ${stat##*) }; echo "$1"; }
line() {  # sitting=N wall=S cpu=S
  local stat
  stat=$(cat "/proc/$pid/stat" 2>/dev/null) || return 0
  set -- ${stat##*) }  # the fields after the command's name: $12 utime, $13 stime (clock ticks)
  echo "sitting=$n wall=$(( wall / 1000 )) cpu=$(( (${12} + ${13}) / tck ))"
}
prev=$(date +%s%3N)
while kill -0 "$pid" 2>/dev/null; do
  l=$(line) && [ -n "$l" ] && echo "$l" >>"$dir/sittings.log"
  for _ in $(seq 30); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 1
    now=$(date +%s%3N)
    [ "$(state)" = T ] || wall=$(( wall + now - prev ))
    prev=$now
  done
done
wait "$pid"
rc=$?
wall=$(( wall + $(date +%s%3N) - prev ))
times >"$dir/.times"  # (in this shell: in a pipe, `times` would be a subshell's)
cpu=$(tail -1 "$dir/.times" | awk '{ for (i = 1; i <= 2; ++i) { split($i, a, "m"); s += a[1] * 60 + a[2] } printf "%d", s }')
rm -f "$dir/.times"
echo "sitting=$n end exit=$rc wall=$(( wall / 1000 )) cpu=$cpu" >>"$dir/sittings.log"
sum "$dir"
exit "$rc"
