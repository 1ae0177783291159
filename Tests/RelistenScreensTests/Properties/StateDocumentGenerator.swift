/// Random but valid state documents (see `Docs/state-document.md`): artists, years, shows,
/// show bodies with sources, sets and tracks, and a library, history, player, loading map
/// and filters that only name what the catalog holds. Optional fields are left out or
/// `null` at random; names come from ``GeneratedNames``.
///
///     let tree = StateDocumentGenerator(seed: 7).document()
struct StateDocumentGenerator {
    typealias Fields = [(String, GeneratedJSON)]

    var random: SplitMix64Source
    private var serial = 0
    private(set) var artists: [String] = []
    private(set) var years: [(uuid: String, year: String)] = []
    private(set) var shows: [String] = []
    private(set) var sources: [String] = []
    private(set) var tracks: [String] = []

    init(seed: UInt64) { random = SplitMix64Source(seed: seed) }

    mutating func document() -> GeneratedJSON {
        let catalog = catalogTree()
        var fields: Fields = [("catalog", catalog)]
        fields += optional("library", library())
        fields += optional("history", history())
        fields += optional("player", LocalStateParts.player(tracks: tracks, &random))
        fields += optional("loading", LocalStateParts.loading(artists: artists, years: years.map(\.uuid), shows: shows, &random))
        fields += optional("network", .string(random.pick(["online", "offline"])))
        fields += optional("user_filters", LocalStateParts.userFilters(&random))
        return .object(fields)
    }

    /// `[(key, value)]`, `[]` or `[(key, null)]`: an optional field present, absent or null.
    mutating func optional(_ key: String, _ value: GeneratedJSON) -> Fields {
        switch random.below(10) {
        case 0...2: []
        case 3: [(key, .null)]
        default: [(key, value)]
        }
    }

    private mutating func uuid(_ prefix: String) -> String {
        serial += 1
        return "\(prefix)-\(serial)-\(String(random.generator.next() % 0xFFFF, radix: 16))"
    }

    private mutating func catalogTree() -> GeneratedJSON {
        var artistItems: [GeneratedJSON] = [], yearMap: Fields = [], showMap: Fields = [], bodyMap: Fields = []
        for _ in 0..<random.within(0...4) {
            let artist = uuid("artist")
            artists.append(artist)
            artistItems.append(artistTree(artist))
            var yearItems: [GeneratedJSON] = []
            for _ in 0..<random.within(0...3) {
                let (year, listing, bodies) = yearTree(artist: artist)
                yearItems.append(year)
                showMap.append(listing)
                bodyMap += bodies
            }
            if !yearItems.isEmpty || random.chance(20) { yearMap.append((artist, .array(yearItems))) }
        }
        return .object([("artists", .array(artistItems)), ("years", .object(yearMap)),
                        ("year_shows", .object(showMap)), ("shows", .object(bodyMap))])
    }

    private mutating func artistTree(_ artist: String) -> GeneratedJSON {
        let name = GeneratedNames.pick(&random)
        var fields: Fields = [("uuid", .string(artist)), ("name", .string(name))]
        fields += optional("sort_name", .string(random.chance(50) ? name : GeneratedNames.pick(&random)))
        fields += optional("slug", .string("slug-\(serial)"))
        fields += optional("featured", .int(random.below(4)))
        fields += optional("show_count", .int(random.below(3000)))
        fields += optional("source_count", .int(random.below(20000)))
        fields += optional("features", .object([("sets", .bool(random.chance(50)))]))
        return .object(fields)
    }

    private mutating func yearTree(artist: String) -> (GeneratedJSON, (String, GeneratedJSON), Fields) {
        let year = uuid("year"), number = String(random.within(1960...2030))
        years.append((year, number))
        var fields: Fields = [("uuid", .string(year)), ("year", .string(number))]
        fields += optional("show_count", .int(random.below(200)))
        fields += optional("source_count", .int(random.below(900)))
        fields += optional("duration", .number(random.pick(["0", "3925481", "12.5"])))
        fields += optional("avg_rating", .number(random.pick(["0", "9.135", "4.5", "10"])))
        fields += optional("artist_uuid", .string(artist))
        var listed: [GeneratedJSON] = [], bodies: Fields = []
        for _ in 0..<random.within(0...4) {
            let show = uuid("show"), date = displayDate(number)
            shows.append(show)
            listed.append(.object(showFields(show, date)))
            if random.chance(70) { bodies.append((show, showBody(show, date, artist: artist, year: year))) }
        }
        return (.object(fields), (year, .array(listed)), bodies)
    }

    private mutating func displayDate(_ year: String) -> String {
        if random.chance(10) { return "\(year)-XX-XX" }
        let month = random.chance(10) ? "XX" : twoDigits(random.within(1...12))
        let day = random.chance(15) ? "XX" : twoDigits(random.within(1...28))
        return "\(year)-\(month)-\(day)"
    }

    private func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    private mutating func showFields(_ show: String, _ date: String) -> Fields {
        var fields: Fields = [("uuid", .string(show)), ("display_date", .string(date))]
        fields += optional("avg_rating", .number(random.pick(["0", "9.71", "0.005", "7"])))
        fields += optional("avg_duration", .number(random.pick(["9702", "0", "61.5"])))
        fields += optional("has_soundboard_source", .bool(random.chance(50)))
        fields += optional("source_count", .int(random.below(9)))
        var venue: Fields = optional("name", .string(GeneratedNames.pick(&random)))
        venue += optional("location", .string(GeneratedNames.pick(&random)))
        fields += optional("venue", .object(venue))
        return fields
    }

    private mutating func showBody(_ show: String, _ date: String, artist: String, year: String) -> GeneratedJSON {
        var fields = showFields(show, date)
        fields += optional("artist_uuid", .string(artist))
        fields += optional("year_uuid", .string(year))
        let items = (0..<random.within(0...3)).map { _ in sourceTree(show) }
        fields.append(("sources", .array(items)))
        return .object(fields)
    }

    private mutating func sourceTree(_ show: String) -> GeneratedJSON {
        let source = uuid("source")
        sources.append(source)
        var fields: Fields = [("uuid", .string(source))]
        for key in ["source", "taper", "transferrer", "description"] {
            fields += optional(key, .string(random.chance(20) ? "Charlie Miller" : GeneratedNames.pick(&random)))
        }
        fields += optional("is_soundboard", .bool(random.chance(40)))
        fields += optional("avg_rating", .number(random.pick(["9.66", "0", "3.125"])))
        fields += optional("avg_rating_weighted", .number(random.pick(["9.66", "0", "8.5"])))
        fields += optional("num_ratings", .int(random.below(400)))
        fields += optional("duration", .number(random.pick(["10862", "0.5", "0"])))
        fields += optional("show_uuid", .string(show))
        let known = tracks.count
        let sets = (0..<random.within(0...3)).map { index in setTree(index, source: source) }
        let field = optional("sets", .array(sets))
        let kept = field.contains { entry in !entry.1.isNull }
        if !kept { tracks.removeLast(tracks.count - known) }  // sets left out: their tracks do not exist
        fields += field
        return .object(fields)
    }

    private mutating func setTree(_ index: Int, source: String) -> GeneratedJSON {
        var fields: Fields = []
        fields += optional("index", .int(index))
        fields += optional("name", .string(random.pick(["Set 1", "Set 2", "Encore", "", GeneratedNames.pick(&random)])))
        fields += optional("is_encore", .bool(random.chance(20)))
        let items = (0..<random.within(0...4)).map { position in trackTree(position + 1, source: source) }
        fields += [("tracks", .array(items))]
        return .object(fields)
    }

    private mutating func trackTree(_ position: Int, source: String) -> GeneratedJSON {
        let track = uuid("track")
        tracks.append(track)
        var fields: Fields = [("uuid", .string(track)), ("track_position", .int(position)),
                              ("title", .string(GeneratedNames.pick(&random)))]
        fields += optional("duration", .number(random.pick(["330", "0", "7.25", "3600"])))
        fields += optional("mp3_url", .string("https://archive.org/download/\(track).mp3"))
        fields += optional("source_uuid", .string(source))
        return .object(fields)
    }

    private mutating func library() -> GeneratedJSON {
        let lists: [(String, [String])] = [("favorite_artists", artists), ("favorite_shows", shows),
                                           ("favorite_sources", sources), ("offline_tracks", tracks)]
        var fields: Fields = []
        for (key, uuids) in lists {
            fields += optional(key, .array(random.subset(uuids, percent: 40).map(GeneratedJSON.string)))
        }
        return .object(fields)
    }

    private mutating func history() -> GeneratedJSON {
        guard !tracks.isEmpty else { return .array([]) }
        let entries = (0..<random.within(0...6)).map { _ -> GeneratedJSON in
            .object([("track_uuid", .string(random.pick(tracks))), ("played_at", .string(LocalStateParts.timestamp(&random)))])
        }
        return .array(entries)
    }
}
