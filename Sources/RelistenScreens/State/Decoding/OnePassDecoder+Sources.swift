extension OnePassDecoder {
    /// The `sources` of show `showUUID`, each registered (its tracks are, as they are read).
    mutating func sourceList(showUUID: String) throws(NotRead) -> [Source] {
        guard try reader.openArray() else { return [] }
        lists.sources.removeAll()
        repeat {
            let source = try self.source(showUUID: showUUID)
            guard known.insertSource(source.uuid) else { throw NotRead() }
            lists.sources.append(source)
        } while try reader.nextMember(closing: .array)
        return lists.sources.take()
    }

    static let sourceNames = KeyNames([
        "uuid", "show_uuid", "sets", "source", "taper", "transferrer", "description", "is_soundboard", "avg_rating",
        "avg_rating_weighted", "num_ratings", "duration",
    ])

    /// A source, as `Source(decoding:showUUID:)` reads one. Its tracks name its uuid; when
    /// `sets` comes before `uuid`, they are given it once it is read.
    private mutating func source(showUUID: String) throws(NotRead) -> Source {
        var uuid: String?, source: String?, taper: String?, transferrer: String?, description: String?
        var isSoundboard = false, avgRating = 0.0, avgRatingWeighted = 0.0, numRatings = 0, duration: Double?
        var sets: [SourceSet] = []
        // The `source_uuid`s tracks gave before the source's own uuid was read.
        var namedEarly: [String] = []
        var setsBeforeUUID = false
        guard try reader.openObject() else { throw NotRead() }
        var seen = SeenKeys()
        repeat {
            let key = try reader.key()
            guard let field = try seen.field(key, in: Self.sourceNames, reader) else {
                try reader.skipValue()
                continue
            }
            if try reader.skipNull() { continue }
            switch field {
            case 0: uuid = try reader.uuid()
            case 1: if try !reader.uuid(equals: showUUID) { throw NotRead() }
            case 2:
                setsBeforeUUID = uuid == nil
                sets = try setList(sourceUUID: uuid, namedEarly: &namedEarly)
            case 3: source = try reader.string(sharing: &repeated)
            case 4: taper = try reader.string(sharing: &repeated)
            case 5: transferrer = try reader.string(sharing: &repeated)
            case 6: description = try reader.string()
            case 7: isSoundboard = try reader.bool()
            case 8: avgRating = try reader.number().double
            case 9: avgRatingWeighted = try reader.number().double
            case 10: numRatings = try reader.count()
            default: duration = try reader.seconds()
            }
        } while try reader.nextMember(closing: .object)
        guard let uuid else { throw NotRead() }
        if setsBeforeUUID { try Self.name(uuid, in: &sets, namedEarly: namedEarly) }
        return Source(
            uuid: uuid, showUUID: showUUID, source: source, taper: taper, transferrer: transferrer,
            description: description, isSoundboard: isSoundboard, avgRating: avgRating,
            avgRatingWeighted: avgRatingWeighted, numRatings: numRatings, duration: duration, sets: sets)
    }

    /// Gives tracks read before their source's uuid that uuid, once the `source_uuid`s
    /// they named are checked against it.
    private static func name(_ uuid: String, in sets: inout [SourceSet], namedEarly: [String]) throws(NotRead) {
        for named in namedEarly where named != uuid { throw NotRead() }
        for set in sets.indices {
            for track in sets[set].tracks.indices {
                sets[set].tracks[track].sourceUUID = uuid
            }
        }
    }

    static let setNames = KeyNames(["index", "name", "is_encore", "tracks"])

    private mutating func setList(sourceUUID: String?, namedEarly: inout [String]) throws(NotRead) -> [SourceSet] {
        guard try reader.openArray() else { return [] }
        lists.sets.removeAll()
        repeat {
            var index = lists.sets.count, name = "", isEncore = false, tracks: [Track] = []
            guard try reader.openObject() else { throw NotRead() }
            var seen = SeenKeys()
            var next = 0  // the name expected next: the keys' usual order is the names'
            repeat {
                guard let field = try reader.field(in: Self.setNames, expecting: next, seen: &seen) else {
                    try reader.skipValue()
                    continue
                }
                next = field + 1
                if try reader.skipNull() { continue }
                switch field {
                case 0: index = try reader.int()
                case 1: name = try reader.string()
                case 2: isEncore = try reader.bool()
                default: tracks = try trackList(sourceUUID: sourceUUID, namedEarly: &namedEarly)
                }
            } while try reader.nextMember(closing: .object)
            lists.sets.append(SourceSet(index: index, name: name, isEncore: isEncore, tracks: tracks))
        } while try reader.nextMember(closing: .array)
        return lists.sets.take()
    }

    static let trackNames = KeyNames(["uuid", "track_position", "title", "duration", "mp3_url", "source_uuid"])

    /// A set's tracks, as `Track(decoding:sourceUUID:)` reads them; with no `sourceUUID`
    /// yet, each is given an empty one for now and the uuid it names is kept. Each track is
    /// read field by field where it lies in the list (``ReadTrack``); its uuid and MP3 URL
    /// are copied into the text the set's tracks share (``TrackTextWriter``); once the list
    /// closes, the tracks are made, given their pieces of it, and counted.
    private mutating func trackList(sourceUUID: String?, namedEarly: inout [String]) throws(NotRead) -> [Track] {
        guard try reader.openArray() else { return [] }
        let read = lists.tracks
        read.removeAll()
        // Held in a local while the list is read: an `inout` access to a class's property
        // is checked at run time, each one (28 M instructions on a 17 MB document).
        var text = lists.trackText
        lists.trackText = TrackTextWriter()
        defer { lists.trackText = text }
        text.removeAll()
        let names = Self.trackNames
        repeat {
            let track = read.appendUninitialized()
            track.initialize(to: ReadTrack())
            var required: UInt8 = 0  // a bit for each of uuid, position and title read
            guard try reader.openObject() else { throw NotRead() }
            var seen = SeenKeys()
            var next = 0  // the name expected next: the keys' usual order is the names'
            repeat {
                guard let field = try reader.field(in: names, expecting: next, seen: &seen) else {
                    try reader.skipValue()
                    continue
                }
                next = field + 1
                if try reader.skipNull() { continue }
                switch field {
                case 0: track.pointee.uuid = try reader.withString { text.append($0) }
                case 1: track.pointee.position = try reader.int()
                case 2: track.pointee.title = try reader.string(sharing: &repeated)
                case 3: track.pointee.duration = try reader.seconds()
                case 4: track.pointee.mp3URL = try reader.withString { text.append($0) }
                default:
                    if let sourceUUID {
                        if try !reader.uuid(equals: sourceUUID) { throw NotRead() }
                    } else {
                        namedEarly.append(try reader.uuid())
                    }
                }
                if field < 3 { required |= 1 << UInt8(field) }
            } while try reader.nextMember(closing: .object)
            guard required == 0b111, !track.pointee.uuid.isEmpty else { throw NotRead() }
        } while try reader.nextMember(closing: .array)
        var allNew = true
        let tracks = text.tracks(from: read, sourceUUID: sourceUUID ?? "") { uuid in
            allNew = known.insertTrack(uuid) && allNew
        }
        guard allNew else { throw NotRead() }
        return tracks
    }
}
