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
public struct JSONRenderer: Sendable {
    /// The version of the document's shape; bumped on any incompatible change.
    public static let schemaVersion = 1

    public let profile: CarProfile

    public init(profile: CarProfile = .unconstrained) {
        self.profile = profile
    }

    /// The whole document as a value.
    public func jsonValue(_ template: Template) -> JSONValue {
        .object([
            "profile": .string(profile.name),
            "schemaVersion": .int(Self.schemaVersion),
            "template": encode(template),
        ])
    }

    /// The whole document as canonical text (see ``JSONValue/canonicalText()``).
    public func render(_ template: Template) -> String {
        jsonValue(template).canonicalText()
    }

    /// One template, with its `"kind"`.
    func encode(_ template: Template) -> JSONValue {
        switch template {
        case .tabBar(let tabBar): encode(tabBar)
        case .list(let list): encode(list)
        case .grid(let grid): encode(grid)
        case .nowPlaying(let nowPlaying): encode(nowPlaying)
        case .alert(let alert): encode(alert)
        case .actionSheet(let sheet): encode(sheet)
        case .unsupported(_, let title):
            encodeUnsupported(kind: template.kindName, title: title)
        }
    }

    /// `{"kind": "map", "title": …, "unsupported": true}`
    func encodeUnsupported(kind: String, title: String) -> JSONValue {
        var fields = JSONFields(kind: kind)
        fields.string("title", title)
        fields.flag("unsupported", true)
        return fields.json
    }
}
