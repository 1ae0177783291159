@testable import SnapshotBench
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import GoldenCore
@testable import SnapshotTool

/// A raw TCP client for the server's tests: sends exactly the bytes given (malformed
/// ones too), slowly if asked, and reads until the server closes or the time is up.
struct LoopbackClient {
    let fd: Int32

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(LoopbackSocket.streamType), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { closeDescriptor(fd); throw ClientError(description: "cannot connect to port \(port)") }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    struct ClientError: Error, CustomStringConvertible { let description: String }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc_send(fd, $0.baseAddress! + offset, $0.count - offset) }
            if count <= 0 { return false }
            offset += count
        }
        return true
    }

    /// Everything the server sends until it closes (or 5 s pass).
    func readAll() -> String {
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = readDescriptor(fd, &chunk, chunk.count)
            if count <= 0 { break }
            out.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// What arrives within `seconds` (an event stream stays open).
    func read(for seconds: Double) -> String {
        let whole = seconds.rounded(.down)
        var timeout = timeval(tv_sec: Int(whole), tv_usec: Int32Usec((seconds - whole) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return readAll()
    }

    func close() { closeDescriptor(fd) }

    /// The status code of a response text (`HTTP/1.1 404 Not Found` → 404), or 0.
    static func status(_ response: String) -> Int {
        let parts = response.split(separator: " ", maxSplits: 2)
        return parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    }

    /// One request with a loopback Host, the response as text.
    static func exchange(port: Int, _ request: String) throws -> String {
        let client = try LoopbackClient(port: port)
        defer { client.close() }
        client.send(request)
        return client.readAll()
    }
}

private func closeDescriptor(_ fd: Int32) { _ = systemClose(fd) }
private func readDescriptor(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { systemRead(fd, buffer, count) }
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }

#if canImport(Glibc)
private func Glibc_send(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int { Glibc.send(fd, pointer, count, Int32(MSG_NOSIGNAL)) }
private typealias Int32Usec = Int
#else
private func Glibc_send(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int { Darwin.send(fd, pointer, count, 0) }
private typealias Int32Usec = Int32
#endif

/// A server on a free port, run on its own thread for the length of a test.
final class RunningServer: @unchecked Sendable {
    let server: HTTPServer
    private let done = DispatchSemaphore(value: 0)

    init(limits: HTTPLimits = HTTPLimits(), handler: @escaping HTTPServer.Handler = { .text(200, "path \($0.path)\n") }) throws {
        server = HTTPServer(socket: try LoopbackSocket.listen(port: 0), limits: limits, handler: handler)
        let server = server
        let done = done
        Thread.detachNewThread {
            server.run(tickSeconds: 0.05)
            done.signal()
        }
    }

    var port: Int { server.port }

    func stop() {
        server.stop()
        done.wait()
        server.closeListener()
    }
}
