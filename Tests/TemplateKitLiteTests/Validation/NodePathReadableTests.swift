import Testing
import TemplateKitLite

/// ``NodePath/readable``: what `lint` and `serve` print, counted from 1 as a designer counts.
@Suite struct NodePathReadableTests {
    @Test func indicesCountFromOneAndRowsAreRows() {
        let path = NodePath([.tab(1), .template(.init(title: "Years", kind: "list")), .section(2), .item(14), .element(0)])
        #expect(path.description == "tabs[1] › \"Years\" › section 2 › item 14 › element 0")
        #expect(path.readable == "tab 2 › \"Years\" › section 3 › row 15 › element 1")
        #expect(NodePath([.headerButton(0), .button(3)]).readable == "header button 1 › button 4")
        #expect(NodePath().readable == "root")
    }
}
