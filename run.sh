#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine (run as root, or with sudo available):
#   ./run.sh check [ARGS...]   install what is missing, build, run `collcheck check ARGS`
#                              (default budget: ci)
#   ./run.sh test              install what is missing, build, run the test suite (ctest)
#   ./run.sh sweeps            install what is missing, build, run the smoke sweep of each MPI
#                              library found (ctest -L library-sweep: proof runs about Debian's
#                              Open MPI and MPICH, which the test suite leaves out; CI runs both)
#   ./run.sh build             install what is missing and build only
set -euo pipefail
cd "$(dirname "$0")"

# Everything comes from Debian's packages; nothing is downloaded at build time.
DEPS=(g++ make cmake ninja-build pkg-config python3 libz3-dev librapidcheck-dev catch2
      libcli11-dev libfmt-dev nlohmann-json3-dev openmpi-bin libopenmpi-dev mpich libmpich-dev
      cvc5 libcvc5-dev libgoogle-perftools-dev)

install_deps() {
  local missing=() p
  for p in "${DEPS[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  ((${#missing[@]} == 0)) && return 0
  echo "run.sh: installing ${missing[*]}" >&2
  local sudo=()
  [ "$(id -u)" = 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# build [TARGET] [CMAKE OPTIONS...]: configure build/ and build TARGET (all: everything, the tests
# included; collcheck: the binary and its libraries only, for check).
build() {
  local target=$1
  shift
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DCOLLCHECK_WERROR=ON "$@" >/dev/null
  cmake --build build --target "$target"
}

# The collcheck binary under AddressSanitizer and UBSan, for the signal test (signals.stop.asan):
# the binary only (the test runs its check, verify and synth), no tests or benchmarks; -O0 and each
# library one unity batch (COLLCHECK_UNITY_SCALE=100: built once, the least CPU in all), so that it
# builds quickly; the test only stops runs. Without cvc5:
# LeakSanitizer reports a static allocation of its libcln at exit, which is not collcheck's.
build_asan() {
  cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=None -DCMAKE_CXX_FLAGS="-O0 -g0" \
    -DCOLLCHECK_SANITIZE=ON -DCOLLCHECK_TESTS=OFF -DCOLLCHECK_BENCH=OFF -DCOLLCHECK_MPI=OFF \
    -DCOLLCHECK_CVC5=OFF -DCOLLCHECK_UNITY_SCALE=100 >/dev/null
  nice -n 19 cmake --build build-asan --target collcheck
}

cmd="${1:-}"
[ $# -gt 0 ] && shift
# Only check takes arguments: another command's would be ignored, so they are refused.
if [ "$cmd" != check ] && [ $# -gt 0 ]; then
  echo "run.sh: $cmd takes no arguments (given: $*)" >&2
  exit 2
fi
case "$cmd" in
  check) install_deps; build collcheck; exec ./build/collcheck check "$@" ;;
  test)  install_deps
         # The ASan build runs beside the Release build and then the suite, at the lowest priority
         # (nice 19): it takes the cycles they leave idle (configuring, linking, the last edges of a
         # build, processes starting, runs waiting on a timer or a pipe). The suite takes longer
         # beside it (shared caches and memory: 551 to 615 s against 446 to 497 s alone). Started
         # after the Release build, it ended about a minute after the suite; started with it, about
         # 45 s after, and ./run.sh test took about 60 s less (bench/README.md, "Larger unity
         # batches"). The signal test that runs its binary (label asan) comes after the suite.
         # (In a process group of its own, set -m, so that an interrupted run.sh stops all of it.)
         set -m
         build_asan >build-asan.log 2>&1 &
         asan=$!
         set +m
         trap 'kill -- -"$asan" 2>/dev/null' EXIT
         build all -DCOLLCHECK_ASAN_BINARY="$PWD/build-asan/collcheck"
         rc=0
         # One test more than cores: about a sixth of the suite's tests' time is waiting (mpirun's
         # starts and ends, timeouts and hangs on purpose, FIFOs), which left 85 core-seconds idle
         # at -j2 on 2 cores (337 s); at -j3, 20 (286 s; bench/README.md, "The MPI tests beside
         # the others").
         (cd build && ctest --output-on-failure -j"$(( $(nproc) + 1 ))" -LE 'library-sweep|asan') || rc=$?
         echo "run.sh: waiting for the ASan build of the signal test (build-asan.log)" >&2
         if ! wait "$asan"; then
           tail -n 30 build-asan.log >&2
           echo "run.sh: the ASan build failed (build-asan.log)" >&2
           exit 1
         fi
         trap - EXIT
         (cd build && ctest --output-on-failure -L asan --no-tests=error) || rc=$?
         exit "$rc" ;;
  sweeps) install_deps; build all
         cd build; exec ctest --output-on-failure -L library-sweep --no-tests=error ;;
  build) install_deps; build all ;;
  *) echo "usage: ./run.sh check [collcheck check options] | ./run.sh test | ./run.sh sweeps | ./run.sh build" >&2; exit 2 ;;
esac
