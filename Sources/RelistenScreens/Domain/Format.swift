/// Text of rows and now-playing metadata, formatted without Foundation or locale.
///
/// Separator `" • "`; empty parts are dropped. See each function for its rule.
public enum Format {
    /// The separator between parts of a line.
    public static let separator = " • "

    /// Joins the non-empty parts with ``separator``: `join(["a", "", "b"])` → `"a • b"`.
    public static func join(_ parts: [String?]) -> String {
        parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: separator)
    }

    /// `text` without leading and trailing whitespace (Unicode `White_Space`).
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Whole seconds of a duration: floored; negative or non-finite → 0; clamped to 10^12.
    static func wholeSeconds(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int(min(seconds, 1e12).rounded(.down))
    }
}
