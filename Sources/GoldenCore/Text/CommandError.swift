/// A command's way of stopping early: a usage error (exit 64, usage printed) or a
/// failure (exit 1). ``run(_:context:)`` maps both to messages on standard error.
package enum CommandError: Error, Sendable, Equatable {
    /// The command line is wrong; the message is printed with the command's usage.
    case usage(String)
    /// Something failed (a file, a check); the message is printed alone.
    case failure(String)
}

extension CommandError {
    /// The message, whichever the kind.
    package var message: String {
        switch self {
        case .usage(let message), .failure(let message): return message
        }
    }
}
