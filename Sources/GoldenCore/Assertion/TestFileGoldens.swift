import Foundation

/// Where the goldens of one test file go: the package holding it (the nearest folder above
/// `#filePath` with a `Package.swift`) and its folder in `Tests/Snapshots`, the file's name
/// made valid (`My Screens.swift` → `My-Screens`), so any test file can hold assertions.
/// Worked out once per test file: its assertions, often hundreds, share it.
///
///     try TestFileGoldens.of(filePath: "/app/Tests/AppTests/EpisodeTests.swift").folder   // "EpisodeTests"
package struct TestFileGoldens: Sendable {
    /// The folder holding the test file's `Package.swift`.
    package let packageRoot: String
    package let folder: String
    /// The package's goldens folder.
    package let store: GoldenStore

    init(filePath: String) throws(AssertionProblem) {
        let folder = PackageRoot.folder(of: filePath)
        guard let root = PackageRoots.shared.root(above: folder) else {
            throw AssertionProblem("No Package.swift in \(folder) or above: goldens live in the package that holds the test file")
        }
        self.packageRoot = root
        self.folder = GoldenOwnership.assertionFolder(ofTestFile: filePath)
        self.store = GoldenStore(packageRoot: root)
    }

    /// The test file's goldens, worked out the first time this process asks (thread-safe;
    /// a failure is kept too).
    package static func of(filePath: String) throws(AssertionProblem) -> TestFileGoldens {
        try known.value(filePath: filePath).get()
    }

    private static let known = Known()

    private final class Known: @unchecked Sendable {
        private let lock = NSLock()
        private var files: [String: Result<TestFileGoldens, AssertionProblem>] = [:]

        func value(filePath: String) -> Result<TestFileGoldens, AssertionProblem> {
            if let known = lock.withLock({ files[filePath] }) { return known }
            let made = Result { () throws(AssertionProblem) in try TestFileGoldens(filePath: filePath) }
            lock.withLock { files[filePath] = made }
            return made
        }
    }
}
