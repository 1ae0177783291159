import RelistenScreens
import TemplateKitCarPlay
import TemplateKitLite

extension RelistenCarStore {
    /// A remote command from the car's now playing screen (or any remote) on the player:
    /// shuffle and repeat through the reducer's own actions, transport on the player.
    /// Returns false when there is nothing to do it to (an empty queue).
    @discardableResult
    public func perform(_ command: NowPlayingCommand) -> Bool {
        guard state.player.currentIndex != nil else { return false }
        switch command {
        case .play: update { $0.player.state = .playing }
        case .pause: update { $0.player.state = .paused }
        case .togglePlayPause: update { $0.player.state = $0.player.state == .playing ? .paused : .playing }
        case .nextTrack: update { $0.player.next() }
        case .previousTrack: update { $0.player.previous() }
        case .changePosition(let seconds): seek(to: seconds)
        case .skipBackward(let seconds): seek(to: state.player.elapsed - seconds)
        case .skipForward(let seconds): seek(to: state.player.elapsed + seconds)
        case .changeShuffle(let on): if on != state.player.shuffle { send(.toggleShuffle) }
        case .changeRepeat(let mode): update { $0.player.repeatMode = Self.repeatMode(mode) }
        }
        return true
    }

    /// Elapsed set to `seconds`, within the track.
    private func seek(to seconds: Double) {
        update { $0.player.elapsed = max(0, $0.player.duration.map { min(seconds, $0) } ?? seconds) }
    }

    static func repeatMode(_ mode: NowPlayingPublication.RepeatType) -> Player.RepeatMode {
        switch mode {
        case .off: .off
        case .one: .track
        case .all: .queue
        }
    }
}
