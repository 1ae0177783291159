import RelistenScreens
import TemplateKitLite

/// Stacks ``Explorer`` need not check again: a stack reached with a track playing that
/// was checked with none playing (or the other way round), where the rules cannot tell
/// the two apart. `lint` then checks each such stack once, not twice.
///
/// Two nodes are *twins* when they have the same stack (the kept routes of other tabs
/// aside, as ``Explorer/Key``), their states differ only in the player (the same player
/// class, ``ExplorerMemo``), their root tab bars have the same root class (the same error
/// findings, the same refusal) and show the selected tab under the same name, and the
/// screens of the stack above its root (its tab's root screen when nothing is pushed) are
/// *blind to the player* in both states (``isBlind(_:in:)``). Why the rules cannot tell
/// twins apart: a stack's check reads its root tab bar only through its root class and the
/// selected tab's name and kind (the path of every finding above the root starts there; a
/// push is refused over it only for its kind), and reads each pushed screen whole; each
/// pushed screen is built from the state without its player, so the same in both; and the
/// validator is a function of those templates. So twins have the same problems, word for
/// word, and the same tappable rows (the top screen's, and the same tabs).
///
/// Why the walk still reaches every stack it reached before: a twin is not checked but is
/// still *visited*, its successors added as the full walk adds them. Its screen offers the
/// actions its twin's offered (the same template); every action but a play keeps the
/// player, so it is replayed on the twin's own state and stack (cheap: no template is
/// built). A play gives a state whose key (``Explorer/Key``) is the key its twin's play
/// gave — the queue is the source's tracks whatever played before, the stack is now
/// playing's — so the full walk would find it added already and add nothing; only a play
/// that left its twin's state as it was (no playable track) is replayed. The frontier
/// thus sees the same nodes in the same order as in the full walk: the same stacks are
/// visited, and the problems are the full walk's without the repeats twins would add.
///
///     var twins = ExplorerTwins()
///     twins.record(key, replays: actions)     // after checking a blind stack
///     twins.actions(of: key)                  // a twin's actions to replay, if seen
struct ExplorerTwins {
    /// What makes two blind nodes twins.
    struct Key: Hashable {
        var stack: AppStack
        var playerClass: Int
        var rootClass: Int
        /// The selected tab's screen as paths name it (title and kind).
        var rootShown: NodePath.TemplateName?

        init(stack: AppStack, playerClass: Int, root: ExplorerMemo.Root) {
            self.stack = stack
            self.stack.kept = [:]
            self.playerClass = playerClass
            rootClass = root.rootClass
            if case .tabBar(let bar) = root.template, bar.tabs.indices.contains(bar.selectedIndex) {
                rootShown = bar.tabs[bar.selectedIndex].content.pathName
            }
        }
    }

    private var replays: [Key: [AppAction]] = [:]

    /// Records the actions a twin of the blind stack checked under `key` replays: those
    /// of its screen but the plays that changed its state.
    mutating func record(_ key: Key, replays: [AppAction]) {
        self.replays[key] = replays
    }

    /// The actions to replay for a twin of the stack checked under `key`, or nil when no
    /// stack with that key was checked.
    func actions(of key: Key) -> [AppAction]? { replays[key] }

    /// Whether the screens `stack` pushes (its tab's root screen when it pushes none) are
    /// blind to the player in `state`: built the same whatever plays. Artists, years,
    /// shows, sources, Downloads and offline shows never read the player; a source's tracks
    /// and an offline show's read it only to mark the current track's row, so they are
    /// blind when the current track is not among their tracks; My Library (its now playing
    /// row), the queue, its confirmation and now playing always read it.
    static func isBlind(_ stack: AppStack, in state: AppState) -> Bool {
        let current = state.player.currentTrackUUID
        return (stack.pushed.isEmpty ? [stack.tab.rootRoute] : stack.pushed).allSatisfy { route in
            switch route {
            case .artists, .years, .shows, .sources, .downloads, .offlineShows: true
            case .tracks(_, let source):
                current.map { uuid in !(state.source(source).map { contains($0, uuid) } ?? false) } ?? true
            case .offlineTracks(let show):
                current.map { uuid in !(state.catalog.showDetails[show]?.sources.contains { contains($0, uuid) } ?? false) } ?? true
            case .myLibrary, .queue, .clearQueueConfirmation, .nowPlaying: false
            }
        }
    }

    /// Whether `track` is one of `source`'s tracks.
    private static func contains(_ source: Source, _ track: String) -> Bool {
        source.sets.contains { set in set.tracks.contains { $0.hasUUID(track) } }
    }
}
