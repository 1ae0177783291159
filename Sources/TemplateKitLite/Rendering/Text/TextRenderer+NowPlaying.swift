extension TextRenderer {
    /// Cells of the now playing scrubber.
    static let scrubberCells = 30

    /// Now playing: artwork, title, artist and album lines, the time line with the
    /// player's state, the buttons the car keeps, album-artist and up-next buttons.
    func writeNowPlaying(_ nowPlaying: NowPlayingTemplate, into frame: inout TextFrame) {
        let info = nowPlaying.info
        frame.line(" artwork " + (info.artwork.map(imageMark) ?? "none"))
        frame.line(" " + (info.title.isEmpty ? "(no title)" : metadata(info.title, .nowPlayingTitle)))
        if let artist = info.artist {
            // With the album-artist button on, the car draws the artist line as a button.
            let button = nowPlaying.isAlbumArtistButtonEnabled && !showsDetails ? " ›" : ""
            frame.line(" " + metadata(artist, .nowPlayingSubtitle) + button)
        }
        if let album = info.album { frame.line(" " + metadata(album, .nowPlayingSubtitle)) }
        frame.line(left: " " + timeLine(info), right: playbackLabel(info.playback))
        for warning in timeWarnings(info) { frame.wrapped(" ⚠ " + warning) }
        frame.line(" " + transportLine(TransportControls(nowPlaying.remoteCommands, playback: info.playback)))
        writeNowPlayingButtons(nowPlaying.buttons, into: &frame)
        if nowPlaying.isAlbumArtistButtonEnabled && (showsDetails || info.artist == nil) {
            frame.line(" [Album Artist ›]")
            writeAction(nowPlaying.albumArtistAction, indent: 3, into: &frame)
        }
        if nowPlaying.isUpNextButtonEnabled {
            let title = nowPlaying.upNextTitle.map(TextLabel.name) ?? "Up Next (system title)"
            frame.line(" [" + title + " ›]")
            writeAction(nowPlaying.upNextAction, indent: 3, into: &frame)
        }
    }

    /// `1:40 ━━━━━━━━━━●──────────── 4:32`, `LIVE · 1:40`, or `1:40 · no duration`.
    func timeLine(_ info: NowPlayingInfo) -> String {
        let elapsed = ClockText.of(info.elapsed)
        if info.isLiveStream { return "LIVE · " + elapsed }
        guard let duration = info.duration else { return elapsed + " · no duration" }
        guard duration.isFinite, duration >= 0 else { return elapsed + " · duration invalid" }
        var fraction = duration > 0 && info.elapsed.isFinite ? info.elapsed / duration : 0
        fraction = min(max(fraction, 0), 1)
        let done = Int(fraction * Double(Self.scrubberCells))
        let bar = String(repeating: "━", count: done) + "●"
            + String(repeating: "─", count: Self.scrubberCells - done)
        return elapsed + " " + bar + " " + ClockText.of(duration)
    }

    /// Times the car cannot show as they are.
    func timeWarnings(_ info: NowPlayingInfo) -> [String] {
        var warnings: [String] = []
        if !info.elapsed.isFinite || info.elapsed < 0 {
            warnings.append("elapsed invalid (" + NumberText.readable(info.elapsed) + ")")
        }
        if let duration = info.duration, !duration.isFinite || duration < 0 {
            warnings.append("duration invalid (" + NumberText.readable(duration) + ")")
        } else if let duration = info.duration, !info.isLiveStream, info.elapsed > duration {
            warnings.append("elapsed is past the duration")
        }
        return warnings
    }

    /// A metadata line, cut at the car's width in the driver view.
    func metadata(_ text: String, _ displayClass: DisplayClass) -> String {
        showsDetails ? TextLabel.safe(text) : carLine(TextLabel.safe(text), displayClass)
    }

    /// The system's transport controls as the car draws them from the remote commands:
    /// `⏮  ❚❚  ⏭`, `↺15  ▶  15↻`; a disabled one as `(⏭ dimmed)`.
    func transportLine(_ transport: TransportControls) -> String {
        guard !transport.controls.isEmpty else { return "(no transport controls: no remote commands)" }
        return transport.controls.map { $0.state == .disabled ? "(" + $0.glyph + " dimmed)" : $0.glyph }
            .joined(separator: "  ")
    }

    /// `▶ playing`, `❚❚ paused`, `■ stopped`.
    func playbackLabel(_ state: PlaybackState) -> String {
        switch state {
        case .playing: "▶ playing"
        case .paused: "❚❚ paused"
        case .stopped: "■ stopped"
        }
    }

    /// `◈ shuffle "Shuffle: on" · selected`, one line per button the car keeps.
    func writeNowPlayingButtons(_ buttons: [NowPlayingButton], into frame: inout TextFrame) {
        let limit = profile.maximumNowPlayingButtons
        let slice = LimitedSlice.head(buttons, limit: limit)
        if !showsDetails && !slice.shown.isEmpty {
            // The car draws glyphs only: the kind names the glyph, `●` its selected state.
            frame.wrapped(" " + slice.shown.map(buttonGlyph).joined(separator: "   "), hanging: 2)
        }
        for button in slice.shown where showsDetails {
            var parts = [button.kind.name]
            if case .image(let image) = button.kind { parts[0] += " " + imageMark(image) }
            if let label = button.label { parts.append(TextLabel.quoted(label)) }
            if button.isSelected { parts.append("selected") }
            if !button.isEnabled { parts.append("(dimmed)") }
            frame.line(" ◈ " + parts.joined(separator: " · "))
            writeAction(button.action, indent: 3, isEnabled: button.isEnabled, into: &frame)
        }
        writeHidden(slice.hidden.count, "now playing button", limit: limit, into: &frame)
    }

    /// `[⇄ shuffle ●]`: a now playing button as the glyph the car draws, named, with `●`
    /// when selected and `(dimmed)` when disabled. The app's label is not drawn.
    func buttonGlyph(_ button: NowPlayingButton) -> String {
        let glyph: String
        switch button.kind {
        case .shuffle: glyph = "⇄ shuffle"
        case .repeat: glyph = "↻ repeat"
        case .playbackRate: glyph = "1× rate"
        case .addToLibrary: glyph = "+ add to library"
        case .more: glyph = "… more"
        case .image(let image): glyph = imageMark(image) + " image"
        }
        return "[" + glyph + (button.isSelected ? " ●" : "") + "]" + (button.isEnabled ? "" : " (dimmed)")
    }
}
