import Testing
@testable import TemplateKitLite

/// A row's digest is what every field says, however the row was built or changed, and is
/// no part of the row's value.
@Suite struct RowDigestTests {
    static let base = ListItem("Scarlet Begonias", detail: "1977-05-08", image: .asset("gd"), action: Action("play", ["track": 3]))

    /// One change to each field of a ListItem, made through its property.
    static let itemChanges: [(String, @Sendable (inout ListItem) -> Void)] = [
        ("id", { $0.id = "t1" }), ("text", { $0.text = "Fire" }), ("detailText", { $0.detailText = nil }),
        ("image", { $0.image = .symbol("gd") }), ("accessoryImage", { $0.accessoryImage = .asset("x") }),
        ("accessory", { $0.accessory = .cloud }), ("isEnabled", { $0.isEnabled = false }),
        ("isExplicitContent", { $0.isExplicitContent = true }), ("playbackProgress", { $0.playbackProgress = 0.5 }),
        ("playingIndicator", { $0.playingIndicator = .paused }),
        ("playingIndicatorLocation", { $0.playingIndicatorLocation = .trailing }),
        ("action", { $0.action?.arguments["track"] = 4 }), ("playback", { $0.playback = PlaybackConfiguration(.play) }),
    ]

    @Test func everyFieldOfAListItemChangesItsDigest() {
        // A field added to ListItem must be added to its digest (and to this list).
        #expect(Mirror(reflecting: Self.base.storage.fields).children.count == Self.itemChanges.count)
        for (field, change) in Self.itemChanges {
            var row = Self.base
            change(&row)
            #expect(!row.digest.matches(Self.base.digest), "\(field)")
            #expect(row.digest.matches(row.computedDigest()), "\(field): the kept digest is the one built anew")
            #expect(row != Self.base, "\(field)")
        }
    }

    @Test func aMutationUndoneRestoresTheDigest() {
        var row = Self.base
        row.text = "Fire"
        row.text = Self.base.text
        #expect(row.digest.matches(Self.base.digest))
        #expect(row == Self.base)
    }

    @Test func aRowIsOneWordAndAChangeCopiesOnlyASharedBox() {
        #expect(MemoryLayout<ListElement>.size == MemoryLayout<UInt>.size)
        let shared = Self.base
        var changed = shared
        changed.text = "Fire"
        #expect(shared.text == "Scarlet Begonias", "the copy's change leaves the original alone")
        #expect(shared.digest.matches(shared.computedDigest()))
        #expect(changed.digest.matches(changed.computedDigest()))
        #expect(changed.storage !== shared.storage)
    }

    @Test func aModifierOnASharedRowLeavesItAlone() {
        // Modifiers move their argument into the row: a row still used elsewhere is copied first.
        let shared = Self.base
        let changed = shared.detail("1977-05-09").image(nil).accessoryImage(.symbol("cloud"))
            .action(Action("play", ["track": 4])).playback(PlaybackConfiguration(.play))
        #expect(shared.detailText == "1977-05-08" && shared.image == .asset("gd") && shared.accessoryImage == nil)
        #expect(shared.action == Action("play", ["track": 3]) && shared.playback == nil)
        #expect(changed.detailText == "1977-05-09" && changed.image == nil && changed.accessoryImage == .symbol("cloud"))
        #expect(changed.action == Action("play", ["track": 4]) && changed.playback == PlaybackConfiguration(.play))
        #expect(shared.digest.matches(shared.computedDigest()))
        #expect(changed.digest.matches(changed.computedDigest()))
    }

    @Test func equalRowsBuiltEitherWayHaveOneDigest() {
        let built = ListItem("Scarlet Begonias").detail("1977-05-08").image(.asset("gd")).action(Action("play", ["track": 3]))
        #expect(built.digest.matches(Self.base.digest))
        #expect(built.id("a").digest.matches(Self.base.with { $0.id = "a" }.digest))
        #expect(ListElement.item(built).digest.matches(ListElement.item(Self.base).digest))
    }

    @Test func theDigestIsNoPartOfTheValue() {
        // Canonically equivalent spellings are one value; their bytes (and digests) differ.
        let composed = ListItem("Caf\u{E9}"), decomposed = ListItem("Cafe\u{301}")
        #expect(composed == decomposed)
        #expect(composed.hashValue == decomposed.hashValue)
        #expect(!composed.digest.matches(decomposed.digest))
        #expect(Set([composed, decomposed]).count == 1)
    }

    @Test func fieldsDoNotRunIntoEachOther() {
        // The same text in another field, or split differently between two fields.
        #expect(!ListItem("a", detail: "bc").digest.matches(ListItem("ab", detail: "c").digest))
        #expect(!ListItem("x").id("y").digest.matches(ListItem("y").id("x").digest))
        #expect(!ListItem("x", image: .asset("i")).digest.matches(ListItem("x", image: .symbol("i")).digest))
        #expect(!ListItem("12345678").digest.matches(ListItem("123456780").digest), "a zero byte after a whole word")
    }

    @Test func everyArgumentOfAnActionIsInItsRowsDigest() {
        // Three arguments are kept as pairs, one inline: both ways are read.
        let row = ListItem("Fire", action: Action("play", ["show": "s1", "source": "x", "track": "t1"]))
        let others = [
            Action("play", ["show": "s2", "source": "x", "track": "t1"]),
            Action("play", ["show": "s1", "source": "x", "track": "t2"]),
            Action("play", ["show": "s1", "sourcf": "x", "track": "t1"]),
            Action("play", ["show": "s1", "source": 1, "track": "t1"]),
            Action("play", ["show": "s1", "source": "x"]),
            Action("play", ["show": "s1"]),
            Action("plays", ["show": "s1", "source": "x", "track": "t1"]),
        ]
        for action in others {
            let other = ListItem("Fire", action: action)
            #expect(!other.digest.matches(row.digest), "\(action)")
            #expect(other.digest.matches(other.computedDigest()), "\(action)")
        }
        let reordered = ListItem("Fire", action: Action("play", ["track": "t1", "show": "s1", "source": "x"]))
        #expect(reordered.digest.matches(row.digest), "written in another order, kept in one")
    }

    /// One change to each field of an ImageRowItem.
    static let imageRow = ImageRowItem("Picks", elements: [ImageRowElement(.card, image: .symbol("star"), title: "One")])
    static let imageRowChanges: [(String, @Sendable (inout ImageRowItem) -> Void)] = [
        ("id", { $0.id = "p" }), ("text", { $0.text = nil }), ("images", { $0.images = [ImageRowImage(.asset("a"))] }),
        ("elements", { $0.elements[0].title = "Two" }), ("allowsMultipleLines", { $0.allowsMultipleLines = true }),
        ("isEnabled", { $0.isEnabled = false }), ("action", { $0.action = Action("open") }),
    ]

    @Test func everyFieldOfAnImageRowChangesItsDigest() {
        #expect(Mirror(reflecting: Self.imageRow).children.count == Self.imageRowChanges.count + 1)
        for (field, change) in Self.imageRowChanges {
            var row = Self.imageRow
            change(&row)
            #expect(!row.digest.matches(Self.imageRow.digest), "\(field)")
            #expect(row.digest.matches(row.computedDigest()), "\(field)")
        }
    }

    @Test func everyFieldOfAnElementChangesItsRowsDigest() {
        // A field added to ImageRowElement must be fed to the digest (RowDigestible.swift).
        let element = ImageRowElement(.card, image: .symbol("star"))
        #expect(Mirror(reflecting: element).children.count == 15)
        let changes: [(inout ImageRowElement) -> Void] = [
            { $0.id = "e" }, { $0.kind = .grid }, { $0.image = .asset("star") }, { $0.title = "t" }, { $0.subtitle = "s" },
            { $0.tint = "#fff" }, { $0.shape = .circular }, { $0.accessorySymbol = "a" }, { $0.isThumbnail = true },
            { $0.fullHeightImage = true }, { $0.action = Action("open") }, { $0.isEnabled = false },
            { $0.accessibilityLabel = "l" }, { $0.overlay = ImageOverlay(image: .symbol("x")) },
            { $0.playback = PlaybackConfiguration(.play) },
        ]
        let digest = ImageRowItem(nil, elements: [element]).digest
        for (index, change) in changes.enumerated() {
            var changed = element
            change(&changed)
            #expect(!ImageRowItem(nil, elements: [changed]).digest.matches(digest), "element field \(index)")
        }
    }
}
