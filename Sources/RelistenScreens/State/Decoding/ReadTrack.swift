/// A track as the one pass reads it, until its set's list closes: its fields, and where
/// its uuid and MP3 URL are in the text the set's tracks will share. It is made a
/// ``Track`` once that text is (``TrackTextWriter/tracks(from:sourceUUID:made:)``), its title
/// moved into it: a track is made once, not made blank and then filled in and given its
/// texts (each a retain and a release).
///
/// ```swift
/// var read = ReadTrack()
/// read.uuid = writer.append(uuidBytes)   // where the uuid is in the set's text
/// read.title = "Bertha"
/// ```
struct ReadTrack {
    var uuid: Range<Int> = 0..<0
    var position = 0
    var title = ""
    var duration: Double?
    var mp3URL: Range<Int>?
}
