#if canImport(CarPlay)
import CarPlay
import UIKit
#else
import CarPlayShim
#endif
import TemplateKitLite

extension CPListItemAccessoryType {
    init(_ accessory: Accessory) {
        switch accessory {
        case .none: self = .none
        case .disclosureIndicator: self = .disclosureIndicator
        case .cloud: self = .cloud
        }
    }
}

extension CPAlertAction.Style {
    init(_ style: AlertAction.Style) {
        switch style {
        case .default: self = .default
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        }
    }
}

extension UITabBarItem.SystemItem {
    init?(_ item: TabSystemItem) {
        switch item {
        case .more: self = .more
        case .favorites: self = .favorites
        case .featured: self = .featured
        case .topRated: self = .topRated
        case .recents: self = .recents
        case .contacts: self = .contacts
        case .history: self = .history
        case .bookmarks: self = .bookmarks
        case .search: self = .search
        case .downloads: self = .downloads
        case .mostRecent: self = .mostRecent
        case .mostViewed: self = .mostViewed
        }
    }
}

/// Builds a `CPListImageRowItem`: iOS 26 elements of one kind, else the legacy images.
@MainActor struct ImageRowBuilder {
    let images: any ImageLoader

    func build(_ row: ImageRowItem) -> CPListImageRowItem {
        guard let kind = row.elements.first?.kind else { return legacy(row) }
        let elements = row.elements.filter { $0.kind == kind }
        let item = typed(row, kind, elements)
        for (element, model) in zip(item.elements, elements) { element.isEnabled = model.isEnabled }
        return item
    }

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

    @available(iOS, deprecated: 26.0)
    func legacy(_ row: ImageRowItem) -> CPListImageRowItem {
        let titles = row.images.compactMap(\.title)
        let pictures = row.images.map { image($0.image) }
        return titles.count == pictures.count && !titles.isEmpty
            ? CPListImageRowItem(text: row.text ?? "", images: pictures, imageTitles: titles)
            : CPListImageRowItem(text: row.text ?? "", images: pictures)
    }

    /// A shown row's images in place: `elements = …` (iOS 26) or the legacy `update(_:)`.
    func update(_ item: CPListImageRowItem, to row: ImageRowItem) {
        if row.elements.isEmpty { updateLegacy(item, row) } else { item.elements = build(row).elements }
    }

    @available(iOS, deprecated: 26.0)
    func updateLegacy(_ item: CPListImageRowItem, _ row: ImageRowItem) { item.update(row.images.map { image($0.image) }) }

    func image(_ image: TemplateImage) -> UIImage { images.immediate(image) ?? UIImage() }
}
