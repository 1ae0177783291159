import RelistenScreens
import SnapshotTool
import TemplateKitLite

/// A Relisten journey: the tab the car connects on and the taps a driver makes
/// (``JourneyTap``), replayed by the kit's journey engine (``JourneyReplay``) through the
/// app's reducer as the click-through car is (``RelistenNavigation``) — so a journey fails
/// if a row stops leading where it should.
///
///     RelistenJourney(name: "downloads", summary: "my library → downloads → artist",
///                     start: .myLibrary, taps: [.text("Downloaded shows"), .row(1)])
package struct RelistenJourney: Sendable {
    package let name: String
    package let summary: String
    package let start: AppTab
    package let taps: [JourneyTap]

    package init(name: String, summary: String, start: AppTab, taps: [JourneyTap]) {
        self.name = name
        self.summary = summary
        self.start = start
        self.taps = taps
    }

    /// The journey from `state` put on the car (``AppState/on(_:)``), connected on its start
    /// tab; Back sends the app's own action.
    package func replay(from state: AppState, profile: CarProfile) -> JourneyReplay<RelistenCar> {
        JourneyReplay(
            name: name, summary: summary, start: RelistenCar(state: state.on(profile), stack: AppStack(tab: start)), taps: taps,
            stack: RelistenNavigation.templates, reduce: RelistenNavigation.reduce,
            back: AppAction.back.templateAction, namesStartTab: true)
    }

    /// The steps from `state`; throws naming the tap that found nothing to touch.
    package func steps(from state: AppState, profile: CarProfile) throws(JourneyTapError) -> [JourneyStep<RelistenCar>] {
        let replay = replay(from: state, profile: profile).steps(profile: profile)
        if let failure = replay.failure { throw failure }
        return replay.steps
    }
}

extension RelistenJourney {
    /// The journeys `snapshot journey` knows. Rows are named by text with a fallback, so
    /// each runs on any state document.
    package static let all: [RelistenJourney] = [
        RelistenJourney(
            name: "browse-to-jump", summary: "browse → artist → year → show → source → track → now playing → up next → jump",
            start: .browse, taps: [.textOr("Grateful Dead", .row(1)), .textOr("1977", .row(1)), .textOr("1977-05-08", .row(1)), .row(1),
                                   .textOr("Loser", .row(2)), .upNext, .textOr("Deal", .rowAfterPlaying(section: "Queue"))]),
        RelistenJourney(
            name: "recently-played", summary: "my library → recently played → source → play",
            start: .myLibrary, taps: [.textOr("1997-11-22", .firstRow(section: "Recently Played")), .row(1), .row(2)]),
        RelistenJourney(
            name: "album-artist", summary: "now playing → album artist → the artist's years → a year",
            start: .nowPlaying, taps: [.row(1), .albumArtist, .textOr("1977", .row(1))]),
        RelistenJourney(
            name: "clear-queue-confirm", summary: "queue → Clear Queue… → Clear Queue",
            start: .nowPlaying, taps: [.text("Clear Queue…"), .text("Clear Queue")]),
        RelistenJourney(
            name: "clear-queue-cancel", summary: "queue → Clear Queue… → Keep Queue",
            start: .nowPlaying, taps: [.text("Clear Queue…"), .text("Keep Queue")]),
        RelistenJourney(
            name: "downloads", summary: "my library → downloads → artist → show → track",
            start: .myLibrary, taps: [.text("Downloaded shows"), .row(1), .row(1), .row(1)]),
    ]

    package static func named(_ name: String) -> RelistenJourney? { all.first { $0.name == name } }
}
