extension SnapshotCatalog {
    /// The catalog of the real `snapshot` executable. Empty until the gallery and app
    /// screens are plugged in here: each becomes one ``CatalogEntry``.
    static let live = SnapshotCatalog(entries: [])
}
