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
        var listedShowUUIDs: Set<String>
    }

    var kept: Kept {
        Kept(artists: artists, years: years, yearShows: yearShows, showDetails: showDetails, known: known.merged(),
             yearArtists: yearArtists, listedShows: listedShows, listedShowUUIDs: listedShowUUIDs)
    }

    mutating func restore(_ kept: Kept) {
        (artists, years, yearShows, showDetails) = (kept.artists, kept.years, kept.yearShows, kept.showDetails)
        (known, yearArtists, listedShows, listedShowUUIDs) = (kept.known, kept.yearArtists, kept.listedShows, kept.listedShowUUIDs)
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
        /// Where the previous `catalog.artists`, `catalog.years` and `catalog.year_shows`
        /// values start in the new version, each when unchanged.
        let sectionStarts: [Int?]
        /// The previous show members the edit left as they were, by where they start now.
        let showMembers: [Int: Int]

        init(previous: Kept, spans: DecodedSpans, edit: DocumentEdit) {
            self.previous = previous
            previousSpans = spans
            catalogStart = spans.sections[0].flatMap(edit.newOffset(of:))
            sectionStarts = spans.catalogSections.map { $0.flatMap(edit.newOffset(of:)) }
            var members: [Int: Int] = [:]
            if catalogStart == nil {
                members.reserveCapacity(spans.showMembers.count)
                for (index, member) in spans.showMembers.enumerated() {
                    if let start = edit.newOffset(of: member.span) { members[start] = index }
                }
            }
            showMembers = members
        }

        /// The uuid sets to start the pass with: the previous sources and tracks kept
        /// aside, less those of the show bodies the edit touched (the bodies kept are not
        /// read, so their uuids are not counted again).
        func startingSets() -> UUIDSets {
            var sets = UUIDSets()
            guard catalogStart == nil, !showMembers.isEmpty else { return sets }
            sets.keptSources = previous.known.sources
            sets.keptTracks = previous.known.tracks
            var offered = [Bool](repeating: false, count: previousSpans.showMembers.count)
            for index in showMembers.values { offered[index] = true }
            for (index, member) in previousSpans.showMembers.enumerated() where !offered[index] {
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
        let moved = reuse.previousSpans.shifted(by: start - previous.lowerBound)
        (spans.catalogSections, spans.showMembers) = (moved.catalogSections, moved.showMembers)
        reader.offset = start + previous.count
        tookOverCatalog = true
        return true
    }

    /// Takes over section `field` of the catalog (0 `artists`, 1 `years`, 2 `year_shows`)
    /// when its value starts here unchanged and the sections it depends on (those before
    /// it) were taken over too: it then decodes to what it decoded to before. False when
    /// it is to be read.
    mutating func takeOverSection(_ field: Int) -> Bool {
        guard let reuse, field == sectionsTakenOver, let start = reuse.sectionStarts[field], start == reader.offset,
              let previous = reuse.previousSpans.catalogSections[field]
        else { return false }
        let kept = reuse.previous
        switch field {
        case 0: (artists, known.artists) = (kept.artists, kept.known.artists)
        case 1: (years, known.years, yearArtists) = (kept.years, kept.known.years, kept.yearArtists)
        default:
            (yearShows, listedShows) = (kept.yearShows, kept.listedShows)
            (known.shows, listedShowUUIDs) = (kept.listedShowUUIDs, kept.listedShowUUIDs)
        }
        reader.offset = start + previous.count
        spans.catalogSections[field] = start..<reader.offset
        sectionsTakenOver += 1
        return true
    }

    /// Takes over the previous show member that starts here unchanged, as ``showMap()``
    /// would read it, its checks made again; false when there is none, or when its
    /// listing changed (its sources and tracks are then forgotten, to be read again).
    /// With the artists, years and listings all taken over, its checks against them hold
    /// as they did: only that no other member has its key, and that a show no year lists
    /// is not met twice, are checked again.
    mutating func takeOverShowMember() throws(NotRead) -> Bool {
        guard let reuse, let index = reuse.showMembers[reader.offset] else { return false }
        let member = reuse.previousSpans.showMembers[index]
        takenOver += 1
        if sectionsTakenOver == spans.catalogSections.count {
            guard showDetails.updateValue(member.detail, forKey: member.uuid) == nil else { throw NotRead() }
            if !member.isListed, !known.shows.insert(member.uuid).inserted { throw NotRead() }
            spans.showMembers.append(member.moved(to: reader.offset))
            reader.offset += member.span.count
            return true
        }
        guard listedShows[member.uuid] == reuse.previous.listedShows[member.uuid] else {
            known.forget(member.detail)
            return false
        }
        let start = reader.offset
        try register(member.bodyShow, sources: member.detail.sources, as: member.uuid, listing: listedShows[member.uuid])
        reader.offset = start + member.span.count
        spans.showMembers.append(member.moved(to: start))
        return true
    }
}

extension DecodedSpans.ShowMember {
    /// The member with its span starting at `start`.
    func moved(to start: Int) -> Self {
        var moved = self
        moved.span = start..<(start + span.count)
        return moved
    }
}
