#if canImport(CarPlay)
import CarPlay
#else
import CarPlayShim
#endif
import Testing
import TemplateKitCarPlay
import TemplateKitLite

#if !canImport(CarPlay)

/// A loader whose remote images arrive one by one, when the test says so.
@MainActor final class OneByOneImages: ImageLoader {
    var waiting: [(url: String, done: @MainActor (UIImage?) -> Void)] = []
    var requested: [String] = []
    func immediate(_ image: TemplateImage) -> UIImage? {
        switch image {
        case .asset(let n): UIImage(named: n)
        case .symbol(let n): UIImage(systemName: n)
        case .remote(_, let placeholder): UIImage(named: placeholder ?? "placeholder")
        }
    }
    func load(_ url: String, completion: @escaping @MainActor (UIImage?) -> Void) {
        requested.append(url)
        waiting.append((url, completion))
    }
    /// The download of `url` finishes.
    func arrive(_ url: String) {
        guard let index = waiting.firstIndex(where: { $0.url == url }) else { return }
        let load = waiting.remove(at: index)
        load.done(UIImage(shimName: "loaded \(url)"))
    }
    func arriveAll() { while let first = waiting.first { arrive(first.url) } }
}

/// The update plan through the shim, one behaviour a test (the audit's experiments E3, E5,
/// E7, E8, IR1, MX, T1 and the adapter red team): what a driver should notice is nothing.
@MainActor @Suite(.serialized) struct UpdatePlanTests {
    typealias A = AdapterTests

    func connect(_ stack: NavigationStack, images: any ImageLoader = TestImages(),
                 actions: @escaping (Action) -> Void = { _ in }) -> CarPlayAdapter {
        CPShim.recording()
        let car = CarPlayAdapter(interfaceController: CPInterfaceController(shim: ()), images: images, onAction: actions)
        car.show(stack, now: 0)
        CPShim.drain()
        CPShim.calls = []
        return car
    }

    func rows(_ count: Int, image: (Int) -> TemplateImage? = { _ in nil }) -> [ListItem] {
        (0..<count).map { ListItem("Row \($0)").id("r\($0)").image(image($0)).action(Action("tap\($0)")) }
    }

    func list(_ id: String, _ title: String, _ items: [ListItem]) -> Template {
        ListTemplate(title: title, sections: [ListSection(items: items.map(ListElement.item)).id("s")]).id(id).template
    }

    static let nowPlaying = NowPlayingTemplate(NowPlayingInfo(title: "El Paso")) {
        NowPlayingButton(.shuffle, label: "Shuffle", isSelected: false)
    }.upNext("Up Next", action: Action("upNext"))

    // E3
    @Test func theSystemsNowPlayingIsFollowedNeverPoppedAndPushedAgain() throws {
        var events: [NavigationStack.SystemEvent] = []
        CPShim.recording()
        let car = CarPlayAdapter(interfaceController: CPInterfaceController(shim: ()), images: TestImages()) { _ in }
        car.onSystemEvent = { events.append($0) }
        car.show(NavigationStack(unchecked: A.tabs()), now: 0, nowPlaying: Self.nowPlaying)
        CPShim.drain()
        #expect(CPShim.calls.contains("CPNowPlayingTemplate.shared.isUpNextButtonEnabled = true"), "configured at connect")
        CPShim.calls = []
        car.interfaceController.shimSystemShowsNowPlaying()
        CPShim.drain()
        #expect(CPShim.calls == ["system: push(CPNowPlayingTemplate.shared)"], "the system's own push, not the app's call")
        CPShim.calls = []
        #expect(events.count == 1)
        let followed = try #require(car.display?.stack)
        #expect(car.show(followed, now: 1, nowPlaying: Self.nowPlaying).isEmpty)
        CPShim.drain()
        #expect(CPShim.calls.isEmpty, "\(CPShim.calls)")
        #expect(car.interfaceController.topTemplate === CPNowPlayingTemplate.shared)
    }

    // E5
    @Test func aListPastALimitedCarsRowsSendsNothingForTheHiddenRows() {
        let twelve = NavigationStack(unchecked: list("l", "L", rows(12)), profile: .limited)
        let car = connect(twelve)
        #expect(car.show(NavigationStack(unchecked: list("l", "L", rows(13)), profile: .limited), now: 1).isEmpty)
        var renamed = rows(13)
        renamed[12].text = "Renamed"
        #expect(car.show(NavigationStack(unchecked: list("l", "L", renamed), profile: .limited), now: 2).isEmpty)
        CPShim.drain()
        #expect(CPShim.calls.isEmpty)
        #expect((car.interfaceController.rootTemplate as? CPListTemplate)?.itemCount == 12)
        #expect(car.objectCount == 13, "one template and the 12 rows the car keeps")
    }

    // E7
    @Test func nowPlayingIsConfiguredOnceNotOnEveryPush() {
        let base = NavigationStack(unchecked: list("q", "Queue", rows(2)))
        let car = connect(NavigationStack(unchecked: list("q", "Queue", rows(2)), pushed: [.nowPlaying(Self.nowPlaying)]))
        car.show(base, now: 1)
        CPShim.drain()
        CPShim.calls = []
        car.show(NavigationStack(unchecked: list("q", "Queue", rows(2)), pushed: [.nowPlaying(Self.nowPlaying)]), now: 2)
        CPShim.drain()
        #expect(CPShim.calls == ["pushTemplate(CPNowPlayingTemplate.shared, animated: true)"])
    }

    // E8
    @Test func insertingARowKeepsTheOtherRowsAndTheirLoadedImages() {
        let images = OneByOneImages()
        let art = { (i: Int) -> TemplateImage? in .remote("https://x/\(i).png", placeholder: "art") }
        let car = connect(NavigationStack(unchecked: list("l", "L", rows(5, image: art))), images: images)
        images.arriveAll()
        let before = (car.interfaceController.rootTemplate as? CPListTemplate)?.sections[0].items.compactMap { $0 as? CPListItem } ?? []
        CPShim.calls = []
        images.requested = []
        var six = rows(5, image: art)
        six.insert(ListItem("New").id("new").image(.remote("https://x/new.png", placeholder: "art")), at: 2)
        car.show(NavigationStack(unchecked: list("l", "L", six)), now: 1)
        CPShim.drain()
        images.arriveAll()
        let after = (car.interfaceController.rootTemplate as? CPListTemplate)?.sections[0].items.compactMap { $0 as? CPListItem } ?? []
        #expect(images.requested == ["https://x/new.png"], "only the new row's image is fetched")
        #expect(CPShim.calls == ["CPListTemplate[L].updateSections(1 sections, 6 items)", "CPListItem[New].setImage(loaded https://x/new.png)"],
                "\(CPShim.calls)")
        #expect(zip(before, after.filter { $0.text != "New" }).allSatisfy { $0 === $1 }, "the kept rows are the same objects")
        #expect(after.first?.image?.shimName == "loaded https://x/0.png")
    }

    static func imageRow(_ title: String, _ elements: [ImageRowElement]) -> Template {
        let row = ImageRowItem(title, elements: elements).id("row")
        return ListTemplate(title: "L", sections: [ListSection(items: [.imageRow(row)]).id("s")]).id("l").template
    }

    // IR1
    @Test func anImageRowTitleChangeSetsTheTitleAndKeepsTheLoadedArtwork() throws {
        let images = OneByOneImages()
        let element = ImageRowElement(.grid, image: .remote("https://x/a.png", placeholder: "art"))
        let car = connect(NavigationStack(unchecked: Self.imageRow("Recent", [element])), images: images)
        images.arriveAll()
        let root: CPListTemplate = try #require(car.interfaceController.rootTemplate as? CPListTemplate)
        let item: CPListImageRowItem = try #require(root.sections[0].items[0] as? CPListImageRowItem)
        CPShim.calls = []
        car.show(NavigationStack(unchecked: Self.imageRow("Recently Played", [element])), now: 1)
        CPShim.drain()
        let artwork: String? = item.elements.first?.image.shimName
        let applied: [String] = car.applied.suffix(1).map(OperationLog.line)
        #expect(item.text == "Recently Played")
        #expect(artwork == "loaded https://x/a.png", "the artwork stays")
        #expect(images.waiting.isEmpty)
        #expect(applied == [#"text [l] › s › row "Recently Played": "Recently Played""#])
    }

    // MX
    @Test func mixedElementKindsTapTheActionOfTheElementTheCarShows() throws {
        var sent: [Action] = []
        let row = Self.imageRow("Mixed", [
            ImageRowElement(.grid, image: .asset("a")).action(Action("A")),
            ImageRowElement(.row, image: .asset("b"), title: "B").action(Action("B")),
            ImageRowElement(.grid, image: .asset("c")).action(Action("C")),
        ])
        let car = connect(NavigationStack(unchecked: row)) { sent.append($0) }
        let item = try #require((car.interfaceController.rootTemplate as? CPListTemplate)?.sections[0].items[0] as? CPListImageRowItem)
        #expect(item.elements.count == 2, "CarPlay shows one kind: A and C")
        item.listImageRowHandler?(item, 1) {}
        #expect(sent == [Action("C")])
    }

    // T1
    @Test func aTabBadgeChangeKeepsEveryTabsStack() throws {
        let tabs = { (badge: Bool) in
            TabBarTemplate(tabs: [Tab("A", content: self.list("a", "A", [])), Tab("B", showsBadge: badge, content: self.list("b", "B", []))])
                .id("root").template
        }
        let c = list("c", "C", [])
        let car = connect(NavigationStack(unchecked: tabs(false), pushed: [c]))
        let tabA = (car.interfaceController.rootTemplate as? CPTabBarTemplate)?.templates.first
        #expect(car.show(NavigationStack(unchecked: tabs(true), pushed: [c]), now: 1).map(OperationLog.line) == ["showsTabBadge [b]: true"])
        CPShim.drain()
        let bar = try #require(car.interfaceController.rootTemplate as? CPTabBarTemplate)
        #expect(bar.templates.first === tabA && bar.templates[1].showsTabBadge)
        CPShim.calls = []
        car.show(NavigationStack(unchecked: tabs(true)), now: 2)
        CPShim.drain()
        #expect(car.failures.isEmpty && CPShim.calls == ["popToRootTemplate(animated: true)"], "A's stack survived: C pops; \(CPShim.calls)")
    }

    // Red team: a Back the driver never made.
    @Test func aRetitledScreenIsReplacedWithoutAPhantomBack() {
        var events: [NavigationStack.SystemEvent] = []
        let car = connect(NavigationStack(unchecked: list("a", "A", []), pushed: [list("c", "C", [])]))
        car.onSystemEvent = { events.append($0) }
        car.show(NavigationStack(unchecked: list("a", "A", []), pushed: [list("c", "C (2)", [])]), now: 1)
        CPShim.drain()
        #expect(events.isEmpty, "the adapter's own pop is not the driver's Back")
        #expect(car.interfaceController.templates.count == 2)
        #expect(car.display?.stack.depth == 2)
    }

    @Test func theDriversBackIsFollowedAfterShowReturnsAndMayShowAgain() {
        var events: [NavigationStack.SystemEvent] = []
        let stack = NavigationStack(unchecked: list("a", "A", []), pushed: [list("b", "B", []), list("c", "C", [])])
        var car: CarPlayAdapter?
        car = connect(stack)
        car?.onSystemEvent = { event in
            events.append(event)
            car?.show(NavigationStack(unchecked: self.list("a", "A", []), pushed: [self.list("b", "B", [])]), now: 1)
        }
        car?.interfaceController.shimDriverTapsBack()
        #expect(events.isEmpty, "CarPlay has not told the app yet")
        CPShim.drain()
        #expect(events == [.back])
        #expect(CPShim.calls.isEmpty, "the car already popped; the app follows")
    }

    @Test func aStackPastTheDepthLimitIsRefusedAndTheCarKeepsItsPicture() {
        let car = connect(NavigationStack(unchecked: list("a", "A", [])))
        let six = NavigationStack(unchecked: list("a", "A", []), pushed: (1...5).map { list("p\($0)", "P\($0)", []) })
        #expect(car.show(six, now: 1).isEmpty)
        CPShim.drain()
        #expect(CPShim.calls.isEmpty && CPShim.exceptions.isEmpty)
        #expect(car.refusals == ["depth 6 is past the car's 5"])
        #expect(car.display?.stack.depth == 1)
    }

    @Test func oneIdentityTwiceIsRefused() {
        let car = connect(NavigationStack(unchecked: list("a", "A", [])))
        #expect(car.show(NavigationStack(unchecked: list("a", "A", []), pushed: [list("b", "B", []), list("b", "B", [])]), now: 1).isEmpty)
        #expect(car.refusals == ["template [b] is in the stack twice"])
    }

    /// Audit 4: duplicate row ids (validation skipped) used to make the adapter refuse the
    /// list, leaving the car empty; the driver sees every row, each tap its own action.
    @Test func duplicateRowIdsAreShownAndEachTapSendsItsOwnAction() throws {
        var sent: [Action] = []
        CPShim.recording()
        let car = CarPlayAdapter(interfaceController: CPInterfaceController(shim: ()), images: TestImages()) { sent.append($0) }
        let twins: [ListItem] = [ListItem("One").id("x").action(Action("1")), ListItem("Two").id("x").action(Action("2"))]
        #expect(!car.show(NavigationStack(unchecked: list("a", "A", twins)), now: 1).isEmpty)
        CPShim.drain()
        #expect(car.refusals.isEmpty)
        let shown: [CPListItem]? = (car.interfaceController.rootTemplate as? CPListTemplate)?.sections.first?.items as? [CPListItem]
        let rows: [CPListItem] = try #require(shown)
        let texts: [String?] = rows.map(\.text)
        #expect(texts == ["One", "Two"])
        for row in rows.reversed() { row.handler?(row) {} }
        #expect(sent == [Action("2"), Action("1")])
        let renamed: [ListItem] = [ListItem("One").id("x").action(Action("1")), ListItem("Deux").id("x").action(Action("2"))]
        CPShim.calls = []
        car.show(NavigationStack(unchecked: list("a", "A", renamed)), now: 2)
        #expect(CPShim.calls == ["CPListItem[Deux].setText(Deux)"], "the second row's setter reaches the second row")
    }

    @Test func aModalChangedBeforeCarPlayAnsweredIsNeverPresentedOverTheFirst() {
        let alert = { (t: String) in AlertTemplate(titleVariants: [t], actions: [AlertAction("OK")]).id("alert").template }
        let car = connect(NavigationStack(unchecked: list("a", "A", [])))
        car.show(NavigationStack(unchecked: list("a", "A", []), presented: alert("One")), now: 1)
        car.show(NavigationStack(unchecked: list("a", "A", []), presented: alert("Two")), now: 1)
        #expect(CPShim.calls == ["presentTemplate(CPAlertTemplate[One], animated: true)"], "the dismiss waits for the present's answer")
        CPShim.drain()
        #expect(CPShim.calls.suffix(2) == ["dismissTemplate(animated: true)", "presentTemplate(CPAlertTemplate[Two], animated: true)"])
        #expect(CPShim.exceptions.isEmpty && car.failures.isEmpty)
    }

    @Test func eachNavigationCallWaitsForTheAnswerToThePreviousOne() {
        let car = connect(NavigationStack(unchecked: list("a", "A", [])))
        car.show(NavigationStack(unchecked: list("a", "A", []), pushed: [list("b", "B", [])]), now: 1)
        car.show(NavigationStack(unchecked: list("a", "A", []), pushed: [list("b", "B", []), list("c", "C", [])]), now: 2)
        #expect(CPShim.calls == ["pushTemplate(CPListTemplate[B], animated: true)"])
        #expect(car.isBusy)
        CPShim.drain()
        #expect(CPShim.calls == ["pushTemplate(CPListTemplate[B], animated: true)", "pushTemplate(CPListTemplate[C], animated: true)"])
        #expect(!car.isBusy)
    }

    @Test func aFailureInTheMiddleReplansFromWhatTheCarReports() {
        let car = connect(NavigationStack(unchecked: list("a", "A", []), pushed: [list("b", "B", [])]))
        car.interfaceController.shimDriverTapsBack()  // the car pops; the adapter has not heard yet
        car.show(NavigationStack(unchecked: list("a", "A", []), pushed: [list("c", "C", [])]), now: 1)
        CPShim.drain()
        #expect(car.failures == ["popToRootTemplate: No templates were available to be popped."])
        #expect(CPShim.calls == ["popToRootTemplate(animated: true)", "pushTemplate(CPListTemplate[C], animated: true)"])
        #expect(car.interfaceController.templates.count == 2 && car.display?.stack.pushed.first?.title == "C")
        #expect(CPShim.exceptions.isEmpty)
    }

    /// The adapter's journal of a failure in the middle of a sequence, as a driver's car got it.
    @Test func theJournalShowsTheFailureAndTheCallsPlannedAgain() {
        let car = connect(NavigationStack(unchecked: list("a", "A", []), pushed: [list("b", "B", [])]))
        let before = car.journal.count
        car.interfaceController.shimDriverTapsBack()
        car.show(NavigationStack(unchecked: list("a", "A", []), pushed: [list("c", "C", [])]), now: 1)
        CPShim.drain()
        #expect(Array(car.journal.dropFirst(before)) == [
            "popToRootTemplate",
            "failed: popToRootTemplate: No templates were available to be popped.; planned again from the car",
            #"pushTemplate list "C" [c]"#,
        ])
    }

    @Test func pushesRestoredAtConnectAreNotAnimated() {
        CPShim.recording()
        let car = CarPlayAdapter(interfaceController: CPInterfaceController(shim: ()), images: TestImages()) { _ in }
        car.show(NavigationStack(unchecked: list("a", "A", []), pushed: [list("b", "B", []), list("c", "C", [])]), now: 0)
        CPShim.drain()
        #expect(CPShim.calls == ["setRootTemplate(CPListTemplate[A], animated: false)", "pushTemplate(CPListTemplate[B], animated: false)",
                                 "pushTemplate(CPListTemplate[C], animated: false)"])
    }

    @Test func aLateTapOnAPoppedScreenSendsNothing() throws {
        var sent: [Action] = []
        let screen = { (action: String) in self.list("c", "C", [ListItem("Row").id("r").action(Action(action))]) }
        let car = connect(NavigationStack(unchecked: list("a", "A", []), pushed: [screen("old")])) { sent.append($0) }
        let old = try #require((car.interfaceController.topTemplate as? CPListTemplate)?.sections[0].items[0] as? CPListItem)
        car.show(NavigationStack(unchecked: list("a", "A", [])), now: 1)
        car.show(NavigationStack(unchecked: list("a", "A", []), pushed: [screen("new")]), now: 2)
        CPShim.drain()
        old.handler?(old) {}
        #expect(sent.isEmpty, "the popped row is not the row now shown")
    }

    @Test func anOlderImageFinishingLastDoesNotReplaceTheNewerOne() throws {
        let images = OneByOneImages()
        let row = { (url: String) in self.list("l", "L", [ListItem("Show").id("s").image(.remote(url, placeholder: "art"))]) }
        let car = connect(NavigationStack(unchecked: row("https://x/old.png")), images: images)
        car.show(NavigationStack(unchecked: row("https://x/new.png")), now: 1)
        CPShim.drain()
        images.arrive("https://x/new.png")
        images.arrive("https://x/old.png")
        let item = try #require((car.interfaceController.rootTemplate as? CPListTemplate)?.sections[0].items[0] as? CPListItem)
        #expect(item.image?.shimName == "loaded https://x/new.png")
    }

    @Test func aDisconnectedAdapterSendsNothingAndLeavesNowPlaying() throws {
        var sent: [Action] = []
        let car = connect(NavigationStack(unchecked: list("a", "A", [ListItem("Row").id("r").action(Action("tap"))]))) { sent.append($0) }
        let item = try #require((car.interfaceController.rootTemplate as? CPListTemplate)?.sections[0].items[0] as? CPListItem)
        let observers = CPNowPlayingTemplate.shared.shimObserverCount
        car.disconnect()
        item.handler?(item) {}
        #expect(sent.isEmpty)
        #expect(CPNowPlayingTemplate.shared.shimObserverCount == observers - 1)
    }
}

#endif
