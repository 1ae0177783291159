#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import TemplateKitLite
@testable import GoldenCore
@testable import TemplateKitSnapshots

/// Issue 23, item 9: a run's memory is bounded by its largest render, not the sum of its
/// renders. 1,000 assertions of ~190 KB each used to keep every render (the claims that
/// tell two assertions of one golden apart held the bytes): ~190 MB more resident; now
/// ~1 MB (measured alone: `SNAPSHOT_MEASURE_MEMORY=1 swift test --filter AssertionMemoryTests`;
/// beside the other tests the resident set moves with them, so that row is off by default).
@Suite(.serialized) struct AssertionMemoryTests {
    /// The claim keeps no reference to the render: writing to the caller's array after
    /// the claim does not copy it (it would if anything else still held its bytes).
    @Test func aClaimKeepsNoReferenceToTheRender() {
        let claims = GoldenClaims(ledger: nil)
        var render = [UInt8](repeating: 0x61, count: 190_000)
        #expect(claims.claim("/p/Tests/Snapshots/A/x.txt", site: "A.swift:1:1", render: render) == nil)
        let before = render.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        render[0] = 0x62
        #expect(render.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == before)
        // A second call with other bytes is still told apart (size and hash are kept).
        #expect(claims.claim("/p/Tests/Snapshots/A/x.txt", site: "A.swift:1:1", render: render)?.contains("a different render") == true)
    }

    /// The resident set in bytes (Linux: /proc/self/statm), or nil elsewhere.
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test(.enabled(if: residentBytes() != nil && ProcessInfo.processInfo.environment["SNAPSHOT_MEASURE_MEMORY"] == "1",
                   "set SNAPSHOT_MEASURE_MEMORY=1 and run this suite alone (Linux)"))
    func aThousandRendersOf190KBDoNotStayInMemory() throws {
        let package = try TempPackage()
        let size = 190_000
        func assertOnce(_ index: Int) {
            let render: @Sendable (Template, CarProfile, Bool) -> [UInt8] = { _, _, _ in
                var bytes = [UInt8](repeating: UInt8(ascii: "a") + UInt8(index % 26), count: size)
                for line in stride(from: 79, to: size, by: 80) { bytes[line] = 0x0A }
                return bytes
            }
            let problems = GoldenAssertion(
                template: Screens.episodes.template, fileExtension: "txt", render: render, name: "memory-\(index)",
                profile: .unconstrained, isPushed: false, validate: false, filePath: package.testFile, site: "M.swift:\(index):1"
            ).run(environment: ["SNAPSHOT_UPDATE": "no"])
            precondition(problems.count == 1)
        }
        for index in 0..<50 { assertOnce(index) }  // warm up allocator and caches
        let before = try #require(Self.residentBytes())
        for index in 50..<1_050 { assertOnce(index) }
        let grown = try #require(Self.residentBytes()) - before
        print("AssertionMemoryTests: 1,000 assertions of \(size) bytes grew the resident set by \(grown / 1_000_000) MB")
        #expect(grown < 20_000_000, "grew by \(grown) bytes")
    }
}
