import RelistenScreens
import GoldenCore
import TemplateKitLite

/// A named sequence of taps a driver makes, replayed through the reducer from what the
/// visible screen's rows really carry — so a journey fails if a row stops leading where
/// it should.
public struct Journey: Sendable {
    /// What the driver touches.
    public enum Tap: Sendable, Hashable, CustomStringConvertible {
        /// The first enabled row whose text contains this.
        case row(String)
        /// The n-th enabled row of the visible list, counted from 1 as a driver counts.
        case rowAt(Int)
        case upNext, albumArtist, back
        case tab(AppTab)
        /// The first enabled row whose text contains this, else — in a state that has no
        /// such row — the row `fallback` picks, so a journey runs on any state document.
        indirect case rowOr(String, Tap)
        /// The first enabled row under the section with this header.
        case firstRow(section: String)
        /// The first enabled row after the playing one under the section with this header
        /// (the queue's next track), else its first enabled row.
        case afterPlaying(section: String)

        public var description: String {
            switch self {
            case .row(let text): "tap \"\(text)\""
            case .rowAt(let index): "tap row \(index)"
            case .upNext: "tap Up Next"
            case .albumArtist: "tap Album Artist"
            case .back: "tap Back"
            case .tab(let tab): "tap the \(tab.title) tab"
            case .rowOr(let text, _): "tap \"\(text)\""
            case .firstRow(let section): "tap the first row of \(section)"
            case .afterPlaying(let section): "tap the row after the playing one in \(section)"
            }
        }
    }

    public let name: String
    public let summary: String
    public let start: AppTab
    public let taps: [Tap]

    public init(name: String, summary: String, start: AppTab, taps: [Tap]) {
        self.name = name
        self.summary = summary
        self.start = start
        self.taps = taps
    }

    /// One step: the tap, what it touched (the row's text, or the button), the action it
    /// sent, and where it left the driver.
    public struct Step: Sendable {
        public let tap: Tap?
        public var touched: String? = nil
        public let action: AppAction?
        public let state: AppState
        public let stack: AppStack
    }

    /// Replays the taps over `state`; throws naming the tap that found nothing to touch.
    public func steps(from state: AppState, profile: CarProfile) throws(JourneyError) -> [Step] {
        let replay = replayed(from: state, profile: profile)
        if let failure = replay.failure { throw failure }
        return replay.steps
    }

    /// The steps up to the first tap that found nothing to touch, and that failure; the
    /// state is put on the car first (``AppState/on(_:)``).
    public func replayed(from state: AppState, profile: CarProfile) -> (steps: [Step], failure: JourneyError?) {
        var steps = [Step(tap: nil, action: nil, state: state.on(profile), stack: AppStack(tab: start))]
        for tap in taps {
            let last = steps[steps.count - 1]
            guard let (action, touched) = Journey.touch(tap, last.state, last.stack, profile: profile) else {
                return (steps, JourneyError(journey: name, tap: tap, screen: last.stack.visible.screenName, step: steps.count))
            }
            let next = Reducer.reduce(last.state, last.stack, action)
            steps.append(Step(tap: tap, touched: touched, action: action, state: next.state, stack: next.stack))
        }
        return (steps, nil)
    }

    /// The action `tap` sends and the text of what it touched.
    static func touch(_ tap: Tap, _ state: AppState, _ stack: AppStack, profile: CarProfile) -> (AppAction, String)? {
        if case .rowOr(let text, let fallback) = tap {
            let visible = rows(Screens.template(for: stack.visible, state), profile)
            return visible.contains { $0.text.contains(text) } ? touch(.row(text), state, stack, profile: profile)
                : touch(fallback, state, stack, profile: profile)
        }
        if case .firstRow(let section) = tap { return first(in: section, after: false, state, stack, profile) }
        if case .afterPlaying(let section) = tap { return first(in: section, after: true, state, stack, profile) }
        guard let action = action(for: tap, state, stack, profile: profile) else { return nil }
        switch tap {
        case .row(let text):
            let visible = Screens.template(for: stack.visible, state)
            return (action, rows(visible, profile).first { $0.text.contains(text) }?.text ?? text)
        case .rowAt(let number):
            return (action, rows(Screens.template(for: stack.visible, state), profile)[number - 1].text)
        case .upNext: return (action, "Up Next")
        case .albumArtist: return (action, "Album Artist")
        case .back: return (action, "Back")
        case .tab(let tab): return (action, tab.title)
        case .rowOr, .firstRow, .afterPlaying: return nil
        }
    }

    /// The first enabled row of the section headed `section` — with `after`, the first one
    /// after the playing row when there is one.
    static func first(in section: String, after: Bool, _ state: AppState, _ stack: AppStack,
                      _ profile: CarProfile) -> (AppAction, String)? {
        guard case .list(let list) = Screens.template(for: stack.visible, state) else { return nil }
        let shown = list.sections.flatMap(\.items).prefix(profile.maximumItemCount)
        var inSection: [ListItem] = []
        var offset = 0
        for listSection in list.sections {
            let kept = listSection.items.count
            defer { offset += kept }
            guard listSection.header == section else { continue }
            for element in shown.dropFirst(offset).prefix(kept) { if case .item(let item) = element { inSection.append(item) } }
        }
        let playing = after ? inSection.firstIndex { $0.playingIndicator != .none } : nil
        let candidates = playing.map { Array(inSection[($0 + 1)...]) } ?? inSection
        guard let item = candidates.first(where: { $0.isEnabled && $0.action != nil }),
              let action = item.action.flatMap(AppAction.init) else { return nil }
        return (action, item.text)
    }

    static func action(for tap: Tap, _ state: AppState, _ stack: AppStack, profile: CarProfile) -> AppAction? {
        let visible = Screens.template(for: stack.visible, state)
        switch tap {
        case .back: return stack.pushed.isEmpty ? nil : .back
        case .tab(let tab): return .selectTab(tab)
        case .upNext, .albumArtist:
            guard case .nowPlaying(let np) = visible else { return nil }
            let action = tap == .upNext ? (np.isUpNextButtonEnabled ? np.upNextAction : nil)
                : (np.isAlbumArtistButtonEnabled ? np.albumArtistAction : nil)
            return action.flatMap(AppAction.init)
        case .rowOr, .firstRow, .afterPlaying: return touch(tap, state, stack, profile: profile)?.0
        case .row(let text): return rows(visible, profile).first { $0.text.contains(text) }?.action.flatMap(AppAction.init)
        case .rowAt(let index):
            let all = rows(visible, profile)
            return all.indices.contains(index - 1) ? all[index - 1].action.flatMap(AppAction.init) : nil
        }
    }

    /// The enabled rows a car with `profile` shows.
    static func rows(_ template: Template, _ profile: CarProfile) -> [ListItem] {
        guard case .list(let list) = template else { return [] }
        return list.sections.flatMap(\.items).prefix(profile.maximumItemCount)
            .compactMap { if case .item(let item) = $0, item.isEnabled, item.action != nil { item } else { nil } }
    }
}

/// A journey tap that found nothing to touch on the visible screen.
public struct JourneyError: Error, Sendable, Hashable, CustomStringConvertible {
    public var journey: String
    public var tap: Journey.Tap
    public var screen: String
    /// The step that failed, counted from 1.
    public var step: Int = 0
    /// The journey's text up to the failed step (``JourneyText``), so the failure shows where
    /// the driver was.
    public var storyboard: String = ""
    public var description: String {
        "journey \(journey): step \(step): \(tap) found nothing to tap on \(screen)"
            + (storyboard.isEmpty ? "" : "\nThe journey up to it:\n" + storyboard)
    }
}

extension Journey {
    /// The journeys `snapshot journey` knows.
    public static let all: [Journey] = [
        Journey(name: "browse-to-jump", summary: "browse → artist → year → show → source → track → now playing → up next → jump",
                start: .browse, taps: [.rowOr("Grateful Dead", .rowAt(1)), .rowOr("1977", .rowAt(1)), .rowOr("1977-05-08", .rowAt(1)), .rowAt(1),
                                       .rowOr("Loser", .rowAt(2)), .upNext, .rowOr("Deal", .afterPlaying(section: "Queue"))]),
        Journey(name: "recently-played", summary: "my library → recently played → source → play",
                start: .myLibrary, taps: [.rowOr("1997-11-22", .firstRow(section: "Recently Played")), .rowAt(1), .rowAt(2)]),
        Journey(name: "album-artist", summary: "now playing → album artist → the artist's years → a year",
                start: .nowPlaying, taps: [.rowAt(1), .albumArtist, .rowOr("1977", .rowAt(1))]),
        Journey(name: "clear-queue-confirm", summary: "queue → Clear Queue… → Clear Queue",
                start: .nowPlaying, taps: [.row("Clear Queue…"), .row("Clear Queue")]),
        Journey(name: "clear-queue-cancel", summary: "queue → Clear Queue… → Keep Queue",
                start: .nowPlaying, taps: [.row("Clear Queue…"), .row("Keep Queue")]),
        Journey(name: "downloads", summary: "my library → downloads → artist → show → track",
                start: .myLibrary, taps: [.row("Downloaded shows"), .rowAt(1), .rowAt(1), .rowAt(1)]),
    ]

    public static func named(_ name: String) -> Journey? { all.first { $0.name == name } }
}
