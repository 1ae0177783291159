import SnapshotEngine
import TemplateKitLite

/// How a template becomes a golden: `.text` (the driver view, `NAME.txt`), `.details`
/// (the driver view plus taps, ids and images, `NAME.details.txt`) or `.json` (the
/// canonical JSON, `NAME.json`).
///
///     expectSnapshot(of: screen, as: .text)
public struct SnapshotFormat: Sendable {
    /// The golden's extension, without the dot.
    public let fileExtension: String
    let render: @Sendable (Template, CarProfile, Bool) -> [UInt8]

    /// The text render a designer reads (`NAME.txt`).
    public static let text = SnapshotFormat(fileExtension: "txt") { template, profile, isPushed in
        TextRenderer(profile: profile).renderUTF8(template, isPushed: isPushed)
    }

    /// The details view: the driver view plus what each row sends, ids and image sources
    /// (`NAME.details.txt`), the same as `snapshot render --details`.
    public static let details = SnapshotFormat(fileExtension: "details.txt") { template, profile, isPushed in
        TextRenderer(profile: profile, style: .details).renderUTF8(template, isPushed: isPushed)
    }

    /// The canonical JSON render for tools (`NAME.json`).
    public static let json = SnapshotFormat(fileExtension: "json") { template, profile, _ in
        JSONRenderer(profile: profile).renderUTF8(template)
    }
}

extension SnapshotFormat {
    /// The work of one `expectSnapshot` / `assertSnapshot` call; `name` defaults to the
    /// test function's base name (`episodes()` → `episodes`).
    func assertion(
        of template: Template, named name: String?, function: String, profile: CarProfile, isPushed: Bool,
        validate: Bool, filePath: String, site: String
    ) -> GoldenAssertion {
        GoldenAssertion(
            template: template, fileExtension: fileExtension, render: render,
            name: name ?? GoldenLocation.testName(function), profile: profile, isPushed: isPushed,
            validate: validate, filePath: filePath, site: site)
    }
}
