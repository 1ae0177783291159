import GoldenCore

/// A journey tap as the Swift source that makes it, for "Record as journey".
extension JourneyTap {
    /// The tap as Swift source: `.row(2)`, `.tab("My Library")`, `.textOr("1977", .row(1))`.
    package var code: String {
        switch self {
        case .row(let number): ".row(\(number))"
        case .text(let text): ".text(\(Self.literal(text)))"
        case .tab(let title): ".tab(\(Self.literal(title)))"
        case .back: ".back"
        case .upNext: ".upNext"
        case .albumArtist: ".albumArtist"
        case .textOr(let text, let fallback): ".textOr(\(Self.literal(text)), \(fallback.code))"
        case .firstRow(let section): ".firstRow(section: \(Self.literal(section)))"
        case .rowAfterPlaying(let section): ".rowAfterPlaying(section: \(Self.literal(section)))"
        }
    }

    /// `text` as a Swift string literal: `"a \"b\""`, bidi controls as `\u{202E}` (``OutputSafety``).
    package static func literal(_ text: String) -> String {
        OutputSafety.swiftLiteral(text)
    }
}
