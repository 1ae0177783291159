import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TemplateKitLite
@testable import GoldenCore
@testable import SnapshotTool

/// CI-native output: JUnit XML from check and lint, GitHub annotations (at most 10) and
/// step summaries, and SARIF 2.1.0 from lint.
@Suite struct CIOutputTests {
    /// Fifteen goldens, of which `changed` differ from their render.
    func workspace(changed: Int) throws -> TestWorkspace {
        var renders: [String: String] = [:]
        for index in 0..<15 { renders["podcast/screen\(index).txt"] = "Screen \(index)\nline 2\n" }
        let workspace = try TestWorkspace(catalog: TestCatalog.make(renders))
        for index in 0..<15 {
            try workspace.writeGolden("Screen \(index)\n" + (index < changed ? "old line 2\n" : "line 2\n"), "podcast/screen\(index).txt")
        }
        return workspace
    }

    func xml(_ text: String?) throws -> XMLElement {
        let document = try XMLDocument(xmlString: try #require(text), options: [])
        return try #require(document.rootElement())
    }

    /// The `testsuite` of a `check --junit` run with two of fifteen goldens changed.
    func junitSuite() throws -> XMLElement {
        let workspace = try workspace(changed: 2)
        workspace.environment = ["CI": "true"]
        let result = workspace.run(["check", "--junit", "check.xml"])
        #expect(result.code == .failure)
        let root = try xml(workspace.read("check.xml"))
        #expect(root.name == "testsuites")
        return try #require(root.elements(forName: "testsuite").first)
    }

    @Test func checkWritesJUnitWithOneCasePerGolden() throws {
        let suite = try junitSuite()
        let tests: String? = suite.attribute(forName: "tests")?.stringValue
        let failures: String? = suite.attribute(forName: "failures")?.stringValue
        #expect(tests == "15")
        #expect(failures == "2")
        #expect(suite.elements(forName: "testcase").count == 15)
    }

    @Test func checkWritesJUnitWithADiffInEachFailure() throws {
        let cases: [XMLElement] = try junitSuite().elements(forName: "testcase")
        let failed: [XMLElement] = cases.filter { !$0.elements(forName: "failure").isEmpty }
        let names: [String?] = failed.map { $0.attribute(forName: "name")?.stringValue }
        #expect(names == ["podcast/screen0.txt", "podcast/screen1.txt"])
        let failure: XMLElement = try #require(failed.first?.elements(forName: "failure").first)
        let type: String? = failure.attribute(forName: "type")?.stringValue
        let text: String = failure.stringValue ?? ""
        #expect(type == "changed")
        expect(text, contains: "-old line 2\n+line 2")
    }

    @Test func onGitHubActionsAtMostTenAnnotationsAndASummary() throws {
        let workspace = try workspace(changed: 12)
        let summary = workspace.root + "/summary.md"
        try workspace.write("earlier step\n", to: "summary.md")
        workspace.environment = ["CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary, "GITHUB_WORKSPACE": workspace.root]
        let result = workspace.run(["check"])
        let annotations = result.output.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.count == 10, "\(annotations)")
        #expect(annotations[0].hasPrefix("::error file=Tests/Snapshots/podcast/screen0.txt,line=1,title=changed golden::"), "\(annotations[0])")
        #expect(annotations[0].contains("%0A-old line 2%0A+line 2"))
        #expect(annotations[9].contains("3 more not annotated"), "\(annotations[9])")
        let markdown = try #require(workspace.read("summary.md"))
        #expect(markdown.hasPrefix("earlier step\n### snapshot check: 3 unchanged, 12 changed, 0 new, 0 error\n"), "\(markdown)")
        expect(markdown, contains: "<details><summary>podcast/screen11.txt (changed)</summary>")
    }

    @Test func withoutGitHubActionsNoAnnotations() throws {
        let workspace = try workspace(changed: 1)
        workspace.environment = ["CI": "true"]
        #expect(!workspace.run(["check"]).output.contains("::error"))
    }

    @Test func theStepSummaryStaysUnderGitHubsLimit() {
        var summary = StepSummary(title: "big")
        let section = String(repeating: "x", count: 100_000) + "\n"
        for _ in 0..<20 { summary.add(section) }
        #expect(summary.markdown.utf8.count < 1_048_576)
        #expect(summary.markdown.hasSuffix("… 10 more not shown (GitHub's 1 MiB summary limit); see the log.\n"))
    }

    @Test func annotationTextIsEscapedTheWayGitHubReadsIt() {
        let line = GitHubAnnotations.command(.init(level: "error", file: "a,b:c.txt", line: 3, title: "t", message: "100% sure\nnext"))
        #expect(line == "::error file=a%2Cb%3Ac.txt,line=3,title=t::100%25 sure%0Anext")
    }

    static let lintCatalog = SnapshotCatalog([
        SnapshotEntry("podcast/empty-alert") { AlertTemplate("Nothing") {} },
        SnapshotEntry("podcast/list") { ListTemplate("Fine") { ListSection { ListItem("Row") } } },
    ])

    @Test func lintWritesSARIFWithRuleIdsLevelsAndHelpLinks() throws {
        let workspace = try TestWorkspace(catalog: Self.lintCatalog)
        let result = workspace.run(["lint", "--rules", "carplay", "--format", "sarif"])
        #expect(result.code == .failure)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        try Self.expectHelpInText(in: run)
        try Self.expectOneAlertResult(in: run)
    }

    /// No repository URL given: no helpUri (SARIF requires it absolute), the row named in text.
    static func expectHelpInText(in run: [String: Any]) throws {
        let rules: [[String: Any]] = try #require(dig(run, "tool", "driver", "rules") as? [[String: Any]])
        let rule: [String: Any]? = rules.first { (rule: [String: Any]) -> Bool in rule["id"] as? String == "alert.no-actions" }
        let noActions: [String: Any] = try #require(rule)
        let text: String? = dig(noActions, "help", "text") as? String
        let absent: [Bool] = [noActions["helpUri"] == nil, dig(run, "tool", "driver", "informationUri") == nil]
        #expect(absent == [true, true], "no helpUri, no informationUri")
        #expect(text == "See the row of alert.no-actions in Docs/rules.md (Docs/rules.md#:~:text=alert.no%2Dactions).")
    }

    @Test func lintDocsURLMakesSARIFHelpLinksAbsolute() throws {
        let base = "https://github.com/example/TemplateKitLite/blob/v1.0.0"
        let result = try TestWorkspace(catalog: Self.lintCatalog)
            .run(["lint", "--rules", "carplay", "--format", "sarif", "--docs-url", base])
        let log = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        let driver = try #require(Self.dig(log, "runs") as? [[String: Any]]).first.flatMap { Self.dig($0, "tool", "driver") }
        let rules = try #require(Self.dig(driver, "rules") as? [[String: Any]])
        let noActions = rules.first { $0["id"] as? String == "alert.no-actions" }
        #expect(noActions?["helpUri"] as? String == base + "/Docs/rules.md#:~:text=alert.no%2Dactions")
        #expect(Self.dig(driver, "informationUri") as? String == base + "/Docs/rules.md")
    }

    @Test(arguments: ["Docs/", "ftp://example.com/", "https://example.com/?q=1", "https:///x"])
    func lintRefusesADocsURLThatIsNotAbsoluteHTTP(_ url: String) throws {
        let result = try TestWorkspace(catalog: Self.lintCatalog).run(["lint", "--format", "sarif", "--docs-url", url])
        #expect(result.code == .usage)
    }

    @Test func lintDocsURLWithoutSARIFIsAUsageError() throws {
        let result = try TestWorkspace(catalog: Self.lintCatalog).run(["lint", "--docs-url", "https://example.com/kit/"])
        #expect(result.code == .usage)
    }

    /// The SARIF run's single result: the empty alert's rule, as an error, at its golden.
    static func expectOneAlertResult(in run: [String: Any]) throws {
        let results: [[String: Any]] = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let result: [String: Any] = try #require(results.first)
        let ruleAndLevel: [String?] = [result["ruleId"] as? String, result["level"] as? String]
        #expect(ruleAndLevel == ["alert.no-actions", "error"])
        let location: [String: Any]? = (result["locations"] as? [[String: Any]])?.first
        let uri: String? = dig(location, "physicalLocation", "artifactLocation", "uri") as? String
        let base: String? = dig(location, "physicalLocation", "artifactLocation", "uriBaseId") as? String
        let uriAndBase: [String?] = [uri, base]
        #expect(uriAndBase == ["Tests/Snapshots/podcast/empty-alert.txt", "%SRCROOT%"], "relative, never this machine's path (issue 29)")
    }

    /// The value at `keys` in nested JSON objects: `dig(run, "tool", "driver")`.
    static func dig(_ value: Any?, _ keys: String...) -> Any? {
        keys.reduce(value) { ($0 as? [String: Any])?[$1] }
    }

    @Test func lintWritesJUnitOneCasePerRule() throws {
        let workspace = try TestWorkspace(catalog: Self.lintCatalog)
        _ = workspace.run(["lint", "--rules", "carplay", "--junit", "lint.xml"])
        let suite = try #require(try xml(workspace.read("lint.xml")).elements(forName: "testsuite").first)
        let cases = suite.elements(forName: "testcase")
        #expect(cases.count == Rules.all.count)
        let failed = cases.filter { !$0.elements(forName: "failure").isEmpty }
        #expect(failed.map { $0.attribute(forName: "name")?.stringValue } == ["alert.no-actions"])
        #expect(failed.first?.elements(forName: "failure").first?.stringValue?.contains("[podcast/empty-alert.txt]") == true)
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        #expect(try TestWorkspace(catalog: Self.lintCatalog).run(["lint", "--format", "xml"]).code == .usage)
    }

    @Test func junitEscapesMarkupAndControlCharactersByTheSharedRule() throws {
        let report = JUnitReport(suite: "s'<\u{1B}", cases: [])
        #expect(report.xml().contains("name=\"s&#39;&lt;\\u{1B}\""), "\(report.xml())")
    }
}
