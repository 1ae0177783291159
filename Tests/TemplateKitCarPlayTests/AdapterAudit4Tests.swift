#if !canImport(CarPlay)
import CarPlayShim
import Foundation
import Testing
import TemplateKitCarPlay
import TemplateKitLite

/// Audit 4's image-row, button and bounded-state findings, reproduced on the shim (R3–R5).
@MainActor @Suite(.serialized) struct AdapterAudit4Tests {
    static func recent(_ image: TemplateImage, enabled: Bool = true) -> NavigationStack {
        var row = ImageRowItem("Recent", elements: [ImageRowElement(.grid, image: image)]).id("row")
        row.isEnabled = enabled
        let list = ListTemplate(title: "Library", sections: [ListSection(items: [.imageRow(row)]).id("s")]).id("l")
        return NavigationStack(unchecked: list.template)
    }

    /// A car on iOS 26 showing `stack`, its images loaded by `images`.
    static func car(_ stack: NavigationStack, _ images: TestImages, sent: @escaping (Action) -> Void = { _ in }) -> CarPlayAdapter {
        CPShim.recording()
        CPShim.systemVersion = OperatingSystemVersion(majorVersion: 26, minorVersion: 4, patchVersion: 0)
        let car = CarPlayAdapter(interfaceController: CPInterfaceController(shim: ()), images: images, onAction: sent)
        car.show(stack, now: 0)
        CPShim.drain()
        return car
    }

    static func shownRow(_ car: CarPlayAdapter) -> CPListImageRowItem? {
        (car.interfaceController.rootTemplate as? CPListTemplate)?.sections.first?.items.first as? CPListImageRowItem
    }

    /// N3 (R3): an element whose remote image changes gets the new image loaded.
    @Test func anElementsNewRemoteImageIsLoaded() throws {
        let images = TestImages()
        let car = Self.car(Self.recent(.remote("https://x/a.png", placeholder: "art")), images)
        images.arrive()
        car.show(Self.recent(.remote("https://x/b.png", placeholder: "art")), now: 1)
        CPShim.drain()
        #expect(images.waiting.map(\.0) == ["https://x/b.png"], "b.png is asked for")
        images.arrive()
        #expect(Self.shownRow(car)?.elements.first?.image.shimName == "loaded https://x/b.png")
    }

    /// N4 (R4): a download finishing after the element changed lands nowhere.
    @Test func aLateElementDownloadDoesNotReplaceTheNewerImage() throws {
        let images = TestImages()
        let car = Self.car(Self.recent(.remote("https://x/a.png", placeholder: "art")), images)
        car.show(Self.recent(.asset("b")), now: 1)
        CPShim.drain()
        images.arrive()  // a.png, late
        #expect(Self.shownRow(car)?.elements.first?.image.shimName == "asset b")
    }

    /// N5 (R5): disabling an image row reaches the car, and its taps stop.
    @Test func disablingAnImageRowReachesTheCar() throws {
        let car = Self.car(Self.recent(.asset("a")), TestImages())
        car.show(Self.recent(.asset("a"), enabled: false), now: 1)
        CPShim.drain()
        #expect(Self.shownRow(car)?.isEnabled == false)
    }

    /// N13: the assistant cell and header grid buttons are set on the list the car shows
    /// (in place: no pop and push), and a header grid button's tap sends its action.
    @Test func theAssistantCellAndHeaderGridButtonsAreSetInPlace() throws {
        var sent: [Action] = []
        let list = { (cell: AssistantCell?, title: String) in
            NavigationStack(unchecked: ListTemplate(
                title: "Radio", sections: [], assistantCell: cell,
                headerGridButtons: [GridButton([title], image: .symbol("radio")).id("b1").action(Action(title))]).id("l").template)
        }
        let car = Self.car(list(nil, "News"), TestImages()) { sent.append($0) }
        let shown = try #require(car.interfaceController.rootTemplate as? CPListTemplate)
        #expect(shown.assistantCellConfiguration == nil && shown.headerGridButtons?.count == 1)
        CPShim.calls = []
        car.show(list(AssistantCell(position: .top, visibility: .always), "Sport"), now: 1)
        CPShim.drain()
        #expect(!CPShim.calls.contains { $0.hasPrefix("setRootTemplate") || $0.hasPrefix("push") || $0.hasPrefix("pop") }, "\(CPShim.calls)")
        #expect(car.interfaceController.rootTemplate === shown)
        #expect(shown.assistantCellConfiguration?.visibility == .always)
        shown.headerGridButtons?.first?.shimTap()
        #expect(sent == [Action("Sport")])
    }

    /// N13: a card's tint reaches the car.
    @Test func aCardsTintReachesTheCar() throws {
        let row = ImageRowItem("Live", elements: [ImageRowElement(.card, image: .asset("s"), title: "BR24", tint: "#D0021B")]).id("row")
        let stack = NavigationStack(unchecked: ListTemplate(title: "L", sections: [ListSection(items: [.imageRow(row)])]).id("l").template)
        let car = Self.car(stack, TestImages())
        let card = try #require(Self.shownRow(car)?.elements.first as? CPListImageRowItemCardElement)
        #expect(card.tintColor?.shimName == "#D0021B")
    }

    /// N9: a late tap on a bar button of a popped template, after another with the same
    /// identity was pushed, does nothing (as a row's).
    @Test func aLateBarButtonTapOnAPoppedTemplateDoesNothing() throws {
        var sent: [Action] = []
        let detail = { (action: String) in
            ListTemplate(title: "Show", sections: [], trailingNavigationBarButtons: [BarButton("Play").action(Action(action))])
                .id("show").template
        }
        let root = ListTemplate(title: "Root", sections: []).id("root").template
        let car = Self.car(NavigationStack(unchecked: root, pushed: [detail("first")]), TestImages()) { sent.append($0) }
        let first = try #require(car.interfaceController.topTemplate as? CPListTemplate)
        let oldButton = try #require(first.trailingNavigationBarButtons.first)
        car.show(NavigationStack(unchecked: root), now: 1)
        CPShim.drain()
        car.show(NavigationStack(unchecked: root, pushed: [detail("second")]), now: 2)
        CPShim.drain()
        oldButton.shimTap()
        #expect(sent.isEmpty, "the popped template's button")
        (car.interfaceController.topTemplate as? CPListTemplate)?.trailingNavigationBarButtons.first?.shimTap()
        #expect(sent == [Action("second")])
    }

    /// N8: the journals keep the last `historyLimit` entries.
    @Test func theJournalsAreBounded() {
        CPShim.recording()
        let car = CarPlayAdapter(interfaceController: CPInterfaceController(shim: ()), images: TestImages(), historyLimit: 4) { _ in }
        for step in 0..<10 {
            car.show(NavigationStack(unchecked: ListTemplate(title: "T\(step)", sections: []).id("l").template), now: Double(step))
            CPShim.drain()
        }
        #expect(car.applied.count == 4 && car.journal.count == 4)
        #expect(car.journal.last?.contains("T9") == true)
    }

    /// N8: remote images are kept within the byte budget, the least recently shown let go.
    @Test func loadedImagesStayWithinTheByteBudget() {
        let images = SizedImages()
        CPShim.recording()
        let car = CarPlayAdapter(interfaceController: CPInterfaceController(shim: ()), images: images, imageByteBudget: 100_000) { _ in }
        let rows = (0..<6).map { ListItem("Row \($0)").id("\($0)").image(.remote("https://x/\($0).png", placeholder: nil)) }
        car.show(NavigationStack(unchecked: ListTemplate(title: "L", sections: [ListSection(items: rows.map(ListElement.item))]).id("l").template), now: 0)
        CPShim.drain()
        images.arrive()
        // Each image is 100 × 100 points at 1×: 40,000 bytes; two fit in 100,000.
        #expect(car.loadedImageBytes == 80_000)
    }
}

/// Remote images of 100 × 100 points.
@MainActor final class SizedImages: ImageLoader {
    var waiting: [(String, @MainActor (UIImage?) -> Void)] = []
    func immediate(_ image: TemplateImage) -> UIImage? { nil }
    func load(_ url: String, completion: @escaping @MainActor (UIImage?) -> Void) { waiting.append((url, completion)) }
    func arrive() {
        for (url, done) in waiting { done(UIImage(shimName: url, size: CGSize(width: 100, height: 100), scale: 1)) }
        waiting = []
    }
}
#endif
