import GoldenCore
/// The version `snapshot --version` prints.
package enum SnapshotVersion {
    package static let current = "0.1.0"
}
