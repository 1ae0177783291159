import PodcastScreens
import TemplateKitLite
import TemplateKitSnapshots
import Testing

// The tab bar root, the alert alone and over its tab, and what the car receives.
// Goldens: Tests/Snapshots/TabsTests/.

@Test func tabs() {
    expectSnapshot(of: PodcastTabs.template(.sample), as: .text)
}

@Test func removeDownloadsAlert() throws {
    expectSnapshot(of: RemoveDownloadsAlert.template, as: .text)   // validated as presented
    var state = PodcastState.sample
    state.tab = 1
    state.confirmingRemoval = true
    expectSnapshot(of: try PodcastNavigation.navigationStack(state), as: .text, named: "removeDownloadsAlert-over-downloads")
}

/// What the car receives: the calls on first connection, then when the driver opens a
/// podcast (Docs/carplay.md shows this test).
@Test func openingAPodcastPushesOneList() throws {
    var state = PodcastState.sample
    let first = Reconciler().reconcile(nil, to: try PodcastNavigation.navigationStack(state), now: 0)
    expectSnapshot(of: first, as: .operations, named: "first-show")      // setRootTemplate tabBar …
    state.opened = ["night-drive"]
    let open = Reconciler().reconcile(first.display, to: try PodcastNavigation.navigationStack(state), now: 1)
    #expect(open.operations.map(\.callName) == ["pushTemplate"])
    expectSnapshot(of: open, as: .operations, named: "open-podcast")    // pushTemplate list "Night Drive Radio" …
    expectSnapshot(of: open.display.stack, as: .text, named: "after-open") // what the car shows now
}
