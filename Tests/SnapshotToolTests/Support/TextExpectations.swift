import Testing

/// Expects `text` to contain `part`; when it does not, the issue shows the whole text.
///
///     expect(result.errors, contains: "not a regular file")
///
/// A plain call where `#expect(text.contains(part), "\(text)")` is a macro expansion: a test
/// of twenty such checks type-checks in a fraction of the time (the build's budget,
/// scripts/typecheck-budget.sh).
func expect(_ text: String, contains part: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if !text.contains(part) {
        Issue.record("Expected to contain \(String(reflecting: part)), in:\n\(text)", sourceLocation: sourceLocation)
    }
}

/// Expects `text` not to contain `part`; when it does, the issue shows the whole text.
///
///     expect(pending.output, lacks: "stray")
func expect(_ text: String, lacks part: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if text.contains(part) {
        Issue.record("Expected not to contain \(String(reflecting: part)), in:\n\(text)", sourceLocation: sourceLocation)
    }
}
