import GoldenCore
/// The review page's sidebar: every golden grouped by screen (`relisten/artists`) →
/// variant (`empty`), each with a status dot and a link to its card; groups with a
/// pending change are open.
struct ReviewSidebar {
    let items: [ReviewItem]

    func html() -> String {
        var groups: [(name: String, items: [(Int, ReviewItem)])] = []
        var index: [String: Int] = [:]
        let sorted = ReviewPage(items: items).sorted
        for (position, item) in sorted.enumerated() {
            let key = (item.kind == .file ? "files: " : "") + item.group
            if let at = index[key] { groups[at].items.append((position, item)) } else {
                index[key] = groups.count
                groups.append((key, [(position, item)]))
            }
        }
        // Screens and journeys first, developer files (JSON twins, logs) after them.
        groups.sort { a, b in
            let (x, y) = (a.name.hasPrefix("files: "), b.name.hasPrefix("files: "))
            return x != y ? !x : Array(a.name.utf8).lexicographicallyPrecedes(Array(b.name.utf8))
        }
        var out = "<nav id=\"sidebar\" aria-label=\"Goldens\">"
        for group in groups {
            let open = group.items.contains { $0.1.status != .unchanged } ? " open" : ""
            let cls = group.name.hasPrefix("files: ") ? "group filegroup" : "group"
            out += "<details class=\"\(cls)\"\(open)><summary>\(HTML.escape(group.name))</summary><ul>"
            for (_, item) in group.items {
                out += "<li class=\"link \(item.status.rawValue)\" data-name=\"\(HTML.escape(item.name))\">"
                    + "<a href=\"#\(HTML.escape(item.anchor))\"><span class=\"dot \(item.status.rawValue)\" title=\"\(item.status.rawValue)\"></span>"
                    + HTML.escape(item.variant) + "</a></li>"
            }
            out += "</ul></details>"
        }
        return out + "</nav>"
    }
}
