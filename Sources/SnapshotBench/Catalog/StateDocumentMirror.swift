/// A `Decodable` mirror of the state document (`Docs/state-document.md`): the same
/// fields as the typed decode reads, for the bench row that decodes the same bytes with
/// Foundation's `JSONDecoder` (bench only; no checks beyond the types).
///
///     let mirror = try JSONDecoder().decode(StateDocumentMirror.self, from: data)
struct StateDocumentMirror: Decodable {
    struct Catalog: Decodable {
        var artists: [Artist]?
        var years: [String: [Year]]?
        var year_shows: [String: [Show]]?
        var shows: [String: Detail]?
    }

    struct Artist: Decodable {
        var uuid: String
        var name: String
        var sort_name: String?
        var slug: String?
        var featured: Int?
        var show_count: Int?
        var source_count: Int?
    }

    struct Year: Decodable {
        var uuid: String
        var year: String
        var show_count: Int?
        var source_count: Int?
        var duration: Double?
        var avg_rating: Double?
    }

    struct Venue: Decodable {
        var name: String?
        var location: String?
    }

    struct Show: Decodable {
        var uuid: String
        var display_date: String
        var avg_rating: Double?
        var avg_duration: Double?
        var has_soundboard_source: Bool?
        var source_count: Int?
        var venue: Venue?
        var artist_uuid: String?
        var year_uuid: String?
    }

    struct Detail: Decodable {
        var uuid: String
        var display_date: String
        var avg_rating: Double?
        var source_count: Int?
        var has_soundboard_source: Bool?
        var venue: Venue?
        var sources: [Source]?
    }

    struct Source: Decodable {
        var uuid: String
        var source: String?
        var taper: String?
        var transferrer: String?
        var description: String?
        var is_soundboard: Bool?
        var avg_rating: Double?
        var avg_rating_weighted: Double?
        var num_ratings: Int?
        var duration: Double?
        var sets: [SourceSet]?
    }

    struct SourceSet: Decodable {
        var index: Int?
        var name: String?
        var is_encore: Bool?
        var tracks: [Track]?
    }

    struct Track: Decodable {
        var uuid: String
        var track_position: Int
        var title: String
        var duration: Double?
        var mp3_url: String?
    }

    struct Library: Decodable {
        var favorite_artists: [String]?
        var favorite_shows: [String]?
        var favorite_sources: [String]?
        var offline_tracks: [String]?
    }

    var catalog: Catalog?
    var library: Library?

    /// The same checksum as the typed row's: shows with details, and artists.
    var checksum: Int { (catalog?.shows?.count ?? 0) &* 31 &+ (catalog?.artists?.count ?? 0) }
}
