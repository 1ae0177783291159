import Testing
import RelistenScreens
import TemplateKitLite

/// The defects a designer found reading the goldens, each pinned so it stays fixed.
@Suite struct DesignerDefectTests {
    /// The template of `name` (`screen@scenario`) in the catalog, over the default state.
    static func render(_ name: String) throws -> ScreenRender {
        let entry = try #require(ScreenCatalog.entry(named: name))
        return try ScreenRender.make(entry.screen, scenario: entry.scenario, request: entry.request, base: .default)
    }

    /// The list `name` shows (a tab bar's selected tab).
    static func list(_ name: String) throws -> ListTemplate {
        var template = try render(name).template
        if case .tabBar(let tabs) = template { template = tabs.tabs[tabs.selectedIndex].content }
        guard case .list(let list) = template else { throw Missing.list(name) }
        return list
    }

    static func items(_ list: ListTemplate) -> [ListItem] {
        list.sections.flatMap(\.items).compactMap { if case .item(let item) = $0 { item } else { nil } }
    }

    enum Missing: Error { case list(String) }

    @Test func artistsLoadedButEmptyShowTheEmptyViewNotASpinner() throws {
        let empty = try Self.list("artists@empty")
        let loading = try Self.list("artists@loading")
        #expect(empty.itemCount == 0 && !empty.showsSpinnerWhileEmpty)
        #expect(empty.emptyViewTitleVariants.first == "No artists")
        #expect(empty != loading)
    }

    @Test func myLibrarySectionsFollowTheDesignWithDownloadsLast() throws {
        let list = try Self.list("my-library@loaded")
        #expect(list.sections.map(\.header) == ["Resume", "Recently Played", "Favorite Artists", "Favorite Shows", "Downloads"])
    }

    @Test func myLibraryDrawsNoBlankDetailLine() throws {
        for item in Self.items(try Self.list("my-library@loaded")) {
            #expect(item.detailText.map { !$0.isEmpty } ?? true, "\(item.text) has a blank detail line")
        }
    }

    @Test func aShowInTwoSectionsIsDrawnTheSameInBoth() throws {
        let list = try Self.list("my-library@loaded")
        func rows(_ header: String) -> [ListItem] {
            list.sections.first { $0.header == header }.map { Self.items(ListTemplate(title: "", sections: [$0])) } ?? []
        }
        let recent = rows("Recently Played"), favorite = rows("Favorite Shows")
        let cornell = try #require(recent.first { $0.text.hasPrefix("1977-05-08") })
        let same = try #require(favorite.first { $0.text.hasPrefix("1977-05-08") })
        #expect(cornell.text == same.text && cornell.detailText == same.detailText)
    }

    @Test func nowPlayingDoesNotRepeatTheAlbumLine() throws {
        guard case .nowPlaying(let nowPlaying) = try Self.render("now-playing@loaded").template else { throw Missing.list("now-playing") }
        #expect(nowPlaying.info.artist == "Grateful Dead")
        #expect(nowPlaying.info.album == "1977-05-08 • Barton Hall, Cornell University")
        #expect(nowPlaying.isAlbumArtistButtonEnabled)
    }

    @Test func albumArtistIsDisabledWhenNothingPlays() throws {
        guard case .nowPlaying(let nowPlaying) = try Self.render("now-playing@nothing-playing").template else { throw Missing.list("now-playing") }
        #expect(!nowPlaying.isAlbumArtistButtonEnabled)
        #expect(nowPlaying.info.playback == .stopped)
        let text = TextRenderer().render(.nowPlaying(nowPlaying))
        #expect(text.contains("■ stopped") && text.contains("(⏮ dimmed)  (▶ dimmed)  (⏭ dimmed)") && !text.contains("Album Artist"))
    }

    @Test func nextIsDimmedAtTheEndOfTheQueueWithRepeatOff() {
        var player = Player(queue: ["a", "b"], currentIndex: 1, state: .playing)
        #expect(NowPlayingScreen.remoteCommands(player).nextTrack == .disabled)
        player.repeatMode = .queue
        #expect(NowPlayingScreen.remoteCommands(player).nextTrack == .enabled)
        player.currentIndex = 0
        player.repeatMode = .off
        #expect(NowPlayingScreen.remoteCommands(player) == RemoteCommands())
    }

    @Test func pausedNowPlayingShowsThePausedTransport() throws {
        let text = TextRenderer().render(try Self.render("now-playing@paused").template)
        #expect(text.contains("❚❚ paused") && text.contains("⏮  ▶  ⏭"))
    }

    @Test func journeysCountStepsAndRowsFromOne() throws {
        let journey = try #require(Journey.named("recently-played"))
        let text = try JourneyText.render(journey, from: .default, profile: .unconstrained)
        #expect(text.contains("\nStart on the My Library tab\n"))
        #expect(text.contains("\nStep 1: tap \"1997-11-22\"\n"))
        #expect(text.contains("\nStep 2: tap row 1 \""))
        #expect(!text.contains("Step 0"))
    }

    @Test func sourcesAndTracksHaveDistinctTitles() throws {
        let sources = try Self.list("sources@loaded"), tracks = try Self.list("tracks@loaded")
        #expect(sources.title == "Sources for 1977-05-08")
        #expect(tracks.title == "Grateful Dead • 1977-05-08")
        #expect(try Self.list("queue@loaded").title == "Queue")
    }

    @Test func formatsAreTheDocumentedOnes() throws {
        let root = TextRenderer().render(try Self.render("root@loaded").template)
        #expect(root.contains("2,049 shows • 13,348 tapes"))
        let shows = TextRenderer().render(try Self.render("shows@xx-dates").template)
        #expect(!shows.contains("Various - See info file"))
        #expect(shows.contains("1966-11-XX") && shows.contains("10.00★ • 0h30m"))
        let sources = Self.items(try Self.list("sources@loaded"))
        #expect(sources.allSatisfy { !($0.text.contains("SBD") && ($0.detailText ?? "").contains("SBD")) })
        #expect(sources.last?.text == "Recording 4")
        let tracks = TextRenderer().render(try Self.render("tracks@loaded").template)
        #expect(tracks.contains("5:30 • Downloaded") && tracks.contains("12:13"))
    }

    @Test func oneTermPerConcept() throws {
        let queue = Self.items(try Self.list("queue@loaded")).map(\.text)
        guard case .nowPlaying(let nowPlaying) = try Self.render("now-playing@loaded").template else { throw Missing.list("now-playing") }
        #expect(queue.contains("Shuffle: Off") && queue.contains("Repeat: Off"))
        #expect(nowPlaying.buttons.compactMap(\.label) == ["Shuffle: Off", "Repeat: Off"])
        let library = try Self.list("my-library@empty")
        #expect(library.emptyViewSubtitleVariants.allSatisfy { !$0.contains("Favourite") })
        let offline = TextRenderer().render(try Self.render("offline-tracks@loaded").template)
        #expect(offline.contains("Downloaded") && !offline.contains("Offline"))
    }

    @Test func rootOnALimitedCarShowsEachArtistOnce() throws {
        let list = try Self.list("root@limited")
        let kept = Self.items(list).prefix(CarProfile.limited.maximumItemCount).map(\.text)
        #expect(Set(kept).count == kept.count, "duplicates: \(kept)")
    }

    @Test func myLibraryOnALimitedCarRunsPastTheLimit() throws {
        #expect(try Self.list("my-library@limited").itemCount > CarProfile.limited.maximumItemCount)
    }
}
