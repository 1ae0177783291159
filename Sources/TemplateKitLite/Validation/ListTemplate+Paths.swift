extension ListTemplate {
    /// `section i › item j` of the row at `flatIndex` counting across sections from 0, or
    /// `nil` past the last row.
    func elementPath(atFlatIndex flatIndex: Int) -> NodePath? {
        guard flatIndex >= 0 else { return nil }
        var remaining = flatIndex
        for (index, section) in sections.enumerated() {
            if remaining < section.items.count {
                return NodePath([.section(index), .item(remaining)])
            }
            remaining -= section.items.count
        }
        return nil
    }
}

extension ListSection {
    /// Whether the section uses the iOS 15 enhanced header (subtitle, image or button).
    var hasEnhancedHeader: Bool {
        headerSubtitle != nil || headerImage != nil || headerButton != nil
    }
}
