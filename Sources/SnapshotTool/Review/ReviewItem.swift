import GoldenCore
import TemplateKitLite

/// One golden on the review page: a screen drawn in a car frame, a journey as a
/// filmstrip, or another file (JSON, logs, assertion goldens) as its diff; its status,
/// and — when a change is pending — the golden before and the render after.
package struct ReviewItem: Sendable {
    package enum Status: String, Sendable, CaseIterable {
        /// The render differs from the golden.
        case changed
        /// No golden yet.
        case new
        /// A golden the catalog no longer renders (`check` calls it unreferenced).
        case removed
        case unchanged
    }

    /// How the page shows it.
    package enum Kind: String, Sendable {
        /// A catalog screen's text golden: drawn in a car frame.
        case screen
        /// A journey's text golden: one frame per step.
        case journey
        /// Anything else (JSON twins, operation logs, assertion goldens): name and diff.
        case file
    }

    /// The golden's name, e.g. `relisten/queue@loaded.txt`.
    package let name: String
    package let kind: Kind
    /// The screen, when a catalog made it; nil otherwise.
    package let template: Template?
    package let isPushed: Bool
    package let profile: CarProfile
    package let status: Status
    /// The golden's text (nil when new).
    package let before: String?
    /// The current render's text (the golden's for a removed file).
    package let after: String
    /// The changed lines, as unified-diff lines (`-old`, `+new`, ` context`).
    package let diffLines: [String]
    /// What the screen's JSON twin (as rendered now) says the car shows: the browser check
    /// compares it with the drawing.
    package var jsonCounts: GoldenCounts? = nil
    /// The committed golden as a model (its JSON twin read back), for the "before" car.
    package var beforeTemplate: Template? = nil
    /// A journey's steps as screens, when its catalog can make them: drawn as cars.
    package var storyboard: [StoryboardFrame] = []
    /// A changed journey's committed steps read back (`NAME.steps.json`, ``StoryboardJSON``):
    /// the "before" car of each changed step. Empty when there is no such golden.
    package var beforeStoryboard: [StoryboardFrame] = []
    /// The screen an alert or action sheet is presented over (drawn under it).
    package var presentedOver: Template? = nil

    package init(
        name: String, kind: Kind = .screen, template: Template?, isPushed: Bool, profile: CarProfile, status: Status,
        before: String?, after: String, diffLines: [String]
    ) {
        self.name = name
        self.kind = template == nil && kind == .screen ? .file : kind
        self.template = template
        self.isPushed = isPushed
        self.profile = profile
        self.status = status
        self.before = before
        self.after = after
        self.diffLines = diffLines
    }

    /// `relisten/artists` for `relisten/artists@empty.txt`: the screen its variants share
    /// (the sidebar's group); a journey's folder (`journeys`) for journeys.
    package var group: String {
        if kind == .journey, let slash = name.lastIndex(of: "/") { return String(name[..<slash]) }
        let base = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        return base.lastIndex(of: "@").map { String(base[..<$0]) } ?? base
    }

    /// `empty` for `relisten/artists@empty.txt`, else the file name.
    package var variant: String {
        let file = name.split(separator: "/").last.map(String.init) ?? name
        if let at = file.lastIndex(of: "@") { return String(file[file.index(after: at)...]) }
        return file
    }

    /// The card's stable anchor: the golden's name (`#relisten/queue@limited.txt`), so a
    /// link to a card survives other goldens changing.
    package var anchor: String { name }

    /// The added lines of the diff without their `+`, trimmed of frame characters: what
    /// the page highlights as changed.
    package var addedLines: [String] { diffLines.compactMap { Self.changedText($0, "+") } }

    /// The removed lines of the diff, trimmed likewise.
    package var removedLines: [String] { diffLines.compactMap { Self.changedText($0, "-") } }

    static func changedText(_ line: String, _ sign: Character) -> String? {
        guard line.first == sign, !line.hasPrefix("+++"), !line.hasPrefix("---") else { return nil }
        let trimmed = line.dropFirst().trimmingCharacters { $0 == " " || $0 == "│" }
        return trimmed.isEmpty ? nil : trimmed
    }
}

extension Substring {
    func trimmingCharacters(_ drop: (Character) -> Bool) -> String {
        guard let start = firstIndex(where: { !drop($0) }), let end = lastIndex(where: { !drop($0) }) else { return "" }
        return String(self[start...end])
    }
}
