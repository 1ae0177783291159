import TemplateKitLite

/// A journey as text: each step's tap, the action it sent, the stack after it and the
/// visible screen.
public enum JourneyText {
    public static func render(_ journey: Journey, from state: AppState, profile: CarProfile) throws(JourneyError) -> String {
        let steps = try journey.steps(from: state, profile: profile)
        let renderer = TextRenderer(profile: profile)
        var out = "Journey \(journey.name): \(journey.summary)\n"
        for (index, step) in steps.enumerated() {
            let what = step.tap.map { "\($0)" } ?? "start on the \(journey.start.title) tab"
            out += "\nStep \(index): \(what)\n"
            if let action = step.action { out += "  sends \(describe(action.templateAction))\n" }
            let templates = [RootScreen.template(step.state, selected: step.stack.tab).template]
                + step.stack.pushed.map { Screens.template(for: $0, step.state) }
            out += renderer.render(stack: templates, presented: nil)
        }
        return out
    }

    static func describe(_ action: Action) -> String {
        let args = action.arguments.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            .map { key -> String in
                switch action.arguments[key] {
                case .string(let s)?: "\(key)=\(s)"
                case .int(let i)?: "\(key)=\(i)"
                case .bool(let b)?: "\(key)=\(b)"
                case nil: key
                }
            }
        return ([action.name] + args).joined(separator: " ")
    }
}
