import Foundation
import Testing
import TemplateKitLite
@testable import LiveCatalog
@testable import GoldenCore
@testable import SnapshotTool

/// Issue 29, item 7: the preview server's own origin is a loopback name with its port, a
/// query value is never read as an option, and a foreign POST is refused from its header,
/// before its body is read.
@Suite struct PreviewServerHardeningTests {
    @Test func anOriginWithoutThePortIsNotThisServer() {
        let guardRules = LoopbackGuard(port: 8421)
        #expect(!guardRules.isOwnOrigin("http://[::1]"), "port 80, another server")
        #expect(!guardRules.isOwnOrigin("http://localhost"))
        #expect(!guardRules.isOwnOrigin("http://[::1]:84210"))
        #expect(guardRules.isOwnOrigin("http://[::1]:8421") && guardRules.isOwnOrigin("http://LOCALHOST:8421"))
        let post = HTTPRequest(method: "POST", target: "/api/state", headers: [(name: "host", value: "[::1]:8421"), (name: "origin", value: "http://[::1]")])
        #expect(guardRules.refusal(for: post)?.status == 403)
    }

    @Test func aQueryValueIsNeverAnOption() throws {
        let workspace = try TestWorkspace(catalog: .live)
        let context = CommandContext(
            output: TextBuffer(), errors: TextBuffer(), environment: [:], workingDirectory: workspace.root,
            outputIsTerminal: false, catalog: workspace.catalog)
        let routes = PreviewRoutes(session: try PreviewSession(context: context, statePath: nil, optionValues: [:]), status: { .object([:]) })
        let response = routes.respond(HTTPRequest(method: "GET", target: "/render/artists@loaded?profile=--help"))
        let body = String(decoding: response.body, as: UTF8.self)
        #expect(response.status == 400, "\(response.status): \(body)")
        #expect(!body.contains("USAGE") && !body.contains("OPTIONS"), "\(body)")
    }

    @Test func aForeignPostIsRefusedFromItsHeaderAlone() throws {
        let head = Array("POST /api/state HTTP/1.1\r\nHost: 127.0.0.1:8421\r\nOrigin: http://evil.example\r\nContent-Length: 67108864\r\n\r\n".utf8)
        let guardRules = LoopbackGuard(port: 8421)
        let outcome = HTTPRequestParser.parse(head, limits: HTTPLimits(), screen: { guardRules.refusal(for: $0) })
        guard case .refused(let status, _) = outcome else {
            Issue.record("waited for the body: \(outcome)")
            return
        }
        #expect(status == 403)
        // On a real server: the answer comes while the client has sent only the header.
        let running = try RunningServer { _ in .text(200, "saved\n") }
        defer { running.stop() }
        let client = try LoopbackClient(port: running.port)
        defer { client.close() }
        #expect(client.send("POST /api/state HTTP/1.1\r\nHost: 127.0.0.1:\(running.port)\r\nOrigin: http://evil.example\r\nContent-Length: 67108864\r\n\r\n"))
        let answer = client.read(for: 5)
        #expect(LoopbackClient.status(answer) == 403, "\(answer)")
    }
}
