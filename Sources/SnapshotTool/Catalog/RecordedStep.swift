import TemplateKitLite

/// One step of `serve`'s click-through car, as a catalog's own journey printer reads it
/// (``SnapshotNavigation/init(start:stack:reduce:back:selectTab:advance:journeyCode:)``):
/// what the driver did, what it touched, and what the car shows after it.
///
///     RecordedStep(kind: .row, touched: "Grateful Dead", caption: "Step 1: tap row 1 \"Grateful Dead\"", shown: stack)
public struct RecordedStep: Sendable {
    public enum Kind: Sendable, Hashable {
        /// A list row, by its text (``touched``).
        case row
        case gridButton, nowPlayingButton, upNext, albumArtist
        /// An alert or action sheet action.
        case action
        /// The tab at this index of the root tab bar.
        case tab(Int)
        case back
        /// Playback moved on by this many seconds.
        case wait(Double)
    }

    public let kind: Kind
    /// The text of what the step touched (a row's text, a button's title, a tab's title);
    /// nil for Back and time passing.
    public let touched: String?
    /// `Step 2: tap row 3 "1977"`.
    public let caption: String
    /// The templates the car shows after the step, root first.
    public let shown: [Template]

    public init(kind: Kind, touched: String?, caption: String, shown: [Template]) {
        self.kind = kind
        self.touched = touched
        self.caption = caption
        self.shown = shown
    }
}

extension RecordedStep.Kind {
    /// The kind of a click-through step.
    init(_ step: NavigationStep) {
        switch step {
        case .tap(let part, _):
            switch part {
            case .row: self = .row
            case .cell: self = .gridButton
            case .button: self = .nowPlayingButton
            case .upNext: self = .upNext
            case .albumArtist: self = .albumArtist
            case .action: self = .action
            }
        case .tab(let index): self = .tab(index)
        case .back: self = .back
        case .wait(let seconds): self = .wait(seconds)
        }
    }
}
