import Testing
import TemplateKitLite

/// `content.fallback-not-shorter`: each fallback variant narrower than every one before it.
@Suite struct FallbackVariantLintTests {
    static func ids(titles: [String], subtitles: [String] = []) -> [String] {
        let list = ListTemplate(title: "Artists").emptyView(titles: titles, subtitles: subtitles)
        return ContentLint().check(.list(list)).map(\.rule.id)
    }

    @Test func aFallbackWiderThanThePreferredVariantIsFlagged() {
        #expect(Self.ids(titles: ["No artists", "Nothing here"]) == ["content.fallback-not-shorter"])
        #expect(Self.ids(titles: ["Loading…"], subtitles: ["Wait", "Please wait"]) == ["content.fallback-not-shorter"])
        let message = ContentLint().check(.list(ListTemplate(title: "A").emptyView(titles: ["No shows", "No shows"]))).first?.message
        #expect(message == "empty-view title variant 2 \"No shows\" (8 columns) is not shorter than variant 1 \"No shows\" (8): the car never picks it")
    }

    @Test func shorterFallbacksPass() {
        #expect(Self.ids(titles: ["Your library is empty", "Library empty", "Empty"]).isEmpty)
        #expect(Self.ids(titles: ["Only one"]).isEmpty)
    }

    @Test func alertsAndGridButtonsAreChecked() {
        let alert = AlertTemplate(titleVariants: ["Clear?", "Clear the queue?"], actions: [])
        #expect(ContentLint().check(.alert(alert)).map(\.rule.id) == ["content.fallback-not-shorter"])
        let grid = GridTemplate(title: "G", buttons: [GridButton(["Jazz", "Jazz music"], image: nil)])
        #expect(ContentLint().check(.grid(grid)).first?.path.description.hasSuffix("button 0") == true)
    }
}
