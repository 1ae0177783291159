import GoldenCore
import Foundation
import TemplateKitLite

/// A journey's storyboard as a JSON golden, `journeys/NAME.steps.json`: each step's caption,
/// whether its screen is pushed, what the next step taps, and the screen as the canonical
/// JSON a screen golden holds (`render`). The committed file is the "before" model of a
/// changed journey: the review page reads it back (``decode(_:)``, through
/// ``GoldenTemplate``) and draws each changed step as two cars, as it does for a screen.
///
///     StoryboardJSON.encode(frames, profile: .unconstrained)   // {"steps": [{"caption": …, "render": {…}}]}
package enum StoryboardJSON {
    package static func encode(_ frames: [StoryboardFrame], profile: CarProfile) -> String {
        let renderer = JSONRenderer(profile: profile)
        let steps = frames.map { frame in
            let render = renderer.render(frame.template).split(separator: "\n").joined(separator: "\n      ")
            return "    {\n      \"caption\": \(string(frame.caption)),\n      \"isPushed\": \(frame.isPushed),\n"
                + "      \"render\": \(render),\n      \"tapped\": \(frame.tapped.map(string) ?? "null")\n    }"
        }
        return "{\n  \"steps\": [\n" + steps.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// The steps of a storyboard golden, or nil when `json` is not one.
    package static func decode(_ json: String) -> [StoryboardFrame]? {
        guard let root = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let steps = root["steps"] as? [[String: Any]]
        else { return nil }
        return steps.compactMap { step in
            guard let render = step["render"] as? [String: Any], let template = (render["template"] as? [String: Any]).flatMap(GoldenTemplate.template)
            else { return nil }
            return StoryboardFrame(caption: step["caption"] as? String ?? "", template: template,
                                   isPushed: step["isPushed"] as? Bool ?? false, tapped: step["tapped"] as? String)
        }
    }

    /// `text` as a JSON string literal (slashes unescaped; deterministic).
    static func string(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}
