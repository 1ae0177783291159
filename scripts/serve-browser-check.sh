#!/usr/bin/env bash
# The live preview (`snapshot serve`) in headless Chromium: load the page, click a row in
# the click-through car and see the next screen, edit the --state file and see the change
# within a second, stop with SIGINT. Installs chromium (and python3) with apt-get when
# missing. Usage: scripts/serve-browser-check.sh [--docs]  (--docs writes Docs/preview-page.png).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "serve-browser-check: $*" >&2; exit 1; }

browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ] || ! command -v python3 >/dev/null; then
  command -v apt-get >/dev/null || fail "no chromium or python3 and no apt-get to install them"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core python3 >/dev/null
  browser=$(command -v chromium || command -v chromium-browser || true)
  [ -n "$browser" ] || fail "chromium did not install"
fi

bin=$(scripts/snapshot-bin.sh)
timeout 120 python3 scripts/serve-browser-check.py "$bin" "$browser" "$work" "$@"
