import TemplateKitLite

/// What the model says the car shows, as markup attributes for checks that compare a
/// drawing with the JSON: `data-rows`, `data-hidden-items`, `data-actions`,
/// `data-hidden-actions`, `data-buttons`, `data-hidden-buttons` (each only where the
/// template has them). The SVG drawing and the review page's car carry the same ones.
///
///     CarViewCounts.attributes(CarView(.list(queue), profile: .limited))   // " data-rows=\"12\" data-hidden-items=\"3\""
package enum CarViewCounts {
    package static func attributes(_ view: CarView) -> String {
        var out = ""
        if let list = view.list {
            out += " data-rows=\"\(list.sections.reduce(0) { $0 + $1.items.count })\" data-hidden-items=\"\(list.hiddenItemCount)\""
        }
        if let actions = view.alertActions {
            out += " data-actions=\"\(actions.shown.count)\" data-hidden-actions=\"\(actions.hidden.count)\""
        }
        if let buttons = view.gridButtons {
            out += " data-buttons=\"\(buttons.shown.count)\" data-hidden-buttons=\"\(buttons.hidden.count)\""
        }
        return out
    }
}
