import Testing
import TemplateKitLite

/// The builder keeps rows in the order they are written, whatever mix of statements
/// makes them (loops move their elements into the result back to front).
@Suite struct BuilderOrderTests {
    private func texts(_ section: ListSection) -> [String] {
        section.items.map { element in
            switch element {
            case .item(let item): item.text
            case .imageRow(let row): "row:" + (row.text ?? "")
            }
        }
    }

    @Test func mixedStatementsKeepTheirOrder() {
        let empty: [Int] = []
        let section = ListSection("Mixed") {
            ListItem("first")
            for number in 1...3 {
                ListItem("loop \(number)")
                if number == 2 { ListItem("inside \(number)") }
            }
            for number in empty { ListItem("never \(number)") }
            ImageRowItem("images", elements: [])
            for number in [7, 8] {
                if number.isMultiple(of: 2) { ListItem("even \(number)") } else { ListItem("odd \(number)") }
            }
            for outer in ["a", "b"] {
                for inner in 1...2 { ListItem(outer + String(inner)) }
            }
            ListItem("last")
        }
        #expect(texts(section) == ["first", "loop 1", "loop 2", "inside 2", "loop 3", "row:images", "odd 7", "even 8",
                                   "a1", "a2", "b1", "b2", "last"])
    }

    @Test func aLoopAloneAndAnEmptyBodyBuildAsWritten() {
        let many = ListSection { for number in 0..<1_000 { ListItem(String(number)) } }
        let expected: [String] = (0..<1_000).map(String.init)
        #expect(texts(many) == expected)
        let none = ListSection { for number in 0..<0 { ListItem(String(number)) } }
        #expect(none.items.isEmpty)
    }
}
