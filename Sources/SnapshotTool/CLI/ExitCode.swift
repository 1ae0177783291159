#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GoldenCore

/// How a `snapshot` run ended, as the process exit status.
///
/// `0` success, `1` a failed check or an error, `64` a usage error (`EX_USAGE`), as in
/// swift-argument-parser.
package struct ExitCode: Hashable, Sendable, CustomStringConvertible {
    package let rawValue: Int32

    /// Everything went as asked.
    package static let success = ExitCode(rawValue: 0)
    /// A check failed, or the files could not be read or written.
    package static let failure = ExitCode(rawValue: 1)
    /// The command line was wrong: unknown option, missing value, bad name or filter.
    package static let usage = ExitCode(rawValue: 64)

    package var description: String { String(rawValue) }

    /// Ends the process with this status.
    package static func terminate(with code: ExitCode) -> Never {
        exit(code.rawValue)
    }
}
