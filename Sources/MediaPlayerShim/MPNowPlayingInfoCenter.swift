import CarPlayShim
import Foundation

// The MediaPlayer subset an audio CarPlay app publishes to, as the SDK declares it
// (reference: ../shared/reference/carplay-swift-api.md §18; Apple's MediaPlayer pages).
// MediaPlayer is an Objective-C framework Swift imports as pre-concurrency code, so this
// module is compiled in Swift 5 language mode: a closure given to it gets the same dynamic
// isolation check as on iOS, and a main-actor closure MediaPlayer calls on its own queue
// traps here as it does in the car.

/// `MPNowPlayingInfoCenter`: what the car's now playing screen shows (title, artwork,
/// elapsed, rate, …). Thread-safe, as MediaPlayer's is.
open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private static let shared = MPNowPlayingInfoCenter()
    private let lock = NSLock()
    private var info: [String: Any]?
    private var writes = 0

    /// The process's one info center.
    open class func `default`() -> MPNowPlayingInfoCenter { shared }

    /// The dictionary of `MPMediaItemProperty…` / `MPNowPlayingInfoProperty…` values, or nil.
    open var nowPlayingInfo: [String: Any]? {
        get { lock.lock(); defer { lock.unlock() }; return info }
        set { lock.lock(); info = newValue; writes += 1; lock.unlock() }
    }

    /// Shim only: how many times `nowPlayingInfo` was assigned.
    public var shimWriteCount: Int { lock.lock(); defer { lock.unlock() }; return writes }

    /// Shim only: forget what was published.
    public func shimReset() { lock.lock(); info = nil; writes = 0; lock.unlock() }
}

/// `MPNowPlayingInfoMediaType`.
public enum MPNowPlayingInfoMediaType: UInt, Sendable { case none = 0, audio = 1, video = 2 }

public let MPMediaItemPropertyTitle = "title"
public let MPMediaItemPropertyArtist = "artist"
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
public let MPMediaItemPropertyArtwork = "artwork"
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
public let MPNowPlayingInfoPropertyPlaybackQueueIndex = "MPNowPlayingInfoPropertyPlaybackQueueIndex"
public let MPNowPlayingInfoPropertyPlaybackQueueCount = "MPNowPlayingInfoPropertyPlaybackQueueCount"
public let MPNowPlayingInfoPropertyExternalContentIdentifier = "MPNowPlayingInfoPropertyExternalContentIdentifier"

/// `MPMediaItemArtwork`: the cover, drawn by a handler MediaPlayer calls on its own queue
/// with the size it wants. Make the handler `@Sendable` in nonisolated code.
open class MPMediaItemArtwork: NSObject, @unchecked Sendable {
    public let bounds: CGRect
    private let requestHandler: (CGSize) -> UIImage

    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        bounds = CGRect(origin: .zero, size: boundsSize)
        self.requestHandler = requestHandler
    }

    /// The image for `size`, from the handler on the calling thread.
    open func image(at size: CGSize) -> UIImage? { requestHandler(size) }

    /// Shim only: MediaPlayer asks for the image, on its own queue, as the car draws it.
    public func shimRequestOnMediaPlayerQueue(at size: CGSize) -> UIImage? {
        let result = ShimResult()
        let done = DispatchSemaphore(value: 0)
        let artwork = self
        DispatchQueue(label: "com.apple.MediaPlayer.artwork").async {
            result.image = artwork.image(at: size)
            done.signal()
        }
        done.wait()
        return result.image
    }
}

private final class ShimResult: @unchecked Sendable { var image: UIImage? }
