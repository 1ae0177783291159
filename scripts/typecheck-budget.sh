# The type-check budget, sourced by scripts/build-checked.sh (CI's one build) and
# scripts/typecheck.sh (a build of its own): no function body or expression may take longer
# to type-check than the nominal milliseconds (200), in the milliseconds of the machine the
# budget was set on.
#
# The compiler's -warn-long-* timers read wall-clock time, so a body's reading grows with
# whatever shares the cores while it is checked: the build's other compilers (SwiftPM runs
# one driver per core, each driving a compiler per core: up to four on two cores) and, on a
# shared virtual machine, other tenants, whose load swings several-fold within one build.
# One reading of the yardstick before the build cannot know that (on such a machine: 443 ms
# before the build, then untouched bodies of up to 2,091 ms against its 886 ms limit; the
# same bodies read under 886 ms rebuilt alone while the yardstick read 1,100). So the
# yardstick, scripts/typecheck-reference.swift, is type-checked again and again *beside* the
# build, sharing its cores, and a body may take nominal/100 times the slowest of those
# readings (100 ms: the yardstick where the budget was set). Taking the slowest keeps a body
# checked at the busiest moment from failing; a body twice the budget still fails at any.
#
# Usage (sourced):
#   budget_prepare 200             # sets budget_flags: the warnings' floor for the build
#   budget_run "$log" swift build --build-tests "${budget_flags[@]}"
#   budget_judge 200 "$log"        # prints the limit and the slowest; returns 1 if over

budget_reference_ms=100
budget_samples=""

# One type-check of the yardstick: its bodies' milliseconds, summed.
budget_reference_once() {
    swiftc -typecheck -Xfrontend -warn-long-function-bodies=1 scripts/typecheck-reference.swift 2>&1 \
        | grep -E "^scripts/typecheck-reference.swift:.*took [0-9]+ms" | grep -oE "took [0-9]+" \
        | awk '{ s += $2 } END { print s + 0 }'
}

# Times the yardstick alone (three readings) and sets budget_flags: the build reports every
# body and expression over the budget scaled by the fastest of them. No limit the build's
# readings set can be lower, so the report misses nothing the judgement needs.
budget_prepare() {
    local nominal=$1 fastest="" reading
    budget_samples=$(mktemp)
    for _ in 1 2 3; do
        reading=$(budget_reference_once)
        echo "$reading" >>"$budget_samples"
        if [ -z "$fastest" ] || [ "$reading" -lt "$fastest" ]; then fastest=$reading; fi
    done
    [ "$fastest" -gt 0 ] || { echo "typecheck: could not time scripts/typecheck-reference.swift" >&2; return 1; }
    local floor=$(( nominal * fastest / budget_reference_ms ))
    budget_flags=(-Xswiftc -Xfrontend -Xswiftc -warn-long-function-bodies="$floor"
                  -Xswiftc -Xfrontend -Xswiftc -warn-long-expression-type-checking="$floor")
}

# Runs a build (the command and its arguments), its output in the log, while the yardstick
# is type-checked beside it every ten seconds; returns the build's status.
budget_run() {
    local log=$1; shift
    ( while :; do budget_reference_once >>"$budget_samples"; sleep 10; done ) &
    local sampler=$! status=0
    "$@" >"$log" 2>&1 || status=$?
    kill "$sampler" 2>/dev/null || true
    wait "$sampler" 2>/dev/null || true
    return "$status"
}

# Judges the build's log against the slowest reading of the yardstick: prints the limit,
# the five slowest bodies or expressions reported, and every one over the limit (then
# returns 1).
budget_judge() {
    local nominal=$1 log=$2
    local readings slowest limit
    readings=$(grep -cE '^[0-9]+$' "$budget_samples")
    slowest=$(sort -n "$budget_samples" | tail -n 1)
    limit=$(( nominal * slowest / budget_reference_ms ))
    echo "typecheck: the yardstick read $(sort -n "$budget_samples" | head -n 1)–${slowest} ms in ${readings} readings, before and beside the build (${budget_reference_ms} ms where the budget was set): limit ${limit} ms for a nominal ${nominal} ms"
    local reported
    reported=$(grep -E '^/.*warning: .* took [0-9]+ms to type-check' "$log" | sort -u \
        | sed -E 's/^(.*): warning: (.*) took ([0-9]+)ms to type-check.*$/\3 \1: \2/' | sort -rn || true)
    rm -f "$budget_samples"
    if [ -n "$reported" ]; then
        echo "typecheck: the slowest reported (ms, where, what):"
        echo "$reported" | head -n 5 | sed 's/^/  /'
    fi
    local over
    over=$(echo "$reported" | awk -v limit="$limit" 'NF && $1 > limit')
    if [ -n "$over" ]; then
        echo "typecheck: over ${limit} ms (nominal ${nominal} ms):" >&2
        echo "$over" | sed 's/^/  /' >&2
        return 1
    fi
    echo "typecheck: no function body or expression over ${limit} ms (nominal ${nominal} ms)"
}
