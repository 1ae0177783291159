extension Source {
    /// Decodes a source of show `showUUID` with its sets and tracks.
    init(decoding node: Node, showUUID: String) throws(StateDocumentError) {
        let object = try node.object()
        let uuid = try object.uuid("uuid")
        if let given = try object.optionalUUID("show_uuid"), given != showUUID {
            throw StateDocumentError(
                object.path.appending(key: "show_uuid"), "show_uuid \"\(given)\" differs from its show \"\(showUUID)\"")
        }
        let setNodes = try object.optional("sets")?.array() ?? []
        var sets: [SourceSet] = []
        sets.reserveCapacity(setNodes.count)
        for setNode in setNodes {
            sets.append(try SourceSet(decoding: setNode, sourceUUID: uuid))
        }
        self.init(
            uuid: uuid, showUUID: showUUID,
            source: try object.optionalString("source"),
            taper: try object.optionalString("taper"),
            transferrer: try object.optionalString("transferrer"),
            description: try object.optionalString("description"),
            isSoundboard: try object.bool("is_soundboard", default: false),
            avgRating: try object.number("avg_rating", default: 0),
            avgRatingWeighted: try object.number("avg_rating_weighted", default: 0),
            numRatings: try object.count("num_ratings"),
            duration: try object.optionalSeconds("duration"),
            sets: sets
        )
    }
}

extension SourceSet {
    /// Decodes a set; `index` defaults to the set's position in the array.
    init(decoding node: Node, sourceUUID: String) throws(StateDocumentError) {
        let object = try node.object()
        let position = node.last.flatMap { if case .index(let i) = $0 { i } else { nil } } ?? 0
        let trackNodes = try object.optional("tracks")?.array() ?? []
        // The tracks' uuids and URLs go into one text of the set's size, as the one pass
        // writes them (a string each, held in an object each, was four allocations a track).
        var text = TrackTextWriter(slabBytes: 0)
        let read = ListBuffer<ReadTrack>(capacity: max(trackNodes.count, 1))
        for trackNode in trackNodes {
            read.append(try ReadTrack(decoding: trackNode, sourceUUID: sourceUUID, text: &text))
        }
        let tracks = trackNodes.isEmpty ? [] : text.tracks(from: read, sourceUUID: sourceUUID) { _ in }
        self.init(
            index: try object.int("index", default: position),
            name: try object.optionalString("name") ?? "",
            isEncore: try object.bool("is_encore", default: false),
            tracks: tracks
        )
    }
}

extension ReadTrack {
    /// Decodes a track, its uuid and MP3 URL written into `text`; a `source_uuid`
    /// differing from its source is an error.
    init(decoding node: Node, sourceUUID: String, text: inout TrackTextWriter) throws(StateDocumentError) {
        let object = try node.object()
        if let given = try object.optionalUUID("source_uuid"), given != sourceUUID {
            throw StateDocumentError(
                object.path.appending(key: "source_uuid"),
                "source_uuid \"\(given)\" differs from its source \"\(sourceUUID)\"")
        }
        self.init()
        uuid = text.append(try object.uuid("uuid"))
        position = try object.required("track_position").int()
        title = try object.string("title")
        duration = try object.optionalSeconds("duration")
        mp3URL = try object.optionalString("mp3_url").map { text.append($0) }
    }
}
