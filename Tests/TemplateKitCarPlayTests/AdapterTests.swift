#if canImport(CarPlay)
import CarPlay
#else
import CarPlayShim
#endif
import Testing
import TemplateKitCarPlay
import TemplateKitLite

#if !canImport(CarPlay)

/// A loader whose remote images arrive when the test says so.
@MainActor final class TestImages: ImageLoader {
    var waiting: [(String, @MainActor (UIImage?) -> Void)] = []
    func immediate(_ image: TemplateImage) -> UIImage? {
        switch image {
        case .asset(let n): UIImage(named: n)
        case .symbol(let n): UIImage(systemName: n)
        case .remote(_, let placeholder): UIImage(named: placeholder ?? "placeholder")
        }
    }
    func load(_ url: String, completion: @escaping @MainActor (UIImage?) -> Void) { waiting.append((url, completion)) }
    func arrive() { for (url, done) in waiting { done(UIImage(shimName: "loaded \(url)")) }; waiting = [] }
}

/// The adapter through the shim: the exact CarPlay calls each change makes.
@MainActor @Suite struct AdapterTests {
    static func row(_ id: String, _ text: String, progress: Double? = nil, action: String? = nil) -> ListItem {
        ListItem(text).id(id).progress(progress).action(action.map { Action($0) })
    }

    static func list(_ id: String, _ title: String, _ rows: [ListItem]) -> Template {
        ListTemplate(title: title, sections: [ListSection(items: rows.map(ListElement.item)).id("s")]).id(id).template
    }

    static func tabs(_ selected: Int = 0, _ second: Template = list("b", "B", [])) -> Template {
        TabBarTemplate(tabs: [Tab("A", content: list("a", "A", [row("1", "One", action: "open")])), Tab("B", content: second)],
                       selectedIndex: selected).id("root").template
    }

    func adapter(_ images: TestImages = TestImages(), actions: @escaping (Action) -> Void = { _ in }) -> CarPlayAdapter {
        CarPlayAdapter(interfaceController: CPInterfaceController(shim: ()), images: images, onAction: actions)
    }

    @Test func connectingSetsTheRootOnce() {
        CPShim.recording()
        let car = adapter()
        car.show(NavigationStack(unchecked: Self.tabs()), now: 0)
        CPShim.drain()  // CarPlay answers; the adapter makes the calls that waited
        car.show(NavigationStack(unchecked: Self.tabs(), pushed: [Self.list("c", "C", [])]), now: 1)
        CPShim.drain()  // CarPlay answers; the adapter makes the calls that waited
        CPShim.drain()
        #expect(CPShim.calls == [
            "setRootTemplate(CPTabBarTemplate, animated: false)",
            "pushTemplate(CPListTemplate[C], animated: true)",
        ])
        #expect(car.failures.isEmpty && CPShim.exceptions.isEmpty)
    }

    @Test func aChangedRowIsItsSettersOnly() {
        CPShim.recording()
        let car = adapter()
        let before = Self.list("q", "Queue", [Self.row("1", "One", progress: 0.1), Self.row("2", "Two")])
        let after = Self.list("q", "Queue", [Self.row("1", "Uno", progress: 0.5), Self.row("2", "Two")])
        car.show(NavigationStack(unchecked: before), now: 0)
        CPShim.drain()  // CarPlay answers; the adapter makes the calls that waited
        CPShim.calls = []
        car.show(NavigationStack(unchecked: after), now: 5)
        CPShim.drain()  // CarPlay answers; the adapter makes the calls that waited
        #expect(CPShim.calls == ["CPListItem[Uno].setText(Uno)", "CPListItem[Uno].playbackProgress = 0.5"])
    }

    @Test func aProgressTickWaitsForThePolicy() {
        CPShim.recording()
        let car = adapter()
        let at = { (p: Double) in NavigationStack(unchecked: Self.list("q", "Queue", [Self.row("1", "One", progress: p)])) }
        car.show(at(0.1), now: 0)
        CPShim.drain()  // CarPlay answers; the adapter makes the calls that waited
        car.show(at(0.2), now: 0)   // within 30 s of connecting: withheld
        CPShim.drain()  // CarPlay answers; the adapter makes the calls that waited
        CPShim.calls = []
        car.show(at(0.3), now: 10)
        CPShim.drain()  // CarPlay answers; the adapter makes the calls that waited
        #expect(CPShim.calls.isEmpty, "within 30 s")
        car.show(at(0.4), now: 30)
        CPShim.drain()  // CarPlay answers; the adapter makes the calls that waited
        #expect(CPShim.calls == ["CPListItem[One].playbackProgress = 0.4"])
    }

    @Test func aTapSendsTheRowsActionThenCompletes() {
        CPShim.recording()
        var sent: [Action] = []
        let car = adapter { sent.append($0) }
        car.show(NavigationStack(unchecked: Self.tabs()), now: 0)
        CPShim.drain()  // CarPlay answers; the adapter makes the calls that waited
        let tab = (car.interfaceController.rootTemplate as? CPTabBarTemplate)?.templates.first as? CPListTemplate
        let item = tab?.sections.first?.items.first as? CPListItem
        var completed = false
        item?.handler?(item!) { completed = true }
        #expect(sent == [Action("open")])
        #expect(completed, "CarPlay's completion is called after dispatch")
    }

    @Test func remoteImagesShowThePlaceholderThenSetImage() {
        CPShim.recording()
        let images = TestImages()
        let car = adapter(images)
        let row = ListItem("Show").id("1").image(.remote("https://x/1.png", placeholder: "relisten"))
        car.show(NavigationStack(unchecked: ListTemplate(title: "L", sections: [ListSection(items: [.item(row)])]).template), now: 0)
        CPShim.drain()  // CarPlay answers; the adapter makes the calls that waited
        let item = (car.interfaceController.rootTemplate as? CPListTemplate)?.sections[0].items[0] as? CPListItem
        #expect(item?.image?.shimName == "asset relisten")
        images.arrive()
        #expect(CPShim.calls.last == "CPListItem[Show].setImage(loaded https://x/1.png)")
    }

    @Test func remoteElementImagesArriveInPlace() {
        CPShim.recording()
        let images = TestImages()
        let car = adapter(images)
        let row = ImageRowItem("Recent") { ImageRowElement(.grid, image: .remote("https://x/2.png", placeholder: "relisten")) }.id("r")
        car.show(NavigationStack(unchecked: ListTemplate(title: "L", sections: [ListSection(items: [.imageRow(row)])]).template), now: 0)
        CPShim.drain()  // CarPlay answers; the adapter makes the calls that waited
        let item = (car.interfaceController.rootTemplate as? CPListTemplate)?.sections[0].items[0] as? CPListImageRowItem
        #expect(item?.elements.first?.image.shimName == "asset relisten")
        images.arrive()
        #expect(item?.elements.first?.image.shimName == "loaded https://x/2.png")
    }

    @Test func theConnectedProfileReadsTheCarsMaxima() {
        CPShim.recording()
        CPShim.maximumItemCount = 24
        CPShim.maximumSectionCount = 6
        let profile = CarProfile.connected()
        #expect(profile.name == "connected" && profile.maximumItemCount == 24 && profile.maximumSectionCount == 6)
    }

    @Test func systemBackAndTabTapsReachTheModel() throws {
        CPShim.recording()
        var events: [NavigationStack.SystemEvent] = []
        let car = adapter()
        car.onSystemEvent = { events.append($0) }
        car.show(NavigationStack(unchecked: Self.tabs(), pushed: [Self.list("c", "C", [])]), now: 0)
        CPShim.drain()  // CarPlay answers; the adapter makes the calls that waited
        CPShim.drain()
        car.interfaceController.shimDriverTapsBack()
        CPShim.drain()
        #expect(events == [.back])
        #expect(car.display?.stack.pushed.isEmpty == true)
        (car.interfaceController.rootTemplate as? CPTabBarTemplate)?.shimDriverSelects(1)
        CPShim.drain()
        #expect(events == [.back, .selectedTab(1)])
        #expect(car.display?.stack.selectedTab == 1)
        car.interfaceController.shimSystemShowsNowPlaying()
        CPShim.drain()
        #expect(events.count == 3 && car.display?.stack.depth == 2)
        CPShim.calls = []
        // The app agrees with the car: nothing to do.
        let shown = try #require(car.display?.stack)
        #expect(car.show(shown, now: 1).isEmpty && CPShim.calls.isEmpty)
    }

    @Test func poppedTemplatesAreForgotten() {
        CPShim.recording()
        let car = adapter()
        let deep = Self.list("c", "C", (0..<20).map { Self.row("\($0)", "Row \($0)") })
        car.show(NavigationStack(unchecked: Self.tabs()), now: 0)
        CPShim.drain()  // CarPlay answers; the adapter makes the calls that waited
        let base = car.objectCount
        car.show(NavigationStack(unchecked: Self.tabs(), pushed: [deep]), now: 1)
        CPShim.drain()  // CarPlay answers; the adapter makes the calls that waited
        #expect(car.objectCount == base + 21)
        car.show(NavigationStack(unchecked: Self.tabs()), now: 2)
        CPShim.drain()  // CarPlay answers; the adapter makes the calls that waited
        #expect(car.objectCount == base, "the popped list and its rows are released")
    }

    @Test func anAlertChangeIsDismissThenPresent() {
        CPShim.recording()
        let car = adapter()
        let alert = { (t: String) in AlertTemplate(titleVariants: [t], actions: [AlertAction("OK")]).id("alert").template }
        car.show(NavigationStack(unchecked: Self.tabs(), presented: alert("One")), now: 0)
        CPShim.drain()  // CarPlay answers; the adapter makes the calls that waited
        CPShim.calls = []
        car.show(NavigationStack(unchecked: Self.tabs(), presented: alert("Two")), now: 0)
        CPShim.drain()  // CarPlay answers; the adapter makes the calls that waited
        #expect(car.refusals.isEmpty && car.failures.isEmpty, "\(car.refusals) \(car.failures)")
        #expect(CPShim.calls == ["dismissTemplate(animated: true)", "presentTemplate(CPAlertTemplate[Two], animated: true)"])
    }
}

#endif

/// The values the now-playing side publishes, from the template's info.
@Suite struct NowPlayingPublicationTests {
    @Test func playingTrackInTheMiddleOfAQueue() {
        let info = NowPlayingInfo(title: "Scarlet Begonias", artist: "Grateful Dead", album: "1977-05-08",
                                  elapsed: 400, duration: 300, playback: .playing)
        let values = NowPlayingPublication(info, contentID: "t1", queue: .init(index: 2, count: 5), modes: .init(shuffle: true, repeat: .all))
        let keys: [String] = [
            "MPMediaItemPropertyTitle", "MPNowPlayingInfoPropertyElapsedPlaybackTime", "MPNowPlayingInfoPropertyPlaybackRate",
            "MPNowPlayingInfoPropertyPlaybackQueueIndex", "MPNowPlayingInfoPropertyExternalContentIdentifier",
        ]
        let published: [NowPlayingPublication.Value?] = keys.map { values.info[$0] }
        let expected: [NowPlayingPublication.Value?] = [.string("Scarlet Begonias"), .double(300), .double(1), .int(2), .string("t1")]
        #expect(published == expected, "the elapsed time clamped to the duration")
        let commands: [String] = ["playCommand", "pauseCommand", "togglePlayPauseCommand", "previousTrackCommand",
                                  "nextTrackCommand", "changePlaybackPositionCommand",
                                  "changeShuffleModeCommand", "changeRepeatModeCommand"]
        #expect(values.enabledCommands == commands)
        #expect(values.shuffle && values.repeat == .all)
    }

    @Test func pausedLiveStreamHasNoScrubberAndRateZero() {
        let values = NowPlayingPublication(NowPlayingInfo(title: "BR24", duration: 60, playback: .paused, isLiveStream: true))
        #expect(values.info["MPNowPlayingInfoPropertyPlaybackRate"] == .double(0))
        #expect(values.info["MPMediaItemPropertyPlaybackDuration"] == nil)
        #expect(values.commands["changePlaybackPositionCommand"] == .absent)
        #expect(values.commands["changeShuffleModeCommand"] == .absent && values.commands["changeRepeatModeCommand"] == .absent,
                "no modes: a live stream gets neither shuffle nor repeat")
    }

    /// Audit 4, N6: the commands are the ones the screen declares (and the review page draws),
    /// not derived from the queue position; a skip command takes its track command's slot.
    @Test func theCommandsAreTheOnesTheScreenDeclares() {
        var screen = NowPlayingTemplate(info: NowPlayingInfo(title: "Podcast", elapsed: 10, duration: 3600, playback: .playing))
        screen.remoteCommands.previousTrack = .disabled
        screen.remoteCommands.skipForward = .init(seconds: 30)
        let values = NowPlayingPublication(screen, queue: .init(index: 0, count: 1))
        #expect(values.commands["previousTrackCommand"] == .disabled, "first item, yet declared: dimmed, not hidden")
        #expect(values.commands["skipForwardCommand"] == .enabled && values.skipIntervals["skipForwardCommand"] == 30)
        #expect(values.commands["nextTrackCommand"] == .absent, "the skip takes the trailing slot")
        let drawn = TransportControls(screen.remoteCommands, playback: .playing).controls.map(\.state)
        #expect(drawn == [.disabled, .enabled, .enabled], "what the review page draws: ⏮ dimmed, ❚❚, 30↻")
    }

    /// Audit 4, N11: the rate is the player's while playing (1.5×), 0 otherwise.
    @Test func theRateIsThePlayersRate() {
        let fast = NowPlayingPublication(NowPlayingInfo(title: "Talk", duration: 60, playback: .playing, playbackRate: 1.5))
        #expect(fast.info["MPNowPlayingInfoPropertyPlaybackRate"] == .double(1.5))
        let paused = NowPlayingPublication(NowPlayingInfo(title: "Talk", duration: 60, playback: .paused, playbackRate: 1.5))
        #expect(paused.info["MPNowPlayingInfoPropertyPlaybackRate"] == .double(0))
    }
}
