extension TextRenderer {
    /// Cells of the now playing scrubber.
    static let scrubberCells = 30

    /// Now playing: artwork, title, artist and album lines, the time line with the
    /// player's state, the buttons the car keeps, album-artist and up-next buttons.
    func writeNowPlaying(_ nowPlaying: NowPlayingTemplate, into frame: inout TextFrame) {
        let info = nowPlaying.info
        frame.line(" artwork " + (info.artwork.map(imageMark) ?? "none"))
        frame.line(" " + (info.title.isEmpty ? "(no title)" : metadata(info.title)))
        if let artist = info.artist { frame.line(" " + metadata(artist)) }
        if let album = info.album { frame.line(" " + metadata(album)) }
        frame.line(left: " " + timeLine(info), right: playbackLabel(info.playback))
        for warning in timeWarnings(info) { frame.wrapped(" ⚠ " + warning) }
        frame.line(" " + transportLine(info.playback))
        writeNowPlayingButtons(nowPlaying.buttons, into: &frame)
        if nowPlaying.isAlbumArtistButtonEnabled {
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
    func metadata(_ text: String) -> String {
        showsDetails ? TextLabel.safe(text) : carLine(TextLabel.safe(text))
    }

    /// The system's transport controls as the car draws them: pause while playing,
    /// play otherwise.
    func transportLine(_ state: PlaybackState) -> String {
        state == .playing ? "⏮  ❚❚  ⏭" : "⏮  ▶  ⏭"
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
        for button in slice.shown {
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
}
