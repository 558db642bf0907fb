#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan) in build-fuzz/ and runs each for a bounded
# time, seeded from catalogs/examples, catalogs/*.json and tests/data (and tests/data/bad).
# Usage: fuzz/run.sh [SECONDS_PER_TARGET] [TARGET...]   (default 90 s, all six targets)
# A crash leaves its input in build-fuzz/artifacts/; add it to tests/data/bad/ with a test.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
secs=${1:-90}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(fuzz_design_load fuzz_workload fuzz_catalog fuzz_analyze_report fuzz_plan_hf
                                     fuzz_measurements)
build=${FUZZ_BUILD_DIR:-$root/build-fuzz}
jobs=${FUZZ_JOBS:-2}

export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=true
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S fuzz -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DCMAKE_CXX_COMPILER=clang++ "${launcher[@]}" >/dev/null
nice cmake --build "$build" -j"$jobs" --target "${targets[@]}"

# Seed corpora: read-only sources copied into a work corpus the fuzzer may grow.
seed() {
  local dir=$build/corpus/$1; shift
  mkdir -p "$dir"
  for f in "$@"; do [ -f "$f" ] && cp -n "$f" "$dir/" 2>/dev/null || true; done
}
seed fuzz_design_load catalogs/examples/*.json tests/data/*.json tests/data/bad/*.json
seed fuzz_analyze_report catalogs/examples/*.json tests/data/*.json tests/data/bad/*.json
seed fuzz_workload tests/data/workloads/*.json tests/data/training/*.json tests/data/bad/*.json
seed fuzz_catalog catalogs/*.json tests/data/catalog*.json tests/data/bad/*.json
seed fuzz_plan_hf tests/data/hf/*.json tests/data/bad/plan-*.json
seed fuzz_measurements catalogs/validation/*.json tests/data/bad/validation-*.json \
     tests/data/nccl/*.txt tests/data/gemm/*.csv tests/data/attention/*.csv

mkdir -p "$build/artifacts"
export ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1
status=0
for t in "${targets[@]}"; do
  echo "== $t: ${secs}s"
  t0=$(date +%s)
  # -rss_limit_mb: the input contract keeps memory bounded; -max_len: files up to 64 KiB here
  # (the size bound itself is a unit test). -timeout: one input may take at most 10 s.
  if ! "$build/$t" -max_total_time="$secs" -rss_limit_mb=2048 -max_len=65536 -timeout=10 \
       -dict="$root/fuzz/json.dict" -artifact_prefix="$build/artifacts/$t-" -print_final_stats=1 \
       "$build/corpus/$t" 2>"$build/$t.log"; then
    status=1
    echo "!! $t found a problem:"; tail -40 "$build/$t.log"
  fi
  grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$build/$t.log" | sed "s/^/   /"
  # Every run is added to a history, so the total time and executions per target are known
  # (issue 13 asks for an hour per target): date, target, seconds, executions, peak RSS MB.
  ran=$(($(date +%s) - t0))
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$build/$t.log")
  rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$build/$t.log")
  printf '%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$t" "$ran" "${execs:-0}" "${rss:-0}" \
    >>"$build/fuzz-history.tsv"
done
echo "== fuzzing so far in $build (fuzz-history.tsv): seconds, executions per target"
awk -F'\t' '{s[$2] += $3; e[$2] += $4} END {for (t in s) printf "   %-22s %7d s %10d executions\n", t, s[t], e[t]}' \
  "$build/fuzz-history.tsv" | sort
exit $status
