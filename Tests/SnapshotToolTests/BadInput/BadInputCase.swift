import Foundation

/// One bad input for the built `snapshot` binary: what to run, and what a user must see.
struct BadInputCase: Sendable, CustomStringConvertible {
    enum Setup: Sendable {
        /// A state document with these bytes at `<dir>/state.json`.
        case state([UInt8])
        /// A package root at `<dir>` whose `Tests/Snapshots` is prepared by the closure.
        case goldens(@Sendable (String) throws -> Void)
        case none
    }

    let name: String
    let setup: Setup
    /// The arguments; `$DIR` is replaced by the case's temporary folder.
    let arguments: [String]
    let exitCode: Int32
    /// Each must appear in standard error (`$DIR` replaced).
    let mentions: [String]

    var description: String { name }

    static func state(_ name: String, _ json: String, mentions: [String], screen: String = "queue") -> BadInputCase {
        BadInputCase(name: name, setup: .state(Array(json.utf8)), arguments: ["render", screen, "--state", "$DIR/state.json"],
                     exitCode: 1, mentions: ["$DIR/state.json"] + mentions)
    }

    static func bytes(_ name: String, _ bytes: [UInt8], mentions: [String]) -> BadInputCase {
        BadInputCase(name: name, setup: .state(bytes), arguments: ["render", "queue", "--state", "$DIR/state.json"],
                     exitCode: 1, mentions: ["$DIR/state.json"] + mentions)
    }

    static func hostile(_ name: String, _ json: String, screen: String = "artists") -> BadInputCase {
        BadInputCase(name: name, setup: .state(Array(json.utf8)), arguments: ["render", screen, "--state", "$DIR/state.json"],
                     exitCode: 0, mentions: [])
    }

    static func usage(_ name: String, _ arguments: [String], mentions: [String]) -> BadInputCase {
        BadInputCase(name: name, setup: .none, arguments: arguments, exitCode: 64, mentions: ["Error: "] + mentions)
    }

    /// The same case without the `--root $DIR` that ``goldens(_:_:exit:mentions:_:)`` adds.
    var withoutRoot: BadInputCase {
        BadInputCase(name: name, setup: setup, arguments: Array(arguments.dropLast(2)), exitCode: exitCode, mentions: mentions)
    }

    static func goldens(_ name: String, _ arguments: [String], exit: Int32 = 1, mentions: [String],
                        _ prepare: @escaping @Sendable (String) throws -> Void) -> BadInputCase {
        BadInputCase(name: name, setup: .goldens(prepare), arguments: arguments + ["--root", "$DIR"], exitCode: exit, mentions: mentions)
    }
}
