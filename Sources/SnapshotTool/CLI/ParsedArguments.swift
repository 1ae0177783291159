import SnapshotEngine
/// A command line after parsing against a ``CommandSpec``.
package struct ParsedArguments: Sendable, Equatable {
    package var positionals: [String] = []
    /// Option values by long name; the last occurrence wins.
    package var values: [String: String] = [:]
    /// Flags given, by long name.
    package var flags: Set<String> = []

    /// The value of `--name`, if given.
    package func value(_ name: String) -> String? { values[name] }

    /// Whether `--name` was given.
    package func flag(_ name: String) -> Bool { flags.contains(name) }
}
