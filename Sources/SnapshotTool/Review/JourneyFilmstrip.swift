import GoldenCore
/// A journey's text golden cut into frames, one per step, for the review page's
/// filmstrip. A step starts at a line `Start …` or `Step N: …`; the frame before a tap has
/// the tapped row marked: the first framed line holding the tap's quoted text.
///
///     Step 2: tap row 1 "SBD > Reel > DAT"   → marks "│     SBD > Reel > DAT …" one frame earlier
package struct JourneyFilmstrip {
    package struct Frame: Sendable {
        /// `Start on the Browse tab`, `Step 1: tap "Grateful Dead"`.
        package let caption: String
        package var lines: [String]
        /// The index in `lines` of the row the next step taps, if found.
        package var tapped: Int?
    }

    package let frames: [Frame]

    package init(_ text: String) {
        var frames: [Frame] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if JourneyCaption.isCaption(line) {
                frames.append(Frame(caption: line, lines: []))
            } else if !frames.isEmpty, !(line.isEmpty && frames[frames.count - 1].lines.isEmpty) {
                frames[frames.count - 1].lines.append(line)
            }
        }
        for index in frames.indices.dropFirst() {
            guard let quoted = Self.quoted(frames[index].caption) ?? Self.button(frames[index].caption) else { continue }
            frames[index - 1].tapped = frames[index - 1].lines.firstIndex { $0.hasPrefix("│") && $0.contains(quoted) }
        }
        self.frames = frames
    }

    /// `Up Next` for `Step 6: tap Up Next`: a button tapped by its name.
    static func button(_ caption: String) -> String? {
        guard let range = caption.range(of: ": tap ") else { return nil }
        let name = String(caption[range.upperBound...])
        return name.hasPrefix("row ") || name.hasPrefix("the ") ? nil : name
    }

    /// The text between the first and the last `"` of a caption, if any.
    static func quoted(_ caption: String) -> String? {
        guard let first = caption.firstIndex(of: "\""), let last = caption.lastIndex(of: "\""), first < last else { return nil }
        let text = caption[caption.index(after: first)..<last]
        return text.isEmpty ? nil : String(text)
    }
}
