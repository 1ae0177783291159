#if canImport(CarPlay)
import CarPlay
import CoreMedia
import UIKit
#else
import CarPlayShim
#endif
import Foundation
import TemplateKitLite

// Every CarPlay call newer than the package's iOS deployment target (17.0) lives in this
// file, behind `#available`, with what a driver sees on an older iPhone. The rest of the
// adapter may not use such API: `AvailabilityGateTests` scans it with the introduced
// versions of Docs/carplay-shim-manifest.tsv. On Linux `#available(iOS …)` is always true,
// so each gate also asks ``RunningIOS`` (the shim's simulated iPhone).

/// Whether the iPhone runs at least an iOS version: always true on iOS (where `#available`
/// beside it decides), the shim's `CPShim.systemVersion` elsewhere.
@MainActor enum RunningIOS {
    static func atLeast(_ major: Int, _ minor: Int = 0) -> Bool {
        #if canImport(CarPlay)
        return true
        #else
        let running = CPShim.systemVersion
        return (running.majorVersion, running.minorVersion) >= (major, minor)
        #endif
    }
}

/// The gated calls that are not image rows.
@MainActor enum GatedCalls {
    /// `showsSpinnerWhileEmpty` (18.4). Below: the empty view's texts alone.
    static func setSpinner(_ list: CPListTemplate, _ on: Bool) {
        if #available(iOS 18.4, *), RunningIOS.atLeast(18, 4) { list.showsSpinnerWhileEmpty = on }
    }

    /// `headerGridButtons` (26.0). Below: the list without them.
    static func setHeaderGridButtons(_ list: CPListTemplate, _ buttons: [CPGridButton]?) {
        if #available(iOS 26.0, *), RunningIOS.atLeast(26) { list.headerGridButtons = buttons }
    }

    /// `listHeader` (26.4); its buttons tap `"<key> › i"`. Below: the list without a header.
    static func setDetailsHeader(_ list: CPListTemplate, _ header: ListDetailsHeader?, images: any ImageLoader,
                                 key: String, select: @escaping (String) -> Void) {
        guard #available(iOS 26.4, *), RunningIOS.atLeast(26, 4), let header else { return }
        let buttons = header.actionButtons.enumerated().compactMap { index, button -> CPButton? in
            guard let image = button.image.flatMap(images.immediate) ?? UIImage(systemName: "play.fill") else { return nil }
            let built = CPButton(image: image) { _ in MainActor.assumeIsolated { select("\(key) › \(index)") } }
            built.title = button.title
            built.isEnabled = button.isEnabled
            return built
        }
        let thumbnail = thumbnailImage(images.immediate(header.thumbnail) ?? UIImage(), header.overlay, images)
        let built = CPListTemplateDetailsHeader(thumbnail: thumbnail, title: header.title, subtitle: header.subtitle,
                                                bodyVariants: header.bodyVariants.map { NSAttributedString(string: $0) },
                                                actionButtons: buttons)
        built.wantsAdaptiveBackgroundStyle = header.adaptiveBackground
        built.playbackConfiguration = header.playback.map(configuration)
        list.listHeader = built
    }

    /// A row's `playbackConfiguration` (26.4). Below: no play button; a tap is the row's action.
    static func setPlayback(_ item: CPListItem, _ playback: PlaybackConfiguration?) {
        guard #available(iOS 26.4, *), RunningIOS.atLeast(26, 4), let playback else { return }
        item.playbackConfiguration = configuration(playback)
    }

    /// A grid's changed titles, images and enabled flags set on its buttons in place
    /// (`updateTitleVariants`, `updateImage`, 26.0) when the buttons are the same ones;
    /// false when the grid must be replaced with `updateGridButtons` (always below iOS 26).
    static func updateGridButtonsInPlace(_ built: [CPGridButton], from old: [GridButton], to new: [GridButton],
                                         images: any ImageLoader) -> Bool {
        guard #available(iOS 26.0, *), RunningIOS.atLeast(26), built.count == new.count, old.count == new.count,
              zip(old, new).allSatisfy({ $0.id == $1.id && $0.image != nil && $1.image != nil }) else { return false }
        for ((button, a), b) in zip(zip(built, old), new) {
            if a.titleVariants != b.titleVariants { button.updateTitleVariants(b.titleVariants) }
            if a.image != b.image, let image = b.image.flatMap(images.immediate) { button.updateImage(image) }
            if a.isEnabled != b.isEnabled { button.isEnabled = b.isEnabled }
        }
        return true
    }

    @available(iOS 26.4, *)
    static func configuration(_ playback: PlaybackConfiguration) -> CPPlaybackConfiguration {
        let presentation: CPPlaybackConfiguration.Presentation = switch playback.presentation {
        case .none: .none
        case .audio: .audio
        case .video: .video
        }
        let action: CPPlaybackConfiguration.Action = switch playback.control {
        case .none: .none
        case .play: .play
        case .pause: .pause
        case .replay: .replay
        }
        return CPPlaybackConfiguration(preferredPresentation: presentation, playbackAction: action,
                                       elapsedTime: CMTime(seconds: playback.elapsed, preferredTimescale: 1000),
                                       duration: CMTime(seconds: playback.duration ?? 0, preferredTimescale: 1000))
    }

    @available(iOS 26.4, *)
    static func thumbnailImage(_ image: UIImage, _ overlay: ImageOverlay?, _ images: any ImageLoader) -> CPThumbnailImage {
        let thumbnail = CPThumbnailImage(image: image)
        thumbnail.imageOverlay = overlay.flatMap { overlay -> CPImageOverlay? in
            let alignment: CPImageOverlay.Alignment = switch overlay.alignment {
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
            if let text = overlay.text {
                return CPImageOverlay(text: text, textColor: Colors.color(overlay.textColor ?? "white"),
                                      backgroundColor: Colors.color(overlay.backgroundColor ?? "black"), alignment: alignment)
            }
            return overlay.image.flatMap(images.immediate).map { CPImageOverlay(image: $0, alignment: alignment) }
        }
        return thumbnail
    }
}

/// Builds a `CPListImageRowItem`: iOS 26 elements of one kind; below iOS 26 (or without
/// elements) the legacy image row of the same pictures and titles.
@MainActor struct ImageRowBuilder {
    let images: any ImageLoader

    func build(_ row: ImageRowItem) -> CPListImageRowItem {
        if #available(iOS 26.0, *), RunningIOS.atLeast(26), let kind = row.elements.first?.kind {
            let elements = row.elements.filter { $0.kind == kind }
            let item = typed(row, kind, elements)
            for (element, model) in zip(item.elements, elements) {
                element.isEnabled = model.isEnabled
                set26_4(element, model)
            }
            return item
        }
        return legacy(row)
    }

    /// A shown row's images in place: `elements = …` (iOS 26) or the legacy `update(_:)`.
    func update(_ item: CPListImageRowItem, to row: ImageRowItem) {
        if #available(iOS 26.0, *), RunningIOS.atLeast(26), let kind = row.elements.first?.kind {
            let models = row.elements.filter { $0.kind == kind }
            let elements = elementObjects(kind, models)
            for (element, model) in zip(elements, models) {
                element.isEnabled = model.isEnabled
                set26_4(element, model)
            }
            item.elements = elements
        } else {
            updateLegacy(item, row)
        }
    }

    /// A loaded remote image on element `index` (iOS 26); the legacy row keeps its placeholder.
    func setElementImage(_ item: CPListImageRowItem, _ index: Int, _ image: UIImage) {
        if #available(iOS 26.0, *), RunningIOS.atLeast(26), item.elements.indices.contains(index) {
            item.elements[index].image = image
        }
    }

    @available(iOS 26.0, *)
    private func typed(_ row: ImageRowItem, _ kind: ImageRowElementKind, _ elements: [ImageRowElement]) -> CPListImageRowItem {
        let lines = row.allowsMultipleLines
        switch kind {
        case .row: return CPListImageRowItem(text: row.text, elements: elements.map(rowElement), allowsMultipleLines: lines)
        case .card: return CPListImageRowItem(text: row.text, cardElements: elements.map(card), allowsMultipleLines: lines)
        case .condensed: return CPListImageRowItem(text: row.text, condensedElements: elements.map(condensed), allowsMultipleLines: lines)
        case .grid: return CPListImageRowItem(text: row.text, gridElements: elements.map(gridElement), allowsMultipleLines: lines)
        case .imageGrid: return CPListImageRowItem(text: row.text, imageGridElements: elements.map(imageGrid), allowsMultipleLines: lines)
        }
    }

    /// The element objects of one kind, for `elements = …` on the row the car shows.
    @available(iOS 26.0, *)
    private func elementObjects(_ kind: ImageRowElementKind, _ elements: [ImageRowElement]) -> [CPListImageRowItemElement] {
        switch kind {
        case .row: elements.map(rowElement)
        case .card: elements.map(card)
        case .condensed: elements.map(condensed)
        case .grid: elements.map(gridElement)
        case .imageGrid: elements.map(imageGrid)
        }
    }

    @available(iOS 26.0, *)
    private func rowElement(_ e: ImageRowElement) -> CPListImageRowItemRowElement {
        CPListImageRowItemRowElement(image: image(e.image), title: e.title, subtitle: e.subtitle)
    }

    @available(iOS 26.0, *)
    private func condensed(_ e: ImageRowElement) -> CPListImageRowItemCondensedElement {
        CPListImageRowItemCondensedElement(image: image(e.image), imageShape: e.shape == .circular ? .circular : .roundedRectangle,
                                           title: e.title ?? "", subtitle: e.subtitle, accessorySymbolName: e.accessorySymbol)
    }

    @available(iOS 26.0, *)
    private func gridElement(_ e: ImageRowElement) -> CPListImageRowItemGridElement { CPListImageRowItemGridElement(image: image(e.image)) }

    @available(iOS 26.0, *)
    private func imageGrid(_ e: ImageRowElement) -> CPListImageRowItemImageGridElement {
        CPListImageRowItemImageGridElement(image: image(e.image), imageShape: e.shape == .circular ? .circular : .roundedRectangle,
                                           title: e.title ?? "", accessorySymbolName: e.accessorySymbol)
    }

    /// A card: from a thumbnail (with its badge) on iOS 26.4 when the element is one, else
    /// from its image.
    @available(iOS 26.0, *)
    private func card(_ element: ImageRowElement) -> CPListImageRowItemCardElement {
        let tint = element.tint.map(Colors.color)
        if #available(iOS 26.4, *), RunningIOS.atLeast(26, 4), element.isThumbnail {
            let thumbnail = GatedCalls.thumbnailImage(image(element.image), element.overlay, images)
            return CPListImageRowItemCardElement(thumbnail: thumbnail, title: element.title, subtitle: element.subtitle, tintColor: tint)
        }
        return CPListImageRowItemCardElement(image: image(element.image), showsImageFullHeight: element.fullHeightImage,
                                             title: element.title, subtitle: element.subtitle, tintColor: tint)
    }

    /// An element's accessibility label and playback configuration (26.4). Below: neither.
    @available(iOS 26.0, *)
    private func set26_4(_ element: CPListImageRowItemElement, _ model: ImageRowElement) {
        guard #available(iOS 26.4, *), RunningIOS.atLeast(26, 4) else { return }
        if let label = model.accessibilityLabel { element.accessibilityLabel = label }
        if let playback = model.playback { element.playbackConfiguration = GatedCalls.configuration(playback) }
    }

    /// The legacy row (deprecated in 26): the row's images, or its elements' pictures and
    /// titles on an iPhone older than iOS 26. Titles need 17.4.
    @available(iOS, deprecated: 26.0)
    func legacy(_ row: ImageRowItem) -> CPListImageRowItem {
        let (pictures, titles) = legacyPictures(row)
        if #available(iOS 17.4, *), RunningIOS.atLeast(17, 4), titles.count == pictures.count, !titles.isEmpty {
            return CPListImageRowItem(text: row.text ?? "", images: pictures, imageTitles: titles)
        }
        return CPListImageRowItem(text: row.text ?? "", images: pictures)
    }

    @available(iOS, deprecated: 26.0)
    func updateLegacy(_ item: CPListImageRowItem, _ row: ImageRowItem) { item.update(legacyPictures(row).0) }

    private func legacyPictures(_ row: ImageRowItem) -> ([UIImage], [String]) {
        guard row.images.isEmpty, let kind = row.elements.first?.kind else {
            return (row.images.map { image($0.image) }, row.images.compactMap(\.title))
        }
        let shown = row.elements.filter { $0.kind == kind }
        return (shown.map { image($0.image) }, shown.compactMap(\.title))
    }

    func image(_ image: TemplateImage) -> UIImage { images.immediate(image) ?? UIImage() }
}
