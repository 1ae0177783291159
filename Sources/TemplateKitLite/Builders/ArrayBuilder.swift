/// The one result builder of the DSL: collects elements of one type, with `if`, `if let`,
/// `switch`, `for` and `#available` inside.
///
///     ListSection("Live") {
///         for station in stations { ListItem(station.name) }
///         if showsArchive { ListItem("Archive").accessory(.disclosureIndicator) }
///     }
@resultBuilder
public enum ArrayBuilder<Element> {
    /// One element.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    /// The statements of a body, in order.
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    /// `if` without `else`.
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    /// `if`/`else` and `switch`, first branch.
    public static func buildEither(first part: [Element]) -> [Element] { part }
    /// `if`/`else` and `switch`, second branch.
    public static func buildEither(second part: [Element]) -> [Element] { part }
    /// `for … in …`.
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
    /// `if #available(…)`.
    public static func buildLimitedAvailability(_ part: [Element]) -> [Element] { part }
}

extension ArrayBuilder where Element == ListElement {
    /// A plain row in a section.
    public static func buildExpression(_ item: ListItem) -> [ListElement] { [.item(item)] }
    /// An image row in a section.
    public static func buildExpression(_ row: ImageRowItem) -> [ListElement] { [.imageRow(row)] }
}
