/// The one loop every escaping rule runs, and the two ways a scalar is spelled by number.
/// A rule says what each scalar becomes (`nil` keeps it); text with nothing to replace is
/// returned as it is, without a copy.
///
///     ScalarEscape.map("a<b") { $0 == "<" ? "&lt;" : nil }   // "a&lt;b"
///     ScalarEscape.braced("\u{1B}")                          // "\\u{1B}"
///     ScalarEscape.json("\u{9B}")                            // "\\u009b"
package enum ScalarEscape {
    /// `text` with every scalar for which `replacement` gives text replaced by that text.
    @inlinable
    package static func map(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if let first = replacement(scalars[index]) {
                var out = String(scalars[..<index])
                out.reserveCapacity(text.utf8.count + 16)
                out += first
                for scalar in scalars[scalars.index(after: index)...] {
                    if let replaced = replacement(scalar) { out += replaced } else { out.unicodeScalars.append(scalar) }
                }
                return out
            }
            index = scalars.index(after: index)
        }
        return text
    }

    /// `\u{1B}`: the scalar's value in upper-case hex, as Swift writes it and as the tool
    /// shows a character it will not print.
    package static func braced(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `\u009b`: JSON's escape, four lower-case hex digits (a surrogate pair above U+FFFF).
    package static func json(_ scalar: Unicode.Scalar) -> String {
        guard scalar.value > 0xFFFF else { return jsonUnit(UInt16(scalar.value)) }
        let value = scalar.value - 0x1_0000
        return jsonUnit(UInt16(0xD800 + (value >> 10))) + jsonUnit(UInt16(0xDC00 + (value & 0x3FF)))
    }

    private static func jsonUnit(_ unit: UInt16) -> String {
        let hex = String(unit, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
