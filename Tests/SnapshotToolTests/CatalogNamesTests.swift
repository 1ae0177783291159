import Testing
import TemplateKitLite
@testable import GoldenCore
@testable import SnapshotTool

/// Names a person reads and types: every name `list` prints is accepted by `render`,
/// suggestions are ranked by the part typed, and a catalog run in another package says
/// whose catalog it is.
@Suite struct CatalogNamesTests {
    static func screen(_ title: String) -> ListTemplate { ListTemplate(title) { ListSection { ListItem("Row") } } }

    static let catalog = SnapshotCatalog([
        SnapshotEntry("relisten/tracks@loaded") { screen("Tracks loaded") },
        SnapshotEntry("relisten/tracks@multi-set") { screen("Tracks multi") },
        SnapshotEntry("relisten/shows@loading") { screen("Shows") },
        SnapshotEntry("relisten/now-playing") { screen("Now playing") },
        SnapshotEntry("relisten/now-playing@limited", profile: .limited) { screen("Now playing limited") },
    ])

    @Test func everyNameListPrintsIsAcceptedByRender() throws {
        let workspace = try TestWorkspace(catalog: Self.catalog)
        let listing = workspace.run(["list"]).output
        var typed: [String] = []
        for line in listing.split(separator: "\n").dropFirst() where line.hasPrefix("  ") {
            let words = line.split(separator: " ").map(String.init)
            typed.append(words[0])
            typed += words.dropFirst().filter { $0.hasPrefix("@") }.map { words[0] + $0 }
        }
        #expect(typed.contains("relisten/tracks") && typed.contains("relisten/tracks@multi-set"), "\(listing)")
        for name in typed {
            let result = workspace.run(["render", name])
            #expect(result.code == .success, "render \(name): \(result.errors)")
        }
        #expect(workspace.run(["render", "relisten/tracks"]).output.contains("Tracks loaded"), "a screen alone is its first variant")
        #expect(workspace.run(["render", "relisten/now-playing"]).output.contains("─ Now playing ─"), "the screen without a variant first")
    }

    @Test func suggestionsAreRankedByThePartTyped() {
        let names = Self.catalog.screens.map(\.name)
        #expect(ScreenLookup.didYouMean("relisten/now-playin", names) == " Did you mean 'relisten/now-playing'?")
        #expect(ScreenLookup.didYouMean("trakcs", names) == " Did you mean 'tracks'?")
        #expect(ScreenLookup.didYouMean("tracks@loadd", names) == " Did you mean 'tracks@loaded'?")
        #expect(ScreenLookup.didYouMean("relisten/player", names) == " See 'snapshot list'.", "no far-off name")
    }

    @Test func aCatalogRunInAnotherPackageSaysWhoseItIs() throws {
        let workspace = try TestWorkspace(catalog: Self.catalog)
        workspace.ownerPackage = "/checkouts/TemplateKitLite"
        let result = workspace.run(["list"])
        #expect(result.code == .success)
        #expect(result.errors.hasPrefix("note: this 'snapshot' shows the catalog of TemplateKitLite (/checkouts/TemplateKitLite), not of this package"),
                "\(result.errors)")
        expect(result.errors, contains: "'pending', 'accept', 'reject' and 'review --interactive' work")
        expect(result.errors, contains: "Docs/adopting.md, section 6")
        #expect(workspace.run(["--help"]).errors.contains("note: this 'snapshot' shows the catalog of TemplateKitLite"))
        #expect(workspace.run(["pending"]).errors.isEmpty, "files commands work as they are, without the note")
        workspace.ownerPackage = FileSystem.resolved(workspace.root)
        #expect(workspace.run(["list"]).errors.isEmpty, "no note in the catalog's own package")
    }
}
