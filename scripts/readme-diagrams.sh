#!/usr/bin/env bash
# Renders the diagrams the README shows.
set -euo pipefail
bin=$1
dir=$2
mkdir -p "$dir"
"$bin" render BlogEntry --format png --force --output "$dir/blog-entry.png"
"$bin" render RatesStore --format png --group cases --force --output "$dir/rates-store-cases.png"
"$bin" render ShopNavigation --format png --group cases --force --output "$dir/shop-navigation-cases.png"
"$bin" render ProductsFlow --format png --force --output "$dir/products-flow.png"
"$bin" render Fixtures/specs/checkout.json --format png --force --output "$dir/checkout.png"
"$bin" render Fixtures/specs/broken/blog-entry-broken.yaml --format png --force --output "$dir/broken-blog-entry.png"
"$bin" render Fixtures/specs/broken/blog-entry-broken.yaml --format png --trace sharing --force --output "$dir/broken-blog-entry-trace.png"
"$bin" render Fixtures/specs/media-player.yaml --format png --group chart --force --output "$dir/media-player-chart.png"
"$bin" render Fixtures/specs/sign-up.yaml --format png --group chart --force --output "$dir/sign-up-chart.png"
"$bin" render Fixtures/specs/blog-entry.yaml --coverage Fixtures/records/blog-entry-spec.jsonl --format png --force \
  --output "$dir/blog-entry-coverage.png"
# The web explorer on the broken blog entry, its trap's trace walked, in the browser tests' Chromium.
page=$(mktemp -d)/explorer.html
"$bin" render Fixtures/specs/broken/blog-entry-broken.yaml --format html --output "$page"
python3 Tests/Browser/screenshot.py "$page" "#path=load/finish:loaded/share" "$dir/web-explorer.png" 1400 900 \
  "document.querySelector('.finding[data-finding=\"2\"]').classList.add('selected')"
rm -r "$(dirname "$page")"
echo "diagrams written to $dir"
