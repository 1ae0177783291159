/// Where the one pass found the parts of a document an edit may leave as they were, and
/// what it decoded from them: each root member's value, and each member of
/// `catalog.shows` (a show body: most of a large document). ``StateDocumentEdits`` reads
/// the next version of the document taking over every show body whose bytes did not change.
///
/// ```swift
/// decoder.spans.showMembers[0].span   // 1_204..<18_377: `"s-1": {…}`, key to value's end
/// ```
struct DecodedSpans {
    /// A member of `catalog.shows` and what it decoded to.
    struct ShowMember {
        /// From its key's opening quote to the end of its value.
        var span: Range<Int>
        var uuid: String
        /// The show as its own body reads it (a listing in `catalog.year_shows`, if any,
        /// is what the catalog keeps; the body's is what its checks use).
        var bodyShow: Show
        var detail: ShowDetail
        /// Whether `catalog.year_shows` lists the show.
        var isListed: Bool
    }

    /// Each root member's value, by its index in `OnePassDecoder.rootNames` (0: `catalog`).
    var sections: [Range<Int>?] = Array(repeating: nil, count: OnePassDecoder.rootNames.count)
    /// The values of `catalog.artists`, `catalog.years` and `catalog.year_shows` (by their
    /// index in `OnePassDecoder.catalogNames`), when present and not null.
    var catalogSections: [Range<Int>?] = [nil, nil, nil]
    /// The members of `catalog.shows`, in the order read.
    var showMembers: [ShowMember] = []

    /// These spans moved by `shift` bytes (the parts of a document after an edit).
    func shifted(by shift: Int) -> DecodedSpans {
        var moved = self
        moved.sections = sections.map { $0.map { ($0.lowerBound + shift)..<($0.upperBound + shift) } }
        moved.catalogSections = catalogSections.map { $0.map { ($0.lowerBound + shift)..<($0.upperBound + shift) } }
        for index in moved.showMembers.indices {
            let span = moved.showMembers[index].span
            moved.showMembers[index].span = (span.lowerBound + shift)..<(span.upperBound + shift)
        }
        return moved
    }
}
