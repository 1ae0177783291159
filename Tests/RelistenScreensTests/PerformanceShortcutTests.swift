import Testing
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

    @Test func trustedTransferStillReadsNonASCIIText() {
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
        #expect(StateDocument.tooLarge(196_349_000, file: "s.json").description
            == "s.json: $: the document is 196.3 MB; state documents are limited to 128 MiB (decoding takes about ten times the document in memory)")
    }

    @Test func memoizedExplorerFindsWhatPlainValidationFinds() throws {
        let state = SyntheticCatalog.artists(count: 60)
        for profile in CarProfile.builtIn {
            let report = Explorer(profile: profile).explore(from: state)
            #expect(report.visited > 60)
            var plain = 0
            for tab in AppTab.allCases {
                let nav = try AppNavigation.navigationStack(state, AppStack(tab: tab), profile: profile)
                plain += Validator(profile: profile).validate(nav).filter { $0.severity == .error }.count
            }
            #expect(report.problems.count >= plain)
        }
    }
}
