import GoldenCore
/// What `check` found for one entry.
package struct CheckOutcome: Sendable {
    package enum Status: String, Sendable, CaseIterable {
        /// The render equals the golden byte for byte.
        case unchanged
        /// The render differs from the golden.
        case changed
        /// There is no golden yet.
        case new
        /// The golden could not be used (not UTF-8, outside the folder, unreadable…).
        case error
    }

    package let name: String
    package let status: Status
    /// Whether `NAME.new` now holds this render (local runs, changed or new).
    package var pendingWritten = false
    /// Whether a stale `NAME.new` was removed because the render matches again.
    package var pendingRemoved = false
    /// The diff from golden to render (changed only).
    package var diff: UnifiedDiff?
    /// Line-ending notes and the like.
    package var notes: [String] = []
    /// Why the entry is in error, or a problem writing its pending file.
    package var message: String?
    /// Lines in the render (shown for new entries).
    package var renderLineCount = 0

    package var isFailure: Bool { status != .unchanged }
}
