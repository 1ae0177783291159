import TemplateKitLite

/// The system now playing template: metadata of the current track, shuffle and repeat
/// mirroring the player, Up Next (→ the queue) and Album Artist (→ the artist's years).
public enum NowPlayingScreen {
    public static func template(_ state: AppState) -> NowPlayingTemplate {
        let player = state.player
        let template = NowPlayingTemplate(info(state)) {
            NowPlayingButton(.shuffle, label: Present.shuffleTitle(player),
                             isSelected: player.shuffle).action(AppAction.toggleShuffle.templateAction).id("shuffle")
            NowPlayingButton(.repeat, label: Present.repeatLabel(player),
                             isSelected: player.repeatMode != .off).action(AppAction.cycleRepeat.templateAction).id("repeat")
        }
        .upNext("Up Next", action: AppAction.upNext.templateAction)
        // With nothing playing there is no album artist to open: the button stays disabled.
        var shown = state.nowPlaying == nil ? template : template.albumArtist(action: AppAction.albumArtist.templateAction)
        shown.remoteCommands = remoteCommands(player)
        return shown
    }

    /// What the app's remote commands allow, so the car dims what does nothing: next at
    /// the end of the queue with repeat off, every control with an empty queue.
    public static func remoteCommands(_ player: Player) -> RemoteCommands {
        var commands = RemoteCommands()
        guard let index = player.currentIndex else {
            commands.playPause = .disabled
            commands.previousTrack = .disabled
            commands.nextTrack = .disabled
            return commands
        }
        if index + 1 >= player.queue.count && player.repeatMode == .off { commands.nextTrack = .disabled }
        return commands
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
