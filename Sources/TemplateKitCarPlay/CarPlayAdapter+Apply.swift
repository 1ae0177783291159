#if canImport(CarPlay)
import CarPlay
#else
import CarPlayShim
#endif
import Foundation
import TemplateKitLite

extension CarPlayAdapter {
    /// One navigation call, answered through `completion`.
    func apply(_ operation: CarPlayOperation, animated: Bool, completion: @escaping (Bool, (any Error)?) -> Void) {
        let ic = interfaceController
        switch operation {
        case .setRootTemplate(let t): ic.setRootTemplate(objects.template(t), animated: false, completion: completion)
        case .pushTemplate(let t): ic.pushTemplate(objects.template(t), animated: animated, completion: completion)
        case .popTemplate: ic.popTemplate(animated: animated, completion: completion)
        case .popToRootTemplate: ic.popToRootTemplate(animated: animated, completion: completion)
        case .popToTemplate(let id):
            guard let target = objects.templates[id] else {
                return completion(false, NSError(domain: "TemplateKitCarPlay", code: 1,
                                                 userInfo: [NSLocalizedDescriptionKey: "no template \(id)"]))
            }
            ic.pop(to: target, animated: animated, completion: completion)
        case .presentTemplate(let t): ic.presentTemplate(objects.template(t), animated: animated, completion: completion)
        case .dismissTemplate: ic.dismissTemplate(animated: animated, completion: completion)
        default:
            apply(operation)
            completion(true, nil)
        }
    }

    /// One call that needs no answer, on the CarPlay objects it names.
    func apply(_ operation: CarPlayOperation) {
        let ic = interfaceController
        switch operation {
        case .updateSections(let list, let sections):
            (objects.templates[list] as? CPListTemplate)?.updateSections(objects.sections(sections, list: list, reusing: true))
        case .setEmptyView(let list, let titles, let subtitles, let spinner):
            guard let template = objects.templates[list] as? CPListTemplate else { return }
            template.emptyViewTitleVariants = titles
            template.emptyViewSubtitleVariants = subtitles
            GatedCalls.setSpinner(template, spinner)
        case .setLeadingNavigationBarButtons(let id, let buttons):
            (objects.templates[id] as? any CPBarButtonProviding)?.leadingNavigationBarButtons = objects.barButtons(buttons, "\(id) › leading", of: id)
        case .setTrailingNavigationBarButtons(let id, let buttons):
            (objects.templates[id] as? any CPBarButtonProviding)?.trailingNavigationBarButtons = objects.barButtons(buttons, "\(id) › trailing", of: id)
        case .setAssistantCell(let list, let cell):
            (objects.templates[list] as? CPListTemplate)?.assistantCellConfiguration = cell.map(CarPlayObjects.assistantCell)
        case .setHeaderGridButtons(let list, let buttons):
            guard let template = objects.templates[list] as? CPListTemplate else { return }
            objects.setHeaderGridButtons(template, buttons, list: list)
        case .setImageRowText(let target, let text): objects.imageRows[target.key]?.text = text
        case .updateImageRow(let target, let row): objects.updateImageRow(row, key: target.key)
        case .updateGridButtons(let grid, let buttons):
            guard let template = objects.templates[grid] as? CPGridTemplate else { return }
            let old = objects.gridModels[grid] ?? []
            objects.gridModels[grid] = buttons
            // iOS 26: the same buttons change in place; otherwise (or earlier) new buttons.
            if GatedCalls.updateGridButtonsInPlace(template.gridButtons, from: old, to: buttons, images: objects.images) { return }
            template.updateGridButtons(objects.gridButtons(buttons, grid: grid))
        case .updateTemplates(let tabs):
            (ic.rootTemplate as? CPTabBarTemplate)?.updateTemplates(tabs.map(objects.reusedTab))
        case .setTabTitle(let tab, let title): objects.templates[tab]?.tabTitle = title
        case .setTabImage(let tab, let image): objects.templates[tab]?.tabImage = image.flatMap(objects.images.immediate)
        case .setShowsTabBadge(let tab, let flag): objects.templates[tab]?.showsTabBadge = flag
        case .selectTemplate(let index): (ic.rootTemplate as? CPTabBarTemplate)?.selectTemplate(at: index)
        case .updateNowPlayingButtons(let buttons):
            CPNowPlayingTemplate.shared.updateNowPlayingButtons(objects.nowPlayingButtons(buttons))
        case .setUpNextButton(let enabled, let title):
            CPNowPlayingTemplate.shared.isUpNextButtonEnabled = enabled
            if let title { CPNowPlayingTemplate.shared.upNextTitle = title }
        case .setAlbumArtistButton(let enabled): CPNowPlayingTemplate.shared.isAlbumArtistButtonEnabled = enabled
        default: applyRow(operation)
        }
    }

    /// The per-row setters of `CPListItem`.
    func applyRow(_ operation: CarPlayOperation) {
        switch operation {
        case .setText(let r, let text): objects.items[r.key]?.setText(text)
        case .setDetailText(let r, let text): objects.items[r.key]?.setDetailText(text)
        case .setImage(let r, let image): objects.items[r.key]?.setImage(objects.image(image, row: r.key))
        case .setAccessoryImage(let r, let image):
            objects.items[r.key]?.setAccessoryImage(objects.image(image, row: r.key, accessory: true))
        case .setPlaybackProgress(let r, let value): objects.items[r.key]?.playbackProgress = CGFloat(value ?? 0)
        case .setIsPlaying(let r, let playing, let location):
            guard let item = objects.items[r.key] else { return }
            item.isPlaying = playing
            let cpLocation: CPListItemPlayingIndicatorLocation = location == .leading ? .leading : .trailing
            if item.playingIndicatorLocation != cpLocation { item.playingIndicatorLocation = cpLocation }
        case .setAccessoryType(let r, let accessory): objects.items[r.key]?.accessoryType = CPListItemAccessoryType(accessory)
        case .setExplicitContent(let r, let flag): objects.items[r.key]?.isExplicitContent = flag
        case .setEnabled(let r, let flag): objects.items[r.key]?.isEnabled = flag
        default: break
        }
    }
}
