extension Validator {
    /// What the validator found in the rows of long sections, for later templates that hold
    /// the same rows: `lint` validates a catalog's screens one after another, and a walk
    /// validates the root tab bar of each state it reaches, and many of them list the same
    /// 16,000 artists, their sections shared from one place (the Relisten screens'
    /// `ArtistRows`). A section's rows (their ids, then each row) are a function of the rows
    /// and the car, so their findings are kept with both and taken again, their paths moved
    /// to the new section's, only when both are the same — and only when no row shows a
    /// playing indicator (those findings depend on the rows before the section too).
    ///
    /// Rows are the same when the `items` array is the same storage: the memo keeps each
    /// array it remembers, so that storage is never freed (and its address never reused for
    /// other rows) nor written (a write to a shared array copies it first). Rows built again,
    /// equal but in other storage, are validated again. Short sections are validated each time.
    ///
    ///     var memo = Validator.RowsMemo()
    ///     for screen in screens { findings += Validator(profile: .limited).validate(screen, remembering: &memo) }
    package struct RowsMemo {
        /// Sections shorter than this are validated each time: remembering costs more than a few rows.
        static let minimumRows = 64

        fileprivate struct Key: Hashable {
            let rows: UnsafeRawPointer
            let count: Int
            let profile: CarProfile
        }

        fileprivate struct Remembered {
            /// The rows, kept so their storage stays theirs.
            let items: [ListElement]
            /// The findings, with the path of the section they were found in.
            let findings: [Finding]
            let sectionPathCount: Int
            /// Whether a row shows a playing indicator (then the rows are validated each time).
            let showsPlaying: Bool
        }

        private var remembered: [Key: Remembered] = [:]

        package init() {}

        fileprivate func remembered(_ key: Key) -> Remembered? { remembered[key] }

        fileprivate mutating func remember(_ key: Key, items: [ListElement], findings: [Finding], sectionPathCount: Int,
                                           showsPlaying: Bool) {
            remembered[key] = Remembered(items: items, findings: findings, sectionPathCount: sectionPathCount,
                                         showsPlaying: showsPlaying)
        }

        /// The key of `items` on `profile`, if they are long enough to remember.
        fileprivate static func key(_ items: [ListElement], _ profile: CarProfile) -> Key? {
            guard items.count >= minimumRows,
                  let rows = items.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) })
            else { return nil }
            return Key(rows: rows, count: items.count, profile: profile)
        }
    }

    /// ``validate(_:)-(Template)``, the rows of long sections taken from `memo` when it has
    /// validated the same rows on this car (``RowsMemo``), and kept there otherwise.
    package func validate(_ template: Template, remembering memo: inout RowsMemo) -> [Finding] {
        var run = ValidationRun(profile: profile, memo: memo)
        memo = RowsMemo()  // one owner while validating: remembering copies nothing
        run.visit(template, at: NodePath.root(of: template), slot: .root)
        memo = run.memo ?? RowsMemo()
        return run.findings
    }

    /// ``validateAlone(_:)``, remembering as ``validate(_:remembering:)`` does.
    package func validateAlone(_ template: Template, remembering memo: inout RowsMemo) -> [Finding] {
        guard template.isModal else { return validate(template, remembering: &memo) }
        return validateAlone(template)
    }
}

extension ValidationRun {
    /// ``visitRowsUnremembered(_:at:firstPlaying:)``, taken from ``memo`` or kept there.
    mutating func visitRows(_ items: [ListElement], at path: NodePath, firstPlaying: inout NodePath?) {
        guard memo != nil, let key = Validator.RowsMemo.key(items, profile) else {
            return visitRowsUnremembered(items, at: path, firstPlaying: &firstPlaying)
        }
        if let known = memo?.remembered(key), !known.showsPlaying {
            for finding in known.findings {
                report(finding.rule, at: NodePath(path.components + finding.path.components.dropFirst(known.sectionPathCount)),
                       finding.message)
            }
            return
        }
        let start = findings.count
        visitRowsUnremembered(items, at: path, firstPlaying: &firstPlaying)
        let showsPlaying = items.contains { if case .item(let item) = $0 { item.playingIndicator != .none } else { false } }
        memo?.remember(key, items: items, findings: Array(findings[start...]), sectionPathCount: path.components.count,
                       showsPlaying: showsPlaying)
    }
}
