import GoldenCore
import TemplateKitLite

extension GoldenAssertion {
    /// An assertion of one template snapshotted alone (a modal as presented, anything
    /// else as the root; ``Validator/validateAlone(_:)``).
    package init(
        template: Template, fileExtension: String, render: @escaping @Sendable (Template, CarProfile, Bool) -> [UInt8],
        name: String, profile: CarProfile, isPushed: Bool, validate: Bool, filePath: String, site: String
    ) {
        self.init(
            fileExtension: fileExtension, name: name, filePath: filePath, site: site,
            render: { render(template, profile, isPushed) },
            ruleErrors: { validate ? Self.ruleErrors(Validator(profile: profile).validateAlone(template)) : [] })
    }

    /// The errors among `findings`, each naming the rule id and the node path.
    package static func ruleErrors(_ findings: [Finding]) -> [String] {
        findings.filter { $0.severity == .error }.map {
            "CarPlay rule \($0.rule.id) at \($0.path): \($0.message) (pass validate: false to snapshot it anyway)"
        }
    }
}
