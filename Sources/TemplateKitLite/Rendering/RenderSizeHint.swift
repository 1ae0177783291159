/// How many bytes a render of a template will about take, so its buffer is allocated
/// once instead of doubling its way there (each doubling copied everything written so far
/// and touched fresh memory: on a 10,000-row list that was a third of the render's time,
/// mostly page faults). Generous on purpose: pages of the allocation never written are
/// never touched.
///
///     RenderSizeHint.rows(in: .list(bigList), profile: .unconstrained)   // 500: what the car shows
enum RenderSizeHint {
    /// Rows the car shows on this template (of every tab of a tab bar); 0 for other kinds.
    static func rows(in template: Template, profile: CarProfile) -> Int {
        switch template {
        case .list(let list): min(list.itemCount, profile.maximumItemCount)
        case .tabBar(let tabBar): tabBar.tabs.reduce(0) { $0 + rows(in: $1.content, profile: profile) }
        default: 0
        }
    }

    /// Bytes for the canonical JSON of `template`: a row is ~250–350 bytes.
    static func json(_ template: Template, profile: CarProfile) -> Int {
        4_096 + 512 * rows(in: template, profile: profile)
    }

    /// Bytes for the framed text of `template` at `width` columns: a row is two or three
    /// lines of `width` columns, the frame's box drawing three bytes a column.
    static func text(_ template: Template, profile: CarProfile, width: Int) -> Int {
        (width + 8) * 3 * (16 + 3 * rows(in: template, profile: profile))
    }
}
