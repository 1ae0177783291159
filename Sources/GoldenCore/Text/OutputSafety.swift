import KitSupport

/// The output-safety rule, in one place: every text that came from a golden, a state
/// document, a report or a file name, wherever the tool prints or writes it (terminal, CI
/// log, step summary, JUnit, SARIF, merge-reports, recorded journeys), cannot
/// - start or contain a command a CI runner obeys: GitHub's `##[error]`, `##[add-mask]`,
///   `##[stop-commands]` (obeyed anywhere in a line) become `#\u0023[…` (which reads the
///   same in plain text and decodes back to `##[` inside a JSON string), and `::` opening
///   a line (`::error`, `::stop-commands::`) becomes `\u{3A}:`;
/// - move the cursor or reorder a line: ``TerminalText``'s controls and bidi controls are
///   shown as `\u{XX}`;
/// - break a line, where it is one line (a name, a title, a message): line feeds and
///   carriage returns are shown as `\u{A}`, `\u{D}`;
/// - inject Markdown or HTML (``markdown(_:)``), or end a Swift literal (``swiftLiteral(_:)``).
///
///     OutputSafety.line("a\n::error::forged")        // "a\\u{A}::error::forged" (one line: never at a line's start)
///     OutputSafety.line("x ##[add-mask]secret")      // "x #\\u0023[add-mask]secret"
///     OutputSafety.log("ok\n::error::forged\n")      // "ok\n\\u{3A}:error::forged\n"
///     OutputSafety.markdown("![x](http://e/)")       // "&#33;&#91;x&#93;&#40;http&#58;//e/&#41;"
///     OutputSafety.swiftLiteral("a \"b\"\u{202E}")   // "\"a \\\"b\\\"\\u{202E}\""
package enum OutputSafety {
    /// Text for one line of any output: every control (line feeds too) and bidi control
    /// visible, and no workflow command in it.
    package static func line(_ text: String) -> String {
        workflowSafe(Printable.escaped(text))
    }

    /// Text of many lines for a terminal or CI log: ``TerminalText``'s rule, and no line
    /// that starts or contains a workflow command.
    package static func log(_ text: String) -> String {
        workflowSafe(TerminalText.safe(text))
    }

    /// Whether `text` holds nothing a CI runner would obey (see ``log(_:)``).
    package static func isWorkflowSafe(_ text: String) -> Bool {
        workflowSafe(text) == text
    }

    /// `text` with `##[` and a line-opening `::` (after spaces or tabs) neutralised; what
    /// the tool prints itself as a workflow command does not pass here.
    package static func workflowSafe(_ text: String) -> String {
        guard text.contains("##[") || text.contains("::") else { return text }
        var out = text.replacingOccurrences(of: "##[", with: "#\\u0023[")
        guard out.contains("::") else { return out }
        var lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            let line = lines[index]
            let indent = line.prefix { $0 == " " || $0 == "\t" || $0 == "\r" }
            let rest = line.dropFirst(indent.count)
            if rest.hasPrefix("::") { lines[index] = indent + "\\u{3A}" + rest.dropFirst() }
        }
        out = lines.joined(separator: "\n")
        return out
    }

    /// Text for Markdown (a GitHub step summary) or HTML, in one line: ``line(_:)``, then
    /// every character Markdown or HTML gives a meaning (`< > & " '`, `[ ] ( ) ! * _ ` ~ | # \ : @`)
    /// as a numeric character reference, which both show as the character itself.
    package static func markdown(_ text: String) -> String {
        ScalarEscape.map(line(text)) { scalar in
            switch scalar {
            case "<", ">", "&", "\"", "'", "[", "]", "(", ")", "!", "*", "_", "`", "~", "|", "#", "\\", ":", "@", "{", "}", "+", "-", "=":
                "&#\(scalar.value);"
            default: nil
            }
        }
    }

    /// `text` as a Swift string literal, quotes included: `"` and `\` escaped, every
    /// control and bidi control as `\u{XX}` (`\n`, `\r`, `\t` as themselves).
    package static func swiftLiteral(_ text: String) -> String {
        "\"" + SwiftLiteralEscape.body(text, shownByNumber: TerminalText.isUnsafe) + "\""
    }
}
