#!/usr/bin/env bash
# The public API against the last release: `swift package diagnose-api-breaking-changes`
# compares every product's modules with the release named in api/release (a tag and its
# commit), whose API is recorded in api/baseline/COMMIT/ (so the release is not built
# again). A break fails unless CHANGELOG.md's Unreleased section names it (the declaration's
# name in backticks). Exit 0: no unnamed break; 1: a break the changelog does not name.
#
#   scripts/api-check.sh                 check (reuses the build flags of scripts/build-checked.sh)
#   scripts/api-check.sh --record TAG    after tagging a release: record its API as the new baseline
set -euo pipefail
cd "$(dirname "$0")/.."
# The products of the last release (a product added since joins at the next --record).
products=(TemplateKitLite TemplateKitSnapshots SnapshotTool TemplateKitCarPlay RelistenScreens RelistenCarPlay CarPlayShim MediaPlayerShim)
# The flags the checked build was made with: the same flags reuse that build instead of compiling again.
flags=()
if [ -f .build/checked-build-flags ]; then mapfile -t flags < .build/checked-build-flags; fi

if [ "${1:-}" = "--record" ]; then
    tag="${2:?--record needs the release tag}"
    commit=$(git rev-parse "$tag^{commit}")
    rm -rf api/baseline && mkdir -p api/baseline
    swift package "${flags[@]}" diagnose-api-breaking-changes "$commit" --products "${products[@]}" \
        --baseline-dir api/baseline --regenerate-baseline >/dev/null || true
    echo "$tag $commit" > api/release
    echo "api-check: recorded the API of $tag ($commit) in api/baseline/$commit"
    exit 0
fi

read -r release commit < api/release
[ -d "api/baseline/$commit" ] || { echo "api-check: no recorded API for $release in api/baseline/$commit" >&2; exit 1; }
if ! git cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "api-check: $release ($commit) is not in this clone's history (a shallow clone?); fetch it with 'git fetch --unshallow'" >&2
    exit 1
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift package "${flags[@]}" diagnose-api-breaking-changes "$commit" --products "${products[@]}" \
    --baseline-dir api/baseline >"$log" 2>&1 || status=$?
breaks=$(grep -E "API breakage: " "$log" | sed -E 's/^.*API breakage: //' | sort -u || true)
if [ "$status" != 0 ] && [ -z "$breaks" ]; then
    echo "api-check: diagnose-api-breaking-changes failed:" >&2; tail -30 "$log" >&2; exit 1
fi
unreleased=$(sed -n '/^## \[Unreleased\]/,/^## \[/p' CHANGELOG.md)
unnamed=()
named=0
while IFS= read -r line; do
    [ -n "$line" ] || continue
    # "func RenderFailure.holdsError(_:) has been removed" → RenderFailure.holdsError, holdsError
    # An accessor ("accessor NowPlayingPublication.enabledCommands.Set()") is its property's.
    kind=$(echo "$line" | awk '{print $1}')
    declaration=$(echo "$line" | awk '{print $2}')
    full=${declaration%%(*}
    if [ "$kind" = accessor ]; then full=${full%.*}; fi
    short=${full##*.}
    if grep -qF "\`$full" <<<"$unreleased" || grep -qE "\`\.?([A-Za-z0-9_]+\.)*$short[\`(]" <<<"$unreleased"; then
        named=$((named + 1))
    else
        unnamed+=("$line")
    fi
done <<<"$breaks"
if ((${#unnamed[@]})); then
    echo "api-check: ${#unnamed[@]} API break(s) since $release that CHANGELOG.md's Unreleased section does not name:" >&2
    printf '  %s\n' "${unnamed[@]}" >&2
    echo "Name each declaration in backticks under Unreleased (Removed, Changed …), or keep the old spelling working." >&2
    exit 1
fi
echo "api-check: public API against $release: $named break(s), each named in CHANGELOG.md; no other change breaks it"
