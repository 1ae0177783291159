import TemplateKitLite

/// One screen on the review page: its drawing, its golden status, and — when a change is
/// pending — the golden before and the render after, line by line.
package struct ReviewItem: Sendable {
    package enum Status: String, Sendable, CaseIterable { case changed, new, unchanged }

    /// The golden's name, e.g. `relisten/queue@loaded.txt`.
    package let name: String
    /// The screen, when a catalog made it; nil for a pending file written elsewhere
    /// (an assertion), which is shown as text and diff only.
    package let template: Template?
    package let isPushed: Bool
    package let profile: CarProfile
    package let status: Status
    /// The golden's text (nil when new).
    package let before: String?
    /// The current render's text.
    package let after: String
    /// The changed lines, as unified-diff lines (`-old`, `+new`, ` context`).
    package let diffLines: [String]

    package init(
        name: String, template: Template?, isPushed: Bool, profile: CarProfile, status: Status,
        before: String?, after: String, diffLines: [String]
    ) {
        self.name = name
        self.template = template
        self.isPushed = isPushed
        self.profile = profile
        self.status = status
        self.before = before
        self.after = after
        self.diffLines = diffLines
    }
}
