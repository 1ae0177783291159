import GoldenCore
import Foundation

/// What a JSON golden says a car shows — rows drawn, rows hidden, alert actions shown and
/// hidden — read from the JSON text alone, independently of ``CarView``, so the browser
/// check can compare it with what the page actually drew.
///
///     GoldenCounts(json: #"{"template":{"kind":"list","sections":[{"items":[{}]}]}}"#)?.rows   // 1
package struct GoldenCounts: Sendable, Hashable {
    package var rows = 0
    package var hiddenItems = 0
    package var actions = 0
    package var hiddenActions = 0

    /// Nil when the text is not a render's JSON (no `template` object).
    package init?(json: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              var template = object["template"] as? [String: Any]
        else { return nil }
        if template["kind"] as? String == "tabBar", let tabs = template["tabs"] as? [[String: Any]] {
            let index = template["selectedIndex"] as? Int ?? 0
            guard tabs.indices.contains(index), let content = tabs[index]["content"] as? [String: Any] else { return nil }
            template = content
        }
        let hidden = template["hiddenOnThisCar"] as? [String: Any] ?? [:]
        switch template["kind"] as? String {
        case "list":
            let sections = template["sections"] as? [[String: Any]] ?? []
            rows = sections.reduce(0) { $0 + (($1["items"] as? [Any])?.count ?? 0) }
            hiddenItems = hidden["items"] as? Int ?? 0
        case "alert", "actionSheet":
            actions = (template["actions"] as? [Any])?.count ?? 0
            hiddenActions = hidden["actions"] as? Int ?? 0
        default: break
        }
    }

    /// `data-json-rows="12" data-json-hidden-items="16" …` for a card.
    package var attributes: String {
        " data-json-rows=\"\(rows)\" data-json-hidden-items=\"\(hiddenItems)\""
            + " data-json-actions=\"\(actions)\" data-json-hidden-actions=\"\(hiddenActions)\""
    }
}
