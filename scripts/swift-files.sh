#!/bin/sh
# The Swift files the package's conventions (.swift-format) hold: every one written by hand in
# the package. Left out: the page's embedded assets (written by `make page-assets`), the README's
# and articles' examples (their lines are the documents' own, matched line for line), and the
# files tests compare output with (generated path tests, the browser tests' golden files).
# Benchmarks/ and Fuzz/ are packages of their own.
find Sources Tests Fixtures Plugins Examples -name '*.swift' \
    -not -path 'Sources/VSMInspectKit/Web/PageAssets.swift' \
    -not -path 'Tests/MachineKitTests/ReadmeExamples/*' \
    -not -path 'Tests/GeneratedPathTests/*' \
    -not -path 'Tests/Browser/*' \
    -not -path '*/.build/*' | LC_ALL=C sort
