import TemplateKitLite

/// The rows of one source's tracks. What every row shares — the source, the current
/// track, whether any track is downloaded — is looked up once here, not once a row:
/// the Tracks screens of a Grateful-Dead-sized artist draw ~160k rows.
struct TrackRows {
    let showUUID: String
    let sourceUUID: String
    let currentTrackUUID: String?
    let progress: Double?
    let indicator: PlayingIndicator
    /// The offline tracks, or none when no track of the source is offline (see
    /// ``AppState/sourceHasOfflineTracks(_:)``): most sources have none, and then no
    /// row hashes its uuid.
    let offlineTracks: Set<String>

    /// Borrows its arguments: an initializer otherwise takes them owned, and the caller
    /// copied the whole state (every field of it) to pass it, once per Tracks screen.
    init(_ source: borrowing Source, _ state: borrowing AppState) {
        showUUID = source.showUUID
        sourceUUID = source.uuid
        currentTrackUUID = state.player.currentTrackUUID
        progress = state.player.progress
        indicator = Present.indicator(state.player)
        offlineTracks = state.sourceHasOfflineTracks(source) ? state.library.offlineTracks : []
    }

    /// A track's row: dimmed and without an action when it has no playable file; the
    /// current track shows its progress and the player's indicator. Made with one
    /// initializer call rather than a chain of modifiers, each of which moves the row.
    func row(_ track: Track) -> ListItem {
        let isCurrent = currentTrackUUID == track.uuid
        return ListItem(
            Format.trackTitle(track),
            detail: Present.trackDetail(track, downloaded: !offlineTracks.isEmpty && offlineTracks.contains(track.uuid)),
            isEnabled: track.isPlayable, playbackProgress: isCurrent ? progress : nil,
            playingIndicator: isCurrent ? indicator : .none,
            action: track.isPlayable ? AppAction.play(show: showUUID, source: sourceUUID, track: track.uuid).templateAction : nil)
            .id(track.uuid)
    }

    /// A section of rows, one per track, read from its sets' arrays in place.
    func section(_ group: TrackSection) -> ListSection {
        var items: [ListElement] = []
        items.reserveCapacity(group.trackCount)
        for set in group.sets {
            let tracks = set.tracks
            for index in tracks.indices { items.append(.item(row(tracks[index]))) }
        }
        return ListSection(header: group.header, items: items)
    }
}
