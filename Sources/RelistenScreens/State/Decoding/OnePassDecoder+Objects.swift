extension OnePassDecoder {
    static let artistNames = KeyNames([
        "uuid", "name", "sort_name", "slug", "featured", "show_count", "source_count", "features",
    ])

    /// An artist, as `Artist(decoding:)` reads one.
    mutating func artist() throws(NotRead) -> Artist {
        var uuid: String?, name: String?, sortName: String?, slug: String?
        var featured = 0, showCount = 0, sourceCount = 0, hasMeaningfulSets = false
        guard try reader.openObject() else { throw NotRead() }
        var seen = SeenKeys()
        repeat {
            let key = try reader.key()
            guard let field = try seen.field(key, in: Self.artistNames, reader) else {
                try reader.skipValue()
                continue
            }
            if try reader.skipNull() { continue }
            switch field {
            case 0: uuid = try reader.uuid()
            case 1: name = try reader.string()
            case 2: sortName = try reader.string()
            case 3: slug = try reader.string()
            case 4: featured = try reader.count()
            case 5: showCount = try reader.count()
            case 6: sourceCount = try reader.count()
            default: hasMeaningfulSets = try features()
            }
        } while try reader.nextMember(closing: .object)
        guard let uuid, let name else { throw NotRead() }
        return Artist(
            uuid: uuid, name: name, sortName: sortName ?? name, slug: slug ?? "", featuredFlags: featured,
            showCount: showCount, sourceCount: sourceCount, hasMeaningfulSets: hasMeaningfulSets)
    }

    /// `features.sets` of an artist (false when absent).
    private mutating func features() throws(NotRead) -> Bool {
        var sets = false
        guard try reader.openObject() else { return sets }
        var seen = SeenKeys()
        repeat {
            let key = try reader.key()
            if try seen.field(key, in: Self.setsName, reader) == nil {
                try reader.skipValue()
            } else if try !reader.skipNull() {
                sets = try reader.bool()
            }
        } while try reader.nextMember(closing: .object)
        return sets
    }

    static let yearNames = KeyNames(["uuid", "year", "show_count", "source_count", "duration", "avg_rating", "artist_uuid"])

    /// A year listed under `artistUUID`, as `Year(decoding:artistUUID:)` reads one.
    mutating func year(artistUUID: String) throws(NotRead) -> Year {
        var uuid: String?, year: String?, duration: Double?
        var showCount = 0, sourceCount = 0, avgRating = 0.0
        guard try reader.openObject() else { throw NotRead() }
        var seen = SeenKeys()
        repeat {
            let key = try reader.key()
            guard let field = try seen.field(key, in: Self.yearNames, reader) else {
                try reader.skipValue()
                continue
            }
            if try reader.skipNull() { continue }
            switch field {
            case 0: uuid = try reader.uuid()
            case 1: year = try reader.string()
            case 2: showCount = try reader.count()
            case 3: sourceCount = try reader.count()
            case 4: duration = try reader.seconds()
            case 5: avgRating = try reader.number().double
            default: if try !reader.uuid(equals: artistUUID) { throw NotRead() }
            }
        } while try reader.nextMember(closing: .object)
        guard let uuid, let year else { throw NotRead() }
        return Year(
            uuid: uuid, year: year, showCount: showCount, sourceCount: sourceCount, duration: duration,
            avgRating: avgRating, artistUUID: artistUUID)
    }

    static let showNames = KeyNames([
        "uuid", "display_date", "avg_rating", "avg_duration", "has_soundboard_source", "source_count", "venue",
        "artist_uuid", "year_uuid", "artist", "year", "sources",
    ])

    /// A show, as `Show(decoding:context:)` reads one; with `sourcesOf` (a show of
    /// `catalog.shows`), its sources too.
    mutating func show(_ context: Show.Context, sourcesOf showUUID: String?) throws(NotRead) -> (Show, [Source]) {
        var uuid: String?, displayDate: String?, avgDuration: Double?, venue: Venue?
        var avgRating = 0.0, hasSoundboardSource = false, sourceCount = 0
        var artistUUID: String?, yearUUID: String?, embeddedArtist: String?, embeddedYear: String?
        var sources: [Source] = []
        guard try reader.openObject() else { throw NotRead() }
        var seen = SeenKeys()
        repeat {
            let key = try reader.key()
            guard let field = try seen.field(key, in: Self.showNames, reader) else {
                try reader.skipValue()
                continue
            }
            if try reader.skipNull() { continue }
            switch field {
            case 0: uuid = try reader.uuid()
            case 1: displayDate = try reader.string()
            case 2: avgRating = try reader.number().double
            case 3: avgDuration = try reader.seconds()
            case 4: hasSoundboardSource = try reader.bool()
            case 5: sourceCount = try reader.count()
            case 6: venue = try self.venue()
            case 7: artistUUID = try reader.uuid()
            case 8: yearUUID = try reader.uuid()
            case 9: embeddedArtist = try embeddedUUID()
            case 10: embeddedYear = try embeddedUUID()
            default:
                guard let showUUID else {
                    try reader.skipValue()
                    continue
                }
                sources = try sourceList(showUUID: showUUID)
            }
        } while try reader.nextMember(closing: .object)
        guard let uuid, let displayDate else { throw NotRead() }
        let show = Show(
            uuid: uuid, displayDate: displayDate, avgRating: avgRating, avgDuration: avgDuration,
            hasSoundboardSource: hasSoundboardSource, sourceCount: sourceCount, venue: venue,
            artistUUID: try Self.reference(artistUUID ?? embeddedArtist, expected: context.artistUUID),
            yearUUID: try Self.reference(yearUUID ?? embeddedYear, expected: context.yearUUID))
        return (show, sources)
    }

    /// A show's artist or year: the one it names must be the one expected, if any.
    private static func reference(_ found: String?, expected: String?) throws(NotRead) -> String {
        switch (found, expected) {
        case (let found?, let expected?): if found != expected { throw NotRead() } else { return found }
        case (let found?, nil): return found
        case (nil, let expected?): return expected
        case (nil, nil): throw NotRead()
        }
    }

    /// The `uuid` of an embedded `artist` or `year` object; nil when absent or when the
    /// value is not an object (which is then not read).
    private mutating func embeddedUUID() throws(NotRead) -> String? {
        guard try reader.peek() == UInt8(ascii: "{") else {
            try reader.skipValue()
            return nil
        }
        var uuid: String?
        guard try reader.openObject() else { return nil }
        var seen = SeenKeys()
        repeat {
            let key = try reader.key()
            if try seen.field(key, in: Self.uuidName, reader) == nil {
                try reader.skipValue()
            } else if try !reader.skipNull() {
                uuid = try reader.uuid()
            }
        } while try reader.nextMember(closing: .object)
        return uuid
    }

    private mutating func venue() throws(NotRead) -> Venue {
        var name: String?, location: String?
        guard try reader.openObject() else { return Venue(name: "") }
        var seen = SeenKeys()
        repeat {
            let key = try reader.key()
            guard let field = try seen.field(key, in: Self.venueNames, reader) else {
                try reader.skipValue()
                continue
            }
            if try reader.skipNull() { continue }
            if field == 0 { name = try reader.string() } else { location = try reader.string() }
        } while try reader.nextMember(closing: .object)
        return Venue(name: name ?? "", location: location)
    }
}
