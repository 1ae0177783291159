import Foundation
import KitSupport

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
    /// By the lowercased path: one lookup finds both an earlier claim of the path and
    /// one of another spelling of it (each assertion passes here once).
    private var claims: [FoldedPath: Claim] = [:]

    /// Claims of the other processes of this `swift test` run (XCTest `--parallel`).
    private let ledger: RunClaimLedger?

    package init(ledger: RunClaimLedger? = RunClaimLedger.current) {
        self.ledger = ledger
    }

    /// A lowercased path, hashed a word at a time (``FNV1a/words(_:)-(String)``).
    private struct FoldedPath: Hashable {
        let path: String

        func hash(into hasher: inout Hasher) { hasher.combine(FNV1a.words(path)) }
    }

    private struct Claim {
        /// The path as first claimed.
        let path: String
        let site: String
        let size: Int
        let digest: UInt64
    }

    /// Records that `site` asserts `path` with `render`; a message when another
    /// assertion already claimed it (or a path differing only by case) differently.
    package func claim(_ path: String, site: String, render: [UInt8]) -> String? {
        claim(path, folded: path.lowercased(), site: site, render: render)
    }

    /// ``claim(_:site:render:)`` with `path` already lowercased as `folded` (an assertion's
    /// location keeps it, see ``GoldenLocation/foldedPath``).
    package func claim(_ path: String, folded: String, site: String, render: [UInt8]) -> String? {
        let digest = Self.digest(render)
        let folded = FoldedPath(path: folded)
        return lock.withLock {
            guard let earlier = claims[folded] else {
                claims[folded] = Claim(path: path, site: site, size: render.count, digest: digest)
                return ledger?.claim(path, site: site, size: render.count, digest: digest)
            }
            if earlier.path != path {
                return "Two goldens differ only by case: \(earlier.path) (\(earlier.site)) and \(path) (\(site)). On macOS's default "
                    + "case-insensitive file system they are one file: give one of them another name with named:"
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
