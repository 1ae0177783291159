import TemplateKitLite

/// What an audio app publishes for the car's now playing screen, as plain values: the
/// `MPNowPlayingInfoCenter.nowPlayingInfo` entries (by MediaPlayer key name) and the
/// `MPRemoteCommandCenter` commands to enable. Pure; ``NowPlayingPublisher`` writes it.
///
///     let values = NowPlayingPublication(nowPlaying, queue: .init(index: 3, count: 12),
///                                        modes: .init(shuffle: true, repeat: .all))
///     values.info["MPNowPlayingInfoPropertyPlaybackRate"]   // .double(1) while playing
///     values.commands["nextTrackCommand"]                   // nowPlaying.remoteCommands.nextTrack
public struct NowPlayingPublication: Sendable, Hashable {
    /// One value of the now-playing info dictionary.
    public enum Value: Sendable, Hashable {
        case string(String)
        case double(Double)
        case int(Int)
        case bool(Bool)
        /// An `MPMediaItemArtwork` made from this image.
        case artwork(TemplateImage)
        /// `MPNowPlayingInfoMediaType.audio`.
        case audioMediaType
    }

    /// Where the item sits in the queue.
    public struct Queue: Sendable, Hashable {
        public var index: Int
        public var count: Int
        public init(index: Int, count: Int) { self.index = index; self.count = count }
    }

    /// `MPRepeatType`.
    public enum RepeatType: String, Sendable, Hashable { case off, one, all }

    /// The player's modes the shuffle and repeat buttons mirror (through the command centre).
    public struct Modes: Sendable, Hashable {
        public var shuffle: Bool
        public var `repeat`: RepeatType
        public init(shuffle: Bool = false, repeat: RepeatType = .off) { self.shuffle = shuffle; self.repeat = `repeat` }
    }

    /// `nowPlayingInfo`, keyed by the MediaPlayer constant's name.
    public var info: [String: Value]
    /// Each remote command by name (`playCommand`, `skipForwardCommand`, …): `enabled` (a
    /// target, `isEnabled`), `disabled` (a target, drawn dimmed) or `absent` (no target, not
    /// drawn), from the screen's ``RemoteCommands``.
    public var commands: [String: RemoteCommands.State]
    /// `skipBackwardCommand.preferredIntervals` / `skipForwardCommand.preferredIntervals`, in seconds.
    public var skipIntervals: [String: Int]
    /// `changeShuffleModeCommand.currentShuffleType` is `.items` when true, `.off` otherwise.
    public var shuffle: Bool
    /// `changeRepeatModeCommand.currentRepeatType`.
    public var `repeat`: RepeatType

    /// The commands to enable, in ``commandNames`` order.
    public var enabledCommands: [String] { Self.commandNames.filter { commands[$0] == .enabled } }

    /// Every command a publication sets, in a fixed order.
    public static let commandNames = [
        "playCommand", "pauseCommand", "togglePlayPauseCommand", "previousTrackCommand", "nextTrackCommand",
        "skipBackwardCommand", "skipForwardCommand", "changePlaybackPositionCommand",
        "changeShuffleModeCommand", "changeRepeatModeCommand",
    ]

    /// What the now playing screen `template` declares: its info and its ``RemoteCommands``
    /// (the controls the review page and the text golden draw).
    ///
    ///     NowPlayingPublication(template, contentID: track.id, queue: .init(index: 2, count: 9),
    ///                           modes: .init(shuffle: false, repeat: .all))
    public init(_ template: NowPlayingTemplate, contentID: String? = nil, queue: Queue? = nil, modes: Modes? = nil) {
        self.init(template.info, commands: template.remoteCommands, contentID: contentID, queue: queue, modes: modes)
    }

    /// `modes` `nil` leaves the shuffle and repeat commands out (a live stream, a radio):
    /// the car draws neither button.
    public init(_ item: NowPlayingInfo, commands: RemoteCommands = RemoteCommands(), contentID: String? = nil,
                queue: Queue? = nil, modes: Modes? = nil) {
        var info: [String: Value] = [
            "MPMediaItemPropertyTitle": .string(item.title),
            "MPNowPlayingInfoPropertyElapsedPlaybackTime": .double(Self.clamped(item.elapsed, to: item.duration)),
            // The system extrapolates elapsed time from the rate: 0 while not playing.
            "MPNowPlayingInfoPropertyPlaybackRate": .double(item.playback == .playing ? max(0, item.playbackRate) : 0),
            "MPNowPlayingInfoPropertyDefaultPlaybackRate": .double(1),
            "MPNowPlayingInfoPropertyIsLiveStream": .bool(item.isLiveStream),
            "MPNowPlayingInfoPropertyMediaType": .audioMediaType,
        ]
        info["MPMediaItemPropertyArtist"] = item.artist.map(Value.string)
        info["MPMediaItemPropertyAlbumTitle"] = item.album.map(Value.string)
        info["MPMediaItemPropertyArtwork"] = item.artwork.map(Value.artwork)
        if let duration = item.duration, !item.isLiveStream {
            info["MPMediaItemPropertyPlaybackDuration"] = .double(max(0, duration))
        }
        // A new id per item makes CarPlay refresh title and progress [O] AudioBooth#160.
        info["MPNowPlayingInfoPropertyExternalContentIdentifier"] = contentID.map(Value.string)
        if let queue {
            info["MPNowPlayingInfoPropertyPlaybackQueueIndex"] = .int(queue.index)
            info["MPNowPlayingInfoPropertyPlaybackQueueCount"] = .int(queue.count)
        }
        self.info = info
        self.commands = Self.states(commands, item, hasModes: modes != nil)
        var intervals: [String: Int] = [:]
        if let skip = commands.skipBackward, skip.state != .absent { intervals["skipBackwardCommand"] = skip.seconds }
        if let skip = commands.skipForward, skip.state != .absent { intervals["skipForwardCommand"] = skip.seconds }
        self.skipIntervals = intervals
        self.shuffle = modes?.shuffle ?? false
        self.repeat = modes?.repeat ?? .off
    }

    /// The command states the screen declares, as ``TransportControls`` draws them: a skip
    /// command takes its slot, so the track command it replaces is absent; nothing scrubs a
    /// live stream or an item without a duration; shuffle and repeat only with modes.
    static func states(_ declared: RemoteCommands, _ item: NowPlayingInfo, hasModes: Bool) -> [String: RemoteCommands.State] {
        let backward = declared.skipBackward.map(\.state) ?? .absent
        let forward = declared.skipForward.map(\.state) ?? .absent
        let canScrub = !item.isLiveStream && item.duration != nil
        return [
            "playCommand": declared.playPause, "pauseCommand": declared.playPause, "togglePlayPauseCommand": declared.playPause,
            "previousTrackCommand": backward == .absent ? declared.previousTrack : .absent,
            "nextTrackCommand": forward == .absent ? declared.nextTrack : .absent,
            "skipBackwardCommand": backward, "skipForwardCommand": forward,
            "changePlaybackPositionCommand": canScrub ? declared.changePlaybackPosition : .absent,
            "changeShuffleModeCommand": hasModes ? .enabled : .absent,
            "changeRepeatModeCommand": hasModes ? .enabled : .absent,
        ]
    }

    /// Elapsed within 0…duration; CarPlay has no position to draw outside it.
    static func clamped(_ elapsed: Double, to duration: Double?) -> Double {
        guard elapsed.isFinite else { return 0 }
        let low = max(0, elapsed)
        guard let duration, duration.isFinite else { return low }
        return min(low, max(0, duration))
    }
}
