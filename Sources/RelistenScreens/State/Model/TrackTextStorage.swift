/// Where ``TrackText``s keep their bytes. A text is this object, a start and a length
/// (16 bytes, like a `String`), and reading its bytes is a load, not a switch over kinds
/// of storage (an enum of an array and a string cost the decode 6% more instructions:
/// each look at its bytes retained and released the array).
///
/// - Decoded sets' text: their tracks' uuids and MP3 URLs one after another, kept after
///   the object itself, the sets of a few shows in one (see ``TrackTextWriter``).
/// - A string of its own: kept as the header, with no bytes after it, so the very string
///   is given back.
///
/// A byte once written is never changed, and a piece is made only of bytes written, so
/// texts that keep it are shared between tasks as they are (``TrackText`` is
/// `@unchecked Sendable` for it: `ManagedBuffer` declares itself never `Sendable`, as its
/// header and elements can be changed in place; written ones never are). Only the decoder
/// that made a storage writes past its written bytes, before any piece of them is made.
///
/// ```swift
/// let slab = TrackTextStorage.room(for: 16_000)  // decoded sets' text, written in turn
/// slab.write(bytes, at: 0)
/// let own = TrackTextStorage.holding("0f3c…")   // own.header == "0f3c…"
/// ```
final class TrackTextStorage: ManagedBuffer<String, UInt8> {
    /// A text of exactly `bytes`, copied.
    static func copying(_ bytes: UnsafeBufferPointer<UInt8>) -> TrackTextStorage {
        let storage = room(for: bytes.count)
        storage.write(bytes, at: 0)
        return storage
    }

    /// Room for `capacity` bytes at least, none written.
    static func room(for capacity: Int) -> TrackTextStorage {
        unsafeDowncast(create(minimumCapacity: capacity) { _ in "" }, to: TrackTextStorage.self)
    }

    /// Writes `bytes` from `start`, in room not written before (`capacity` holds them).
    func write(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) {
        precondition(start >= 0 && start + bytes.count <= capacity, "the bytes fit")
        guard let source = bytes.baseAddress else { return }
        withUnsafeMutablePointerToElements { ($0 + start).initialize(from: source, count: bytes.count) }
    }

    /// A string of its own, its UTF-8 made contiguous once, so reading it never copies.
    static func holding(_ string: String) -> TrackTextStorage {
        var string = string
        string.makeContiguousUTF8()
        return unsafeDowncast(create(minimumCapacity: 0) { _ in string }, to: TrackTextStorage.self)
    }
}
