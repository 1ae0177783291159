/// Where a command writes text: standard output or standard error, or a buffer in tests.
package protocol TextOutput: AnyObject {
    /// Writes `text` as is (add the newline yourself, or use ``writeLine(_:)``).
    func write(_ text: String)
}

extension TextOutput {
    /// Writes `line` followed by a line feed.
    package func writeLine(_ line: String = "") {
        write(line + "\n")
    }
}

/// A ``TextOutput`` that keeps everything written, for tests.
package final class TextBuffer: TextOutput {
    package private(set) var text = ""

    package func write(_ text: String) {
        self.text += text
    }
}
