#!/bin/sh
# A fake mpirun for tests/app/mpisweep_runs_test.cpp: it reads the command line collcheck mpi
# gives mpirun (app/mpisweep/claims.hpp, command()), runs no MPI, and prints the witness's lines
# (mpi/README.md "Output") for each (collective, operator) of --collectives, in the witness's
# order, every case "ok". The environment chooses what goes wrong:
#   FAKE_LOG    a file that gets one line per run: the --collectives list and --op
#   FAKE_FAIL   collective:operator (e.g. allreduce:commutative) in which the run ends after one
#               case, as FAKE_MODE says: crash (SIGSEGV), hang (sleeps until killed), hang_once
#               (the first such run hangs, the next ones run: a hang of the machine's load),
#               exit (exit 3)
#   FAKE_MODE   also at_end: every case printed, then exit 3 (a failure in MPI_Finalize)
#   FAKE_WRONG  collective:operator whose first case is "wrong"
np=1 items="" op=noncommutative counts=1
while [ $# -gt 0 ]; do
  case "$1" in
    -np) np=$2; shift ;;
    --collectives) items=$2; shift ;;
    --op) op=$2; shift ;;
    --counts) counts=$2; shift ;;
  esac
  shift
done
[ -n "$FAKE_LOG" ] && echo "$items $op" >> "$FAKE_LOG"
for item in $(echo "$items" | tr ',' ' '); do
  c=${item%%:*} o=$op
  case "$item" in *:*) o=${item#*:} ;; esac
  roots=null
  case "$c" in reduce|bcast|gather|scatter|ireduce|ibcast|igather|iscatter) roots=$(seq 0 $((np - 1))) ;; esac
  in_place="false true"
  case "$c" in *bcast) in_place=false ;; esac
  types="contiguous vector"
  case "$c" in *bcast|*gather|*scatter) types="contiguous vector byte" ;; esac
  n=0
  for count in $(echo "$counts" | tr ',' ' '); do
    for d in $types; do
      for ip in $in_place; do
        for root in $roots; do
          if [ "$c:$o" = "$FAKE_FAIL" ] && [ $n -ge 1 ]; then
            case "$FAKE_MODE" in
              crash) kill -SEGV $$ ;;
              hang) sleep 60 ;;
              hang_once) [ -e "$FAKE_LOG.hung" ] || { : > "$FAKE_LOG.hung"; sleep 60; } ;;
              exit) echo "fake mpirun: $c failed" >&2; exit 3 ;;
            esac
          fi
          v='"verdict":"ok"'
          if [ "$c:$o" = "$FAKE_WRONG" ] && [ $n -eq 0 ]; then
            v='"verdict":"wrong","rank":1,"where":"element","index":0,"holds":"invalid(1:1 then 0:0)","requires":"0:1"'
          fi
          echo "{\"collective\":\"$c\",\"np\":$np,\"count\":$count,\"root\":$root,\"datatype\":\"$d\",\"in_place\":$ip,\"op\":\"$o\",\"planted\":\"none\",$v}"
          n=$((n + 1))
        done
      done
    done
  done
done
if [ "$FAKE_MODE" = at_end ]; then
  echo "fake mpirun: failed in MPI_Finalize" >&2
  exit 3
fi
exit 0
