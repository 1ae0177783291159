/// Text as the inside of a Swift string literal, in one place: `"` and `\` behind a
/// backslash, line feed, return and tab as `\n` `\r` `\t`, and each scalar the caller
/// names (its controls) as `\u{XX}` (``ScalarEscape/braced(_:)``).
///
///     SwiftLiteralEscape.body("say \"hi\"\n") { $0.value < 0x20 }   // "say \\\"hi\\\"\\n"
package enum SwiftLiteralEscape {
    package static func body(_ text: String, shownByNumber: (Unicode.Scalar) -> Bool) -> String {
        ScalarEscape.map(text) { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: shownByNumber(scalar) ? ScalarEscape.braced(scalar) : nil
            }
        }
    }
}
