import KitSupport

/// The terminal-safety rule, in one place: text that came from a user, a file name, a
/// state document or a golden is printed with every C0 control but line feed and tab,
/// DEL, every C1 control (U+0080–U+009F, U+009B the one-byte CSI among them) and every
/// bidi control (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) made visible as
/// `\u{XX}`, so nothing printed can move the cursor, set a title, ring a bell, or make a
/// changed line look unchanged by reordering it.
///
/// One exception keeps renders readable: a first-strong isolate (U+2068 … U+2069) that
/// opens and closes on one line, holds no other bidi control and encloses right-to-left
/// letters is kept — it is how the text renderer isolates right-to-left names
/// (see Docs/render-legend.md), and it orders its inside as a right-to-left terminal would.
///
///     TerminalText.safe("a\u{1B}]0;owned\u{7}b\n")   // "a\\u{1B}]0;owned\\u{7}b\n"
///     TerminalText.json("\"x\u{9B}\"")                // "\"x\\u009b\"" (still JSON)
package enum TerminalText {
    /// Whether the rule makes `scalar` visible (line feed and tab are never passed here
    /// as unsafe: they are the intended layout of every message).
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether any byte of `text` may start an unsafe scalar (a quick scan: most text
    /// has none, and is printed as it is).
    package static func mayNeedEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.contains { byte in (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 }
        }
    }

    /// Whether `text` prints as it is under the rule (nothing left to escape).
    package static func isSafe(_ text: String) -> Bool {
        safe(text) == text
    }

    /// `text` with every unsafe scalar as `\u{XX}`; line feeds and tabs kept.
    package static func safe(_ text: String) -> String {
        escaping(text, ScalarEscape.braced)
    }

    /// JSON text with every unsafe scalar as a JSON escape (`\u009b`, as the canonical
    /// writer spells one: ``ScalarEscape/json(_:)``): such scalars can only stand inside
    /// strings in valid JSON, where the escape means the same thing.
    package static func json(_ text: String) -> String {
        escaping(text, ScalarEscape.json)
    }

    private static func escaping(_ text: String, _ escape: (Unicode.Scalar) -> String) -> String {
        guard mayNeedEscaping(text), text.unicodeScalars.contains(where: isUnsafe) else { return text }
        let scalars = Array(text.unicodeScalars)
        let kept = renderedIsolates(scalars)
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for (index, scalar) in scalars.enumerated() {
            if isUnsafe(scalar), !kept.contains(index) { result += escape(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// Positions of the U+2068 … U+2069 pairs the renderer writes around right-to-left
    /// text: closed on the same line, nothing unsafe inside, a right-to-left letter inside.
    private static func renderedIsolates(_ scalars: [Unicode.Scalar]) -> Set<Int> {
        var kept: Set<Int> = []
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index].value == 0x2068 else { continue }
            var end = index + 1, rightToLeft = false
            while end < scalars.count, !isUnsafe(scalars[end]), scalars[end] != "\n" {
                rightToLeft = rightToLeft || isRightToLeftLetter(scalars[end])
                end += 1
            }
            guard end < scalars.count, scalars[end].value == 0x2069, rightToLeft else { continue }
            kept.insert(index)
            kept.insert(end)
            index = end
        }
        return kept
    }

    /// Hebrew, Arabic, Syriac, Thaana, NKo and the other right-to-left blocks.
    private static func isRightToLeftLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}
