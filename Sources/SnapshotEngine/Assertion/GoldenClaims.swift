import Foundation

/// The goldens asserted in this test run, so that two assertions writing the same golden
/// — two call sites, or one call site with two different renders (a parameterized test
/// without a name per argument) — fail clearly instead of racing under Swift Testing's
/// parallel tests. Also names that differ only by case (`Home`/`home`), which are one
/// file on macOS's default case-insensitive file system.
///
/// A claim keeps the render's size and a hash, not its bytes: a run's memory stays
/// bounded by its largest render, not the sum of all of them. A golden's first claim in
/// this process is also checked against the other processes of the run (``RunClaimLedger``).
package final class GoldenClaims: @unchecked Sendable {
    package static let shared = GoldenClaims()
    private let lock = NSLock()
    private var claims: [String: Claim] = [:]
    /// Lowercased path → the path first claimed with that spelling.
    private var spellings: [String: String] = [:]

    /// Claims of the other processes of this `swift test` run (XCTest `--parallel`).
    private let ledger: RunClaimLedger?

    package init(ledger: RunClaimLedger? = RunClaimLedger.current) {
        self.ledger = ledger
    }

    private struct Claim {
        let site: String
        let size: Int
        let digest: UInt64
    }

    /// Records that `site` asserts `path` with `render`; a message when another
    /// assertion already claimed it (or a path differing only by case) differently.
    package func claim(_ path: String, site: String, render: [UInt8]) -> String? {
        let digest = Self.digest(render)
        return lock.withLock {
            let folded = path.lowercased()
            if let spelling = spellings[folded], spelling != path {
                let other = claims[spelling]?.site ?? "another assertion"
                return "Two goldens differ only by case: \(spelling) (\(other)) and \(path) (\(site)). On macOS's default "
                    + "case-insensitive file system they are one file: give one of them another name with named:"
            }
            spellings[folded] = path
            guard let earlier = claims[path] else {
                claims[path] = Claim(site: site, size: render.count, digest: digest)
                return ledger?.claim(path, site: site, size: render.count, digest: digest)
            }
            if earlier.site == site, earlier.size == render.count, earlier.digest == digest { return nil }
            let other = earlier.site == site ? "the same call with a different render" : earlier.site
            return "Two assertions write the same golden \(path) in one run (\(other) and \(site)): "
                + "give each its own name with named:"
        }
    }

    /// A hash of the render's bytes, the same in every process (for the run's ledger).
    private static func digest(_ render: [UInt8]) -> UInt64 {
        RunClaimLedger.fnv(render)
    }
}
