#!/usr/bin/env bash
# Renders every SVG golden (Tests/Snapshots/**/*.svg) in headless Chromium, inlined in one
# page scaled to the window, and checks it with scripts/svg-goldens-check.js at 1280×800
# and 390×844: each text of the driver view inside the car's bounds and no wider than its
# room, every cut line ending in the car's "…", no tofu, every picture whole on a phone.
# Then renders three goldens again with `snapshot render --format svg` and compares them
# byte for byte (a list, now playing, an alert over a list).
# Usage: scripts/svg-goldens-check.sh BROWSER SNAPSHOT-BINARY   (review-browser-check.sh calls it)
set -euo pipefail
cd "$(dirname "$0")/.."
browser=$1 bin=$2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail() { echo "svg-goldens-check: $*" >&2; exit 1; }

mapfile -t goldens < <(find Tests/Snapshots -name '*.svg' | sort)
[ "${#goldens[@]}" -ge 3 ] || fail "only ${#goldens[@]} SVG goldens (a list, now playing and an alert over a list at least)"
page="$out/svg.html"
{
  echo '<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0}.golden{margin:0 0 8px;max-width:100%}.golden svg{display:block;width:100%;height:auto}</style></head><body>'
  for file in "${goldens[@]}"; do
    name=${file#Tests/Snapshots/}
    echo "<figure class=\"golden\" data-name=\"$name\">"
    cat "$file"
    echo '</figure>'
  done
  echo '<script>'; cat scripts/svg-goldens-check.js; echo '</script></body></html>'
} > "$page"
# Both sizes in one browser (scripts/browser-pages.py), the DOM after load as --dump-dom prints it.
python3 scripts/browser-pages.py "$browser" "$out/profile" \
  "1280x800:dom:$out/dom-1280x800.html:file://$page" "390x844:dom:$out/dom-390x844.html:file://$page" \
  || fail "the browser could not load the page"
for size in 1280,800 390,844; do
  dom="$out/dom-${size/,/x}.html"
  verdict=$(grep -oE 'data-svg-check="[^"]*"' "$dom" | head -1)
  [ "$verdict" = 'data-svg-check="ok"' ] || fail "at $size: ${verdict:-no result (the script did not run)}"
  value() { grep -oE "data-$1=\"[0-9]+\"" "$dom" | head -1 | grep -oE '[0-9]+'; }
  echo "svg-goldens-check: ${size/,/×} ok — $(value goldens) SVG goldens, $(value texts) texts inside their car and room ($(value cuts) cut with …), $(value symbols) symbols ($(value unknown-symbols) unknown, drawn as labelled placeholders), no tofu"
done

# Byte-identical renders: the golden, and two fresh renders of it.
for spec in "relisten/my-library@loaded:relisten/my-library@loaded.svg:" "relisten/now-playing@loaded:relisten/now-playing@loaded.svg:" \
  "gallery/br-radio-alert:gallery/br-radio-alert.svg:" "relisten/my-library@loaded:relisten/my-library@loaded.1920x720.dark.svg:--display 1920x720 --appearance dark"; do
  IFS=: read -r name golden options <<< "$spec"
  # shellcheck disable=SC2086
  "$bin" render "$name" --format svg $options > "$out/a.svg"
  # shellcheck disable=SC2086
  "$bin" render "$name" --format svg $options > "$out/b.svg"
  cmp -s "$out/a.svg" "$out/b.svg" || fail "two renders of $name differ"
  cmp -s "$out/a.svg" "Tests/Snapshots/$golden" || fail "a render of $name differs from Tests/Snapshots/$golden"
  echo "svg-goldens-check: $golden — $(wc -c < "$out/a.svg" | tr -d ' ') bytes, two renders byte-identical to the golden"
done
