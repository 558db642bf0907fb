#!/bin/sh
# Runs a cluster plan as a Slurm job array: one array task per shard, then one merge task that
# waits for all of them (afterok). Each task runs on one core; the merged result equals the
# unsharded `clustercanvas plan` exactly.
#
#   packaging/cluster/plan-slurm.sh W.json SHARDS OUTDIR [plan options...]
#   e.g. packaging/cluster/plan-slurm.sh llama70b-ft.json 16 plan-out --deadline-days 14 --budget-usd 3e6
#
# Result: OUTDIR/plan.json (the merged plan) and OUTDIR/shard-*.json. Needs `clustercanvas` on
# the PATH of the compute nodes (or set CLUSTERCANVAS=/path/to/clustercanvas).
set -eu
if [ $# -lt 3 ]; then
    echo "usage: $0 WORKLOAD.json SHARDS OUTDIR [plan options...]" >&2
    exit 2
fi
workload=$1 shards=$2 out=$3
shift 3
cc=${CLUSTERCANVAS:-clustercanvas}
mkdir -p "$out"
# Quote the extra options once, for the generated batch scripts.
extra=""
for a in "$@"; do extra="$extra '$(printf %s "$a" | sed "s/'/'\\\\''/g")'"; done

array_id=$(sbatch --parsable --job-name=cc-plan --array=0-$((shards - 1)) \
    --cpus-per-task=1 --output="$out/shard-%a.log" <<SCRIPT
#!/bin/sh
set -eu
exec $cc plan --workload '$workload' --shard "\$SLURM_ARRAY_TASK_ID/$shards" --json $extra \
    > "$out/shard-\$SLURM_ARRAY_TASK_ID.json"
SCRIPT
)
merge_id=$(sbatch --parsable --job-name=cc-plan-merge --dependency=afterok:"$array_id" \
    --cpus-per-task=1 --output="$out/merge.log" <<SCRIPT
#!/bin/sh
set -eu
exec $cc plan-merge "$out"/shard-*.json --json > "$out/plan.json"
SCRIPT
)
echo "submitted shards as job $array_id and the merge as job $merge_id; result: $out/plan.json"
