import Foundation
import KitSupport

/// Where an assertion's golden lives: `Tests/Snapshots/<test file name>/<name>.<ext>` in
/// the package holding the test file (the nearest folder above `#filePath` with a
/// `Package.swift`). One reference: every assertion of the golden takes it from
/// ``GoldenLocations`` without copying its paths.
package final class GoldenLocation: Sendable {
    /// The golden's name inside the store, e.g. `EpisodeTests/episodes.txt`.
    package let name: String

    package init(filePath: String, name: String, fileExtension: String) throws(AssertionProblem) {
        // The test file's folder is made valid (``TestFileGoldens``); `named:` is the
        // caller's and is checked as given.
        let testFile = try TestFileGoldens.of(filePath: filePath)
        let (root, file) = (testFile.packageRoot, testFile.folder)
        guard !name.isEmpty else {
            throw AssertionProblem("The snapshot name is empty: pass a name such as named: \"episodes\", or leave named: out "
                + "to use the test function's name")
        }
        let relative = "\(file)/\(name).\(fileExtension)"
        if let problem = SnapshotName.problem(with: relative) {
            throw AssertionProblem("Invalid snapshot name '\(Printable.escaped(name))' (golden \(Printable.escaped(relative))): \(problem)")
        }
        self.name = relative
        self.packageRoot = root
        self.read = GoldenReadPlan(store: testFile.store, relative: relative)
        self.foldedPath = read.fullPath.lowercased()
        self.pendingPath = read.fullPath + GoldenStore.pendingSuffix
    }

    /// The folder holding the test file's `Package.swift`.
    package let packageRoot: String
    /// How the golden is read, worked out once (an assertion in a loop reads it each time).
    package let read: GoldenReadPlan
    /// ``fullPath`` lowercased: the key of ``GoldenClaims``, which also catches two names
    /// differing only by case.
    package let foldedPath: String
    /// The full path of `NAME.new`, looked for on every pass (a stale one is removed).
    package let pendingPath: String

    package var store: GoldenStore { read.store }
    package var displayPath: String { store.displayPath(name) }
    package var pendingName: String { GoldenStore.pendingName(name) }
    package var fullPath: String { read.fullPath }

    /// `episodes()` → `episodes`: a test function's name as a golden name; a raw
    /// identifier is made valid (`` `shows three rows`() `` → `shows-three-rows`).
    package static func testName(_ function: String) -> String {
        var name = String(function.prefix { $0 != "(" })
        if name.hasPrefix("`"), name.hasSuffix("`"), name.count >= 2 { name = String(name.dropFirst().dropLast()) }
        return GoldenNameSlug.make(name)
    }
}

/// Package roots found so far, by folder: the search walks up the file system once per
/// test folder, not once per assertion.
package final class PackageRoots: @unchecked Sendable {
    package static let shared = PackageRoots()
    private let lock = NSLock()
    private var roots: [String: String?] = [:]

    package func root(above folder: String) -> String? {
        if let known = lock.withLock({ roots[folder] }) { return known }
        let found = PackageRoot.find(from: folder)
        lock.withLock { roots[folder] = found }
        return found
    }
}

/// Golden locations resolved so far, by test file, name and extension: an assertion in a
/// loop or a repeated test resolves its golden once, and is recorded in the run's log
/// (``AssertionRunLog``) once, the first time.
package final class GoldenLocations: @unchecked Sendable {
    package static let shared = GoldenLocations()
    private let lock = NSLock()
    private var known: [Key: Result<GoldenLocation, AssertionProblem>] = [:]

    /// Hashed a word at a time (``FNV1a/words(_:)-(String)``): `Hasher` takes a long
    /// `#filePath` a byte at a time, on every assertion.
    private struct Key: Hashable {
        let filePath: String
        let name: String
        let fileExtension: String

        func hash(into hasher: inout Hasher) {
            hasher.combine(FNV1a.words(filePath))
            hasher.combine(FNV1a.words(name))
            hasher.combine(FNV1a.words(fileExtension))
        }
    }

    /// The golden's location; `isNew` when this is the first time this process resolved it
    /// (two threads resolving it at once may both be told so).
    package func location(
        filePath: String, name: String, fileExtension: String
    ) throws(AssertionProblem) -> (location: GoldenLocation, isNew: Bool) {
        let key = Key(filePath: filePath, name: name, fileExtension: fileExtension)
        if let known = lock.withLock({ known[key] }) { return (try known.get(), false) }
        let made = Result { () throws(AssertionProblem) in
            try GoldenLocation(filePath: filePath, name: name, fileExtension: fileExtension)
        }
        lock.withLock { known[key] = made }
        return (try made.get(), true)
    }
}
