/// Decodes `catalog` and checks uuids: no duplicates, keys that match known artists /
/// years / shows, bodies that agree with their listings.
struct CatalogDecoder {
    var artists: [Artist] = []
    var years: [String: [Year]] = [:]
    var yearShows: [String: [Show]] = [:]
    var showDetails: [String: ShowDetail] = [:]
    var seen = UUIDRegistry()
    /// Year uuid → artist uuid.
    var yearArtists: [String: String] = [:]
    /// Show uuid → the show as its year lists it.
    var listedShows: [String: Show] = [:]

    mutating func decode(_ catalog: ObjectNode) throws(StateDocumentError) {
        try catalog.optional("artists")?.forEachElement { (node) throws(StateDocumentError) in
            let artist = try Artist(decoding: node)
            try seen.register(artist.uuid, kind: "artist", at: node.path.appending(key: "uuid"))
            artists.append(artist)
        }
        try catalog.optional("years")?.object().forEachSortedEntry { (key, node) throws(StateDocumentError) in
            try decodeYears(artistUUID: key, node)
        }
        try catalog.optional("year_shows")?.object().forEachSortedEntry { (key, node) throws(StateDocumentError) in
            try decodeYearShows(yearUUID: key, node)
        }
        try catalog.optional("shows")?.object().forEachSortedEntry { (key, node) throws(StateDocumentError) in
            try decodeShowDetail(showUUID: key, node)
        }
    }

    private mutating func decodeYears(artistUUID: String, _ node: Node) throws(StateDocumentError) {
        guard seen.contains(artistUUID, kind: "artist") else {
            throw node.fail("unknown artist uuid \"\(artistUUID)\": keys of catalog.years must be artist uuids from catalog.artists")
        }
        var list: [Year] = []
        try node.forEachElement { (element) throws(StateDocumentError) in
            let year = try Year(decoding: element, artistUUID: artistUUID)
            try seen.register(year.uuid, kind: "year", at: element.path.appending(key: "uuid"))
            yearArtists[year.uuid] = artistUUID
            list.append(year)
        }
        years[artistUUID] = list
    }

    private mutating func decodeYearShows(yearUUID: String, _ node: Node) throws(StateDocumentError) {
        guard let artistUUID = yearArtists[yearUUID] else {
            throw node.fail("unknown year uuid \"\(yearUUID)\": keys of catalog.year_shows must be year uuids from catalog.years")
        }
        let elements = node.kind == .object ? try node.object().required("shows") : node
        let context = Show.Context(artistUUID: artistUUID, yearUUID: yearUUID, origin: "the year that lists it")
        var list: [Show] = []
        try elements.forEachElement { (element) throws(StateDocumentError) in
            let show = try Show(decoding: element, context: context)
            try seen.register(show.uuid, kind: "show", at: element.path.appending(key: "uuid"))
            listedShows[show.uuid] = show
            list.append(show)
        }
        yearShows[yearUUID] = list
    }
}
