import GoldenCore
/// What a subcommand accepts, as data: its help and its parser are both derived from it.
///
///     CommandSpec(
///         name: "check", abstract: "Compare every render with its golden.",
///         arguments: [.init("filter", help: "…", isRepeating: true)],
///         options: [.value("report", valueName: "file", help: "…"), .flag("prune", help: "…")]
///     )
package struct CommandSpec: Sendable {
    package let name: String
    /// One line for `OVERVIEW:` and the `SUBCOMMANDS:` table.
    package let abstract: String
    /// Optional paragraphs printed after the overview.
    package let discussion: String
    package let arguments: [ArgumentSpec]
    package let options: [OptionSpec]

    package init(
        name: String, abstract: String, discussion: String = "",
        arguments: [ArgumentSpec] = [], options: [OptionSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
    }

    /// The option spelled `--name`, if any.
    package func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// The option spelled `-c`, if any.
    package func option(short: Character) -> OptionSpec? {
        options.first { $0.short == short }
    }
}

/// A positional argument, e.g. `<filter> ...`.
package struct ArgumentSpec: Sendable {
    package let name: String
    package let help: String
    package let isRepeating: Bool
    package let isOptional: Bool

    package init(_ name: String, help: String, isRepeating: Bool = false, isOptional: Bool = true) {
        self.name = name
        self.help = help
        self.isRepeating = isRepeating
        self.isOptional = isOptional
    }
}

/// A named option: a flag (`--prune`) or an option with a value (`--report <file>`).
package struct OptionSpec: Sendable {
    package let name: String
    package let short: Character?
    /// The placeholder of the value; nil for a flag.
    package let valueName: String?
    package let help: String

    package static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help)
    }

    package static func value(_ name: String, short: Character? = nil, valueName: String, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: valueName, help: help)
    }

    package var takesValue: Bool { valueName != nil }

    /// `--report <file>` or `--prune`, as in usage lines.
    package var synopsis: String {
        valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
    }

    /// `-r, --report <file>` as in the `OPTIONS:` table.
    package var label: String {
        short.map { "-\($0), \(synopsis)" } ?? synopsis
    }
}
