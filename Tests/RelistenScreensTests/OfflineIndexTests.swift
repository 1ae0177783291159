import Testing
@testable import RelistenScreens

/// The state's ``OfflineIndex`` answers what walking every track answers, and follows the
/// library and the catalog when they change.
struct OfflineIndexTests {
    /// A small synthetic artist with offline tracks in a few sources of a few shows.
    private func state(offlineEvery stride: Int) -> AppState {
        var state = SyntheticCatalog.artist(shows: 40, sources: 160)
        let sources = state.catalog.showDetails.keys.sorted().compactMap { state.catalog.showDetails[$0] }.flatMap(\.sources)
        for (offset, source) in sources.enumerated() where offset % stride == 0 {
            if let track = source.sets.last?.tracks.last { state.library.offlineTracks.insert(track.uuid) }
        }
        return state
    }

    private func walkedShow(_ state: AppState, _ show: String) -> Bool {
        state.catalog.showDetails[show]?.sources.contains { walkedSource(state, $0) } ?? false
    }

    private func walkedSource(_ state: AppState, _ source: Source) -> Bool {
        source.sets.contains { $0.tracks.contains { state.library.offlineTracks.contains($0.uuid) } }
    }

    /// Few offline tracks (fewer than a show holds) and many (more than every show holds).
    @Test(arguments: [37, 1])
    func answersWhatWalkingTheTracksAnswers(stride: Int) {
        let state = state(offlineEvery: stride)
        #expect(!state.offline.sourcePositions.isEmpty)
        for (uuid, detail) in state.catalog.showDetails {
            #expect(state.showHasOfflineTracks(uuid) == walkedShow(state, uuid))
            for source in detail.sources {
                #expect(state.sourceHasOfflineTracks(source) == walkedSource(state, source))
            }
            #expect(SourceSorting.sorted(detail.sources, in: state) == SourceSorting.sorted(detail.sources, library: state.library))
        }
        #expect(!state.showHasOfflineTracks("no such show"))
    }

    @Test func followsTheLibraryAndTheCatalog() {
        var state = state(offlineEvery: 37)
        let detail = state.catalog.showDetails.values.first { !state.showHasOfflineTracks($0.show.uuid) }!
        let source = detail.sources[0]
        state.library.offlineTracks.insert(source.sets[0].tracks[0].uuid)
        #expect(state.showHasOfflineTracks(detail.show.uuid) && state.sourceHasOfflineTracks(source))

        state.library = Library()
        #expect(state.offline == OfflineIndex(catalog: state.catalog, offlineTracks: []))
        #expect(!state.showHasOfflineTracks(detail.show.uuid) && !state.sourceHasOfflineTracks(source))

        state.library.offlineTracks.insert(source.sets[0].tracks[0].uuid)
        state.catalog = state.catalog.replacing(showDetails: [:])
        #expect(!state.showHasOfflineTracks(detail.show.uuid))
        // A source the catalog no longer holds is walked.
        #expect(state.sourceHasOfflineTracks(source))
    }
}
