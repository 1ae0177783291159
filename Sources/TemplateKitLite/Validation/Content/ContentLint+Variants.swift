extension ContentLint {
    /// `content.fallback-not-shorter` on every variant list of `template`: a list's empty-view
    /// titles and subtitles, an alert's titles, each grid button's titles.
    func checkVariants(of template: Template, at path: NodePath, into findings: inout [Finding]) {
        switch template {
        case .list(let list):
            checkVariants(list.emptyViewTitleVariants, "empty-view title", at: path, into: &findings)
            checkVariants(list.emptyViewSubtitleVariants, "empty-view subtitle", at: path, into: &findings)
        case .alert(let alert):
            checkVariants(alert.titleVariants, "title", at: path, into: &findings)
        case .grid(let grid):
            for (index, button) in grid.buttons.enumerated() {
                checkVariants(button.titleVariants, "title", at: path.appending(.button(index)), into: &findings)
            }
        default: break
        }
    }

    /// Each variant after the first must be narrower (in display columns) than every one
    /// before it: the car takes the first that fits, so one as wide as an earlier one is
    /// never picked.
    ///
    ///     ["No artists", "Nothing here"]   // variant 2 (12 columns) is wider than variant 1 (10)
    func checkVariants(_ variants: [String], _ what: String, at path: NodePath, into findings: inout [Finding]) {
        guard variants.count > 1 else { return }
        var narrowest = DisplayWidth.of(variants[0]), narrowestIndex = 0
        for index in variants.indices.dropFirst() {
            let width = DisplayWidth.of(variants[index])
            guard width < narrowest else {
                findings.append(Finding(
                    rule: ContentRules.fallbackNotShorter, path: path,
                    message: "\(what) variant \(index + 1) " + quoted(variants[index]) + " (\(width) columns) is not shorter than variant "
                        + "\(narrowestIndex + 1) " + quoted(variants[narrowestIndex]) + " (\(narrowest)): the car never picks it"))
                continue
            }
            narrowest = width
            narrowestIndex = index
        }
    }
}
