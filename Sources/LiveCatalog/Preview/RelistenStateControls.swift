import RelistenScreens
import SnapshotTool

/// The Relisten state fields a designer changes most, for `serve`'s typed controls: the
/// player's state (playing, paused…), the current track (by its place in the queue and
/// title) and the network.
///
///     RelistenStateControls.all(.default).map(\.label)   // ["Playback", "Current track", "Network"]
enum RelistenStateControls {
    static func all(_ state: AppState) -> [SnapshotStateControl] {
        [playback(state.player), currentTrack(state), network(state.network)]
    }

    static func playback(_ player: Player) -> SnapshotStateControl {
        SnapshotStateControl("Playback", path: ["player", "state"], value: quoted(player.state.rawValue),
                             choices: Player.State.allCases.map { .init(quoted($0.rawValue), $0.rawValue) })
    }

    /// The queue's tracks, `3. El Paso`; a track the catalog does not know by its uuid.
    static func currentTrack(_ state: AppState) -> SnapshotStateControl {
        let choices = state.player.queue.enumerated().map { index, uuid in
            SnapshotStateControl.Choice(String(index), "\(index + 1). " + (state.track(uuid)?.track.title ?? uuid))
        }
        return SnapshotStateControl("Current track", path: ["player", "current_index"],
                                    value: state.player.currentIndex.map(String.init) ?? "null", choices: choices)
    }

    static func network(_ network: Network) -> SnapshotStateControl {
        SnapshotStateControl("Network", path: ["network"], value: quoted(network.rawValue),
                             choices: Network.allCases.map { .init(quoted($0.rawValue), $0.rawValue) })
    }

    /// A JSON string of plain ASCII words (the enums' raw values).
    static func quoted(_ word: String) -> String { "\"" + word + "\"" }
}
