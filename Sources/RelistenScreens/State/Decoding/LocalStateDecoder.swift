/// Decodes the phone-only parts of the document (`library`, `history`, `player`,
/// `loading`, `network`, `user_filters`) and checks every uuid against the catalog's
/// (through the registry of every uuid the catalog decoder saw, so the catalog's own
/// indexes can be built after the document's tape is freed).
struct LocalStateDecoder {
    let known: any KnownUUIDs

    func library(_ node: Node?) throws(StateDocumentError) -> Library {
        guard let object = try node?.object() else { return Library() }
        return Library(
            favoriteArtists: try uuidSet(object.optional("favorite_artists"), kind: "artist") { known.contains($0, kind: "artist") },
            favoriteShows: try uuidSet(object.optional("favorite_shows"), kind: "show") { known.contains($0, kind: "show") },
            favoriteSources: try uuidSet(object.optional("favorite_sources"), kind: "source") { known.contains($0, kind: "source") },
            offlineTracks: try uuidSet(object.optional("offline_tracks"), kind: "track") { known.contains($0, kind: "track") }
        )
    }

    /// A uuid array without duplicates whose every element passes `isKnown`.
    func uuidList(
        _ node: Node?, kind: String, isKnown: (String) -> Bool
    ) throws(StateDocumentError) -> [String] {
        var result: [String] = []
        var firstIndex: [String: Int] = [:]
        for (offset, element) in (try node?.array() ?? []).enumerated() {
            let uuid = try element.uuid()
            if let first = firstIndex[uuid] {
                throw element.fail("duplicate \(kind) uuid \"\(uuid)\" (first at index \(first))")
            }
            guard isKnown(uuid) else { throw element.fail("unknown \(kind) uuid \"\(uuid)\"") }
            firstIndex[uuid] = offset
            result.append(uuid)
        }
        return result
    }

    private func uuidSet(_ node: Node?, kind: String, isKnown: (String) -> Bool) throws(StateDocumentError) -> Set<String> {
        Set(try uuidList(node, kind: kind, isKnown: isKnown))
    }

    func history(_ node: Node?) throws(StateDocumentError) -> [HistoryEntry] {
        var entries: [HistoryEntry] = []
        for element in try node?.array() ?? [] {
            let object = try element.object()
            let trackNode = try object.required("track_uuid")
            let track = try trackNode.uuid()
            guard known.contains(track, kind: "track") else { throw trackNode.fail("unknown track uuid \"\(track)\"") }
            let dateNode = try object.required("played_at")
            let text = try dateNode.string()
            guard let seconds = ISO8601.epochSeconds(text) else {
                throw dateNode.fail("expected an ISO 8601 date-time with a zone such as \"2024-05-08T21:14:00Z\", found \"\(text)\"")
            }
            entries.append(HistoryEntry(trackUUID: track, playedAt: seconds))
        }
        return entries
    }

    func network(_ node: Node?) throws(StateDocumentError) -> Network {
        try node?.enumValue(Network.self, "network state") ?? .online
    }

    func userFilters(_ node: Node?) throws(StateDocumentError) -> UserFilters {
        guard let object = try node?.object() else { return UserFilters() }
        return UserFilters(
            isFavorite: try object.optional("is_favorite")?.bool(),
            isPlayableOffline: try object.optional("is_playable_offline")?.bool(),
            combine: try object.optional("combine")?.enumValue(UserFilters.Combine.self, "filter combination") ?? .and
        )
    }
}
