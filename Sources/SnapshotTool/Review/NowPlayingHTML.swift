import GoldenCore
import TemplateKitLite

/// Draws now playing as CarPlay lays it out: Up Next at the top right, artwork on the
/// left, title, artist (a button when the album-artist button is on) and album lines cut at
/// the car's width, the scrubber with elapsed and duration (or LIVE), the transport
/// controls derived from the app's remote commands (``TransportControls``), and the now
/// playing buttons as glyphs, selected ones filled. Apple documents no layout: the placement
/// follows CarPlay's own screen and is checked in the CarPlay Simulator, not here.
package struct NowPlayingHTML {
    /// A button a journey taps next (`Up Next`, `Album Artist`).
    package var tapped: String? = nil

    package func draw(_ np: NowPlayingTemplate, _ view: CarView) -> String {
        let info = np.info
        let shownButtons = view.nowPlayingButtons?.shown ?? []
        let upNextTitle = np.upNextTitle ?? "Up Next"
        let upNext = np.isUpNextButtonEnabled
            ? "<span class=\"upnext\(tapped != nil && (tapped == "Up Next" || tapped == np.upNextTitle) ? " tapped" : "")\">\(HTML.escape(upNextTitle))</span>" : ""
        var lines = cutHTML(view.cut(info.title.isEmpty ? "Not Playing" : info.title, .nowPlayingTitle), "t1 np1")
        if let artist = info.artist {
            let cls = np.isAlbumArtistButtonEnabled ? "t2 np2 aabutton" + (tapped == "Album Artist" ? " tapped" : "") : "t2 np2"
            lines += cutHTML(view.cut(artist, .nowPlayingSubtitle), cls)
        }
        if let album = info.album { lines += cutHTML(view.cut(album, .nowPlayingSubtitle), "t2 np2") }
        let transport = (view.transport?.controls ?? []).map(control).joined()
        let buttons = shownButtons.map(button).joined()
        return "<div class=\"np\"><div class=\"nptop\">\(upNext)</div><div class=\"npmain\">"
            + "<div class=\"art\">\(ImageHTML.glyph(info.artwork) )</div><div class=\"npmeta\">\(lines)\(scrubber(info))"
            + "<div class=\"transport\">\(transport)</div><div class=\"npbtns\">\(buttons)</div></div></div></div>"
    }

    private func control(_ control: TransportControl) -> String {
        let glyph: Glyph
        var seconds = ""
        switch control.kind {
        case .previousTrack: glyph = .previous
        case .nextTrack: glyph = .next
        case .play: glyph = .play
        case .pause: glyph = .pause
        case .skipBackward(let s): glyph = .skipBackward; seconds = "<span class=\"secs\">\(s)</span>"
        case .skipForward(let s): glyph = .skipForward; seconds = "<span class=\"secs\">\(s)</span>"
        }
        let cls = control.state == .disabled ? "tc dim" : "tc"
        return "<span class=\"\(cls)\">\(Glyph.svg(glyph, label: control.name))\(seconds)</span>"
    }

    private func button(_ button: NowPlayingButton) -> String {
        let glyph: String
        switch button.kind {
        case .shuffle: glyph = Glyph.svg(.shuffle, label: "shuffle")
        case .repeat: glyph = Glyph.svg(.repeatMode, label: "repeat")
        case .playbackRate: glyph = Glyph.svg(.rate, label: "playback rate")
        case .addToLibrary: glyph = Glyph.svg(.add, label: "add to library")
        case .more: glyph = Glyph.svg(.more, label: "more")
        case .image(let image): glyph = ImageHTML.glyph(image)
        }
        let cls = "npbtn" + (button.isSelected ? " selected" : "") + (button.isEnabled ? "" : " dim")
        let label = button.label.map { " title=\"\(HTML.escape($0)) (the app's label; the car draws the glyph only)\"" } ?? ""
        return "<span class=\"\(cls)\"\(label)>\(glyph)</span>"
    }

    /// Elapsed, bar and duration; `LIVE` for a live stream.
    private func scrubber(_ info: NowPlayingInfo) -> String {
        let elapsed = HTML.element("span", "time", Self.clock(info.elapsed))
        if info.isLiveStream { return "<div class=\"scrub\">\(elapsed)<span class=\"live\">LIVE</span></div>" }
        guard let duration = info.duration, duration > 0, info.elapsed.isFinite, duration.isFinite else {
            return "<div class=\"scrub\">\(elapsed)<div class=\"progress\"></div><span class=\"time\">–:––</span></div>"
        }
        let percent = Int(min(max(info.elapsed / duration, 0), 1) * 100)
        return "<div class=\"scrub\">\(elapsed)<div class=\"progress\"><span style=\"width:\(percent)%\"></span></div>"
            + "\(HTML.element("span", "time", Self.clock(duration)))</div>"
    }

    /// `1:40`, `1:02:05` (seconds floored).
    static func clock(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0 else { return "–:––" }
        let total = Int(seconds)
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        let ss = s < 10 ? "0\(s)" : "\(s)"
        return h > 0 ? "\(h):\(m < 10 ? "0" : "")\(m):\(ss)" : "\(m):\(ss)"
    }
}
