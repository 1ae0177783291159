import Foundation
import Testing
@testable import GoldenCore
@testable import SnapshotTool
@testable import LiveCatalog

/// The review page: written where asked, valid enough for a browser, self-contained,
/// and showing every screen.
@Suite struct ReviewPageTests {
    static func makePage() throws -> (code: ExitCode, html: String, folder: String) {
        let folder = NSTemporaryDirectory() + "review-\(UUID().uuidString)"
        let result = GoldensTests.run(["review", "--out", folder])
        let html = (try? String(contentsOfFile: folder + "/index.html", encoding: .utf8)) ?? ""
        return (result.code, html, folder)
    }

    @Test func pageIsSelfContainedAndShowsEveryScreen() throws {
        let page = try Self.makePage()
        defer { try? FileManager.default.removeItem(atPath: page.folder) }
        #expect(page.code == .success)
        #expect(page.html.hasPrefix("<!DOCTYPE html>"))
        #expect(page.html.contains("</html>"))
        // The SVG namespace (drawings, the text panes' icons) names no resource, and an SVG
        // golden is shown from its own bytes.
        let html = page.html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
            .replacingOccurrences(of: "src=\"data:image/svg+xml;base64,", with: "")
        for forbidden in ["http://", "https://", "src=", "<link", "@import", "url("] where forbidden != "https://" {
            #expect(!html.contains(forbidden), "page loads something: \(forbidden)")
        }
        // Remote image URLs appear only as escaped title text, never as a resource to load.
        #expect(!page.html.contains("src=\"http"))
        for entry in Gallery.entries { #expect(page.html.contains("data-name=\"gallery/\(entry.name).txt\"")) }
        for name in SnapshotCatalog.live.names where name.hasPrefix("relisten/") && name.hasSuffix(".txt") {
            #expect(page.html.contains("data-name=\"\(name)\""), "\(name)")
        }
        #expect(page.html.contains("prefers-color-scheme:dark"))
        #expect(page.html.contains("id=\"filter\""))
    }

    @Test func journeysAreStoryboardsOfCars() throws {
        let page = try Self.makePage()
        defer { try? FileManager.default.removeItem(atPath: page.folder) }
        #expect(page.html.contains("class=\"filmstrip storyboard\""))
        #expect(page.html.contains("<figcaption>Step 1: tap &quot;Grateful Dead&quot;</figcaption><div class=\"car\""))
        // The row the next step taps is marked in the car it is tapped on.
        #expect(page.html.contains("tapped"))
    }

    @Test func tagsAreBalanced() throws {
        let page = try Self.makePage()
        defer { try? FileManager.default.removeItem(atPath: page.folder) }
        for tag in ["div", "section", "span", "pre", "main", "p", "h2"] {
            let opened = page.html.components(separatedBy: "<\(tag)>").count + page.html.components(separatedBy: "<\(tag) ").count - 2
            let closed = page.html.components(separatedBy: "</\(tag)>").count - 1
            #expect(opened == closed, "<\(tag)> opened \(opened), closed \(closed)")
        }
    }

    @Test func changedScreenShowsBeforeAfterAndDiff() {
        let item = ReviewItem(
            name: "x.txt", template: .list(.init(title: "X")), isPushed: false, profile: .unconstrained, status: .changed,
            before: "old <row>\n", after: "new row\n", diffLines: ["@@ -1 +1 @@", "-old <row>", "+new row"])
        let html = ReviewPage(items: [item]).html()
        #expect(html.contains("Before (golden)") && html.contains("After (render)"))
        #expect(html.contains("<span class=\"del\">-old &lt;row&gt;</span>"))
        #expect(html.contains("<span class=\"add\">+new row</span>"))
        #expect(html.contains("1 changed"))
    }

    @Test func outFolderWithDotDotIsRefused() {
        let result = GoldensTests.run(["review", "--out", "../../escape"])
        #expect(result.code == .usage)
        #expect(result.errors.contains("--out"))
    }
}
