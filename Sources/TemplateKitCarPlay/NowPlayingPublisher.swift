#if canImport(CarPlay)
import MediaPlayer
import UIKit
#else
import CarPlayShim
import MediaPlayerShim
#endif
import Foundation
import TemplateKitLite

/// Publishes a ``NowPlayingPublication`` to `MPNowPlayingInfoCenter` and
/// `MPRemoteCommandCenter`, which is where the car's now playing screen reads its title,
/// artwork and progress and sends play, pause, skip and scrub. Each remote command reaches
/// the app as a ``NowPlayingCommand``.
///
///     let publisher = NowPlayingPublisher(images: artwork) { command in store.perform(command) }
///     publisher.publish(NowPlayingPublication(info, contentID: track.uuid, queue: queue, modes: modes))
///     publisher.stop()   // when the app stops playing for good: targets removed, info cleared
@MainActor public final class NowPlayingPublisher {
    public let infoCenter: MPNowPlayingInfoCenter
    public let commandCenter: MPRemoteCommandCenter
    /// The artwork's bounds, in points: what the largest car screen draws (an inferred cap).
    public let artworkSize: CGSize
    /// What was last written; `publish` of an equal value writes nothing.
    public private(set) var published: NowPlayingPublication?

    private let images: any ImageLoader
    private let onCommand: (NowPlayingCommand) -> Bool
    private var targets: [(MPRemoteCommand, Any)] = []

    /// 600 × 600 points: a square no car's now playing artwork exceeds [I]; MediaPlayer asks
    /// the handler for the size it draws.
    public static let carArtworkSize = CGSize(width: 600, height: 600)

    /// Registers a target on every command the publication can enable. `onCommand` returns
    /// whether the app could do it (`false` answers `.commandFailed`).
    public init(infoCenter: MPNowPlayingInfoCenter = .default(), commandCenter: MPRemoteCommandCenter = .shared(),
                images: any ImageLoader, artworkSize: CGSize = carArtworkSize,
                onCommand: @escaping (NowPlayingCommand) -> Bool) {
        self.infoCenter = infoCenter
        self.commandCenter = commandCenter
        self.images = images
        self.artworkSize = artworkSize
        self.onCommand = onCommand
        register()
    }

    /// Writes the info dictionary, enables exactly the publication's commands and sets the
    /// shuffle and repeat state the car's buttons mirror. An unchanged publication is skipped.
    public func publish(_ publication: NowPlayingPublication) {
        guard publication != published else { return }
        published = publication
        var info: [String: Any] = [:]
        for (name, value) in publication.info {
            guard let key = NowPlayingKeys.key(name) else { continue }
            info[key] = object(value)
        }
        infoCenter.nowPlayingInfo = info
        for (name, command) in commands { command.isEnabled = publication.enabledCommands.contains(name) }
        commandCenter.changeShuffleModeCommand.currentShuffleType = publication.shuffle ? .items : .off
        commandCenter.changeRepeatModeCommand.currentRepeatType = switch publication.repeat {
        case .off: .off
        case .one: .one
        case .all: .all
        }
    }

    /// Nothing is playing: the info is cleared and every command disabled.
    public func clear() {
        guard published != nil || infoCenter.nowPlayingInfo != nil else { return }
        published = nil
        infoCenter.nowPlayingInfo = nil
        for (_, command) in commands { command.isEnabled = false }
    }

    /// Removes every target this publisher added, then clears.
    public func stop() {
        for (command, token) in targets { command.removeTarget(token) }
        targets = []
        clear()
    }

    /// The artwork MediaPlayer draws, with a handler it may call on its own queue: built in
    /// nonisolated code with a `@Sendable` closure, never a main-actor one (which traps there).
    public nonisolated static func artwork(_ image: UIImage, size: CGSize) -> MPMediaItemArtwork {
        MPMediaItemArtwork(boundsSize: size) { @Sendable _ in image }
    }

    private func object(_ value: NowPlayingPublication.Value) -> Any? {
        switch value {
        case .string(let s): return s
        case .double(let d): return NSNumber(value: d)
        case .int(let i): return NSNumber(value: i)
        case .bool(let b): return NSNumber(value: b)
        case .audioMediaType: return NSNumber(value: MPNowPlayingInfoMediaType.audio.rawValue)
        case .artwork(let image): return images.immediate(image).map { Self.artwork($0, size: artworkSize) }
        }
    }

    /// The commands a publication names, by name.
    private var commands: [(String, MPRemoteCommand)] {
        let center = commandCenter
        return [
            ("playCommand", center.playCommand), ("pauseCommand", center.pauseCommand),
            ("togglePlayPauseCommand", center.togglePlayPauseCommand), ("nextTrackCommand", center.nextTrackCommand),
            ("previousTrackCommand", center.previousTrackCommand),
            ("changePlaybackPositionCommand", center.changePlaybackPositionCommand),
            ("changeShuffleModeCommand", center.changeShuffleModeCommand),
            ("changeRepeatModeCommand", center.changeRepeatModeCommand),
        ]
    }

    private func register() {
        let center = commandCenter
        add(center.playCommand) { _ in .play }
        add(center.pauseCommand) { _ in .pause }
        add(center.togglePlayPauseCommand) { _ in .togglePlayPause }
        add(center.nextTrackCommand) { _ in .nextTrack }
        add(center.previousTrackCommand) { _ in .previousTrack }
        add(center.changePlaybackPositionCommand) { event in
            (event as? MPChangePlaybackPositionCommandEvent).map { .changePosition($0.positionTime) }
        }
        add(center.changeShuffleModeCommand) { event in
            (event as? MPChangeShuffleModeCommandEvent).map { .changeShuffle($0.shuffleType != .off) }
        }
        add(center.changeRepeatModeCommand) { event in
            (event as? MPChangeRepeatModeCommandEvent).map { event in
                switch event.repeatType {
                case .off: .changeRepeat(.off)
                case .one: .changeRepeat(.one)
                case .all: .changeRepeat(.all)
                @unknown default: .changeRepeat(.off)
                }
            }
        }
    }

    /// A target that turns the event into a command for the app. MediaPlayer calls targets on
    /// the main thread; the handler is `@Sendable` and hops in explicitly.
    private func add(_ command: MPRemoteCommand, _ read: @escaping @Sendable (MPRemoteCommandEvent) -> NowPlayingCommand?) {
        let token = command.addTarget { @Sendable [weak self] event in
            guard let value = read(event) else { return .commandFailed }
            return MainActor.assumeIsolated { self?.onCommand(value) == true } ? .success : .commandFailed
        }
        targets.append((command, token))
    }
}

/// A remote command as a value: what the driver pressed on the car's now playing screen.
public enum NowPlayingCommand: Sendable, Hashable {
    case play, pause, togglePlayPause, nextTrack, previousTrack
    /// Scrubbed to this many seconds.
    case changePosition(Double)
    /// Shuffle on or off.
    case changeShuffle(Bool)
    case changeRepeat(NowPlayingPublication.RepeatType)
}

/// The MediaPlayer constant behind each key name a ``NowPlayingPublication`` uses.
enum NowPlayingKeys {
    static func key(_ name: String) -> String? { keys[name] }

    static let keys: [String: String] = [
        "MPMediaItemPropertyTitle": MPMediaItemPropertyTitle,
        "MPMediaItemPropertyArtist": MPMediaItemPropertyArtist,
        "MPMediaItemPropertyAlbumTitle": MPMediaItemPropertyAlbumTitle,
        "MPMediaItemPropertyArtwork": MPMediaItemPropertyArtwork,
        "MPMediaItemPropertyPlaybackDuration": MPMediaItemPropertyPlaybackDuration,
        "MPNowPlayingInfoPropertyElapsedPlaybackTime": MPNowPlayingInfoPropertyElapsedPlaybackTime,
        "MPNowPlayingInfoPropertyPlaybackRate": MPNowPlayingInfoPropertyPlaybackRate,
        "MPNowPlayingInfoPropertyDefaultPlaybackRate": MPNowPlayingInfoPropertyDefaultPlaybackRate,
        "MPNowPlayingInfoPropertyIsLiveStream": MPNowPlayingInfoPropertyIsLiveStream,
        "MPNowPlayingInfoPropertyMediaType": MPNowPlayingInfoPropertyMediaType,
        "MPNowPlayingInfoPropertyPlaybackQueueIndex": MPNowPlayingInfoPropertyPlaybackQueueIndex,
        "MPNowPlayingInfoPropertyPlaybackQueueCount": MPNowPlayingInfoPropertyPlaybackQueueCount,
        "MPNowPlayingInfoPropertyExternalContentIdentifier": MPNowPlayingInfoPropertyExternalContentIdentifier,
    ]
}
