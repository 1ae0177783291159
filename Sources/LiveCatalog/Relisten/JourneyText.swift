import RelistenScreens
import GoldenCore
import TemplateKitLite

/// A journey as text: where it starts, then each step (counted from 1) with its tap, the
/// stack after it and the visible screen; the details view adds the action each tap sent.
public enum JourneyText {
    public static func render(
        _ journey: Journey, from state: AppState, profile: CarProfile, style: TextRenderer.Style = .driver
    ) throws(JourneyError) -> String {
        let replay = journey.replayed(from: state, profile: profile)
        let steps = replay.steps
        let renderer = TextRenderer(profile: profile, style: style)
        var out = "Journey \(journey.name): \(journey.summary)\n"
        for (index, step) in steps.enumerated() {
            out += step.tap.map { "\nStep \(index): \(caption($0, step.touched))\n" } ?? "\nStart on the \(journey.start.title) tab\n"
            if style == .details, let action = step.action { out += "  sends \(describe(action.templateAction))\n" }
            let templates = [RootScreen.template(step.state, selected: step.stack.tab).template]
                + step.stack.pushed.map { Screens.template(for: $0, step.state) }
            out += renderer.render(stack: templates, presented: nil)
        }
        if var failure = replay.failure {
            failure.storyboard = out
            throw failure
        }
        return out
    }

    /// `tap row 1 "SBD > Reel > DAT"`: a numbered tap names the row it touched.
    /// The journey's steps as (caption, the screen the driver sees, what the next step
    /// touches): the review page draws them as cars. Stops at a failed tap.
    public static func frames(
        _ journey: Journey, from state: AppState, profile: CarProfile
    ) -> [(caption: String, template: Template, isPushed: Bool, tapped: String?)] {
        let steps = journey.replayed(from: state, profile: profile).steps
        return steps.enumerated().map { index, step in
            let title = step.tap.map { "Step \(index): \(Self.caption($0, step.touched))" } ?? "Start on the \(journey.start.title) tab"
            let visible = step.stack.pushed.last.map { Screens.template(for: $0, step.state) }
                ?? RootScreen.template(step.state, selected: step.stack.tab).template
            let next = steps.indices.contains(index + 1) ? steps[index + 1].touched : nil
            return (title, visible, !step.stack.pushed.isEmpty, next)
        }
    }

    /// A tap by role or fallback names the row it touched, and what it stood in for.
    static func caption(_ tap: Journey.Tap, _ touched: String?) -> String {
        guard let touched else { return "\(tap)" }
        switch tap {
        case .rowAt, .firstRow, .afterPlaying: return "\(tap) \"\(touched)\""
        case .rowOr(let text, let fallback) where !touched.contains(text):
            return "\(fallback) \"\(touched)\" (no row \"\(text)\" in this state)"
        default: return "\(tap)"
        }
    }

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
}
