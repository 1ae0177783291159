/// Every CarPlay rule TemplateKitLite checks, as data. One `static let` per rule, grouped
/// by area in `Rules+<Area>.swift`; ``all`` lists them in the order of `Docs/rules.md`.
///
///     Rules.all.filter { $0.severity == .error }.map(\.id)
public enum Rules {
    /// Every rule, grouped by area: templates, stack, tab bar, modals, lists, items,
    /// grids, alerts, now playing, iOS gating.
    public static let all: [Rule] = templates + stack + tabBar + modal + lists + items
        + grid + alert + nowPlaying + iOSGating + identity

    static let templates: [Rule] = [templateUnsupported, actionSheetNeedsIOS17, actionSheetNoActions]
    static let stack: [Rule] = [stackDepth, stackAboveNowPlaying, stackNowPlayingTwice, stackPopToRootAtRoot]
    static let tabBar: [Rule] = [
        tabBarRootOnly, tabBarTabCount, tabBarTabContent, tabBarSelectedIndex,
        tabBarNowPlayingButton,
    ]
    static let modal: [Rule] = [modalPushed, modalPresentNonModal, modalOneAtATime, modalImmutable]
    static let lists: [Rule] = [
        listItemLimit, listSectionLimit, listHeaderGridLimit, listTitleFixed, listSinglePlaying,
        sectionIndexTitle, navBarButtonLimit, navBarTitleAndImage,
    ]
    static let items: [Rule] = [
        itemAccessoryImage, itemProgressRange, itemHandlerCompletes, imageRowImageLimit, imageRowMixedElements,
    ]
    static let grid: [Rule] = [gridButtonLimit, gridButtonTitle, gridButtonImage]
    static let alert: [Rule] = [alertNoActions, alertNoTitle, alertActionLimit]
    static let nowPlaying: [Rule] = [nowPlayingButtonLimit, nowPlayingElapsed, nowPlayingDuration]
    static let identity: [Rule] = [identityDuplicate]
    static let iOSGating: [Rule] = [
        iOSIsEnabled, iOSEnhancedHeader, iOSAssistantCell, iOSSelectTab, iOSSpinner, iOSImageRowElements,
        iOSHeaderGridButtons, iOSCardThumbnail, iOSLegacyImageRow, iOSDetailsHeader, iOSPlaybackConfiguration,
        iOSImageOverlay, iOSElementAccessibilityLabel,
    ]

    /// The rule with this id, if any.
    public static func rule(id: String) -> Rule? { all.first { $0.id == id } }
}
