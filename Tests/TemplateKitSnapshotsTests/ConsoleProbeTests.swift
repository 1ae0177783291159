import Foundation
import Testing
import TemplateKitLite
@testable import GoldenCore
@testable import TemplateKitSnapshots

/// Issue 29, item 10: three failing goldens of one test are three Swift Testing issues,
/// one per golden, each naming its own — the kit records every failure once and writes
/// nothing to the console itself, so a console that shows two of three (seen once under
/// `CI=true` with output to a file, not reproduced since) is Swift Testing's to print.
@Suite struct ConsoleProbeTests {
    @Test func threeFailingGoldensOfOneTestAreThreeIssues() throws {
        let package = try TempPackage()
        for name in ["one", "two", "three"] { try package.write("old \(name)\n", "probe-\(name).txt") }
        let seen = IssueLog()
        withKnownIssue {
            for (line, name) in ["one", "two", "three"].enumerated() {
                let assertion = GoldenAssertion(
                    template: Screens.episodes.template, fileExtension: "txt", render: { _, _, _ in Array("new \(name)\n".utf8) },
                    name: "probe-\(name)", profile: .unconstrained, isPushed: false, validate: false, filePath: package.testFile,
                    site: "EpisodeTests.swift:\(line + 1):1" + package.root)
                SwiftTestingReport(fileID: "PodcastTests/EpisodeTests.swift", filePath: package.testFile, line: line + 1, column: 1)
                    .record(assertion)
            }
        } matching: { issue in
            seen.add(issue.comments.map(\.rawValue).joined())
            return true
        }
        let comments = seen.all
        #expect(comments.count == 3, "\(comments)")
        for name in ["one", "two", "three"] {
            #expect(comments.filter { $0.contains("probe-\(name).txt") }.count == 1, "\(name): \(comments)")
        }
    }
}

/// Issue comments collected from the matcher (which may run on any thread).
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var comments: [String] = []
    func add(_ comment: String) { lock.withLock { comments.append(comment) } }
    var all: [String] { lock.withLock { comments } }
}
