#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard output or standard error, through C stdio (buffered).
package final class StandardStream: TextOutput {
    package enum Stream { case output, error }

    private let stream: Stream

    package init(_ stream: Stream) {
        self.stream = stream
    }

    package func write(_ text: String) {
        switch stream {
        case .output: fputs(text, stdout)
        case .error: fputs(text, stderr)
        }
    }

    /// Flushes both streams; call before the process exits.
    package static func flushAll() {
        fflush(stdout)
        fflush(stderr)
    }

    /// Whether standard output is a terminal (colour is only used then).
    package static var outputIsTerminal: Bool {
        isatty(STDOUT_FILENO) == 1
    }
}
