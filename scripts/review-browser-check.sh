#!/usr/bin/env bash
# Renders the review page in a real headless browser (Chromium) and checks it:
#   - the page loads and its script runs (the DOM after load has the sidebar, the cards and
#     the controls, and no element the script failed to build);
#   - its counts (changed, new, removed, unchanged) equal what `snapshot check` reports
#     (changed, new, unreferenced, unchanged), and it has one card per count;
#   - every SVG golden (scripts/svg-goldens-check.sh): each text of the driver view inside
#     the car's bounds and its room, cut lines ending in "…", no tofu, whole at 390×844,
#     renders byte-identical to the goldens;
#   - the page's own self-check (#selftest) passes at both sizes: drawings agree with the
#     JSON of every screen, changed screens have before/after cars, no tofu, whole cars;
#   - screenshots at 1280×800 (desktop) and 390×844 (phone) are real pictures, not blank
#     (taken of the page with pending changes below, which draws more than a clean run's);
#   - on a temporary copy of the goldens with real pending changes (a screen and a journey
#     edited back to older copy; the repo's goldens untouched), the same checks, and a
#     before and an after car for every changed screen and every changed journey step.
# Installs chromium and the fonts the drawings name (Liberation Sans, metric-compatible with
# Arial; Noto Color Emoji; Noto CJK) with apt-get when missing (Debian/Ubuntu, as root).
# Usage: scripts/review-browser-check.sh [--docs]   (--docs copies the pending copy's
# 1280×800 shot to Docs/review-page.png). Exit 0 ok, 1 failure.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail() { echo "review-browser-check: $*" >&2; exit 1; }

browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
  command -v apt-get >/dev/null || fail "no chromium and no apt-get to install it"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
  browser=$(command -v chromium || command -v chromium-browser || true)
  [ -n "$browser" ] || fail "chromium did not install"
fi
# The drawings' fonts (Docs/render-legend.md): without them a browser falls back to other
# metrics, and emoji and CJK names are tofu.
if ! fc-list 2>/dev/null | grep -q "Liberation Sans" || ! fc-list 2>/dev/null | grep -q "Noto Color Emoji" || ! fc-list 2>/dev/null | grep -qi "Noto Sans CJK"; then
  command -v apt-get >/dev/null || fail "the drawings' fonts are missing and there is no apt-get to install them"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends fonts-liberation fonts-noto-color-emoji fonts-noto-cjk fonts-dejavu-core >/dev/null
fi

bin=$(scripts/snapshot-bin.sh)

# What check says (CI mode: it writes nothing; exit 1 just means there are changes).
summary=$(CI=true "$bin" check 2>/dev/null | grep '^Summary:' || true)
[ -n "$summary" ] || fail "snapshot check printed no summary"
count() { echo "$summary" | grep -oE "[0-9]+ $1" | grep -oE '^[0-9]+' || echo 0; }
changed=$(count changed); new=$(count new); unreferenced=$(count unreferenced); unchanged=$(count unchanged)

"$bin" review --out "$out/page" >/dev/null
page="$out/page/index.html"
[ -s "$page" ] || fail "review wrote no page"

# Both pages (below: the repo's goldens, and a copy with pending changes) are loaded in one
# browser (scripts/browser-pages.py): each at 1280×800 and 390×844, its DOM after load as
# --dump-dom prints it, and the pending copy's screenshots. One start, not six.
# The page checks itself in the browser (#selftest): every card's drawing agrees with its
# screen's JSON (rows drawn, rows hidden, actions shown and hidden), every changed screen
# has a before and an after car, no glyph is tofu (each non-ASCII character is drawn and
# compared, pixel for pixel, with a code point no font has; the page replaces the ones it
# cannot draw with a labelled code box), and every visible car fits the window.
# selfcheck DOM LABEL: the page's own check at both window sizes (DOM-1280x800.html and
# DOM-390x844.html as loaded), DOM-390x844.html being read for counts afterwards, LABEL
# heading every message.
selfcheck() {
  local dom=$1 label=$2 size dom_at verdict tofu cars replaced
  for size in 1280,800 390,844; do
    dom_at="$dom-${size/,/x}.html"
    [ -s "$dom_at" ] || fail "${label}no document at $size (the browser did not load the page)"
    verdict=$(grep -oE 'data-selftest="[^"]*"' "$dom_at" | head -1)
    [ "$verdict" = 'data-selftest="ok"' ] || fail "${label}self-check at $size: ${verdict:-no result (the script did not run)}"
    tofu=$(grep -oE 'data-tofu="[0-9]+"' "$dom_at" | grep -oE '[0-9]+' || echo missing)
    [ "$tofu" = 0 ] || fail "${label}$tofu tofu glyphs at $size"
    cars=$(grep -oE 'data-cars-visible="[0-9]+"' "$dom_at" | grep -oE '[0-9]+' || echo 0)
    replaced=$(grep -oE 'data-glyphs-replaced="[0-9]+"' "$dom_at" | grep -oE '[0-9]+' || echo 0)
    echo "review-browser-check: ${label}${size/,/×} self-check ok: $cars cars visible and whole, no tofu ($replaced characters without a font here shown as code boxes)"
  done
}
# A real pending change. A clean run has none, so the before/after drawings are exercised
# here on a temporary copy of the goldens (the repo's are never touched): the copy's package
# is named the catalog's owner ($SNAPSHOT_CATALOG_PACKAGE, as for a copied binary), a
# screen golden and a journey golden (text and models) are edited back to older copy, and
# the page must draw a before and an after car for every change, its counts equal check's
# on that copy, no tofu.
pending="$out/pending"
mkdir -p "$pending/Tests"
cp -R Tests/Snapshots "$pending/Tests/"
sed -i 's/Turn Shuffle On/Shuffle: Off/' "$pending/Tests/Snapshots/relisten/queue@loaded.txt" "$pending/Tests/Snapshots/relisten/queue@loaded.json"
sed -i 's/All Artists/More Artists/' "$pending/Tests/Snapshots/journeys/browse-to-jump.txt" "$pending/Tests/Snapshots/journeys/browse-to-jump.steps.json"
psummary=$(SNAPSHOT_CATALOG_PACKAGE="$pending" CI=true "$bin" check --root "$pending" 2>/dev/null | grep '^Summary:' || true)
pchanged=$(echo "$psummary" | grep -oE '[0-9]+ changed' | grep -oE '^[0-9]+' || echo 0)
[ "$pchanged" -ge 4 ] || fail "the pending copy should have at least 4 changes (2 screen goldens, 2 journey goldens): $psummary"
SNAPSHOT_CATALOG_PACKAGE="$pending" "$bin" review --root "$pending" --out "$out/ppage" >/dev/null 2>&1
ppage="$out/ppage/index.html"
[ -s "$ppage" ] || fail "review wrote no page for the pending copy"
python3 scripts/browser-pages.py "$browser" "$out/profile" \
  "1280x800:dom:$out/self-1280x800.html:file://$page#selftest" "390x844:dom:$out/self-390x844.html:file://$page#selftest" \
  "1280x800:dom:$out/pself-1280x800.html:file://$ppage#selftest" "390x844:dom:$out/pself-390x844.html:file://$ppage#selftest" \
  "1280x800:png:$out/pending-1280x800.png:file://$ppage" "390x844:png:$out/pending-390x844.png:file://$ppage" \
  || fail "the browser could not load the pages"
selfcheck "$out/self" ""
# The counts, read off the self-check's document at 390×844 (the script ran, as a driver's
# browser runs it).
dom="$out/self-390x844.html"
grep -q 'id="sidebar"' "$dom" || fail "the rendered page has no sidebar"
grep -q 'id="filter"' "$dom" || fail "the rendered page has no filter"
grep -q 'class="car"' "$dom" || fail "the rendered page draws no car screen"
attr() { grep -oE "data-count-$1=\"[0-9]+\"" "$dom" | head -1 | grep -oE '[0-9]+' || echo missing; }
cards() { grep -oE "data-status=\"$1\"" "$dom" | wc -l | tr -d ' '; }
pairs="changed:$changed new:$new unchanged:$unchanged"
# check looks for unreferenced goldens only when nothing else changed.
echo "$summary" | grep -q "unreferenced not checked" || pairs="$pairs removed:$unreferenced"
for pair in $pairs; do
  status=${pair%%:*}; expected=${pair#*:}
  [ "$(attr "$status")" = "$expected" ] || fail "page says $(attr "$status") $status, check says $expected ($summary)"
  [ "$(cards "$status")" = "$expected" ] || fail "page has $(cards "$status") $status cards, check says $expected"
done
# Unchanged JSON twins get no card, but the page counts them as check does.
unchanged=$(count unchanged)
[ "$(attr unchanged)" = "$unchanged" ] || fail "page says $(attr unchanged) unchanged, check says $unchanged ($summary)"

scripts/svg-goldens-check.sh "$browser" "$bin"

selfcheck "$out/pself" "pending copy: "
pcount=$(grep -oE 'data-count-changed="[0-9]+"' "$out/pself-390x844.html" | head -1 | grep -oE '[0-9]+' || echo missing)
[ "$pcount" = "$pchanged" ] || fail "pending copy: the page says $pcount changed, check says $pchanged"
pcards=$(grep -oE 'data-status="changed"' "$out/pself-390x844.html" | wc -l | tr -d ' ')
[ "$pcards" = "$pchanged" ] || fail "pending copy: $pcards changed cards, check says $pchanged"
# Every changed screen card and every changed journey step has a before and an after car
# (the self-check fails otherwise); here they are counted, and no step fell back to text.
screens=$(grep -oE 'class="item changed kind-screen"' "$out/pself-390x844.html" | wc -l | tr -d ' ')
steps=$(grep -oE 'class="frame changedstep[^"]*"' "$out/pself-390x844.html" | sort | uniq -c | tr -s ' ')
[ "$screens" -ge 1 ] || fail "pending copy: no changed screen card"
echo "$steps" | grep -q 'changedstep"' || fail "pending copy: no changed journey step drawn before/after ($steps)"
echo "$steps" | grep -q 'textbefore' && fail "pending copy: a changed step has no model before it ($steps)"
before=$(grep -oE '<figure class="before"><figcaption>Before \(golden\)</figcaption><div class="car"' "$out/pself-390x844.html" | wc -l | tr -d ' ')
after=$(grep -oE '<figure class="after"><figcaption>After \(render\)</figcaption><div class="car"' "$out/pself-390x844.html" | wc -l | tr -d ' ')
[ "$before" = "$after" ] && [ "$before" -ge 2 ] || fail "pending copy: $before before cars, $after after cars"
echo "review-browser-check: pending copy ok — $pchanged changed as check says; $before before/after car pairs ($screens screens, journey steps: ${steps# }); no tofu"
for size in 1280,800 390,844; do
  shot="$out/pending-${size/,/x}.png"
  [ -s "$shot" ] || fail "no screenshot of the pending copy at $size"
  bytes=$(wc -c < "$shot")
  [ "$bytes" -gt 20000 ] || fail "the pending copy's $size screenshot is nearly empty ($bytes bytes)"
  echo "review-browser-check: ${size/,/×} screenshot of the pending copy $bytes bytes"
done

if [ "${1:-}" = "--docs" ]; then cp "$out/pending-1280x800.png" Docs/review-page.png; echo "review-browser-check: wrote Docs/review-page.png"; fi
echo "review-browser-check: ok — page rendered; $changed changed, $new new, $unreferenced removed, as check says"
