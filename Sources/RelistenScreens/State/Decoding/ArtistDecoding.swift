extension Artist {
    /// Decodes a v2 or v3 artist object. `sort_name` falls back to `name` when absent.
    init(decoding node: Node) throws(StateDocumentError) {
        let object = try node.object()
        let name = try object.string("name")
        let features = try object.optional("features")?.object()
        self.init(
            uuid: try object.uuid("uuid"),
            name: name,
            sortName: try object.optionalString("sort_name") ?? name,
            slug: try object.optionalString("slug") ?? "",
            featuredFlags: try object.count("featured"),
            showCount: try object.count("show_count"),
            sourceCount: try object.count("source_count"),
            hasMeaningfulSets: try features?.bool("sets", default: false) ?? false
        )
    }
}

extension Year {
    /// Decodes a year object listed under `artistUUID`; a differing `artist_uuid` is an error.
    init(decoding node: Node, artistUUID: String) throws(StateDocumentError) {
        let object = try node.object()
        if let given = try object.optionalUUID("artist_uuid"), given != artistUUID {
            throw StateDocumentError(
                object.path.appending(key: "artist_uuid"),
                "artist_uuid \"\(given)\" differs from the artist \"\(artistUUID)\" whose years list it")
        }
        self.init(
            uuid: try object.uuid("uuid"),
            year: try object.string("year"),
            showCount: try object.count("show_count"),
            sourceCount: try object.count("source_count"),
            duration: try object.optionalSeconds("duration"),
            avgRating: try object.number("avg_rating", default: 0),
            artistUUID: artistUUID
        )
    }
}

extension Venue {
    init(decoding node: Node) throws(StateDocumentError) {
        let object = try node.object()
        self.init(name: try object.optionalString("name") ?? "", location: try object.optionalString("location"))
    }
}
