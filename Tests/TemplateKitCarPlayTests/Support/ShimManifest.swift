import Foundation

/// `Docs/carplay-shim-manifest.tsv`: one line per public declaration of CarPlayShim.
struct ShimManifest {
    struct Line: Hashable {
        var symbol: String
        var declaration: String
        /// `"26.4"`, or `"shim"` for the shim's own API.
        var introduced: String
        var isolation: String
        var source: String

        /// The introduced iOS version as (major, minor); nil for shim-only API.
        var version: (Int, Int)? { ShimManifest.version(introduced) }
    }

    var lines: [Line]

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Docs/carplay-shim-manifest.tsv`, or another manifest in `Docs`.
    static func load(_ file: String = "carplay-shim-manifest.tsv") throws -> ShimManifest {
        let url = packageRoot.appendingPathComponent("Docs/\(file)")
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines: [Line] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !raw.isEmpty, !raw.hasPrefix("#") else { continue }
            let fields = raw.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else {
                throw ManifestError("\(url.lastPathComponent):\(number + 1): expected 5 tab-separated fields, found \(fields.count)")
            }
            lines.append(Line(symbol: fields[0], declaration: fields[1], introduced: fields[2], isolation: fields[3], source: fields[4]))
        }
        return ShimManifest(lines: lines)
    }

    /// `"17.4"` → (17, 4); nil for anything else.
    static func version(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: ".").map { Int($0) }
        guard (1...2).contains(parts.count), let major = parts[0] else { return nil }
        guard parts.count == 2 else { return (major, 0) }
        return parts[1].map { (major, $0) }
    }
}

struct ManifestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
