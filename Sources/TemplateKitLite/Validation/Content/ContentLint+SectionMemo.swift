extension ContentLint {
    /// What ``ContentLint`` found in the rows of long sections, for later lists that hold
    /// the same rows: `lint` checks a catalog's screens one after another, and many of
    /// them (the root tab bar, Artists loaded, on the limited car, offline…) list the same
    /// 16,000 artists, their sections shared from one place (the Relisten screens'
    /// `ArtistRows`). A section's rows (``checkRows(_:at:into:)``) are a function of the rows,
    /// the placeholders and the car's text columns, so their findings are kept with all three
    /// and taken again, their paths moved to the new section's, only when all three are the
    /// same.
    ///
    /// Rows are the same when the `items` array is the same storage: the memo keeps each
    /// array it remembers, so that storage is never freed (and its address never reused for
    /// other rows) nor written (a write to a shared array copies it first). Rows built again,
    /// equal but in other storage, are checked again. Short sections are checked each time.
    ///
    ///     var memo = ContentLint.SectionMemo()
    ///     for screen in screens { findings += ContentLint().check(screen, remembering: &memo) }
    package struct SectionMemo {
        /// Sections shorter than this are checked each time: remembering costs more than a few rows.
        static let minimumRows = 64

        private struct Key: Hashable {
            let rows: UnsafeRawPointer
            let count: Int
            let textColumns: Int
        }

        private struct Remembered {
            /// The rows, kept so their storage stays theirs.
            let items: [ListElement]
            let placeholders: [String]
            /// The findings, with the path of the section they were found in.
            let findings: [Finding]
            let sectionPathCount: Int
        }

        private var remembered: [Key: Remembered] = [:]

        package init() {}

        /// ``checkRows(_:at:into:)`` of `lint` over `items`, remembered.
        mutating func checkRows(_ items: [ListElement], with lint: ContentLint, at sectionPath: NodePath,
                                into findings: inout [Finding]) {
            guard items.count >= Self.minimumRows,
                  let rows = items.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) })
            else { return lint.checkRows(items, at: sectionPath, into: &findings) }
            let key = Key(rows: rows, count: items.count, textColumns: lint.profile.textColumns)
            if let known = remembered[key], known.placeholders == lint.placeholders {
                for finding in known.findings {
                    let inSection = finding.path.components.dropFirst(known.sectionPathCount)
                    findings.append(Finding(rule: finding.rule, path: NodePath(sectionPath.components + inSection),
                                            message: finding.message))
                }
                return
            }
            var found: [Finding] = []
            lint.checkRows(items, at: sectionPath, into: &found)
            remembered[key] = Remembered(items: items, placeholders: lint.placeholders, findings: found,
                                         sectionPathCount: sectionPath.components.count)
            findings += found
        }
    }
}
