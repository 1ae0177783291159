@testable import LiveCatalog
import Testing
@testable import RelistenScreens
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

    @Test func myLibraryPutsTheDownloadsEntryPointBeforeTheLongLists() throws {
        let list = try Self.list("my-library@crowded")
        #expect(list.sections.map(\.header) == ["Resume", "Downloads", "Recently Played", "Favorite Artists", "Favorite & Downloaded Shows"])
        // On a crowded 12-row car Downloads is still drawn.
        let crowded = CarView(.list(list), profile: .limited).list
        #expect(crowded?.sections.contains { $0.section.header == "Downloads" } == true)
    }

    @Test func myLibraryDrawsNoBlankDetailLine() throws {
        for item in Self.items(try Self.list("my-library@loaded")) {
            #expect(item.detailText.map { !$0.isEmpty } ?? true, "\(item.text) has a blank detail line")
        }
    }

    /// The rows (by id) of the section headed `header` in `list`.
    static func rowIDs(_ list: ListTemplate, _ header: String) -> [String] {
        list.sections.first { $0.header == header }.map { Self.items(ListTemplate(title: "", sections: [$0])).compactMap(\.id) } ?? []
    }

    /// The design lists every favourite show (and show with offline tracks) under its own
    /// section: on a car that shows the whole list, also those Recently Played lists
    /// (with the built-in state every favourite was played recently, and the section was gone).
    @Test(arguments: ["my-library@loaded", "my-library@paused", "my-library@limited"])
    func myLibraryListsEveryFavouriteAndOfflineShowWhenTheListFits(_ name: String) throws {
        let list = try Self.list(name)
        let library = Self.rowIDs(list, "Favorite & Downloaded Shows")
        let expected = Present.libraryShows(.default).map(\.uuid)
        #expect(!expected.isEmpty)
        #expect(library == expected, "\(name) lists \(library), the library holds \(expected)")
        #expect(!Set(Self.rowIDs(list, "Recently Played")).isDisjoint(with: library), "the built-in state's favourites were all played recently")
    }

    /// Where the car limits rows, repeats are left out — first ones first — only until the
    /// list fits; no show that is not a repeat is left out for it.
    @Test func onALimitedCarRepeatsAreLeftOutOnlyAsFarAsTheLimitNeeds() throws {
        let crowded = try Self.list("my-library@crowded")
        let recent = Set(Self.rowIDs(crowded, "Recently Played")), library = Self.rowIDs(crowded, "Favorite & Downloaded Shows")
        let state = StateChanges.fullLibrary(.default)
        let all = Present.libraryShows(state).map(\.uuid)
        #expect(library == all.filter { !recent.contains($0) }, "the crowded car (25 rows past its 12) leaves every repeat out")
        let unlimited = MyLibraryScreen.template(state)
        #expect(Self.rowIDs(unlimited, "Favorite & Downloaded Shows") == all, "an unconstrained car lists them all")
        // A limit one row short of the whole list leaves out exactly one repeat, the first.
        var tight = state
        tight.carRowLimit = unlimited.itemCount - 1
        let one = Self.rowIDs(MyLibraryScreen.template(tight), "Favorite & Downloaded Shows")
        let firstRepeat = try #require(all.first(where: recent.contains))
        #expect(one == all.filter { $0 != firstRepeat })
    }

    /// All Artists is the whole catalog A to Z, favourites and featured artists too, so
    /// every index letter leads to every artist of that letter (a driver who jumps to G
    /// finds Grateful Dead).
    @Test func allArtistsListsEveryArtistAToZ() throws {
        let list = try Self.list("artists@loaded")
        let all = list.sections.filter { $0.sectionIndexTitle != nil }
        let names = all.flatMap { Self.items(ListTemplate(title: "", sections: [$0])).map(\.text) }
        #expect(names == ArtistSections(state: .default).all.map(\.name))
        #expect(names.contains("Grateful Dead") && names.contains("Phish") && names.contains("Widespread Panic"))
        #expect(all.compactMap(\.sectionIndexTitle) == ["B", "C", "E", "G", "J", "O", "P", "U", "W"])
    }

    @Test func aLibraryShowNotPlayedRecentlyIsStillListed() throws {
        // The crowded library has more favourites than Recently Played's 5: they stay below it.
        #expect(!Self.rowIDs(try Self.list("my-library@crowded"), "Favorite & Downloaded Shows").isEmpty)
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
        let journey = try #require(RelistenJourney.named("recently-played"))
        let text = try journey.replay(from: .default, profile: .unconstrained).text(profile: .unconstrained)
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

    @Test func theDesignersCopyIsInTheGoldens() throws {
        let failed = TextRenderer().render(try Self.render("artists@failed").template)
        #expect(!failed.contains("connection") && failed.lowercased().components(separatedBy: "try again").count == 2)
        let clear = TextRenderer().render(try Self.render("clear-queue@loaded").template)
        #expect(clear.components(separatedBy: "?").count == 2, "one question: the title")
        #expect(try Self.render("tracks@loading").template.title == Self.render("tracks@loaded").template.title)
    }

    @Test func aFilteredShowListSaysSo() throws {
        let filtered = try Self.list("shows@favorites-filter")
        #expect(filtered.sections.first?.header == "Only favorites or downloaded")
        #expect(try Self.list("shows@loaded").sections.first?.header == nil)
    }

    @Test func formatsAreTheDocumentedOnes() throws {
        let root = TextRenderer().render(try Self.render("root@loaded").template)
        #expect(root.contains("2,049 shows • 13,348 sources"))
        let shows = TextRenderer().render(try Self.render("shows@xx-dates").template)
        #expect(!shows.contains("Various - See info file"))
        #expect(shows.contains("1966-11-XX") && shows.contains("10.00★ • 30m") && !shows.contains("0h"))
        let sources = Self.items(try Self.list("sources@loaded"))
        #expect(sources.allSatisfy { !($0.text.contains("SBD") && ($0.detailText ?? "").contains("SBD")) })
        #expect(sources.last?.text == "Source 4")
        let tracks = TextRenderer().render(try Self.render("tracks@loaded").template)
        #expect(tracks.contains("5:30 • Downloaded") && tracks.contains("12:13"))
    }

    @Test func oneTermPerConcept() throws {
        let queue = Self.items(try Self.list("queue@loaded")).map(\.text)
        guard case .nowPlaying(let nowPlaying) = try Self.render("now-playing@loaded").template else { throw Missing.list("now-playing") }
        // The queue's rows say what a tap does; now playing's buttons keep the state labels.
        #expect(queue.contains("Turn Shuffle On") && queue.contains("Repeat the Queue"))
        #expect(nowPlaying.buttons.compactMap(\.label) == ["Shuffle: Off", "Repeat: Off"])
        let library = try Self.list("my-library@empty")
        #expect(library.emptyViewSubtitleVariants.allSatisfy { !$0.contains("Favourite") })
        let offline = TextRenderer().render(try Self.render("offline-tracks@loaded").template)
        #expect(offline.contains("Downloaded") && !offline.contains("Offline"))
    }

    @Test func rootOnALimitedCarShowsEachArtistOnce() throws {
        let list = try Self.list("root@crowded")
        let kept = Self.items(list).prefix(CarProfile.limited.maximumItemCount).map(\.text)
        #expect(Set(kept).count == kept.count, "duplicates: \(kept)")
    }

    @Test func allArtistsIsAlphabeticalWithAnIndexLetterPerSection() throws {
        let sections = try Self.list("root@crowded").sections.filter { $0.id?.hasPrefix("all-") == true }
        #expect(sections.first?.header == "All Artists" && sections.first?.headerSubtitle == sections.first?.sectionIndexTitle)
        #expect(sections.dropFirst().allSatisfy { $0.header == $0.sectionIndexTitle })
        let letters = sections.compactMap(\.sectionIndexTitle)
        #expect(letters.count > 10 && Set(letters).count == letters.count && letters.allSatisfy { $0.count == 1 })
    }

    @Test func myLibraryOnACrowdedCarRunsPastTheLimit() throws {
        #expect(try Self.list("my-library@crowded").itemCount > CarProfile.limited.maximumItemCount)
    }

    @Test func limitedIsTheRealStateOnASmallCar() throws {
        // The built-in state's rows (no synthetic "1 Vika" rows), on the car: My Library fits
        // its 12 rows whole; Browse (17 rows) leaves out Featured's repeats of Favorites.
        #expect(try Self.list("my-library@limited") == Self.list("my-library@loaded"))
        let browse = try Self.list("root@limited")
        #expect(browse.sections == ArtistsScreen.template(AppState.default.on(.limited)).sections)
        #expect(Self.rowIDs(browse, "Featured").allSatisfy { !AppState.default.library.favoriteArtists.contains($0) })
        #expect(Self.rowIDs(try Self.list("root@loaded"), "Featured").count > Self.rowIDs(browse, "Featured").count)
    }
}
