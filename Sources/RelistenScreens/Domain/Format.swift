/// Text of rows and now-playing metadata, formatted without Foundation or locale.
///
/// Separator `" • "`; empty parts are dropped. See each function for its rule.
public enum Format {
    /// The separator between parts of a line.
    public static let separator = " • "

    /// Joins the non-empty parts with ``separator``: `join(["a", "", "b"])` → `"a • b"`.
    public static func join(_ parts: [String?]) -> String {
        var length = 0, count = 0
        for case let part? in parts where !part.isEmpty {
            length += part.utf8.count
            count += 1
        }
        guard count > 1 else {
            for case let part? in parts where !part.isEmpty { return part }
            return ""
        }
        // Written once into a string of the exact length: every show and source row joins 3–4 parts.
        return TextWriter.make(capacity: length + (count - 1) * separator.utf8.count) { line in
            for case let part? in parts where !part.isEmpty {
                if line.count > 0 { line.append(separator) }
                line.append(part)
            }
        }
    }

    /// ``join(_:)`` of two parts, without building an array (every track row has two),
    /// written once at its exact length.
    public static func join(_ first: String?, _ second: String?, separator: String = separator) -> String {
        guard let first, !first.isEmpty else { return second ?? "" }
        guard let second, !second.isEmpty else { return first }
        return TextWriter.make(capacity: first.utf8.count + separator.utf8.count + second.utf8.count) { line in
            line.append(first)
            line.append(separator)
            line.append(second)
        }
    }

    /// `text` without leading and trailing whitespace (Unicode `White_Space`).
    static func trimmed(_ text: String) -> String {
        if let first = text.utf8.first, let last = text.utf8.last, isVisibleASCII(first), isVisibleASCII(last) {
            return text
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    /// An ASCII byte that is not white space (tab, line feeds, space) — a text that
    /// starts and ends with one is already trimmed.
    private static func isVisibleASCII(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte)
    }

    /// Whole seconds of a duration: floored; negative or non-finite → 0; clamped to 10^12.
    static func wholeSeconds(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int(min(seconds, 1e12).rounded(.down))
    }
}
