/// The version `snapshot --version` prints.
enum SnapshotVersion {
    static let current = "0.1.0"
}
