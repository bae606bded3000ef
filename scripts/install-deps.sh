#!/usr/bin/env bash
# Installs what the package needs to build and test: Graphviz's development files (libcgraph,
# libgvc and their pkg-config files), for the web explorer's browser tests Chromium, its
# WebDriver (chromedriver), Selenium's Python bindings and axe-core (through pip's
# axe-selenium-python, which carries its script), Node for the page script's unit
# tests, for the SCXML differential test (Tests/ChartOracle) Qt's SCXML engine for the
# system Python (python3-pyside2.qtscxml; QT_PYTHON names another Python that has PySide2),
# and GitHub's Markdown renderer (cmark-gfm), which the fuzzing harness reads the pull-request
# comment report with.
# Does nothing for what is there.
set -euo pipefail
# `install-deps.sh run`: what the main job (make run) needs, Graphviz alone; with no argument,
# everything the tests need too.
only_run=0
[ "${1:-}" = "run" ] && only_run=1

need_graphviz=0
pkg-config --exists libgvc 2>/dev/null && command -v dot >/dev/null 2>&1 || need_graphviz=1

chromium_bin=$(command -v chromium || command -v chromium-browser || true)
driver_bin=$(command -v chromedriver || true)
need_browser=0
[ -n "$chromium_bin" ] && [ -n "$driver_bin" ] || need_browser=1
need_node=0
command -v node >/dev/null 2>&1 || need_node=1
need_selenium=0
python3 -c "import selenium" 2>/dev/null || need_selenium=1
need_axe=0
python3 -c "import axe_selenium_python" 2>/dev/null || need_axe=1
qt_python=${QT_PYTHON:-/usr/bin/python3}
need_markdown=0
command -v cmark-gfm >/dev/null 2>&1 || need_markdown=1
need_qtscxml=0
QT_QPA_PLATFORM=offscreen "$qt_python" -c "import PySide2.QtScxml" 2>/dev/null || need_qtscxml=1

if [ "$only_run" = 1 ]; then
  need_browser=0 need_node=0 need_selenium=0 need_axe=0 need_markdown=0 need_qtscxml=0
fi

if [ "$need_graphviz$need_browser$need_node$need_qtscxml$need_markdown" != "00000" ]; then
  case "$(uname -s)" in
    Darwin)
      [ "$need_graphviz" = 1 ] && echo "error: Graphviz is missing: run 'brew install graphviz' (it provides libgvc and pkg-config files), then retry" >&2
      [ "$need_browser" = 1 ] && echo "error: Chromium and chromedriver are missing (the browser tests use them): run 'brew install --cask chromium chromedriver', then retry" >&2
      [ "$need_qtscxml" = 1 ] && echo "error: $qt_python cannot import PySide2.QtScxml (the SCXML differential test uses Qt's SCXML engine): install PySide2 for some Python and set QT_PYTHON to it, then retry" >&2
      [ "$need_node" = 1 ] && echo "error: Node is missing (the page script's unit tests use it): run 'brew install node', then retry" >&2
      [ "$need_markdown" = 1 ] && echo "error: cmark-gfm is missing (the fuzzing harness reads Markdown with it): run 'brew install cmark-gfm', then retry" >&2
      exit 2
      ;;
    Linux)
      if ! command -v apt-get >/dev/null 2>&1; then
        echo "error: missing packages: install Graphviz's development package (Debian/Ubuntu: libgraphviz-dev, Fedora: graphviz-devel), Chromium with chromedriver and Qt's SCXML module for Python (PySide2.QtScxml), then retry" >&2
        exit 2
      fi
      if [ "$(id -u)" -eq 0 ]; then
        sudo=""
      elif command -v sudo >/dev/null 2>&1; then
        sudo="sudo"
      else
        echo "error: missing packages: run 'apt-get install -y libgraphviz-dev graphviz pkg-config chromium chromium-driver nodejs python3-pyside2.qtscxml cmark-gfm' as root, then retry" >&2
        exit 2
      fi
      packages=()
      [ "$need_graphviz" = 1 ] && packages+=(libgraphviz-dev graphviz pkg-config)
      [ "$need_browser" = 1 ] && packages+=(chromium chromium-driver)
      [ "$need_qtscxml" = 1 ] && packages+=(python3-pyside2.qtscxml)
      [ "$need_node" = 1 ] && packages+=(nodejs)
      [ "$need_markdown" = 1 ] && packages+=(cmark-gfm)
      echo "Installing ${packages[*]}..." >&2
      $sudo apt-get update -qq >&2
      DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >&2
      ;;
    *)
      echo "error: missing Graphviz's development files (libgvc), Chromium with chromedriver, Node, Qt's SCXML module for Python (PySide2.QtScxml) or cmark-gfm: install them, then retry" >&2
      exit 2
      ;;
  esac
fi

if [ "$need_selenium" = 1 ]; then
  echo "Installing Selenium's Python bindings (pip)..." >&2
  python3 -m pip install --quiet selenium >&2 || python3 -m pip install --quiet --user selenium >&2 \
    || python3 -m pip install --quiet --break-system-packages selenium >&2
fi

if [ "$need_axe" = 1 ]; then
  echo "Installing axe-core for Selenium (pip's axe-selenium-python)..." >&2
  python3 -m pip install --quiet axe-selenium-python >&2 || python3 -m pip install --quiet --user axe-selenium-python >&2 \
    || python3 -m pip install --quiet --break-system-packages axe-selenium-python >&2
fi
