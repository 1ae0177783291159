import Testing
import RelistenScreens

struct CollationTests {
    private func sorted(_ names: [String]) -> [String] {
        Collation.sorted(names) { $0 }
    }

    @Test func ignoresCase() {
        #expect(sorted(["moe.", "Max Creek", "Mogwai"]) == ["Max Creek", "moe.", "Mogwai"])
        #expect(Collation.compare("ekoostik", "Elliott") == .ascending)
    }

    @Test func ignoresDiacritics() {
        #expect(sorted(["Ezra", "Élan Vital", "Eagles"]) == ["Eagles", "Élan Vital", "Ezra"])
        #expect(Collation.key("Béla").primary == Collation.key("Bela").primary)
        #expect(Collation.key("Be\u{301}la").primary == Collation.key("Béla").primary)
        #expect(Collation.key("Straße").primary == Collation.key("STRASSE").primary)
        #expect(Collation.key("Øresund").primary == Collation.key("oresund").primary)
    }

    @Test func usesSortNameAsGiven() {
        // sort_name has "The " removed by the server; the collation does not strip it again.
        #expect(sorted(["Other Ones", "Big Wu", "The Band"]) == ["Big Wu", "Other Ones", "The Band"])
    }

    @Test func digitsBeforeLetters() {
        #expect(sorted(["Zero", "311", "10,000 Maniacs", "Aqueous"]) == ["10,000 Maniacs", "311", "Aqueous", "Zero"])
    }

    @Test func ignoresPunctuationUntilTheLastTiebreak() {
        #expect(sorted(["Godspeed", "G-Nome Project", "G. Love"]) == ["G. Love", "G-Nome Project", "Godspeed"])
        #expect(Collation.key("O.A.R.").primary == Collation.key("OAR").primary)
        // Equal primaries fall back to UTF-8 bytes: '.' (0x2E) < 'A' (0x41).
        #expect(sorted(["OAR", "O.A.R."]) == ["O.A.R.", "OAR"])
    }

    @Test func wordSeparatorSortsFirst() {
        #expect(sorted(["Deadbeat", "Dead Kennedys", "Dead  And Co"]) == ["Dead  And Co", "Dead Kennedys", "Deadbeat"])
    }

    @Test func tiesAreStable() {
        let items = [("b", 1), ("a", 2), ("b", 3), ("a", 4)]
        #expect(Collation.sorted(items) { $0.0 }.map(\.1) == [2, 4, 1, 3])
    }

    @Test func otherScriptsAfterLatinAndEmojiIgnored() {
        #expect(sorted(["Мумий Тролль", "Zoo", "🎸 Alpha"]) == ["🎸 Alpha", "Zoo", "Мумий Тролль"])
        #expect(Collation.compare("a", "a") == .same)
        #expect(Collation.compare("b", "a") == .descending)
    }
}
