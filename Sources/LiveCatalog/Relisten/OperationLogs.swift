import RelistenScreens
import GoldenCore
import SnapshotTool
import TemplateKitLite

/// What the car is asked to do, as operation logs a reviewer reads beside the renders:
/// each journey's taps, and changes of state on a screen the car shows. Pure: the clock is
/// the step's time in seconds (taps 5 s apart), so the progress throttle is deterministic.
public enum OperationLogs {
    /// Seconds between two taps of a journey.
    public static let secondsPerTap: Double = 5

    /// The journey's operations, step by step: `Step 0` the car connecting, then each tap
    /// and the action it sent.
    package static func journey(_ journey: RelistenJourney, from state: AppState, profile: CarProfile) throws(JourneyTapError) -> String {
        let steps = try journey.steps(from: state, profile: profile)
        var log = Log(profile: profile)
        var out = "Journey \(journey.name): \(journey.summary)\n"
        for step in steps {
            let what = step.tap.map { "\($0)" } ?? "the car connects on the \(journey.start.title) tab"
            out += "\n" + JourneyCaption.numbered(step.number, what) + "\n"
            if let action = step.action { out += "  sends \(describe(action))\n" }
            out += log.show(step.state.state, step.state.stack, at: Double(step.number) * secondsPerTap)
        }
        return out
    }

    /// The action in full, arguments in key order: `open screen=years artist=77a58ff9-…-b72`
    /// (no value shortened, as a log of calls keeps identifiers whole).
    static func describe(_ action: Action) -> String {
        let args = action.arguments.map { key, value -> String in
            switch value {
            case .string(let s): "\(key)=\(s)"
            case .int(let i): "\(key)=\(i)"
            case .bool(let b): "\(key)=\(b)"
            case .double: "\(key)=\(value.canonicalText)"
            }
        }
        return ([action.name] + args).joined(separator: " ")
    }

    /// The change's operations: the car connects on its screen, then each step.
    public static func render(_ change: StateChange, from state: AppState, profile: CarProfile) -> String {
        walk(change, from: state, profile: profile).text
    }

    /// How many CarPlay calls each step of the change makes (connecting not counted).
    public static func callsPerStep(_ change: StateChange, from state: AppState, profile: CarProfile) -> [(step: String, calls: Int)] {
        walk(change, from: state, profile: profile).calls
    }

    static func walk(_ change: StateChange, from state: AppState, profile: CarProfile) -> (text: String, calls: [(step: String, calls: Int)]) {
        var calls: [(step: String, calls: Int)] = []
        let car = change.profile ?? profile
        var log = Log(profile: car)
        var (current, stack) = change.start(state.on(car))
        let on = change.profile.map { " on the \($0.name) car (\($0.maximumItemCount) rows)" } ?? ""
        var out = "State change \(change.name): \(change.summary)\n\nThe car connects\(on) showing \(stack.routes.map(\.screenName).joined(separator: " › "))\n"
        out += log.show(current, stack, at: 0)
        for step in change.steps {
            out += "\nAt \(NumberWords.seconds(step.at)): \(step.label)\n"
            if let event = step.event?(current) {
                out += log.follow(event)
                stack = stack.following(event)
            } else {
                (current, stack) = step.apply(current, stack)
            }
            out += log.show(current, stack, at: step.at)
            calls.append((step.label, log.lastCalls))
        }
        return (out, calls)
    }

    /// The names of every log, for the catalog: journeys, then state changes.
    public static var names: [String] { RelistenJourney.all.map(\.name) + StateChange.all.map(\.name) }

    /// Reconciles each shown state against the last, keeping what the car shows.
    struct Log {
        let profile: CarProfile
        var display: CarDisplay? = nil
        let reconciler = Reconciler()
        /// The calls of the last ``show(_:_:at:)``.
        var lastCalls = 0
        /// What was last published to MediaPlayer (``PublishedLine``); a line is logged when it changes.
        var published: String? = nil

        mutating func show(_ state: AppState, _ stack: AppStack, at seconds: Double) -> String {
            do {
                let next = try AppNavigation.navigationStack(state, stack, profile: profile)
                let result = reconciler.reconcile(display, to: next, now: seconds, nowPlaying: NowPlayingScreen.template(state))
                // A reload of what the driver looks at when only rows changed shows in the log.
                let lint = display.map { OperationLint.check(result.operations, from: $0, to: next) } ?? []
                display = result.display
                lastCalls = result.operations.count
                return OperationLog.render(result) + lint.map { "\($0)\n" }.joined() + publish(state, at: seconds)
            } catch {
                return "refused: \(error)\n"
            }
        }

        /// The MediaPlayer line when what is published changed: an unchanged publication is
        /// skipped, as `NowPlayingPublisher` skips it, and so is one whose elapsed time alone
        /// moved as the system extrapolates it from the last line (a progress tick).
        mutating func publish(_ state: AppState, at seconds: Double) -> String {
            let line = PublishedLine.text(state)
            guard line != published, !extrapolated(state, at: seconds) else { return "" }
            defer { (published, publishedElapsed, publishedAt) = (line, state.player.elapsed, seconds) }
            return (line ?? "MPNowPlayingInfoCenter: cleared, every command disabled") + "\n"
        }

        /// The elapsed time of the last line and when it was logged.
        var publishedElapsed = 0.0
        var publishedAt = 0.0

        /// Whether `state` differs from the last line only by the elapsed time the system
        /// already shows (`NowPlayingInfo.extrapolates`).
        func extrapolated(_ state: AppState, at seconds: Double) -> Bool {
            guard published != nil else { return false }
            var same = state
            same.player.elapsed = publishedElapsed
            guard PublishedLine.text(same) == published else { return false }
            let info = NowPlayingScreen.template(state).info
            let rate = info.playback == .playing ? info.playbackRate : 0
            let before = NowPlayingScreen.template(same).info.elapsed
            return NowPlayingInfo.extrapolates(from: before, rate: rate, after: seconds - publishedAt, to: info.elapsed)
        }

        /// The car did `event` on its own: its picture follows (a refused event is shown).
        mutating func follow(_ event: NavigationStack.SystemEvent) -> String {
            guard var shown = display else { return "" }
            do throws(NavigationError) {
                try shown.stack.accept(event)
                display = shown
                return ""
            } catch {
                return "the car could not have done this: \(error)\n"
            }
        }
    }
}

/// "30 s".
enum NumberWords {
    static func seconds(_ value: Double) -> String { "\(Int(value)) s" }
}
