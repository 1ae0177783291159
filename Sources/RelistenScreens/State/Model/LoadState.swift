/// Whether a remote resource is loading, loaded or failed.
public enum LoadState: String, Sendable, Hashable, CaseIterable {
    case loading, loaded, failed
    /// No status was given and no data exists (not requested yet).
    case notLoaded = "not_loaded"
}
