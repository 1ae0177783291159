/// One CarPlay call, as a value: the reconciler's output, the adapter's input, and a line
/// of an operation log a reviewer reads. Each case stands for one call or property set, and
/// ``callName`` spells it as CarPlay's Swift API does.
///
///     .pushTemplate(.list(years))                        // interfaceController.pushTemplate
///     .setPlaybackProgress(row, 0.4)                      // CPListItem.playbackProgress = 0.4
///     .updateSections(list: "tracks/…", sections)         // CPListTemplate.updateSections
public enum CarPlayOperation: Sendable, Hashable {
    // CPInterfaceController
    case setRootTemplate(Template)
    case pushTemplate(Template)
    case popTemplate
    /// `pop(to:)` the template with this identity.
    case popToTemplate(String)
    case popToRootTemplate
    case presentTemplate(Template)
    case dismissTemplate

    // CPListTemplate
    /// The list with this identity reloads all its sections.
    case updateSections(list: String, [ListSection])
    /// `emptyViewTitleVariants`, `emptyViewSubtitleVariants`, `showsSpinnerWhileEmpty`.
    case setEmptyView(list: String, titles: [String], subtitles: [String], spinner: Bool)
    case setLeadingNavigationBarButtons(template: String, [BarButton])
    case setTrailingNavigationBarButtons(template: String, [BarButton])
    /// `assistantCellConfiguration` (15.0) of the list with this identity; `nil` removes it.
    case setAssistantCell(list: String, AssistantCell?)
    /// `headerGridButtons` (26.0) of the list with this identity.
    case setHeaderGridButtons(list: String, [GridButton])

    // CPListItem
    case setText(RowTarget, String)
    case setDetailText(RowTarget, String?)
    case setImage(RowTarget, TemplateImage?)
    case setAccessoryImage(RowTarget, TemplateImage?)
    /// `playbackProgress`; `nil` clears the bar (CarPlay: 0).
    case setPlaybackProgress(RowTarget, Double?)
    /// `isPlaying` and `playingIndicatorLocation`.
    case setIsPlaying(RowTarget, Bool, PlayingIndicatorLocation)
    case setAccessoryType(RowTarget, Accessory)
    case setExplicitContent(RowTarget, Bool)
    case setEnabled(RowTarget, Bool)

    // CPListImageRowItem
    /// `update(_:)` (images) or `elements = …` (iOS 26); the title is ``setImageRowText(_:_:)``.
    case updateImageRow(RowTarget, ImageRowItem)
    /// `text = …`: the title alone, the images and loaded artwork stay.
    case setImageRowText(RowTarget, String?)

    // CPGridTemplate
    case updateGridButtons(grid: String, [GridButton])

    // CPTabBarTemplate
    /// `updateTemplates(_:)` with the tabs' root templates.
    case updateTemplates([Tab])
    /// `selectTemplate(at:)`.
    case selectTemplate(Int)
    /// `tabTitle` of the tab whose root has this identity.
    case setTabTitle(tab: String, String)
    /// `tabImage` of the tab whose root has this identity.
    case setTabImage(tab: String, TemplateImage?)
    /// `showsTabBadge` of the tab whose root has this identity.
    case setShowsTabBadge(tab: String, Bool)

    // CPNowPlayingTemplate.shared
    case updateNowPlayingButtons([NowPlayingButton])
    /// `isUpNextButtonEnabled`, `upNextTitle`.
    case setUpNextButton(enabled: Bool, title: String?)
    /// `isAlbumArtistButtonEnabled`.
    case setAlbumArtistButton(enabled: Bool)

    /// The call or property as CarPlay's Swift API spells it, the first word of the
    /// operation's log line.
    public var callName: String {
        switch self {
        case .setRootTemplate: "setRootTemplate"
        case .pushTemplate: "pushTemplate"
        case .popTemplate: "popTemplate"
        case .popToTemplate: "pop(to:)"
        case .popToRootTemplate: "popToRootTemplate"
        case .presentTemplate: "presentTemplate"
        case .dismissTemplate: "dismissTemplate"
        case .updateSections: "updateSections"
        case .setEmptyView: "emptyViewTitleVariants/emptyViewSubtitleVariants/showsSpinnerWhileEmpty"
        case .setLeadingNavigationBarButtons: "leadingNavigationBarButtons"
        case .setTrailingNavigationBarButtons: "trailingNavigationBarButtons"
        case .setAssistantCell: "assistantCellConfiguration"
        case .setHeaderGridButtons: "headerGridButtons"
        case .setText: "setText"
        case .setDetailText: "setDetailText"
        case .setImage: "setImage"
        case .setAccessoryImage: "setAccessoryImage"
        case .setPlaybackProgress: "playbackProgress"
        case .setIsPlaying: "isPlaying/playingIndicatorLocation"
        case .setAccessoryType: "accessoryType"
        case .setExplicitContent: "isExplicitContent"
        case .setEnabled: "isEnabled"
        case .updateImageRow(_, let row): row.elements.isEmpty ? "update(_:)" : "elements"
        case .setImageRowText: "text"
        case .updateGridButtons: "updateGridButtons"
        case .updateTemplates: "updateTemplates"
        case .selectTemplate: "selectTemplate(at:)"
        case .setTabTitle: "tabTitle"
        case .setTabImage: "tabImage"
        case .setShowsTabBadge: "showsTabBadge"
        case .updateNowPlayingButtons: "updateNowPlayingButtons"
        case .setUpNextButton: "isUpNextButtonEnabled/upNextTitle"
        case .setAlbumArtistButton: "isAlbumArtistButtonEnabled"
        }
    }
}

/// A row on the car, by identity: the list, the section and the row (see ``Identity``),
/// with the row's text so a log reads as the car does.
public struct RowTarget: Sendable, Hashable {
    /// The list's ``Template/identity``.
    public var list: String
    public var section: String
    public var row: String
    /// The row's (new) text, for people reading the log.
    public var text: String

    public init(list: String, section: String, row: String, text: String) {
        self.list = list
        self.section = section
        self.row = row
        self.text = text
    }

    /// `list › section › row`, the key the adapter maps to one CarPlay object.
    public var key: String { "\(list) › \(section) › \(row)" }
}
