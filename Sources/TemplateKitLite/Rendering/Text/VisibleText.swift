import KitSupport

/// Makes arbitrary text safe to place inside a text frame, so no input can break a line,
/// shift a column or flip the frame's direction:
///
/// - line breaks (`\n`, `\r`, `\r\n`, VT, FF, NEL, U+2028, U+2029) become `⏎`, a tab `⇥`;
/// - other C0 controls become their control pictures (`␀`, `␛`, …), DEL `␡`, C1 `�`;
/// - explicit bidi embeddings, overrides and isolates (U+202A–202E, U+2066–2069) become `�`;
/// - text that starts with a combining mark, joiner or modifier gets a dotted circle `◌`
///   in front, so it cannot merge with the glyph before it;
/// - text holding right-to-left letters is wrapped in a first-strong isolate
///   (U+2068 … U+2069, both invisible and zero columns): it still reads right to left,
///   but bidi can no longer reorder the frame around it.
///
///     VisibleText.sanitized("Set 1\nEncore")   // "Set 1⏎Encore"
public enum VisibleText: Sendable {
    /// `text`, made safe for a text frame (see the type's documentation).
    public static func sanitized(_ text: String) -> String {
        if isSafe(text) { return text }
        var result = String.UnicodeScalarView()
        var isRightToLeft = false
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar.value == 0x0A && previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = scalar.value == 0x0D
            if result.isEmpty && joinsPrevious(scalar) { result.append("\u{25CC}") }
            isRightToLeft = isRightToLeft || isStrongRightToLeft(scalar)
            result.append(replacement(for: scalar))
        }
        let safe = String(result)
        return isRightToLeft ? "\u{2068}" + safe + "\u{2069}" : safe
    }

    /// `true` when ``sanitized(_:)`` would return `text` unchanged (nearly all text:
    /// no controls, bidi formatting or right-to-left letters, no leading joiner), found
    /// without building a new string.
    static func isSafe(_ text: String) -> Bool {
        if text.withContiguousUTF8({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }) { return true }
        var isFirst = true
        return UTF8Scalars.allSatisfy(text) { value in
            defer { isFirst = false }
            if value >= 0x20 && value < 0x7F { return true }
            if value < 0x20 || (value >= 0x7F && value < 0xA0) { return false }
            guard value >= 0x300 else { return true }
            guard let scalar = Unicode.Scalar(value) else { return false }
            if replacement(for: scalar) != scalar || isStrongRightToLeft(scalar) { return false }
            return !(isFirst && joinsPrevious(scalar))
        }
    }

    /// The visible stand-in for a control or bidi formatting scalar; others unchanged.
    static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: "\u{23CE}"
        case 0x09: "\u{21E5}"
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
        case 0x7F: "\u{2421}"
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: "\u{FFFD}"
        default: scalar
        }
    }

    /// A scalar that would join the grapheme cluster before it.
    static func joinsPrevious(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x200D || (0x1F3FB...0x1F3FF).contains(value) { return true }
        if value < 0x300 { return false }
        let properties = scalar.properties
        return properties.isGraphemeExtend || properties.generalCategory == .spacingMark
    }

    /// Hebrew, Arabic, Syriac, Thaana, N'Ko and other right-to-left letters and marks.
    static func isStrongRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0x200F, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: true
        case 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}
