import TemplateKitLite

/// `lint --format sarif`: the findings as a SARIF 2.1.0 log, the format code-scanning
/// tools (GitHub's among them) read. Each rule carries its id, default level, summary
/// and a help link to its row in `Docs/rules.md`; each result its rule id, level,
/// message and the golden it is about.
///
///     {"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
///      "runs": [{"tool": {"driver": {"name": "snapshot", "rules": […]}}, "results": […]}]}
struct SARIFLog {
    let tool: String
    let items: [LintItem]
    /// Where each finding's golden lives, relative to the repository (`Tests/Snapshots/…`).
    let location: (String) -> String

    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The link to a rule's row: `Docs/rules.md` opened at the rule's id (a text fragment).
    static func helpURI(_ ruleID: String) -> String {
        "Docs/rules.md#:~:text=" + ruleID.replacingOccurrences(of: "-", with: "%2D")
    }

    var json: JSONValue {
        .object([
            "$schema": .string(Self.schema),
            "version": .string("2.1.0"),
            "runs": .array([.object([
                "tool": .object(["driver": .object([
                    "name": .string(tool),
                    "informationUri": .string("Docs/rules.md"),
                    "rules": .array(rules.map(Self.descriptor)),
                ])]),
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

    private static func descriptor(_ rule: (id: String, level: String, summary: String)) -> JSONValue {
        .object([
            "id": .string(rule.id),
            "shortDescription": .object(["text": .string(rule.summary)]),
            "defaultConfiguration": .object(["level": .string(rule.level)]),
            "helpUri": .string(helpURI(rule.id)),
        ])
    }

    private func result(_ item: LintItem) -> JSONValue {
        var fields: [String: JSONValue] = [
            "ruleId": .string(item.ruleID),
            "level": .string(Self.level(item.isError)),
            "message": .object(["text": .string(item.message)]),
        ]
        if let golden = item.golden {
            fields["locations"] = .array([.object([
                "physicalLocation": .object([
                    "artifactLocation": .object(["uri": .string(location(golden))]),
                    "region": .object(["startLine": .int(1)]),
                ]),
            ])])
        }
        return .object(fields)
    }

    static func level(_ isError: Bool) -> String { isError ? "error" : "warning" }
}
