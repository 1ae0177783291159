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
    /// What one statement of a body gives: one element (a row, the usual `for` body,
    /// kept inline: an array per pass of a 10,000-row loop was an allocation and a free
    /// per row), or several.
    public enum Part {
        case one(Element)
        case many([Element])

        /// How many elements this part holds.
        @inlinable var count: Int {
            switch self {
            case .one: 1
            case .many(let elements): elements.count
            }
        }

        /// The elements as an array.
        @inlinable var elements: [Element] {
            switch self {
            case .one(let element): [element]
            case .many(let elements): elements
            }
        }
    }

    /// One element.
    @inlinable public static func buildExpression(_ element: Element) -> Part { .one(element) }
    /// A body of one statement (the usual `for` body), without packing it in a variadic array.
    @inlinable public static func buildBlock(_ part: Part) -> Part { part }
    /// The statements of a body, in order.
    @inlinable public static func buildBlock(_ parts: Part...) -> Part { .many(moved(parts)) }
    /// `if` without `else`.
    @inlinable public static func buildOptional(_ part: Part?) -> Part { part ?? .many([]) }
    /// `if`/`else` and `switch`, first branch.
    @inlinable public static func buildEither(first part: Part) -> Part { part }
    /// `if`/`else` and `switch`, second branch.
    @inlinable public static func buildEither(second part: Part) -> Part { part }
    /// `for … in …`.
    @inlinable public static func buildArray(_ parts: consuming [Part]) -> Part { .many(moved(parts)) }
    /// `if #available(…)`.
    @inlinable public static func buildLimitedAvailability(_ part: Part) -> Part { part }
    /// The body's elements.
    @inlinable public static func buildFinalResult(_ part: Part) -> [Element] { part.elements }

    /// `parts` end to end in one allocation, each element moved out of its part rather than
    /// copied (a copy retains every field of an element, and freeing the parts then releases
    /// them all).
    /// Parts are taken from the back, the end an array gives up ownership from, and the
    /// result is filled back to front.
    @inlinable static func moved(_ parts: consuming [Part]) -> [Element] {
        if parts.count == 1 { return parts.removeLast().elements }
        let total = parts.reduce(0) { $0 + $1.count }
        return [Element](unsafeUninitializedCapacity: total) { buffer, count in
            var end = total
            while let part = parts.popLast() {
                switch consume part {
                case .one(let element):
                    end -= 1
                    (buffer.baseAddress! + end).initialize(to: element)
                case .many(var elements):
                    while let element = elements.popLast() {
                        end -= 1
                        (buffer.baseAddress! + end).initialize(to: element)
                    }
                }
            }
            count = total
        }
    }
}

extension ArrayBuilder where Element == ListElement {
    /// A plain row in a section.
    @inlinable public static func buildExpression(_ item: consuming ListItem) -> Part { .one(.item(item)) }
    /// An image row in a section.
    @inlinable public static func buildExpression(_ row: consuming ImageRowItem) -> Part { .one(.imageRow(row)) }
}
