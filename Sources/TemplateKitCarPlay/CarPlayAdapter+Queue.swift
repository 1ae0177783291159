#if canImport(CarPlay)
import CarPlay
#else
import CarPlayShim
#endif
import Foundation
import TemplateKitLite

extension CarPlayOperation {
    /// A call CarPlay answers through a completion: the next call waits for it.
    var awaitsAnswer: Bool {
        switch self {
        case .setRootTemplate, .pushTemplate, .popTemplate, .popToTemplate, .popToRootTemplate,
             .presentTemplate, .dismissTemplate: true
        default: false
        }
    }

    /// A call after which CarPlay reports a template appearing (every answered call but a dismiss).
    var showsATemplate: Bool { awaitsAnswer && self != .dismissTemplate }
}

extension CarPlayAdapter {
    /// Reconciles `picture` to `stack`, queues the calls and makes those it can now.
    func plan(from picture: CarDisplay?, to stack: NavigationStack, now: Double, nowPlaying: NowPlayingTemplate?) -> [CarPlayOperation] {
        let connecting = picture == nil
        if !isBusy { made = picture?.stack }
        // Now playing configured before the first show is not configured again at connect.
        let configured = connecting && appliedNowPlaying != nil && appliedNowPlaying == nowPlaying
        var result = reconciler.reconcile(picture, to: stack, now: now, nowPlaying: configured ? nil : nowPlaying)
        if configured { result.display.nowPlaying = appliedNowPlaying }
        appliedNowPlaying = result.display.nowPlaying ?? appliedNowPlaying
        target = result.display
        tapActions = nil
        queue += result.operations.map { ($0, !connecting) }
        pump()
        return result.operations
    }

    /// Makes queued calls until one awaits CarPlay's answer; with none left, the picture is
    /// what the car shows.
    func pump() {
        while awaiting == nil, !queue.isEmpty {
            let (operation, animated) = queue.removeFirst()
            record(operation, in: &applied)
            record(OperationLog.line(operation), in: &journal)
            made = CallsMade.after(operation, on: made, profile: wanted?.stack.profile ?? .unconstrained)
            if operation.awaitsAnswer {
                awaiting = operation
                if operation.showsATemplate { ownAppearances += 1 }
                apply(operation, animated: animated, completion: answer(operation.callName))
            } else {
                apply(operation)
            }
        }
        guard awaiting == nil, queue.isEmpty, let target else { return }
        display = target
        let event = followCar()
        made = display?.stack
        objects.forget(keeping: TapActions.templates(in: (display ?? target).stack).map(\.identity))
        objects.startRemoteLoads()
        event.map(tell)
    }

    /// The completion of every navigation call: the next call goes out, or on a failure
    /// the picture is rebuilt from the car and the last stack asked for is planned again.
    func answer(_ call: String) -> (Bool, (any Error)?) -> Void {
        { [weak self] success, error in
            MainActor.assumeIsolated {
                guard let self, self.isConnected else { return }
                self.awaiting = nil
                guard !success, let error else { return self.pump() }
                self.record("\(call): \(error.localizedDescription)", in: &self.failures)
                self.record("failed: \(call): \(error.localizedDescription); planned again from the car", in: &self.journal)
                self.resynchronise()
            }
        }
    }

    /// After a failure: drop the queued calls, take the car's own stack as the picture and
    /// plan the last stack asked for again (once; a second failure leaves the car's picture);
    /// when the driver acted meanwhile, the app is told what the car shows instead.
    func resynchronise() {
        let acted = driverActed || appearancesWhileBusy > ownAppearances
        queue = []
        appearancesWhileBusy = 0
        ownAppearances = 0
        driverActed = false
        let shown = display
        display = CarPicture(objects: objects, controller: interfaceController).read(known: [target, display], nowPlaying: configuredNowPlaying)
        target = display
        made = display?.stack
        tapActions = nil
        // The driver moved meanwhile: the app follows the car rather than the car the app.
        if acted, let car = display?.stack, car != shown?.stack { return tell(.carShows(car)) }
        guard !retrying, let wanted else { return }
        retrying = true
        _ = plan(from: display, to: wanted.stack, now: wanted.now, nowPlaying: wanted.nowPlaying)
    }
}
