/// The two show filters of the phone app (`user_filters` in the state document).
///
/// Each dimension is `true`, `false` or `nil` (don't care); the set ones are combined with
/// ``combine``. With no dimension set every show passes.
public struct UserFilters: Sendable, Hashable {
    /// How set dimensions combine.
    public enum Combine: String, Sendable, Hashable, CaseIterable {
        case and, or
    }

    /// Show is a favourite.
    public var isFavorite: Bool?
    /// Show has at least one offline track.
    public var isPlayableOffline: Bool?
    public var combine: Combine

    public init(isFavorite: Bool? = nil, isPlayableOffline: Bool? = nil, combine: Combine = .and) {
        self.isFavorite = isFavorite
        self.isPlayableOffline = isPlayableOffline
        self.combine = combine
    }
}
