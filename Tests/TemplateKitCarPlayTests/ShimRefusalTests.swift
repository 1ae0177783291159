#if !canImport(CarPlay)
import CarPlayShim
import Foundation
import Testing

/// A delegate that connects as an audio app must, or not at all.
@MainActor final class SceneDelegateStandIn: UIResponder, CPTemplateApplicationSceneDelegate {
    let setsRoot: Bool
    init(setsRoot: Bool) { self.setsRoot = setsRoot }
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                  didConnect interfaceController: CPInterfaceController) {
        if setsRoot { interfaceController.setRootTemplate(CPListTemplate(title: "Root", sections: []), animated: false) { _, _ in } }
    }
}

/// A scene delegate that implements no lifecycle method at all.
@MainActor final class SilentSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {}

/// Where CarPlay raises or refuses, the shim does too; where CarPlay only logs, so does it.
@MainActor @Suite struct ShimRefusalTests {
    func list(_ title: String) -> CPListTemplate { CPListTemplate(title: title, sections: []) }

    @Test func onlyAListMayBePushedAboveNowPlaying() {
        CPShim.recording()
        let ic = CPInterfaceController(shim: ())
        ic.setRootTemplate(list("Root"), animated: false)
        ic.pushTemplate(CPNowPlayingTemplate.shared, animated: true)
        var refused: (any Error)?
        ic.pushTemplate(CPGridTemplate(title: "Genres", gridButtons: []), animated: true) { _, e in refused = e }
        ic.pushTemplate(list("Up Next"), animated: true) { _, _ in }
        CPShim.drain()
        #expect(refused != nil)
        #expect(ic.templates.map(\.shimDescription) == ["CPListTemplate[Root]", "CPNowPlayingTemplate.shared", "CPListTemplate[Up Next]"])
    }

    @Test func aSceneDelegateWithoutConnectMethodsRaises() {
        CPShim.recording()
        let scene = CPTemplateApplicationScene(shim: ())
        let delegate = SilentSceneDelegate()
        scene.delegate = delegate
        scene.shimConnect()
        #expect(CPShim.exceptions == [#"NSGenericException "Application does not implement CarPlay template application lifecycle methods in its scene delegate.""#])
    }

    @Test func connectReturningWithoutARootRaises() {
        CPShim.recording()
        let scene = CPTemplateApplicationScene(shim: ())
        let lazy = SceneDelegateStandIn(setsRoot: false)
        scene.delegate = lazy
        scene.shimConnect()
        #expect(CPShim.exceptions.count == 1 && CPShim.exceptions.first?.contains("root template") == true)
        CPShim.recording()
        let good = SceneDelegateStandIn(setsRoot: true)
        scene.delegate = good
        scene.shimConnect()
        #expect(CPShim.exceptions.isEmpty)
    }

    @Test func aTabOfAClassAnAudioAppMayNotUseRaises() {
        CPShim.recording()
        _ = CPTabBarTemplate(templates: [list("A"), CPNowPlayingTemplate.shared])
        #expect(CPShim.exceptions.count == 1 && CPShim.exceptions.first?.contains("Allowed classes") == true)
        let bar = CPTabBarTemplate(templates: [list("A")])
        bar.updateTemplates([list("A"), CPAlertTemplate(titleVariants: ["x"], actions: [])])
        #expect(CPShim.exceptions.count == 2 && bar.templates.count == 1)
    }

    @Test func selectingATabOutOfRangeOnlyLogs() {
        CPShim.recording()
        let bar = CPTabBarTemplate(templates: [list("A"), list("B")])
        bar.selectTemplate(at: 5)
        #expect(CPShim.exceptions.isEmpty && CPShim.logs.count == 1)
        #expect(bar.selectedTemplate === bar.templates[0])
    }

    @Test func theSelectedTabChangesWhenTheHostReportsIt() {
        CPShim.recording()
        let ic = CPInterfaceController(shim: ())
        let bar = CPTabBarTemplate(templates: [list("A"), list("B")])
        ic.setRootTemplate(bar, animated: false)
        bar.selectTemplate(at: 1)
        #expect(bar.selectedTemplate === bar.templates[0], "not until the host answers")
        ic.pushTemplate(list("Pushed on B"), animated: true)
        CPShim.drain()
        #expect(bar.selectedTemplate === bar.templates[1])
        #expect(ic.templates.map(\.shimDescription) == ["CPListTemplate[B]", "CPListTemplate[Pushed on B]"])
    }

    @Test func nowPlayingObserversAreHeldWeaklyAndCanBeRemoved() {
        CPShim.recording()
        final class Observer: NSObject, CPNowPlayingTemplateObserver {}
        var observer: Observer? = Observer()
        let kept = Observer()
        CPNowPlayingTemplate.shared.add(observer!)
        CPNowPlayingTemplate.shared.add(kept)
        #expect(CPNowPlayingTemplate.shared.shimObserverCount == 2)
        observer = nil
        #expect(CPNowPlayingTemplate.shared.shimObserverCount == 1)
        CPNowPlayingTemplate.shared.remove(kept)
        #expect(CPNowPlayingTemplate.shared.shimObserverCount == 0)
    }

    @Test func anAlertKeepsTheMostRecentlyAddedActions() {
        CPShim.recording()
        let actions = ["Keep", "Clear"].map { CPAlertAction(title: $0, style: .default) { _ in } }
        #expect(CPAlertTemplate(titleVariants: ["Clear?"], actions: actions).actions.map(\.title) == ["Clear"])
    }
}
#endif
