#if !canImport(CarPlay)
import CarPlayShim
import Foundation
import MediaPlayerShim
import Testing
import TemplateKitCarPlay
import TemplateKitLite

// Docs/carplay.md, "A live stream": the example as the docs print it, compiled and run here.
// BEGIN live-stream example
/// A radio's now playing: a live stream (no duration, nothing to scrub), no track commands,
/// a 30-second rewind into the station's buffer, and no shuffle or repeat.
@MainActor func startRadio(infoCenter: MPNowPlayingInfoCenter = .default(),
                           commandCenter: MPRemoteCommandCenter = .shared(),
                           player: RadioPlayer) -> NowPlayingPublisher {
    var screen = NowPlayingTemplate(info: NowPlayingInfo(
        title: "BR24 Nachrichten", artist: "BR24", artwork: .asset("br24"),
        playback: .playing, isLiveStream: true))
    screen.remoteCommands.previousTrack = .absent          // not drawn: a stream has no tracks
    screen.remoteCommands.nextTrack = .absent
    screen.remoteCommands.skipBackward = .init(seconds: 30)  // drawn as ↺30 in the leading slot
    let publisher = NowPlayingPublisher(infoCenter: infoCenter, commandCenter: commandCenter,
                                        images: BundleImageLoader()) { command in
        switch command {
        case .play: player.play()
        case .pause: player.pause()
        case .togglePlayPause: player.isPlaying ? player.pause() : player.play()
        case .skipBackward(let seconds): player.rewind(seconds)
        default: return false                              // nothing else is enabled
        }
        return true
    }
    publisher.publish(NowPlayingPublication(screen))       // no modes: no shuffle, no repeat
    return publisher
}
// END live-stream example

/// The example's player.
@MainActor final class RadioPlayer {
    var isPlaying = true
    var rewound: [Double] = []
    func play() { isPlaying = true }
    func pause() { isPlaying = false }
    func rewind(_ seconds: Double) { rewound.append(seconds) }
}

@MainActor @Suite struct LiveStreamExampleTests {
    @Test func theDocsRadioPublishesALiveStreamWithItsOwnCommands() {
        let info = MPNowPlayingInfoCenter(), commands = MPRemoteCommandCenter(), player = RadioPlayer()
        let publisher = startRadio(infoCenter: info, commandCenter: commands, player: player)
        defer { publisher.stop() }
        let isLive: Bool? = (info.nowPlayingInfo?[MPNowPlayingInfoPropertyIsLiveStream] as? NSNumber)?.boolValue
        let hasDuration: Bool = info.nowPlayingInfo?[MPMediaItemPropertyPlaybackDuration] != nil
        #expect(isLive == true && !hasDuration)
        let intervals: [NSNumber] = commands.skipBackwardCommand.preferredIntervals
        #expect(commands.skipBackwardCommand.isEnabled && intervals == [30])
        let absent: [MPRemoteCommand] = [
            commands.previousTrackCommand, commands.nextTrackCommand, commands.changePlaybackPositionCommand,
            commands.changeShuffleModeCommand, commands.changeRepeatModeCommand, commands.skipForwardCommand,
        ]
        for command in absent {
            #expect(command.shimTargetCount == 0 && !command.isEnabled)
        }
    }

    @Test func theDocsRadioPausesRewindsAndStops() {
        let info = MPNowPlayingInfoCenter(), commands = MPRemoteCommandCenter(), player = RadioPlayer()
        let publisher = startRadio(infoCenter: info, commandCenter: commands, player: player)
        let paused: [MPRemoteCommandHandlerStatus] = commands.pauseCommand.shimSend()
        #expect(paused == [.success] && !player.isPlaying)
        let rewind: MPSkipIntervalCommandEvent = MPSkipIntervalCommandEvent(shimCommand: commands.skipBackwardCommand, interval: 30)
        _ = commands.skipBackwardCommand.shimSend(rewind)
        #expect(player.rewound == [30])
        publisher.stop()
        #expect(publisher.targetCount == 0)
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Docs/carplay.md prints this file's example as it is compiled here.
    @Test func theDocsPrintTheCompiledExample() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let begin = try #require(source.range(of: "// BEGIN live-stream example\n")), end = try #require(source.range(of: "// END live-stream example"))
        let docs = try String(contentsOf: Self.root.appendingPathComponent("Docs/carplay.md"), encoding: .utf8)
        #expect(docs.contains(String(source[begin.upperBound..<end.lowerBound])))
    }

    /// The symbols a manifest marks `shim` (its third column).
    static func shimControls(_ manifest: String) -> [String] {
        var controls: [String] = []
        for line in manifest.split(separator: "\n") where !line.hasPrefix("#") {
            let columns: [Substring] = line.split(separator: "\t")
            if columns.count > 2, columns[2] == "shim" { controls.append(String(columns[0])) }
        }
        return controls
    }

    /// Docs/carplay.md's table lists every shim control of both manifests.
    @Test func theDocsListEveryShimControl() throws {
        let docs = try String(contentsOf: Self.root.appendingPathComponent("Docs/carplay.md"), encoding: .utf8)
        for manifest in ["Docs/carplay-shim-manifest.tsv", "Docs/mediaplayer-shim-manifest.tsv"] {
            let text = try String(contentsOf: Self.root.appendingPathComponent(manifest), encoding: .utf8)
            let controls = Self.shimControls(text)
            #expect(!controls.isEmpty)
            for control in controls { #expect(docs.contains("| `\(control)` |"), "\(control) is not in the table") }
        }
    }
}
#endif
