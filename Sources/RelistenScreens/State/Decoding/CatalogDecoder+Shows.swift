extension CatalogDecoder {
    /// Decodes `catalog.shows[key]`: the body's uuid must equal the key, its artist must be
    /// known, and its year must be known when that artist's years are loaded.
    mutating func decodeShowDetail(showUUID: String, _ node: Node) throws(StateDocumentError) {
        let object = try node.object()
        let uuid = try object.uuid("uuid")
        if uuid != showUUID {
            throw StateDocumentError(object.path.appending(key: "uuid"), "show uuid \"\(uuid)\" differs from its key \"\(showUUID)\"")
        }
        let listing = listedShows[showUUID]
        let context = Show.Context(
            artistUUID: listing?.artistUUID, yearUUID: listing?.yearUUID, origin: "its catalog.year_shows listing")
        let show = try Show(decoding: node, context: context)
        try checkReferences(of: show, at: object.path)
        if listing == nil { try seen.register(showUUID, kind: "show", at: object.path.appending(key: "uuid")) }
        let sourceNodes = try object.optional("sources")?.array() ?? []
        var sources: [Source] = []
        sources.reserveCapacity(sourceNodes.count)
        for sourceNode in sourceNodes {
            let source = try Source(decoding: sourceNode, showUUID: showUUID)
            try register(source, at: sourceNode.path)
            sources.append(source)
        }
        showDetails[showUUID] = ShowDetail(show: listing ?? show, sources: sources)
    }

    private func checkReferences(of show: Show, at path: JSONPath) throws(StateDocumentError) {
        guard seen.contains(show.artistUUID, kind: "artist") else {
            throw StateDocumentError(path, "unknown artist uuid \"\(show.artistUUID)\" (not in catalog.artists)")
        }
        if let owner = yearArtists[show.yearUUID], owner != show.artistUUID {
            throw StateDocumentError(path, "year \"\(show.yearUUID)\" belongs to artist \"\(owner)\", not \"\(show.artistUUID)\"")
        }
        if years[show.artistUUID] != nil, yearArtists[show.yearUUID] == nil {
            throw StateDocumentError(
                path, "unknown year uuid \"\(show.yearUUID)\" (not in catalog.years[\"\(show.artistUUID)\"])")
        }
    }

    private mutating func register(_ source: Source, at path: JSONPath) throws(StateDocumentError) {
        try seen.register(source.uuid, kind: "source", at: path.appending(key: "uuid"))
        try seen.registerTracks(of: source, at: path)
    }
}
