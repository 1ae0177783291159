import TemplateKitLite

extension SvgDrawing {
    /// Now playing as CarPlay lays it out: Up Next at the top right, the artwork on the
    /// left, title, artist (a button when the album-artist button is on) and album cut
    /// where the model cuts them, the scrubber (or LIVE), the transport controls from the
    /// remote commands, then the now playing buttons the car keeps as icons. Apple
    /// documents no layout: the placement follows CarPlay's own screen.
    mutating func nowPlaying(_ nowPlaying: NowPlayingTemplate, _ view: CarView) {
        let info = nowPlaying.info
        if nowPlaying.isUpNextButtonEnabled {
            let title = nowPlaying.upNextTitle ?? "Up Next"
            let width = min(SvgTextWidth.pixels(title, fontSize: u(16)), u(200))
            markBox(x: right - inset - width - u(8), y: u(6), width: width + u(16), height: u(36),
                    changed: isChanged(nowPlaying.upNextTitle), tapped: marks.isTapped(title) || marks.isTapped("Up Next"))
            canvas.label(title, x: right - inset, y: u(30), size: u(16), room: width, fill: palette.accent, role: "upnext", anchor: .end)
        }
        let art = u(184)
        let ax = left + u(28), ay = barHeight + u(16)
        if let artwork = info.artwork { image(artwork, x: ax, y: ay, size: art) } else {
            canvas.rect(x: ax, y: ay, width: art, height: art, fill: palette.fill, radius: u(8))
            SvgSymbol("music.note").draw(x: ax + art / 4, y: ay + art / 4, size: art / 2, color: palette.secondary, into: &canvas)
        }
        let x = ax + art + u(28)
        let room = right - inset - x
        var y = barHeight + u(40)
        metadataLine(info.title.isEmpty ? "Not Playing" : info.title, .nowPlayingTitle, x: x, y: y, room: room, size: u(22), color: palette.label, role: "nptitle", bold: true)
        y += u(30)
        if let artist = info.artist {
            let isButton = nowPlaying.isAlbumArtistButtonEnabled
            metadataLine(artist, .nowPlayingSubtitle, x: x, y: y, room: room, size: u(17), color: isButton ? palette.accent : palette.label,
                         role: isButton ? "albumartist" : "npartist", tapped: isButton && marks.isTapped("Album Artist"))
            y += u(26)
        } else if nowPlaying.isAlbumArtistButtonEnabled {
            canvas.label("Album Artist", x: x, y: y, size: u(17), room: room, fill: palette.accent, role: "albumartist")
            y += u(26)
        }
        if let album = info.album {
            metadataLine(album, .nowPlayingSubtitle, x: x, y: y, room: room, size: u(17), color: palette.secondary, role: "npalbum")
        }
        scrubber(info, x: x, y: barHeight + u(140), width: room)
        transport(view.transport, x: x, y: barHeight + u(180), width: room)
        nowPlayingButtons(nowPlaying.buttons, x: x, y: barHeight + u(262), width: room)
        reach(ay + art + u(16))
        reach(barHeight + u(262) + u(40))
    }

    private mutating func metadataLine(
        _ text: String, _ displayClass: DisplayClass, x: Int, y: Int, room: Int, size: Int, color: String, role: String,
        bold: Bool = false, tapped: Bool = false
    ) {
        markBox(x: x - u(6), y: y - size - u(4), width: room + u(12), height: size + u(12), changed: isChanged(text), tapped: tapped)
        canvas.text(cut(text, displayClass), x: x, y: y, size: size, room: room, fill: color, role: role, bold: bold)
    }

    /// Elapsed and duration under a bar filled to the elapsed share; `LIVE` for a live
    /// stream; times the car cannot show as they are are said in a note.
    private mutating func scrubber(_ info: NowPlayingInfo, x: Int, y: Int, width: Int) {
        let size = u(13)
        markBox(x: x - u(6), y: y - u(10), width: width + u(12), height: u(40), changed: marks.isChanged(key: "time"), tapped: false)
        canvas.rect(x: x, y: y, width: width, height: u(5), fill: palette.fill, radius: u(3))
        canvas.label(ClockText.of(info.elapsed), x: x, y: y + u(22), size: size, room: width / 3, fill: palette.secondary, role: "elapsed")
        if info.isLiveStream {
            canvas.rect(x: x + width - u(44), y: y + u(10), width: u(44), height: u(16), fill: palette.destructive, radius: u(4))
            canvas.label("LIVE", x: x + width - u(22), y: y + u(22), size: u(11), room: u(40), fill: "#ffffff", role: "live", bold: true, anchor: .middle)
            return
        }
        guard let duration = info.duration, duration.isFinite, duration >= 0 else {
            canvas.label("--:--", x: x + width, y: y + u(22), size: size, room: width / 3, fill: palette.secondary, role: "duration", anchor: .end)
            notes.append(info.duration == nil ? "Now playing has no duration: the car draws no progress."
                : "Now playing's duration is invalid (" + NumberText.readable(info.duration ?? 0) + ").")
            return
        }
        var fraction = duration > 0 && info.elapsed.isFinite ? info.elapsed / duration : 0
        fraction = min(max(fraction, 0), 1)
        let done = Int(fraction * Double(width))
        canvas.rect(x: x, y: y, width: done, height: u(5), fill: palette.label, radius: u(3))
        canvas.rect(x: x + done - u(5), y: y - u(3), width: u(10), height: u(10), fill: palette.label, radius: u(5))
        canvas.label(ClockText.of(duration), x: x + width, y: y + u(22), size: size, room: width / 3, fill: palette.secondary, role: "duration", anchor: .end)
        if !info.elapsed.isFinite || info.elapsed < 0 { notes.append("Now playing's elapsed time is invalid (" + NumberText.readable(info.elapsed) + ").") }
        if info.elapsed > duration { notes.append("Now playing's elapsed time is past its duration.") }
    }

    /// The three transport controls the car derives from the remote commands, centred;
    /// a disabled one dimmed.
    private mutating func transport(_ transport: TransportControls?, x: Int, y: Int, width: Int) {
        let controls = transport?.controls ?? []
        guard !controls.isEmpty else {
            notes.append("No transport controls: the app registers no remote commands.")
            return
        }
        let size = u(48), step = u(96)
        let start = x + width / 2 - ((controls.count - 1) * step) / 2 - size / 2
        for (index, control) in controls.enumerated() {
            let dim = control.state == .disabled ? " opacity=\"0.35\" data-disabled=\"1\"" : ""
            canvas.raw("<g data-role=\"transport\" data-control=\"" + SvgEscape.attribute(control.name) + "\"" + dim + ">")
            markBox(x: start + index * step - u(8), y: y - u(8), width: size + u(16), height: size + u(16),
                    changed: marks.isChanged(key: "control:" + control.name), tapped: false)
            SvgSymbol(Self.symbolName(control.kind)).draw(x: start + index * step, y: y, size: size, color: palette.label, into: &canvas)
            canvas.raw("</g>")
        }
    }

    /// The SF Symbol CarPlay draws for a transport control.
    static func symbolName(_ kind: TransportControl.Kind) -> String {
        switch kind {
        case .previousTrack: "backward.end.fill"
        case .nextTrack: "forward.end.fill"
        case .play: "play.fill"
        case .pause: "pause.fill"
        case .skipBackward(let seconds): "gobackward." + String(seconds)
        case .skipForward(let seconds): "goforward." + String(seconds)
        }
    }

    /// The now playing buttons the car keeps, as icons (the app's labels are not drawn), a
    /// selected one on a tinted square; the rest in a note.
    private mutating func nowPlayingButtons(_ buttons: [NowPlayingButton], x: Int, y: Int, width: Int) {
        let limit = profile.maximumNowPlayingButtons
        let slice = LimitedSlice.head(buttons, limit: limit)
        if !slice.hidden.isEmpty { notes.append(Self.hiddenNote(slice.hidden.count, "now playing button", limit: limit) + ".") }
        let size = u(30), step = u(64)
        let start = x + width / 2 - ((slice.shown.count - 1) * step) / 2 - size / 2
        for (index, button) in slice.shown.enumerated() {
            let bx = start + index * step
            let dim = button.isEnabled ? "" : " opacity=\"0.35\" data-disabled=\"1\""
            let selected = button.isSelected ? " data-selected=\"1\"" : ""
            canvas.raw("<g data-role=\"npbutton\" data-kind=\"" + button.kind.name + "\"" + selected + dim + ">")
            hitArea(x: bx - u(7), y: y - u(7), width: size + u(14), height: size + u(14))
            if button.isSelected {
                canvas.rect(x: bx - u(7), y: y - u(7), width: size + u(14), height: size + u(14), fill: palette.accent, radius: u(8), opacity: "0.25")
            }
            markBox(x: bx - u(7), y: y - u(7), width: size + u(14), height: size + u(14),
                    changed: isChanged(button.label) || marks.isChanged(key: "button:" + button.kind.name), tapped: marks.isTapped(button.label))
            switch button.kind {
            case .image(let picture): image(picture, x: bx, y: y, size: size, tint: palette.label)
            case .playbackRate: canvas.label("1×", x: bx + size / 2, y: y + size * 3 / 4, size: u(20), room: size, fill: palette.label, role: "rate", bold: true, anchor: .middle)
            default: SvgSymbol(Self.symbolName(button.kind)).draw(x: bx, y: y, size: size, color: palette.label, into: &canvas)
            }
            canvas.raw("</g>")
        }
    }

    /// The SF Symbol CarPlay draws for a now playing button kind.
    static func symbolName(_ kind: NowPlayingButtonKind) -> String {
        switch kind {
        case .shuffle: "shuffle"
        case .repeat: "repeat"
        case .playbackRate: "speedometer"
        case .addToLibrary: "plus"
        case .more: "ellipsis"
        case .image: "photo"
        }
    }
}
