extension NodePath {
    /// The path as a designer counts: from 1, rows called rows — what `lint` and
    /// `snapshot serve` print (``description`` keeps code's 0-based indices).
    ///
    ///     tabs[1] › "Years" › section 2 › item 14   // description
    ///     tab 2 › "Years" › section 3 › row 15      // readable
    public var readable: String {
        components.isEmpty ? "root" : components.map(\.readable).joined(separator: " › ")
    }
}

extension NodePath.Component {
    /// This component counted from 1 (see ``NodePath/readable``).
    public var readable: String {
        switch self {
        case .tab(let index): "tab \(index + 1)"
        case .section(let index): "section \(index + 1)"
        case .item(let index): "row \(index + 1)"
        case .button(let index): "button \(index + 1)"
        case .headerButton(let index): "header button \(index + 1)"
        case .element(let index): "element \(index + 1)"
        case .template, .presented, .navigationBar, .part: description
        }
    }
}
