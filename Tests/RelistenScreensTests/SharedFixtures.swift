import Foundation

/// Locates `/work/shared`-style fixtures as `<package root>/../shared` (absent on a user's clone).
enum SharedFixtures {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let apiFolder: URL = packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/relisten-api")

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: apiFolder.path)
    }

    static func bytes(_ relativePath: String) -> [UInt8] {
        let url = apiFolder.appendingPathComponent(relativePath)
        return FileManager.default.contents(atPath: url.path).map { [UInt8]($0) } ?? []
    }
}
