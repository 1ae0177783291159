#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GoldenCore
import Foundation

/// The process's standard output or standard error, through C stdio (buffered).
///
/// Text is written by byte count (`fwrite`), so a U+0000 inside it is written, not a
/// truncation point. A failed write (`> /dev/full`, a closed pipe with SIGPIPE ignored)
/// is remembered: ``flushAll()`` reports it, and the tool then exits non-zero.
package final class StandardStream: TextOutput {
    package enum Stream: Sendable { case output, error }

    private let stream: Stream

    package init(_ stream: Stream) {
        self.stream = stream
    }

    package func write(_ text: String) {
        var text = text
        let file = stream == .output ? stdout : stderr
        let complete = text.withUTF8 { buffer in
            buffer.isEmpty || fwrite(buffer.baseAddress, 1, buffer.count, file) == buffer.count
        }
        if !complete { Self.failures.record(stream, errno) }
    }

    /// Flushes this stream (a failure is remembered like a failed write).
    package func flush() {
        if fflush(stream == .output ? stdout : stderr) != 0 { Self.failures.record(stream, errno) }
    }

    /// Flushes both streams; call before the process exits. Returns what failed, e.g.
    /// `standard output: No space left on device`, or nil when every write went through.
    package static func flushAll() -> String? {
        if fflush(stdout) != 0 { failures.record(.output, errno) }
        if fflush(stderr) != 0 { failures.record(.error, errno) }
        return failures.first
    }

    /// Whether standard output is a terminal (colour is only used then).
    package static var outputIsTerminal: Bool {
        isatty(STDOUT_FILENO) == 1
    }

    private static let failures = Failures()

    /// The first failed write of the process.
    private final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var message: String?

        func record(_ stream: Stream, _ code: Int32) {
            let text = (stream == .output ? "standard output: " : "standard error: ") + String(cString: strerror(code))
            lock.withLock { if message == nil { message = text } }
        }

        var first: String? { lock.withLock { message } }
    }
}
