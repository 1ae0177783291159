/// The three now-playing lines.
public struct NowPlayingText: Sendable, Hashable {
    /// The track title.
    public var title: String
    /// The artist's name.
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
    /// Now-playing metadata for a track: title; artist; `date • venue` (the album). The
    /// artist line does not repeat the album's date and venue (the phone app's
    /// `artist • date • venue` did, so the car showed them twice).
    public static func nowPlaying(_ context: TrackContext) -> NowPlayingText {
        let date = context.show.displayDate
        let venue = cleaned(context.show.venue?.name)
        return NowPlayingText(
            title: context.track.title,
            artistLine: context.artist.name,
            albumLine: join([date, venue])
        )
    }
}
