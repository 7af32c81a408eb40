#!/usr/bin/env bash
# cmake --install into a temporary prefix, then build examples/cpp-variant against it with
# find_package(collcheck), and check its two variants: example-derived-w is verified by every
# postal claim that takes a variant, example-neighbours is refuted, and the replay line of a
# refutation, run as printed, refutes it again with the same counterexample.
# Arguments: the collcheck build directory, the source directory.
set -euo pipefail
build=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "FAILED: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$work/prefix" >/dev/null
test -x "$work/prefix/bin/collcheck" || fail "the binary is not installed"
test -f "$work/prefix/lib/cmake/collcheck/collcheckConfig.cmake" || fail "no CMake package"
"$work/prefix/bin/collcheck" --version >/dev/null

cmake -S "$src/examples/cpp-variant" -B "$work/variant" -DCMAKE_PREFIX_PATH="$work/prefix" \
  -DCMAKE_BUILD_TYPE=Release >/dev/null || fail "configuring examples/cpp-variant"
cmake --build "$work/variant" >/dev/null || fail "building examples/cpp-variant"
bin=$work/variant/my-collcheck

"$bin" list --variants >"$work/variants.txt"
grep -q "prefix  example-neighbours  \[algorithm\]" "$work/variants.txt" ||
  fail "list --variants does not show the program's variant"
grep -q "prefix  planted-dropped-port  \[planted\]" "$work/variants.txt" ||
  fail "list --variants does not show the planted variants beside it"

set +e
"$bin" check 'postal.*' --variant example-derived-w --budget smoke >"$work/ok.txt"
ok=$?
"$bin" check 'postal.lemma3.contents' --variant example-neighbours --budget smoke >"$work/bad.txt"
bad=$?
set -e
[ "$ok" -eq 0 ] || { cat "$work/ok.txt"; fail "example-derived-w: exit $ok, expected 0"; }
grep -q "as expected, 0 not" "$work/ok.txt" || fail "example-derived-w: not every verdict as expected"
[ "$bad" -eq 1 ] || { cat "$work/bad.txt"; fail "example-neighbours: exit $bad, expected 1"; }
replay=$(sed -n 's/^ *replay: //p' "$work/bad.txt" | head -n 1)
case "$replay" in
  "my-collcheck check postal.lemma3.contents --variant example-neighbours --case "*) ;;
  *) fail "replay line names the wrong program or variant: '$replay'" ;;
esac
# Run the replay line as printed, with this program on PATH.
set +e
PATH="$work/variant:$PATH" sh -c "$replay" >"$work/replay.txt"
again=$?
set -e
[ "$again" -eq 1 ] || fail "the replay line exits $again, expected 1"
grep -q "counterexample" "$work/replay.txt" || fail "the replay shows no counterexample"
[ "$(grep counterexample "$work/bad.txt" | head -1)" = "$(grep counterexample "$work/replay.txt" | head -1)" ] ||
  fail "the replay's counterexample differs"
echo "installed, built examples/cpp-variant, example-derived-w verified, example-neighbours refuted and replayed"
