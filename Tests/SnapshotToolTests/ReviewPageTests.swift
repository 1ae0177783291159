#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
        expect(page.html, contains: "</html>")
        // The SVG namespace (drawings, the text panes' icons) names no resource, and an SVG
        // golden is shown from its own bytes.
        let html = page.html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
            .replacingOccurrences(of: "src=\"data:image/svg+xml;base64,", with: "")
        for forbidden in ["http://", "https://", "src=", "<link", "@import", "url("] where forbidden != "https://" {
            #expect(!html.contains(forbidden), "page loads something: \(forbidden)")
        }
        // Remote image URLs appear only as escaped title text, never as a resource to load.
        expect(page.html, lacks: "src=\"http")
        for entry in Gallery.entries { expect(page.html, contains: "data-name=\"gallery/\(entry.name).txt\"") }
        for name in SnapshotCatalog.live.names where name.hasPrefix("relisten/") && name.hasSuffix(".txt") {
            #expect(page.html.contains("data-name=\"\(name)\""), "\(name)")
        }
        expect(page.html, contains: "prefers-color-scheme:dark")
        expect(page.html, contains: "id=\"filter\"")
    }

    @Test func journeysAreStoryboardsOfCars() throws {
        let page = try Self.makePage()
        defer { try? FileManager.default.removeItem(atPath: page.folder) }
        expect(page.html, contains: "class=\"filmstrip storyboard\"")
        expect(page.html, contains: "<figcaption>Step 1: tap &quot;Grateful Dead&quot;</figcaption><div class=\"car\"")
        // The row the next step taps is marked in the car it is tapped on.
        expect(page.html, contains: "tapped")
    }

    @Test func tagsAreBalanced() throws {
        let page = try Self.makePage()
        defer { try? FileManager.default.removeItem(atPath: page.folder) }
        let html = page.html.utf8CString
        for tag in ["div", "section", "span", "pre", "main", "p", "h2"] {
            let opened = try Self.occurrences(of: "<\(tag)>", in: html) + Self.occurrences(of: "<\(tag) ", in: html)
            let closed = try Self.occurrences(of: "</\(tag)>", in: html)
            #expect(opened == closed, "<\(tag)> opened \(opened), closed \(closed)")
        }
    }

    /// How many times `needle` occurs in the NUL-terminated `text`, none overlapping (what
    /// `components(separatedBy:).count - 1` counts), found with `strstr`: the 4 MB page's
    /// 21 counts took 7 s with `components(separatedBy:)` in a debug build. A NUL inside
    /// the text would end the search early: it is refused.
    static func occurrences(of needle: String, in text: ContiguousArray<CChar>) throws -> Int {
        try text.withUnsafeBufferPointer { text in
            let base = try #require(text.baseAddress)
            try #require(strlen(base) == text.count - 1, "the text holds a NUL byte")
            var count = 0
            var cursor = base
            while let found = strstr(cursor, needle) {
                count += 1
                cursor = UnsafePointer(found) + needle.utf8.count
            }
            return count
        }
    }

    @Test func occurrencesCountsAsComponentsSeparatedByDoes() throws {
        for (text, needle) in [("<p>a</p><p>b</p><pre>", "<p>"), ("", "<p>"), ("aaaa", "aa"), ("<div ", "<div "), ("x", "xy")] {
            #expect(try Self.occurrences(of: needle, in: text.utf8CString) == text.components(separatedBy: needle).count - 1, "\(text)")
        }
    }

    @Test func changedScreenShowsBeforeAfterAndDiff() {
        let item = ReviewItem(
            name: "x.txt", template: .list(.init(title: "X")), isPushed: false, profile: .unconstrained, status: .changed,
            before: "old <row>\n", after: "new row\n", diffLines: ["@@ -1 +1 @@", "-old <row>", "+new row"])
        let html = ReviewPage(items: [item]).html()
        #expect(html.contains("Before (golden)") && html.contains("After (render)"))
        expect(html, contains: "<span class=\"del\">-old &lt;row&gt;</span>")
        expect(html, contains: "<span class=\"add\">+new row</span>")
        expect(html, contains: "1 changed")
    }

    @Test func outFolderWithDotDotIsRefused() {
        let result = GoldensTests.run(["review", "--out", "../../escape"])
        #expect(result.code == .usage)
        expect(result.errors, contains: "--out")
    }
}
