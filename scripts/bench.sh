#!/usr/bin/env bash
# Exploration speed and memory, side by side with SPIN on the same machine, in one run.
#
#   scripts/bench.sh                 counters N = 5, 6, 7 (ours and SPIN, alternating), then
#                                    the app machine and a 10^5-state spec file (ours)
#   scripts/bench.sh --json N        counters N only; the last line is one JSON object
#                                    {"ours": {...}, "spin": {...}, "ratio": <ours/SPIN states/s>}
#
# SPIN runs as a safety check without partial-order reduction, like ours:
#   spin -DN=<N> -a counters.pml; cc -O2 -DSAFETY -DNOREDUCE pan.c; ./pan -m<10^N+1> -w<log2 table>
# Ours runs Benchmarks' explore-bench in release mode with two workers. Up to N=6 each side
# runs three times, alternating, and its median run is reported (BENCH_RUNS=k to change).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
json=""
sizes="5 6 7"
if [ "${1:-}" = "--json" ]; then
    json=1
    sizes="${2:-6}"
fi
case " $sizes " in *[!0-9\ ]*) echo "bench: N must be a number from 1 to 8, got '$sizes'" >&2; exit 64 ;; esac
for n in $sizes; do
    if [ "$n" -lt 1 ] || [ "$n" -gt 8 ]; then echo "bench: N must be from 1 to 8, got $n" >&2; exit 64; fi
done

say() { if [ -z "$json" ]; then echo "$@"; else echo "$@" >&2; fi; }

# SPIN and a C compiler, installed when missing (Debian's package 'spin').
if ! command -v spin >/dev/null 2>&1; then
    say "bench: installing SPIN (Debian package 'spin')"
    if [ "$(id -u)" = 0 ]; then runner=""; elif command -v sudo >/dev/null 2>&1; then runner="sudo"; else
        echo "bench: SPIN is missing and this user cannot install it: apt-get install spin (as root)" >&2; exit 1
    fi
    $runner apt-get update -qq >&2 || true
    $runner env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq spin >&2
fi
cc="${CC:-$(command -v gcc || command -v cc || command -v clang || true)}"
if [ -z "$cc" ]; then echo "bench: no C compiler for SPIN's verifier (gcc, cc or clang)" >&2; exit 1; fi

say "bench: building explore-bench (release)"
(cd "$root/Benchmarks" && "$swift" build -c release --product explore-bench >&2)
bench="$(cd "$root/Benchmarks" && "$swift" build -c release --show-bin-path)/explore-bench"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# JSON field of a one-line object: number values only.
field() { sed -E "s/.*\"$2\": ([0-9.]+).*/\1/" <<<"$1"; }

ours() { "$bench" counters "$1" --json; }

# Builds SPIN's verifier for N counters in $work/pan<N>.
spin_build() {
    (
        cd "$work"
        spin -DN="$1" -a "$root/Benchmarks/spin/counters.pml" >/dev/null
        "$cc" -O2 -DSAFETY -DNOREDUCE -o "pan$1" pan.c
    )
}

spin_run() {
    local n="$1" states depth bits
    states=$((10 ** n))
    depth=$((states + 1))
    bits=1
    while [ $((1 << bits)) -lt "$states" ]; do bits=$((bits + 1)); done
    bits=$((bits + 1))
    (cd "$work" && "./pan$n" -m"$depth" -w"$bits" >"pan$n.out" 2>&1 || true)
    local out="$work/pan$n.out"
    if ! grep -q "states, stored" "$out"; then
        echo "bench: SPIN failed for N=$n:" >&2
        tail -5 "$out" >&2
        exit 1
    fi
    local stored transitions megabytes seconds
    stored=$(awk '/states, stored/ {print $1; exit}' "$out")
    transitions=$(awk '/transitions \(= stored\+matched\)/ {print $1; exit}' "$out")
    megabytes=$(awk '/total actual memory usage/ {print $1; exit}' "$out")
    seconds=$(awk '/pan: elapsed time/ {print $4; exit}' "$out")
    awk -v m="counters-$n" -v s="$stored" -v t="$transitions" -v mb="$megabytes" -v sec="$seconds" 'BEGIN {
        rate = 0; if (sec > 0) rate = s / sec
        printf "{\"model\": \"%s\", \"states\": %d, \"transitions\": %d, \"seconds\": %.3f, \"statesPerSecond\": %d, \"peakBytes\": %d}\n",
            m, s, t, sec, rate, mb * 1048576
    }'
}

# The run of median time among one-line JSON objects (one per line on stdin).
median() {
    local lines=()
    mapfile -t lines < <(while IFS= read -r line; do echo "$(field "$line" seconds) $line"; done | sort -n | cut -d' ' -f2-)
    echo "${lines[$(((${#lines[@]} - 1) / 2))]}"
}

# Runs per size, ours and SPIN alternating; each side's median run is reported. Three up to
# N=6 (the machine is shared: single runs vary by a third), one for N=7 (SPIN takes minutes).
runs_for() {
    if [ -n "${BENCH_RUNS:-}" ]; then echo "$BENCH_RUNS"; elif [ "$1" -le 6 ]; then echo 3; else echo 1; fi
}

rows=()
order=0
for n in $sizes; do
    runs=$(runs_for "$n")
    say "bench: counters N=$n (10^$n states), ours and SPIN alternating, $runs run(s) each"
    spin_build "$n"
    ours_runs=""; spin_runs=""
    for _ in $(seq "$runs"); do
        if [ $((order % 2)) -eq 0 ]; then
            o=$(ours "$n"); s=$(spin_run "$n")
        else
            s=$(spin_run "$n"); o=$(ours "$n")
        fi
        order=$((order + 1))
        say "  ours $(field "$o" seconds) s, SPIN $(field "$s" seconds) s"
        ours_runs+="$o"$'\n'; spin_runs+="$s"$'\n'
    done
    o=$(printf '%s' "$ours_runs" | median)
    s=$(printf '%s' "$spin_runs" | median)
    rows+=("$n|$o|$s")
done

if [ -n "$json" ]; then
    IFS='|' read -r n o s <<<"${rows[0]}"
    echo "$o"
    echo "$s"
    ratio=$(awk -v a="$(field "$o" statesPerSecond)" -v b="$(field "$s" statesPerSecond)" 'BEGIN { r = 0; if (b > 0) r = a / b; printf "%.2f", r }')
    echo "{\"ours\": $o, \"spin\": $s, \"ratio\": $ratio}"
    exit 0
fi

echo
printf "%-12s %10s | %8s %10s %9s | %8s %10s %9s | %13s %14s\n" \
    "model" "states" "ours s" "ours st/s" "ours MiB" "SPIN s" "SPIN st/s" "SPIN MiB" "states/s o/S" "memory o/S"
for row in "${rows[@]}"; do
    IFS='|' read -r n o s <<<"$row"
    awk -v m="counters-$n" \
        -v st="$(field "$o" states)" -v os="$(field "$o" seconds)" -v orate="$(field "$o" statesPerSecond)" -v omem="$(field "$o" peakBytes)" \
        -v ss="$(field "$s" seconds)" -v srate="$(field "$s" statesPerSecond)" -v smem="$(field "$s" peakBytes)" 'BEGIN {
        rate = 0; if (srate > 0) rate = orate / srate
        memory = 0; if (smem > 0) memory = omem / smem
        printf "%-12s %10d | %8.2f %10d %9.1f | %8.2f %10d %9.1f | %12.2fx %13.2fx\n",
            m, st, os, orate, omem / 1048576, ss, srate, smem / 1048576, rate, memory
    }'
done
echo "(ours: explore-bench, two workers, whole process peak resident size; SPIN: pan's elapsed time and total actual memory usage;"
echo " each side's median run when there were several: BENCH_RUNS=k sets how many)"
echo
echo "ours, other models:"
"$bench" app
"$bench" generate-spec 100000 "$work/spec-100k.json"
"$bench" spec "$work/spec-100k.json"
"$bench" generate-spec 100000 "$work/spec-100k.yaml"
"$bench" spec "$work/spec-100k.yaml"
