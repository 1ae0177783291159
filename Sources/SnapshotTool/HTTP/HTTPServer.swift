#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GoldenCore
import Foundation

/// A small HTTP/1.1 server on one thread: `poll(2)` over non-blocking sockets, a
/// connection kept alive when the client asks (`Connection: keep-alive`, as browsers do)
/// and closed otherwise, server-sent event streams kept open for
/// ``broadcast(_:data:)``. Every request passes ``LoopbackGuard`` before the handler;
/// size and time are bounded by ``HTTPLimits`` (a slow or stuck client is dropped, never
/// waited for).
///
///     let server = HTTPServer(socket: try .listen(port: 0)) { request in .text(200, "hi\n") }
///     server.run(tick: { … })          // until stop()
package final class HTTPServer: @unchecked Sendable {
    package typealias Handler = (HTTPRequest) -> HTTPResponse

    package let socket: LoopbackSocket
    package var port: Int { socket.port }
    let limits: HTTPLimits
    let handler: Handler
    let guardRules: LoopbackGuard
    /// Written to wake the loop from another thread (``stop()``, ``broadcast(_:data:)``).
    private let wake: (read: Int32, write: Int32)
    private let lock = NSLock()
    private var stopRequested = false
    private var queuedEvents: [[UInt8]] = []
    private var connections: [Int32: HTTPConnection] = [:]

    package init(socket: LoopbackSocket, limits: HTTPLimits = HTTPLimits(), handler: @escaping Handler) {
        self.socket = socket
        self.limits = limits
        self.handler = handler
        self.guardRules = LoopbackGuard(port: socket.port)
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        for fd in fds { Descriptor.setNonBlocking(fd); Descriptor.setCloseOnExec(fd, true) }
        self.wake = (fds[0], fds[1])
    }

    deinit {
        close(wake.read)
        close(wake.write)
    }

    /// Serves until ``stop()``, calling `tick` about every `tickSeconds` on this thread;
    /// then closes every connection. The listening socket stays open (``closeListener()``).
    package func run(tickSeconds: Double = 0.1, tick: () -> Void = {}) {
        var lastTick = Date()
        while !isStopRequested {
            pollOnce(timeoutMilliseconds: Int32(tickSeconds * 1_000))
            deliverQueuedEvents()
            expireDeadlines()
            if Date().timeIntervalSince(lastTick) >= tickSeconds {
                lastTick = Date()
                tick()
            }
        }
        deliverQueuedEvents()  // a last word (e.g. "restarting") to the open event streams
        for fd in connections.keys { close(fd) }
        connections.removeAll()
    }

    /// Asks ``run(tickSeconds:tick:)`` to return; safe from any thread.
    package func stop() {
        lock.withLock { stopRequested = true }
        _ = write(wake.write, [UInt8(1)], 1)
    }

    /// Sends `event: name` with `data` (one line) to every open event stream; safe from any thread.
    package func broadcast(_ name: String, data: String) {
        let message = Array("event: \(name)\ndata: \(data.replacingOccurrences(of: "\n", with: " "))\n\n".utf8)
        lock.withLock { queuedEvents.append(message) }
        _ = write(wake.write, [UInt8(1)], 1)
    }

    package func closeListener() { close(socket.descriptor) }

    /// Connections open now (tests).
    package var openConnectionCount: Int { connections.count }

    private var isStopRequested: Bool { lock.withLock { stopRequested } }

    private func pollOnce(timeoutMilliseconds: Int32) {
        var fds = [pollfd(fd: socket.descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
        for (fd, connection) in connections {
            fds.append(pollfd(fd: fd, events: Int16(connection.wantsToWrite ? POLLOUT : POLLIN), revents: 0))
        }
        let ready = poll(&fds, nfds_t(fds.count), timeoutMilliseconds)
        guard ready > 0 else { return }
        if fds[1].revents != 0 { drainWakePipe() }
        if fds[0].revents & Int16(POLLIN) != 0 { acceptAll() }
        for entry in fds.dropFirst(2) where entry.revents != 0 {
            guard let connection = connections[entry.fd] else { continue }
            if entry.revents & Int16(POLLOUT) != 0 {
                connection.flush()
                connection.answerReceived(limits: limits, respond: respond)  // requests sent ahead on a kept-alive connection
            } else if entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                connection.receive(limits: limits, respond: respond)
            }
            if connection.isFinished { drop(entry.fd) }
        }
    }

    private func acceptAll() {
        while true {
            let fd = accept(socket.descriptor, nil, nil)
            guard fd >= 0 else { return }
            Descriptor.setNonBlocking(fd)
            Descriptor.setCloseOnExec(fd, true)
            var noSigPipe: Int32 = 1
            #if canImport(Darwin)
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &noSigPipe, socklen_t(MemoryLayout<Int32>.size))
            #else
            _ = noSigPipe
            #endif
            let rules = guardRules
            let connection = HTTPConnection(fd: fd, limits: limits, screen: { rules.refusal(for: $0) })
            if connections.count >= limits.connections {
                connection.refuseBusy()
                close(fd)
                continue
            }
            connections[fd] = connection
        }
    }

    /// The guard's refusal, or the handler's response.
    private func respond(_ request: HTTPRequest) -> HTTPResponse {
        if let refusal = guardRules.refusal(for: request) { return .text(refusal.status, refusal.message + "\n") }
        return handler(request)
    }

    private func deliverQueuedEvents() {
        let events = lock.withLock { () -> [[UInt8]] in
            defer { queuedEvents.removeAll() }
            return queuedEvents
        }
        guard !events.isEmpty else { return }
        for (fd, connection) in connections where connection.isStream {
            for event in events { connection.enqueue(event, backlogLimit: limits.streamBacklogBytes) }
            connection.flush()
            if connection.isFinished { drop(fd) }
        }
    }

    private func expireDeadlines() {
        let now = Date()
        for (fd, connection) in connections where connection.expire(now: now) { drop(fd) }
    }

    private func drop(_ fd: Int32) {
        connections[fd] = nil
        close(fd)
    }

    private func drainWakePipe() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wake.read, &buffer, buffer.count) > 0 {}
    }
}
