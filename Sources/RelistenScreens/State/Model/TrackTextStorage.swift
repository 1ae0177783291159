/// Where ``TrackText``s keep their bytes. A text is this object, a start and a length
/// (16 bytes, like a `String`), and reading its bytes is a load, not a switch over kinds
/// of storage (an enum of an array and a string cost the decode 6% more instructions:
/// each look at its bytes retained and released the array).
///
/// - A set's text: its tracks' uuids and MP3 URLs one after another, kept after the
///   object itself (one allocation, as an array was).
/// - A string of its own: kept as the header, with no bytes after it, so the very string
///   is given back.
///
/// Never changed once made, so texts that keep it are shared between tasks as they are
/// (``TrackText`` is `@unchecked Sendable` for it: `ManagedBuffer` declares itself never
/// `Sendable`, as its header and elements can be changed in place; these never are).
///
/// ```swift
/// let set = TrackTextStorage.copying(bytes)     // a decoded set's text
/// let own = TrackTextStorage.holding("0f3c…")   // own.header == "0f3c…"
/// ```
final class TrackTextStorage: ManagedBuffer<String, UInt8> {
    /// A set's text: a copy of `bytes`.
    static func copying(_ bytes: UnsafeBufferPointer<UInt8>) -> TrackTextStorage {
        let storage = unsafeDowncast(create(minimumCapacity: bytes.count) { _ in "" }, to: TrackTextStorage.self)
        if let source = bytes.baseAddress {
            storage.withUnsafeMutablePointerToElements { $0.initialize(from: source, count: bytes.count) }
        }
        return storage
    }

    /// A string of its own, its UTF-8 made contiguous once, so reading it never copies.
    static func holding(_ string: String) -> TrackTextStorage {
        var string = string
        string.makeContiguousUTF8()
        return unsafeDowncast(create(minimumCapacity: 0) { _ in string }, to: TrackTextStorage.self)
    }
}
