/// Findings in the rows of long sections, kept for later sections that hold the same rows:
/// `lint` checks a catalog's screens one after another, and many of them list the same
/// 16,000 artists, their sections shared from one place (the Relisten screens' `ArtistRows`).
/// The findings are kept with the rows and `Context`, what else they depend on (the car,
/// the placeholders), and taken again, their paths moved to the new section's, only when
/// both are the same. ``ContentLint/SectionMemo`` and ``Validator/RowsMemo`` keep theirs here.
///
/// Rows are the same when the `items` array is the same storage: the memo keeps each array
/// it remembers, so that storage is never freed (and its address never reused for other
/// rows) nor written (a write to a shared array copies it first). Rows built again, equal
/// but in other storage, are checked again. Short sections are checked each time.
///
///     var memo = SectionFindingsMemo<Int>()
///     if let found = memo.findings(items, 60, at: path) { findings += found } else { … memo.remember(items, 60, found, at: path) }
struct SectionFindingsMemo<Context: Hashable> {
    /// Sections shorter than this are checked each time: remembering costs more than a few rows.
    static var minimumRows: Int { 64 }

    private struct Key: Hashable {
        let rows: UnsafeRawPointer
        let count: Int
        let context: Context
    }

    private struct Remembered {
        /// The rows, kept so their storage stays theirs.
        let items: [ListElement]
        /// The findings, with the path of the section they were found in.
        let findings: [Finding]
        let sectionPathCount: Int
    }

    private var remembered: [Key: Remembered] = [:]

    /// What was found in `items` with `context`, moved to the section at `sectionPath`; nil
    /// when they were not remembered (or are too short to be).
    func findings(_ items: [ListElement], _ context: Context, at sectionPath: NodePath) -> [Finding]? {
        guard let key = Self.key(items, context), let known = remembered[key] else { return nil }
        return known.findings.map { finding in
            let inSection = finding.path.components.dropFirst(known.sectionPathCount)
            return Finding(rule: finding.rule, path: NodePath(sectionPath.components + inSection), message: finding.message)
        }
    }

    /// Keeps `found`, what the section at `sectionPath` holding `items` had with `context`
    /// (nothing for a short section).
    mutating func remember(_ items: [ListElement], _ context: Context, _ found: [Finding], at sectionPath: NodePath) {
        guard let key = Self.key(items, context) else { return }
        remembered[key] = Remembered(items: items, findings: found, sectionPathCount: sectionPath.components.count)
    }

    private static func key(_ items: [ListElement], _ context: Context) -> Key? {
        guard items.count >= minimumRows,
              let rows = items.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) })
        else { return nil }
        return Key(rows: rows, count: items.count, context: context)
    }
}
