#!/usr/bin/env bash
# Idempotent machine setup for the reliability checks: the locales scripts/determinism.sh
# renders under. Does nothing when they exist; otherwise compiles them with localedef
# (needs the Debian `locales` package, no network), falling back to
# `apt-get install -y locales-all`. Time zones come from tzdata.
set -euo pipefail

locales=(de_DE tr_TR ja_JP)

have() { locale -a 2>/dev/null | tr 'A-Z' 'a-z' | grep -qx "$(echo "$1.utf8" | tr 'A-Z' 'a-z')"; }

missing=()
for name in "${locales[@]}"; do have "$name" || missing+=("$name"); done
((${#missing[@]})) || { echo "ci-setup: locales present (${locales[*]})"; exit 0; }

if command -v localedef >/dev/null && [[ -d /usr/share/i18n/locales ]]; then
    for name in "${missing[@]}"; do
        echo "ci-setup: localedef $name.UTF-8"
        localedef -i "$name" -f UTF-8 "$name.UTF-8" || true
    done
fi
still=()
for name in "${locales[@]}"; do have "$name" || still+=("$name"); done
if ((${#still[@]})); then
    echo "ci-setup: installing locales-all for ${still[*]}"
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq locales-all tzdata >/dev/null
fi
for name in "${locales[@]}"; do have "$name" || { echo "ci-setup: locale $name.UTF-8 still missing" >&2; exit 1; }; done
zones() { [[ -e /usr/share/zoneinfo/Pacific/Kiritimati && -e /usr/share/zoneinfo/America/St_Johns ]]; }
if ! zones; then
    echo "ci-setup: installing tzdata"
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tzdata >/dev/null || true
fi
zones || { echo "ci-setup: tzdata is missing (apt-get install -y tzdata)" >&2; exit 1; }
echo "ci-setup: locales ready (${locales[*]})"
