#if !canImport(CarPlay)
import CarPlayShim
import Foundation
import Testing

/// Records the interface controller's four callbacks, as an app's delegate hears them.
@MainActor final class CallbackLog: NSObject, CPInterfaceControllerDelegate {
    var lines: [String] = []
    func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool) { lines.append("willAppear \(aTemplate.shimDescription)") }
    func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) { lines.append("didAppear \(aTemplate.shimDescription)") }
    func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool) { lines.append("willDisappear \(aTemplate.shimDescription)") }
    func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) { lines.append("didDisappear \(aTemplate.shimDescription)") }
}

/// CarPlay answers on a later main-queue turn: completions and appear/disappear callbacks
/// never run inside the call that caused them.
@MainActor @Suite struct ShimTimingTests {
    func list(_ title: String) -> CPListTemplate { CPListTemplate(title: title, sections: []) }

    @Test func completionsAndAllFourAppearanceCallbacksArriveOnALaterTurn() {
        CPShim.recording()
        let ic = CPInterfaceController(shim: ())
        let log = CallbackLog()
        ic.delegate = log
        ic.setRootTemplate(list("Root"), animated: false)
        CPShim.drain()
        log.lines = []
        var answered: Bool?
        ic.pushTemplate(list("Years"), animated: true) { ok, _ in answered = ok }
        #expect(answered == nil && log.lines.isEmpty, "nothing arrives inside the call")
        #expect(ic.topTemplate?.shimDescription == "CPListTemplate[Years]", "the host applied it in order")
        CPShim.drain()
        #expect(answered == true)
        #expect(log.lines == [
            "willDisappear CPListTemplate[Root]", "willAppear CPListTemplate[Years]",
            "didDisappear CPListTemplate[Root]", "didAppear CPListTemplate[Years]",
        ])
    }

    @Test func twoCallsInOneTurnAreAnsweredInOrderAfterBoth() {
        CPShim.recording()
        let ic = CPInterfaceController(shim: ())
        ic.setRootTemplate(list("Root"), animated: false)
        var answers: [String] = []
        ic.pushTemplate(list("A"), animated: true) { _, _ in answers.append("push A") }
        ic.popTemplate(animated: true) { _, _ in answers.append("pop") }
        #expect(answers.isEmpty)
        CPShim.drain()
        #expect(answers == ["push A", "pop"])
    }

    @Test func theDriversBackIsReportedLater() {
        CPShim.recording()
        let ic = CPInterfaceController(shim: ())
        let log = CallbackLog()
        ic.delegate = log
        ic.setRootTemplate(list("Root"), animated: false)
        ic.pushTemplate(list("Years"), animated: true)
        CPShim.drain()
        log.lines = []
        ic.shimDriverTapsBack()
        #expect(log.lines.isEmpty && ic.templates.count == 1)
        CPShim.drain()
        #expect(log.lines.last == "didAppear CPListTemplate[Root]")
        #expect(log.lines.contains("didDisappear CPListTemplate[Years]"))
    }

    @Test func theAsyncFormsAwaitTheLaterAnswer() async {
        await #expect(processExitsWith: .success) {
            let ok = await MainActor.run { () -> Task<Bool, any Error> in
                CPShim.reset()
                let ic = CPInterfaceController(shim: ())
                ic.setRootTemplate(CPListTemplate(title: "Root", sections: []), animated: false)
                return Task { @MainActor in try await ic.pushTemplate(CPListTemplate(title: "A", sections: []), animated: true) }
            }
            guard (try? await ok.value) == true else { fatalError("push not answered") }
        }
    }

    @Test func dismissingWithNothingPresentedHasNoEffectAndReportsFalse() {
        CPShim.recording()
        let ic = CPInterfaceController(shim: ())
        ic.setRootTemplate(list("Root"), animated: false)
        var answer: (Bool, Bool)?
        ic.dismissTemplate(animated: true) { ok, error in answer = (ok, error == nil) }
        CPShim.drain()
        #expect(answer.map { !$0.0 && $0.1 } == true, "no effect: false, no error")
        #expect(CPShim.exceptions.isEmpty)
    }
}
#endif
