import Testing
import TemplateKitLite
@testable import RelistenScreens

/// "All Artists": alphabetical by sort name, a section per index letter, the letter as
/// the section's index title.
@Suite struct AllArtistsTests {
    static func artist(_ name: String, sort: String? = nil) -> Artist {
        Artist(uuid: name, name: name, sortName: sort ?? name)
    }

    @Test(arguments: [
        ("Élan Vital", "E"), ("øresund", "O"), ("ßlow", "S"), ("Жара", "Ж"), ("10,000 Maniacs", "#"),
        ("!!!", "#"), ("  ...Deadbeat", "D"), ("Other Ones", "O"), ("🎸", "#"),
    ])
    func indexLetters(_ name: String, _ letter: String) {
        #expect(IndexLetter.of(name) == letter)
    }

    static let names: [String] = ["Zappa", "10cc", "Élan Vital", "Bela Fleck", "eels", "Жара", "Abba"]

    /// The "All Artists" sections of `names`, sorted as the screen sorts them.
    static func sections() -> [ListSection] {
        let artists: [Artist] = names.map { (name: String) -> Artist in artist(name) }
        return ArtistsScreen.allArtists(Collation.sorted(artists, by: \.sortName))
    }

    @Test func sectionsFollowTheCollationWithOneLetterEach() {
        let sections: [ListSection] = Self.sections()
        let indexTitles: [String?] = sections.map(\.sectionIndexTitle), headers: [String?] = sections.map(\.header)
        #expect(indexTitles == ["#", "A", "B", "E", "Z", "Ж"])
        #expect(headers == ["All Artists", "A", "B", "E", "Z", "Ж"])
        #expect(sections.first?.headerSubtitle == "#")
    }

    @Test func everyArtistIsInOneSectionAndCaseDoesNotSplitALetter() {
        let sections: [ListSection] = Self.sections()
        #expect(sections.flatMap(\.items).count == Self.names.count)
        let eRows: [String] = sections[3].items.compactMap { (element: ListElement) -> String? in
            if case .item(let item) = element { item.text } else { nil }
        }
        #expect(Set(eRows) == ["Élan Vital", "eels"] && eRows.count == 2)
    }

    @Test func aLeadingTheIsLeftToTheServersSortName() {
        let sections = ArtistsScreen.allArtists([Self.artist("The Other Ones", sort: "Other Ones")])
        #expect(sections.first?.sectionIndexTitle == "O")
    }
}
