import GoldenCore
import TemplateKitLite

/// What changed between two models of one screen, in words a designer reads, and which
/// rows, headers, buttons, actions and lines to mark in each drawing (lists here; now
/// playing, alerts, sheets, grids and tabs in ``Parts``). Both sides go through ``CarView`` for the
/// same profile, so "changed" means changed on this car.
///
///     ScreenChange(before: golden, after: render, profile: .limited).summary
///     // "section “Downloads” moved from 5 to 3; row “El Paso” changed"
package struct ScreenChange: Sendable {
    /// Phrases, most telling first.
    package let phrases: [String]
    /// Row texts and headers the "before" car marks (gone or changed).
    package let markedBefore: Set<String>
    /// Row texts and headers the "after" car marks (new or changed).
    package let markedAfter: Set<String>

    package var summary: String { phrases.isEmpty ? "the text changed; the car draws the same" : phrases.joined(separator: "; ") }

    package init(before: Template, after: Template, profile: CarProfile) {
        let old = CarView(before, profile: profile), new = CarView(after, profile: profile)
        var phrases: [String] = []
        var markedBefore: Set<String> = [], markedAfter: Set<String> = []
        if old.content?.title != new.content?.title {
            phrases.append("title “\(old.content?.title ?? "")” → “\(new.content?.title ?? "")”")
        }
        if let a = old.list, let b = new.list {
            Self.compare(a, b, &phrases, &markedBefore, &markedAfter)
        } else {
            let parts = Parts(before: old, after: new)
            phrases += parts.phrases
            markedBefore.formUnion(parts.before)
            markedAfter.formUnion(parts.after)
            if parts.phrases.isEmpty, before != after { phrases.append(Self.kindName(after) + " changed") }
        }
        self.phrases = phrases
        self.markedBefore = markedBefore
        self.markedAfter = markedAfter
    }

    static func kindName(_ template: Template) -> String {
        if case .tabBar(let bar) = template, bar.tabs.indices.contains(bar.selectedIndex) { return kindName(bar.tabs[bar.selectedIndex].content) }
        switch template {
        case .nowPlaying: return "now playing"
        case .actionSheet: return "action sheet"
        default: return template.kindName
        }
    }

    private static func compare(_ a: ShownList, _ b: ShownList, _ phrases: inout [String], _ before: inout Set<String>, _ after: inout Set<String>) {
        let oldHeaders = a.sections.map { $0.section.header }, newHeaders = b.sections.map { $0.section.header }
        // A header whose case changed is still its section: moves are found among sections, not spellings.
        let counterparts = newHeaders.map { header in header.flatMap { Self.counterpart(of: $0, in: oldHeaders) } }
        let moved = Self.moved(oldHeaders, counterparts)
        for (index, header) in newHeaders.enumerated() {
            guard let header else { continue }
            guard let old = counterparts[index], let was = oldHeaders.firstIndex(of: old) else {
                phrases.append("section “\(header)” added"); after.insert(header)
                continue
            }
            if old != header {
                phrases.append("header “\(old)” → “\(header)” (case)")
                before.insert(old); after.insert(header)
            }
            if moved.contains(old) { phrases.append("section “\(header)” moved from \(was + 1) to \(index + 1)") }
        }
        for case let header? in oldHeaders where !newHeaders.contains(header) && !newHeaders.contains(where: { $0?.lowercased() == header.lowercased() }) {
            phrases.append("section “\(header)” removed"); before.insert(header)
        }
        let oldRows = rows(a), newRows = rows(b)
        let oldSet = Set(oldRows.map { $0.text + "\u{1F}" + $0.detail }), newSet = Set(newRows.map { $0.text + "\u{1F}" + $0.detail })
        let oldTexts = Set(oldRows.map(\.text))
        var changed: [String] = [], added: [String] = [], removed: [String] = []
        for row in newRows where !oldSet.contains(row.text + "\u{1F}" + row.detail) {
            after.insert(row.text)
            if oldTexts.contains(row.text) { changed.append(row.text) } else { added.append(row.text) }
        }
        let newTexts = Set(newRows.map(\.text))
        for row in oldRows where !newSet.contains(row.text + "\u{1F}" + row.detail) {
            before.insert(row.text)
            if !newTexts.contains(row.text) { removed.append(row.text) }
        }
        phrases += words(changed, "changed") + words(added, "added") + words(removed, "removed")
        if a.hiddenItemCount != b.hiddenItemCount {
            phrases.append("rows hidden on this car \(a.hiddenItemCount) → \(b.hiddenItemCount)")
        }
        if a.hiddenSectionHeaders != b.hiddenSectionHeaders {
            let names = b.hiddenSectionHeaders.map { "“\($0)”" }.joined(separator: ", ")
            phrases.append(names.isEmpty ? "no section hidden any more" : "sections not shown: " + names)
        }
    }

    /// The old header `header` stands for: the same text, else the same text in another case.
    static func counterpart(of header: String, in old: [String?]) -> String? {
        if old.contains(header) { return header }
        return old.first { $0?.lowercased() == header.lowercased() } ?? nil
    }

    /// The headers in both lists whose order among the others changed: those outside the
    /// longest run kept in order, so one section moving up is one move, not a cascade.
    static func moved(_ old: [String?], _ new: [String?]) -> Set<String> {
        let common = new.compactMap { $0 }.filter { old.contains($0) }
        let positions = common.map { header in old.firstIndex(of: header) ?? 0 }
        guard !positions.isEmpty else { return [] }
        // Longest increasing subsequence, O(n²): a screen has a handful of sections.
        var length = Array(repeating: 1, count: positions.count), previous = Array(repeating: -1, count: positions.count)
        for i in positions.indices {
            for j in 0..<i where positions[j] < positions[i] && length[j] + 1 > length[i] {
                length[i] = length[j] + 1
                previous[i] = j
            }
        }
        var keep: Set<String> = []
        var at = length.indices.max { length[$0] < length[$1] } ?? -1
        while at >= 0 {
            keep.insert(common[at])
            at = previous[at]
        }
        return Set(common).subtracting(keep)
    }

    /// `row “El Paso” changed`, `3 rows added (“A”, “B”, …)`.
    private static func words(_ texts: [String], _ verb: String) -> [String] {
        guard let first = texts.first else { return [] }
        if texts.count == 1 { return ["row “\(first)” \(verb)"] }
        let named = texts.prefix(2).map { "“\($0)”" }.joined(separator: ", ")
        return ["\(texts.count) rows \(verb) (\(named)\(texts.count > 2 ? ", …" : ""))"]
    }

    private static func rows(_ list: ShownList) -> [(text: String, detail: String)] {
        list.sections.flatMap { part in
            part.items.map { element -> (text: String, detail: String) in
                switch element {
                case .item(let item): (item.text, item.detailText ?? "")
                case .imageRow(let row): (row.text ?? "", "")
                }
            }
        }
    }
}
