/// Checks the words on a template against the content rules (``ContentRules``), the way
/// ``Validator`` checks CarPlay's rules. Pure: same template, same findings, in document
/// order.
///
///     ContentLint(profile: .limited).check(.list(tracks))
///     ContentLint(placeholders: ["TBD", "Unknown venue"]).check(template)
public struct ContentLint: Sendable {
    public let profile: CarProfile
    /// Text the lint reports as a placeholder, compared without case and surrounding spaces.
    public let placeholders: [String]
    private let folded: Set<String>
    /// `folded` as UTF-8 for plain text (``PlainText``), or `nil` when a placeholder is not
    /// plain: a plain text could then equal it only canonically.
    private let plainFolded: [[UInt8]]?
    /// Bit `n` set when a placeholder is `n` bytes long (bit 63: 63 or more), so most parts
    /// are told apart from every placeholder by their length alone.
    private let plainLengths: UInt64

    public init(profile: CarProfile = .unconstrained, placeholders: [String] = ContentRules.defaultPlaceholders) {
        self.profile = profile
        self.placeholders = placeholders
        folded = Set(placeholders.map { ContentText.folded(ContentText.trimmed($0)) })
        plainFolded = folded.allSatisfy { PlainText.with($0) { _ in true } ?? false } ? folded.map { Array($0.utf8) } : nil
        plainLengths = folded.reduce(0) { $0 | Self.lengthBit($1.utf8.count) }
    }

    /// The content findings of `template` and of every tab it holds.
    public func check(_ template: Template) -> [Finding] {
        var memo = SectionMemo()
        return check(template, remembering: &memo)
    }

    /// The same, the findings of long sections' rows taken from `memo` when it has checked
    /// the same rows (``SectionMemo``), and kept there otherwise: for checking many screens
    /// that share rows, as `lint` checks a catalog's.
    package func check(_ template: Template, remembering memo: inout SectionMemo) -> [Finding] {
        var findings: [Finding] = []
        check(template, at: NodePath(), into: &findings, memo: &memo)
        return findings
    }

    func check(_ template: Template, at parent: NodePath, into findings: inout [Finding], memo: inout SectionMemo) {
        if case .tabBar(let tabBar) = template {
            for (index, tab) in tabBar.tabs.enumerated() {
                check(tab.content, at: parent.appending(.tab(index)), into: &findings, memo: &memo)
            }
            return
        }
        let path = parent.appending(.template(template.pathName))
        checkVariants(of: template, at: path, into: &findings)
        switch template {
        case .list(let list): checkList(list, at: path, into: &findings, memo: &memo)
        case .nowPlaying(let nowPlaying): checkNowPlaying(nowPlaying.info, at: path, into: &findings)
        default: break
        }
    }

    /// The placeholder this text is (or holds as one of its `•` parts), if any.
    func placeholder(in text: String) -> String? {
        if let plainFolded, let found = PlainText.with(text, { placeholder(in: $0, among: plainFolded) }) { return found }
        // A text without separators is its one part (or none): check it once. A few placeholders
        // are compared one by one, as the set would, without hashing (normalizing) the text.
        let whole = ContentText.trimmed(text)
        let candidates = ContentText.hasSeparatorBytes(text) ? [whole] + ContentText.parts(text) : [whole]
        return candidates.first { candidate in
            let key = ContentText.folded(candidate)
            return folded.count <= 16 ? folded.contains { $0 == key } : folded.contains(key)
        }.map(String.init)
    }

    /// ``placeholder(in:)`` of a plain text; `folded` as `plainFolded`.
    func placeholder(in text: PlainText, among folded: [[UInt8]]) -> String? {
        let isPlaceholder = { (part: Range<Int>) in
            plainLengths & Self.lengthBit(part.count) != 0 && folded.contains { text.isFolded(part, $0) }
        }
        let whole = text.trimmed(text.all)
        if isPlaceholder(whole) { return text.string(whole) }
        return text.parts.first(where: isPlaceholder).map(text.string)
    }

    /// The bit of ``plainLengths`` for a text of `count` bytes.
    static func lengthBit(_ count: Int) -> UInt64 { 1 << UInt64(min(count, 63)) }
}
