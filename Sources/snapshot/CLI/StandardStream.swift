#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard output or standard error, through C stdio (buffered).
final class StandardStream: TextOutput {
    enum Stream { case output, error }

    private let stream: Stream

    init(_ stream: Stream) {
        self.stream = stream
    }

    func write(_ text: String) {
        switch stream {
        case .output: fputs(text, stdout)
        case .error: fputs(text, stderr)
        }
    }

    /// Flushes both streams; call before the process exits.
    static func flushAll() {
        fflush(stdout)
        fflush(stderr)
    }

    /// Whether standard output is a terminal (colour is only used then).
    static var outputIsTerminal: Bool {
        isatty(STDOUT_FILENO) == 1
    }
}
