#!/usr/bin/env bash
# Exploration speed and memory, side by side with SPIN on the same machines, in one run.
#
#   scripts/bench.sh                 the commit; counters N = 5, 6, 7 and the inbox (ours with one
#                                    and two workers, and SPIN, alternating), a table of ratios;
#                                    then ours alone: the app machine, the async machines, spec
#                                    files of 10^5 states, then of each shape at 10^6 states
#                                    (flat, flow, guard, entry, crlf, nested, parallel), the web
#                                    explorer's page (10^4 states,
#                                    with Chromium); what the inbox's own code costs (its
#                                    expand function, Hasher, a Set search) beside the explorer.
#                                    The last line says whether ours with one worker is at least
#                                    5× SPIN on the inbox.
#   scripts/bench.sh --json N        counters N only; the last line is one JSON object
#                                    {"ours": {...}, "spin": {...}, "ratio": <ours/SPIN states/s>}
#                                    (ours with two workers)
#
# SPIN runs as a safety check without partial-order reduction, like ours:
#   spin -DN=<N> -a counters.pml (or spin -a inbox.pml); cc -O2 -DSAFETY -DNOREDUCE pan.c;
#   ./pan -m<states+1> -w<log2 states + 1>
# Ours runs Benchmarks' explore-bench in release mode. Up to 2 million states each of the three
# runs three times, in turn, and its median run is reported (BENCH_RUNS=k to change).
# SWIFT_BUILD_FLAGS is passed to swift build (e.g. "-j 1" on a shared machine).
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

# shellcheck disable=SC2086 # SWIFT_BUILD_FLAGS is a list of flags
say "bench: building explore-bench (release)"
(cd "$root/Benchmarks" && "$swift" build -c release ${SWIFT_BUILD_FLAGS:-} --product explore-bench >&2)
bench="$(cd "$root/Benchmarks" && "$swift" build -c release --show-bin-path)/explore-bench"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# JSON field of a one-line object: number values only.
field() { sed -E "s/.*\"$2\": ([0-9.]+).*/\1/" <<<"$1"; }

# Builds SPIN's verifier for a model in $work/pan-<label>: spin_build LABEL FILE [SPIN FLAGS...]
spin_build() {
    local label="$1" file="$2"
    shift 2
    (
        cd "$work"
        spin "$@" -a "$root/Benchmarks/spin/$file" >/dev/null
        "$cc" -O2 -DSAFETY -DNOREDUCE -o "pan-$label" pan.c
    )
}

# Runs $work/pan-<label> for a machine of STATES states; prints one line of JSON.
spin_run() {
    local label="$1" states="$2" depth bits
    depth=$((states + 1))
    bits=1
    while [ $((1 << bits)) -lt "$states" ]; do bits=$((bits + 1)); done
    bits=$((bits + 1))
    (cd "$work" && "./pan-$label" -m"$depth" -w"$bits" >"pan-$label.out" 2>&1 || true)
    local out="$work/pan-$label.out"
    if ! grep -q "states, stored" "$out"; then
        echo "bench: SPIN failed for $label:" >&2
        tail -5 "$out" >&2
        exit 1
    fi
    local stored transitions megabytes seconds
    stored=$(awk '/states, stored/ {print $1; exit}' "$out")
    transitions=$(awk '/transitions \(= stored\+matched\)/ {print $1; exit}' "$out")
    megabytes=$(awk '/total actual memory usage/ {print $1; exit}' "$out")
    seconds=$(awk '/pan: elapsed time/ {print $4; exit}' "$out")
    awk -v m="$label" -v s="$stored" -v t="$transitions" -v mb="$megabytes" -v sec="$seconds" 'BEGIN {
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

# Runs per model: three up to 2 million states (the machine may be shared: single runs vary by
# a third), one above (SPIN takes minutes at 10^7).
runs_for() {
    if [ -n "${BENCH_RUNS:-}" ]; then echo "$BENCH_RUNS"; elif [ "$1" -le 2000000 ]; then echo 3; else echo 1; fi
}

# Measures one model: compare LABEL STATES "EXPLORE-BENCH ARGS" SPIN-FILE [SPIN FLAGS...].
# Ours with one worker, ours with two and SPIN run in turn, the first of them moving on by one
# each run; each side's median run goes into `rows`.
rows=()
order=0
compare() {
    local label="$1" states="$2" args="$3" file="$4"
    shift 4
    local runs one two spin_out
    runs=$(runs_for "$states")
    say "bench: $label ($states states): ours with 1 and 2 workers and SPIN in turn, $runs run(s) each"
    spin_build "$label" "$file" "$@"
    local one_runs="" two_runs="" spin_runs=""
    for _ in $(seq "$runs"); do
        for step in 0 1 2; do
            # shellcheck disable=SC2086 # args is a list of arguments
            case $(((order + step) % 3)) in
                0) one=$("$bench" $args --workers 1 --json); one_runs+="$one"$'\n' ;;
                1) two=$("$bench" $args --workers 2 --json); two_runs+="$two"$'\n' ;;
                2) spin_out=$(spin_run "$label" "$states"); spin_runs+="$spin_out"$'\n' ;;
            esac
        done
        order=$((order + 1))
        say "  ours 1 worker $(field "$one" seconds) s, 2 workers $(field "$two" seconds) s, SPIN $(field "$spin_out" seconds) s"
    done
    one=$(printf '%s' "$one_runs" | median)
    two=$(printf '%s' "$two_runs" | median)
    spin_out=$(printf '%s' "$spin_runs" | median)
    if [ "$(field "$one" states)" != "$(field "$spin_out" states)" ]; then
        echo "bench: $label: ours found $(field "$one" states) states, SPIN $(field "$spin_out" states)" >&2
        exit 1
    fi
    rows+=("$label|$one|$two|$spin_out")
}

if [ -n "$json" ]; then
    for n in $sizes; do
        runs=$(runs_for $((10 ** n)))
        spin_build "counters-$n" counters.pml -DN="$n"
        ours_runs=""; spin_runs=""
        for index in $(seq "$runs"); do
            if [ $((index % 2)) -eq 1 ]; then
                o=$("$bench" counters "$n" --json); s=$(spin_run "counters-$n" $((10 ** n)))
            else
                s=$(spin_run "counters-$n" $((10 ** n))); o=$("$bench" counters "$n" --json)
            fi
            ours_runs+="$o"$'\n'; spin_runs+="$s"$'\n'
        done
        o=$(printf '%s' "$ours_runs" | median)
        s=$(printf '%s' "$spin_runs" | median)
        echo "$o"
        echo "$s"
        ratio=$(awk -v a="$(field "$o" statesPerSecond)" -v b="$(field "$s" statesPerSecond)" 'BEGIN { r = 0; if (b > 0) r = a / b; printf "%.2f", r }')
        echo "{\"ours\": $o, \"spin\": $s, \"ratio\": $ratio}"
    done
    exit 0
fi

commit="$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
if [ -n "$(git -C "$root" status --porcelain --untracked-files=no 2>/dev/null)" ]; then commit+=" (with changes not committed)"; fi
echo "commit $commit, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"

for n in $sizes; do
    compare "counters-$n" $((10 ** n)) "counters $n" counters.pml -DN="$n"
done
compare inbox 1736640 "inbox" inbox.pml
# The same inbox hashing itself, with lean array code: how far the explorer is from 5x SPIN on
# this shape when neither Hasher nor the feature's array code is in the way.
compare inbox-own-hash 1736640 "inbox-own-hash" inbox.pml

echo
printf "%-14s %10s | %9s %9s %8s %7s | %8s %8s | %7s %7s %7s\n" \
    "model" "states" "ours 1w s" "ours 2w s" "ours MiB" "B/state" "SPIN s" "SPIN MiB" "1w/SPIN" "2w/SPIN" "2w/1w"
for row in "${rows[@]}"; do
    IFS='|' read -r label one two s <<<"$row"
    awk -v m="$label" -v st="$(field "$one" states)" \
        -v os="$(field "$one" seconds)" -v ts="$(field "$two" seconds)" -v tmem="$(field "$two" peakBytes)" \
        -v per="$(field "$two" bytesPerState)" -v ss="$(field "$s" seconds)" -v smem="$(field "$s" peakBytes)" 'BEGIN {
        r1 = 0; if (os > 0) r1 = ss / os
        r2 = 0; if (ts > 0) r2 = ss / ts
        sc = 0; if (ts > 0) sc = os / ts
        printf "%-14s %10d | %9.2f %9.2f %8.1f %7d | %8.2f %8.1f | %6.2fx %6.2fx %6.2fx\n",
            m, st, os, ts, tmem / 1048576, per, ss, smem / 1048576, r1, r2, sc
    }'
done
echo "(ours: explore-bench in release mode, exploring and every check; memory with two workers, the process's peak"
echo " resident size, and bytes per state above its size before the model was built; SPIN: pan's elapsed time"
echo " and total actual memory usage; each side's median run when there were several: BENCH_RUNS=k sets how many)"
echo
echo "ours alone, two workers:"
"$bench" app
"$bench" grid-async 200
"$bench" rates-async 30
"$bench" search-async 16
"$bench" generate-spec 100000 "$work/spec-100k.json"
"$bench" spec "$work/spec-100k.json"
"$bench" generate-spec 100000 "$work/spec-100k.yaml"
"$bench" spec "$work/spec-100k.yaml"
echo
# Spec files of every shape at 10^6 states (issue 40: each under 3 s of CPU and 400 MB, loading
# included; parallel: two regions of 1,000 states). One worker; SPEC_SHAPE_STATES to change the size.
shape_states="${SPEC_SHAPE_STATES:-1000000}"
echo "spec files of each shape, $shape_states states, one worker (target: under 3 s of CPU and 400 MB, loading included):"
printf '  %-9s %9s %12s %8s %9s %8s  %s\n' shape states transitions "CPU s" "load s" "peak MB" target
for shape in flat flow guard entry crlf nested parallel; do
    "$bench" generate-spec "$shape_states" "$work/shape-$shape.yaml" "$shape"
    line="$("$bench" spec "$work/shape-$shape.yaml" --json --workers 1 2>/dev/null | tail -1)"
    rm -f "$work/shape-$shape.yaml"
    awk -v shape="$shape" -v s="$(field "$line" states)" -v t="$(field "$line" transitions)" -v cpu="$(field "$line" cpuSeconds)" \
        -v load="$(field "$line" loadSeconds)" -v peak="$(field "$line" peakBytes)" 'BEGIN {
        mb = peak / 1e6
        printf "  %-9s %9d %12d %8.2f %9.2f %8.0f  %s\n", shape, s, t, cpu, load, mb, (cpu < 3 && mb < 400 ? "met" : "not met")
    }'
done
echo
# The web explorer's page (Benchmarks/page-bench.py): render time, bytes a state, time to open in
# headless Chromium, heap, longest task while searching; a grid of 10^4 states and the rates
# store. Left out, with a line that says so, where Chromium or Selenium is missing, or with
# BENCH_PAGES=0.
if [ "${BENCH_PAGES:-1}" != 0 ] && command -v chromium >/dev/null 2>&1 && python3 -c "import selenium" 2>/dev/null; then
    echo "the web explorer's page (release vsm-inspect, headless Chromium):"
    ${SWIFT:-swift} build -c release ${SWIFT_BUILD_FLAGS:-} --product vsm-inspect --package-path "$root" >&2
    python3 "$root/Benchmarks/page-bench.py" --inspector "$(${SWIFT:-swift} build -c release --package-path "$root" --show-bin-path)/vsm-inspect" \
        --runs 1 --sizes 10000 --shapes grid
else
    echo "the web explorer's page: left out (BENCH_PAGES=0, or no chromium or selenium; scripts/install-deps.sh installs them)"
fi
echo
echo "what the inbox's own code costs, beside the explorer (CPU time of one thread):"
"$bench" floor inbox
"$bench" floor inbox-own-hash
echo

for row in "${rows[@]}"; do
    IFS='|' read -r label one two s <<<"$row"
    [ "$label" = inbox ] || continue
    awk -v os="$(field "$one" seconds)" -v ss="$(field "$s" seconds)" 'BEGIN {
        r = 0; if (os > 0) r = ss / os
        printf "inbox (plain Hashable states), one worker: %.2fx as fast as SPIN; the target of 5x is %s\n", r, (r >= 5 ? "met" : "not met")
    }'
done
