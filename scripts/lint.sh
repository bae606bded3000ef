#!/bin/sh
# Fails when a Swift file of the package is not laid out as .swift-format says (`make format`
# lays it out so), naming each file, line and rule.
set -eu
SWIFT=${SWIFT:-swift}
files=$(scripts/swift-files.sh)
# shellcheck disable=SC2086
"$SWIFT" format lint --strict --configuration .swift-format $files
echo "swift-format: $(echo "$files" | wc -l | tr -d ' ') files as .swift-format lays them out"
