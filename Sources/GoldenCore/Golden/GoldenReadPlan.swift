/// One golden's read, worked out once for an assertion site and done on every call: the
/// store's own read (``GoldenStore/readBytes(_:steps:oneOpen:)``), with the steps from the
/// package root to the golden split once and the path for the one-call open made once. No step is
/// ever followed as a link, so the fast path and the store share one rule: a folder
/// swapped for a link while tests run is never read through.
///
///     let plan = GoldenReadPlan(store: store, relative: "EpisodesTests/episodes.txt")
///     let golden = try plan.read()   // nil: no golden yet
package struct GoldenReadPlan: Sendable {
    package let store: GoldenStore
    /// The golden's name inside the store, e.g. `EpisodesTests/episodes.txt`.
    package let relative: String
    /// `store.path(relative)`.
    package let fullPath: String
    /// ``GoldenStore/confinedSteps(of:)``: nil when the name must be resolved first.
    let steps: [String]?
    /// The golden's path as one open takes it (``GoldenStore/oneOpen(plain:)``).
    let oneOpen: GoldenStore.OneOpen?

    package init(store: GoldenStore, relative: String) {
        self.store = store
        self.relative = relative
        self.fullPath = store.path(relative)
        self.steps = store.confinedSteps(of: relative)
        self.oneOpen = steps == nil ? nil : store.oneOpen(plain: relative)
    }

    /// Whether the golden holds exactly `render`, known from the one-call open and one
    /// read (``HeldFolders/holds(below:_:exactly:)``: four system calls for a matching
    /// assertion with the stale `NAME.new` check, not five). False when it cannot tell so —
    /// another golden, none, a link on the way, a render above the store's limit — and
    /// ``read()`` then reads and decides.
    ///
    ///     let golden = plan.holdsExactly(render) ? render : try plan.read()
    package func holdsExactly(_ render: [UInt8]) -> Bool {
        guard let oneOpen, render.count <= store.maximumBytes else { return false }
        return HeldFolders.shared.holds(below: store.base, oneOpen, exactly: render)
    }

    /// The golden's bytes, or nil when there is none; fails as ``GoldenStore/readBytes(_:)`` does.
    package func read() throws(CommandError) -> [UInt8]? {
        try store.readBytes(relative, steps: steps, oneOpen: oneOpen)
    }
}
