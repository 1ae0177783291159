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
    /// current track shows its progress and the player's indicator.
    func row(_ track: Track) -> ListItem {
        withUnsafePointer(to: track) { row(at: $0) }
    }

    /// ``row(_:)`` of the track at `track`, its fields read in place: a Tracks screen
    /// points into its sets' arrays, since passing a track along copies it (each field
    /// retained, then released) once per row. Made with one initializer call rather than
    /// a chain of modifiers, each of which moves the row.
    private func row(at track: UnsafePointer<Track>, number: Int? = nil) -> ListItem {
        let uuid = track.pointee.uuid
        let isPlayable = track.pointee.isPlayable
        let isCurrent = currentTrackUUID == uuid
        let downloaded = !offlineTracks.isEmpty && offlineTracks.contains(uuid)
        return ListItem(
            Format.trackTitle(position: number ?? track.pointee.position, title: track.pointee.title),
            detail: Present.trackDetail(duration: track.pointee.duration, isPlayable: isPlayable, downloaded: downloaded),
            isEnabled: isPlayable, playbackProgress: isCurrent ? progress : nil,
            playingIndicator: isCurrent ? indicator : .none,
            action: isPlayable ? AppAction.play(show: showUUID, source: sourceUUID, track: uuid).templateAction : nil)
            .id(uuid)
    }

    /// A section of rows, one per track, read from its sets' arrays in place.
    func section(_ group: TrackSection) -> ListSection {
        var items: [ListElement] = []
        items.reserveCapacity(group.trackCount)
        // Sets shown without their headers are numbered on from one another when their own
        // positions restart (1, 2, 3, 1, 2 would read as one list numbered twice).
        let renumbers = group.sets.count > 1 && Self.positionsRestart(group)
        var number = 0
        for set in group.sets {
            set.tracks.withUnsafeBufferPointer { tracks in
                for index in tracks.indices {
                    number += 1
                    items.append(.item(row(at: tracks.baseAddress! + index, number: renumbers ? number : nil)))
                }
            }
        }
        return ListSection(header: group.header, items: items)
    }

    /// Whether a track's position is not above the one before it, across the group's sets.
    static func positionsRestart(_ group: TrackSection) -> Bool {
        var last = Int.min
        for set in group.sets {
            for track in set.tracks {
                if track.position <= last { return true }
                last = track.position
            }
        }
        return false
    }
}
