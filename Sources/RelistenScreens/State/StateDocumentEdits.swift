/// Decodes one state document version after version, as `serve` does on every edit: a
/// version is read in one pass that takes over, from the version before, the catalog
/// when the edit left its bytes as they were, else every show body of `catalog.shows`
/// (most of a large document) the edit left as it was — only the rest is read again.
/// It gives exactly what ``StateDocument/decode(_:file:)`` gives, errors included (a
/// version that does not decode is read the careful way, and the last good one stays the
/// one the next edit is compared with). See `Docs/preview.md`.
///
/// ```swift
/// let edits = StateDocumentEdits()
/// var state = try edits.decode(bytes, file: "state.json")     // read whole
/// state = try edits.decode(edited, file: "state.json")        // only what changed
/// ```
///
/// It keeps the last good version's bytes and what they decoded to (about the document
/// again beside the state), so it is for a process that decodes the same document again
/// and again, not for one-off commands.
package final class StateDocumentEdits {
    /// How the last version was read.
    package enum Reading: Equatable, Sendable {
        /// The same bytes as the version before: its state, as it was.
        case unchanged
        /// The catalog taken over whole (the edit is outside it), the rest read.
        case catalogKept
        /// Show bodies taken over, the rest read: how many of each.
        case showBodiesKept(kept: Int, read: Int)
        /// Read whole in one pass.
        case whole
        /// Read the careful way: too large for the one pass, or not a valid document.
        case careful
    }

    private struct Version {
        let bytes: [UInt8]
        let kept: OnePassDecoder.Kept
        let spans: DecodedSpans
        let state: AppState
    }

    private var last: Version?
    package private(set) var lastReading = Reading.whole
    /// How many of `catalog.artists`, `catalog.years` and `catalog.year_shows` the last
    /// version took over as they were (in that order: each decodes against those before
    /// it), when its show bodies were taken over one by one.
    package private(set) var lastCatalogSectionsKept = 0

    package init() {}

    /// Decodes `bytes`, a version of the document: see ``StateDocument/decode(_:file:)``.
    package func decode(_ bytes: [UInt8], file: String? = nil) throws(StateDocumentError) -> AppState {
        if bytes.count > StateDocument.maximumBytes { throw StateDocument.tooLarge(bytes.count, file: file) }
        if StateDocument.isReadInOnePass(bytes) {
            if let last, let state = splice(bytes, onto: last) { return state }
            if let pass = OnePassDecoder.pass(over: bytes, reusing: nil) {
                let state = pass.document.appState()
                last = Version(bytes: bytes, kept: pass.kept, spans: pass.spans, state: state)
                lastReading = .whole
                return state
            }
        }
        lastReading = .careful
        return try StateDocument.decodeCarefully(bytes, file: file)
    }

    /// `bytes` read taking over what they share with `last`; nil when that pass does not
    /// take them (they are then read whole).
    private func splice(_ bytes: [UInt8], onto last: Version) -> AppState? {
        let edit = DocumentEdit(from: last.bytes, to: bytes)
        if edit.prefix == bytes.count, bytes.count == last.bytes.count {
            lastReading = .unchanged
            return last.state
        }
        let reuse = OnePassDecoder.Reuse(previous: last.kept, spans: last.spans, edit: edit)
        guard reuse.catalogStart != nil || !reuse.showMembers.isEmpty,
              let pass = OnePassDecoder.pass(over: bytes, reusing: reuse)
        else { return nil }
        let document = pass.document
        lastCatalogSectionsKept = pass.sectionsTakenOver
        let catalog: Catalog
        if pass.tookOverCatalog {
            catalog = last.state.catalog
            lastReading = .catalogKept
        } else {
            catalog = Catalog.reusing(
                last.state.catalog, artists: document.artists, years: document.years, yearShows: document.yearShows,
                showDetails: document.showDetails,
                sameTrackLayout: Self.sameTrackLayout(pass, previous: last.kept.showDetails))
            lastReading = .showBodiesKept(kept: pass.spans.showMembers.count - pass.readShowMembers.count,
                                          read: pass.readShowMembers.count)
        }
        let state = AppState(
            catalog: catalog, library: document.library, history: document.history, player: document.player,
            loading: document.loading, network: document.network, userFilters: document.userFilters)
        self.last = Version(bytes: bytes, kept: pass.kept, spans: pass.spans, state: state)
        return state
    }

    /// Whether the show bodies of `pass` hold sources and tracks of the same uuids in the
    /// same places as `previous`: the same shows, and each body read again laid out as
    /// before (the bodies taken over are the same).
    private static func sameTrackLayout(_ pass: OnePassDecoder.Pass, previous: [String: ShowDetail]) -> Bool {
        guard pass.document.showDetails.count == previous.count else { return false }
        return pass.readShowMembers.allSatisfy { index in
            let member = pass.spans.showMembers[index]
            return previous[member.uuid].map { $0.hasSameTrackLayout(as: member.detail) } ?? false
        }
    }
}

extension ShowDetail {
    /// Whether `other` holds sources and tracks of the same uuids in the same places.
    func hasSameTrackLayout(as other: ShowDetail) -> Bool {
        guard show.uuid == other.show.uuid, sources.count == other.sources.count else { return false }
        for (source, otherSource) in zip(sources, other.sources) {
            guard source.uuid == otherSource.uuid, source.sets.count == otherSource.sets.count else { return false }
            for (set, otherSet) in zip(source.sets, otherSource.sets) {
                guard set.tracks.count == otherSet.tracks.count,
                      zip(set.tracks, otherSet.tracks).allSatisfy({ $0.uuidText == $1.uuidText })
                else { return false }
            }
        }
        return true
    }
}
