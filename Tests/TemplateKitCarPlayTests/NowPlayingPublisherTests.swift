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
    lazy var publisher = NowPlayingPublisher(infoCenter: info, commandCenter: commands, images: TestImages()) { [unowned self] in
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
        #expect(info[MPMediaItemPropertyTitle] as? String == "Scarlet Begonias")
        #expect(info[MPMediaItemPropertyArtist] as? String == "Grateful Dead")
        #expect(number(MPNowPlayingInfoPropertyElapsedPlaybackTime) == 30)
        #expect(number(MPMediaItemPropertyPlaybackDuration) == 300)
        #expect(number(MPNowPlayingInfoPropertyPlaybackRate) == 1)
        #expect(number(MPNowPlayingInfoPropertyPlaybackQueueIndex) == 1)
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
