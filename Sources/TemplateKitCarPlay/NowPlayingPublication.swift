import TemplateKitLite

/// What an audio app publishes for the car's now playing screen, as plain values: the
/// `MPNowPlayingInfoCenter.nowPlayingInfo` entries (by MediaPlayer key name) and the
/// `MPRemoteCommandCenter` commands to enable. Pure; ``NowPlayingPublisher`` writes it.
///
///     let values = NowPlayingPublication(nowPlaying.info, queue: .init(index: 3, count: 12),
///                                        modes: .init(shuffle: true, repeat: .all))
///     values.info["MPNowPlayingInfoPropertyPlaybackRate"]   // .double(1) while playing
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
    /// The remote commands to enable (`playCommand`, `nextTrackCommand`, …), in a fixed order.
    public var enabledCommands: [String]
    /// `changeShuffleModeCommand.currentShuffleType` is `.items` when true, `.off` otherwise.
    public var shuffle: Bool
    /// `changeRepeatModeCommand.currentRepeatType`.
    public var `repeat`: RepeatType

    public init(_ item: NowPlayingInfo, contentID: String? = nil, queue: Queue? = nil, modes: Modes = Modes()) {
        var info: [String: Value] = [
            "MPMediaItemPropertyTitle": .string(item.title),
            "MPNowPlayingInfoPropertyElapsedPlaybackTime": .double(Self.clamped(item.elapsed, to: item.duration)),
            // The system extrapolates elapsed time from the rate: 0 while not playing.
            "MPNowPlayingInfoPropertyPlaybackRate": .double(item.playback == .playing ? 1 : 0),
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
        self.enabledCommands = Self.commands(item, queue: queue)
        self.shuffle = modes.shuffle
        self.repeat = modes.repeat
    }

    static func commands(_ item: NowPlayingInfo, queue: Queue?) -> [String] {
        var commands = ["playCommand", "pauseCommand", "togglePlayPauseCommand"]
        if let queue, queue.index + 1 < queue.count { commands.append("nextTrackCommand") }
        if let queue, queue.index > 0 { commands.append("previousTrackCommand") }
        if !item.isLiveStream, item.duration != nil { commands.append("changePlaybackPositionCommand") }
        commands += ["changeShuffleModeCommand", "changeRepeatModeCommand"]
        return commands
    }

    /// Elapsed within 0…duration; CarPlay has no position to draw outside it.
    static func clamped(_ elapsed: Double, to duration: Double?) -> Double {
        guard elapsed.isFinite else { return 0 }
        let low = max(0, elapsed)
        guard let duration, duration.isFinite else { return low }
        return min(low, max(0, duration))
    }
}
