import KitSupport

/// The text a set's tracks share, as the one pass writes it: each track's uuid and MP3
/// URL (unescaped) copied in as they are read, into room kept from set to set; once the
/// set's list closes, copied after the sets before it into a ``TrackTextStorage`` of
/// about 16 KB, a slab that the tracks of the sets of a few shows keep pieces of
/// (``TrackText``). A set whose text does not fit starts a new slab.
///
/// One allocation for the sets of a few shows, not one for each set: the 16.9 MB document
/// the memory row reads has 16,997 sets, whose texts were 30% of its decode's allocations,
/// each one to make and one to free. A slab is freed with the last track that keeps a piece of
/// it; a decode leaves at most one slab's room unwritten.
///
/// The careful decoder writes each set's text the same way, into an object of its size.
///
/// ```swift
/// var writer = TrackTextWriter()
/// read.uuid = try reader.withString { writer.append($0) }
/// let tracks = writer.tracks(from: readTracks, sourceUUID: uuid) { _ in }   // tracks[0].uuidText: the uuid read
/// ```
struct TrackTextWriter {
    /// Room for the text, kept from set to set; its first `used` bytes are written.
    private var room: [UInt8] = []
    private var used = 0
    /// The slab the sets' texts are copied into, its room and how much of it is written.
    private var slab: TrackTextStorage?
    private var slabCapacity = 0
    private var slabUsed = 0
    /// A slab's room (0: each set's text in an object of its size, as the careful
    /// decoder, which makes no other sets' text beside it, keeps them).
    let slabBytes: Int

    /// A writer whose slabs have `slabBytes` of room: by default 16,000, under the 64 KiB
    /// past which glibc's `free` gathers every small block freed before it, and no less
    /// than about 40 sets.
    init(slabBytes: Int = 16_000) {
        self.slabBytes = slabBytes
    }

    /// Empties the writer for the next set, keeping its room.
    mutating func removeAll() {
        used = 0
    }

    /// Copies `string`'s UTF-8 in after what is written; returns where it is.
    mutating func append(_ string: String) -> Range<Int> {
        string.withContiguousUTF8 { append($0) }
    }

    /// Copies `piece` in after what is written (one `memcpy`); returns where it is.
    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = used
        used += piece.count
        if used > room.count {
            room.append(contentsOf: repeatElement(0, count: max(used, 2 * room.count, 256) - room.count))
        }
        if let source = piece.baseAddress {
            room.withUnsafeMutableBufferPointer { room in
                (room.baseAddress! + start).update(from: source, count: piece.count)
            }
        }
        return start..<used
    }

    /// The tracks of `read` (emptied), made now: each with its pieces of the slab's text,
    /// and `sourceUUID`; `made` is given each one's uuid as it is made (reading it back
    /// from the array would copy the track; given, not lent, it is kept without a retain).
    mutating func tracks(
        from read: ListBuffer<ReadTrack>, sourceUUID: String, made madeUUID: (consuming TrackText) -> Void
    ) -> [Track] {
        let (text, start) = copyIntoSlab()
        func piece(_ range: Range<Int>) -> TrackText { TrackText(in: text, at: range.lowerBound + start..<range.upperBound + start) }
        return read.takeAll { read in
            var tracks: [Track] = []
            tracks.reserveCapacity(read.count)
            for index in read.indices {
                let track = (read.baseAddress! + index).move()
                let uuid = piece(track.uuid)
                tracks.append(Track(
                    uuidText: uuid, position: track.position, title: track.title, duration: track.duration,
                    mp3URLText: track.mp3URL.map(piece), sourceUUID: sourceUUID))
                madeUUID(uuid)
            }
            return tracks
        }
    }

    /// Copies the set's text into the slab (a new one when it does not fit); returns the
    /// slab and where the text starts in it.
    private mutating func copyIntoSlab() -> (TrackTextStorage, Int) {
        if slab == nil || slabCapacity - slabUsed < used {
            let made = TrackTextStorage.room(for: max(used, slabBytes))
            (slab, slabCapacity, slabUsed) = (made, made.capacity, 0)
        }
        let (text, start) = (slab!, slabUsed)
        room.withUnsafeBufferPointer { text.write(UnsafeBufferPointer(rebasing: $0[..<used]), at: start) }
        slabUsed += used
        return (text, start)
    }
}
