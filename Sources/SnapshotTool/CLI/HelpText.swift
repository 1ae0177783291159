import GoldenCore
/// Help and usage text in swift-argument-parser's layout: `OVERVIEW:`, `USAGE:`,
/// `ARGUMENTS:`, `OPTIONS:`, `SUBCOMMANDS:`, labels indented 2, help at column 26,
/// wrapped at 80 columns.
package enum HelpText {
    /// The executable's name as the user typed it (`snapshot`, `podcast-snapshots`), for
    /// help and suggested commands; `snapshot` inside test runners and fuzzers.
    package static let toolName: String = {
        let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
        let isHost = name.isEmpty || name.hasSuffix(".xctest") || name.contains("PackageTests") || name.hasSuffix("-fuzzer")
        return isHost ? "snapshot" : name
    }()
    package static let labelColumn = 26
    package static let width = 80

    /// `snapshot check [<filter> ...] [--report <file>] [--prune]`.
    package static func usage(_ spec: CommandSpec) -> String {
        let arguments = spec.arguments.map { argument -> String in
            let word = "<\(argument.name)>" + (argument.isRepeating ? " ..." : "")
            return argument.isOptional ? "[\(word)]" : word
        }
        let options = spec.options.map { "[\($0.synopsis)]" }
        return ([toolName, spec.name] + arguments + options).joined(separator: " ")
    }

    /// The three lines printed after a usage error.
    package static func usageErrorFooter(_ spec: CommandSpec) -> String {
        "Usage: \(usage(spec))\n  See '\(toolName) \(spec.name) --help' for more information.\n"
    }

    /// The full help of one subcommand.
    package static func help(_ spec: CommandSpec) -> String {
        var sections = ["OVERVIEW: \(spec.abstract)"]
        if !spec.discussion.isEmpty { sections.append(wrap(spec.discussion, indent: 0)) }
        sections.append("USAGE: \(usage(spec))")
        if !spec.arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + spec.arguments.map { row("<\($0.name)>", $0.help) }.joined())
        }
        let options = spec.options.map { row($0.label, $0.help) } + standardOptionRows
        sections.append("OPTIONS:\n" + options.joined())
        return sections.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined(separator: "\n")
    }

    /// The help of `snapshot` itself, listing `commands`.
    package static func toolHelp(_ commands: [CommandSpec]) -> String {
        let rows = commands.map { row($0.name, $0.abstract) }.joined()
        return """
            OVERVIEW: Render CarPlay screens and check them against their goldens in Tests/Snapshots.

            USAGE: \(toolName) <subcommand>

            OPTIONS:
            \(standardOptionRows.joined())
            SUBCOMMANDS:
            \(rows)
              See '\(toolName) help <subcommand>' for detailed help.

            """
    }

    private static let standardOptionRows = [
        row("--version", "Show the version."),
        row("-h, --help", "Show help information."),
    ]

    /// `  label                   help`, the help wrapped and aligned at ``labelColumn``.
    package static func row(_ label: String, _ help: String) -> String {
        let lead = "  " + label
        let helpLines = wrapLines(help, width: width - labelColumn)
        let pad = String(repeating: " ", count: labelColumn)
        var text = lead.count < labelColumn - 1
            ? lead + String(repeating: " ", count: labelColumn - lead.count)
            : lead + "\n" + pad
        text += helpLines.joined(separator: "\n" + pad)
        return text + "\n"
    }

    /// `text` wrapped at ``width`` with every line indented by `indent` spaces.
    package static func wrap(_ text: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        return wrapLines(text, width: width - indent).map { pad + $0 }.joined(separator: "\n") + "\n"
    }

    /// Greedy word wrap; paragraphs (split on newlines) are kept.
    package static func wrapLines(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [String] in
            var lines: [String] = []
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                line += line.isEmpty ? String(word) : " " + word
            }
            lines.append(line)
            return lines
        }
    }
}
