#!/usr/bin/env bash
# The review page at scale: 1,000 pending changes in a package (assertion goldens, each
# with one changed line of 40), the page's size in bytes, and the time headless Chromium
# takes to load it and run its script (median of 3, less the median of an empty page, so
# the browser's own start is not counted). Goal: under 2 s.
# Usage: scripts/bench-review-scale.sh [path/to/snapshot]   (default: the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/release/snapshot}"
[ -x "$bin" ] || { echo "no $bin: swift build -c release --product snapshot" >&2; exit 1; }
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
[ -n "$browser" ] || { echo "no chromium (scripts/review-browser-check.sh installs it)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/pkg/Tests/Snapshots/ScaleTests"
echo "// swift-tools-version: 6.0" > "$work/pkg/Package.swift"
python3 - "$work/pkg/Tests/Snapshots/ScaleTests" <<'PY'
import sys
folder = sys.argv[1]
for n in range(1000):
    old = "".join(f"line {i}: the quick brown fox\n" for i in range(40))
    new = "".join((f"line {i}: edited in the new version\n" if i == 20 else f"line {i}: the quick brown fox\n") for i in range(40))
    open(f"{folder}/screen-{n}.txt", "w").write(old)
    open(f"{folder}/screen-{n}.txt.new", "w").write(new)
PY
start=$(date +%s%N)
(cd "$work/pkg" && "$OLDPWD/$bin" review --out "$work/page" >/dev/null 2>&1) || true
end=$(date +%s%N)
page="$work/page/index.html"
[ -s "$page" ] || { echo "review wrote no page" >&2; exit 1; }
echo '<!doctype html><title>empty</title>' > "$work/empty.html"

load() { # wall milliseconds for headless Chromium to load $1 and print its DOM
    local t0 t1
    t0=$(date +%s%N)
    "$browser" --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$work/profile" \
        --dump-dom "file://$1" >"$work/dom.html" 2>/dev/null
    t1=$(date +%s%N)
    echo $(( (t1 - t0) / 1000000 ))
}
median() { sort -n | sed -n 2p; }
load "$work/empty.html" >/dev/null   # warm the profile
empty=$( (load "$work/empty.html"; load "$work/empty.html"; load "$work/empty.html") | median)
full=$( (load "$page"; load "$page"; load "$page") | median)
cards=$(grep -o 'data-status="changed"' "$work/dom.html" | wc -l | tr -d ' ')
bytes=$(wc -c <"$page" | tr -d ' ')
echo "review page, 1,000 pending changes: $bytes bytes; written in $(( (end - start) / 1000000 )) ms;" \
     "loaded in headless Chromium in $(( full - empty )) ms (page $full ms, empty page $empty ms); $cards changed cards"
[ "$cards" -ge 1000 ] || { echo "the loaded page shows $cards changed cards, not 1000" >&2; exit 1; }
