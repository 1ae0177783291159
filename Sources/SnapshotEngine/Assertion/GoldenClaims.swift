import Foundation

/// The goldens asserted in this test run, so that two assertions writing the same golden
/// — two call sites, or one call site with two different renders (a parameterized test
/// without a name per argument) — fail clearly instead of racing under Swift Testing's
/// parallel tests.
package final class GoldenClaims: @unchecked Sendable {
    package static let shared = GoldenClaims()
    private let lock = NSLock()
    private var claims: [String: (site: String, render: [UInt8])] = [:]

    /// Records that `site` asserts `path` with `render`; a message when another
    /// assertion already claimed it differently.
    package func claim(_ path: String, site: String, render: [UInt8]) -> String? {
        lock.withLock {
            guard let earlier = claims[path] else {
                claims[path] = (site, render)
                return nil
            }
            if earlier.site == site, earlier.render.hasSameBytes(as: render) { return nil }
            let other = earlier.site == site ? "the same call with a different render" : earlier.site
            return "Two assertions write the same golden \(path) in one run (\(other) and \(site)): "
                + "give each its own name with named:"
        }
    }
}
