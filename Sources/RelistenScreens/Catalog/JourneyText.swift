import TemplateKitLite

/// A journey as text: where it starts, then each step (counted from 1) with its tap, the
/// stack after it and the visible screen; the details view adds the action each tap sent.
public enum JourneyText {
    public static func render(
        _ journey: Journey, from state: AppState, profile: CarProfile, style: TextRenderer.Style = .driver
    ) throws(JourneyError) -> String {
        let steps = try journey.steps(from: state, profile: profile)
        let renderer = TextRenderer(profile: profile, style: style)
        var out = "Journey \(journey.name): \(journey.summary)\n"
        for (index, step) in steps.enumerated() {
            out += step.tap.map { "\nStep \(index): \(caption($0, step.touched))\n" } ?? "\nStart on the \(journey.start.title) tab\n"
            if style == .details, let action = step.action { out += "  sends \(describe(action.templateAction))\n" }
            let templates = [RootScreen.template(step.state, selected: step.stack.tab).template]
                + step.stack.pushed.map { Screens.template(for: $0, step.state) }
            out += renderer.render(stack: templates, presented: nil)
        }
        return out
    }

    /// `tap row 1 "SBD > Reel > DAT"`: a numbered tap names the row it touched.
    static func caption(_ tap: Journey.Tap, _ touched: String?) -> String {
        guard case .rowAt = tap, let touched else { return "\(tap)" }
        return "\(tap) \"\(touched)\""
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
