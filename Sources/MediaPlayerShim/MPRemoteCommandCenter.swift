import Foundation

/// `MPRemoteCommandHandlerStatus`.
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
    case success = 0, noSuchContent = 100, noActionableNowPlayingItem = 110, deviceNotFound = 120, commandFailed = 200
}

/// `MPShuffleType`.
public enum MPShuffleType: Int, Sendable { case off = 0, items = 1, collections = 2 }

/// `MPRepeatType`.
public enum MPRepeatType: Int, Sendable { case off = 0, one = 1, all = 2 }

/// `MPRemoteCommandEvent`: what the car (or headphones, or Control Center) asked for.
open class MPRemoteCommandEvent: NSObject {
    public let command: MPRemoteCommand
    public let timestamp: TimeInterval

    /// Shim only: an event as MediaPlayer delivers it.
    public init(shimCommand command: MPRemoteCommand) {
        self.command = command
        timestamp = 0
    }
}

/// `MPChangePlaybackPositionCommandEvent`: the driver scrubbed to `positionTime` seconds.
open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent {
    public let positionTime: TimeInterval
    /// Shim only.
    public init(shimCommand command: MPRemoteCommand, positionTime: TimeInterval) {
        self.positionTime = positionTime
        super.init(shimCommand: command)
    }
}

/// `MPChangeShuffleModeCommandEvent`.
open class MPChangeShuffleModeCommandEvent: MPRemoteCommandEvent {
    public let shuffleType: MPShuffleType
    public let preservesShuffleMode: Bool
    /// Shim only.
    public init(shimCommand command: MPRemoteCommand, shuffleType: MPShuffleType) {
        self.shuffleType = shuffleType
        preservesShuffleMode = false
        super.init(shimCommand: command)
    }
}

/// `MPChangeRepeatModeCommandEvent`.
open class MPChangeRepeatModeCommandEvent: MPRemoteCommandEvent {
    public let repeatType: MPRepeatType
    public let preservesRepeatMode: Bool
    /// Shim only.
    public init(shimCommand command: MPRemoteCommand, repeatType: MPRepeatType) {
        self.repeatType = repeatType
        preservesRepeatMode = false
        super.init(shimCommand: command)
    }
}

/// `MPSkipIntervalCommandEvent`: the driver skipped by `interval` seconds.
open class MPSkipIntervalCommandEvent: MPRemoteCommandEvent {
    public let interval: TimeInterval
    /// Shim only.
    public init(shimCommand command: MPRemoteCommand, interval: TimeInterval) {
        self.interval = interval
        super.init(shimCommand: command)
    }
}

/// `MPRemoteCommand`: enabled commands show in the car; MediaPlayer documents no queue for
/// their targets (the shim calls them on the main thread, or on its own queue with
/// ``shimSendOnMediaPlayerQueue(_:)``).
open class MPRemoteCommand: NSObject {
    open var isEnabled = false
    private var targets: [(token: NSObject, handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus)] = []

    /// Adds a target; keep the returned token to remove it.
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let token = NSObject()
        targets.append((token, handler))
        return token
    }

    /// Removes the target `addTarget(handler:)` returned (nil removes them all).
    open func removeTarget(_ target: Any?) {
        guard let token = target as? NSObject else { return targets.removeAll() }
        targets.removeAll { $0.token === token }
    }

    /// Shim only: how many targets are registered.
    public var shimTargetCount: Int { targets.count }

    /// Shim only: the driver presses the command; each target answers (none: no status).
    @MainActor public func shimSend(_ event: MPRemoteCommandEvent? = nil) -> [MPRemoteCommandHandlerStatus] {
        guard isEnabled else { return [] }
        let event = event ?? MPRemoteCommandEvent(shimCommand: self)
        return targets.map { $0.handler(event) }
    }

    /// Shim only: the same, with the targets called on a MediaPlayer queue, not the main thread.
    public func shimSendOnMediaPlayerQueue(_ event: MPRemoteCommandEvent? = nil) -> [MPRemoteCommandHandlerStatus] {
        guard isEnabled else { return [] }
        let event = event ?? MPRemoteCommandEvent(shimCommand: self)
        let handlers = targets.map(\.handler)
        let answers = ShimAnswers()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue(label: "com.apple.MediaPlayer.remoteCommands").async {
            answers.statuses = handlers.map { $0(event) }
            done.signal()
        }
        done.wait()
        return answers.statuses
    }
}

/// `MPSkipIntervalCommand`: skip back or forward; the car labels it with the first of
/// `preferredIntervals` (seconds).
open class MPSkipIntervalCommand: MPRemoteCommand {
    open var preferredIntervals: [NSNumber] = []
}

/// `MPChangePlaybackPositionCommand`.
open class MPChangePlaybackPositionCommand: MPRemoteCommand {}

/// `MPChangeShuffleModeCommand`: its `currentShuffleType` is what the car's shuffle button shows.
open class MPChangeShuffleModeCommand: MPRemoteCommand {
    open var currentShuffleType: MPShuffleType = .off
}

/// `MPChangeRepeatModeCommand`: its `currentRepeatType` is what the car's repeat button shows.
open class MPChangeRepeatModeCommand: MPRemoteCommand {
    open var currentRepeatType: MPRepeatType = .off
}

/// `MPRemoteCommandCenter`: the transport the car's now playing screen drives.
open class MPRemoteCommandCenter: NSObject {
    nonisolated(unsafe) private static var instance = MPRemoteCommandCenter()

    open class func shared() -> MPRemoteCommandCenter { instance }

    public let playCommand = MPRemoteCommand()
    public let pauseCommand = MPRemoteCommand()
    public let togglePlayPauseCommand = MPRemoteCommand()
    public let nextTrackCommand = MPRemoteCommand()
    public let previousTrackCommand = MPRemoteCommand()
    public let skipForwardCommand = MPSkipIntervalCommand()
    public let skipBackwardCommand = MPSkipIntervalCommand()
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand()
    public let changeShuffleModeCommand = MPChangeShuffleModeCommand()
    public let changeRepeatModeCommand = MPChangeRepeatModeCommand()

    /// Shim only: a fresh command center (no targets, nothing enabled) for the next test.
    public static func shimReset() { instance = MPRemoteCommandCenter() }
}

/// The answers of targets called on another queue, read once that queue is done.
private final class ShimAnswers: @unchecked Sendable { var statuses: [MPRemoteCommandHandlerStatus] = [] }
