/// The one result builder of the DSL: collects elements of one type, with `if`, `if let`,
/// `switch`, `for` and `#available` inside.
///
///     ListSection("Live") {
///         for station in stations { ListItem(station.name) }
///         if showsArchive { ListItem("Archive").accessory(.disclosureIndicator) }
///     }
///
/// Every method is `@inlinable` so that the compiler specializes it in the module that
/// writes the body (unspecialized, each call looked up generic metadata at run time).
@resultBuilder
public enum ArrayBuilder<Element> {
    /// One element.
    @inlinable public static func buildExpression(_ element: Element) -> [Element] { [element] }
    /// A body of one statement (the usual `for` body), without packing it in a variadic array.
    @inlinable public static func buildBlock(_ part: [Element]) -> [Element] { part }
    /// The statements of a body, in order.
    @inlinable public static func buildBlock(_ parts: [Element]...) -> [Element] { concatenated(parts) }
    /// `if` without `else`.
    @inlinable public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    /// `if`/`else` and `switch`, first branch.
    @inlinable public static func buildEither(first part: [Element]) -> [Element] { part }
    /// `if`/`else` and `switch`, second branch.
    @inlinable public static func buildEither(second part: [Element]) -> [Element] { part }
    /// `for … in …`: each pass's elements are moved, not copied, into the result.
    @inlinable public static func buildArray(_ parts: consuming [[Element]]) -> [Element] { moved(parts) }
    /// `if #available(…)`.
    @inlinable public static func buildLimitedAvailability(_ part: [Element]) -> [Element] { part }

    /// `parts` end to end, each element moved out of its part (a `for` body makes one
    /// small array per pass; copying from it then freeing it retained and released every
    /// field of every element). Parts and their elements are taken from the back, the only
    /// end an array gives up ownership from, and the result is filled back to front.
    @inlinable static func moved(_ parts: consuming [[Element]]) -> [Element] {
        let total = parts.reduce(0) { $0 + $1.count }
        return [Element](unsafeUninitializedCapacity: total) { buffer, count in
            var end = total
            while var part = parts.popLast() {
                while let element = part.popLast() {
                    end -= 1
                    (buffer.baseAddress! + end).initialize(to: element)
                }
            }
            count = total
        }
    }

    /// `parts` end to end in one allocation (`Array(parts.joined())` grows as it goes).
    @inlinable static func concatenated(_ parts: [[Element]]) -> [Element] {
        if parts.count == 1 { return parts[0] }
        var all: [Element] = []
        all.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { all.append(contentsOf: part) }
        return all
    }
}

extension ArrayBuilder where Element == ListElement {
    /// A plain row in a section.
    @inlinable public static func buildExpression(_ item: ListItem) -> [ListElement] { [.item(item)] }
    /// An image row in a section.
    @inlinable public static func buildExpression(_ row: ImageRowItem) -> [ListElement] { [.imageRow(row)] }
}
