#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GoldenCore
import Foundation

/// One accepted connection: it reads a request within the limits, writes the response,
/// then closes — or, when the client asked (`Connection: keep-alive`), waits for the next
/// request (requests sent ahead are answered in order) — or stays open as an event
/// stream; and it knows when it has run out of time.
final class HTTPConnection {
    let fd: Int32
    private var received: [UInt8] = []
    private var output: [UInt8] = []
    private var written = 0
    private(set) var isStream = false
    private(set) var isFinished = false
    private var closesAfterWrite = false
    /// The response being written leaves the connection open for the next request.
    private var keepsAlive = false
    /// Responses written in full on this connection.
    private var answered = 0
    private var deadline: Date

    init(fd: Int32, limits: HTTPLimits, screen: @escaping (HTTPRequest) -> (status: Int, message: String)? = { _ in nil }) {
        self.fd = fd
        self.deadline = Date().addingTimeInterval(limits.requestSeconds)
        self.limits = limits
        self.screen = screen
    }

    private let limits: HTTPLimits
    /// Refuses a request from its header alone (``LoopbackGuard``), before its body is read.
    private let screen: (HTTPRequest) -> (status: Int, message: String)?

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
            // Once a header is in, it is answered (or refused) before more is read: a
            // foreign POST's 64 MiB body is never read.
            if HTTPRequestParser.headerEnd(received, limit: limits.headerBytes) != nil {
                answerReceived(limits: limits, respond: respond)
                if closesAfterWrite || isStream { continue }
            }
            if received.count > limits.headerBytes + limits.bodyBytes + 4 { break }
        }
        answerReceived(limits: limits, respond: respond)
    }

    /// Answers the requests already received, in order, while no response is being written.
    func answerReceived(limits: HTTPLimits, respond: (HTTPRequest) -> HTTPResponse) {
        while !isStream, !closesAfterWrite, !isFinished, !wantsToWrite {
            switch HTTPRequestParser.parse(received, limits: limits, screen: screen) {
            case .incomplete: return
            case .refused(let status, let message): answer(.text(status, message + "\n"), isHead: false, keepAlive: false)
            case .complete(let request):
                received.removeFirst(min(request.wireLength, received.count))
                answer(respond(request), isHead: request.method == "HEAD", keepAlive: request.asksToKeepAlive)
            }
        }
    }

    private func answer(_ response: HTTPResponse, isHead: Bool, keepAlive: Bool) {
        isStream = response.isEventStream && !isHead
        keepsAlive = keepAlive && !isStream
        output = response.serialized(isHead: isHead, keepAlive: keepsAlive)
        written = 0
        closesAfterWrite = !isStream && !keepsAlive
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
        } else if keepsAlive {
            // Written in full: the next request has the request time from now.
            keepsAlive = false
            output = []
            written = 0
            answered += 1
            deadline = Date().addingTimeInterval(limits.requestSeconds)
        }
    }

    /// Whether its time is up: a request not received in time is answered 408 (best
    /// effort); a kept-alive connection idle since its last response just closes.
    func expire(now: Date) -> Bool {
        guard now >= deadline else { return false }
        let idle = answered > 0 && received.isEmpty && !wantsToWrite
        if !closesAfterWrite && !isStream && !idle {
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
