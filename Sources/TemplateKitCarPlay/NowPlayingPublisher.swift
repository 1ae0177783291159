#if canImport(MediaPlayer) && canImport(UIKit)
import MediaPlayer
import UIKit
import TemplateKitLite

/// Writes a ``NowPlayingPublication`` to `MPNowPlayingInfoCenter` and `MPRemoteCommandCenter`.
/// iOS only; not compiled on Linux (the values it writes are tested there).
@MainActor public enum NowPlayingPublisher {
    public static func publish(_ publication: NowPlayingPublication, images: any ImageLoader) {
        var info: [String: Any] = [:]
        for (key, value) in publication.info {
            switch value {
            case .string(let s): info[key] = s
            case .double(let d): info[key] = NSNumber(value: d)
            case .int(let i): info[key] = NSNumber(value: i)
            case .bool(let b): info[key] = NSNumber(value: b)
            case .audioMediaType: info[key] = NSNumber(value: MPNowPlayingInfoMediaType.audio.rawValue)
            case .artwork(let image):
                if let picture = images.immediate(image) {
                    info[key] = MPMediaItemArtwork(boundsSize: picture.size) { _ in picture }
                }
            }
        }
        MPNowPlayingInfoCenter.default().nowPlayingInfo = info
        let center = MPRemoteCommandCenter.shared()
        let all: [(String, MPRemoteCommand)] = [
            ("playCommand", center.playCommand), ("pauseCommand", center.pauseCommand),
            ("togglePlayPauseCommand", center.togglePlayPauseCommand), ("nextTrackCommand", center.nextTrackCommand),
            ("previousTrackCommand", center.previousTrackCommand),
            ("changePlaybackPositionCommand", center.changePlaybackPositionCommand),
            ("changeShuffleModeCommand", center.changeShuffleModeCommand), ("changeRepeatModeCommand", center.changeRepeatModeCommand),
        ]
        for (name, command) in all { command.isEnabled = publication.enabledCommands.contains(name) }
        center.changeShuffleModeCommand.currentShuffleType = publication.shuffle ? .items : .off
        center.changeRepeatModeCommand.currentRepeatType = switch publication.repeat {
        case .off: .off
        case .one: .one
        case .all: .all
        }
    }
}
#endif
