#!/usr/bin/env bash
# The process environment (issue 29, classes 6 and 9): collcheck started with its standard
# descriptors closed (cron) runs a correct generator; a closed standard output (`| head -1`) ends
# it with exit 2 and one line, not SIGPIPE (141); SIGHUP stops it like SIGTERM (exit 143); SIGINT
# while `collcheck mpi --list` waits on mpirun is a stop (130), not "ompi_info not found"; and a
# generator's `setsid` child, which leaves the generator's process group, does not outlive
# collcheck on any way out (a normal end, an error, SIGTERM, SIGHUP, SIGINT, a second signal).
# Arguments: the collcheck binary, the source directory.
set -uo pipefail
cc=$1
src=$2
gen="python3 $src/examples/generators/scan.py"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAILED: $*" >&2; exit 1; }
passed=0
ok() { passed=$((passed + 1)); echo "ok: $*"; }

# The pids of the processes whose command line is exactly "sleep SECONDS" (each case sleeps its own
# number of seconds). No pgrep on a bare Debian: read /proc, with builtins only (no process per
# entry).
sleepers() {
  local f args
  for f in /proc/[0-9]*/cmdline; do
    mapfile -d '' -t args 2>/dev/null <"$f" || continue
    if [ "${#args[@]}" -eq 2 ] && [ "${args[0]}" = sleep ] && [ "${args[1]}" = "$1" ]; then
      f=${f#/proc/}
      echo "${f%/cmdline}"
    fi
  done
}
alive() { [ -n "$(sleepers "$1")" ]; }
# Fails unless no "sleep SECONDS" is left (a killed process may take a moment on a loaded machine).
none_left() {
  for _ in $(seq 20); do
    alive "$1" || return 0
    sleep 0.1
  done
  for p in $(sleepers "$1"); do kill -9 "$p" 2>/dev/null; done
  fail "$2: the generator's child (sleep $1) outlived collcheck"
}
# Waits (at most 30 s) until "sleep SECONDS" runs.
wait_alive() {
  for _ in $(seq 600); do
    alive "$1" && return 0
    sleep 0.05
  done
  fail "sleep $1 never started"
}

domain=(--model postal --domain 'n=1..6,k=1..2,lambda=1')

# 1-4: closed standard descriptors (cron): the generator still works.
"$cc" verify --generator "$gen" "${domain[@]}" <&- >"$work/out" 2>"$work/err"
rc=$?
[ $rc -eq 0 ] && grep -q "verified" "$work/out" || { cat "$work/err"; fail "stdin closed: exit $rc"; }
ok "stdin closed: verify with a generator, exit 0"
rm -f "$work/r.json"
"$cc" verify --generator "$gen" "${domain[@]}" --json "$work/r.json" >&- 2>"$work/err"
rc=$?
[ $rc -eq 0 ] && grep -q '"verified"' "$work/r.json" || { cat "$work/err"; fail "stdout closed: exit $rc"; }
ok "stdout closed: verify with a generator, exit 0, its report written"
rm -f "$work/r.json"
"$cc" verify --generator "$gen" "${domain[@]}" --json "$work/r.json" <&- >&- 2>&-
rc=$?
[ $rc -eq 0 ] && grep -q '"verified"' "$work/r.json" || fail "stdin, stdout and stderr closed: exit $rc"
ok "stdin, stdout and stderr closed: verify with a generator, exit 0"
rm -f "$work/r.json"
"$cc" check postal.lemma3.contents --budget smoke --json "$work/r.json" <&- >&- 2>"$work/err"
rc=$?
[ $rc -eq 0 ] && [ -s "$work/r.json" ] || { cat "$work/err"; fail "check with stdout closed: exit $rc"; }
ok "stdin and stdout closed: check, exit 0, its report written"

# 5-7: standard output's reader goes away: exit 2 with one line, promptly; not SIGPIPE (141).
t0=$(date +%s%N)
"$cc" check --budget ci --jobs 1 2>"$work/err" | head -1 >/dev/null
rc=${PIPESTATUS[0]}
ms=$((($(date +%s%N) - t0) / 1000000))
[ "$rc" -eq 2 ] || { cat "$work/err"; fail "check | head -1: exit $rc, expected 2"; }
[ "$(grep -c . "$work/err")" -eq 1 ] && grep -q "^collcheck: error: standard output was closed" "$work/err" ||
  { cat "$work/err"; fail "check | head -1: not one error line"; }
[ "$ms" -le 10000 ] || fail "check | head -1 took $ms ms to end"
ok "check | head -1: exit 2 with one line in $ms ms"
"$cc" list 2>"$work/err" | head -1 >/dev/null
rc=${PIPESTATUS[0]}
{ [ "$rc" -eq 0 ] || { [ "$rc" -eq 2 ] && [ "$(grep -c . "$work/err")" -eq 1 ]; }; } ||
  { cat "$work/err"; fail "list | head -1: exit $rc"; }
ok "list | head -1: exit $rc"
# (a reader that is gone before the first line: verify prints its verdicts at the end)
t0=$(date +%s%N)
"$cc" verify --generator "setsid sleep 907.1 & exec $gen" --model postal \
  --domain 'n=1..3000,k=1..3,lambda=1..3' 2>"$work/err" | true
rc=${PIPESTATUS[0]}
ms=$((($(date +%s%N) - t0) / 1000000))
[ "$rc" -eq 2 ] && [ "$(grep -c . "$work/err")" -eq 1 ] ||
  { cat "$work/err"; fail "verify | true: exit $rc, expected 2 with one line"; }
[ "$ms" -le 10000 ] || fail "verify | true took $ms ms to end"
none_left 907.1 "verify | true"
ok "verify --generator | true: exit 2 in $ms ms, the generator's setsid child gone"

# stop SIGNAL WANT SECONDS COMMAND...: starts COMMAND, waits until its generator's child
# "sleep SECONDS" runs, sends SIGNAL (twice for "INT2"), and checks the exit code, the time and
# that the child is gone.
stop() {
  local sig=$1 want=$2 secs=$3
  shift 3
  "$@" >"$work/out" 2>"$work/err" &
  local pid=$!
  wait_alive "$secs"
  local t0 ms rc
  t0=$(date +%s%N)
  if [ "$sig" = INT2 ]; then
    kill -INT "$pid"
    kill -INT "$pid"
  else
    kill "-$sig" "$pid"
  fi
  wait "$pid"
  rc=$?
  ms=$((($(date +%s%N) - t0) / 1000000))
  [ "$rc" -eq "$want" ] || { cat "$work/err"; fail "SIG$sig: exit $rc, expected $want: $*"; }
  [ "$ms" -le 2500 ] || fail "SIG$sig took $ms ms: $*"
  none_left "$secs" "SIG$sig"
  ok "SIG$sig: exit $rc in $ms ms, nothing left: $*"
}

# 8-13: the stops, with a generator whose setsid child leaves its process group.
slow=(--model postal --case n=2,k=1,lambda=1 --timeout 60)
stop TERM 143 907.2 "$cc" verify --generator "setsid sleep 907.2 & sleep 60" "${slow[@]}"
stop HUP 143 907.3 "$cc" verify --generator "setsid sleep 907.3 & sleep 60" "${slow[@]}"
stop INT 130 907.4 "$cc" verify --generator "setsid sleep 907.4 & sleep 60" "${slow[@]}"
stop INT2 130 907.5 "$cc" verify --generator "setsid sleep 907.5 & sleep 60" "${slow[@]}"
stop HUP 143 907.6 "$cc" verify --generator "(setsid sleep 907.6 &); exec sleep 60" "${slow[@]}"
grep -q "interrupted by signal 15" "$work/err" || fail "SIGHUP: not reported as a stop by SIGTERM"
stop TERM 143 907.7 "$cc" verify --generator "setsid sh -c 'trap \"\" TERM; sleep 907.7' & sleep 60" "${slow[@]}"

# 14-16: the other ways out: a normal end, an error, a timeout.
"$cc" verify --generator "setsid sleep 907.8 & exec $gen" "${domain[@]}" >/dev/null 2>&1
rc=$?
[ $rc -eq 0 ] || fail "normal end: exit $rc"
none_left 907.8 "a normal end"
ok "normal end: exit 0, the setsid child gone"
"$cc" verify --generator "setsid sleep 907.9 & echo garbage; sleep 60" "${slow[@]}" >/dev/null 2>&1
rc=$?
[ $rc -eq 2 ] || fail "a bad answer: exit $rc"
none_left 907.9 "a bad answer"
ok "bad answer: exit 2, the setsid child gone"
"$cc" verify --generator "setsid sleep 908.1 & sleep 60" --model postal --case n=2,k=1,lambda=1 \
  --timeout 1 >/dev/null 2>&1
rc=$?
[ $rc -eq 2 ] || fail "a timeout: exit $rc"
none_left 908.1 "a timeout"
ok "timeout: exit 2, the setsid child gone"

# 17-18: SIGHUP during a check: a stop like SIGTERM.
"$cc" check --budget ci --jobs 2 >"$work/out" 2>"$work/err" &
pid=$!
for _ in $(seq 600); do [ -s "$work/out" ] && break; sleep 0.05; done
sleep 1
t0=$(date +%s%N)
kill -HUP "$pid"
wait "$pid"
rc=$?
ms=$((($(date +%s%N) - t0) / 1000000))
[ "$rc" -eq 143 ] && [ "$ms" -le 2000 ] || { cat "$work/err"; fail "check: SIGHUP gave exit $rc in $ms ms"; }
ok "check: SIGHUP, exit 143 in $ms ms"

# SIGINT and SIGHUP while `collcheck mpi --list` waits on mpirun: a stop, not a missing tool.
printf '#!/bin/sh\nexec sleep 908.2\n' >"$work/mpirun"
chmod +x "$work/mpirun"
for sig in INT HUP; do
  want=$([ $sig = INT ] && echo 130 || echo 143)
  "$cc" mpi --list --library openmpi --witness /bin/true --mpirun "$work/mpirun" \
    >"$work/out" 2>"$work/err" &
  pid=$!
  wait_alive 908.2
  kill "-$sig" "$pid"
  wait "$pid"
  rc=$?
  [ "$rc" -eq "$want" ] && grep -q "interrupted by signal" "$work/err" ||
    { cat "$work/err"; fail "mpi --list: SIG$sig gave exit $rc, expected $want"; }
  none_left 908.2 "mpi --list, SIG$sig"
  ok "mpi --list waiting on mpirun: SIG$sig, exit $rc"
done

echo "$passed cases of the process environment behave"
