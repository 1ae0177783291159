/// A text golden that is neither a screen nor a journey, e.g. an operation log:
///
///     SnapshotFile("podcast/first-show.operations.txt") {
///         OperationLog.render(Reconciler().reconcile(nil, to: try NavigationStack(root: Screen.root), now: 0).operations)
///     }
public struct SnapshotFile: Sendable {
    /// The golden name with extension.
    public let name: String
    let render: @Sendable () throws -> String

    public init(_ name: String, render: @escaping @Sendable () throws -> String) {
        self.name = name
        self.render = render
    }

    package var entry: CatalogEntry {
        CatalogEntry(name: name, render: render)
    }
}
