#if !canImport(CarPlay)
import CarPlayShim
import Foundation
import Testing

/// The shim fails where CarPlay fails: an exception without a completion (recorded here
/// instead of trapping, on the later turn CarPlay raises it from), `(false, error)` with
/// one — except the depth limit, which raises even through the completion-based push.
@MainActor @Suite struct ShimTests {
    func list(_ title: String) -> CPListTemplate { CPListTemplate(title: title, sections: []) }

    @Test func pushingPastDepthFiveCountingTheRootRaisesEvenWithACompletion() {
        CPShim.recording()
        let ic = CPInterfaceController(shim: ())
        ic.setRootTemplate(list("Root"), animated: false)
        for n in 2...5 { ic.pushTemplate(list("L\(n)"), animated: true) }
        CPShim.drain()
        #expect(ic.templates.count == 5 && CPShim.exceptions.isEmpty)
        var completed = false
        ic.pushTemplate(list("L6"), animated: true) { _, _ in completed = true }
        CPShim.drain()
        #expect(CPShim.exceptions == [#"NSGenericException "Application exceeded the hierarchy depth limit""#])
        #expect(!completed && ic.templates.count == 5)
    }

    @Test func aTabRootCountsAsDepthOne() {
        CPShim.recording()
        let ic = CPInterfaceController(shim: ())
        ic.setRootTemplate(CPTabBarTemplate(templates: [list("A"), list("B")]), animated: false)
        for n in 2...5 { ic.pushTemplate(list("L\(n)"), animated: true) }
        #expect(ic.templates.count == 5 && CPShim.exceptions.isEmpty)
        ic.pushTemplate(list("L6"), animated: true)
        #expect(CPShim.exceptions.count == 1)
    }

    @Test func pushingATabBarFails() {
        CPShim.recording()
        let ic = CPInterfaceController(shim: ())
        ic.setRootTemplate(list("Root"), animated: false)
        var error: (any Error)?
        ic.pushTemplate(CPTabBarTemplate(templates: []), animated: true) { _, e in error = e }
        ic.pushTemplate(CPTabBarTemplate(templates: []), animated: true)
        CPShim.drain()
        #expect(error != nil && CPShim.exceptions.count == 1)
    }

    @Test func popToRootAtTheRootFails() {
        CPShim.recording()
        let ic = CPInterfaceController(shim: ())
        ic.setRootTemplate(list("Root"), animated: false)
        var failure: NSError?
        ic.popToRootTemplate(animated: true) { _, e in failure = e as NSError? }
        ic.popToRootTemplate(animated: true)
        CPShim.drain()
        #expect(failure?.code == -1 && failure?.domain == CarPlayErrorDomain)
        #expect(CPShim.exceptions.count == 1)
        #expect(CPShim.exceptions.first?.contains("No templates were available to be popped.") == true)
    }

    @Test func presentingOverAPresentedTemplateFails() {
        CPShim.recording()
        let ic = CPInterfaceController(shim: ())
        ic.setRootTemplate(list("Root"), animated: false)
        let alert = { CPAlertTemplate(titleVariants: ["A"], actions: [CPAlertAction(title: "OK", style: .default) { _ in }]) }
        ic.presentTemplate(alert(), animated: true)
        ic.presentTemplate(alert(), animated: true)
        CPShim.drain()
        #expect(CPShim.exceptions.count == 1)
        #expect(CPShim.exceptions.first?.contains("Only one template may be presented at a time.") == true)
    }

    @Test func nowPlayingPushedTwiceFails() {
        CPShim.recording()
        let ic = CPInterfaceController(shim: ())
        ic.setRootTemplate(list("Root"), animated: false)
        ic.pushTemplate(CPNowPlayingTemplate.shared, animated: true)
        ic.pushTemplate(list("Queue"), animated: true)
        ic.pushTemplate(CPNowPlayingTemplate.shared, animated: true)
        CPShim.drain()
        #expect(CPShim.exceptions.count == 1)
        #expect(CPShim.exceptions.first?.contains("Pushing the same template instance more than once is not supported.") == true)
    }

    @Test func everyCallIsRecordedButSettingUpARowIsNot() {
        CPShim.recording()
        let ic = CPInterfaceController(shim: ())
        let item = CPListItem(text: "One", detailText: nil)
        item.isPlaying = true
        let template = CPListTemplate(title: "Root", sections: [CPListSection(items: [item])])
        ic.setRootTemplate(template, animated: false)
        item.setText("Uno")
        item.playbackProgress = 0.5
        #expect(CPShim.calls == [
            "setRootTemplate(CPListTemplate[Root], animated: false)",
            "CPListItem[Uno].setText(Uno)",
            "CPListItem[Uno].playbackProgress = 0.5",
        ])
    }

    @Test func withoutARecorderAnExceptionTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                CPShim.reset()
                let ic = CPInterfaceController(shim: ())
                ic.setRootTemplate(CPListTemplate(title: "Root", sections: []), animated: false)
                ic.popTemplate(animated: true)
                CPShim.drain()
            }
        }
    }
}
#endif
