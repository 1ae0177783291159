import KitSupport
import Testing
@testable import GoldenCore
@testable import SnapshotBench
@testable import SnapshotTool
@testable import LiveCatalog

/// Every diff the CLI prints applies with `git apply` and gives the render back.
@Suite(.enabled(if: GitApply.isAvailable, "needs git"))
struct GitApplyTests {
    private let path = "Tests/Snapshots/gallery/home.txt"

    private func roundTrip(_ old: String, _ new: String, maxLines: Int = .max) throws -> [UInt8]? {
        try roundTrip(Array(old.utf8), Array(new.utf8), maxLines: maxLines)
    }

    private func roundTrip(_ old: [UInt8], _ new: [UInt8], maxLines: Int = .max) throws -> [UInt8]? {
        let diff = UnifiedDiff(old: old, new: new, oldLabel: "a/" + path, newLabel: "b/" + path, maxLines: maxLines)
        switch try GitApply.apply(diff.text, to: old, at: path) {
        case .success(let bytes): return bytes
        case .failure(let failure):
            Issue.record("\(failure)\n\(diff.text)")
            return nil
        }
    }

    static let cases: [(String, String)] = [
        ("a\nb\nc\n", "a\nB\nc\n"),
        ("a\nb\nc", "a\nb\nc\n"),
        ("a\nb\nc\n", "a\nb\nc"),
        ("a\nb\nc", "a\nx\nc"),
        ("a\nb", "z\nb"),
        ("", "first\nsecond\n"),
        ("x\ny\n", "x\n"),
        ("one\n", "one\ntwo"),
        ("a\r\nb\r\nc\r\n", "a\nb\nc\n"),
        ((1...50).map { "\($0)\n" }.joined(), (1...50).map { $0 % 7 == 0 ? "\($0)!\n" : "\($0)\n" }.joined()),
    ]

    @Test(arguments: cases)
    func diffAppliesAndGivesTheNewText(_ old: String, _ new: String) throws {
        #expect(try roundTrip(old, new) == Array(new.utf8))
    }

    @Test func randomEditsApply() throws {
        var random = SplitMix64(seed: 99)
        for _ in 0..<12 {
            let old = (0..<Int(random.next() % 40)).map { _ in "w\(random.next() % 6)\n" }.joined()
            var new = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for _ in 0..<3 where !new.isEmpty { new[Int(random.next() % UInt64(new.count))] = "edited" }
            let newText = new.joined(separator: "\n") + (random.next() % 2 == 0 ? "" : "\ntail")
            #expect(try roundTrip(old, newText) == Array(newText.utf8))
        }
    }

    @Test func aTruncatedDiffStillAppliesItsShownHunks() throws {
        let old = (1...300).map { "\($0)\n" }.joined()
        let new = (1...300).map { $0 % 25 == 0 ? "changed \($0)\n" : "\($0)\n" }.joined()
        let shown = try #require(try roundTrip(old, new, maxLines: 30))
        let text = String(decoding: shown, as: UTF8.self)
        expect(text, contains: "changed 25\n")
        expect(text, contains: "\n100\n")
        expect(text, lacks: "changed 100")
    }

    @Test func hundredThousandLinesWithOnePercentChangedApply() throws {
        let old = BenchFixtures.numberedLines(100_000), new = BenchFixtures.numberedLines(100_000, changedEvery: 100)
        #expect(try roundTrip(old, new) == new)
    }

    @Test func theJSONCaseApplies() throws {
        let old = BenchFixtures.prettyJSON(), new = BenchFixtures.prettyJSON(changingObject: 1_250)
        #expect(TextLines(old).count == 12_502)
        #expect(try roundTrip(old, new) == new)
    }
}
