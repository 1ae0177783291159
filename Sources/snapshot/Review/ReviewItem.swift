import TemplateKitLite

/// One screen on the review page: its drawing, its golden status, and — when a change is
/// pending — the golden before and the render after, line by line.
struct ReviewItem: Sendable {
    enum Status: String, Sendable, CaseIterable { case changed, new, unchanged }

    /// The golden's name, e.g. `relisten/queue@loaded.txt`.
    let name: String
    let template: Template
    let isPushed: Bool
    let profile: CarProfile
    let status: Status
    /// The golden's text (nil when new).
    let before: String?
    /// The current render's text.
    let after: String
    /// The changed lines, as unified-diff lines (`-old`, `+new`, ` context`).
    let diffLines: [String]
}
