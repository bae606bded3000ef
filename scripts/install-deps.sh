#!/usr/bin/env bash
# Installs what the package needs to build: Graphviz's development files (libcgraph,
# libgvc and their pkg-config files). Does nothing when they are already there.
set -euo pipefail

if pkg-config --exists libgvc 2>/dev/null; then
  exit 0
fi

case "$(uname -s)" in
  Darwin)
    echo "error: Graphviz is missing: run 'brew install graphviz' (it provides libgvc and pkg-config files), then retry" >&2
    exit 2
    ;;
  Linux)
    if ! command -v apt-get >/dev/null 2>&1; then
      echo "error: Graphviz's development package is missing: install it with your package manager (Debian/Ubuntu: libgraphviz-dev, Fedora: graphviz-devel), then retry" >&2
      exit 2
    fi
    if [ "$(id -u)" -eq 0 ]; then
      sudo=""
    elif command -v sudo >/dev/null 2>&1; then
      sudo="sudo"
    else
      echo "error: Graphviz's development package is missing: run 'apt-get install -y libgraphviz-dev pkg-config' as root, then retry" >&2
      exit 2
    fi
    echo "Installing Graphviz's development package (libgraphviz-dev)..." >&2
    $sudo apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libgraphviz-dev graphviz pkg-config >&2
    ;;
  *)
    echo "error: Graphviz's development files (libgvc) are missing: install Graphviz, then retry" >&2
    exit 2
    ;;
esac
