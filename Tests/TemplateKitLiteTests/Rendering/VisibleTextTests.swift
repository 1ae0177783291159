import Testing
@testable import TemplateKitLite

@Suite struct VisibleTextTests {
    @Test func plainTextIsUnchanged() {
        #expect(VisibleText.sanitized("Grateful Dead") == "Grateful Dead")
        #expect(VisibleText.sanitized("Ápex • 日本 🎸") == "Ápex • 日本 🎸")
    }

    @Test func lineBreaksBecomeVisible() {
        #expect(VisibleText.sanitized("Set 1\nEncore") == "Set 1⏎Encore")
        #expect(VisibleText.sanitized("a\r\nb\rc") == "a⏎b⏎c")
        #expect(VisibleText.sanitized("a\u{2028}b\u{85}c") == "a⏎b⏎c")
    }

    @Test func otherControlsBecomeVisible() {
        #expect(VisibleText.sanitized("a\tb") == "a⇥b")
        #expect(VisibleText.sanitized("\u{0}\u{1B}\u{7F}") == "␀␛␡")
        #expect(VisibleText.sanitized("a\u{9B}b") == "a\u{FFFD}b")
    }

    @Test func bidiOverridesAreNeutralised() {
        #expect(VisibleText.sanitized("abc\u{202E}def") == "abc\u{FFFD}def")
    }

    @Test func rightToLeftTextIsIsolated() {
        #expect(VisibleText.sanitized("שלום") == "\u{2068}שלום\u{2069}")
        #expect(DisplayWidth.of(VisibleText.sanitized("שלום")) == 4)
    }

    @Test func aLeadingCombiningMarkGetsADottedCircle() {
        #expect(VisibleText.sanitized("\u{301}x") == "◌\u{301}x")
        #expect(VisibleText.sanitized("\u{FE0F}") == "◌\u{FE0F}")
    }
}

@Suite struct RenderShortcutTests {
    /// `isSafe` is true exactly when sanitizing changes nothing.
    @Test func safeTextIsExactlyTheTextSanitizingLeavesAlone() {
        let samples = ["", "Grateful Dead", "Ápex • 日本 🎸", "Set 1\nEncore", "a\tb", "\u{301}e", "שלום", "x\u{202E}y",
                       "\u{200D}z", "‹ Back", "→ play index=3", "e\u{301}", "\u{7F}", "\u{85}", "👍🏽", "a\u{2069}"]
        for text in samples {
            #expect(VisibleText.isSafe(text) == (VisibleText.sanitized(text) == text), "\(text.debugDescription)")
        }
    }

    @Test func utf8OrderIsByteOrder() {
        let words = ["b", "a", "B", "ab", "a", "é", "e\u{301}", "z", "", "Z9", "日本", "🎸"]
        for left in words {
            for right in words {
                #expect(UTF8Order.precedes(left, right) == left.utf8.lexicographicallyPrecedes(right.utf8))
            }
        }
    }
}

@Suite struct WideFrameTests {
    /// Padding wider than the shared padding table (128 columns) is appended in pieces.
    @Test func everyLineOfAWideFrameIsExactlyItsWidth() {
        let list = ListTemplate("Wide") {
            ListSection("All") {
                ListItem("Short").detail("4:32")
                ListItem(String(repeating: "long ", count: 90))
            }
        }
        for width in [129, 300, 1_000] {
            let lines = TextRenderer(width: width).render(.list(list)).split(separator: "\n")
            #expect(!lines.isEmpty)
            #expect(lines.allSatisfy { DisplayWidth.of(String($0)) == width })
        }
    }
}
