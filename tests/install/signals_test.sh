#!/usr/bin/env bash
# SIGINT and SIGTERM stop a run within 2 s with exit 130 and 143, leave no report (an earlier
# run's report is gone, not left looking current) and no generator process behind: at several
# points of a ci run, during Z3 queries (the bounded model checks and proofs, two jobs), and while
# verify waits for a generator. Argument: the collcheck binary (built with COLLCHECK_SANITIZE for
# signals.stop.asan: the same stops under AddressSanitizer and UBSan, with no report).
set -uo pipefail
cc=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAILED: $*" >&2; exit 1; }

# Whether the test's generator (sleep 61.5) runs: no pgrep on a bare Debian, so read /proc. The
# sleep's own command line is matched, not the shell's comment: dash execs the single command of
# `sh -c`, so the comment is gone from the process that stays (matching it made the wait below
# run its full 30 s, past verify's --timeout, whenever the machine was loaded).
generator_alive() {
  for f in /proc/[0-9]*/cmdline; do
    { tr '\0' ' ' <"$f"; } 2>/dev/null | grep -q "^sleep 61[.]5 " && return 0
  done
  return 1
}

# stop SIGNAL AFTER EXPECTED-EXIT COMMAND...: starts COMMAND, sends SIGNAL after AFTER seconds,
# and checks the exit code and that it came within 2 s.
stop() {
  local sig=$1 after=$2 want=$3
  shift 3
  echo '{"stale": true}' >"$work/report.json"
  "$@" --json "$work/report.json" >"$work/out.txt" 2>"$work/err.txt" &
  local pid=$!
  # A check counts from its header (printed at once, once the signal handlers are in place): a
  # background job of a script starts with SIGINT ignored, so a signal that came during a slow
  # start (ASan at -O0 on a loaded machine) would be lost and the run would go on to its end.
  # verify counts from the start of its generator, which comes after the handlers too.
  if [ "$2" = check ]; then
    for _ in $(seq 600); do [ -s "$work/out.txt" ] && break; sleep 0.05; done
  elif [ "$2" = verify ]; then
    for _ in $(seq 600); do generator_alive && break; sleep 0.05; done
    generator_alive || fail "'$*': its generator did not start"
  fi
  sleep "$after"
  kill -0 "$pid" 2>/dev/null || fail "'$*' ended before the signal (after $after s)"
  local t0 t1
  t0=$(date +%s%N)
  kill "-$sig" "$pid"
  wait "$pid"
  local rc=$?
  t1=$(date +%s%N)
  local ms=$(((t1 - t0) / 1000000))
  [ "$rc" -eq "$want" ] || { cat "$work/err.txt"; fail "'$*': SIG$sig after $after s gave exit $rc, expected $want"; }
  [ "$ms" -le 2000 ] || fail "'$*': SIG$sig took $ms ms to stop"
  [ ! -e "$work/report.json" ] || fail "'$*': a report is left after SIG$sig"
  grep -q "interrupted by signal" "$work/err.txt" || fail "'$*': no line says it was interrupted"
  # Under ASan and UBSan (signals.stop.asan): no report of a memory error, a leak or undefined
  # behaviour.
  if grep -qE "Sanitizer|runtime error:" "$work/err.txt"; then
    cat "$work/err.txt"
    fail "'$*': a sanitizer report after SIG$sig"
  fi
  echo "SIG$sig after $after s: exit $rc in $ms ms: $*"
}

for after in 0.3 1.5 4; do stop INT "$after" 130 "$cc" check --budget ci --jobs 2; done
stop TERM 2 143 "$cc" check --budget ci --jobs 2
for after in 0.5 2; do
  stop INT "$after" 130 "$cc" check '*.bmc' 'halfduplex.*proof*' 'logp.thm*' --budget deep --jobs 2
done
stop INT 1 130 "$cc" verify --generator "sleep 61.5 # collcheck-signals-test" --model postal \
  --case n=2,k=1,lambda=1 --timeout 120
# A killed process can take a moment to go on a loaded machine: allow it 2 s.
for _ in $(seq 20); do
  generator_alive || break
  sleep 0.1
done
generator_alive && fail "the generator outlived verify"
# synth: a solver query stopped by SIGINT is no answer: exit 130 and the line, not "inconclusive".
"$cc" synth --model postal --collective prefix --point n=64,k=1,lambda=1 >"$work/out.txt" 2>"$work/err.txt" &
pid=$!
sleep 1.5
kill -0 "$pid" 2>/dev/null || fail "synth ended before the signal"
kill -INT "$pid"
wait "$pid"
rc=$?
[ "$rc" -eq 130 ] || { cat "$work/out.txt" "$work/err.txt"; fail "synth: SIGINT gave exit $rc, expected 130"; }
grep -q "interrupted by signal" "$work/err.txt" || fail "synth: no line says it was interrupted"
echo "SIGINT: synth exit 130"
# A computation that does not poll the stop (simulate's LogP summation of 3,000,000 operands, about
# 3 s) ends 2 s after the signal, with the same line and exit code as any other stop.
"$cc" simulate logp --sum 3000000 --P 65536 >"$work/out.txt" 2>"$work/err.txt" &
pid=$!
sleep 0.5
kill -0 "$pid" 2>/dev/null || fail "simulate ended before the signal"
t0=$(date +%s%N)
kill -TERM "$pid"
wait "$pid"
rc=$?
ms=$((($(date +%s%N) - t0) / 1000000))
[ "$rc" -eq 143 ] || { cat "$work/err.txt"; fail "simulate: SIGTERM gave exit $rc, expected 143"; }
[ "$ms" -le 3000 ] || fail "simulate: SIGTERM took $ms ms to stop"
grep -q "interrupted by signal 15" "$work/err.txt" || fail "simulate: no line says it was interrupted"
echo "SIGTERM: simulate exit 143 in $ms ms"
echo "every stop clean"
