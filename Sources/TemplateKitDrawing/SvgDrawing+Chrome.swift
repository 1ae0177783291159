import TemplateKitLite

extension SvgDrawing {
    /// The screen under any modal: the content from under the bar down, then the bar (the
    /// tabs on a tab bar's root, else the navigation bar) over it.
    mutating func screen(_ view: CarView, isPushed: Bool) {
        reach(barHeight)
        canvas.raw("<g data-role=\"content\">")
        if let content = view.content {
            self.content(content, view)
        } else if let bar = view.tabBar {
            notes.append("Selected tab " + String(bar.selectedIndex) + " does not exist: the car shows nothing.")
        }
        canvas.raw("</g>")
        if let bar = view.tabBar, !isPushed {
            tabBar(bar, view)
        } else {
            navigationBar(view, isPushed: isPushed)
        }
    }

    /// What fills the screen under the bar.
    mutating func content(_ template: Template, _ view: CarView) {
        switch template {
        case .list(let list): self.list(list, view)
        case .grid(let grid): self.grid(grid, view)
        case .nowPlaying(let nowPlaying): self.nowPlaying(nowPlaying, view)
        case .alert, .actionSheet: break
        case .tabBar: notes.append("A tab bar inside a tab: CarPlay throws.")
        case .unsupported(let kind, _): notes.append("A " + kind.rawValue + " template: audio apps may not use it (CarPlay throws).")
        }
    }

    /// The navigation bar: back button and leading bar buttons, the title centred (as the
    /// model cuts it), trailing bar buttons and the system's Now Playing button.
    mutating func navigationBar(_ view: CarView, isPushed: Bool) {
        let content = view.content
        canvas.rect(x: left, y: 0, width: right - left, height: barHeight, fill: palette.bar)
        canvas.line(x1: left, y1: barHeight, x2: right, y2: barHeight, stroke: palette.separator)
        let size = u(17)
        let baseline = u(30)
        var leadingEnd = left + inset
        if isPushed {
            let back = backTitle(content)
            canvas.raw("<g data-role=\"back\">")
            hitArea(x: left, y: 0, width: u(18) + u(160) + inset, height: barHeight)
            SvgSymbol("chevron.left").draw(x: leadingEnd - u(4), y: u(13), size: u(22), color: palette.accent, into: &canvas)
            let width = min(SvgTextWidth.pixels(back, fontSize: size), u(160))
            canvas.label(back, x: leadingEnd + u(18), y: baseline, size: size, room: width, fill: palette.accent, role: "back")
            canvas.raw("</g>")
            leadingEnd += u(18) + width + u(12)
        }
        let (leading, trailing) = barButtons(content)
        for button in leading { leadingEnd = barButton(button, x: leadingEnd, anchor: .start) + u(12) }
        var trailingStart = right - inset
        if Self.showsNowPlayingButton(content, tabs: 0) {
            SvgSymbol("waveform").draw(x: right - inset - u(26), y: u(11), size: u(26), color: palette.accent, into: &canvas)
            trailingStart -= u(26) + u(14)
        }
        for button in trailing.reversed() { trailingStart = barButton(button, x: trailingStart, anchor: .end) - u(12) }
        guard let title = content?.title, !title.isEmpty, !SVGRenderer.isModal(content!) else { return }
        let centre = (left + right) / 2
        let half = min(centre - leadingEnd, trailingStart - centre) - u(8)
        if half > u(60) {
            canvas.text(cut(title, .navigationTitle), x: centre, y: baseline, size: size, room: 2 * half, fill: palette.label,
                        role: "title", bold: true, anchor: .middle)
        } else {
            let room = trailingStart - leadingEnd - u(8)
            canvas.text(cut(title, .navigationTitle), x: leadingEnd, y: baseline, size: size, room: room, fill: palette.label,
                        role: "title", bold: true)
        }
    }

    /// `Back`, or a list's own back button.
    private func backTitle(_ content: Template?) -> String {
        guard case .list(let list)? = content, let button = list.backButton, let title = button.title else { return "Back" }
        return title
    }

    /// The bar buttons the car keeps on each side (the rest named in a note).
    private mutating func barButtons(_ content: Template?) -> ([BarButton], [BarButton]) {
        let (leading, trailing): ([BarButton], [BarButton])
        switch content {
        case .list(let list)?: (leading, trailing) = (list.leadingNavigationBarButtons, list.trailingNavigationBarButtons)
        case .grid(let grid)?: (leading, trailing) = (grid.leadingNavigationBarButtons, grid.trailingNavigationBarButtons)
        default: return ([], [])
        }
        let limit = profile.maximumNavigationBarButtons
        let left = LimitedSlice.head(leading, limit: limit), right = LimitedSlice.head(trailing, limit: limit)
        if !left.hidden.isEmpty { notes.append(Self.hiddenNote(left.hidden.count, "leading bar button", limit: limit) + ".") }
        if !right.hidden.isEmpty { notes.append(Self.hiddenNote(right.hidden.count, "trailing bar button", limit: limit) + ".") }
        return (Array(left.shown), Array(right.shown))
    }

    /// A bar button (its title, else its image) from `x`; returns its far edge.
    private mutating func barButton(_ button: BarButton, x: Int, anchor: SvgCanvas.Anchor) -> Int {
        let color = button.isEnabled ? palette.accent : palette.secondary
        if let title = button.title {
            let width = min(SvgTextWidth.pixels(title, fontSize: u(16)), u(140))
            canvas.label(title, x: x, y: u(30), size: u(16), room: width, fill: color, role: "barbutton", anchor: anchor)
            return anchor == .start ? x + width : x - width
        }
        let size = u(24)
        let origin = anchor == .start ? x : x - size
        if let picture = button.image { image(picture, x: origin, y: u(12), size: size, tint: color) }
        return anchor == .start ? x + size : x - size
    }

    /// The system's Now Playing button: top right on lists and grids (not on now playing
    /// itself, nor under a modal); with more than four tabs there is no room for it.
    static func showsNowPlayingButton(_ content: Template?, tabs: Int) -> Bool {
        switch content {
        case .list?, .grid?: tabs <= 4
        default: false
        }
    }

    /// The dock down the left: the clock, the app's icon (highlighted), home and the app
    /// grid.
    mutating func dock(carHeight: Int) {
        canvas.rect(x: 0, y: 0, width: left, height: carHeight, fill: palette.dock, extra: " data-role=\"dock\"")
        canvas.label("9:41", x: left / 2, y: u(28), size: u(15), room: left - u(8), fill: palette.label, role: "clock", bold: true, anchor: .middle)
        let size = u(48)
        let x = (left - size) / 2
        canvas.rect(x: x, y: u(52), width: size, height: size, fill: palette.accent, radius: u(12))
        SvgSymbol("music.note").draw(x: x + u(10), y: u(62), size: u(28), color: "#ffffff", into: &canvas)
        SvgSymbol("square.grid.2x2").draw(x: x + u(12), y: display.height - u(60), size: u(24), color: palette.secondary, into: &canvas)
    }
}
