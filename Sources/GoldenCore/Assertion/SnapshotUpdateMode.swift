/// What an assertion may write when a render differs from its golden, from the
/// environment:
///
/// - `CI` set (to anything but empty, `0` or `false`): nothing is ever written.
/// - `SNAPSHOT_UPDATE=new` (the default): the render goes to `NAME.new` beside the golden,
///   for `swift run snapshot review` / `accept` / `reject`.
/// - `SNAPSHOT_UPDATE=always`: the golden is overwritten in place (not allowed on CI).
/// - `SNAPSHOT_UPDATE=no`: nothing is written.
package enum SnapshotUpdateMode: String, Sendable {
    case new, always, no, ci

    package static let environmentKey = "SNAPSHOT_UPDATE"

    /// The mode the environment asks for, or a message saying what is wrong with it.
    package static func from(_ environment: [String: String]) -> Result<SnapshotUpdateMode, AssertionProblem> {
        let value = environment[environmentKey] ?? ""
        let isCI = environment["CI"].map { !["", "0", "false"].contains($0.lowercased()) } ?? false
        switch value {
        case "", "new": return .success(isCI ? .ci : .new)
        case "no": return .success(isCI ? .ci : .no)
        case "always":
            return isCI
                ? .failure(AssertionProblem("SNAPSHOT_UPDATE=always is not allowed on CI (CI is set): goldens are written locally and reviewed"))
                : .success(.always)
        default:
            return .failure(AssertionProblem(
                "SNAPSHOT_UPDATE='\(Printable.escaped(value))' is not a mode; expected new (the default), always or no"))
        }
    }

    /// Whether this mode may write or delete files at all.
    package var writes: Bool { self == .new || self == .always }
}

/// A failed assertion's message.
package struct AssertionProblem: Error, Sendable {
    package let message: String

    package init(_ message: String) {
        self.message = message
    }
}
