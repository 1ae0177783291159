import TemplateKitLite

/// Draws the now playing screen: artwork, metadata, scrubber, buttons.
package struct NowPlayingHTML {
    package func draw(_ np: NowPlayingTemplate) -> String {
        let info = np.info
        let lines = [info.title, info.artist, info.album].compactMap { $0 }.enumerated().map { i, text in
            HTML.element("div", i == 0 ? "t1" : "t2", text)
        }
        let buttons = np.buttons.prefix(5).map { button in
            let cls = "npbtn" + (button.isSelected ? " selected" : "") + (button.isEnabled ? "" : " dim")
            return "<span class=\"\(cls)\">\(HTML.escape(button.label ?? button.kind.name))</span>"
        }
        let upNext = np.isUpNextButtonEnabled ? HTML.element("span", "npbtn", (np.upNextTitle ?? "Up Next") + " ›") : ""
        let album = np.isAlbumArtistButtonEnabled ? HTML.element("span", "npbtn", "Album Artist ›") : ""
        return "<div class=\"np\"><div class=\"art\">\(ImageHTML.glyph(info.artwork))</div>\(lines.joined())"
            + scrubber(info) + "<div class=\"npbtns\">\(buttons.joined())</div>"
            + "<div class=\"npbtns\">\(album)\(upNext)</div></div>"
    }

    private func scrubber(_ info: NowPlayingInfo) -> String {
        let state = HTML.element("span", "t2", info.playback == .playing ? "▶ playing" : (info.playback == .paused ? "❚❚ paused" : "■ stopped"))
        guard let duration = info.duration, duration > 0, info.elapsed.isFinite, duration.isFinite else {
            return "<div class=\"scrub\">\(info.isLiveStream ? HTML.element("span", "live", "LIVE") : "")\(state)</div>"
        }
        let percent = Int(min(max(info.elapsed / duration, 0), 1) * 100)
        return "<div class=\"scrub\"><div class=\"progress\"><span style=\"width:\(percent)%\"></span></div>\(state)</div>"
    }
}
