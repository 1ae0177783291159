import RelistenScreens
import GoldenCore
import TemplateKitLite

/// State changes where cars break: each operation log shows what the driver should notice
/// (usually nothing) — a pause, a tab return, the system's own now playing at the deepest
/// stack, a list past a limited car's 12 rows.
enum CarStateChanges {
    static let all: [StateChange] = [pauseResume, tabReturn, systemNowPlaying, limitedQueue]

    static func playerState(_ value: Player.State) -> @Sendable (AppState, AppStack) -> (AppState, AppStack) {
        { state, stack in
            var next = state
            next.player.state = value
            return (next, stack)
        }
    }

    static let pauseResume = StateChange(
        name: "pause-resume",
        summary: "the queue is shown when the driver pauses and resumes: the driver sees only the playing indicator stop and start",
        start: { ($0, AppStack(tab: .nowPlaying)) },
        steps: [Step(label: "paused", at: 5, apply: playerState(.paused)),
                Step(label: "resumed", at: 10, apply: playerState(.playing))])

    static func tab(_ tab: AppTab) -> @Sendable (AppState) -> NavigationStack.SystemEvent {
        { _ in .selectedTab(AppTab.allCases.firstIndex(of: tab) ?? 0) }
    }

    static let tabReturn = StateChange(
        name: "tab-return",
        summary: "the driver leaves Browse two screens deep for My Library and comes back: Browse is where they left it, nothing is sent",
        start: { state in
            let stack = StateChange.tracksStack(state)
            return (state, AppStack(tab: .browse, pushed: Array(stack.pushed.prefix(2))))
        },
        steps: [Step(label: "the driver taps My Library", at: 5, event: tab(.myLibrary)),
                Step(label: "the driver taps Browse", at: 10, event: tab(.browse))])

    static let systemNowPlaying = StateChange(
        name: "system-now-playing-at-depth",
        summary: "a source's tracks at the deepest stack Relisten pushes when the system shows now playing, then Back: nothing is sent, nothing is popped",
        start: { ($0, StateChange.tracksStack($0)) },
        steps: [Step(label: "the system shows now playing", at: 5, event: { .showedNowPlaying(NowPlayingScreen.template($0)) }),
                Step(label: "the driver taps Back", at: 10, event: { _ in .back })])

    static let limitedQueue = StateChange(
        name: "limited-car-queue",
        summary: "the queue on a car that shows 12 rows grows past them and a hidden track is renamed: nothing is sent",
        start: { ($0, AppStack(tab: .nowPlaying)) },
        steps: [Step(label: "a track is added to the end of the queue", at: 5) { state, stack in
                    var next = state
                    if let first = next.player.queue.first { next.player.queue.append(first) }
                    return (next, stack)
                },
                Step(label: "the track before it (hidden, past the 12th row) is renamed", at: 10) { state, stack in
                    let queue = state.player.queue
                    guard queue.count >= 2 else { return (state, stack) }
                    return (StateChanges.renaming(track: queue[queue.count - 2], to: "Renamed", in: state), stack)
                }],
        profile: .limited)
}

extension CarStateChanges { typealias Step = StateChange.Step }
