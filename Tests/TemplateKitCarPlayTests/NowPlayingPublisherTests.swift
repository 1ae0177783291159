#if !canImport(CarPlay)
import CarPlayShim
import MediaPlayerShim
import Foundation
import Testing
import TemplateKitCarPlay
import TemplateKitLite

/// A publisher on its own info and command centers, and the commands it hears.
@MainActor final class PublisherHarness {
    let info = MPNowPlayingInfoCenter()
    let commands = MPRemoteCommandCenter()
    var heard: [NowPlayingCommand] = []
    var accepts = true
    var now = 0.0
    lazy var publisher = NowPlayingPublisher(infoCenter: info, commandCenter: commands, images: TestImages(),
                                             clock: { [unowned self] in now }) { [unowned self] in
        heard.append($0)
        return accepts
    }

    static let playing = NowPlayingPublication(
        NowPlayingInfo(title: "Scarlet Begonias", artist: "Grateful Dead", album: "1977-05-08", artwork: .asset("cover"),
                       elapsed: 30, duration: 300, playback: .playing),
        contentID: "t1", queue: .init(index: 1, count: 3), modes: .init(shuffle: true, repeat: .one))
}

/// MediaPlayer is where the car's now playing screen reads its metadata and sends its
/// transport: the publisher writes the one and answers the other.
@MainActor @Suite struct NowPlayingPublisherTests {
    @Test func publishingWritesTheInfoCenter() throws {
        let h = PublisherHarness()
        h.publisher.publish(PublisherHarness.playing)
        let info: [String: Any] = try #require(h.info.nowPlayingInfo)
        func number(_ key: String) -> Double? { (info[key] as? NSNumber)?.doubleValue }
        let texts: [String?] = [info[MPMediaItemPropertyTitle] as? String, info[MPMediaItemPropertyArtist] as? String]
        #expect(texts == ["Scarlet Begonias", "Grateful Dead"])
        // Elapsed, duration, rate and queue index.
        let numbers: [Double?] = [
            number(MPNowPlayingInfoPropertyElapsedPlaybackTime), number(MPMediaItemPropertyPlaybackDuration),
            number(MPNowPlayingInfoPropertyPlaybackRate), number(MPNowPlayingInfoPropertyPlaybackQueueIndex),
        ]
        #expect(numbers == [30, 300, 1, 1])
        #expect(info[MPMediaItemPropertyArtwork] is MPMediaItemArtwork)
    }

    @Test func publishingEnablesExactlyThePublicationsCommands() {
        let h = PublisherHarness()
        h.publisher.publish(PublisherHarness.playing)
        #expect(h.commands.playCommand.isEnabled && h.commands.nextTrackCommand.isEnabled && h.commands.previousTrackCommand.isEnabled)
        #expect(h.commands.changePlaybackPositionCommand.isEnabled)
        #expect(h.commands.changeShuffleModeCommand.currentShuffleType == .items)
        #expect(h.commands.changeRepeatModeCommand.currentRepeatType == .one)
    }

    @Test func everyPublicationKeyHasItsMediaPlayerConstant() {
        let h = PublisherHarness()
        h.publisher.publish(PublisherHarness.playing)
        #expect(h.info.nowPlayingInfo?.count == PublisherHarness.playing.info.count)
    }

    @Test func anUnchangedPublicationWritesNothingAndNothingPlayingClears() {
        let h = PublisherHarness()
        h.publisher.publish(PublisherHarness.playing)
        h.publisher.publish(PublisherHarness.playing)
        #expect(h.info.shimWriteCount == 1)
        h.publisher.clear()
        #expect(h.info.nowPlayingInfo == nil && !h.commands.playCommand.isEnabled)
    }

    @Test func remoteCommandsReachTheAppAsValues() {
        let h = PublisherHarness()
        h.publisher.publish(PublisherHarness.playing)
        #expect(h.commands.pauseCommand.shimSend() == [.success])
        _ = h.commands.nextTrackCommand.shimSend()
        _ = h.commands.changePlaybackPositionCommand.shimSend(
            MPChangePlaybackPositionCommandEvent(shimCommand: h.commands.changePlaybackPositionCommand, positionTime: 120))
        _ = h.commands.changeShuffleModeCommand.shimSend(
            MPChangeShuffleModeCommandEvent(shimCommand: h.commands.changeShuffleModeCommand, shuffleType: .off))
        _ = h.commands.changeRepeatModeCommand.shimSend(
            MPChangeRepeatModeCommandEvent(shimCommand: h.commands.changeRepeatModeCommand, repeatType: .all))
        #expect(h.heard == [.pause, .nextTrack, .changePosition(120), .changeShuffle(false), .changeRepeat(.all)])
        h.accepts = false
        #expect(h.commands.playCommand.shimSend() == [.commandFailed])
    }

    @Test func stoppingRemovesEveryTargetItAdded() {
        let h = PublisherHarness()
        h.publisher.publish(PublisherHarness.playing)
        #expect(h.commands.playCommand.shimTargetCount == 1)
        h.publisher.stop()
        #expect(h.commands.playCommand.shimTargetCount == 0 && h.info.nowPlayingInfo == nil)
    }

    @Test func theArtworkIsDrawnOnMediaPlayersQueueAtTheCarsSize() throws {
        let h = PublisherHarness()
        h.publisher.publish(PublisherHarness.playing)
        let artwork = try #require(h.info.nowPlayingInfo?[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork)
        #expect(artwork.bounds.size == NowPlayingPublisher.carArtworkSize)
        #expect(artwork.shimRequestOnMediaPlayerQueue(at: CGSize(width: 300, height: 300))?.shimName == "asset cover")
    }

    /// Audit 4, N6: disabled commands keep a target (drawn dimmed), absent ones have none;
    /// skip intervals are registered; a live stream without modes gets no shuffle or repeat.
    @Test func eachCommandIsSetAsTheScreenDeclaresIt() {
        let h = PublisherHarness()
        var radio = NowPlayingTemplate(info: NowPlayingInfo(title: "BR24", playback: .playing, isLiveStream: true))
        radio.remoteCommands.previousTrack = .absent
        radio.remoteCommands.nextTrack = .disabled
        radio.remoteCommands.skipBackward = .init(seconds: 15)
        h.publisher.publish(NowPlayingPublication(radio))
        #expect(h.commands.previousTrackCommand.shimTargetCount == 0 && !h.commands.previousTrackCommand.isEnabled)
        #expect(h.commands.nextTrackCommand.shimTargetCount == 1 && !h.commands.nextTrackCommand.isEnabled)
        #expect(h.commands.skipBackwardCommand.isEnabled && h.commands.skipBackwardCommand.preferredIntervals == [15])
        #expect(h.commands.changeShuffleModeCommand.shimTargetCount == 0 && h.commands.changeRepeatModeCommand.shimTargetCount == 0)
        #expect(h.commands.changePlaybackPositionCommand.shimTargetCount == 0)
        _ = h.commands.skipBackwardCommand.shimSend(MPSkipIntervalCommandEvent(shimCommand: h.commands.skipBackwardCommand, interval: 15))
        #expect(h.heard == [.skipBackward(15)])
    }

    /// Audit 4, N11: a progress tick the system already extrapolates writes nothing; a seek,
    /// a pause or a new track does.
    @Test func aProgressTickIsNotRepublished() {
        let h = PublisherHarness()
        h.publisher.publish(PublisherHarness.playing)
        h.now = 10
        h.publisher.publish(Self.playing(at: 40))
        #expect(h.info.shimWriteCount == 1, "30 s + 10 s at rate 1: the car already shows 0:40")
        h.now = 20
        h.publisher.publish(Self.playing(at: 120))
        #expect(h.info.shimWriteCount == 2, "a seek is written")
    }

    static func playing(at elapsed: Double) -> NowPlayingPublication {
        var item = PublisherHarness.playing
        item.info["MPNowPlayingInfoPropertyElapsedPlaybackTime"] = .double(elapsed)
        return item
    }

    /// Audit 4, N11: one `MPMediaItemArtwork` per image, not one per publish.
    @Test func theArtworkObjectIsReusedWhileTheImageIsTheSame() throws {
        let h = PublisherHarness()
        h.publisher.publish(PublisherHarness.playing)
        let first = try #require(h.info.nowPlayingInfo?[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork)
        var paused = PublisherHarness.playing
        paused.info["MPNowPlayingInfoPropertyPlaybackRate"] = .double(0)
        h.publisher.publish(paused)
        #expect(h.info.shimWriteCount == 2)
        #expect(h.info.nowPlayingInfo?[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork === first)
    }

    /// Audit 4, N12: a target MediaPlayer calls off the main thread answers and the command
    /// reaches the app on the main actor (it trapped in `MainActor.assumeIsolated`).
    @Test func aCommandSentOffTheMainThreadReachesTheApp() async {
        await #expect(processExitsWith: .success) {
            let answers = await MainActor.run { () -> [MPRemoteCommandHandlerStatus] in
                let h = PublisherHarness()
                h.publisher.publish(PublisherHarness.playing)
                return h.commands.pauseCommand.shimSendOnMediaPlayerQueue()
            }
            guard answers == [.success] else { exit(1) }
        }
    }

    /// The defect the publisher avoids, reproduced: a handler written in main-actor code is
    /// main-actor isolated, and MediaPlayer's queue trips its isolation check.
    @Test func anArtworkHandlerMadeOnTheMainActorTrapsOnMediaPlayersQueue() async {
        await #expect(processExitsWith: .failure) {
            let artwork = await MainActor.run { MainActorArtwork.make() }
            _ = artwork.shimRequestOnMediaPlayerQueue(at: CGSize(width: 100, height: 100))
        }
    }
}

/// How the former publisher built its artwork: in a main-actor type.
@MainActor enum MainActorArtwork {
    static func make() -> MPMediaItemArtwork {
        let picture = UIImage(shimName: "cover")
        return MPMediaItemArtwork(boundsSize: CGSize(width: 600, height: 600)) { _ in picture }
    }
}
#endif
