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
# The archive is kept for reading: `docc preview` it, or open it in Xcode. (The docc plugin's
# `generate-documentation` leaves out what an umbrella re-exports, so it is built here.)
archive=.build/documentation/MachineKit.doccarchive
rm -rf "$archive"
mkdir -p .build/documentation
docc convert Sources/MachineKit/MachineKit.docc --additional-symbol-graph-dir "$work/graphs" \
    --output-path "$archive" --fallback-display-name MachineKit \
    --fallback-bundle-identifier MachineKit >"$work/log" 2>&1 || { cat "$work/log"; exit 1; }
if grep -E "error:|doesn't exist|isn't found|is ambiguous" "$work/log"; then
    echo "DocC: links above name nothing public in MachineKit" >&2
    exit 1
fi
echo "DocC: every link resolves; the documentation is in $archive"
