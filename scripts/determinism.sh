#!/usr/bin/env bash
# Renders the whole catalog (`snapshot export`) under several time zones and locales,
# twice in one environment, and with 4 threads, and asserts that every output folder is
# byte-identical (`diff -r`). When goldens are committed, `snapshot check` with CI=true
# must also pass under every environment. Run scripts/ci-setup.sh first for the locales.
#
#   scripts/determinism.sh              (SNAPSHOT_SCRATCH picks the build folder; default .build)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${SNAPSHOT_SCRATCH:-.build}"
binary=$(scripts/snapshot-bin.sh "$scratch")
work="$(mktemp -d "${TMPDIR:-/tmp}/determinism.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# name | TZ | LANG and LC_ALL
environments=(
    "utc-c|UTC|C"
    "kiritimati-de|Pacific/Kiritimati|de_DE.UTF-8"
    "stjohns-tr|America/St_Johns|tr_TR.UTF-8"
    "kiritimati-ja|Pacific/Kiritimati|ja_JP.UTF-8"
    "stjohns-c|America/St_Johns|C"
)

for locale in de_DE tr_TR ja_JP; do
    locale -a 2>/dev/null | grep -qix "$locale.utf-\?8" \
        || { echo "determinism: locale $locale.UTF-8 is missing; run scripts/ci-setup.sh" >&2; exit 1; }
done

checkGoldens=false
[[ -n "$(find Tests/Snapshots -type f ! -name '.*' ! -name '*.new' -print -quit 2>/dev/null)" ]] && checkGoldens=true

export_in() { # folder TZ locale jobs
    env -u SNAPSHOT_PACKAGE_ROOT TZ="$2" LANG="$3" LC_ALL="$3" CI=true \
        "$binary" export --out "$1" --jobs "$4" >/dev/null
}

export_in "$work/reference" UTC C 1
count=$(find "$work/reference" -type f | wc -l)
((count > 0)) || { echo "determinism: the catalog is empty; nothing to compare" >&2; exit 1; }

failed=0
compare() { # label folder
    local report="$2.diff"
    if diff -r "$work/reference" "$2" >"$report"; then
        printf '  %-34s identical (%d files)\n' "$1" "$count"
    else
        printf '  %-34s DIFFERS:\n' "$1"; head -20 "$report"; failed=1
    fi
}

echo "determinism: $count renders, reference = TZ=UTC LC_ALL=C, 1 thread"
export_in "$work/again" UTC C 1
compare "same environment again" "$work/again"
export_in "$work/parallel" UTC C 4
compare "4 threads" "$work/parallel"
for spec in "${environments[@]}"; do
    IFS='|' read -r name zone locale <<<"$spec"
    export_in "$work/$name" "$zone" "$locale" 2
    compare "$zone, $locale" "$work/$name"
    if $checkGoldens; then
        if ! env TZ="$zone" LANG="$locale" LC_ALL="$locale" CI=true "$binary" check >"$work/$name.check" 2>&1; then
            echo "  snapshot check failed under $zone / $locale:"; tail -20 "$work/$name.check"; failed=1
        fi
    fi
done
$checkGoldens || echo "  (no goldens committed yet: snapshot check skipped)"
exit "$failed"
