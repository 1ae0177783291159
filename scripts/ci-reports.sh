#!/usr/bin/env bash
# CI reports: check's and lint's JUnit XML and lint's SARIF hold their schemas' required
# structure, and a check split in three shards merges back into the whole run.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-true}"
command -v python3 >/dev/null || { apt-get update -qq && apt-get install -y -qq python3 >/dev/null; }
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

tool=$(scripts/snapshot-bin.sh)
docs=https://github.com/example/TemplateKitLite/blob/main/
"$tool" check --junit "$out/check.xml" >/dev/null
"$tool" lint --junit "$out/lint.xml" >/dev/null || true
"$tool" lint --format sarif >"$out/lint.sarif" || true
"$tool" lint --format sarif --docs-url "$docs" >"$out/lint-linked.sarif" || true
for i in 1 2 3; do
    "$tool" check --shard "$i/3" --report "$out/shard-$i.json" >/dev/null
done
"$tool" merge-reports "$out/shard-1.json" "$out/shard-2.json" "$out/shard-3.json" | tee "$out/merged.txt" | tail -n 3
whole="$("$tool" check | grep '^Summary:' | sed -E 's/^Summary: ([0-9]+) unchanged.*/\1/')"
grep -q "^Summary of 3 shards: $whole unchanged, 0 changed, 0 new, 0 unreferenced" "$out/merged.txt" \
    || { echo "merge-reports does not add up to the whole check ($whole unchanged)"; exit 1; }

python3 - "$out" "$docs" <<'PY'
import json, sys, xml.etree.ElementTree as ET
out = sys.argv[1]

def junit(path, least):
    # JUnit's required structure (the Jenkins/Ant XSD): testsuites > testsuite(name, tests,
    # failures, errors) > testcase(name, classname) > failure|error(message).
    root = ET.parse(path).getroot()
    assert root.tag == "testsuites", f"{path}: root is {root.tag}"
    suites = root.findall("testsuite")
    assert suites, f"{path}: no testsuite"
    for suite in suites:
        for attribute in ("name", "tests", "failures", "errors"):
            assert attribute in suite.attrib, f"{path}: testsuite lacks {attribute}"
        cases = suite.findall("testcase")
        assert len(cases) == int(suite.attrib["tests"]) >= least, f"{path}: {len(cases)} cases, tests={suite.attrib['tests']}"
        failures = sum(1 for case in cases if case.find("failure") is not None)
        assert failures == int(suite.attrib["failures"]), f"{path}: failures attribute"
        for case in cases:
            assert case.attrib.get("name") and case.attrib.get("classname"), f"{path}: testcase lacks name/classname"
            for outcome in case.findall("failure") + case.findall("error"):
                assert "message" in outcome.attrib, f"{path}: failure without message"
    print(f"{path.split('/')[-1]}: JUnit structure ok ({len(suites[0].findall('testcase'))} cases)")

def sarif(path, docs):
    # SARIF 2.1.0's required properties: version, runs; run.tool.driver.name; each result's
    # message (text); each rule's id; levels from the schema's enum; helpUri and
    # informationUri absolute URIs (given --docs-url; without it, absent and help in text).
    log = json.load(open(path))
    assert log.get("version") == "2.1.0", "version"
    assert log.get("$schema", "").endswith("sarif-2.1.0.json"), "$schema"
    assert isinstance(log.get("runs"), list) and log["runs"], "runs"
    for run in log["runs"]:
        driver = run["tool"]["driver"]
        assert isinstance(driver.get("name"), str) and driver["name"], "driver.name"
        rules = driver.get("rules", [])
        assert rules and all(isinstance(r.get("id"), str) and isinstance(r["help"].get("text"), str) for r in rules), "rules"
        if docs:
            assert all(r.get("helpUri", "").startswith(docs + "Docs/rules.md#") for r in rules), "rules' helpUri"
            assert driver.get("informationUri") == docs + "Docs/rules.md", "driver.informationUri"
        else:
            assert not any("helpUri" in r for r in rules) and "informationUri" not in driver, "a relative help link"
        ids = {r["id"] for r in rules}
        for result in run.get("results", []):
            assert isinstance(result["message"].get("text"), str), "result.message.text"
            assert result.get("level") in ("none", "note", "warning", "error"), "result.level"
            assert result.get("ruleId") in ids, f"result.ruleId {result.get('ruleId')} not among the rules"
    print(f"{path.split('/')[-1]}: SARIF 2.1.0 structure ok ({len(log['runs'][0].get('results', []))} results, {len(rules)} rules)")

junit(f"{out}/check.xml", 1)
junit(f"{out}/lint.xml", 1)
sarif(f"{out}/lint.sarif", None)
sarif(f"{out}/lint-linked.sarif", sys.argv[2])
PY
