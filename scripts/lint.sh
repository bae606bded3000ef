#!/bin/sh
# Fails when a Swift file of the package is not laid out as .swift-format says (`make format`
# lays it out so), naming each file, line and rule.
set -eu
SWIFT=${SWIFT:-swift}
# The layout is swift-format 6.3's; other versions lay some lines out otherwise.
pinned=6.3
version=$("$SWIFT" format --version 2>/dev/null || true)
case "$version" in
  "$pinned"*) ;;
  *) echo "swift-format: ${version:-none} here, not $pinned, whose layout .swift-format holds: lint skipped" >&2; exit 0 ;;
esac
files=$(scripts/swift-files.sh)
# shellcheck disable=SC2086
"$SWIFT" format lint --strict --configuration .swift-format $files
echo "swift-format: $(echo "$files" | wc -l | tr -d ' ') files as .swift-format lays them out"
