import GoldenCore
/// The goldens a card's Approve and Reject act on: the card's own and the pending goldens
/// that are the same change in another form — a screen's JSON twin (`NAME.json`), a
/// journey's steps golden (`NAME.steps.json`) — so that running the page's command leaves
/// `check` green and the next review draws the journey's "before" from the new steps.
///
///     VerdictNames(items).names(of: journey)   // ["journeys/x.txt", "journeys/x.steps.json"]
struct VerdictNames {
    /// Every golden with a pending change (changed, new or removed).
    let pending: Set<String>

    init(_ items: [ReviewItem]) {
        pending = Set(items.lazy.filter { $0.status != .unchanged }.map(\.name))
    }

    func names(of item: ReviewItem) -> [String] {
        guard item.name.hasSuffix(".txt") else { return [item.name] }
        let stem = item.name.dropLast(4)
        return [item.name] + [stem + ".json", stem + ".steps.json"].filter(pending.contains)
    }
}
