import Foundation
import GoldenCore

/// `lint --docs-url URL`: where the kit's repository is browsed, so SARIF's help links
/// can be absolute, as SARIF 2.1.0 requires (`helpUri` is an absolute URI). Given
/// `https://github.com/ORG/TemplateKitLite/blob/v1.4.0/`, a rule's link is
/// `https://github.com/ORG/TemplateKitLite/blob/v1.4.0/Docs/rules.md#:~:text=list.item%2Dlimit`.
/// Without it, no link is made: each rule's help names its row in `Docs/rules.md` in text.
enum DocsURL {
    static let option = OptionSpec.value(
        "docs-url", valueName: "url",
        help: "With --format sarif: the kit's repository as browsed (https://…/blob/TAG/); rules get absolute help links into its Docs/rules.md.")

    /// The base `value` names, ending in `/`; a usage error unless it is an absolute
    /// http or https URL.
    static func parse(_ value: String?) throws(CommandError) -> String? {
        guard let value else { return nil }
        guard let components = URLComponents(string: value), let scheme = components.scheme?.lowercased(),
              ["http", "https"].contains(scheme), let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil
        else {
            throw .usage("--docs-url takes an absolute http(s) URL of the kit's repository (https://github.com/ORG/TemplateKitLite/blob/TAG/), "
                + "not '\(Printable.escaped(value))'")
        }
        return value.hasSuffix("/") ? value : value + "/"
    }

    /// A rule's row in `Docs/rules.md`, relative to the repository (a text fragment).
    static func rulePath(_ ruleID: String) -> String {
        "Docs/rules.md#:~:text=" + ruleID.replacingOccurrences(of: "-", with: "%2D")
    }
}
