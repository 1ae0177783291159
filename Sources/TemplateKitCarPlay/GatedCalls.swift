#if canImport(CarPlay)
import CarPlay
import UIKit
#else
import CarPlayShim
#endif
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
}

/// Builds a `CPListImageRowItem`: iOS 26 elements of one kind; below iOS 26 (or without
/// elements) the legacy image row of the same pictures and titles.
@MainActor struct ImageRowBuilder {
    let images: any ImageLoader

    func build(_ row: ImageRowItem) -> CPListImageRowItem {
        if #available(iOS 26.0, *), RunningIOS.atLeast(26), let kind = row.elements.first?.kind {
            let elements = row.elements.filter { $0.kind == kind }
            let item = typed(row, kind, elements)
            for (element, model) in zip(item.elements, elements) { element.isEnabled = model.isEnabled }
            return item
        }
        return legacy(row)
    }

    /// A shown row's images in place: `elements = …` (iOS 26) or the legacy `update(_:)`.
    func update(_ item: CPListImageRowItem, to row: ImageRowItem) {
        if #available(iOS 26.0, *), RunningIOS.atLeast(26), !row.elements.isEmpty {
            item.elements = build(row).elements
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
        case .row:
            return CPListImageRowItem(text: row.text, elements: elements.map {
                CPListImageRowItemRowElement(image: image($0.image), title: $0.title, subtitle: $0.subtitle)
            }, allowsMultipleLines: lines)
        case .card:
            return CPListImageRowItem(text: row.text, cardElements: elements.map {
                CPListImageRowItemCardElement(image: image($0.image), showsImageFullHeight: $0.fullHeightImage,
                                              title: $0.title, subtitle: $0.subtitle, tintColor: nil)
            }, allowsMultipleLines: lines)
        case .condensed:
            return CPListImageRowItem(text: row.text, condensedElements: elements.map {
                CPListImageRowItemCondensedElement(image: image($0.image), imageShape: $0.shape == .circular ? .circular : .roundedRectangle,
                                                   title: $0.title ?? "", subtitle: $0.subtitle, accessorySymbolName: $0.accessorySymbol)
            }, allowsMultipleLines: lines)
        case .grid:
            return CPListImageRowItem(text: row.text, gridElements: elements.map {
                CPListImageRowItemGridElement(image: image($0.image))
            }, allowsMultipleLines: lines)
        case .imageGrid:
            return CPListImageRowItem(text: row.text, imageGridElements: elements.map {
                CPListImageRowItemImageGridElement(image: image($0.image), imageShape: $0.shape == .circular ? .circular : .roundedRectangle,
                                                   title: $0.title ?? "", accessorySymbolName: $0.accessorySymbol)
            }, allowsMultipleLines: lines)
        }
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
