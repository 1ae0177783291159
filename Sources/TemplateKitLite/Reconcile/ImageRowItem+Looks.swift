extension ImageRowItem {
    /// The row without its tap actions, which change no pixel: two rows that look the same
    /// are equal here.
    ///
    ///     a.withoutActions == b.withoutActions   // only actions differ
    public var withoutActions: ImageRowItem {
        var row = self
        row.action = nil
        row.images = row.images.map { var image = $0; image.action = nil; return image }
        row.elements = row.elements.map { var element = $0; element.action = nil; return element }
        return row
    }
}

extension Reconciler {
    /// The calls that configure the shared now playing template as `next`, from how it was
    /// configured (`nil`: CarPlay's defaults): only what differs.
    ///
    ///     Reconciler.nowPlayingChanges(from: nil, to: configured)   // buttons, Up Next, …
    public static func nowPlayingChanges(from old: NowPlayingTemplate?, to next: NowPlayingTemplate) -> [CarPlayOperation] {
        var run = ReconcileRun(policy: .immediate, now: 0, sentAt: [:], nowPlaying: old,
                               shownOn: .unconstrained, profile: .unconstrained)
        run.configureNowPlaying(next)
        return run.operations
    }
}
