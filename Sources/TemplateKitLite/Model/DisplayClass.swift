/// The places a car draws text, each with the characters one line holds before the car
/// cuts it with `…`. Apple publishes no character limits ("the car truncates"); every
/// width here is an **estimate** for an 800×480 display at the system font, except the
/// row classes, which follow the profile's ``CarProfile/textColumns``.
///
///     CarProfile.limited.columns(for: .navigationTitle)   // 40
///     CarProfile.limited.columns(for: .rowText)           // 60 (textColumns)
public enum DisplayClass: String, Sendable, Hashable, CaseIterable {
    /// A list row's first line (`CPListItem.text`), beside a row image.
    case rowText
    /// A list row's second line (`detailText`).
    case rowDetail
    /// A section header.
    case sectionHeader
    /// The title in the navigation bar, between the back button and the bar buttons.
    case navigationTitle
    /// A tab's title under its icon.
    case tabTitle
    /// Now playing's title line, beside the artwork.
    case nowPlayingTitle
    /// Now playing's artist and album lines, beside the artwork.
    case nowPlayingSubtitle
    /// A grid button's title under its image.
    case gridButtonTitle
    /// An alert's title and its action titles; empty-view variants.
    case alertTitle

    /// The width on a car whose row lines hold `rowColumns` characters. The estimates
    /// scale with it so a wider profile is wider everywhere.
    ///
    /// | class | columns at 60 | estimate from |
    /// |---|---|---|
    /// | rowText, rowDetail, sectionHeader, alertTitle | 60 | the profile (`textColumns`) |
    /// | navigationTitle | 40 | ~2/3 of the bar: back button and up to 2+2 bar buttons beside it |
    /// | nowPlayingTitle, nowPlayingSubtitle | 45 | ~3/4: the artwork takes the left quarter |
    /// | tabTitle | 15 | a quarter: 4 tabs and the system Now Playing button share the bar |
    /// | gridButtonTitle | 12 | a fifth: 4 buttons a row |
    public func columns(rowColumns: Int) -> Int {
        switch self {
        case .rowText, .rowDetail, .sectionHeader, .alertTitle: rowColumns
        case .navigationTitle: rowColumns * 2 / 3
        case .nowPlayingTitle, .nowPlayingSubtitle: rowColumns * 3 / 4
        case .tabTitle: rowColumns / 4
        case .gridButtonTitle: rowColumns / 5
        }
    }

    /// Whether the width is the profile's own value (rows) or an estimate derived from it.
    public var isEstimate: Bool {
        switch self {
        case .rowText, .rowDetail, .sectionHeader, .alertTitle: false
        default: true
        }
    }
}

extension CarProfile {
    /// Characters a line of `displayClass` holds on this car (see ``DisplayClass``).
    public func columns(for displayClass: DisplayClass) -> Int {
        displayClass.columns(rowColumns: textColumns)
    }
}
