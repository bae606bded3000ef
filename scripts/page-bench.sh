#!/usr/bin/env bash
# The web explorer's page of a 5,000-state machine (the rates store scaled): render time, time
# to open in headless Chromium, and the page's longest task while a search is typed.
#   scripts/page-bench.sh [RUNS]    RATES_COUNTER_BOUND=B scales the machine ((B + 2) × 6 states)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
cd "$root/Benchmarks"
${SWIFT:-swift} build -c release --product page-inspector >&2
python3 "$root/Benchmarks/page-bench.py" "$(${SWIFT:-swift} build -c release --show-bin-path)/page-inspector" "${1:-5}"
