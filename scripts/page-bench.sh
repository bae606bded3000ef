#!/usr/bin/env bash
# The web explorer's page on machines of 10^3, 10^4 and 10^5 states (generated spec files) and
# the rates store: render time, bytes a state, time to open in headless Chromium, JavaScript
# heap, and the page's longest task while a search is typed.
#   scripts/page-bench.sh [page-bench.py options]    CONFIGURATION=debug uses a debug build
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
cd "$root"
configuration="${CONFIGURATION:-release}"
${SWIFT:-swift} build -c "$configuration" --product vsm-inspect >&2
python3 "$root/Benchmarks/page-bench.py" --inspector "$(${SWIFT:-swift} build -c "$configuration" --show-bin-path)/vsm-inspect" "$@"
