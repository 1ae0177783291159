/// Content rules: house style for the words on any app's screens, separate from the
/// CarPlay rules in ``Rules`` (ids start with `content.`). All are warnings: the car shows
/// the screen, but a driver reads something blank, placeholder, repeated or cut.
///
///     ContentRules.blankDetail.id   // "content.blank-detail"
public enum ContentRules {
    static let source = "content lint (house style, Docs/rules.md)"

    static func rule(_ name: String, _ summary: String, _ car: String) -> Rule {
        Rule(id: "content." + name, severity: .warning, summary: summary, carPlayBehaviour: car, source: source)
    }

    public static let blankDetail = rule(
        "blank-detail", "A row's detail text is empty or only spaces; leave it out instead.",
        "draws an empty second line: the row looks broken")
    public static let placeholder = rule(
        "placeholder", "Text is a placeholder from the data (e.g. `TBD`, `Unknown`, `Various - See info file`).",
        "shows the placeholder to the driver")
    public static let repeatedText = rule(
        "repeated-text", "The same text is said twice within a row (text and detail, or two now playing lines) or by adjacent rows.",
        "spends the driver's glance on the same words")
    public static let duplicateRow = rule(
        "duplicate-row", "Two rows of one section have the same text and detail.",
        "draws two rows a driver cannot tell apart")
    public static let tooWide = rule(
        "too-wide", "A line is wider than the car's text width (`CarProfile.textColumns`).",
        "cuts the line with `…`")
    /// Checked over a catalog (see `snapshot lint`), not one template.
    public static let identicalScenarios = rule(
        "identical-scenarios", "Two scenarios of one screen render the same: one of them shows nothing of its own.",
        "nothing: the gap is in what was designed and reviewed")
    /// Checked over a catalog (see `snapshot lint`), not one template.
    public static let limitNotReached = rule(
        "limit-not-reached", "A scenario claims a car with a small list limit, but its list never reaches the limit.",
        "nothing: the scenario does not show what the limit hides")

    public static let numberingRestarts = rule(
        "numbering-restarts", "Numbered rows (`3. El Paso`) restart their numbering within a section, with no header between.",
        "reads 1, 2, 3, 1, 2: the driver cannot tell where a set begins")
    public static let fallbackNotShorter = rule(
        "fallback-not-shorter", "A fallback title variant is not shorter than a more preferred one (variants go longest → shortest).",
        "takes the first variant that fits: a fallback as wide as an earlier one is never shown")
    /// Checked over a catalog (see `snapshot lint`) against the entry points it names.
    public static let hiddenEntryPoint = rule(
        "hidden-entry-point", "A car hides a row or section the design requires as an entry point (e.g. Downloads).",
        "the driver cannot reach it on this car: nothing says it is there")

    /// Every content rule, per template first.
    public static let all: [Rule] = [
        blankDetail, placeholder, repeatedText, duplicateRow, tooWide, numberingRestarts, fallbackNotShorter, identicalScenarios, limitNotReached,
        hiddenEntryPoint,
    ]

    /// Placeholders the lint looks for by default, compared without case and surrounding spaces.
    public static let defaultPlaceholders: [String] = [
        "TBD", "TBA", "Unknown", "Various - See info file", "N/A", "???", "Untitled", "null", "undefined", "Lorem ipsum",
    ]
}
