#if canImport(CarPlay)
import MediaPlayer
#else
import MediaPlayerShim
#endif
import RelistenScreens
import TemplateKitCarPlay
import TemplateKitLite

/// Relisten's now playing for MediaPlayer: the store's player published on every change,
/// remote commands performed on the store. App-wide (the lock screen needs it as much as
/// the car), started once.
///
///     RelistenNowPlaying.start(store: store, images: artwork)
@MainActor public final class RelistenNowPlaying {
    public let publisher: NowPlayingPublisher
    /// The store whose player is published.
    public let store: RelistenCarStore
    private var token: Int?

    public init(store: RelistenCarStore, images: any ImageLoader,
                infoCenter: MPNowPlayingInfoCenter = .default(), commandCenter: MPRemoteCommandCenter = .shared()) {
        self.store = store
        publisher = NowPlayingPublisher(infoCenter: infoCenter, commandCenter: commandCenter, images: images) { [weak store] in
            store?.perform($0) ?? false
        }
        token = store.addObserver { [weak self] in self?.publish() }
        publish()
    }

    /// Stops observing the store and removes the command targets.
    public func stop() {
        token.map(store.removeObserver)
        token = nil
        publisher.stop()
    }

    /// The store's player as MediaPlayer values; cleared when nothing is playing.
    public func publish() {
        guard let publication = Self.publication(store.state) else { return publisher.clear() }
        publisher.publish(publication)
    }

    /// What Relisten publishes for `state`: the now playing screen's info and remote commands
    /// (what its drawing shows), the track's uuid as the content id, the queue position and
    /// the shuffle and repeat modes.
    public static func publication(_ state: AppState) -> NowPlayingPublication? {
        let player = state.player
        guard state.nowPlaying != nil, let index = player.currentIndex, let uuid = player.currentTrackUUID else { return nil }
        let modes = NowPlayingPublication.Modes(shuffle: player.shuffle, repeat: repeatType(player.repeatMode))
        return NowPlayingPublication(NowPlayingScreen.template(state), contentID: uuid,
                                     queue: .init(index: index, count: player.queue.count), modes: modes)
    }

    static func repeatType(_ mode: Player.RepeatMode) -> NowPlayingPublication.RepeatType {
        switch mode {
        case .off: .off
        case .track: .one
        case .queue: .all
        }
    }
}
