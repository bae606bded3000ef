#!/bin/sh
# Builds the DocC catalogue against the public symbols of MachineKit (the modules the umbrella
# re-exports, merged into one graph) and fails when a link names something that is not there
# (a symbol made `package`, renamed or removed).
set -eu
SWIFT=${SWIFT:-swift}
"$SWIFT" package dump-symbol-graph --minimum-access-level public >/dev/null
graphs=$("$SWIFT" build --show-bin-path)/../symbolgraph
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/graphs"
python3 scripts/merge-symbol-graphs.py "$graphs" "$work/graphs/MachineKit.symbols.json" \
    MachineKitCore MachineKitCharts MachineKitAsync MachineKitRecording MachineKitExport >/dev/null
docc convert Sources/MachineKit/MachineKit.docc --additional-symbol-graph-dir "$work/graphs" \
    --output-path "$work/MachineKit.doccarchive" --fallback-display-name MachineKit \
    --fallback-bundle-identifier MachineKit >"$work/log" 2>&1 || { cat "$work/log"; exit 1; }
if grep -E "error:|doesn't exist|isn't found|is ambiguous" "$work/log"; then
    echo "DocC: links above name nothing public in MachineKit" >&2
    exit 1
fi
echo "DocC: every link resolves"
