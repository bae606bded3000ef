#!/usr/bin/env bash
# Writes the fixtures' generated path tests (Tests/GeneratedPathTests) with vsm-inspect tests.
# The test suite checks that the committed files are what this writes.
set -euo pipefail
bin=$1
out=Tests/GeneratedPathTests
while read -r machine file; do
  "$bin" tests "$machine" --shortest --force --output "$out/$file"
done <<'LIST'
BlogEntry BlogEntryPathTests.swift
ShopNavigation ShopNavigationPathTests.swift
ProductsFlow ProductsFlowPathTests.swift
Fixtures/specs/blog-entry.yaml BlogEntrySpecPathTests.swift
Fixtures/specs/checkout.json CheckoutPathTests.swift
Fixtures/specs/media-player.yaml MediaPlayerPathTests.swift
Fixtures/specs/sign-up.yaml SignUpPathTests.swift
Fixtures/specs/photo-upload.scxml PhotoUploadPathTests.swift
LIST
