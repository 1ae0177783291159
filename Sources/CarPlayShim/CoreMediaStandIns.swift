import Foundation

// A stand-in for CoreMedia's `CMTime`, which CarPlay's playback configuration takes.

/// `CMTime`: a rational time, `value / timescale` seconds.
public struct CMTime: Sendable, Hashable {
    public var value: Int64
    public var timescale: Int32

    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }

    /// `CMTime(seconds:preferredTimescale:)`.
    public init(seconds: Double, preferredTimescale: Int32) {
        self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }

    public static let zero = CMTime(value: 0, timescale: 1)

    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
}
