import TemplateKitLite

/// The system now playing template: metadata of the current track, shuffle and repeat
/// mirroring the player, Up Next (→ the queue) and Album Artist (→ the artist's years).
public enum NowPlayingScreen {
    public static func template(_ state: AppState) -> NowPlayingTemplate {
        let player = state.player
        return NowPlayingTemplate(info(state)) {
            NowPlayingButton(.shuffle, label: "Shuffle: " + (player.shuffle ? "on" : "off"),
                             isSelected: player.shuffle, action: AppAction.toggleShuffle.templateAction).id("shuffle")
            NowPlayingButton(.repeat, label: "Repeat: " + Present.repeatTitle(player.repeatMode).lowercased(),
                             isSelected: player.repeatMode != .off, action: AppAction.cycleRepeat.templateAction).id("repeat")
        }
        .upNext("Up Next", action: AppAction.upNext.templateAction)
        .albumArtist(action: state.nowPlaying == nil ? nil : AppAction.albumArtist.templateAction)
    }

    static func info(_ state: AppState) -> NowPlayingInfo {
        guard let now = state.nowPlaying else { return NowPlayingInfo(title: "Not Playing", playback: .stopped) }
        let text = Format.nowPlaying(now)
        // Without a player duration the track's is shown; the document only bounds elapsed
        // by the player's, so clamp it (CarPlay rejects elapsed past the duration).
        let duration = state.player.duration ?? now.track.duration
        return NowPlayingInfo(
            title: text.title, artist: text.artistLine, album: text.albumLine,
            artwork: .asset("relisten-artwork"),
            elapsed: duration.map { min(state.player.elapsed, $0) } ?? state.player.elapsed, duration: duration,
            playback: Present.playback(state.player.state))
    }
}
