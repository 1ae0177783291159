import TemplateKitLite

/// How a template becomes a golden: `.text` (the driver view, `NAME.txt`) or `.json`
/// (the canonical JSON, `NAME.json`).
///
///     expectSnapshot(of: screen, as: .text)
public struct SnapshotFormat: Sendable {
    /// The golden's extension, without the dot.
    public let fileExtension: String
    let render: @Sendable (Template, CarProfile, Bool) -> String

    /// The text render a designer reads (`NAME.txt`).
    public static let text = SnapshotFormat(fileExtension: "txt") { template, profile, isPushed in
        TextRenderer(profile: profile).render(template, isPushed: isPushed)
    }

    /// The canonical JSON render for tools (`NAME.json`).
    public static let json = SnapshotFormat(fileExtension: "json") { template, profile, _ in
        JSONRenderer(profile: profile).render(template)
    }
}
