extension Show {
    /// The artist and year a show belongs to when its body does not say.
    struct Context {
        var artistUUID: String?
        var yearUUID: String?
        /// Named in errors: "the year that lists it", "its year_shows listing".
        var origin: String
    }

    /// Decodes a show. `artist_uuid` / `year_uuid` (or embedded `artist` / `year` objects)
    /// must agree with `context`; when absent, `context` supplies them.
    init(decoding node: Node, context: Context) throws(StateDocumentError) {
        let object = try node.object()
        let artist = try Self.reference(object, "artist", expected: context.artistUUID, origin: context.origin)
        let year = try Self.reference(object, "year", expected: context.yearUUID, origin: context.origin)
        self.init(
            uuid: try object.uuid("uuid"),
            displayDate: try object.string("display_date"),
            avgRating: try object.number("avg_rating", default: 0),
            avgDuration: try object.optionalSeconds("avg_duration"),
            hasSoundboardSource: try object.bool("has_soundboard_source", default: false),
            sourceCount: try object.count("source_count"),
            venue: try object.optional("venue").map { (node: Node) throws(StateDocumentError) in try Venue(decoding: node) },
            artistUUID: artist,
            yearUUID: year
        )
    }

    /// Reads `<name>_uuid`, else the embedded `<name>.uuid`, else `expected`.
    private static func reference(
        _ object: ObjectNode, _ name: String, expected: String?, origin: String
    ) throws(StateDocumentError) -> String {
        let key = name + "_uuid"
        var found = try object.optionalUUID(key).map { ($0, object.path.appending(key: key)) }
        if found == nil, let embedded = object.optional(name), embedded.kind == .object {
            found = try embedded.object().optionalUUID("uuid").map { ($0, embedded.path.appending(key: "uuid")) }
        }
        switch (found, expected) {
        case (let (uuid, path)?, let expected?) where uuid != expected:
            throw StateDocumentError(path, "\(name) uuid \"\(uuid)\" differs from \"\(expected)\" of \(origin)")
        case ((let uuid, _)?, _): return uuid
        case (nil, let expected?): return expected
        case (nil, nil): throw StateDocumentError(object.path.appending(key: key), "missing required key \"\(key)\"")
        }
    }
}
