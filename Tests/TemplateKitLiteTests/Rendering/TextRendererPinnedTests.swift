import Testing
import TemplateKitLite

/// Pins the text format: a change to any glyph, column or line shows up here first.
@Suite struct TextRendererPinnedTests {
    static let tiny = CarProfile(name: "tiny", maximumItemCount: 3, maximumSectionCount: 2)

    static let show = ListTemplate(
        title: "Grateful Dead • 1977-05-08",
        sections: [
            ListSection(header: "Set 1", items: [
                .item(ListItem("1. Promised Land", detail: "0:45 • Offline", accessory: .cloud)),
                .item(ListItem(
                    "3. El Paso", detail: "4:32", isExplicitContent: true, playbackProgress: 0.37,
                    playingIndicator: .playing, action: Action("play", ["index": 3, "show": "1977-05-08"]))),
            ]),
            ListSection(header: "Encore", items: [
                .item(ListItem("6. One More Saturday Night", detail: "no playable file", isEnabled: false)),
                .item(ListItem("7. Hidden")),
            ]),
            ListSection(header: "Bonus"),
        ])

    @Test func pushedListUnderATinyProfile() {
        let expected = """
            ┌─ ‹ Back ─ Grateful Dead • 1977-05-08 ─── tiny · 3 items ─┐
            │ Set 1                                                    │
            │     1. Promised Land                                   ☁ │
            │     0:45 • Offline                                       │
            │  ▶  3. El Paso [E]                                       │
            │     4:32   ▕███████▍            ▏ 37%                    │
            │     → play index=3 show=1977-05-08                       │
            │ Encore                                                   │
            │     6. One More Saturday Night                  (dimmed) │
            │     no playable file                                     │
            │ ┄┄ This car shows 3 of 4 rows (limit 3 rows, 2           │
            │    sections); out of reach: 1 row — the rest of          │
            │    “Encore”, “Bonus” ┄┄                                  │
            └──────────────────────────────────────────────────────────┘

            """
        #expect(TextRenderer(profile: Self.tiny, width: 60, style: .details).render(.list(Self.show), isPushed: true) == expected)
    }

    @Test func alertUnderTheLimitedProfile() {
        let expected = """
            ┌─ Clear the queue? ────────────────── limited · 1 action ─┐
            │    title 1: "Clear the queue?" (preferred)               │
            │    title 2: "Clear?"                                     │
            │  [ Clear ]  destructive                                  │
            │    → clearQueue                                          │
            │  [ Cancel ]  cancel                                      │
            └──────────────────────────────────────────────────────────┘

            """
        #expect(TextRenderer(profile: .limited, width: 60, style: .details).render(.alert(RenderSamples.clearQueue)) == expected)
    }
}
