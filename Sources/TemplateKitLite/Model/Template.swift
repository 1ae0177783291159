/// Any CarPlay template an app can show. Audio apps may use tab bar, list, grid,
/// now playing, alert and action sheet; ``Template/unsupported(_:title:)`` stands for
/// the others so validation can refuse them.
public indirect enum Template: Sendable, Hashable {
    case tabBar(TabBarTemplate)
    case list(ListTemplate)
    case grid(GridTemplate)
    case nowPlaying(NowPlayingTemplate)
    case alert(AlertTemplate)
    case actionSheet(ActionSheetTemplate)
    /// A template audio apps may not use (information, point of interest, contact, map,
    /// search, voice control); CarPlay throws when one is shown.
    case unsupported(UnsupportedTemplateKind, title: String)

    /// The kind's name as it appears in renders, paths and errors.
    public var kindName: String {
        switch self {
        case .tabBar: "tabBar"
        case .list: "list"
        case .grid: "grid"
        case .nowPlaying: "nowPlaying"
        case .alert: "alert"
        case .actionSheet: "actionSheet"
        case .unsupported(let kind, _): kind.rawValue
        }
    }

    /// The title a person sees in the navigation bar, if the template has one.
    public var title: String? {
        switch self {
        case .tabBar: nil
        case .list(let list): list.title
        case .grid(let grid): grid.title
        case .nowPlaying: "Now Playing"
        case .alert(let alert): alert.titleVariants.first
        case .actionSheet(let sheet): sheet.title
        case .unsupported(_, let title): title
        }
    }

    /// Whether CarPlay only ever presents this template modally.
    public var isModal: Bool {
        switch self {
        case .alert, .actionSheet: true
        default: false
        }
    }
}

/// Templates CarPlay offers that an audio app may not use.
public enum UnsupportedTemplateKind: String, Sendable, Hashable, CaseIterable {
    case information, pointOfInterest, contact, map, search, voiceControl
}
