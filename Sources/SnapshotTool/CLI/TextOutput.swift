import GoldenCore
/// Where a command writes text: standard output or standard error, or a buffer in tests.
package protocol TextOutput: AnyObject {
    /// Writes `text` as is (add the newline yourself, or use ``writeLine(_:)``).
    func write(_ text: String)
    /// Pushes buffered text out now (before reading an answer); a no-op by default.
    func flush()
    /// Writes one workflow command the tool itself made (`::error file=…::…`), followed by
    /// a line feed: the one kind of line the output-safety rule lets open with `::`.
    func writeWorkflowCommand(_ line: String)
}

extension TextOutput {
    package func flush() {}

    package func writeWorkflowCommand(_ line: String) {
        write(line + "\n")
    }

    /// Writes `line` followed by a line feed.
    package func writeLine(_ line: String = "") {
        write(line + "\n")
    }
}

/// A ``TextOutput`` that keeps everything written, for tests.
package final class TextBuffer: TextOutput {
    package private(set) var text = ""

    package init() {}

    package func write(_ text: String) {
        self.text += text
    }
}
