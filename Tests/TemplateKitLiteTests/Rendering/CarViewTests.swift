import Testing
import TemplateKitLite

/// ``CarView``: the one model of what a car shows, which the text render, the JSON, the
/// review page and lint read.
@Suite struct CarViewTests {
    static let library = ListTemplate(title: "My Library", sections: [
        ListSection(header: "Recently Played", items: (0..<12).map { .item(ListItem("Show " + String($0))) }),
        ListSection(header: "Favorite Shows", items: [.item(ListItem("1977-05-08"))]),
        ListSection(items: [.item(ListItem("Untitled section row"))]),
        ListSection(header: "Downloads", items: [.item(ListItem("Downloads"))]),
    ])

    @Test func aLimitedCarNamesTheSectionsItDrops() {
        let shown = CarView(.list(Self.library), profile: .limited).list
        #expect(shown?.hiddenItemCount == 3)
        #expect(shown?.hiddenSectionHeaders == ["Favorite Shows", "Downloads"])
        #expect(shown?.hiddenSections.count == 3)
        #expect(shown?.sections.map(\.items.count) == [12])
        let hidden = shown?.hiddenItems.compactMap { element -> String? in
            if case .item(let item) = element { return item.text }
            return nil
        }
        #expect(hidden == ["1977-05-08", "Untitled section row", "Downloads"])
    }

    @Test func textAndJSONNameTheSameHiddenSections() {
        let text = TextRenderer(profile: .limited).render(.list(Self.library))
        #expect(text.contains("— the rest of “Recently Played”, “Favorite Shows”, “Downloads” ┄┄") || text.contains("“Favorite Shows”, “Downloads” ┄┄"), "\(text)")
        let json = JSONRenderer(profile: .limited).render(.list(Self.library))
        #expect(json.contains("\"sectionHeaders\": [\n        \"Favorite Shows\",\n        \"Downloads\"\n      ]"))
        #expect(!TextRenderer(profile: .unconstrained).render(.list(Self.library)).contains("out of reach"))
    }

    @Test func anAlertKeepsCancelAndTheLastAddedAction() {
        let alert = AlertTemplate(titleVariants: ["Reload?"], actions: [
            AlertAction("First"), AlertAction("Reload"), AlertAction("OK", style: .cancel),
        ])
        let actions = CarView(.alert(alert), profile: .limited).alertActions
        #expect(actions?.shown.map(\.title) == ["Reload", "OK"])
        #expect(actions?.hidden.map(\.title) == ["First"])
        // The text agrees: the dropped action is the one marked hidden.
        #expect(TextRenderer().render(.alert(alert)).contains("[ First ]  ┄ hidden on this car"))
    }

    @Test func aTabBarShowsItsSelectedTabsContent() {
        let view = CarView(.tabBar(RenderSamples.tabBar), profile: .unconstrained)
        #expect(view.tabBar != nil)
        #expect(view.content?.title == "Artists")
        #expect(view.list?.sections.first?.items.count == 3)
        var outOfRange = RenderSamples.tabBar
        outOfRange.selectedIndex = 7
        #expect(CarView(.tabBar(outOfRange), profile: .limited).content == nil)
    }

    @Test func displayClassesCutAtTheirWidths() {
        let profile = CarProfile.limited
        #expect(profile.columns(for: .rowText) == 60)
        #expect(profile.columns(for: .navigationTitle) == 40)
        #expect(profile.columns(for: .nowPlayingTitle) == 45)
        #expect(profile.columns(for: .tabTitle) == 15)
        #expect(!DisplayClass.rowText.isEstimate && DisplayClass.navigationTitle.isEstimate)
        let title = String(repeating: "Sources for ", count: 5)
        let cut = CarView(.list(ListTemplate(title: title)), profile: profile).cut(title, .navigationTitle)
        #expect(cut.isCut && DisplayWidth.of(cut.shown) == 40 && cut.shown.hasSuffix("…"))
        // The text render's top border cuts the title at the same width, marked ✂.
        let text = TextRenderer(profile: profile).render(.list(ListTemplate(title: title)))
        #expect(text.contains(cut.shown + "✂"))
        #expect(TextRenderer(profile: profile, style: .details).render(.list(ListTemplate(title: title))).contains("Sources for Sources for Sources for Sources"))
    }

    /// The glyphs of the transport controls the commands give, leading → trailing.
    func glyphs(_ commands: RemoteCommands, _ playback: PlaybackState) -> [String] {
        TransportControls(commands, playback: playback).controls.map(\.glyph)
    }

    @Test func transportFollowsTheRemoteCommands() {
        var commands = RemoteCommands()
        let playing: [String] = ["⏮", "❚❚", "⏭"], paused: [String] = ["⏮", "▶", "⏭"]
        #expect(glyphs(commands, .playing) == playing)
        #expect(glyphs(commands, .paused) == paused)
        commands.skipBackward = .init(seconds: 15)
        commands.skipForward = .init(seconds: 30, state: .disabled)
        commands.previousTrack = .absent
        let skipGlyphs: [String] = ["↺15", "❚❚", "30↻"], skipStates: [RemoteCommands.State] = [.enabled, .enabled, .disabled]
        #expect(glyphs(commands, .playing) == skipGlyphs)
        #expect(TransportControls(commands, playback: .playing).controls.map(\.state) == skipStates)
        commands.playPause = .absent
        commands.skipForward = nil
        commands.nextTrack = .absent
        #expect(glyphs(commands, .playing) == ["↺15"])
    }

    @Test func nowPlayingDrawsGlyphButtonsAndDerivedTransport() {
        var np = RenderSamples.nowPlaying
        np.remoteCommands.nextTrack = .disabled
        let text = TextRenderer().render(.nowPlaying(np))
        #expect(text.contains("│  ⏮  ❚❚  (⏭ dimmed) "))
        #expect(text.contains("│  [⇄ shuffle]   [↻ repeat ●] "))
        #expect(!text.contains("Shuffle: off") && !text.contains("[Album Artist"))
        #expect(text.contains("│  Grateful Dead • 1977-05-08 › "))
        let json = JSONRenderer().render(.nowPlaying(np))
        #expect(json.contains("\"remoteCommands\": {\n      \"nextTrack\": \"disabled\"\n    }"))
        #expect(!JSONRenderer().render(.nowPlaying(RenderSamples.nowPlaying)).contains("remoteCommands"))
    }

    @Test func aSectionWithoutAHeaderIsSetApart() {
        let list = ListTemplate(title: "Queue", sections: [
            ListSection(header: "Now Playing", items: [.item(ListItem("El Paso"))]),
            ListSection(items: [.item(ListItem("Shuffle"))]),
        ])
        let lines = TextRenderer().render(.list(list)).split(separator: "\n").map(String.init)
        let gap = lines.firstIndex { $0.hasPrefix("│  ┈┈┈ ") }
        #expect(gap != nil && lines[(gap ?? 0) + 1].contains("Shuffle"))
    }
}
