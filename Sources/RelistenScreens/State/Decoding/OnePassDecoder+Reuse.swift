extension OnePassDecoder {
    /// What the pass decoded of the catalog: all that a later pass over an edited version
    /// of the document may take over.
    struct Kept {
        var artists: [Artist]
        var years: [String: [Year]]
        var yearShows: [String: [Show]]
        var showDetails: [String: ShowDetail]
        var known: UUIDSets
        var yearArtists: [String: String]
        var listedShows: [String: Show]
    }

    var kept: Kept {
        Kept(artists: artists, years: years, yearShows: yearShows, showDetails: showDetails, known: known,
             yearArtists: yearArtists, listedShows: listedShows)
    }

    mutating func restore(_ kept: Kept) {
        (artists, years, yearShows, showDetails) = (kept.artists, kept.years, kept.yearShows, kept.showDetails)
        (known, yearArtists, listedShows) = (kept.known, kept.yearArtists, kept.listedShows)
    }

    /// What a pass over an edited document takes over from the pass over the version
    /// before: the whole catalog when the edit left its bytes as they were, else each
    /// member of `catalog.shows` the edit left as it was (read again when the show's
    /// listing in `catalog.year_shows` changed, as its body then decodes otherwise).
    struct Reuse {
        let previous: Kept
        let previousSpans: DecodedSpans
        /// Where the previous catalog's value starts in the new version, when unchanged.
        let catalogStart: Int?
        /// The previous show members the edit left as they were, by where they start now.
        let showMembers: [Int: Int]

        init(previous: Kept, spans: DecodedSpans, edit: DocumentEdit) {
            self.previous = previous
            previousSpans = spans
            catalogStart = spans.sections[0].flatMap(edit.newOffset(of:))
            var members: [Int: Int] = [:]
            if catalogStart == nil {
                members.reserveCapacity(spans.showMembers.count)
                for (index, member) in spans.showMembers.enumerated() {
                    if let start = edit.newOffset(of: member.span) { members[start] = index }
                }
            }
            showMembers = members
        }

        /// The uuid sets to start the pass with: the previous sources and tracks less
        /// those of the show bodies the edit touched (the bodies kept are not read, so
        /// their uuids are not counted again).
        func startingSets() -> UUIDSets {
            var sets = UUIDSets()
            guard catalogStart == nil, !showMembers.isEmpty else { return sets }
            sets.sources = previous.known.sources
            sets.tracks = previous.known.tracks
            let kept = Set(showMembers.values)
            for (index, member) in previousSpans.showMembers.enumerated() where !kept.contains(index) {
                sets.forget(member.detail)
            }
            return sets
        }
    }

    /// Takes over the previous catalog when its value starts here unchanged; false when
    /// there is none to take.
    mutating func takeOverCatalog() -> Bool {
        guard let reuse, let start = reuse.catalogStart, start == reader.offset,
              let previous = reuse.previousSpans.sections[0]
        else { return false }
        restore(reuse.previous)
        spans.showMembers = reuse.previousSpans.shifted(by: start - previous.lowerBound).showMembers
        reader.offset = start + previous.count
        tookOverCatalog = true
        return true
    }

    /// Takes over the previous show member that starts here unchanged, as ``showMap()``
    /// would read it, its checks made again; false when there is none, or when its
    /// listing changed (its sources and tracks are then forgotten, to be read again).
    mutating func takeOverShowMember() throws(NotRead) -> Bool {
        guard let reuse, let index = reuse.showMembers[reader.offset] else { return false }
        let member = reuse.previousSpans.showMembers[index]
        takenOver += 1
        guard listedShows[member.uuid] == reuse.previous.listedShows[member.uuid] else {
            known.forget(member.detail)
            return false
        }
        let start = reader.offset
        try register(member.bodyShow, sources: member.detail.sources, as: member.uuid, listing: listedShows[member.uuid])
        reader.offset = start + member.span.count
        var moved = member
        moved.span = start..<reader.offset
        spans.showMembers.append(moved)
        return true
    }
}

extension UUIDSets {
    /// Removes the uuids of a show body's sources and tracks.
    mutating func forget(_ detail: ShowDetail) {
        for source in detail.sources {
            sources.remove(source.uuid)
            for set in source.sets {
                for track in set.tracks { tracks.remove(track.uuid) }
            }
        }
    }
}
