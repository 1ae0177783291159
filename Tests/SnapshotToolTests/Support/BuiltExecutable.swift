import Foundation

/// An executable of this package built beside the test bundle (`<products>/NAME`), e.g.
/// `snapshot` or `fuzz-replay`; nil when it is not built.
enum BuiltExecutable {
    static func named(_ name: String) -> URL? {
        var folder = Bundle.main.bundleURL
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }
}
