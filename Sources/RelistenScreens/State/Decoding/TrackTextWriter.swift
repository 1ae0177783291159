/// The text a set's tracks share, as the one pass writes it: each track's uuid and MP3
/// URL (unescaped) copied in as they are read, into room kept from set to set; once the
/// set's list closes, copied into one ``TrackTextStorage`` of its size that every track
/// of the set keeps pieces of (``TrackText``). One allocation for the set's tracks, not two for
/// each of them.
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

    /// Empties the writer for the next set, keeping its room.
    mutating func removeAll() {
        used = 0
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

    /// The tracks of `read` (emptied), made now: each with its pieces of one text made for
    /// them, and `sourceUUID`; `made` is told each one's uuid as it is made (reading it
    /// back from the array would copy the track).
    func tracks(from read: ListBuffer<ReadTrack>, sourceUUID: String, made madeUUID: (TrackText) -> Void) -> [Track] {
        let text = room.withUnsafeBufferPointer { TrackTextStorage.copying(UnsafeBufferPointer(rebasing: $0[..<used])) }
        return read.takeAll { read in
            var tracks: [Track] = []
            tracks.reserveCapacity(read.count)
            for index in read.indices {
                let track = (read.baseAddress! + index).move()
                let uuid = TrackText(in: text, at: track.uuid)
                tracks.append(Track(
                    uuidText: uuid, position: track.position, title: track.title, duration: track.duration,
                    mp3URLText: track.mp3URL.map { TrackText(in: text, at: $0) }, sourceUUID: sourceUUID))
                madeUUID(uuid)
            }
            return tracks
        }
    }
}
