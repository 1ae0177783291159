import TemplateKitLite

/// An SF Symbol name read as this project draws it: a base shape (``SvgSymbolShapes``),
/// solid for `.fill`, in a ring for `.circle` (a rounded square for `.square`), with a
/// number for `gobackward.15`. Each drawing carries `data-symbol="NAME"`; a name without
/// a shape is a dashed box labelled with the name, never another icon.
///
///     SvgSymbol("arrow.down.circle.fill")   // base "arrow.down", filled, in a circle
///     SvgSymbol("gobackward.15").number      // "15"
struct SvgSymbol: Sendable {
    let name: String
    let base: String
    let isFilled: Bool
    let frame: Frame
    let number: String?
    /// The icon's strokes; nil for a name this project does not draw.
    let parts: [SvgSymbolShapes.Part]?

    enum Frame: Sendable { case none, circle, square }

    init(_ name: String) {
        self.name = name
        var components = name.split(separator: ".").map(String.init)
        isFilled = components.last == "fill"
        if isFilled { components.removeLast() }
        var frame = Frame.none
        if components.count > 1, components.last == "circle" || components.last == "square" {
            frame = components.last == "circle" ? .circle : .square
            components.removeLast()
        }
        var number: String? = nil
        if components.count > 1, let last = components.last, last.allSatisfy(\.isASCII), Int(last) != nil {
            number = last
            components.removeLast()
        }
        let base = components.joined(separator: ".")
        // A name whose own shape exists (`record.circle`) wins over a ring around its base.
        if frame != .none, let whole = SvgSymbolShapes.shape(base + (frame == .circle ? ".circle" : ".square")) {
            self.base = base + (frame == .circle ? ".circle" : ".square")
            self.frame = .none
            self.parts = whole
        } else {
            self.base = base
            self.frame = frame
            self.parts = SvgSymbolShapes.shape(base)
        }
        self.number = number
    }

    /// Whether this project draws an icon for the name.
    var isKnown: Bool { parts != nil }

    /// The symbol at `x, y`, `size` pixels square, in `color`.
    func draw(x: Int, y: Int, size: Int, color: String, into canvas: inout SvgCanvas) {
        let known = isKnown ? "" : " data-unknown=\"1\""
        canvas.raw("<svg x=\"\(x)\" y=\"\(y)\" width=\"\(size)\" height=\"\(size)\" viewBox=\"0 0 24 24\" data-symbol=\""
            + SvgEscape.attribute(name) + "\"" + known + "><title>" + SvgEscape.text(name) + "</title>")
        guard let parts else {
            drawPlaceholder(color: color, into: &canvas)
            return canvas.raw("</svg>")
        }
        switch frame {
        case .none: break
        case .circle: canvas.raw(ring("M12 1.5a10.5 10.5 0 1 1 0 21 10.5 10.5 0 0 1 0-21z", color))
        case .square: canvas.raw(ring("M3 1.5h18a1.5 1.5 0 0 1 1.5 1.5v18a1.5 1.5 0 0 1-1.5 1.5H3A1.5 1.5 0 0 1 1.5 21V3A1.5 1.5 0 0 1 3 1.5z", color))
        }
        // Inside a frame the icon is drawn at 60 %, centred.
        canvas.raw(frame == .none ? "<g>" : "<g transform=\"matrix(0.6 0 0 0.6 4.8 4.8)\">")
        for part in parts { canvas.raw(path(part, color)) }
        if let number {
            canvas.raw("<text x=\"12\" y=\"15\" font-size=\"8\" font-weight=\"700\" text-anchor=\"middle\" fill=\""
                + color + "\" data-role=\"symbol-label\">" + number + "</text>")
        }
        canvas.raw("</g></svg>")
    }

    private func ring(_ d: String, _ color: String) -> String {
        isFilled
            ? "<path d=\"\(d)\" fill=\"\(color)\" fill-opacity=\"0.25\" stroke=\"\(color)\" stroke-width=\"1.5\"/>"
            : "<path d=\"\(d)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\"/>"
    }

    private func path(_ part: SvgSymbolShapes.Part, _ color: String) -> String {
        switch part {
        case .solid(let d): return "<path d=\"\(d)\" fill=\"\(color)\"/>"
        case .stroke(let d):
            let fill = isFilled && frame == .none ? color : "none"
            return "<path d=\"\(d)\" fill=\"\(fill)\" stroke=\"\(color)\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
        }
    }

    /// A dashed box with a question mark and the name in small print under it.
    private func drawPlaceholder(color: String, into canvas: inout SvgCanvas) {
        canvas.raw("<rect x=\"1.5\" y=\"1.5\" width=\"21\" height=\"21\" rx=\"3\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.2\" stroke-dasharray=\"3 2\"/>")
        canvas.raw("<text x=\"12\" y=\"12\" font-size=\"9\" font-weight=\"700\" text-anchor=\"middle\" fill=\"\(color)\" data-role=\"symbol-label\">?</text>")
        let room = 20
        let fit = SvgTextWidth.pixels(name, fontSize: 5) > room ? " textLength=\"\(room)\" lengthAdjust=\"spacingAndGlyphs\"" : ""
        canvas.raw("<text x=\"12\" y=\"19.5\" font-size=\"5\" text-anchor=\"middle\" fill=\"\(color)\" data-role=\"symbol-label\"\(fit)>"
            + SvgEscape.text(name) + "</text>")
    }
}
