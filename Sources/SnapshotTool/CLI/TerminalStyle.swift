import GoldenCore
/// ANSI colours for standard output, or nothing when colour is off.
package struct TerminalStyle: Sendable {
    package let isEnabled: Bool

    package init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    package func red(_ text: String) -> String { paint(text, "31") }
    package func green(_ text: String) -> String { paint(text, "32") }
    package func yellow(_ text: String) -> String { paint(text, "33") }
    package func cyan(_ text: String) -> String { paint(text, "36") }
    package func bold(_ text: String) -> String { paint(text, "1") }

    /// A unified-diff line coloured by its marker (`+`, `-`, `@@`, headers).
    package func diffLine(_ line: String) -> String {
        guard isEnabled else { return line }
        if line.hasPrefix("+++") || line.hasPrefix("---") { return bold(line) }
        if line.hasPrefix("@@") { return cyan(line) }
        if line.hasPrefix("+") { return green(line) }
        if line.hasPrefix("-") { return red(line) }
        return line
    }

    /// Every sequence `paint` writes: the only ESC ``TerminalSafeOutput`` lets through.
    package static let codes = ["0", "1", "31", "32", "33", "36"].map { "\u{1B}[\($0)m" }

    private func paint(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
