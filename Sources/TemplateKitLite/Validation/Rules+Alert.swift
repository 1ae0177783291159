extension Rules {
    /// An alert needs an action.
    public static let alertNoActions = Rule(
        id: "alert.no-actions", severity: .error,
        summary: "An alert has at least one action.",
        carPlayBehaviour: "invalid: the alert could never be answered (Apple documents no fallback)",
        source: "[H] CPAlertTemplate init(titleVariants:actions:)")

    /// An alert needs a title.
    public static let alertNoTitle = Rule(
        id: "alert.no-title", severity: .error,
        summary: "An alert has at least one non-empty title variant (longest → shortest).",
        carPlayBehaviour: "invalid: the alert has nothing to say (Apple documents no fallback)",
        source: "[H] CPAlertTemplate init(titleVariants:actions:)")

    /// `CPAlertTemplate.maximumActionCount` keeps the tail.
    public static let alertActionLimit = Rule(
        id: "alert.action-limit", severity: .warning,
        summary: "An alert shows at most profile.maximumAlertActions actions (car-dependent, commonly 1) besides its .cancel action, which CarPlay shows apart.",
        carPlayBehaviour: "keeps the TAIL: the most recently added non-cancel actions show and the first ones are hidden, unlike lists; the cancel action stays",
        source: "[H] CPAlertTemplate.maximumActionCount; published article; audit against Apple's headers (cancel counted apart)")
}
