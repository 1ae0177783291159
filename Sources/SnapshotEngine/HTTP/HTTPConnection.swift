#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One accepted connection: it reads a request within the limits, writes one response
/// (or stays open as an event stream), and knows when it has run out of time.
final class HTTPConnection {
    let fd: Int32
    private var received: [UInt8] = []
    private var output: [UInt8] = []
    private var written = 0
    private(set) var isStream = false
    private(set) var isFinished = false
    private var closesAfterWrite = false
    private var deadline: Date

    init(fd: Int32, limits: HTTPLimits) {
        self.fd = fd
        self.deadline = Date().addingTimeInterval(limits.requestSeconds)
        self.limits = limits
    }

    private let limits: HTTPLimits

    var wantsToWrite: Bool { written < output.count }

    /// Reads what arrived and, once a whole request is in (or it is refused), queues the answer.
    func receive(limits: HTTPLimits, respond: (HTTPRequest) -> HTTPResponse) {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(fd, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { break }
            if count <= 0 { isFinished = true; return }  // closed by the client (or an error)
            if isStream || closesAfterWrite { continue }  // nothing more is read once answered
            received.append(contentsOf: chunk[0..<count])
            if received.count > limits.headerBytes + limits.bodyBytes + 4 { break }
        }
        guard !isStream, !closesAfterWrite else { return }
        switch HTTPRequestParser.parse(received, limits: limits) {
        case .incomplete: return
        case .refused(let status, let message): answer(.text(status, message + "\n"), isHead: false)
        case .complete(let request):
            received = []
            answer(respond(request), isHead: request.method == "HEAD")
        }
    }

    private func answer(_ response: HTTPResponse, isHead: Bool) {
        output = response.serialized(isHead: isHead)
        written = 0
        isStream = response.isEventStream && !isHead
        closesAfterWrite = !isStream
        deadline = isStream ? .distantFuture : Date().addingTimeInterval(limits.responseSeconds)
        flush()
    }

    /// Adds an event for a stream; a reader more than `backlogLimit` bytes behind is dropped.
    func enqueue(_ bytes: [UInt8], backlogLimit: Int) {
        if written > 0 { output.removeFirst(written); written = 0 }
        guard output.count + bytes.count <= backlogLimit else { isFinished = true; return }
        output.append(contentsOf: bytes)
    }

    /// Writes as much as the socket takes now; finishes once a plain response is out.
    func flush() {
        while written < output.count {
            let count = output.withUnsafeBytes { buffer in
                send(fd, buffer.baseAddress! + written, buffer.count - written, Self.sendFlags)
            }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return }
            if count <= 0 { isFinished = true; return }
            written += count
        }
        if closesAfterWrite {
            shutdown(fd, Int32(SHUT_WR))
            isFinished = true
        }
    }

    /// Whether its time is up: a request not received in time is answered 408 (best effort).
    func expire(now: Date) -> Bool {
        guard now >= deadline else { return false }
        if !closesAfterWrite && !isStream {
            let bytes = HTTPResponse.text(408, "request not received within \(Int(limits.requestSeconds)) s\n").serialized()
            _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress!, $0.count, Self.sendFlags) }
        }
        return true
    }

    /// Answers 503 at once: too many connections are open.
    func refuseBusy() {
        let bytes = HTTPResponse.text(503, "too many connections (\(limits.connections)); try again\n").serialized()
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress!, $0.count, Self.sendFlags) }
    }

    #if canImport(Glibc)
    static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    static let sendFlags: Int32 = 0
    #endif
}
