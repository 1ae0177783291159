import TemplateKitLite

/// Draws what a car shows of a template as a self-contained SVG picture, from the same
/// model as the text and JSON renders (``CarView``): the dock, the navigation bar or the
/// tabs, rows with their two lines cut where the model cuts them (with its `…`), now
/// playing with its transport, grids, and alerts and action sheets over the screen they
/// cover. What the car hides is said in words under the car. A list longer than the
/// screen makes the car taller, the screen's edge drawn as a dashed line.
///
/// The output is byte-deterministic: integer coordinates, no locale, no clock, fonts
/// named (`Liberation Sans`, metric-compatible with Arial and Helvetica, then the
/// system's sans-serif) and never needed to fit a line (``SvgTextWidth``). Text scales
/// with the display's height; SF Symbols are drawn as this project's own icons, each
/// marked `data-symbol="NAME"`. See `Docs/render-legend.md`.
///
///     SVGRenderer(profile: .limited).render(.list(library))
///     SVGRenderer(screen: .wide, appearance: .dark).render(.alert(clear), over: .list(queue))
public struct SVGRenderer: Sendable {
    public let profile: CarProfile
    public let screen: CarScreen
    public let appearance: CarAppearance
    /// Changed and tapped texts a review marks (none in a golden).
    package var marks = SvgMarks()

    public init(profile: CarProfile = .unconstrained, screen: CarScreen = .standard, appearance: CarAppearance = .light) {
        self.profile = profile
        self.screen = screen
        self.appearance = appearance
    }

    /// The picture of `template`; `isPushed` draws a back button; an alert or action
    /// sheet is drawn over `base` (the screen it is presented over), when given.
    public func render(_ template: Template, isPushed: Bool = false, over base: Template? = nil) -> String {
        var drawing = SvgDrawing(profile: profile, display: screen, appearance: appearance, marks: marks)
        let view = CarView(template, profile: profile)
        let under = base.map { CarView($0, profile: profile) } ?? view
        let isModal = view.content.map(Self.isModal) ?? false
        if isModal, base != nil {
            drawing.screen(under, isPushed: isPushed)
        } else if !isModal {
            drawing.screen(view, isPushed: isPushed)
        } else {
            drawing.reach(self.screen.height)
        }
        let carHeight = max(self.screen.height, drawing.bottom + drawing.inset)
        if let content = view.content, isModal {
            drawing.modal(content, view, carHeight: carHeight)
        }
        return drawing.finish(view, carHeight: carHeight)
    }

    /// The visible template of `stack`: the presented one over the top of the stack, else
    /// the top (pushed when the stack is deeper than its root).
    public func render(stack: NavigationStack) -> String {
        let top = stack.pushed.last ?? stack.root
        guard let presented = stack.presented else { return render(top, isPushed: !stack.pushed.isEmpty) }
        return render(presented, isPushed: !stack.pushed.isEmpty, over: top)
    }

    /// The same picture as UTF-8 bytes, what an `.svg` golden holds.
    public func renderUTF8(_ template: Template, isPushed: Bool = false, over base: Template? = nil) -> [UInt8] {
        Array(render(template, isPushed: isPushed, over: base).utf8)
    }

    package static func isModal(_ template: Template) -> Bool {
        switch template {
        case .alert, .actionSheet: true
        default: false
        }
    }
}
