extension ContentLint {
    /// What ``ContentLint`` found in the rows of long sections, for later lists that hold
    /// the same rows (``SectionFindingsMemo``, which says when rows are the same). A
    /// section's rows (``checkRows(_:at:into:)``) are a function of the rows, the
    /// placeholders and the car's text columns, so their findings are kept with all three.
    ///
    ///     var memo = ContentLint.SectionMemo()
    ///     for screen in screens { findings += ContentLint().check(screen, remembering: &memo) }
    package struct SectionMemo {
        /// What a section's content findings depend on besides its rows.
        private struct Context: Hashable {
            let textColumns: Int
            let placeholders: [String]
        }

        private var memo = SectionFindingsMemo<Context>()

        package init() {}

        /// ``checkRows(_:at:into:)`` of `lint` over `items`, remembered.
        mutating func checkRows(_ items: [ListElement], with lint: ContentLint, at sectionPath: NodePath,
                                into findings: inout [Finding]) {
            let context = Context(textColumns: lint.profile.textColumns, placeholders: lint.placeholders)
            if let known = memo.findings(items, context, at: sectionPath) { return findings += known }
            var found: [Finding] = []
            lint.checkRows(items, at: sectionPath, into: &found)
            memo.remember(items, context, found, at: sectionPath)
            findings += found
        }
    }
}
