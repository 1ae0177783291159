/// A track together with the recording, show and artist it belongs to.
public struct TrackContext: Sendable, Hashable {
    public var track: Track
    public var source: Source
    public var show: Show
    public var artist: Artist

    public init(track: Track, source: Source, show: Show, artist: Artist) {
        self.track = track
        self.source = source
        self.show = show
        self.artist = artist
    }
}
