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
/// the app as a ``NowPlayingCommand``; the commands are the ones the now playing screen
/// declares (``NowPlayingTemplate/remoteCommands``).
///
///     let publisher = NowPlayingPublisher(images: artwork) { command in store.perform(command) }
///     publisher.publish(NowPlayingPublication(template, contentID: track.uuid, queue: queue, modes: modes))
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
    /// Seconds on a monotonic clock: when the info was last written, for the progress the
    /// system extrapolates.
    private let clock: () -> Double
    private var writtenAt = 0.0
    /// The target on each command the publications declared (enabled or disabled), by name.
    private var targets: [String: (command: MPRemoteCommand, token: Any)] = [:]
    /// One `MPMediaItemArtwork` per image, made when the image is first published.
    private var artworks: (image: TemplateImage, artwork: MPMediaItemArtwork)?

    /// 600 × 600 points: a square no car's now playing artwork exceeds [I]; MediaPlayer asks
    /// the handler for the size it draws.
    public static let carArtworkSize = CGSize(width: 600, height: 600)

    /// `onCommand` returns whether the app could do it (`false` answers `.commandFailed`).
    /// Targets are added as publications declare commands (``publish(_:)``). `clock` is the
    /// system's uptime unless a test sets its own.
    public init(infoCenter: MPNowPlayingInfoCenter = .default(), commandCenter: MPRemoteCommandCenter = .shared(),
                images: any ImageLoader, artworkSize: CGSize = carArtworkSize,
                clock: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime },
                onCommand: @escaping (NowPlayingCommand) -> Bool) {
        self.infoCenter = infoCenter
        self.commandCenter = commandCenter
        self.images = images
        self.artworkSize = artworkSize
        self.clock = clock
        self.onCommand = onCommand
    }

    /// Writes the info dictionary, sets every command as the publication declares it (a
    /// target and `isEnabled`; a target, dimmed; or no target), the skip intervals and the
    /// shuffle and repeat state the car's buttons mirror. An unchanged publication is
    /// skipped, and so is one whose elapsed time alone moved as the system extrapolates it
    /// from the last write (a progress tick while playing).
    public func publish(_ publication: NowPlayingPublication) {
        guard publication != published, !isExtrapolated(publication) else { return }
        published = publication
        writtenAt = clock()
        var info: [String: Any] = [:]
        for (name, value) in publication.info {
            guard let key = NowPlayingKeys.key(name) else { continue }
            info[key] = object(value)
        }
        infoCenter.nowPlayingInfo = info
        for (name, command) in commands {
            let state = publication.commands[name] ?? .absent
            if state == .absent { removeTarget(name) } else { addTarget(name, command) }
            command.isEnabled = state == .enabled
        }
        for (name, command) in [("skipBackwardCommand", commandCenter.skipBackwardCommand), ("skipForwardCommand", commandCenter.skipForwardCommand)] {
            if let seconds = publication.skipIntervals[name] { command.preferredIntervals = [NSNumber(value: seconds)] }
        }
        commandCenter.changeShuffleModeCommand.currentShuffleType = publication.shuffle ? .items : .off
        commandCenter.changeRepeatModeCommand.currentRepeatType = switch publication.repeat {
        case .off: .off
        case .one: .one
        case .all: .all
        }
    }

    /// Whether `next` differs from what was written only by the elapsed time the system
    /// already shows (``NowPlayingInfo/extrapolates(from:rate:after:to:)``).
    private func isExtrapolated(_ next: NowPlayingPublication) -> Bool {
        let elapsedKey = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
        guard var before = published, case .double(let was)? = before.info[elapsedKey],
              case .double(let now)? = next.info[elapsedKey],
              case .double(let rate)? = next.info["MPNowPlayingInfoPropertyPlaybackRate"] else { return false }
        before.info[elapsedKey] = next.info[elapsedKey]
        return before == next && NowPlayingInfo.extrapolates(from: was, rate: rate, after: clock() - writtenAt, to: now)
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
        for name in Array(targets.keys) { removeTarget(name) }
        clear()
    }

    /// How many command targets this publisher holds (one per command declared enabled or disabled).
    public var targetCount: Int { targets.count }

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
        case .artwork(let image): return artwork(for: image)
        }
    }

    /// The artwork of `image`: the one made before while the image is the same, so a
    /// republish hands MediaPlayer the same object (it redraws nothing).
    private func artwork(for image: TemplateImage) -> MPMediaItemArtwork? {
        if let artworks, artworks.image == image { return artworks.artwork }
        guard let loaded = images.immediate(image) else { return nil }
        let artwork = Self.artwork(loaded, size: artworkSize)
        artworks = (image, artwork)
        return artwork
    }

    /// The commands a publication names, by name.
    private var commands: [(String, MPRemoteCommand)] {
        let center = commandCenter
        return [
            ("playCommand", center.playCommand), ("pauseCommand", center.pauseCommand),
            ("togglePlayPauseCommand", center.togglePlayPauseCommand), ("nextTrackCommand", center.nextTrackCommand),
            ("previousTrackCommand", center.previousTrackCommand),
            ("skipBackwardCommand", center.skipBackwardCommand), ("skipForwardCommand", center.skipForwardCommand),
            ("changePlaybackPositionCommand", center.changePlaybackPositionCommand),
            ("changeShuffleModeCommand", center.changeShuffleModeCommand),
            ("changeRepeatModeCommand", center.changeRepeatModeCommand),
        ]
    }

    /// What an event of the command `name` asks the app to do.
    private nonisolated static func read(_ name: String) -> @Sendable (MPRemoteCommandEvent) -> NowPlayingCommand? {
        switch name {
        case "playCommand": { _ in .play }
        case "pauseCommand": { _ in .pause }
        case "togglePlayPauseCommand": { _ in .togglePlayPause }
        case "nextTrackCommand": { _ in .nextTrack }
        case "previousTrackCommand": { _ in .previousTrack }
        case "skipBackwardCommand": { ($0 as? MPSkipIntervalCommandEvent).map { .skipBackward($0.interval) } }
        case "skipForwardCommand": { ($0 as? MPSkipIntervalCommandEvent).map { .skipForward($0.interval) } }
        case "changePlaybackPositionCommand": { ($0 as? MPChangePlaybackPositionCommandEvent).map { .changePosition($0.positionTime) } }
        case "changeShuffleModeCommand": { ($0 as? MPChangeShuffleModeCommandEvent).map { .changeShuffle($0.shuffleType != .off) } }
        case "changeRepeatModeCommand": { event in
            (event as? MPChangeRepeatModeCommandEvent).map { event in
                switch event.repeatType {
                case .off: .changeRepeat(.off)
                case .one: .changeRepeat(.one)
                case .all: .changeRepeat(.all)
                @unknown default: .changeRepeat(.off)
                }
            }
        }
        default: { _ in nil }
        }
    }

    /// A target that turns the event into a command for the app. MediaPlayer documents no
    /// queue for targets: on the main thread the app answers at once; on another, the
    /// command is handed to the main actor and answered `.success` (the app's answer cannot
    /// wait there).
    private func addTarget(_ name: String, _ command: MPRemoteCommand) {
        guard targets[name] == nil else { return }
        let read = Self.read(name)
        let token = command.addTarget { @Sendable [weak self] event in
            guard let value = read(event) else { return .commandFailed }
            guard MainQueue.isCurrent else {
                Task { @MainActor in _ = self?.onCommand(value) }
                return .success
            }
            return MainActor.assumeIsolated { self?.onCommand(value) == true } ? .success : .commandFailed
        }
        targets[name] = (command, token)
    }

    private func removeTarget(_ name: String) {
        guard let target = targets.removeValue(forKey: name) else { return }
        target.command.removeTarget(target.token)
    }
}

/// A remote command as a value: what the driver pressed on the car's now playing screen.
public enum NowPlayingCommand: Sendable, Hashable {
    case play, pause, togglePlayPause, nextTrack, previousTrack
    /// Skip back or forward by this many seconds (`skipBackwardCommand`, `skipForwardCommand`).
    case skipBackward(Double), skipForward(Double)
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

/// Whether code runs on the main queue (where the main actor runs): marked once with a
/// queue-specific value, which holds on iOS and Linux alike (`Thread.isMainThread` does not
/// tell a test runner's main-actor thread on Linux).
///
///     if MainQueue.isCurrent { MainActor.assumeIsolated { … } }
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    static var isCurrent: Bool { marked && DispatchQueue.getSpecific(key: key) == true }
}
