#!/usr/bin/env bash
# The whole unit suite once under AddressSanitizer + UndefinedBehaviorSanitizer (GCC), in its
# own build directory (build-asan/), so the normal build stays untouched.
# Usage: fuzz/sanitize-suite.sh   (FUZZ_JOBS=N for the build and ctest parallelism, default 2)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
build=${SAN_BUILD_DIR:-$root/build-asan}
jobs=${FUZZ_JOBS:-2}
export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=true
san="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# -O1: sanitizers need little optimisation; -g1 keeps the objects small while giving line numbers.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}" \
      -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" -DCMAKE_CXX_FLAGS="$san" \
      -DCMAKE_EXE_LINKER_FLAGS="$san" >/dev/null
start=$(date +%s)
nice cmake --build "$build" -j"$jobs"
built=$(date +%s)
# Leaks: Qt and fontconfig keep caches until exit; leak checking would flag them, not us.
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:strict_string_checks=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export QT_QPA_PLATFORM=offscreen
(cd "$build" && ctest -j"$jobs" --output-on-failure --timeout 900)
end=$(date +%s)
echo "sanitizer suite: build $((built - start)) s, tests $((end - built)) s"
