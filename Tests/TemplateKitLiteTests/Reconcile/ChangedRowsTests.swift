import Testing
@testable import TemplateKitLite

/// Which kept rows the reconciler reads as changed: the same value (an app's kept row) by
/// its bits, a rebuilt row by `==`, whatever the path the answer is the same.
@Suite struct ChangedRowsTests {
    static let items = (0..<6).map { ListItem("Track \($0)").id("t\($0)").detail("Artist • 1977").action(Action("play")) }
    static let rows = items.map(ListElement.item)

    /// `rows` as an app's next state: the array copied, row `index` replaced by `row`.
    static func replacing(_ index: Int, with row: ListItem) -> [ListElement] {
        var next = rows
        next[index] = .item(row)
        return next
    }

    static func renamed(_ index: Int, _ text: String) -> ListItem {
        var row = items[index]
        row.text = text
        return row
    }

    @Test func aKeptRowIsUnchangedAndTheReplacedOneChanged() {
        #expect(ChangedRows.positions(Self.rows, Self.rows, count: 6) == [])
        #expect(ChangedRows.positions(Self.rows, Self.replacing(2, with: Self.renamed(2, "Renamed")), count: 6) == [2])
    }

    @Test func rebuiltRowsAreComparedByValue() {
        let rebuilt = Self.items.map(ListElement.item)
        #expect(ChangedRows.positions(Self.rows, rebuilt, count: 6) == [])
        #expect(ChangedRows.positions(Self.rows, Self.replacing(4, with: Self.items[4]), count: 6) == [], "an equal row built anew")
        var changed = Self.items
        changed[3].detailText = "Other"
        #expect(ChangedRows.positions(Self.rows, changed.map(ListElement.item), count: 6) == [3])
    }

    @Test func onlyTheKeptRowsAreRead() {
        let next = Self.replacing(5, with: Self.renamed(5, "Renamed"))
        #expect(ChangedRows.positions(Self.rows, next, count: 5) == [])
        #expect(ChangedRows.positions(Self.rows, Array(next.prefix(3)), count: 6) == [])
    }

    @Test func imageRowsToo() {
        let image = ImageRowItem("Picks", elements: [ImageRowElement(.card, image: .symbol("star"))])
        let rows = [ListElement.imageRow(image)]
        var other = image
        other.text = "Other"
        #expect(ChangedRows.positions(rows, rows, count: 1) == [])
        #expect(ChangedRows.positions(rows, [.imageRow(image)], count: 1) == [])
        #expect(ChangedRows.positions(rows, [.imageRow(other)], count: 1) == [0])
    }

    @Test func sameIDsLooksAtTheKeptRowsIDs() {
        #expect(ChangedRows.sameIDs(Self.rows, Self.replacing(1, with: Self.renamed(1, "Renamed")), count: 6))
        #expect(ChangedRows.sameIDs(Self.rows, Self.items.map(ListElement.item), count: 6))
        let moved = Self.replacing(1, with: Self.items[1].id("other"))
        #expect(!ChangedRows.sameIDs(Self.rows, moved, count: 6))
        #expect(ChangedRows.sameIDs(Self.rows, moved, count: 1), "row 1 is past what the car keeps")
    }
}
