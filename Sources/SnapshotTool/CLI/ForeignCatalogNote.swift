import GoldenCore

/// What a catalog executable says when run in a package that is not its own — the kit's
/// `snapshot` in an adopter's package, say: whose catalog it lists, what works here, and
/// how to write a catalog of one's own.
///
///     note: this 'snapshot' shows the catalog of TemplateKitLite (…/checkouts/TemplateKitLite), not of this package (/app). …
enum ForeignCatalogNote {
    /// Commands that show the catalog's screens.
    static let catalogCommands: Set<String> = ["list", "render", "journey", "lint", "review", "export"]

    /// The note, or nil in the catalog's own package (or when the owner is unknown to tests).
    static func text(_ context: CommandContext) -> String? {
        guard let owner = context.ownerPackage, let here = PackageRoot.find(from: context.workingDirectory) else { return nil }
        let resolvedHere = FileSystem.resolved(here) ?? here
        guard owner != resolvedHere else { return nil }
        let ownerName = owner.isEmpty ? "another package" : (owner.split(separator: "/").last.map(String.init) ?? owner)
        let where_ = owner.isEmpty ? "" : " (\(Printable.path(owner)))"
        return "note: this '\(HelpText.toolName)' shows the catalog of \(ownerName)\(where_), not of this package "
            + "(\(Printable.path(here))). Here, 'pending', 'accept', 'reject' and 'review --interactive' work on the "
            + "goldens your tests write (Tests/Snapshots/…/NAME.new). For your own screens, write a catalog "
            + "executable: a target whose main.swift calls SnapshotTool.main(catalog: SnapshotCatalog([...])) — see "
            + "Docs/adopting.md, section 6, in TemplateKitLite."
    }
}
