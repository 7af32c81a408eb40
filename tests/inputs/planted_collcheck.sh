#!/bin/sh
# A planted bad collcheck for inputs.planted: run_inputs.py must reject each of its endings
# (exit 4; exit 2 with two lines; a hang; a run over the CPU limit; exit 139; a process left
# behind, which leaves its process group). inputs.planted runs
# it with a CPU limit of 1 s and a hang limit of 4 s (INPUTS_CPU_LIMIT_S, INPUTS_HANG_S).
case "$1" in
  internal) echo "collcheck: internal error: planted" >&2; exit 4 ;;
  twolines) printf 'collcheck: error: one\ncollcheck: error: two\n' >&2; exit 2 ;;
  hang) sleep 30 ;;
  slow) python3 -c "import time
t = time.process_time()
while time.process_time() - t < 1.5: pass" ;;
  leak) setsid sleep 20 >/dev/null 2>&1 & exit 0 ;;
  *) kill -SEGV $$ ;;
esac
