#!/usr/bin/env bash
# The input-facing part of the unit suite under AddressSanitizer + UndefinedBehaviorSanitizer
# (GCC), in its own build directory (build-asan/), so the normal build stays untouched (issue 13).
#
# What it covers, and why:
# - every model-layer test (a tst_*.cpp that includes neither app/ nor views/, the rule of
#   tests/CMakeLists.txt): parsers, loaders, the input contract, analysis, search and plan;
#   among them the CLI tests (tst_cli*, tst_safe_write, tst_catalog_servers), which run the
#   sanitized clustercanvas binary on good and bad files;
# - tst_input_limits (every tests/data/bad file through the GUI's open path, document unchanged)
#   and tst_autosave (recovery copies, restore after a crash);
# - the fuzz corpora: fuzz_replay_* run every file under catalogs/ and tests/data/ through the
#   six fuzz targets, and afterwards the corpus the fuzz step grew (build-fuzz/corpus/<target>);
# - the CLI --help/--version/man-page checks (they run the sanitized binary).
# Left out unless SANITIZE_ALL=1: the widget, canvas, chart, PDF and export tests (18 of 50). No
# file is parsed there that the tests above do not parse (they paint designs the loader has
# accepted), their time under ASan goes mostly to building and linking Qt Widgets test programs,
# and the issue asks for the untrusted-input paths. Run SANITIZE_ALL=1 locally before a release.
#
# Usage: fuzz/sanitize-suite.sh   (FUZZ_JOBS=N build and ctest parallelism, default 2;
#                                  SANITIZE_ALL=1 every test; SAN_BUILD_DIR another directory)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
build=${SAN_BUILD_DIR:-$root/build-asan}
jobs=${FUZZ_JOBS:-2}
export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=true
# float-cast-overflow is not part of GCC's "undefined" group: a double too large for an int
# (a count from a huge finite input) is exactly the class of bug issue 13 is about.
san="-fsanitize=address,undefined,float-cast-overflow -fno-sanitize-recover=all"
san="$san -fno-omit-frame-pointer"
# CC_SANITIZE (fuzz/suite/CMakeLists.txt) instruments the model, the CLI, Document, Autosave, the
# tests and the replays; everything else keeps the normal build's flags, so ccache serves it
# from the normal build. Same build type and compiler as the default preset for that reason.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCC_SANITIZE="$san" \
      -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined,float-cast-overflow" >/dev/null

# The tests to build and run: the model layer plus the two app tests named above.
layer_of() {
  if grep -q '#include "app/' "$1"; then echo app
  elif grep -qE '#include "(views/|ChartTestUtil)' "$1"; then echo views
  else echo model; fi
}
extra=" tst_input_limits tst_autosave "
tests=() skipped=()
for src in tests/tst_*.cpp; do
  name=$(basename "$src" .cpp)
  if [ "${SANITIZE_ALL:-0}" = 1 ] || [ "$(layer_of "$src")" = model ] ||
     [[ $extra == *" $name "* ]]; then
    tests+=("$name")
  else
    skipped+=("$name")
  fi
done
replays=(fuzz_replay_design_load fuzz_replay_workload fuzz_replay_catalog fuzz_replay_analyze_report
         fuzz_replay_plan_hf fuzz_replay_measurements)
targets=(clustercanvas "${tests[@]}" "${replays[@]}")
command -v help2man >/dev/null && targets+=(manpage) # tests/CMakeLists.txt: man_page

start=$(date +%s)
# CPU time too: on the shared machine the wall time depends on the other jobs, CPU time less so.
TIMEFORMAT="sanitizer build: %R s wall, %U s user + %S s system CPU"
time nice cmake --build "$build" -j"$jobs" --target "${targets[@]}"
built=$(date +%s)
# Leaks: Qt and fontconfig keep caches until exit; leak checking would flag them, not us.
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:strict_string_checks=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export QT_QPA_PLATFORM=offscreen
exclude=()
if [ ${#skipped[@]} -gt 0 ]; then
  exclude=(-E "^($(IFS='|'; echo "${skipped[*]}"))\$")
fi
TIMEFORMAT="sanitizer tests: %R s wall, %U s user + %S s system CPU"
time (cd "$build" && ctest -j"$jobs" --output-on-failure --timeout 900 "${exclude[@]}")
# The corpus the fuzz step grew (if it ran here): every unit once, under GCC's sanitizers.
for r in "${replays[@]}"; do
  corpus=$root/build-fuzz/corpus/fuzz_${r#fuzz_replay_}
  if [ -d "$corpus" ]; then
    echo "== $r $corpus"
    "$build/fuzz/suite/$r" "$corpus"
  fi
done
end=$(date +%s)
echo "sanitizer suite: ${#tests[@]} tests + ${#replays[@]} corpus replays" \
     "(${#skipped[@]} GUI tests left out); build $((built - start)) s, tests $((end - built)) s"
