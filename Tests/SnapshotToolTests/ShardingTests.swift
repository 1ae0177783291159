import Foundation
import Testing
@testable import GoldenCore
@testable import SnapshotTool

/// Runs split across CI machines: `--shard I/N` is deterministic, disjoint and complete;
/// `merge-reports` gives the whole run's summary, unreferenced goldens and exit status.
@Suite struct ShardingTests {
    static let names = (0..<40).flatMap { ["podcast/screen\($0).txt", "podcast/screen\($0).json"] }

    @Test func shardsAreDisjointCompleteAndKeepAScreensGoldensTogether() throws {
        for count in [1, 2, 3, 7] {
            let shards = (1...count).compactMap { index in try? Shard.parse("\(index)/\(count)") }
            #expect(shards.count == count)
            for name in Self.names {
                #expect(shards.filter { $0.contains(name) }.count == 1, "\(name) in exactly one of \(count)")
            }
        }
        let shard = try #require(try Shard.parse("2/3"))
        for index in 0..<40 {
            #expect(shard.contains("podcast/screen\(index).txt") == shard.contains("podcast/screen\(index).json"))
        }
    }

    @Test func theSplitDoesNotDependOnTheProcess() {
        // FNV-1a 64 of "a": a fixed value, whatever the process's hash seed.
        #expect(Shard.hash("a") == 0xaf63_dc4c_8601_ec8c)
    }

    @Test func badShardsAreUsageErrors() {
        for text in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "-1/2", "1/1001"] {
            #expect(throws: CommandError.self, "\(text)") { try Shard.parse(text) }
        }
    }

    func workspace() throws -> TestWorkspace {
        var renders: [String: String] = [:]
        for index in 0..<12 { renders["podcast/screen\(index).txt"] = "Screen \(index)\n" }
        let workspace = try TestWorkspace(catalog: TestCatalog.make(renders))
        _ = workspace.run(["record"])
        return workspace
    }

    @Test func threeShardsCheckEverythingOnceAndMergeFindsUnreferenced() throws {
        let workspace = try workspace()
        try workspace.writeGolden("old\n", "podcast/gone.txt")
        workspace.environment = ["CI": "true"]
        var checked: [String] = []
        for index in 1...3 {
            let result = workspace.run(["check", "--shard", "\(index)/3", "--report", "shard\(index).json"])
            #expect(result.code == .success, "\(result.errors)")
            expect(result.output, contains: "unreferenced not checked (one shard; merge-reports finds them)")
            let report = try #require(workspace.read("shard\(index).json"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
            checked += (object["entries"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        }
        #expect(checked.sorted() == (0..<12).map { "podcast/screen\($0).txt" }.sorted())
        let merged = workspace.run(["merge-reports", "shard1.json", "shard2.json", "shard3.json"])
        #expect(merged.code == .success, "\(merged.errors)")
        expect(merged.output, contains: "Summary of 3 shards: 12 unchanged, 0 changed, 0 new, 1 unreferenced")
        expect(merged.output, contains: "unreferenced: Tests/Snapshots/podcast/gone.txt")
    }

    @Test func mergeFailsWhenAShardChangedOrIsMissing() throws {
        let workspace = try workspace()
        try workspace.writeGolden("changed\n", "podcast/screen3.txt")
        workspace.environment = ["CI": "true"]
        for index in 1...2 { _ = workspace.run(["check", "--shard", "\(index)/2", "--report", "s\(index).json"]) }
        let merged = workspace.run(["merge-reports", "s1.json", "s2.json"])
        #expect(merged.code == .failure)
        expect(merged.output, contains: "changed: podcast/screen3.txt")
        expect(merged.output, contains: "unreferenced not checked (the run has changes)")
        let missing = workspace.run(["merge-reports", "s1.json"])
        #expect(missing.code == .failure)
        expect(missing.errors, contains: "missing shards: 2/2")
        let twice = workspace.run(["merge-reports", "s1.json", "s1.json"])
        #expect(twice.code == .failure && twice.errors.contains("are both shard 1/2"))
    }

    @Test func aBadReportIsNamedWithItsJSONPath() throws {
        let workspace = try workspace()
        try workspace.write("{\"version\": 1, \"shard\": {\"count\": 2, \"index\": \"one\"}}", to: "bad.json")
        let result = workspace.run(["merge-reports", "bad.json"])
        #expect(result.code == .failure)
        expect(result.errors, contains: "bad.json: $.shard.index: expected a whole number")
        try workspace.write("{\"version\": 1}", to: "whole.json")
        #expect(workspace.run(["merge-reports", "whole.json"]).errors.contains("$.shard: missing"))
    }

    @Test func recordAndLintTakeAShardToo() throws {
        var renders: [String: String] = [:]
        for index in 0..<12 { renders["podcast/screen\(index).txt"] = "Screen \(index)\n" }
        let workspace = try TestWorkspace(catalog: TestCatalog.make(renders))
        #expect(workspace.run(["record", "--shard", "1/3"]).code == .success)
        let shard = try #require(try Shard.parse("1/3"))
        for index in 0..<12 {
            let name = "podcast/screen\(index).txt"
            #expect((workspace.golden(name) != nil) == shard.contains(name), "\(name)")
        }
        #expect(workspace.run(["lint", "--shard", "2/3"]).code == .success)
        #expect(workspace.run(["check", "--shard", "1/3", "--prune"]).code == .usage)
    }
}

/// Issue 29, item 5: `merge-reports` checks what it merges — a golden in two shards, a
/// `passed` that contradicts the entries, a name outside the goldens folder — and prints
/// names under the output-safety rule.
@Suite struct MergeReportsValidationTests {
    static func report(index: Int, count: Int = 2, passed: Bool = true, entries: [(String, String)], owned: [String] = []) -> String {
        let items = entries.map { name, status in
            "{\"golden\": \"Tests/Snapshots/\(name)\", \"name\": \"\(name)\", \"pending\": null, \"status\": \"\(status)\"}"
        }
        let ownedText = owned.map { "\"\($0)\"" }.joined(separator: ", ")
        return "{\"counts\": {}, \"entries\": [\(items.joined(separator: ", "))], \"filters\": [], \"mode\": \"ci\", "
            + "\"ownedGoldens\": [\(ownedText)], \"passed\": \(passed), \"pruned\": [], \"shard\": {\"count\": \(count), \"index\": \(index)}, "
            + "\"unreferenced\": null, \"version\": 1}"
    }

    @Test func aGoldenInTwoShardsFails() throws {
        let workspace = try TestWorkspace()
        try workspace.write(Self.report(index: 1, entries: [("a/x.txt", "unchanged")]), to: "s1.json")
        try workspace.write(Self.report(index: 2, entries: [("a/x.txt", "unchanged")]), to: "s2.json")
        let result = workspace.run(["merge-reports", "s1.json", "s2.json"])
        #expect(result.code == .failure)
        expect(result.errors, contains: "$.entries[0] is checked by both s1.json and s2.json")
    }

    @Test func passedBesideAChangedEntryFails() throws {
        let workspace = try TestWorkspace()
        try workspace.write(Self.report(index: 1, count: 1, passed: true, entries: [("a/x.txt", "changed")]), to: "s1.json")
        let result = workspace.run(["merge-reports", "s1.json"])
        #expect(result.code == .failure)
        expect(result.errors, contains: "s1.json: $.entries[0].status: changed, but $.passed is true")
    }

    @Test func aNameOutsideTheGoldensFolderFails() throws {
        let workspace = try TestWorkspace()
        try workspace.write(Self.report(index: 1, count: 1, entries: [("a/x.txt", "unchanged")], owned: ["../../../etc/passwd"]), to: "s1.json")
        let result = workspace.run(["merge-reports", "s1.json"])
        #expect(result.code == .failure)
        expect(result.errors, contains: "$.ownedGoldens[0]: '../../../etc/passwd' is not a golden's name")
        expect(result.output, lacks: "etc/passwd")
        try workspace.write(Self.report(index: 1, count: 1, entries: [("../x.txt", "unchanged")]), to: "s2.json")
        #expect(workspace.run(["merge-reports", "s2.json"]).errors.contains("$.entries[0].name"))
    }

    @Test func aForgedNameCannotStartACommandLine() throws {
        let workspace = try TestWorkspace()
        let forged = #"a/x\n::error file=y::forged.txt"#
        try workspace.write(Self.report(index: 1, count: 1, passed: false, entries: [(forged, "changed")]), to: "s1.json")
        let result = workspace.run(["merge-reports", "s1.json"])
        #expect(result.code == .failure, "\(result.errors)")
        #expect(!(result.output + result.errors).split(separator: "\n").contains { $0.hasPrefix("::") }, "\(result.output)\(result.errors)")
    }
}
