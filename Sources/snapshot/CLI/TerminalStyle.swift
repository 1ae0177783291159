/// ANSI colours for standard output, or nothing when colour is off.
struct TerminalStyle: Sendable {
    let isEnabled: Bool

    func red(_ text: String) -> String { paint(text, "31") }
    func green(_ text: String) -> String { paint(text, "32") }
    func yellow(_ text: String) -> String { paint(text, "33") }
    func cyan(_ text: String) -> String { paint(text, "36") }
    func bold(_ text: String) -> String { paint(text, "1") }

    /// A unified-diff line coloured by its marker (`+`, `-`, `@@`, headers).
    func diffLine(_ line: String) -> String {
        guard isEnabled else { return line }
        if line.hasPrefix("+++") || line.hasPrefix("---") { return bold(line) }
        if line.hasPrefix("@@") { return cyan(line) }
        if line.hasPrefix("+") { return green(line) }
        if line.hasPrefix("-") { return red(line) }
        return line
    }

    private func paint(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
