import GoldenCore
/// A command line after parsing against a ``CommandSpec``.
package struct ParsedArguments: Sendable, Equatable {
    package var positionals: [String] = []
    /// Option values by long name; the last occurrence wins.
    package var values: [String: String] = [:]
    /// Flags given, by long name.
    package var flags: Set<String> = []
    /// The earlier values of an option given more than once (the last is in `values`).
    package var earlierValues: [String: [String]] = [:]

    /// The value of `--name`, if given.
    package func value(_ name: String) -> String? { values[name] }

    /// Every value of `--name`, in the order given: `--watch a --watch b` → `["a", "b"]`.
    package func values(_ name: String) -> [String] {
        guard let last = values[name] else { return [] }
        return (earlierValues[name] ?? []) + [last]
    }

    /// Whether `--name` was given.
    package func flag(_ name: String) -> Bool { flags.contains(name) }
}
