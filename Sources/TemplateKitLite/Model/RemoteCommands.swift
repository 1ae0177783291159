/// The app's `MPRemoteCommandCenter` state, from which CarPlay draws now playing's
/// transport controls (play/pause, previous/next or skip ±N s, scrubbing). The template
/// does not hold these controls: the system derives them (CarPlay Developer Guide; Apple's
/// MediaPlayer `MPRemoteCommandCenter`).
///
///     var commands = RemoteCommands()              // previous, play/pause, next
///     commands.skipBackward = .init(seconds: 15)   // ↺15 replaces previous track
///     commands.nextTrack = .disabled               // drawn dimmed
public struct RemoteCommands: Sendable, Hashable {
    /// A command's state: a target and `isEnabled` (`enabled`), a target with
    /// `isEnabled = false` (`disabled`: drawn dimmed), or no target (`absent`: not drawn).
    public enum State: String, Sendable, Hashable, CaseIterable {
        case enabled, disabled, absent
    }

    /// `skipBackwardCommand` / `skipForwardCommand` with their first `preferredIntervals`.
    public struct Skip: Sendable, Hashable {
        public var seconds: Int
        public var state: State

        public init(seconds: Int, state: State = .enabled) {
            self.seconds = seconds
            self.state = state
        }
    }

    public var playPause: State = .enabled
    public var previousTrack: State = .enabled
    public var nextTrack: State = .enabled
    /// When present and not absent, takes the leading slot instead of previous track.
    public var skipBackward: Skip? = nil
    /// When present and not absent, takes the trailing slot instead of next track.
    public var skipForward: Skip? = nil
    /// `changePlaybackPositionCommand`: the scrubber can be dragged.
    public var changePlaybackPosition: State = .enabled

    public init() {}
}

/// One of the three transport controls CarPlay draws under now playing's scrubber.
///
///     TransportControl(kind: .skipBackward(15), state: .enabled).glyph   // "↺15"
public struct TransportControl: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case previousTrack, nextTrack, play, pause
        case skipBackward(Int), skipForward(Int)
    }

    public let kind: Kind
    /// `enabled` or `disabled`; absent controls are not in ``TransportControls``.
    public let state: RemoteCommands.State

    /// The text render's glyph: `⏮`, `⏭`, `▶`, `❚❚`, `↺15`, `15↻`.
    public var glyph: String {
        switch kind {
        case .previousTrack: "⏮"
        case .nextTrack: "⏭"
        case .play: "▶"
        case .pause: "❚❚"
        case .skipBackward(let seconds): "↺" + String(seconds)
        case .skipForward(let seconds): String(seconds) + "↻"
        }
    }

    /// What a screen reader (and the review page's tooltip) calls it.
    public var name: String {
        switch kind {
        case .previousTrack: "previous track"
        case .nextTrack: "next track"
        case .play: "play"
        case .pause: "pause"
        case .skipBackward(let seconds): "back " + String(seconds) + " seconds"
        case .skipForward(let seconds): "forward " + String(seconds) + " seconds"
        }
    }
}

/// The transport controls a car draws for a now playing template, leading → trailing.
public struct TransportControls: Sendable, Hashable {
    public let controls: [TransportControl]

    /// Derived from the commands and the player's state: the centre shows pause while
    /// playing, play otherwise; a skip command replaces previous/next track in its slot;
    /// `absent` commands are left out.
    public init(_ commands: RemoteCommands, playback: PlaybackState) {
        var controls: [TransportControl] = []
        if let skip = commands.skipBackward, skip.state != .absent {
            controls.append(TransportControl(kind: .skipBackward(skip.seconds), state: skip.state))
        } else if commands.previousTrack != .absent {
            controls.append(TransportControl(kind: .previousTrack, state: commands.previousTrack))
        }
        if commands.playPause != .absent {
            controls.append(TransportControl(kind: playback == .playing ? .pause : .play, state: commands.playPause))
        }
        if let skip = commands.skipForward, skip.state != .absent {
            controls.append(TransportControl(kind: .skipForward(skip.seconds), state: skip.state))
        } else if commands.nextTrack != .absent {
            controls.append(TransportControl(kind: .nextTrack, state: commands.nextTrack))
        }
        self.controls = controls
    }
}
