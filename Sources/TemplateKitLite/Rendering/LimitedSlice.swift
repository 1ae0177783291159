/// The part of a collection a car shows under a limit: the head (lists, grids, buttons)
/// or the tail (alert actions: the most recently added win).
package struct LimitedSlice<Element> {
    package let shown: ArraySlice<Element>
    package let hidden: ArraySlice<Element>

    /// The first `limit` elements shown, the rest hidden.
    package static func head(_ elements: [Element], limit: Int) -> LimitedSlice {
        let count = min(elements.count, max(0, limit))
        return LimitedSlice(shown: elements.prefix(count), hidden: elements.dropFirst(count))
    }

    /// The last `limit` elements shown, the earlier ones hidden.
    package static func tail(_ elements: [Element], limit: Int) -> LimitedSlice {
        let count = min(elements.count, max(0, limit))
        return LimitedSlice(shown: elements.suffix(count), hidden: elements.dropLast(count))
    }
}

extension LimitedSlice where Element == AlertAction {
    /// The actions an alert shows: `maximumActionCount` counts the non-cancel actions and
    /// keeps the most recently added of them; a `.cancel` action is shown apart, as
    /// CarPlay does. Both parts keep the order the actions were added in.
    package static func alert(_ actions: [AlertAction], limit: Int) -> LimitedSlice {
        let counted = actions.indices.filter { actions[$0].style != .cancel }
        let hiddenIndices = Set(counted.dropLast(max(0, limit)))
        let indices = actions.indices
        return LimitedSlice(shown: ArraySlice(indices.filter { !hiddenIndices.contains($0) }.map { actions[$0] }),
                            hidden: ArraySlice(indices.filter { hiddenIndices.contains($0) }.map { actions[$0] }))
    }
}

extension AlertTemplate {
    /// The actions a car with `profile` shows and hides (see `alert.action-limit`).
    public func actions(on profile: CarProfile) -> (shown: [AlertAction], hidden: [AlertAction]) {
        let slice = LimitedSlice.alert(actions, limit: profile.maximumAlertActions)
        return (Array(slice.shown), Array(slice.hidden))
    }
}
