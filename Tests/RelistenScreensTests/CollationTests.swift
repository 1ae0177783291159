import Testing
@testable import RelistenScreens

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

/// The weights are appended in place with an ASCII fast path; they must equal what the
/// first, per-scalar-array version computed (kept here as the reference).
@Suite struct CollationWeightsShortcutTests {
    private static func referencePrimary(of string: String) -> [UInt32] {
        var weights: [UInt32] = []
        var pendingSeparator = false
        for scalar in string.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSeparator = !weights.isEmpty
                continue
            }
            let folded = referenceWeights(scalar)
            guard !folded.isEmpty else { continue }
            if pendingSeparator { weights.append(1) }
            pendingSeparator = false
            weights.append(contentsOf: folded)
        }
        return weights
    }

    private static func referenceWeights(_ scalar: Unicode.Scalar) -> [UInt32] {
        let value = scalar.value
        switch value {
        case 0x30...0x39: return [0x10 + value - 0x30]
        case 0x41...0x5A: return [0x100 + value - 0x41]
        case 0x61...0x7A: return [0x100 + value - 0x61]
        case 0x00...0x7F: return []
        case 0xC0...0x17F: return LatinFolding.fold(scalar).map { 0x100 + $0.value - 0x61 }
        default:
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber:
                return scalar.properties.lowercaseMapping.unicodeScalars.map { 0x1000 + $0.value }
            default:
                return []
            }
        }
    }

    @Test func weightsEqualTheReferenceOnGeneratedNames() {
        let pieces = ["Dead", " ", "  ", "\t", "\n", "Kennedys", ".", "-", "10,000", "Élan", "Straße", "Ø", "ǅ", "İ",
                      "日本", "שלום", "🎸", "\u{301}", "\u{A0}", "\u{2003}", "\u{85}", "moe.", "O.A.R.", "ß", "\u{1C}", "Ⅻ", "²"]
        var state: UInt64 = 11
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<3_000 {
            let name = (0..<next(7)).map { _ in pieces[next(pieces.count)] }.joined()
            #expect(CollationWeights.primary(of: name) == Self.referencePrimary(of: name), "\(name.debugDescription)")
        }
    }

    @Test func whitespaceIsUnicodeWhiteSpace() {
        for value in UInt32(0)..<0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(CollationWeights.isWhitespace(scalar) == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
        }
    }
}
