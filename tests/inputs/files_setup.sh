#!/bin/sh
# The files that tests/inputs/bad_inputs_files.txt names, made in the scratch directory (the working
# directory) by run_inputs.py before the runs; it guards them: a run that changes or removes one is
# not clean. Argument: the collcheck binary (unused). Run again after a run changed something.
set -e
src=$(cd "$(dirname "$0")/../.." && pwd)
rm -f s.json s2.json gen.py r.json r2.json r-hard.json s-hard.json s-link.json victim.txt \
  planted.json.tmp planted.xml.tmp out.json.tmp stdout-link p.fifo
cp "$src/examples/schedules/postal-scan.json" s.json
cp "$src/examples/schedules/postal-scan.json" s2.json
cp "$src/examples/generators/scan.py" gen.py
# reports to merge (any JSON: an output that is an input is refused before anything is read)
cp s.json r.json
cp s.json r2.json
ln r.json r-hard.json
ln s.json s-hard.json
ln -s s.json s-link.json
echo 'a file that no output may touch' >victim.txt
# links planted at the temporary names an earlier collcheck wrote through (FILE.tmp)
ln -s victim.txt planted.json.tmp
ln -s victim.txt planted.xml.tmp
ln -s victim.txt out.json.tmp
# collcheck's standard output, as /dev/stdout is (a link to /proc/self/fd/1)
ln -s /proc/self/fd/1 stdout-link
# a FIFO that nobody writes or reads
mkfifo p.fifo
mkdir -p sub smt
