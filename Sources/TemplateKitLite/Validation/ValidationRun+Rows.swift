extension ValidationRun {
    /// A plain row: accessory, progress and iOS gating.
    mutating func visitItem(_ item: ListItem, at path: @autoclosure () -> NodePath) {
        if item.accessoryImage != nil, item.accessory != .none {
            report(Rules.itemAccessoryImage, at: path(),
                "accessoryImage is set, so CarPlay forces the \(item.accessory.rawValue) accessory to none")
        }
        if let progress = item.playbackProgress, !(progress.isFinite && (0...1).contains(progress)) {
            report(Rules.itemProgressRange, at: path(), "playbackProgress \(progress) is not a fraction in 0…1")
        }
        if !item.isEnabled, profile.iOS < .iOS15 {
            report(Rules.iOSIsEnabled, at: path(),
                "isEnabled = false is unavailable below iOS 15 (target iOS \(profile.iOS)); the row stays enabled")
        }
        if item.playback != nil, profile.iOS < .iOS26_4 {
            report(Rules.iOSPlaybackConfiguration, at: path(),
                "the row's playback configuration is unavailable below iOS 26.4 (target iOS \(profile.iOS))")
        }
    }

    /// An image row: image count, element kinds and iOS gating.
    mutating func visitImageRow(_ row: ImageRowItem, at path: NodePath) {
        let limit = profile.maximumImageRowImages
        if row.images.count > limit {
            report(Rules.imageRowImageLimit, at: path,
                "\(row.images.count) images; this car uses the first \(max(0, limit))")
        }
        if !row.elements.isEmpty, profile.iOS < .iOS26 {
            report(Rules.iOSImageRowElements, at: path,
                "\(row.elements.count) elements are unavailable below iOS 26 (target iOS \(profile.iOS)); a legacy row of their pictures shows")
        }
        if let first = row.elements.first,
            let odd = row.elements.firstIndex(where: { $0.kind != first.kind })
        {
            let kinds = "element \(odd) is a \(row.elements[odd].kind.rawValue), element 0 a \(first.kind.rawValue)"
            report(Rules.imageRowMixedElements, at: path.appending(.element(odd)), "\(kinds); a row holds one kind")
        }
        if !row.isEnabled, profile.iOS < .iOS15 {
            report(Rules.iOSIsEnabled, at: path,
                "isEnabled = false is unavailable below iOS 15 (target iOS \(profile.iOS)); the row stays enabled")
        }
        visitIdentities(row.elements.map(\.id), of: "elements", at: path)
        if !row.images.isEmpty, profile.iOS >= .iOS26 {
            report(Rules.iOSLegacyImageRow, at: path,
                "\(row.images.count) legacy images on iOS \(profile.iOS); build the row from elements")
        }
        if row.elements.contains(where: { $0.kind == .card && $0.isThumbnail }), profile.iOS < .iOS26_4 {
            report(Rules.iOSCardThumbnail, at: path, "card thumbnails need iOS 26.4 (target iOS \(profile.iOS))")
        }
        if profile.iOS < .iOS26_4 { visitElementGating(row, at: path) }
    }

    /// iOS 26.4 element fields on an older target, one finding per field and element.
    private mutating func visitElementGating(_ row: ImageRowItem, at path: NodePath) {
        for (index, element) in row.elements.enumerated() {
            let at = path.appending(.element(index))
            if element.accessibilityLabel != nil {
                report(Rules.iOSElementAccessibilityLabel, at: at, "the accessibility label is unavailable below iOS 26.4 (target iOS \(profile.iOS))")
            }
            if element.overlay != nil {
                report(Rules.iOSImageOverlay, at: at, "the thumbnail badge is unavailable below iOS 26.4 (target iOS \(profile.iOS))")
            }
            if element.playback != nil {
                report(Rules.iOSPlaybackConfiguration, at: at, "the playback configuration is unavailable below iOS 26.4 (target iOS \(profile.iOS))")
            }
        }
    }
}
