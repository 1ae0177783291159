import GoldenCore
/// Where an interactive command reads lines: standard input, or a script in tests.
package protocol TextInput: AnyObject {
    /// The next line without its line feed, or nil at the end of input.
    func readLine() -> String?
}

/// The process's standard input.
package final class StandardInput: TextInput {
    package init() {}

    package func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }
}

/// Answers given in advance, for tests.
package final class ScriptedInput: TextInput {
    private var lines: [String]

    package init(_ lines: [String]) {
        self.lines = lines
    }

    package func readLine() -> String? {
        lines.isEmpty ? nil : lines.removeFirst()
    }
}
