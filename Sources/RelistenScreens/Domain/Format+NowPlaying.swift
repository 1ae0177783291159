/// The three now-playing lines.
public struct NowPlayingText: Sendable, Hashable {
    /// The track title.
    public var title: String
    /// `artist • date • venue`.
    public var artistLine: String
    /// `date • venue` (the "album").
    public var albumLine: String

    public init(title: String, artistLine: String, albumLine: String) {
        self.title = title
        self.artistLine = artistLine
        self.albumLine = albumLine
    }
}

extension Format {
    /// Now-playing metadata for a track: title; `artist • date • venue`; `date • venue`.
    public static func nowPlaying(_ context: TrackContext) -> NowPlayingText {
        let date = context.show.displayDate
        let venue = context.show.venue.map { trimmed($0.name) }
        return NowPlayingText(
            title: context.track.title,
            artistLine: join([context.artist.name, date, venue]),
            albumLine: join([date, venue])
        )
    }
}
