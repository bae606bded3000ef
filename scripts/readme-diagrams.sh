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
echo "diagrams written to $dir"
