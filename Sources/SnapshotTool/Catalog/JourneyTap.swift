import TemplateKitLite

/// What a journey's driver touches. On the visible template: a list's rows (under a tab
/// bar root, the selected tab's list), a grid's buttons, now playing's buttons (then Up
/// Next and the album-artist button), an alert's or action sheet's actions — those with
/// an action, enabled, that the car shows. Or a tab of the tab bar root, or Back.
///
///     taps: [.text("Grateful Dead"), .textOr("1977", .row(1)), .row(1), .upNext,
///            .rowAfterPlaying(section: "Queue"), .back]
public enum JourneyTap: Sendable, Hashable, CustomStringConvertible {
    /// The n-th touchable thing with an action, counted from 1 across sections, as the car
    /// shows them: `.row(2)` → `Step 1: tap row 2 "Episode 11"`.
    case row(Int)
    /// The first touchable thing with an action whose text (row text, button title or
    /// label, action title) contains this: `.text("Grateful Dead")` → `tap "Grateful Dead"`.
    case text(String)
    /// Selects the first tab of the tab bar root whose title contains this; your reducer
    /// receives ``selectTabAction(index:title:)``: `.tab("Downloads")` → `select tab "Downloads"`.
    case tab(String)
    /// The car's Back button, on a pushed screen: sends the journey's back action
    /// (``JourneyReplay/back``), else returns to the state before the last push —
    /// `.back` → `tap Back`.
    case back
    /// Now playing's Up Next button: `.upNext` → `tap Up Next`.
    case upNext
    /// Now playing's album-artist button: `.albumArtist` → `tap Album Artist`.
    case albumArtist
    /// `.text(text)` when the visible screen has it, else the fallback tap — so a journey
    /// runs on any data: `.textOr("1977", .row(1))` → `tap "1977"`, or, where no row says
    /// 1977, `tap row 1 "1972" (no row "1977" in this state)`.
    indirect case textOr(String, JourneyTap)
    /// The first row with an action under the section with this header:
    /// `.firstRow(section: "Recently Played")` → `tap the first row of Recently Played "1997-11-22"`.
    case firstRow(section: String)
    /// The first row with an action after the playing one (a row with a playing
    /// indicator) under the section with this header — the queue's next track; with none
    /// playing, the section's first: `.rowAfterPlaying(section: "Queue")` →
    /// `tap the row after the playing one in Queue "Deal"`.
    case rowAfterPlaying(section: String)

    public var description: String {
        switch self {
        case .row(let number): "tap row \(number)"
        case .text(let text), .textOr(let text, _): "tap \"\(text)\""
        case .tab(let title): "select tab \"\(title)\""
        case .back: "tap Back"
        case .upNext: "tap Up Next"
        case .albumArtist: "tap Album Artist"
        case .firstRow(let section): "tap the first row of \(section)"
        case .rowAfterPlaying(let section): "tap the row after the playing one in \(section)"
        }
    }

    /// What a `.tab` step sends your reducer: `selectTab index=1 title="Downloads"` — the
    /// app's `tabBarTemplate(_:didSelect:)`, so it can keep each tab's own stack.
    public static func selectTabAction(index: Int, title: String) -> Action {
        Action("selectTab", ["index": .int(index), "title": .string(title)])
    }
}
