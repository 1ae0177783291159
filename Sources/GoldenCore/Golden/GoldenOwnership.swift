/// Who owns each file under `Tests/Snapshots`, decided in this one place: a catalog
/// entry (its golden, or a file in one of the catalog's folders), the assertions of a
/// test file (`Tests/…/EpisodeTests.swift` owns `EpisodeTests/`), both (a collision:
/// reported, never guessed), or nobody. A command deletes only what the owner it acts
/// for owns alone.
///
///     let ownership = GoldenOwnership(catalogNames: ["gallery/home.txt"], testFiles: ["Tests/A/EpisodeTests.swift"])
///     ownership.owner(of: "gallery/old.txt.new")        // .catalog
///     ownership.owner(of: "EpisodeTests/episodes.txt")  // .testFile("Tests/A/EpisodeTests.swift")
///     ownership.owner(of: "other/x.txt")                // .nobody
package struct GoldenOwnership: Sendable {
    package enum Owner: Sendable, Equatable {
        /// A catalog entry's golden, or a file in a folder the catalog writes.
        case catalog
        /// The assertions (`expectSnapshot` / `assertSnapshot`) of these test files.
        case testFiles([String])
        /// Both the catalog and these test files claim it: nobody may delete it.
        case collision([String])
        case nobody
    }

    private let catalogNames: Set<String>
    private let catalogFolders: Set<String>
    /// Assertion folder (a test file's name without `.swift`) → the test files, relative
    /// to the package root.
    private let testFolders: [String: [String]]

    /// `testFiles` are paths of `.swift` files relative to the package root.
    package init(catalogNames: [String], testFiles: [String]) {
        self.catalogNames = Set(catalogNames)
        self.catalogFolders = Set(catalogNames.map(Self.folder))
        var folders: [String: [String]] = [:]
        for file in testFiles.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            folders[Self.assertionFolder(ofTestFile: file), default: []].append(file)
        }
        self.testFolders = folders
    }

    /// The owner of `name`, a path relative to the goldens folder: a golden, a pending
    /// `NAME.new` or a temporary file.
    package func owner(of name: String) -> Owner {
        let golden = name.hasSuffix(GoldenStore.pendingSuffix) ? String(name.dropLast(GoldenStore.pendingSuffix.count)) : name
        let byCatalog = catalogNames.contains(golden) || catalogFolders.contains(Self.folder(golden))
        let first = golden.firstIndex(of: "/").map { String(golden[..<$0]) }
        let byTests = first.flatMap { testFolders[$0] }
        switch (byCatalog, byTests) {
        case (true, nil): return .catalog
        case (true, let files?): return .collision(files)
        case (false, let files?): return .testFiles(files)
        case (false, nil): return .nobody
        }
    }

    /// Whether a catalog command (`check`, `check --prune`) may delete `name`, a file no
    /// catalog entry makes any more: only when the catalog owns it alone.
    package func catalogMayDelete(_ name: String) -> Bool {
        owner(of: name) == .catalog
    }

    /// Each folder both the catalog and a test file claim, with the test files, sorted.
    package var collisions: [(folder: String, testFiles: [String])] {
        testFolders.keys.filter { folder in catalogFolders.contains { $0 == folder || $0.hasPrefix(folder + "/") } }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            .map { ($0, testFolders[$0] ?? []) }
    }

    /// The message for a collision, naming both owners and the way out.
    package static func collisionMessage(folder: String, testFiles: [String], displayRoot: String) -> String {
        "\(displayRoot)/\(Printable.path(folder))/ is both a catalog folder and the assertions' folder of "
            + testFiles.map(Printable.path).joined(separator: ", ")
            + "; files there that the catalog does not make are left alone (not removed, not pruned). "
            + "Rename the test file or the catalog's folder so each has its own."
    }

    /// `Tests/A/EpisodeTests.swift` → `EpisodeTests`, `My Screens.swift` → `My-Screens`:
    /// the folder the assertions of a test file write (``GoldenLocation`` asks here too).
    package static func assertionFolder(ofTestFile path: String) -> String {
        var file = String(path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...])
        if file.hasSuffix(".swift") { file.removeLast(6) }
        return GoldenNameSlug.make(file)
    }

    private static func folder(_ name: String) -> String {
        name.lastIndex(of: "/").map { String(name[..<$0]) } ?? ""
    }
}

extension GoldenStore {
    /// Who owns this store's files, for a catalog making `catalogNames` (empty: no
    /// catalog), with the test files of the package the goldens folder belongs to.
    package func ownership(catalogNames: [String]) -> GoldenOwnership {
        let packageRoot = steps.count == 2 ? base : PackageRoot.folder(of: base)
        return GoldenOwnership(catalogNames: catalogNames, testFiles: TestFileScan.files(packageRoot: packageRoot))
    }
}
