/// The part of a collection a car shows under a limit: the head (lists, grids, buttons)
/// or the tail (alert actions: the most recently added win).
struct LimitedSlice<Element> {
    let shown: ArraySlice<Element>
    let hidden: ArraySlice<Element>

    /// The first `limit` elements shown, the rest hidden.
    static func head(_ elements: [Element], limit: Int) -> LimitedSlice {
        let count = min(elements.count, max(0, limit))
        return LimitedSlice(shown: elements.prefix(count), hidden: elements.dropFirst(count))
    }

    /// The last `limit` elements shown, the earlier ones hidden.
    static func tail(_ elements: [Element], limit: Int) -> LimitedSlice {
        let count = min(elements.count, max(0, limit))
        return LimitedSlice(shown: elements.suffix(count), hidden: elements.dropLast(count))
    }
}
