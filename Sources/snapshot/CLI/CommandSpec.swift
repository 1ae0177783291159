/// What a subcommand accepts, as data: its help and its parser are both derived from it.
///
///     CommandSpec(
///         name: "check", abstract: "Compare every render with its golden.",
///         arguments: [.init("filter", help: "…", isRepeating: true)],
///         options: [.value("report", valueName: "file", help: "…"), .flag("prune", help: "…")]
///     )
struct CommandSpec: Sendable {
    let name: String
    /// One line for `OVERVIEW:` and the `SUBCOMMANDS:` table.
    let abstract: String
    /// Optional paragraphs printed after the overview.
    let discussion: String
    let arguments: [ArgumentSpec]
    let options: [OptionSpec]

    init(
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
    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// The option spelled `-c`, if any.
    func option(short: Character) -> OptionSpec? {
        options.first { $0.short == short }
    }
}

/// A positional argument, e.g. `<filter> ...`.
struct ArgumentSpec: Sendable {
    let name: String
    let help: String
    let isRepeating: Bool
    let isOptional: Bool

    init(_ name: String, help: String, isRepeating: Bool = false, isOptional: Bool = true) {
        self.name = name
        self.help = help
        self.isRepeating = isRepeating
        self.isOptional = isOptional
    }
}

/// A named option: a flag (`--prune`) or an option with a value (`--report <file>`).
struct OptionSpec: Sendable {
    let name: String
    let short: Character?
    /// The placeholder of the value; nil for a flag.
    let valueName: String?
    let help: String

    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help)
    }

    static func value(_ name: String, short: Character? = nil, valueName: String, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: valueName, help: help)
    }

    var takesValue: Bool { valueName != nil }

    /// `--report <file>` or `--prune`, as in usage lines.
    var synopsis: String {
        valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
    }

    /// `-r, --report <file>` as in the `OPTIONS:` table.
    var label: String {
        short.map { "-\($0), \(synopsis)" } ?? synopsis
    }
}
