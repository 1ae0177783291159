/// Decodes a state document in one pass over its bytes, straight into the typed model:
/// no tape, no tree; keys are matched, and numbers and strings read, where they lie.
///
/// It accepts exactly what the careful decoder (the tape and ``Node``s) accepts, to the
/// same values, and explains nothing: a document it does not take — one with an error,
/// but also one it has no fast way through — gives nil, and ``StateDocument`` then decodes
/// it the careful way, which names the file, the JSON path and what was expected. The
/// rules each check mirrors are the careful decoder's (`ArtistDecoding.swift`,
/// `ShowDecoding.swift`, `SourceDecoding.swift`, `CatalogDecoder.swift`); the local
/// state (library, history, player, …, small) is read by that decoder itself.
///
/// ```swift
/// if let decoded = OnePassDecoder.decode(bytes) { … }   // nil: decode the careful way
/// ```
struct OnePassDecoder {
    typealias NotRead = ByteReader.NotRead

    var reader: ByteReader
    var artists: [Artist] = []
    var years: [String: [Year]] = [:]
    var yearShows: [String: [Show]] = [:]
    var showDetails: [String: ShowDetail] = [:]
    var known = UUIDSets()
    /// Year uuid → artist uuid.
    var yearArtists: [String: String] = [:]
    /// Show uuid → the show as its year lists it.
    var listedShows: [String: Show] = [:]
    /// Where the parts an edit may leave unchanged are, and what they decoded to.
    var spans = DecodedSpans()
    /// What this pass takes over from the version of the document before an edit.
    var reuse: Reuse?
    /// How many of the show members `reuse` offers this pass came to.
    var takenOver = 0
    /// Whether the catalog was taken over whole.
    var tookOverCatalog = false
    /// How many of `catalog.artists`, `catalog.years` and `catalog.year_shows`, in that
    /// order, were taken over (each depends on those before it).
    var sectionsTakenOver = 0
    /// The shows `catalog.year_shows` lists (`known.shows` before the show bodies add
    /// theirs).
    var listedShowUUIDs: Set<String> = []
    /// The show members read (not taken over), by their index in `spans.showMembers`.
    var readShowMembers: [Int] = []
    /// Strings the document repeats (titles, recording chains), made once.
    var repeated = RepeatedStrings()
    /// Room for the lists of a show body as they are read (see ``ListBuffer``).
    let lists = Lists()
    /// How `catalog.shows` may be split to be read on several cores.
    var parts = ShowMapParts.one
    /// How many parts of `catalog.shows` were read at the same time, and how many of
    /// those after the first were joined (not read again).
    var partsRead = (read: 1, joined: 0)

    /// One ``ListBuffer`` for each kind of list a show body holds.
    final class Lists {
        let sources = ListBuffer<Source>()
        let sets = ListBuffer<SourceSet>()
        let tracks = ListBuffer<ReadTrack>()
        /// The uuids and MP3 URLs of a set's tracks as they are read.
        var trackText = TrackTextWriter()
    }

    /// The decoded document, or nil when it must be decoded the careful way.
    static func decode(_ bytes: [UInt8], parts: ShowMapParts = .perCore) -> DecodedDocument? {
        pass(over: bytes, reusing: nil, parts: parts)?.document
    }

    /// What one pass over a document gives: the document, and what a pass over an
    /// edited version of it may take over.
    struct Pass {
        var document: DecodedDocument
        var kept: Kept
        var spans: DecodedSpans
        var tookOverCatalog: Bool
        var sectionsTakenOver: Int
        var readShowMembers: [Int]
        var partsRead: (read: Int, joined: Int)
    }

    /// One pass over `bytes`, taking over what `reuse` offers, `catalog.shows` read in
    /// `parts` when nothing is taken over; nil when the document must be decoded the
    /// careful way (or, with `reuse`, read whole again).
    static func pass(over bytes: [UInt8], reusing reuse: Reuse?, parts: ShowMapParts = .perCore) -> Pass? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var decoder = OnePassDecoder(reader: ByteReader(buffer, array: bytes))
            decoder.parts = parts
            if let reuse {
                decoder.reuse = reuse
                decoder.known = reuse.startingSets()
                decoder.showDetails.reserveCapacity(reuse.previous.showDetails.count)
            } else {
                decoder.known.reserve(forDocumentOf: bytes.count)
            }
            guard let document = try? decoder.document() else { return nil }
            return Pass(document: document, kept: decoder.kept, spans: decoder.spans,
                        tookOverCatalog: decoder.tookOverCatalog, sectionsTakenOver: decoder.sectionsTakenOver,
                        readShowMembers: decoder.readShowMembers, partsRead: decoder.partsRead)
        }
    }

    /// The root's members: the catalog read as it comes, the local state's sections
    /// checked and kept as text until the catalog's uuids are all known.
    private mutating func document() throws(NotRead) -> DecodedDocument {
        if try reader.openObject() {
            var seen = SeenKeys()
            repeat {
                let key = try reader.key()
                guard let field = try seen.field(key, in: Self.rootNames, reader) else {
                    try reader.skipValue()
                    continue
                }
                if try reader.skipNull() { continue }
                let start = reader.offset
                if field != 0 {
                    try reader.skipValue()
                } else if !takeOverCatalog() {
                    try catalog()
                }
                spans.sections[field] = start..<reader.offset
            } while try reader.nextMember(closing: .object)
        }
        guard reader.isAtEnd() else { throw NotRead() }
        // A show member offered but never come to: the edit changed what its bytes are.
        if let reuse, takenOver != reuse.showMembers.count { throw NotRead() }
        return try localState(spans.sections)
    }

    static let sectionNames = ["catalog", "library", "history", "player", "loading", "network", "user_filters"]
    static let rootNames = KeyNames(["catalog", "library", "history", "player", "loading", "network", "user_filters"])
    static let showsName = KeyNames(["shows"])
    static let setsName = KeyNames(["sets"])
    static let uuidName = KeyNames(["uuid"])
    static let venueNames = KeyNames(["name", "location"])

    /// The local state, read by ``LocalStateDecoder`` from each section's own tape.
    private func localState(_ sections: [Range<Int>?]) throws(NotRead) -> DecodedDocument {
        let local = LocalStateDecoder(known: known)
        do {
            var document = DecodedDocument(
                artists: artists, years: years, yearShows: yearShows, showDetails: showDetails,
                library: try local.library(node(sections, 1)),
                history: try local.history(node(sections, 2)),
                player: try local.player(node(sections, 3)),
                loading: try local.loading(node(sections, 4)),
                network: try local.network(node(sections, 5)),
                userFilters: try local.userFilters(node(sections, 6)))
            if reuse == nil {
                document.readTracks = CatalogIndex.ReadTracks(uuids: known.tracks, showOrder: spans.showMembers.map(\.uuid))
            }
            return document
        } catch {
            throw NotRead()
        }
    }

    private func node(_ sections: [Range<Int>?], _ field: Int) throws(StateDocumentError) -> Node? {
        guard let range = sections[field] else { return nil }
        var scanner = JSONScanner(bytes: Array(reader.array[range]), isValidated: true)
        guard let tape = try? scanner.parseDocument() else { throw StateDocumentError(.root, "not read") }
        return Node(tape: tape, index: 0, parent: .root, last: .key(Self.sectionNames[field]))
    }

    // MARK: Catalog

    static let catalogNames = KeyNames(["artists", "years", "year_shows", "shows"])

    /// Reads `catalog`'s sections in the order they come when the ones each depends on
    /// (artists ← years ← year_shows ← shows) are read; a section that comes before one
    /// it depends on is checked, passed over, and read again once they are.
    private mutating func catalog() throws(NotRead) {
        guard try reader.openObject() else { return }
        var seen = SeenKeys()
        var done = 0  // how many of the sections, in dependency order, are read
        var waiting: [Int?] = Array(repeating: nil, count: Self.catalogNames.count)
        repeat {
            let key = try reader.key()
            guard let field = try seen.field(key, in: Self.catalogNames, reader) else {
                try reader.skipValue()
                continue
            }
            if done == field {
                try section(field)
                done += 1
                while done < waiting.count, let start = waiting[done] {
                    try section(done, at: start)
                    done += 1
                }
            } else {
                _ = try reader.peek()
                waiting[field] = reader.offset
                try reader.passOver()
            }
        } while try reader.nextMember(closing: .object)
        for field in done..<waiting.count {
            if let start = waiting[field] { try section(field, at: start) }
        }
    }

    /// Reads section `field` from `start`, where it was passed over unvalidated (see
    /// ``ByteReader/passOver()``), then comes back.
    private mutating func section(_ field: Int, at start: Int) throws(NotRead) {
        let (offset, depth) = (reader.offset, reader.depth)
        (reader.offset, reader.depth) = (start, 2)
        try section(field)
        (reader.offset, reader.depth) = (offset, depth)
    }

    private mutating func section(_ field: Int) throws(NotRead) {
        _ = try reader.peek()
        let start = reader.offset
        if field < spans.catalogSections.count, takeOverSection(field) { return }
        if try reader.skipNull() { return }
        switch field {
        case 0: try artistList()
        case 1: try yearMap()
        case 2: try yearShowMap()
        default: try showMap()
        }
        if field < spans.catalogSections.count { spans.catalogSections[field] = start..<reader.offset }
        if field == 2 { listedShowUUIDs = known.shows }
    }

    private mutating func artistList() throws(NotRead) {
        guard try reader.openArray() else { return }
        repeat {
            let artist = try self.artist()
            guard known.artists.insert(artist.uuid).inserted else { throw NotRead() }
            artists.append(artist)
        } while try reader.nextMember(closing: .array)
    }

    /// `catalog.years`: artist uuid → that artist's years.
    private mutating func yearMap() throws(NotRead) {
        guard try reader.openObject() else { return }
        repeat {
            let artistUUID = try reader.entryKey()
            guard known.artists.contains(artistUUID), years[artistUUID] == nil else { throw NotRead() }
            var list: [Year] = []
            if try reader.openArray() {
                repeat {
                    let year = try self.year(artistUUID: artistUUID)
                    guard known.years.insert(year.uuid).inserted else { throw NotRead() }
                    yearArtists[year.uuid] = artistUUID
                    list.append(year)
                } while try reader.nextMember(closing: .array)
            }
            years[artistUUID] = list
        } while try reader.nextMember(closing: .object)
    }

    /// `catalog.year_shows`: year uuid → the year's shows (an array, or an object whose
    /// `shows` is one).
    private mutating func yearShowMap() throws(NotRead) {
        guard try reader.openObject() else { return }
        repeat {
            let yearUUID = try reader.entryKey()
            guard let artistUUID = yearArtists[yearUUID], yearShows[yearUUID] == nil else { throw NotRead() }
            let context = Show.Context(artistUUID: artistUUID, yearUUID: yearUUID, origin: "the year that lists it")
            yearShows[yearUUID] = try yearShowList(context)
        } while try reader.nextMember(closing: .object)
    }

    private mutating func yearShowList(_ context: Show.Context) throws(NotRead) -> [Show] {
        guard try reader.peek() == UInt8(ascii: "{") else { return try showList(context) }
        var list: [Show]?
        if try reader.openObject() {
            var seen = SeenKeys()
            repeat {
                let key = try reader.key()
                if try seen.field(key, in: Self.showsName, reader) == nil {
                    try reader.skipValue()
                } else if try !reader.skipNull() {
                    list = try showList(context)
                }
            } while try reader.nextMember(closing: .object)
        }
        guard let list else { throw NotRead() }
        return list
    }

    private mutating func showList(_ context: Show.Context) throws(NotRead) -> [Show] {
        var list: [Show] = []
        guard try reader.openArray() else { return list }
        repeat {
            let (show, _) = try self.show(context, sourcesOf: nil)
            guard known.shows.insert(show.uuid).inserted else { throw NotRead() }
            listedShows[show.uuid] = show
            list.append(show)
        } while try reader.nextMember(closing: .array)
        return list
    }

    /// `catalog.shows`: show uuid → the show with its sources; a large one is read in
    /// parts on several cores (``readShowMapInParts()``).
    private mutating func showMap() throws(NotRead) {
        guard try reader.openObject() else { return }
        if try readShowMapInParts() { return }
        repeat {
            try showMember()
        } while try reader.nextMember(closing: .object)
    }

    /// Reads the member of `catalog.shows` that comes next (or takes it over).
    mutating func showMember() throws(NotRead) {
        _ = try reader.peek()
        if try takeOverShowMember() { return }
        let start = reader.offset
        let showUUID = try reader.entryKey()
        let listing = listedShows[showUUID]
        let context = Show.Context(
            artistUUID: listing?.artistUUID, yearUUID: listing?.yearUUID, origin: "its catalog.year_shows listing")
        let (show, sources) = try self.show(context, sourcesOf: showUUID)
        try register(show, sources: sources, as: showUUID, listing: listing)
        readShowMembers.append(spans.showMembers.count)
        spans.showMembers.append(DecodedSpans.ShowMember(
            span: start..<reader.offset, uuid: showUUID, bodyShow: show, detail: ShowDetail(show: listing ?? show, sources: sources),
            isListed: listing != nil))
    }

    /// Checks a show body read as member `showUUID` of `catalog.shows` against the rest
    /// of the catalog and adds it. A part of `catalog.shows` read on its own leaves the
    /// checks against the other show bodies, and the adding, to the decoder that joins it
    /// (``join(_:)``).
    mutating func register(_ show: Show, sources: [Source], as showUUID: String, listing: Show?) throws(NotRead) {
        guard show.uuid == showUUID, known.artists.contains(show.artistUUID) else { throw NotRead() }
        if let owner = yearArtists[show.yearUUID], owner != show.artistUUID { throw NotRead() }
        if years[show.artistUUID] != nil, yearArtists[show.yearUUID] == nil { throw NotRead() }
        if isPart { return }
        guard showDetails[showUUID] == nil else { throw NotRead() }
        if listing == nil, !known.shows.insert(showUUID).inserted { throw NotRead() }
        showDetails[showUUID] = ShowDetail(show: listing ?? show, sources: sources)
    }
}
