#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import TemplateKitLite
@testable import SnapshotEngine
@testable import TemplateKitSnapshots

/// Issue 23, item 9: a run's memory is bounded by its largest render, not the sum of its
/// renders. 1,000 assertions of ~190 KB each used to keep every render (the claims that
/// tell two assertions of one golden apart held the bytes): ~190 MB more resident; now
/// ~1 MB. The test runs 300 (57 MB if kept) to stay quick.
@Suite(.serialized) struct AssertionMemoryTests {
    /// The resident set in bytes (Linux: /proc/self/statm), or nil elsewhere.
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test(.enabled(if: residentBytes() != nil, "needs /proc/self/statm (Linux)"))
    func renders190KBEachDoNotStayInMemoryAfterTheirAssertion() throws {
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
        for index in 50..<350 { assertOnce(index) }  // 300 renders: 57 MB if they were kept
        let grown = try #require(Self.residentBytes()) - before
        print("AssertionMemoryTests: 300 assertions of \(size) bytes grew the resident set by \(grown / 1_000_000) MB")
        #expect(grown < 20_000_000, "grew by \(grown) bytes")
    }
}
