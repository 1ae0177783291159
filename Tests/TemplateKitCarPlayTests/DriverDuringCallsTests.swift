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
    /// An empty list `id` titled `title`.
    func list(_ id: String, _ title: String) -> Template {
        ListTemplate(title: title, sections: []).id(id).template
    }

    /// A › the lists `ids`, each titled with its id upper-cased.
    func stack(_ ids: String...) -> NavigationStack {
        NavigationStack(unchecked: list("a", "A"), pushed: ids.map { list($0, $0.uppercased()) })
    }

    /// A car connected showing `stack`, its calls answered and the call record cleared.
    func connect(_ stack: NavigationStack) -> CarPlayAdapter {
        CPShim.recording()
        let car = CarPlayAdapter(interfaceController: CPInterfaceController(shim: ()), images: TestImages()) { _ in }
        car.show(stack, now: 0)
        CPShim.drain()
        CPShim.calls = []
        return car
    }

    /// Two pushes go out; the driver taps Back after the first, before the second is
    /// answered: the car shows A › B › D, and so does the adapter's picture.
    @Test func aBackBetweenTwoPushesMakesTheCarsStackThePicture() {
        let car = connect(stack("b"))
        var events: [NavigationStack.SystemEvent] = []
        car.onSystemEvent = { events.append($0) }
        car.show(stack("b", "c", "d"), now: 1)
        car.interfaceController.shimDriverTapsBack()  // pops C, just pushed
        CPShim.drain()
        #expect(car.interfaceController.templates.count == 3)
        let picture: [String?]? = car.display?.stack.pushed.map(\.title)
        #expect(picture == ["B", "D"], "the picture is what the car shows")
        #expect(car.journal.last == #"the car changed while calls were in flight: "A" › "B" › "D", not "A" › "B" › "C" › "D"; the app is told"#)
        let told: [[String?]?] = events.map(\.carStackTitles)
        #expect(told == [["B", "D"]], "one event: what the car shows")
        #expect(CPShim.exceptions.isEmpty && car.failures.isEmpty)
    }

    /// Audit 4, N1 (R1): the app that follows the event re-renders what the car shows, so
    /// its next render (a progress tick) no longer takes the driver back to C.
    @Test func theAppFollowingTheCarIsNotUndoneAtItsNextRender() throws {
        let car = connect(stack("b"))
        var app = stack("b", "c", "d")
        car.onSystemEvent = { try? app.accept($0) }
        car.show(app, now: 1)
        car.interfaceController.shimDriverTapsBack()
        CPShim.drain()
        CPShim.calls = []
        #expect(app.pushed.map(\.title) == ["B", "D"])
        #expect(car.show(app, now: 2).isEmpty)
        CPShim.drain()
        #expect(CPShim.calls.isEmpty, "no pop of D, no push of C again: \(CPShim.calls)")
        #expect(car.interfaceController.templates.count == 3)
    }

    /// Audit 4, N2 (R2): a tab tapped while the pushes planned for tab A go out. The calls
    /// still queued are dropped; the push CarPlay made after its tab switch (before it told
    /// the app) stays where it landed; the app hears one event with the car's stacks; back on
    /// tab A, the driver's one Back is one `.back`.
    @Test func aTabTappedDuringPushesDropsTheQueuedCallsAndIsOneEvent() throws {
        let tabs: Template = TabBarTemplate(tabs: [Tab("A", content: list("a", "A")), Tab("B", content: list("b", "B"))]).id("root").template
        var app = NavigationStack(unchecked: tabs)
        let car = connect(app)
        var events: [NavigationStack.SystemEvent] = []
        car.onSystemEvent = { events.append($0); try? app.accept($0) }
        app = NavigationStack(unchecked: tabs, pushed: [list("c", "C"), list("d", "D"), list("e", "E")])
        car.show(app, now: 1)
        let bar = try #require(car.interfaceController.rootTemplate as? CPTabBarTemplate)
        bar.shimDriverSelects(1)  // while the push of C is in flight
        CPShim.drain()
        #expect(!CPShim.calls.contains("pushTemplate(CPListTemplate[E], animated: true)"), "planned for tab A: dropped")
        let carTitles: [String?]? = events.first?.carStackTitles, tabA: [String?]? = app.tabStacks[0]?.map(\.title)
        #expect(events.count == 1 && carTitles == ["D"] && app.selectedTab == 1)
        #expect(tabA == ["C"], "tab A keeps what the car made on it")
        CPShim.calls = []
        #expect(car.show(app, now: 2).isEmpty, "the app agrees with the car")
        bar.shimDriverSelects(0)
        CPShim.drain()
        let pushed: [String?] = app.pushed.map(\.title)
        #expect(car.interfaceController.templates.count == 2 && pushed == ["C"])
        car.interfaceController.shimDriverTapsBack()
        CPShim.drain()
        let later: [NavigationStack.SystemEvent] = Array(events.dropFirst())
        #expect(later == [.selectedTab(0), .back], "one Back is one .back")
        #expect(car.show(app, now: 3).isEmpty && CPShim.calls.isEmpty && car.failures.isEmpty)
    }

    /// The system's now playing pushed while the adapter's pushes go out: the queued push
    /// is dropped, and the app hears `.showedNowPlaying` (one step from its picture).
    @Test func theSystemsNowPlayingDuringPushesIsOneEvent() {
        let car = connect(stack("b"))
        var events: [NavigationStack.SystemEvent] = []
        car.onSystemEvent = { events.append($0) }
        car.show(stack("b", "c"), now: 1)
        car.interfaceController.shimSystemShowsNowPlaying()
        CPShim.drain()
        #expect(events.count == 1 && CPShim.exceptions.isEmpty && car.failures.isEmpty)
        #expect(car.display?.stack.visible.kindName == "nowPlaying")
    }

    /// After the driver's Back between two pushes, the app's next stack is planned from
    /// the car's: it succeeds, and a later Back on D is the driver's again.
    @Test func theNextShowStartsFromTheCarsStack() {
        let car = connect(stack("b"))
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
        #expect(events.dropFirst() == [.back])
        #expect(car.display?.stack.pushed.map(\.title) == ["B", "D"])
    }

    /// The adapter's own calls alone never read the car's stack nor journal a change.
    @Test func ownCallsAloneLeaveThePictureAsPlanned() {
        let car = connect(stack())
        let before = car.journal.count
        car.show(stack("b", "c", "d"), now: 1)
        CPShim.drain()
        #expect(car.journal.dropFirst(before).allSatisfy { $0.hasPrefix("pushTemplate") })
        #expect(car.display?.stack.pushed.map(\.title) == ["B", "C", "D"])
    }
}

extension NavigationStack.SystemEvent {
    /// The titles pushed on the car's stack of a `.carShows` event.
    var carStackTitles: [String?]? {
        if case .carShows(let car) = self { car.pushed.map(\.title) } else { nil }
    }
}

#endif
