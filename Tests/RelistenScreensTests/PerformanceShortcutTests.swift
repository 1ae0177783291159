import Testing
@testable import LiveCatalog
@testable import RelistenScreens
import TemplateKitLite

/// The shortcuts issue 13 added must give exactly what the plain computations give.
struct PerformanceShortcutTests {
    @Test func asciiSearchMatchesLowercasedContains() {
        let texts = ["SBD > Reel > DAT", "Charlie Miller", "xCHARLIE MILLERx", "charlie  miller", "Peter Costello",
                     "peter costell", "", "c", "Taper: PETER COSTELLO\r", "Charlie Mille"]
        for text in texts {
            for needle: StaticString in ["charlie miller", "peter costello"] {
                let expected = text.lowercased().contains(needle.description)
                #expect(ASCIISearch.containsIgnoringCase(text, needle) == expected, "\(text) / \(needle)")
            }
        }
        #expect(ASCIISearch.isASCII("Grateful Dead") && !ASCIISearch.isASCII("Mötley"))
    }

    @Test func trustedTransferStillReadsNonTextWriter() {
        let source = Source(uuid: "s", showUUID: "x", source: "SBD", taper: "Ünknown", transferrer: "CHARLIE MILLER")
        #expect(SourceSorting.hasTrustedTransfer(source))
        #expect(!SourceSorting.hasTrustedTransfer(Source(uuid: "t", showUUID: "x", taper: "Ünknown")))
    }

    @Test func catalogSortsArtistsOnceAsCollationDoes() {
        let state = SyntheticCatalog.artists(count: 500)
        #expect(state.catalog.artistsBySortName == Collation.sorted(state.catalog.artists, by: \.sortName))
        let fromState = ArtistSections(state: state)
        let plain = ArtistSections(artists: state.catalog.artists, favorites: state.library.favoriteArtists)
        #expect(fromState == plain)
    }

    @Test func documentsOverTheLimitAreRefusedWithAClearError() {
        let bytes = [UInt8](repeating: 0x20, count: StateDocument.maximumBytes + 1)
        #expect(throws: StateDocument.tooLarge(bytes.count, file: "big.json")) {
            try StateDocument.decode(bytes, file: "big.json")
        }
        #expect(StateDocument.tooLarge(296_349_000, file: "s.json").description
            == "s.json: $: the document is 296.3 MB; state documents are limited to 256 MiB (decoding takes up to about five times the document in memory)")
    }

    /// A catalog's check that a screen's request resolves (no "did you mean" ranked) says
    /// what resolving it says.
    @Test func aRequestResolvesWhenResolvingItSucceeds() {
        let requests: [Selection.Request] = [
            .init(), .init(artist: "phish"), .init(artist: "grateful-dead", year: "1977"), .init(artist: "nobody"),
            .init(year: "1966"), .init(artist: "phish", year: "1997", show: "1997-11-22"), .init(source: "nope"),
        ]
        var both = (resolved: 0, refused: 0)
        for state in [AppState.default, SyntheticCatalog.artists(count: 40)] {
            for request in requests {
                let resolved = (try? Selection.resolve(request, in: state)) != nil
                #expect(Selection.resolves(request, in: state) == resolved, "\(request)")
                if resolved { both.resolved += 1 } else { both.refused += 1 }
            }
        }
        #expect(both.resolved > 2 && both.refused > 2)
    }

    /// The explorer with its memo visits the same stacks and reports the same problems as
    /// the plain walk it replaced (every stack built and validated from scratch).
    @Test func memoizedExplorerFindsWhatThePlainWalkFinds() {
        var state = SyntheticCatalog.artists(count: 40)
        state.loading[.years(artist: state.catalog.artists[3].uuid)] = .failed
        for profile in CarProfile.builtIn {
            let report = Explorer(profile: profile).explore(from: state)
            let plain = plainWalk(state, profile)
            #expect(report.visited == plain.visited)
            #expect(report.problems == plain.problems)
        }
    }

    /// Exploring every car at once (sharing the start state's templates) reports what
    /// exploring each car alone does.
    @Test func exploringEveryCarAtOnceReportsWhatEachCarAloneDoes() {
        var failing = SyntheticCatalog.artists(count: 40)
        failing.loading[.years(artist: failing.catalog.artists[3].uuid)] = .failed
        for state in [AppState.default, failing] {
            let together = Explorer.explore(from: state, on: CarProfile.builtIn + [.limited])
            let alone = (CarProfile.builtIn + [.limited]).map { Explorer(profile: $0).explore(from: state) }
            #expect(together.map(\.visited) == alone.map(\.visited))
            #expect(together.map(\.problems) == alone.map(\.problems))
            #expect(together.map(\.deepest) == alone.map(\.deepest))
        }
    }

    /// One root tab bar per state serves every tab, and the tabs' lists serve as their
    /// screens: each is what ``RootScreen`` and ``Screens`` build.
    @Test func sharedRootTabBarIsTheOneRootScreenBuilds() {
        for state in [AppState.default, SyntheticCatalog.artists(count: 40)] {
            var templates = StateTemplates()
            for tab in AppTab.allCases.reversed() {
                #expect(templates.tabBar(state, selected: tab) == RootScreen.template(state, selected: tab))
                #expect(templates.screen(tab.rootRoute, state) == Screens.template(for: tab.rootRoute, state))
            }
        }
    }

    private func plainWalk(_ state: AppState, _ profile: CarProfile) -> (visited: Int, problems: [String]) {
        var seen = Set<Explorer.Key>()
        // Explored on the car, as the explorer puts the state on it (AppState.on).
        var queue = AppTab.allCases.map { Explorer.Node(state: state.on(profile), generation: 0, stack: AppStack(tab: $0)) }
        var problems: [String] = []
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            guard seen.insert(Explorer.Key(node)).inserted else { continue }
            do {
                let nav = try AppNavigation.navigationStack(node.state, node.stack, profile: profile)
                problems += Validator(profile: profile).validate(nav).filter { $0.severity == .error }
                    .map { "\(node.stack.routes.map(\.screenName)): \($0)" }
            } catch {
                problems.append("\(node.stack.routes.map(\.screenName)): \(error)")
            }
            for action in AppNavigation.availableActions(node.state, node.stack, profile: profile) {
                let next = Reducer.reduce(node.state, node.stack, action)
                queue.append(Explorer.Node(state: next.state, generation: 0, stack: next.stack))
            }
        }
        return (seen.count, problems)
    }
}

struct DefaultArtistTests {
    /// One pass gives what the stable sort by show count gave: the featured favourite with
    /// the most shows, else the artist with the most shows, the earlier one on a tie.
    @Test func defaultArtistMatchesTheSortedChoice() {
        for count in [0, 1, 7, 300] {
            let state = SyntheticCatalog.artists(count: count)
            let byShows = state.catalog.artists.sorted { $0.showCount > $1.showCount }
            let expected = (byShows.first { $0.isFeatured && state.library.favoriteArtists.contains($0.uuid) } ?? byShows.first)?.uuid
            #expect(Selection.defaultArtist(state) == expected)
        }
        let tied = AppState(catalog: Catalog(artists: [
            Artist(uuid: "a", name: "A", sortName: "A", showCount: 5), Artist(uuid: "b", name: "B", sortName: "B", showCount: 5),
        ]))
        #expect(Selection.defaultArtist(tied) == "a")
    }
}
