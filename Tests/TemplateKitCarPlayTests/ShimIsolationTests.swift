#if !canImport(CarPlay)
import CarPlayShim
import Foundation
import Testing

/// A nonisolated type may adopt the protocols the SDK leaves nonisolated; with the shim's
/// former `@MainActor` on them this file did not compile.
final class NonisolatedObserver: NSObject, CPNowPlayingTemplateObserver {
    let taps = ShimCounter()
    func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) { taps.add() }
}

final class NonisolatedBarButtons: NSObject, CPBarButtonProviding {
    var leadingNavigationBarButtons: [CPBarButton] = []
    var trailingNavigationBarButtons: [CPBarButton] = []
    var backButton: CPBarButton?
}

final class ShimCounter: @unchecked Sendable {
    private(set) var count = 0
    func add() { count += 1 }
}

/// Reads list items through `CPListTemplateItem` outside the main actor, as iOS allows.
nonisolated func enabledCount(_ items: [any CPListTemplateItem]) -> Int { items.filter(\.isEnabled).count }

@Suite struct ShimIsolationTests {
    @Test func theProtocolsTheSDKLeavesNonisolatedAcceptNonisolatedConformers() async {
        let buttons = NonisolatedBarButtons()
        buttons.leadingNavigationBarButtons = [CPBarButton(title: "Edit")]
        #expect(buttons.leadingNavigationBarButtons.count == 1)
        let observer = NonisolatedObserver()
        await MainActor.run {
            CPShim.recording()
            CPNowPlayingTemplate.shared.add(observer)
            CPNowPlayingTemplate.shared.shimDriverTapsUpNext()
        }
        #expect(observer.taps.count == 1)
    }

    @Test @MainActor func listItemsAreReadThroughTheNonisolatedItemProtocol() {
        let item = CPListItem(text: "One", detailText: nil)
        item.isEnabled = false
        #expect(enabledCount([item, CPListItem(text: "Two", detailText: nil)]) == 1)
    }
}
#endif
