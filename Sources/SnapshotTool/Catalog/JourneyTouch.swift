import TemplateKitLite

/// What a ``JourneyTap`` touches on the stack the car draws (root first): the action it
/// sends (nil for Back when the journey has no back action), the text the car shows on it,
/// and, when a `.textOr` fell back, the text it did not find.
///
///     try JourneyTouch.resolve(.upNext, in: stack, profile: .unconstrained, back: nil)   // Up Next's action, "Up Next"
struct JourneyTouch {
    let action: Action?
    let text: String
    /// `.textOr("1977", .row(1))` where no row says 1977: (`1977`, `row`).
    var missing: (text: String, noun: String)? = nil

    /// Nothing to touch: what was looked for (`row`, `button`, `tab`, `Back button`…).
    struct Miss: Error {
        let noun: String
    }

    static func resolve(_ tap: JourneyTap, in stack: [Template], profile: CarProfile, back: Action?) throws(Miss) -> JourneyTouch {
        guard let visible = stack.last else { throw Miss(noun: "row") }
        let noun = JourneyTarget.noun(for: visible)
        switch tap {
        case .tab(let title):
            guard case .tabBar(let bar)? = stack.first, let index = bar.tabs.firstIndex(where: { $0.title.contains(title) })
            else { throw Miss(noun: "tab") }
            return JourneyTouch(action: JourneyTap.selectTabAction(index: index, title: bar.tabs[index].title), text: bar.tabs[index].title)
        case .back:
            guard stack.count > 1, !visible.isModal else { throw Miss(noun: "Back button") }
            return JourneyTouch(action: back, text: "Back")
        case .upNext, .albumArtist:
            guard let button = JourneyTarget.nowPlayingButton(tap == .upNext, on: visible) else {
                throw Miss(noun: tap == .upNext ? "Up Next button" : "Album Artist button")
            }
            return JourneyTouch(action: button.action, text: button.text)
        case .row(let number):
            let targets = JourneyTarget.all(in: visible, profile: profile)
            guard targets.indices.contains(number - 1) else { throw Miss(noun: noun) }
            return JourneyTouch(action: targets[number - 1].action, text: targets[number - 1].text)
        case .text(let text):
            guard let target = JourneyTarget.all(in: visible, profile: profile).first(where: { $0.text.contains(text) })
            else { throw Miss(noun: noun) }
            return JourneyTouch(action: target.action, text: target.text)
        case .textOr(let text, let fallback):
            if let found = try? resolve(.text(text), in: stack, profile: profile, back: back) { return found }
            var touch = try resolve(fallback, in: stack, profile: profile, back: back)
            touch.missing = (text, noun)
            return touch
        case .firstRow(let section), .rowAfterPlaying(let section):
            let afterPlaying = if case .rowAfterPlaying = tap { true } else { false }
            guard let target = JourneyTarget.rows(under: section, of: visible, afterPlaying: afterPlaying, profile: profile).first
            else { throw Miss(noun: "row") }
            return JourneyTouch(action: target.action, text: target.text)
        }
    }
}
