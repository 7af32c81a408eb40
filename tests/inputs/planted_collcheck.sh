#!/bin/sh
# A planted bad collcheck for inputs.planted: run_inputs.py must reject each of its endings
# (exit 4; exit 2 with two lines; a hang past 10 s; exit 139).
case "$1" in
  internal) echo "collcheck: internal error: planted" >&2; exit 4 ;;
  twolines) printf 'collcheck: error: one\ncollcheck: error: two\n' >&2; exit 2 ;;
  hang) sleep 30 ;;
  *) kill -SEGV $$ ;;
esac
