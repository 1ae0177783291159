import RelistenScreens
import GoldenCore
import TemplateKitLite

/// What Relisten publishes to MediaPlayer for a state, as one line of an operation log: the
/// values `RelistenNowPlaying.publication` writes to `MPNowPlayingInfoCenter` and the
/// command centre (title, artist, album, elapsed, duration, rate, queue position, shuffle
/// and repeat), or `nil` when nothing plays and the info is cleared.
///
///     PublishedLine.text(state)
///     // MPNowPlayingInfoCenter: "El Paso" · Grateful Dead · 1977-05-08 · 1:32 of 4:32 · rate 1 · item 3 of 12 · shuffle off · repeat off
public enum PublishedLine {
    public static func text(_ state: AppState) -> String? {
        let player = state.player
        guard state.nowPlaying != nil, let index = player.currentIndex, player.currentTrackUUID != nil else { return nil }
        let info = NowPlayingScreen.template(state).info
        var parts = ["\"\(info.title)\""]
        if let artist = info.artist { parts.append(artist) }
        if let album = info.album { parts.append(album) }
        let elapsed = min(max(0, info.elapsed), info.duration ?? .infinity)
        let duration = info.isLiveStream ? nil : info.duration
        parts.append(Format.trackDuration(elapsed) + (duration.map { " of " + Format.trackDuration($0) } ?? ""))
        parts.append("rate " + (info.playback == .playing ? Self.rate(info.playbackRate) : "0"))
        parts.append("item \(index + 1) of \(player.queue.count)")
        parts.append("shuffle " + (player.shuffle ? "on" : "off"))
        parts.append("repeat " + player.repeatMode.rawValue)
        return "MPNowPlayingInfoCenter: " + parts.joined(separator: " · ")
    }

    /// `1`, `1.5`: the rate as a reviewer reads it.
    static func rate(_ rate: Double) -> String {
        rate == rate.rounded() ? String(Int(rate)) : String(rate)
    }
}
