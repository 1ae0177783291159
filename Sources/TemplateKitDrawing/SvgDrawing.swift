import TemplateKitLite

/// One car drawing in progress: the car's measures on its display (design points for a
/// 480-point-high screen, scaled), the palette, what the review marks, the markup so far,
/// the height the content reached, and the notes on what the car hides.
struct SvgDrawing {
    let profile: CarProfile
    let display: CarScreen
    let palette: SvgPalette
    let marks: SvgMarks
    var canvas = SvgCanvas()
    /// The lowest point content reached (the car grows to hold a long list).
    var bottom = 0
    /// What the car hides or cannot show, in words, drawn under the car.
    var notes: [String] = []

    init(profile: CarProfile, display: CarScreen, appearance: CarAppearance, marks: SvgMarks) {
        self.profile = profile
        self.display = display
        self.palette = SvgPalette(appearance)
        self.marks = marks
    }

    /// `value` design points on this display.
    func u(_ value: Int) -> Int { display.scaled(value) }

    /// The dock's width: the screen starts right of it.
    var left: Int { u(80) }
    /// The screen's right edge.
    var right: Int { display.width }
    /// The bar's height: content starts under it.
    var barHeight: Int { u(48) }
    /// The screen's margin.
    var inset: Int { u(16) }

    mutating func reach(_ y: Int) { bottom = max(bottom, y) }

    /// `text` as a line of `displayClass` on this car.
    func cut(_ text: String, _ displayClass: DisplayClass) -> CutText {
        CutText(text, columns: profile.columns(for: displayClass))
    }

    func isChanged(_ text: String?) -> Bool { marks.isChanged(text, rowColumns: profile.textColumns) }

    /// A changed row's yellow wash and a tapped row's green outline, behind its content.
    mutating func markBox(x: Int, y: Int, width: Int, height: Int, changed: Bool, tapped: Bool) {
        if changed {
            canvas.rect(x: x, y: y, width: width, height: height, fill: palette.changed, opacity: "0.3", extra: " data-changed=\"1\"")
            canvas.rect(x: x, y: y, width: u(4), height: height, fill: palette.changed)
        }
        if tapped {
            canvas.rect(x: x + 1, y: y + 1, width: width - 2, height: height - 2, fill: "none", radius: u(8),
                        stroke: palette.tapped, strokeWidth: max(2, u(3)), extra: " data-tapped=\"1\"")
        }
    }

    /// An invisible rectangle that takes clicks (a group is clickable only where it is
    /// painted): over every tappable part, so `snapshot serve` can tap it anywhere.
    mutating func hitArea(x: Int, y: Int, width: Int, height: Int) {
        canvas.rect(x: x, y: y, width: width, height: height, fill: "#000000", opacity: "0")
    }

    /// An image as the car would place it: a symbol drawn as this project's icon, an asset
    /// or remote image as a labelled picture placeholder (the drawing never loads pixels).
    mutating func image(_ image: TemplateImage, x: Int, y: Int, size: Int, tint: String? = nil) {
        switch image {
        case .symbol(let name):
            let pad = size / 8
            SvgSymbol(name).draw(x: x + pad, y: y + pad, size: size - 2 * pad, color: tint ?? palette.label, into: &canvas)
        case .asset(let name): picture(kind: "asset", name: name, x: x, y: y, size: size)
        case .remote(let url, _): picture(kind: "remote", name: url, x: x, y: y, size: size)
        }
    }

    /// A rounded tile with hills and a sun: where an image goes.
    private mutating func picture(kind: String, name: String, x: Int, y: Int, size: Int) {
        canvas.raw("<svg x=\"\(x)\" y=\"\(y)\" width=\"\(size)\" height=\"\(size)\" viewBox=\"0 0 24 24\" data-image=\"\(kind)\">"
            + "<title>" + SvgEscape.text(kind + " " + name) + "</title>"
            + "<rect x=\"0\" y=\"0\" width=\"24\" height=\"24\" rx=\"4\" fill=\"\(palette.fill)\"/>"
            + "<path d=\"M3 19l6-7 4 5 3-3 5 5z\" fill=\"\(palette.secondary)\" fill-opacity=\"0.6\"/>"
            + "<path d=\"M17 5a2 2 0 1 1 0 4 2 2 0 0 1 0-4z\" fill=\"\(palette.secondary)\" fill-opacity=\"0.6\"/></svg>")
    }

    /// `N more NOUNs hidden on this car (limit L)`, one noun agreeing with the count.
    static func hiddenNote(_ count: Int, _ noun: String, limit: Int) -> String {
        String(count) + " more " + (count == 1 ? noun : noun + "s") + " hidden on this car (limit " + String(max(0, limit)) + ")"
    }

    /// `“Title”`.
    static func quoted(_ text: String) -> String { "“" + text + "”" }
}
