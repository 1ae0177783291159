#if canImport(CarPlay)
import MediaPlayer
#else
import MediaPlayerShim
#endif
import RelistenCarPlay
import RelistenScreens
import Testing
import TemplateKitCarPlay
import TemplateKitLite

/// Relisten's MediaPlayer wiring through API iOS and the stand-in share, so this suite runs
/// on Linux (against MediaPlayerShim) and on an iOS simulator (against MediaPlayer).
@MainActor @Suite struct RelistenWiringTests {
    @Test func theStoresPlayerIsPublishedAndRepublishedAfterARemoteCommand() throws {
        let store = RelistenCarStore(state: .default)
        let nowPlaying = RelistenNowPlaying(store: store, images: BundleImageLoader())
        defer { nowPlaying.stop() }
        let center = MPNowPlayingInfoCenter.default()
        let title = try #require(store.state.nowPlaying?.track.title)
        #expect(center.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == title)
        #expect(store.perform(.nextTrack))
        let next = try #require(store.state.nowPlaying?.track.title)
        #expect(center.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == next)
        #expect(MPRemoteCommandCenter.shared().nextTrackCommand.isEnabled || store.state.player.currentIndex == store.state.player.queue.count - 1)
    }

    @Test func aRemoteCommandWithNothingQueuedIsRefused() {
        let store = RelistenCarStore(state: .default)
        store.update { $0.player.clear() }
        #expect(!store.perform(.play))
    }

    @Test func shuffleAndRepeatFromTheCarAreTheReducersOwn() {
        let store = RelistenCarStore(state: .default)
        let shuffled = store.state.player.shuffle
        store.perform(.changeShuffle(!shuffled))
        #expect(store.state.player.shuffle == !shuffled)
        store.perform(.changeRepeat(.one))
        #expect(store.state.player.repeatMode == .track)
    }
}
