/// One render compared with its golden: the single comparison behind `expectSnapshot`,
/// `snapshot check` and `snapshot record`. It reads the golden through the store,
/// compares bytes, explains a difference (line-ending notes, a failed render held as a
/// golden, the diff), and writes what its ``Update`` allows — a value says what happened.
///
///     var comparison = try GoldenComparison(render, name: "episodes.txt", in: store)
///     if comparison.status != .unchanged { print(comparison.diff(maxLines: 60).lines) }
///     try comparison.update(.pending)   // NAME.new holds the render
package struct GoldenComparison: Sendable {
    package enum Status: Sendable, Equatable {
        /// The render equals the golden byte for byte.
        case unchanged
        /// There is no golden yet.
        case new
        /// The render differs from the golden.
        case changed
    }

    /// What a caller lets the comparison write.
    package enum Update: Sendable, Equatable {
        /// Nothing (CI, `SNAPSHOT_UPDATE=no`).
        case nothing
        /// `NAME.new` holds a render that differs or is new, and is removed once the render
        /// matches again (a local `check`, an assertion's default).
        case pending
        /// The golden itself: a new one always, a changed one only when `overwrite`
        /// (`record`, `SNAPSHOT_UPDATE=always`). A stale `NAME.new` is removed.
        case golden(overwrite: Bool)
    }

    /// What ``update(_:)`` did.
    package enum Written: Sendable, Equatable {
        case nothing
        /// `NAME.new` now holds the render (it may have held it already).
        case pending
        /// A stale `NAME.new` was removed: the render matches the golden again.
        case pendingRemoved
        /// The golden was written (and any `NAME.new` removed).
        case golden
        /// The golden differs and was left alone (`record` without `--overwrite`).
        case leftAlone
    }

    /// The golden's name inside the store, e.g. `EpisodesTests/episodes.txt`.
    package let name: String
    package let store: GoldenStore
    package let render: [UInt8]
    /// The golden's bytes; nil when there is none.
    package let golden: [UInt8]?
    package let status: Status
    /// Why a changed render differs beyond its lines: line endings, a failed render kept as a golden.
    package let notes: [String]
    package private(set) var written: Written = .nothing
    /// The full path of `NAME.new` when the caller made it already (an assertion's
    /// location keeps it): looked for on every update.
    private let pendingPathGiven: String?

    /// Reads the golden `name` from `store` (or takes `golden` already read through a faster
    /// path of the same store) and compares. Fails, naming the file, when the golden cannot
    /// be read or is not UTF-8 text. `pendingPath` is `store.path(pendingName)`, if known.
    package init(
        _ render: [UInt8], name: String, in store: GoldenStore, golden alreadyRead: [UInt8]?? = nil, pendingPath: String? = nil
    ) throws(CommandError) {
        let golden: [UInt8]?
        if let given = alreadyRead { golden = given } else { golden = try store.readBytes(name) }
        self.pendingPathGiven = pendingPath
        self.name = name
        self.store = store
        self.render = render
        self.golden = golden
        guard let golden else {
            (status, notes) = (.new, [])
            return
        }
        if golden.hasSameBytes(as: render) {
            (status, notes) = (.unchanged, [])
            return
        }
        try store.requireUTF8(golden, of: name)
        status = .changed
        notes = Self.notes(golden: golden, render: render)
    }

    /// The line-ending notes, and a note when the golden holds a failed render.
    private static func notes(golden: [UInt8], render: [UInt8]) -> [String] {
        var notes = LineEndingNote.notes(golden: golden, render: render)
        if golden.starts(with: failedRenderPrefix) {
            notes.append("note: the golden holds a failed render (an 'error:' line), not a screen")
        }
        return notes
    }

    /// How a failed render begins when it is written as a golden's text: `error: …`.
    package static let failedRenderPrefix = Array("error: ".utf8)

    /// The unified diff from golden to render (against `/dev/null` for a new golden),
    /// at most `maxLines` lines.
    package func diff(maxLines: Int) -> UnifiedDiff {
        UnifiedDiff(
            old: golden ?? [], new: render,
            oldLabel: golden == nil ? "/dev/null" : "a/" + store.displayPath(name),
            newLabel: "b/" + store.displayPath(name), maxLines: maxLines)
    }

    /// `NAME.new` beside the golden.
    package var pendingName: String { GoldenStore.pendingName(name) }

    /// Writes what `update` allows for this outcome, and records it in ``written``.
    package mutating func update(_ update: Update) throws(CommandError) {
        switch (update, status) {
        case (.nothing, _):
            written = .nothing
        case (.pending, .unchanged), (.golden, .unchanged):
            // A stale `NAME.new` that cannot be removed fails nothing: the golden matches.
            written = (try? removePending()) == true ? .pendingRemoved : .nothing
        case (.pending, _):
            if (try? store.readBytes(pendingName)) != render {
                try store.createFolderIfMissing()
                try store.write(render, to: pendingName)
            }
            written = .pending
        case (.golden(let overwrite), .changed) where !overwrite:
            written = .leftAlone
        case (.golden, _):
            try store.createFolderIfMissing()
            try store.write(render, to: name)
            _ = try removePending()
            written = .golden
        }
    }

    /// Removes a stale `NAME.new`; whether there was one.
    private func removePending() throws(CommandError) -> Bool {
        guard FileSystem.kind(pendingPathGiven ?? store.path(pendingName)) != .missing else { return false }
        try store.remove(pendingName)
        return true
    }
}
