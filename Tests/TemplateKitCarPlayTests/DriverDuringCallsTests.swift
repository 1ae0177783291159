#if canImport(CarPlay)
import CarPlay
#else
import CarPlayShim
#endif
import Testing
import TemplateKitCarPlay
import TemplateKitLite

#if !canImport(CarPlay)

/// What the driver does while the adapter's own calls await CarPlay's answers: the car
/// changes under the calls, and the adapter's picture must follow the car, not its plan.
@MainActor @Suite(.serialized) struct DriverDuringCallsTests {
    let plan = UpdatePlanTests()

    func stack(_ ids: String...) -> NavigationStack {
        NavigationStack(unchecked: plan.list("a", "A", []), pushed: ids.map { plan.list($0, $0.uppercased(), []) })
    }

    /// Two pushes go out; the driver taps Back after the first, before the second is
    /// answered: the car shows A › B › D, and so does the adapter's picture.
    @Test func aBackBetweenTwoPushesMakesTheCarsStackThePicture() {
        let car = plan.connect(stack("b"))
        var events: [NavigationStack.SystemEvent] = []
        car.onSystemEvent = { events.append($0) }
        car.show(stack("b", "c", "d"), now: 1)
        car.interfaceController.shimDriverTapsBack()  // pops C, just pushed
        CPShim.drain()
        #expect(car.interfaceController.templates.count == 3)
        #expect(car.display?.stack.pushed.map(\.title) == ["B", "D"], "the picture is what the car shows")
        #expect(car.journal.last == "the car changed while calls were in flight: depth 3, not 4; the picture is the car's")
        #expect(events.isEmpty, "C left from under D: not a Back the app can follow")
        #expect(CPShim.exceptions.isEmpty && car.failures.isEmpty)
    }

    /// After the driver's Back between two pushes, the app's next stack is planned from
    /// the car's: it succeeds, and a later Back on D is the driver's again.
    @Test func theNextShowStartsFromTheCarsStack() {
        let car = plan.connect(stack("b"))
        var events: [NavigationStack.SystemEvent] = []
        car.onSystemEvent = { events.append($0) }
        car.show(stack("b", "c", "d"), now: 1)
        car.interfaceController.shimDriverTapsBack()
        CPShim.drain()
        CPShim.calls = []
        car.show(stack("b", "d", "e"), now: 2)
        CPShim.drain()
        #expect(CPShim.calls == ["pushTemplate(CPListTemplate[E], animated: true)"])
        #expect(car.failures.isEmpty && CPShim.exceptions.isEmpty)
        car.interfaceController.shimDriverTapsBack()
        CPShim.drain()
        #expect(events == [.back])
        #expect(car.display?.stack.pushed.map(\.title) == ["B", "D"])
    }

    /// The adapter's own calls alone never read the car's stack nor journal a change.
    @Test func ownCallsAloneLeaveThePictureAsPlanned() {
        let car = plan.connect(stack())
        let before = car.journal.count
        car.show(stack("b", "c", "d"), now: 1)
        CPShim.drain()
        #expect(car.journal.dropFirst(before).allSatisfy { $0.hasPrefix("pushTemplate") })
        #expect(car.display?.stack.pushed.map(\.title) == ["B", "C", "D"])
    }
}

#endif
