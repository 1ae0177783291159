import GoldenCore
import TemplateKitLite

/// How a template or a navigation stack becomes a golden: `.text` (the driver view,
/// `NAME.txt`), `.details` (the driver view plus taps, ids and images, `NAME.details.txt`),
/// or `.json` (the canonical JSON, `NAME.json`); `TemplateKitDrawingSnapshots` adds `.svg`
/// (a drawing of the car, `NAME.svg`, which GitHub shows as a picture and compares as one).
///
///     expectSnapshot(of: screen, as: .text)
///     expectSnapshot(of: stack, as: .json)      // root, pushed and presented templates
public struct SnapshotFormat: Sendable {
    /// The golden's extension, without the dot.
    public let fileExtension: String
    let render: @Sendable (Template, CarProfile, Bool) -> [UInt8]
    let renderStack: @Sendable (NavigationStack, CarProfile) -> [UInt8]

    /// A format from its golden's extension and its two renders: a template (for a profile,
    /// pushed or not) and a navigation stack. This package's modules add formats with it.
    package init(
        fileExtension: String,
        render: @escaping @Sendable (Template, CarProfile, Bool) -> [UInt8],
        renderStack: @escaping @Sendable (NavigationStack, CarProfile) -> [UInt8]
    ) {
        self.fileExtension = fileExtension
        self.render = render
        self.renderStack = renderStack
    }

    /// The text render a designer reads (`NAME.txt`); a stack shows its breadcrumb and
    /// the template on top (the presented one, over what it covers).
    public static let text = SnapshotFormat(
        fileExtension: "txt",
        render: { template, profile, isPushed in TextRenderer(profile: profile).renderUTF8(template, isPushed: isPushed) },
        renderStack: { stack, profile in textOfStack(stack, TextRenderer(profile: profile)) })

    /// The details view: the driver view plus what each row sends, ids and image sources
    /// (`NAME.details.txt`), the same as `snapshot render --details`.
    public static let details = SnapshotFormat(
        fileExtension: "details.txt",
        render: { template, profile, isPushed in
            TextRenderer(profile: profile, style: .details).renderUTF8(template, isPushed: isPushed)
        },
        renderStack: { stack, profile in textOfStack(stack, TextRenderer(profile: profile, style: .details)) })

    /// The canonical JSON render for tools (`NAME.json`); a stack is
    /// `{"stack": {"presented", "pushed", "root"}}` (``JSONRenderer/renderUTF8(stack:)``).
    public static let json = SnapshotFormat(
        fileExtension: "json",
        render: { template, profile, _ in JSONRenderer(profile: profile).renderUTF8(template) },
        renderStack: { stack, profile in JSONRenderer(profile: profile).renderUTF8(stack: stack) })

    private static func textOfStack(_ stack: NavigationStack, _ renderer: TextRenderer) -> [UInt8] {
        Array(renderer.render(stack: [stack.root] + stack.pushed, presented: stack.presented).utf8)
    }
}

extension SnapshotFormat {
    /// The work of one `expectSnapshot` / `assertSnapshot` call; `name` defaults to the
    /// test function's base name (`episodes()` → `episodes`). `snapshot bench` times it.
    package func assertion(
        of template: Template, named name: String?, function: String, profile: CarProfile, isPushed: Bool,
        validate: Bool, filePath: String, site: String
    ) -> GoldenAssertion {
        GoldenAssertion(
            template: template, fileExtension: fileExtension, render: render,
            name: name ?? GoldenLocation.testName(function), profile: profile, isPushed: isPushed,
            validate: validate, filePath: filePath, site: site)
    }

    /// The work of one stack assertion: rendered for `profile`, validated as the car
    /// would hold it (``Validator/validate(_:)-(NavigationStack)``).
    func assertion(
        of stack: NavigationStack, named name: String?, function: String, profile: CarProfile,
        validate: Bool, filePath: String, site: String
    ) -> GoldenAssertion {
        GoldenAssertion(
            fileExtension: fileExtension, name: name ?? GoldenLocation.testName(function), filePath: filePath, site: site,
            render: { renderStack(stack, profile) },
            ruleErrors: { validate ? GoldenAssertion.ruleErrors(Validator(profile: profile).validate(stack)) : [] })
    }
}
