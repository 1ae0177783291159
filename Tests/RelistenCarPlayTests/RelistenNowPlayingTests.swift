#if !canImport(CarPlay)
import CarPlayShim
import Foundation
import MediaPlayerShim
import RelistenCarPlay
import LiveCatalog
import RelistenScreens
import Testing
import TemplateKitLite

/// Relisten end to end on MediaPlayer: what the car's now playing screen reads is published
/// on every change, and its transport drives the player.
@MainActor @Suite struct RelistenNowPlayingTests {
    func connect(_ state: AppState = .default) -> (CPTemplateApplicationScene, RelistenSceneDelegate) {
        RelistenShim.reset(state)
        let scene = CPTemplateApplicationScene(shim: ())
        let delegate = RelistenSceneDelegate()
        scene.delegate = delegate
        scene.shimConnect()
        CPShim.drain()
        return (scene, delegate)
    }

    var published: [String: Any] { MPNowPlayingInfoCenter.default().nowPlayingInfo ?? [:] }

    @Test func relistenPublishesTheCurrentTrackAtConnectAndOnEveryChange() throws {
        _ = connect()
        let store = RelistenSceneDelegate.store
        let first = try #require(store.state.nowPlaying?.track.title)
        #expect(published[MPMediaItemPropertyTitle] as? String == first)
        #expect(published[MPNowPlayingInfoPropertyExternalContentIdentifier] as? String == store.state.player.currentTrackUUID)
        #expect((published[MPNowPlayingInfoPropertyPlaybackQueueCount] as? NSNumber)?.intValue == store.state.player.queue.count)
        store.update { $0.player.next() }
        let second = try #require(store.state.nowPlaying?.track.title)
        #expect(second != first && published[MPMediaItemPropertyTitle] as? String == second)
        store.update { $0.player.clear() }
        #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo == nil, "nothing playing: nothing published")
    }

    /// The operation logs' MediaPlayer line is the publication MediaPlayer receives, read
    /// back from its values: playing, paused, the next track, shuffled, and nothing playing.
    @Test func theOperationLogsPublishedLineIsWhatRelistenPublishes() throws {
        var states = [AppState.default]
        var paused = AppState.default
        paused.player.state = .paused
        states.append(paused)
        var next = AppState.default
        next.player.next()
        states.append(next)
        var modes = AppState.default
        modes.player.repeatMode = .queue
        modes.player.toggleShuffle()
        states.append(modes)
        for state in states { try Self.expectPublishedLine(for: state) }
        var cleared = AppState.default
        cleared.player.clear()
        #expect(RelistenNowPlaying.publication(cleared) == nil && PublishedLine.text(cleared) == nil)
    }

    /// The MediaPlayer line of `state`'s operation log says what its publication holds.
    static func expectPublishedLine(for state: AppState) throws {
        let publication = try #require(RelistenNowPlaying.publication(state))
        let line: String = try #require(PublishedLine.text(state))
        func text(_ key: String) -> String? { if case .string(let v) = publication.info[key] { v } else { nil } }
        func number(_ key: String) throws -> Double {
            switch publication.info[key] {
            case .double(let v): return v
            case .int(let v): return Double(v)
            default: throw MissingNumber(key: key)
            }
        }
        let title: String = try #require(text("MPMediaItemPropertyTitle"))
        #expect(line.hasPrefix("MPNowPlayingInfoCenter: \"" + title + "\""))
        var parts: [String] = []
        for key in ["MPMediaItemPropertyArtist", "MPMediaItemPropertyAlbumTitle"] {
            if let value = text(key) { parts.append(" · " + value + " · ") }
        }
        let elapsed: String = Format.trackDuration(try number("MPNowPlayingInfoPropertyElapsedPlaybackTime"))
        let duration: String = (try? number("MPMediaItemPropertyPlaybackDuration")).map { " of " + Format.trackDuration($0) } ?? ""
        parts.append(" · " + elapsed + duration + " · ")
        let rate: Double = try number("MPNowPlayingInfoPropertyPlaybackRate")
        let rateText: String = rate == rate.rounded() ? String(Int(rate)) : String(rate)
        parts.append(" · rate " + rateText + " · ")
        let index: Int = Int(try number("MPNowPlayingInfoPropertyPlaybackQueueIndex"))
        let count: Int = Int(try number("MPNowPlayingInfoPropertyPlaybackQueueCount"))
        parts.append(" · item " + String(index + 1) + " of " + String(count) + " · ")
        parts.append(" · shuffle " + (publication.shuffle ? "on" : "off") + " · ")
        for part in parts { #expect(line.contains(part), "\(line)") }
        let repeatWord: String = switch publication.repeat { case .off: "off"; case .one: "track"; case .all: "queue" }
        #expect(line.hasSuffix(" · repeat " + repeatWord))
    }

    struct MissingNumber: Error { let key: String }

    /// Audit 4: an app that rebuilds its store (or a test's second store) gets now playing
    /// published from the new one; the first no longer publishes.
    @Test func aReplacedStoreIsTheOnePublished() throws {
        _ = connect()
        let first = RelistenSceneDelegate.store
        var other = AppState.default
        other.player.next()
        RelistenSceneDelegate.store = RelistenCarStore(state: other)
        let title = NowPlayingScreen.template(other).info.title
        #expect(published[MPMediaItemPropertyTitle] as? String == title)
        first.update { $0.player.jump(to: 0) }
        #expect(published[MPMediaItemPropertyTitle] as? String == title, "the first store no longer publishes")
        #expect(RelistenSceneDelegate.nowPlaying?.store === RelistenSceneDelegate.store)
    }

    /// Audit 4, N6: on the first track previous is enabled, and on the last with repeat on
    /// next is enabled, as the now playing screen declares and the review drawing shows (the
    /// queue position used to dim them).
    @Test func theCarsCommandsAreTheScreensCommands() throws {
        var first = AppState.default
        first.player.jump(to: 0)
        var last = AppState.default
        last.player.repeatMode = .queue
        last.player.jump(to: last.player.queue.count - 1)
        for state in [first, last] {
            let publication = try #require(RelistenNowPlaying.publication(state))
            let declared = NowPlayingScreen.template(state).remoteCommands
            #expect(publication.commands["previousTrackCommand"] == declared.previousTrack)
            #expect(publication.commands["nextTrackCommand"] == declared.nextTrack)
            #expect(publication.commands["previousTrackCommand"] == .enabled && publication.commands["nextTrackCommand"] == .enabled)
        }
    }

    @Test func theCarsTransportDrivesRelistensPlayer() throws {
        _ = connect()
        let store = RelistenSceneDelegate.store
        let commands = MPRemoteCommandCenter.shared()
        store.update { $0.player.state = .playing }
        #expect(commands.pauseCommand.shimSend() == [.success])
        #expect(store.state.player.state == .paused)
        #expect((published[MPNowPlayingInfoPropertyPlaybackRate] as? NSNumber)?.doubleValue == 0, "paused: rate 0")
        let index = try #require(store.state.player.currentIndex)
        _ = commands.nextTrackCommand.shimSend()
        #expect(store.state.player.currentIndex == index + 1)
        _ = commands.changePlaybackPositionCommand.shimSend(
            MPChangePlaybackPositionCommandEvent(shimCommand: commands.changePlaybackPositionCommand, positionTime: 42))
        #expect(store.state.player.elapsed == 42)
        _ = commands.changeShuffleModeCommand.shimSend(
            MPChangeShuffleModeCommandEvent(shimCommand: commands.changeShuffleModeCommand, shuffleType: .items))
        #expect(store.state.player.shuffle && commands.changeShuffleModeCommand.currentShuffleType == .items)
        _ = commands.changeRepeatModeCommand.shimSend(
            MPChangeRepeatModeCommandEvent(shimCommand: commands.changeRepeatModeCommand, repeatType: .all))
        #expect(store.state.player.repeatMode == .queue && commands.changeRepeatModeCommand.currentRepeatType == .all)
    }

    @Test func theStoreKeepsEveryObserverThePhoneAndTheCarAdd() {
        let (scene, _) = connect()
        let store = RelistenSceneDelegate.store
        var phoneRenders = 0
        let phone = store.addObserver { phoneRenders += 1 }
        store.update { $0.player.state = .paused }
        #expect(phoneRenders == 1)
        scene.shimDisconnect()
        let afterDisconnect = phoneRenders
        store.update { $0.player.state = .playing }
        #expect(phoneRenders == afterDisconnect + 1, "the car leaving does not silence the phone")
        store.removeObserver(phone)
        #expect(store.observerCount == 1, "now playing's observer stays: the lock screen needs it")
    }

    @Test func disconnectingReleasesTheCarsObserversAndTheAdapter() {
        let (scene, delegate) = connect()
        #expect(RelistenSceneDelegate.store.observerCount == 2 && CPNowPlayingTemplate.shared.shimObserverCount == 1)
        scene.shimDisconnect()
        #expect(delegate.adapter == nil && RelistenSceneDelegate.store.observerCount == 1)
        #expect(CPNowPlayingTemplate.shared.shimObserverCount == 0)
    }

    @Test func aCarInMotionShowsRelistensListsIn12Rows() throws {
        let (scene, delegate) = connect()
        (scene.interfaceController.rootTemplate as? CPTabBarTemplate)?.shimDriverSelects(2)  // the queue
        CPShim.drain()
        let parked = try #require(scene.interfaceController.topTemplate as? CPListTemplate)
        #expect(delegate.profile.maximumItemCount == 500 && parked.itemCount > 12)
        CPShim.limitLists(true)
        CPShim.drain()
        #expect(delegate.profile.maximumItemCount == 12)
        let driving = try #require(scene.interfaceController.topTemplate as? CPListTemplate)
        #expect(driving.shimVisibleItemCount == 12, "the car shows 12 of \(driving.itemCount) rows")
        let store = RelistenSceneDelegate.store
        let tappable = AppNavigation.availableActions(store.state, store.stack, profile: delegate.profile)
        let parkedTappable = AppNavigation.availableActions(store.state, store.stack, profile: .unconstrained)
        #expect(tappable.count < parkedTappable.count, "the app offers only the rows a driving car shows")
    }

    @Test func theDefaultClockIsTheSystemsUptime() {
        let uptime = ProcessInfo.processInfo.systemUptime
        let read = RelistenSceneDelegate.systemClock()
        #expect(read >= uptime && read < uptime + 60)
    }
}
#endif
