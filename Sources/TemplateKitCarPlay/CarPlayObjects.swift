#if canImport(CarPlay)
import CarPlay
import UIKit
#else
import CarPlayShim
#endif
import Foundation
import TemplateKitLite

/// Builds CarPlay objects from templates and remembers them by identity, so later
/// operations reach the same objects. Taps go to ``select(_:)`` by key.
@MainActor final class CarPlayObjects {
    /// The app's loader, with the remote images already loaded kept (never fetched twice).
    let images: LoadedImages
    let select: (String) -> Void
    /// The rows the connected car keeps: only those are built.
    var keeps = CarKeeps(.unconstrained)
    /// Hears the driver's tab taps.
    weak var tabBarDelegate: (any CPTabBarTemplateDelegate)?
    /// Templates by ``Template/identity``.
    var templates: [String: CPTemplate] = [:]
    /// Rows by ``RowTarget/key``.
    var items: [String: CPListItem] = [:]
    var imageRows: [String: CPListImageRowItem] = [:]
    /// The row each built object shows, by key: an unchanged row keeps its object (and its
    /// loaded artwork) through `updateSections`.
    var rows: [String: ListElement] = [:]
    /// The remote image each row should show, by key (`› accessory` for the accessory): a
    /// load that finishes after the row asked for another image does nothing.
    var wantedImages: [String: String] = [:]
    /// The buttons each grid was built from, by grid identity (for in-place updates).
    var gridModels: [String: [GridButton]] = [:]

    init(images: LoadedImages, select: @escaping (String) -> Void) {
        self.images = images
        self.select = select
    }

    /// How many times each template identity was built: a button is bound to its build.
    private var generations: [String: Int] = [:]

    /// ``select`` for the parts of the template `identity` as built now: a late tap on a
    /// button of a popped template, or of one built again since, does nothing (as rows).
    func bound(_ identity: String) -> (String) -> Void {
        let generation = generations[identity]
        return { [weak self] key in
            guard let self, self.generations[identity] == generation, self.templates[identity] != nil else { return }
            self.select(key)
        }
    }

    /// The object the car holds for `template` (now playing is the shared one).
    func object(for template: Template) -> CPTemplate? {
        if case .nowPlaying = template { return CPNowPlayingTemplate.shared }
        return templates[template.identity]
    }

    func template(_ template: Template) -> CPTemplate {
        generations[template.identity, default: 0] += 1
        let built = make(template)
        templates[template.identity] = built
        return built
    }

    private func make(_ template: Template) -> CPTemplate {
        switch template {
        case .list(let list): return self.list(list)
        case .grid(let grid): return self.grid(grid)
        case .tabBar(let bar):
            let built = CPTabBarTemplate(templates: bar.tabs.map(tab))
            built.delegate = tabBarDelegate
            return built
        // One shared object, configured by the operations before its push (in the log).
        case .nowPlaying: return CPNowPlayingTemplate.shared
        case .alert(let alert):
            return CPAlertTemplate(titleVariants: alert.titleVariants, actions: alertActions(alert.actions, template.identity))
        case .actionSheet(let sheet):
            return CPActionSheetTemplate(title: sheet.title, message: sheet.message, actions: alertActions(sheet.actions, template.identity))
        case .unsupported: return CPListTemplate(title: template.title, sections: [])
        }
    }

    func tab(_ tab: Tab) -> CPTemplate { label(template(tab.content), as: tab) }

    /// The tab's root as the car holds it when it has it (its kept stack survives
    /// `updateTemplates`), else a new one; labelled as `tab`.
    func reusedTab(_ tab: Tab) -> CPTemplate { label(templates[tab.content.identity] ?? template(tab.content), as: tab) }

    func label(_ root: CPTemplate, as tab: Tab) -> CPTemplate {
        root.tabTitle = tab.title
        root.tabImage = tab.image.flatMap(images.immediate)
        if let item = tab.systemItem, let system = UITabBarItem.SystemItem(item) { root.tabSystemItem = system }
        root.showsTabBadge = tab.showsBadge
        return root
    }

    func list(_ list: ListTemplate) -> CPListTemplate {
        let id = Template.list(list).identity
        let built = CPListTemplate(title: list.title, sections: sections(keeps.sections(list.sections), list: id))
        built.emptyViewTitleVariants = list.emptyViewTitleVariants
        built.emptyViewSubtitleVariants = list.emptyViewSubtitleVariants
        GatedCalls.setSpinner(built, list.showsSpinnerWhileEmpty)
        built.assistantCellConfiguration = list.assistantCell.map(Self.assistantCell)
        setHeaderGridButtons(built, list.headerGridButtons, list: id)
        GatedCalls.setDetailsHeader(built, list.detailsHeader, images: images, key: "\(id) › detailsHeader", select: bound(id))
        built.leadingNavigationBarButtons = barButtons(list.leadingNavigationBarButtons, "\(id) › leading", of: id)
        built.trailingNavigationBarButtons = barButtons(list.trailingNavigationBarButtons, "\(id) › trailing", of: id)
        built.backButton = list.backButton.map { barButton($0, "\(id) › back", select: bound(id)) }
        return built
    }

    /// `reusing`: for `updateSections` on the list the car shows, unchanged rows keep their
    /// objects; a new template gets new rows (a late tap on a popped template's row then
    /// reaches nothing).
    func sections(_ sections: [ListSection], list: String, reusing: Bool = false) -> [CPListSection] {
        sections.enumerated().map { s, section in
            let sectionKey = Identity.key(section.id, at: s)
            let rows: [any CPListTemplateItem] = section.items.enumerated().map { r, element in
                let key = "\(list) › \(sectionKey) › \(Identity.rowKey(of: section.items, at: r))"
                if reusing, let kept = reusable(element, key: key) { return kept }
                switch element {
                case .item(let item): return self.item(item, key: key)
                case .imageRow(let row): return imageRow(row, key: key)
                }
            }
            guard let header = section.header, section.headerSubtitle != nil || section.headerImage != nil || section.headerButton != nil else {
                return CPListSection(items: rows, header: section.header, sectionIndexTitle: section.sectionIndexTitle)
            }
            // The header button is a CPButton (image), not a bar button.
            let select = bound(list)
            let button = section.headerButton.flatMap { b in
                b.image.flatMap(images.immediate).map { image in CPButton(image: image) { _ in select("\(list) › \(sectionKey) › header") } }
            }
            return CPListSection(items: rows, header: header, headerSubtitle: section.headerSubtitle,
                                 headerImage: section.headerImage.flatMap(images.immediate), headerButton: button,
                                 sectionIndexTitle: section.sectionIndexTitle)
        }
    }

    func item(_ item: ListItem, key: String) -> CPListItem {
        let built = CPListItem(text: item.text, detailText: item.detailText, image: image(item.image, row: key),
                               accessoryImage: image(item.accessoryImage, row: key, accessory: true),
                               accessoryType: CPListItemAccessoryType(item.accessory))
        built.isEnabled = item.isEnabled
        built.isExplicitContent = item.isExplicitContent
        built.playbackProgress = CGFloat(item.playbackProgress ?? 0)
        built.isPlaying = item.playingIndicator != .none  // paused: the indicator stays, still
        built.playingIndicatorLocation = item.playingIndicatorLocation == .leading ? .leading : .trailing
        GatedCalls.setPlayback(built, item.playback)
        built.handler = { [weak self, weak built] _, completion in
            // A late tap on a row the car no longer holds (its template popped, another
            // pushed with the same identity) does nothing.
            if let self, let built, self.items[key] === built { self.select(key) }
            completion()  // after dispatch, or CarPlay spins forever
        }
        items[key] = built
        rows[key] = .item(item)
        return built
    }

    func imageRow(_ row: ImageRowItem, key: String) -> CPListImageRowItem {
        let built = ImageRowBuilder(images: images).build(row)
        built.isEnabled = row.isEnabled
        built.handler = { [weak self, weak built] _, completion in
            if let self, let built, self.imageRows[key] === built { self.select(key) }
            completion()
        }
        // `index` counts the elements the car shows (one kind), as the tap keys do.
        built.listImageRowHandler = { [weak self, weak built] _, index, completion in
            if let self, let built, self.imageRows[key] === built { self.select("\(key) › \(index)") }
            completion()
        }
        imageRows[key] = built
        rows[key] = .imageRow(row)
        wantElementImages(row, key: key)
        return built
    }

    /// A shown image row changed (``CarPlayOperation/updateImageRow(_:_:)``): its elements
    /// or images replaced on the same object, its enabled flag set, and the remote images
    /// it now wants loaded.
    func updateImageRow(_ row: ImageRowItem, key: String) {
        guard let item = imageRows[key] else { return }
        ImageRowBuilder(images: images).update(item, to: row)
        if item.isEnabled != row.isEnabled { item.isEnabled = row.isEnabled }
        rows[key] = .imageRow(row)
        wantElementImages(row, key: key)
    }

    /// Elements show the placeholder, then their image in place once loaded (as Amperfy
    /// does after an artwork download; element setters are undocumented to refresh). Each
    /// element's wanted URL is kept: a load that finishes after the element changed does nothing.
    private func wantElementImages(_ row: ImageRowItem, key: String) {
        let kind = row.elements.first?.kind
        let shown = row.elements.filter { $0.kind == kind }
        for index in shown.count..<max(shown.count, wantedElementCounts[key] ?? 0) { wantedImages["\(key) › \(index)"] = nil }
        wantedElementCounts[key] = shown.count
        for (index, element) in shown.enumerated() {
            let slot = "\(key) › \(index)"
            guard case .remote(let url, _) = element.image else {
                wantedImages[slot] = nil
                continue
            }
            wantedImages[slot] = url
            if !images.hasLoaded(url) { elementLoads.append((url, key, index)) }
        }
    }

    /// How many element slots of each image row have a wanted image entry.
    private var wantedElementCounts: [String: Int] = [:]

    /// `CPAssistantCellConfiguration` of `cell`.
    static func assistantCell(_ cell: AssistantCell) -> CPAssistantCellConfiguration {
        let position: CPListItem.AssistantCellPosition = cell.position == .top ? .top : .bottom
        let visibility: CPListItem.AssistantCellVisibility = switch cell.visibility {
        case .off: .off
        case .whileLimitedUIActive: .whileLimitedUIActive
        case .always: .always
        }
        return CPAssistantCellConfiguration(position: position, visibility: visibility,
                                            assistantAction: cell.intent == .playMedia ? .playMedia : .startCall)
    }

    /// The list's header grid buttons (26.0; below, none), tapped as `list › headerGrid › button`.
    func setHeaderGridButtons(_ list: CPListTemplate, _ buttons: [GridButton], list id: String) {
        GatedCalls.setHeaderGridButtons(list, buttons.isEmpty ? nil : gridButtons(buttons, grid: "\(id) › headerGrid", of: id))
    }

    func grid(_ grid: GridTemplate) -> CPGridTemplate {
        let id = Template.grid(grid).identity
        let built = CPGridTemplate(title: grid.title, gridButtons: gridButtons(grid.buttons, grid: id))
        gridModels[id] = grid.buttons
        built.leadingNavigationBarButtons = barButtons(grid.leadingNavigationBarButtons, "\(id) › leading", of: id)
        built.trailingNavigationBarButtons = barButtons(grid.trailingNavigationBarButtons, "\(id) › trailing", of: id)
        return built
    }

    /// `grid` prefixes the keys; `template` is the identity of the template holding them
    /// (the grid's own, or a list's for its header grid buttons).
    func gridButtons(_ buttons: [GridButton], grid: String, of template: String? = nil) -> [CPGridButton] {
        let select = bound(template ?? grid)
        return buttons.enumerated().compactMap { index, button in
            // CarPlay does not display a button without an image.
            guard let image = button.image.flatMap(images.immediate) else { return nil }
            let key = "\(grid) › \(Identity.key(button.id, at: index))"
            let built = CPGridButton(titleVariants: button.titleVariants, image: image) { _ in select(key) }
            built.isEnabled = button.isEnabled
            return built
        }
    }


    func nowPlayingButtons(_ buttons: [NowPlayingButton]) -> [CPNowPlayingButton] {
        buttons.enumerated().map { index, button in
            let key = "nowPlaying › \(Identity.key(button.id, at: index))"
            let handler: (CPNowPlayingButton) -> Void = { [weak self] _ in self?.select(key) }
            let built: CPNowPlayingButton = switch button.kind {
            case .shuffle: CPNowPlayingShuffleButton(handler: handler)
            case .repeat: CPNowPlayingRepeatButton(handler: handler)
            case .playbackRate: CPNowPlayingPlaybackRateButton(handler: handler)
            case .addToLibrary: CPNowPlayingAddToLibraryButton(handler: handler)
            case .more: CPNowPlayingMoreButton(handler: handler)
            case .image(let image):
                images.immediate(image).map { CPNowPlayingImageButton(image: $0, handler: handler) } ?? CPNowPlayingMoreButton(handler: handler)
            }
            built.isEnabled = button.isEnabled
            if case .image = button.kind { built.isSelected = button.isSelected }  // system buttons manage their own
            return built
        }
    }

    func alertActions(_ actions: [AlertAction], _ template: String) -> [CPAlertAction] {
        let select = bound(template)
        return actions.enumerated().map { index, action in
            CPAlertAction(title: action.title, style: CPAlertAction.Style(action.style)) { _ in
                MainActor.assumeIsolated { select("\(template) › \(index)") }
            }
        }
    }

    /// The buttons of the bar `key` (`list › leading`) of the template `identity`.
    func barButtons(_ buttons: [BarButton], _ key: String, of identity: String) -> [CPBarButton] {
        let select = bound(identity)
        return buttons.enumerated().map { barButton($1, "\(key) › \($0)", select: select) }
    }

    /// A title wins over an image in CarPlay, so a button with both is a title button.
    func barButton(_ button: BarButton, _ key: String, select: @escaping (String) -> Void) -> CPBarButton {
        let handler: (CPBarButton) -> Void = { _ in MainActor.assumeIsolated { select(key) } }
        let built = button.title.map { CPBarButton(title: $0, handler: handler) }
            ?? CPBarButton(image: button.image.flatMap(images.immediate) ?? UIImage(), handler: handler)
        built.isEnabled = button.isEnabled
        return built
    }

    /// Drops the objects of templates the car no longer holds, so a long drive does not
    /// keep every list it ever showed.
    func forget(keeping identities: [String]) {
        let live = Set(identities)
        let gone = templates.keys.filter { !live.contains($0) }
        guard !gone.isEmpty else { return }  // nothing popped: the rows stay, unread
        templates = templates.filter { live.contains($0.key) }
        gridModels = gridModels.filter { live.contains($0.key) }
        let isGone = { (key: String) in gone.contains { key.hasPrefix($0 + " › ") } }
        items = items.filter { !isGone($0.key) }
        imageRows = imageRows.filter { !isGone($0.key) }
        rows = rows.filter { !isGone($0.key) }
        wantedImages = wantedImages.filter { !isGone($0.key) }
    }

    /// The object already built for `element` at `key`, when the row is unchanged but for
    /// its actions (taps look actions up when they happen): `updateSections` then keeps
    /// the object, its loaded artwork and the driver's place on it.
    func reusable(_ element: ListElement, key: String) -> (any CPListTemplateItem)? {
        guard let shown = rows[key], Self.looksTheSame(shown, element) else { return nil }
        rows[key] = element
        switch element {
        case .item: return items[key]
        case .imageRow: return imageRows[key]
        }
    }

    static func looksTheSame(_ a: ListElement, _ b: ListElement) -> Bool {
        switch (a, b) {
        case (.item(var x), .item(var y)):
            x.action = nil
            y.action = nil
            return x == y
        case (.imageRow(let x), .imageRow(let y)):
            return x.withoutActions == y.withoutActions
        default: return false
        }
    }

    /// The number of CarPlay objects kept by identity (templates and rows).
    var count: Int { templates.count + items.count + imageRows.count }

    /// The image to show now (a remote image's placeholder); the remote image itself is
    /// loaded by ``startRemoteLoads()`` and set on the row `key` with `setImage`.
    func image(_ image: TemplateImage?, row key: String, accessory: Bool = false) -> UIImage? {
        let slot = accessory ? key + " › accessory" : key
        guard let image else {
            wantedImages[slot] = nil
            return nil
        }
        if case .remote(let url, _) = image {
            wantedImages[slot] = url
            if !images.hasLoaded(url) { remoteLoads.append((url, key, accessory)) }
        } else {
            wantedImages[slot] = nil
        }
        return images.immediate(image)
    }

    private var remoteLoads: [(url: String, row: String, accessory: Bool)] = []
    private var elementLoads: [(url: String, row: String, element: Int)] = []

    /// Starts the remote loads asked for since the last call: placeholder first, then `setImage`.
    func startRemoteLoads() {
        let elements = elementLoads
        elementLoads = []
        for load in elements {
            let row = imageRows[load.row]
            images.load(load.url) { [weak self, weak row] loaded in
                // Bound to the object and the image it was started for: a replaced row, or
                // an element that asked for another image since, ignores it.
                guard let self, let loaded, let row, self.imageRows[load.row] === row,
                      self.wantedImages["\(load.row) › \(load.element)"] == load.url else { return }
                ImageRowBuilder(images: images).setElementImage(row, load.element, loaded)
            }
        }
        let loads = remoteLoads
        remoteLoads = []
        for load in loads {
            let item = items[load.row]
            let slot = load.accessory ? load.row + " › accessory" : load.row
            images.load(load.url) { [weak self, weak item] loaded in
                // Bound to the object and the image it was started for: an older download
                // finishing last, or one for a replaced row, does nothing.
                guard let self, let loaded, let item, self.items[load.row] === item,
                      self.wantedImages[slot] == load.url else { return }
                if load.accessory { item.setAccessoryImage(loaded) } else { item.setImage(loaded) }
            }
        }
    }
}
