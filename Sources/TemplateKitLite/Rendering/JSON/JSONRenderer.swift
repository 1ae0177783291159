/// Renders a template as canonical JSON for tools: the twin of ``TextRenderer``, with
/// the same profile trimming.
///
/// The document is `{"profile": name, "schemaVersion": 1, "template": {...}}`. Every
/// template and list element carries a `"kind"`. Values equal to their model default are
/// left out: `false` flags, `nil` optionals, empty arrays, `isEnabled: true`,
/// `accessory: none`, `playingIndicator: none`, `playingIndicatorLocation: leading`,
/// alert style `default`, `elapsed: 0`, `playback: paused`, `selectedIndex: 0`, assistant
/// cell `top`/`off`/`playMedia`. What the car keeps is written; what it drops is counted
/// under `"hiddenOnThisCar"` (alert actions are also named). See `Docs/render-legend.md`.
///
/// The renderer writes each document once into a ``JSONSink``: ``render(_:)`` streams the
/// canonical bytes, ``jsonValue(_:)`` builds the value.
public struct JSONRenderer: Sendable {
    /// The version of the document's shape; bumped on any incompatible change.
    public static let schemaVersion = 1

    public let profile: CarProfile

    public init(profile: CarProfile = .unconstrained) {
        self.profile = profile
    }

    /// The whole document as a value.
    public func jsonValue(_ template: Template) -> JSONValue {
        var builder = JSONTreeBuilder()
        write(document: template, to: &builder)
        return builder.document
    }

    /// The whole document as canonical text (the ``JSONValue/canonicalText()`` of
    /// ``jsonValue(_:)``, written without building the value).
    public func render(_ template: Template) -> String {
        var writer = CanonicalJSONWriter(capacity: RenderSizeHint.json(template, profile: profile))
        write(document: template, to: &writer)
        return writer.finish()
    }

    /// The same document as UTF-8 bytes — what a golden file holds — without making a String.
    public func renderUTF8(_ template: Template) -> [UInt8] {
        ByteBuffer.collect(capacity: RenderSizeHint.json(template, profile: profile)) { bytes in
            var writer = CanonicalJSONWriter(into: bytes)
            write(document: template, to: &writer)
            return writer.finishBytes()
        }
    }

    /// `{"profile": …, "schemaVersion": 1, "template": {…}}`
    func write<Sink: JSONSink & ~Copyable>(document template: Template, to json: inout Sink) {
        json.beginObject()
        json.string("profile", profile.name)
        json.key("schemaVersion")
        json.int(Self.schemaVersion)
        json.key("template")
        write(template, to: &json)
        json.endObject()
    }

    /// One template, with its `"kind"`.
    func write<Sink: JSONSink & ~Copyable>(_ template: Template, to json: inout Sink) {
        switch template {
        case .tabBar(let tabBar): write(tabBar, to: &json)
        case .list(let list): write(list, to: &json)
        case .grid(let grid): write(grid, to: &json)
        case .nowPlaying(let nowPlaying): write(nowPlaying, to: &json)
        case .alert(let alert): write(alert, to: &json)
        case .actionSheet(let sheet): write(sheet, to: &json)
        case .unsupported(_, let title):
            writeUnsupported(kind: template.kindName, title: title, to: &json)
        }
    }

    /// `{"kind": "map", "title": …, "unsupported": true}`
    func writeUnsupported<Sink: JSONSink & ~Copyable>(kind: String, title: String, to json: inout Sink) {
        json.beginObject(kind: kind)
        json.string("title", title)
        json.flag("unsupported", true)
        json.endObject()
    }
}
