@testable import SnapshotBench
import Foundation
import Testing
@testable import GoldenCore
@testable import SnapshotTool

/// Keep-alive: a client that asks (`Connection: keep-alive`, as browsers do) gets each
/// answer on the same connection, requests sent ahead are answered in order, and an idle
/// connection closes quietly after the request time; one that does not ask is closed.
@Suite(.serialized) struct HTTPKeepAliveTests {
    static func request(_ path: String, _ connection: String = "keep-alive") -> String {
        "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: \(connection)\r\n\r\n"
    }

    /// The number of responses in `text` (status lines).
    static func responses(_ text: String) -> Int { text.components(separatedBy: "HTTP/1.1 200 OK\r\n").count - 1 }

    @Test func aKeptAliveConnectionAnswersRequestsInTurnUntilAskedToClose() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try LoopbackClient(port: running.port)
        defer { client.close() }
        client.send(Self.request("/one"))
        let first = client.read(for: 0.5)
        #expect(first.contains("Connection: keep-alive\r\n") && first.hasSuffix("path /one\n"), "\(first)")
        client.send(Self.request("/two"))
        #expect(client.read(for: 0.5).hasSuffix("path /two\n"))
        client.send(Self.request("/three", "close"))
        let started = Date()
        let last = client.readAll()
        #expect(last.contains("Connection: close\r\n") && last.hasSuffix("path /three\n"), "\(last)")
        #expect(Date().timeIntervalSince(started) < 2, "closed after the answer")
    }

    @Test func requestsSentAheadAreAnsweredInOrder() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try LoopbackClient(port: running.port)
        defer { client.close() }
        client.send(Self.request("/one") + Self.request("/two") + Self.request("/three", "close"))
        let text = client.readAll()
        #expect(Self.responses(text) == 3, "\(text)")
        let one = try #require(text.range(of: "path /one")), two = try #require(text.range(of: "path /two"))
        #expect(one.lowerBound < two.lowerBound && text.hasSuffix("path /three\n"))
    }

    @Test func anIdleKeptAliveConnectionClosesQuietly() throws {
        var limits = HTTPLimits()
        limits.requestSeconds = 1
        let running = try RunningServer(limits: limits)
        defer { running.stop() }
        let client = try LoopbackClient(port: running.port)
        defer { client.close() }
        client.send(Self.request("/one"))
        #expect(Self.responses(client.read(for: 0.3)) == 1)
        let started = Date()
        #expect(client.read(for: 4) == "", "no 408 for a connection idle between requests")
        let waited = Date().timeIntervalSince(started)
        #expect(waited > 0.4 && waited < 3, "closed after the request time (1 s), not at the read's 4 s: \(waited)")
    }

    @Test(arguments: [("keep-alive", true), ("Keep-Alive, Upgrade", true), ("close", false), ("keep-alive, close", false), ("", false)])
    func theClientAsksWithItsConnectionHeader(value: String, asks: Bool) {
        let headers = value.isEmpty ? [] : [(name: "connection", value: value)]
        #expect(HTTPRequest(method: "GET", target: "/", headers: headers).asksToKeepAlive == asks)
    }

    @Test func theParserSaysWhereTheNextRequestStarts() {
        let post = "POST /s HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\n\r\nabc"
        let bytes = Array((post + "GET / HTTP/1.1\r\n").utf8)
        guard case .complete(let request) = HTTPRequestParser.parse(bytes, limits: HTTPLimits()) else {
            Issue.record("the POST is complete")
            return
        }
        #expect(request.wireLength == post.utf8.count)
        #expect(request.body == Array("abc".utf8))
    }
}
