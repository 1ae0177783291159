import Foundation

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
        from(ci: environment["CI"], update: environment[environmentKey])
    }

    /// The mode the process's environment asks for now: `CI` and `SNAPSHOT_UPDATE` read
    /// with two `getenv` calls (every assertion reads them; a test may set them).
    package static func fromProcess() -> Result<SnapshotUpdateMode, AssertionProblem> {
        from(ci: getenv("CI").map { String(cString: $0) }, update: getenv(environmentKey).map { String(cString: $0) })
    }

    /// The mode for these values of `CI` and `SNAPSHOT_UPDATE` (nil when unset).
    package static func from(ci: String?, update: String?) -> Result<SnapshotUpdateMode, AssertionProblem> {
        let value = update ?? ""
        let isCI = ci.map { !["", "0", "false"].contains($0.lowercased()) } ?? false
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

    /// What the mode lets a ``GoldenComparison`` write.
    package var update: GoldenComparison.Update {
        switch self {
        case .ci, .no: .nothing
        case .new: .pending
        case .always: .golden(overwrite: true)
        }
    }

    /// What an assertion says it did with a render that differs or is new.
    package func sentence(pendingPath: String) -> String {
        switch self {
        case .ci: "CI is set: nothing was written. Record it locally, review it and commit the golden."
        case .no: "SNAPSHOT_UPDATE=no: nothing was written."
        case .always: "SNAPSHOT_UPDATE=always: the golden was overwritten; run the test again to check it."
        case .new:
            "The render is in \(pendingPath); review it with 'swift run snapshot review --interactive' (or accept / reject)."
        }
    }
}

/// A failed assertion's message.
package struct AssertionProblem: Error, Sendable {
    package let message: String

    package init(_ message: String) {
        self.message = message
    }
}
