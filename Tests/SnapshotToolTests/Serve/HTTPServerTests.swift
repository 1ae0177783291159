@testable import SnapshotBench
import Foundation
import Testing
@testable import GoldenCore
@testable import SnapshotTool

/// The preview server's HTTP layer: what it accepts, what it refuses and why, and that a
/// slow, huge or numerous client cannot hold it up.
@Suite(.serialized) struct HTTPServerTests {
    static let get = "GET /a%20b?x=1&y=two+words HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"

    @Test func servesAGetWithItsDecodedPathAndClosesTheConnection() throws {
        let running = try RunningServer { request in .text(200, "\(request.path) \(request.query["y"] ?? "-")\n") }
        defer { running.stop() }
        let response = try LoopbackClient.exchange(port: running.port, Self.get)
        #expect(LoopbackClient.status(response) == 200)
        #expect(response.hasSuffix("\r\n\r\n/a b two words\n"))
        expect(response, contains: "Connection: close\r\n")
        expect(response, contains: "Content-Length: 15\r\n")
    }

    @Test(arguments: [
        ("GARBAGE\r\n\r\n", 400),
        ("GET /\r\nHost: localhost\r\n\r\n", 400),
        ("GET http://evil.example/ HTTP/1.1\r\nHost: localhost\r\n\r\n", 400),
        ("GET / HTTP/2.0\r\nHost: localhost\r\n\r\n", 505),
        ("GET / HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: localhost\r\nHost: localhost\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: localhost\r\n folded\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost : localhost\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: local\u{1}host\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 501),
        ("POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1, 2\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\nab", 400),
        ("POST / HTTP/1.1\r\nHost: localhost\r\n\r\n", 411),
        ("G\u{0}T / HTTP/1.1\r\nHost: localhost\r\n\r\n", 400),
    ])
    func refusesMalformedRequests(request: String, status: Int) throws {
        let running = try RunningServer()
        defer { running.stop() }
        let response = try LoopbackClient.exchange(port: running.port, request)
        #expect(LoopbackClient.status(response) == status, "\(request.debugDescription) → \(response)")
    }

    @Test func refusesHugeHeadersTargetsAndBodiesWithoutReadingThem() throws {
        let running = try RunningServer(limits: HTTPLimits(headerBytes: 4_096, bodyBytes: 1_000))
        defer { running.stop() }
        let bigHeader = "GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: " + String(repeating: "a", count: 100_000) + "\r\n\r\n"
        #expect(LoopbackClient.status(try LoopbackClient.exchange(port: running.port, bigHeader)) == 431)
        let manyHeaders = "GET / HTTP/1.1\r\nHost: localhost\r\n" + String(repeating: "X-A: b\r\n", count: 200) + "\r\n"
        #expect(LoopbackClient.status(try LoopbackClient.exchange(port: running.port, manyHeaders)) == 431)
        let longTarget = "GET /" + String(repeating: "a", count: 9_000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n"
        #expect(LoopbackClient.status(try LoopbackClient.exchange(port: running.port, longTarget)) == 414)
        let bigBody = "POST / HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:\(running.port)\r\nContent-Length: 5000\r\n\r\n"
        #expect(LoopbackClient.status(try LoopbackClient.exchange(port: running.port, bigBody)) == 413)
    }

    @Test func aSlowClientIsAnswered408AndDoesNotHoldUpOthers() throws {
        var limits = HTTPLimits()
        limits.requestSeconds = 3
        let running = try RunningServer(limits: limits)
        defer { running.stop() }
        let slow = try LoopbackClient(port: running.port)
        defer { slow.close() }
        slow.send("GET / HTTP/1.1\r\nHo")
        let started = Date()
        let other = try LoopbackClient.exchange(port: running.port, Self.get)
        #expect(LoopbackClient.status(other) == 200)
        #expect(Date().timeIntervalSince(started) < 2.5, "served while the slow client still had time left")
        let answer = slow.readAll()
        #expect(LoopbackClient.status(answer) == 408)
        #expect(Date().timeIntervalSince(started) >= 2.5)
    }

    @Test func aRequestSentOneByteAtATimeWithinTheLimitIsServed() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try LoopbackClient(port: running.port)
        defer { client.close() }
        for byte in Array(Self.get.utf8) {
            client.send([byte])
            usleep(500)
        }
        #expect(LoopbackClient.status(client.readAll()) == 200)
    }

    @Test func manyConnectionsAtOnceAreServedAndThoseOverTheLimitAnswered503() throws {
        var limits = HTTPLimits()
        limits.connections = 40
        let running = try RunningServer(limits: limits)
        defer { running.stop() }
        var idle: [LoopbackClient] = []
        for _ in 0..<40 { idle.append(try LoopbackClient(port: running.port)) }
        usleep(200_000)
        #expect(LoopbackClient.status(try LoopbackClient.exchange(port: running.port, Self.get)) == 503)
        for client in idle { client.send(Self.get) }
        let statuses = idle.map { LoopbackClient.status($0.readAll()) }
        idle.forEach { $0.close() }
        #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses)")
        usleep(100_000)
        let after = (0..<100).map { _ in (try? LoopbackClient.exchange(port: running.port, Self.get)).map(LoopbackClient.status) ?? 0 }
        #expect(after.allSatisfy { $0 == 200 })
    }

    @Test(arguments: ["evil.example", "evil.example:8421", "127.0.0.1.nip.io", "localhost.evil.example", "10.0.0.1", "127.0.0.1:1"])
    func refusesAHostThatIsNotALoopbackName(host: String) throws {
        let running = try RunningServer()
        defer { running.stop() }
        let response = try LoopbackClient.exchange(port: running.port, "GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n")
        #expect(LoopbackClient.status(response) == 403)
        expect(response, contains: "is not a loopback name")
    }

    @Test func acceptsEveryLoopbackNameWithItsPortOrNone() throws {
        let running = try RunningServer()
        defer { running.stop() }
        for host in ["localhost", "127.0.0.1:\(running.port)", "[::1]:\(running.port)", "LOCALHOST:\(running.port)"] {
            let response = try LoopbackClient.exchange(port: running.port, "GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n")
            #expect(LoopbackClient.status(response) == 200, "\(host)")
        }
    }

    @Test func stateChangingRequestsNeedThisServersOrigin() throws {
        let running = try RunningServer { request in .text(200, String(decoding: request.body, as: UTF8.self)) }
        defer { running.stop() }
        let port = running.port
        func post(_ origin: String?) throws -> Int {
            let header = origin.map { "Origin: \($0)\r\n" } ?? ""
            return LoopbackClient.status(try LoopbackClient.exchange(
                port: port, "POST /state HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(header)Content-Length: 2\r\n\r\n{}"))
        }
        #expect(try post(nil) == 403)
        #expect(try post("http://evil.example") == 403)
        #expect(try post("http://127.0.0.1:\(port).evil.example") == 403)
        #expect(try post("https://127.0.0.1:\(port)") == 403)
        #expect(try post("http://127.0.0.1:1") == 403)
        #expect(try post("null") == 403)
        #expect(try post("http://127.0.0.1:\(port)") == 200)
        #expect(try post("http://localhost:\(port)") == 200)
    }

    @Test func anEventStreamStaysOpenAndReceivesBroadcasts() throws {
        let running = try RunningServer { _ in .eventStream(first: "event: hello\ndata: 1\n\n") }
        defer { running.stop() }
        let client = try LoopbackClient(port: running.port)
        defer { client.close() }
        client.send(Self.get)
        #expect(client.read(for: 0.3).contains("event: hello\ndata: 1\n\n"))
        running.server.broadcast("render", data: "{\"v\":2}")
        #expect(client.read(for: 0.3).contains("event: render\ndata: {\"v\":2}\n\n"))
    }

    @Test func stopReturnsPromptlyAndClosesEveryConnection() throws {
        let running = try RunningServer()
        let clients = try (0..<5).map { _ in try LoopbackClient(port: running.port) }
        usleep(100_000)
        let started = Date()
        running.stop()
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(running.server.openConnectionCount == 0)
        for client in clients {
            #expect(client.readAll() == "")
            client.close()
        }
    }

    @Test func parsesAPostBodyArrivingInPieces() {
        let limits = HTTPLimits()
        let head = Array("POST /state HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\n\r\nab".utf8)
        #expect(HTTPRequestParser.parse(head, limits: limits) == .incomplete)
        guard case .complete(let request) = HTTPRequestParser.parse(head + Array("cd".utf8), limits: limits) else {
            Issue.record("not complete"); return
        }
        #expect(request.body == Array("abcd".utf8))
        #expect(request.header("CONTENT-LENGTH") == "4")
    }
}
