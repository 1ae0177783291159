import Testing

@testable import TemplateKitLite

@Suite struct UncheckedStackTests {
    @Test func popsInReverseOrderPastItsFirstCapacity() {
        var stack = UncheckedStack<Int>(capacity: 2)
        for value in 0..<100 { stack.push(value) }
        #expect(stack.count == 100)
        var popped: [Int] = []
        while stack.count > 0 { popped.append(stack.pop()) }
        #expect(popped == Array((0..<100).reversed()))
    }
}
