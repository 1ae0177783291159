/// A command line after parsing against a ``CommandSpec``.
struct ParsedArguments: Sendable, Equatable {
    var positionals: [String] = []
    /// Option values by long name; the last occurrence wins.
    var values: [String: String] = [:]
    /// Flags given, by long name.
    var flags: Set<String> = []

    /// The value of `--name`, if given.
    func value(_ name: String) -> String? { values[name] }

    /// Whether `--name` was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }
}
