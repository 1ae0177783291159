import GoldenCore
/// A ``TextOutput`` that applies ``TerminalText`` to everything written through it: the
/// one boundary every command's output and errors pass (see `runCommandLine`). With
/// `allowsStyle`, the colour sequences ``TerminalStyle`` writes (`ESC[0m`, `ESC[1m`,
/// `ESC[31m`, `ESC[32m`, `ESC[33m`, `ESC[36m`) go through; every other ESC is escaped.
/// No line written can start or contain a command a CI runner obeys (``OutputSafety``)
/// but the tool's own, written with ``writeWorkflowCommand(_:)``.
///
///     let output = TerminalSafeOutput(StandardStream(.output), allowsStyle: false)
///     output.write("unknown 're\u{1B}[2Jcord'\n")   // prints: unknown 're\u{1B}[2Jcord'
package final class TerminalSafeOutput: TextOutput {
    private let wrapped: any TextOutput
    private let allowsStyle: Bool

    package init(_ wrapped: any TextOutput, allowsStyle: Bool) {
        self.wrapped = wrapped
        self.allowsStyle = allowsStyle
    }

    package func write(_ text: String) {
        guard TerminalText.mayNeedEscaping(text) else { return wrapped.write(OutputSafety.workflowSafe(text)) }
        guard allowsStyle, text.contains("\u{1B}[") else { return wrapped.write(OutputSafety.log(text)) }
        var result = "", rest = Substring(text)
        while let escape = rest.firstIndex(of: "\u{1B}") {
            result += TerminalText.safe(String(rest[..<escape]))
            let after = rest[escape...]
            if let style = TerminalStyle.codes.first(where: { after.hasPrefix($0) }) {
                result += style
                rest = after.dropFirst(style.count)
            } else {
                result += "\\u{1B}"
                rest = after.dropFirst()
            }
        }
        wrapped.write(OutputSafety.workflowSafe(result + TerminalText.safe(String(rest))))
    }

    /// The tool's own workflow command, one line: its text was made safe where it was
    /// built (``OutputSafety/line(_:)``); line breaks are still escaped.
    package func writeWorkflowCommand(_ line: String) {
        wrapped.write(TerminalText.safe(line).replacingOccurrences(of: "\n", with: "%0A") + "\n")
    }

    package func flush() { wrapped.flush() }
}
