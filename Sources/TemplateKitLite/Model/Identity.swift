/// How the reconciler tells "the same node, changed" from "a different node": templates,
/// sections, rows, image-row elements, grid and now-playing buttons carry an optional `id`.
///
/// When `id` is `nil` the documented default applies:
/// - a template is `kind:title` (`list:Years`; a tab bar is `tabBar`, now playing is
///   `nowPlaying`, the shared instance), so a new title is a new template, as in CarPlay;
/// - anything else is its position among its siblings, `#0`, `#1`, … — an insertion then
///   reads as changes to every later row, so give rows of data an `id` (a uuid, a slug).
///
///     ListItem("1977-05-08").id(show.uuid)
///     Identity.key(nil, at: 3)            // "#3"
public enum Identity {
    /// The identity of a child: its `id`, else `#position`.
    public static func key(_ id: String?, at position: Int) -> String { id ?? "#\(position)" }

    /// The key of row `position` among `rows`: ``key(_:at:)``, except that an id an earlier
    /// row already carries becomes `id#position`, so each row keeps its own key (two rows
    /// with one id are a validation warning; the car still shows both, each tap its own).
    ///
    ///     Identity.rowKey(of: [x, x], at: 1)   // "x#1"
    public static func rowKey(of rows: [ListElement], at position: Int) -> String {
        guard let id = rows[position].id else { return "#\(position)" }
        return rows[..<position].contains { $0.id == id } ? "\(id)#\(position)" : id
    }

    /// The keys of siblings in order.
    public static func keys(_ ids: [String?]) -> [String] {
        ids.enumerated().map { key($0.element, at: $0.offset) }
    }

    /// The explicit ids that occur more than once, in order of their second occurrence.
    public static func duplicates(_ ids: [String?]) -> [String] {
        var seen = Set<String>(), reported = Set<String>(), result: [String] = []
        for case let id? in ids {
            // Sized at the first id: growing rehashed every id seen so far (a long list's
            // ids are checked on every validation); a list without ids allocates nothing.
            if seen.isEmpty { seen.reserveCapacity(ids.count) }
            if !seen.insert(id).inserted && reported.insert(id).inserted { result.append(id) }
        }
        return result
    }
}

extension ListElement {
    /// The row's explicit id.
    public var id: String? {
        switch self {
        case .item(let item): item.id
        case .imageRow(let row): row.id
        }
    }
}

extension Template {
    /// The template's explicit id, if it carries one.
    public var id: String? {
        switch self {
        case .tabBar(let t): t.id
        case .list(let t): t.id
        case .grid(let t): t.id
        case .nowPlaying(let t): t.id
        case .alert(let t): t.id
        case .actionSheet(let t): t.id
        case .unsupported: nil
        }
    }

    /// The identity the reconciler uses: `id`, else `kind:title` (see ``Identity``).
    public var identity: String {
        if let id { return id }
        switch self {
        case .tabBar, .nowPlaying: return kindName
        default: return "\(kindName):\(title ?? "")"
        }
    }
}

extension Template {
    /// The same template carrying `id` (an unsupported template carries none).
    public func identified(_ id: String?) -> Template {
        switch self {
        case .tabBar(let t): .tabBar(t.id(id))
        case .list(let t): .list(t.id(id))
        case .grid(let t): .grid(t.id(id))
        case .nowPlaying(let t): .nowPlaying(t.id(id))
        case .alert(let t): .alert(t.id(id))
        case .actionSheet(let t): .actionSheet(t.id(id))
        case .unsupported: self
        }
    }
}
