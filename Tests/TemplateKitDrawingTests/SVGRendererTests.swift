import Foundation
import Testing
@testable import TemplateKitDrawing
import TemplateKitLite

/// ``SVGRenderer``: the car drawn from ``CarView``, byte-deterministic, text cut where the
/// model cuts and never wider than its room.
@Suite struct SVGRendererTests {
    static let longTitle = "Barton Hall, Cornell University, Ithaca, New York — the one everybody talks about, May 8 1977"

    static let library = ListTemplate(title: "My Library", sections: [
        ListSection(header: "Recently Played", sectionIndexTitle: "R", items: [
            .item(ListItem(longTitle, detail: "Grateful Dead", image: .symbol("music.note"), accessory: .disclosureIndicator)),
            .item(ListItem("Rock & Roll <Live>", playingIndicator: .playing)),
        ]),
        ListSection(header: "Favorites", sectionIndexTitle: "F", items: (0..<14).map { .item(ListItem("Show " + String($0), accessory: .disclosureIndicator)) }),
    ])

    static let queue = ListTemplate(title: "Queue", sections: [ListSection(items: [.item(ListItem("Scarlet Begonias"))])])
    static let clear = AlertTemplate(titleVariants: ["Clear the queue?"], actions: [
        AlertAction("Clear Queue", style: .destructive), AlertAction("Keep"), AlertAction("Cancel", style: .cancel),
    ])

    /// The `<text …>…</text>` elements of `svg` with the given role.
    static func texts(_ svg: String, role: String) -> [String] {
        svg.components(separatedBy: "<text ").dropFirst().filter { $0.prefix { $0 != ">" }.contains("data-role=\"" + role + "\"") }
            .map { String($0[$0.index(after: $0.firstIndex(of: ">")!)..<$0.range(of: "</text>")!.lowerBound]) }
    }

    @Test func twoRendersAreByteIdentical() {
        let renderer = SVGRenderer(profile: .limited, screen: .wide, appearance: .dark)
        #expect(renderer.render(.list(Self.library)) == renderer.render(.list(Self.library)))
        #expect(renderer.renderUTF8(.alert(Self.clear), over: .list(Self.queue)) == Array(renderer.render(.alert(Self.clear), over: .list(Self.queue)).utf8))
    }

    @Test func aRowIsCutWhereTheModelCutsItWithItsEllipsisAndTheWholeTextKept() {
        let svg = SVGRenderer(profile: .limited).render(.list(Self.library))
        let cut = CutText(Self.longTitle, columns: CarProfile.limited.textColumns)
        #expect(cut.isCut)
        #expect(Self.texts(svg, role: "rowtext").first == SvgEscape.text(cut.shown))
        #expect(svg.contains("data-whole=\"" + SvgEscape.attribute(Self.longTitle) + "\""))
        #expect(Self.texts(svg, role: "rowtext").contains("Rock &amp; Roll &lt;Live&gt;"))
    }

    @Test func everyLineFitsItsRoomOrIsDrawnNarrower() {
        let svg = SVGRenderer(profile: .unconstrained).render(.list(Self.library))
        for element in svg.components(separatedBy: "<text ").dropFirst() {
            let tag = String(element[..<element.firstIndex(of: ">")!])
            let content = String(element[element.index(after: element.firstIndex(of: ">")!)..<element.range(of: "</text>")!.lowerBound])
            guard let room = Self.number("data-room", in: tag), let size = Self.number("font-size", in: tag) else { continue }
            let fits = SvgTextWidth.pixels(content, fontSize: size) <= room
            #expect(fits || tag.contains("textLength=\"\(room)\""), "\(content) at \(size) px in \(room) px")
        }
    }

    @Test func textScalesWithTheCar() {
        let small = SVGRenderer(screen: .standard).render(.list(Self.queue))
        let wide = SVGRenderer(screen: .wide).render(.list(Self.queue))
        #expect(small.contains("font-size=\"17\" fill=\"#000000\" data-role=\"rowtext\""))
        #expect(wide.contains("font-size=\"25\" fill=\"#000000\" data-role=\"rowtext\""))
        #expect(wide.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1920\" height=\"720\""))
    }

    @Test func aLimitedCarSaysWhatItHidesUnderTheCar() {
        let svg = SVGRenderer(profile: .limited).render(.list(Self.library))
        let notes = Self.texts(svg, role: "note").joined(separator: " ")
        #expect(notes.contains("4 more items hidden on this car (limit 12)."))
        #expect(notes.contains("First hidden: “Show 10”, “Show 11”, “Show 12”, and 1 more."))
        #expect(svg.contains("data-rows=\"12\" data-hidden-items=\"4\""))
    }

    @Test func theIndexStripHasItsOwnColumnRightOfTheChevrons() {
        let svg = SVGRenderer().render(.list(Self.library))
        #expect(svg.contains("data-index=\"RF\""))
        let chevrons = svg.components(separatedBy: "data-symbol=\"chevron.right\"").count - 1
        #expect(chevrons == 15)
        // Chevrons end 28 points (the index column) plus the margin before the right edge.
        #expect(svg.contains("<svg x=\"740\" y=\"") && svg.contains("data-symbol=\"chevron.right\""))
        #expect(Self.texts(svg, role: "index") == ["R", "F"])
        #expect(svg.contains("<text x=\"786\""))
    }

    @Test func anAlertIsDrawnOverTheListItCoversWithItsTitleOnce() {
        let svg = SVGRenderer(profile: .limited).render(.alert(Self.clear), over: .list(Self.queue))
        #expect(Self.texts(svg, role: "rowtext") == ["Scarlet Begonias"])
        #expect(Self.texts(svg, role: "modaltitle") == ["Clear the queue?"])
        #expect(!Self.texts(svg, role: "title").contains("Clear the queue?"))
        #expect(Self.texts(svg, role: "actiontitle") == ["Keep", "Cancel"])
        #expect(svg.contains("data-actions=\"2\" data-hidden-actions=\"1\""))
        #expect(Self.texts(svg, role: "note").joined(separator: " ").contains("not shown: “Clear Queue”."))
    }

    @Test func nowPlayingDrawsItsTransportAsNamedSymbols() {
        var nowPlaying = NowPlayingTemplate(
            info: NowPlayingInfo(title: "Scarlet Begonias", artist: "Grateful Dead", elapsed: 100, duration: 272, playback: .playing),
            buttons: [NowPlayingButton(.shuffle, isSelected: true), NowPlayingButton(.repeat), NowPlayingButton(.image(.symbol("heart.fill")))])
        nowPlaying.remoteCommands.skipForward = .init(seconds: 15)
        let svg = SVGRenderer().render(.nowPlaying(nowPlaying))
        for name in ["backward.end.fill", "pause.fill", "goforward.15", "shuffle", "repeat", "heart.fill"] {
            #expect(svg.contains("data-symbol=\"" + name + "\""), "\(name)")
        }
        #expect(svg.contains("data-control=\"forward 15 seconds\""))
        #expect(Self.texts(svg, role: "elapsed") == ["1:40"] && Self.texts(svg, role: "duration") == ["4:32"])
        #expect(svg.contains("data-kind=\"shuffle\" data-selected=\"1\""))
    }

    @Test func symbolsAreTheirOwnIconsAndUnknownNamesAPlaceholder() {
        let heart = SvgSymbol("heart"), star = SvgSymbol("star.fill"), download = SvgSymbol("arrow.down.circle")
        #expect(heart.isKnown && star.isKnown && download.isKnown)
        #expect(heart.parts != star.parts)
        #expect(download.base == "arrow.down" && download.frame == .circle)
        #expect(SvgSymbol("gobackward.30").number == "30")
        #expect(!SvgSymbol("sax").isKnown)
        let grid = GridTemplate(title: "Browse", buttons: [GridButton(["Sax"], image: .symbol("sax"))])
        let svg = SVGRenderer().render(.grid(grid))
        #expect(svg.contains("data-symbol=\"sax\" data-unknown=\"1\""))
        #expect(svg.contains(">sax</text>"))
    }

    @Test func oneHiddenGridButtonIsOneButton() {
        let buttons = (0..<9).map { GridButton(["B" + String($0)], image: .symbol("star")) }
        let svg = SVGRenderer().render(.grid(GridTemplate(title: "Browse", buttons: buttons)))
        #expect(Self.texts(svg, role: "note") == ["1 more grid button hidden on this car (limit 8): “B8”."])
    }

    @Test func textXMLCannotHoldIsReplaced() {
        let list = ListTemplate(title: "Bad\u{1}Title", sections: [ListSection(items: [.item(ListItem("a\u{0}b"))])])
        let svg = SVGRenderer().render(.list(list))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(Self.texts(svg, role: "rowtext") == ["a\u{FFFD}b"])
    }

    static func number(_ attribute: String, in tag: String) -> Int? {
        guard let range = tag.range(of: " " + attribute + "=\"") else { return nil }
        return Int(tag[range.upperBound...].prefix { $0.isNumber })
    }
}

/// The text frame keeps a navigation title as the car shows it: the profile label gives way.
@Suite struct TextFrameTitleTests {
    @Test func theProfileLabelGivesWayToTheTitle() {
        let title = "Very Long Name Very Long Name Very Long Name Very Long Name"
        let list = ListTemplate(title: title, sections: [ListSection(items: [.item(ListItem("Row"))])])
        let top = TextRenderer().render(.list(list), isPushed: true).split(separator: "\n")[0]
        let shown = CutText(title, columns: CarProfile.unconstrained.columns(for: .navigationTitle)).shown
        #expect(top.contains("‹ Back ─ " + shown + "✂ "))
        #expect(top.hasSuffix(" unconstrained ─┐") && !top.contains("500 items"))
        let short = TextRenderer().render(.list(ListTemplate(title: "Shows", sections: [])), isPushed: true)
        #expect(short.hasPrefix("┌─ ‹ Back ─ Shows ─") && short.split(separator: "\n")[0].hasSuffix("─ unconstrained · 500 items ─┐"))
    }
}
