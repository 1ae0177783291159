import Foundation

/// The package's root folder, found from this file's path.
enum PackageFiles {
    /// `<root>/Tests/TemplateKitLiteTests/Support/PackageFiles.swift` → `<root>`.
    static let url: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The text of a file below the root, or `nil` if it cannot be read.
    static func text(_ relativePath: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }
}
