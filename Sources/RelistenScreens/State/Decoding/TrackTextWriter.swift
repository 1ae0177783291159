/// The text a set's tracks share, as the one pass writes it: each track's uuid and MP3
/// URL (unescaped) appended as they are read; once the set's list closes, copied into
/// one array that every track of the set keeps pieces of (``TrackText``). One allocation
/// for the set's tracks, not two for each of them.
///
/// ```swift
/// var writer = TrackTextWriter()
/// let uuid = try reader.appendString(to: &writer.bytes)
/// writer.pieces.append((uuid: uuid, mp3URL: nil))
/// writer.give(to: &tracks)   // tracks[0].uuidText: the uuid read
/// ```
struct TrackTextWriter {
    /// The pieces written so far, one after another (the room is kept for the next set).
    var bytes: [UInt8] = []
    /// Where each track's uuid and MP3 URL are in `bytes`: one for each track, in order.
    var pieces: [(uuid: Range<Int>, mp3URL: Range<Int>?)] = []

    /// Empties the writer for the next set, keeping its room.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        pieces.removeAll(keepingCapacity: true)
    }

    /// Gives each of `tracks` (one for each piece, in order) its uuid and MP3 URL, pieces
    /// of one text made for them.
    func give(to tracks: inout [Track]) {
        precondition(tracks.count == pieces.count, "a uuid for each track")
        let text = bytes.withUnsafeBufferPointer { Array($0) }
        for index in tracks.indices {
            let piece = pieces[index]
            tracks[index].uuidText = TrackText(in: text, at: piece.uuid)
            tracks[index].mp3URLText = piece.mp3URL.map { TrackText(in: text, at: $0) }
        }
    }
}
