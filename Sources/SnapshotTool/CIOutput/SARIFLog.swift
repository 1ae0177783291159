import GoldenCore
import TemplateKitLite

/// `lint --format sarif`: the findings as a SARIF 2.1.0 log, the format code-scanning
/// tools (GitHub's among them) read. Each rule carries its id, default level, summary
/// and help naming its row in `Docs/rules.md` — with an absolute `helpUri` to that row
/// when the kit's repository URL is known (``DocsURL``), none otherwise (SARIF requires
/// it absolute); each result its rule id, level, message and the golden it is about, as a
/// path relative to the source root (`"uri": "Tests/Snapshots/NAME"`, `"uriBaseId":
/// "%SRCROOT%"`), never this machine's absolute path. Messages follow ``OutputSafety``.
///
///     {"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
///      "runs": [{"tool": {"driver": {"name": "snapshot", "rules": […]}}, "results": […]}]}
struct SARIFLog {
    let tool: String
    let items: [LintItem]
    /// Where each finding's golden lives, relative to the repository (`Tests/Snapshots/…`).
    let location: (String) -> String

    /// The base the locations are relative to: the checkout's (or package's) root.
    static let sourceRoot = "%SRCROOT%"
    /// The kit's repository as browsed, ending in `/` (``DocsURL/parse(_:)``), if known.
    var docsBase: String?

    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    var json: JSONValue {
        var driver: [String: JSONValue] = ["name": .string(tool), "rules": .array(rules.map(descriptor))]
        if let docsBase { driver["informationUri"] = .string(docsBase + "Docs/rules.md") }
        return .object([
            "$schema": .string(Self.schema),
            "version": .string("2.1.0"),
            "runs": .array([.object([
                "tool": .object(["driver": .object(driver)]),
                "results": .array(items.map(result)),
            ])]),
        ])
    }

    /// Every CarPlay and content rule, then any other id a finding used (failed renders,
    /// stack checks), in that order.
    private var rules: [(id: String, level: String, summary: String)] {
        var known = (Rules.all + ContentRules.all).map { ($0.id, Self.level($0.severity == .error), $0.summary) }
        var seen = Set(known.map(\.0))
        for item in items where seen.insert(item.ruleID).inserted {
            known.append((item.ruleID, Self.level(item.isError),
                          item.ruleID == LintItem.renderRule ? "A render failed; no golden is written for it." : "A catalog stack check."))
        }
        return known.map { (id: $0.0, level: $0.1, summary: $0.2) }
    }

    private func descriptor(_ rule: (id: String, level: String, summary: String)) -> JSONValue {
        var fields: [String: JSONValue] = [
            "id": .string(rule.id),
            "shortDescription": .object(["text": .string(rule.summary)]),
            "defaultConfiguration": .object(["level": .string(rule.level)]),
            "help": .object([
                "text": .string("See the row of \(rule.id) in Docs/rules.md (\(DocsURL.rulePath(rule.id)))."),
                "markdown": .string("See the row of `\(rule.id)` in `Docs/rules.md`."),
            ]),
        ]
        if let docsBase { fields["helpUri"] = .string(docsBase + DocsURL.rulePath(rule.id)) }
        return .object(fields)
    }

    private func result(_ item: LintItem) -> JSONValue {
        var fields: [String: JSONValue] = [
            "ruleId": .string(item.ruleID),
            "level": .string(Self.level(item.isError)),
            "message": .object(["text": .string(OutputSafety.log(item.message))]),
        ]
        if let golden = item.golden {
            fields["locations"] = .array([.object([
                "physicalLocation": .object([
                    "artifactLocation": .object(["uri": .string(location(golden)), "uriBaseId": .string(Self.sourceRoot)]),
                    "region": .object(["startLine": .int(1)]),
                ]),
            ])])
        }
        return .object(fields)
    }

    static func level(_ isError: Bool) -> String { isError ? "error" : "warning" }
}
