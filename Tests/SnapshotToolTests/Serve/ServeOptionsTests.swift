import Foundation
import Testing
@testable import LiveCatalog
@testable import GoldenCore
@testable import SnapshotTool

/// The catalog's options (`artist`, …) are a page's own: carried in its URL and sent with
/// each request, over the command line's, never changing what another page shows.
@Suite struct ServeOptionsTests {
    func routes(_ workspace: TestWorkspace, options: [String: String] = [:]) throws -> PreviewRoutes {
        let context = CommandContext(output: TextBuffer(), errors: TextBuffer(), environment: [:], workingDirectory: workspace.root,
                                     outputIsTerminal: false, catalog: workspace.catalog)
        let session = try PreviewSession(context: context, statePath: nil, optionValues: options)
        return PreviewRoutes(session: session, status: { .object([:]) })
    }

    /// The `text` of `/api/entry` for `query`.
    func entryText(_ routes: PreviewRoutes, _ query: String) throws -> String {
        let response = routes.respond(HTTPRequest(method: "GET", target: "/api/entry?name=relisten/years@loaded" + query))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        return try #require(json["text"] as? String)
    }

    @Test func eachPageShowsItsOwnArtist() throws {
        let routes = try routes(try TestWorkspace(catalog: .live))
        #expect(try entryText(routes, "&artist=phish").contains("Phish"))
        #expect(try entryText(routes, "").contains("Grateful Dead"), "another page's options change nothing here")
        #expect(try entryText(routes, "&artist=").contains("Grateful Dead"), "an empty value is no value")
    }

    @Test func aPagesOptionsOverrideTheCommandLines() throws {
        let routes = try routes(try TestWorkspace(catalog: .live), options: ["artist": "phish"])
        #expect(try entryText(routes, "").contains("Phish"))
        #expect(try entryText(routes, "&artist=grateful-dead").contains("Grateful Dead"))
        #expect(try entryText(routes, "&nope=1").contains("Phish"), "a name that is not an option is ignored")
    }

    @Test func renderWithOptionsPrintsWhatRenderWithTheFlagsPrints() throws {
        let workspace = try TestWorkspace(catalog: .live)
        let printed = workspace.run(["render", "relisten/years@loaded", "--artist", "phish"])
        let served = try routes(workspace).respond(HTTPRequest(method: "GET", target: "/render/relisten/years@loaded?artist=phish"))
        #expect(served.status == 200)
        #expect(String(decoding: served.body, as: UTF8.self) == printed.output)
        let unknown = try routes(workspace).respond(HTTPRequest(method: "GET", target: "/render/relisten/years@loaded?artist=nobody"))
        #expect(unknown.status == 400)
    }

    @Test func theOldServerWideOptionsRouteIsGone() throws {
        let routes = try routes(try TestWorkspace(catalog: .live))
        #expect(routes.respond(HTTPRequest(method: "POST", target: "/api/options")).status == 404)
    }
}
