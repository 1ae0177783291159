/// A tap that found nothing to touch: the journey, the step (counted from 1), and the
/// journey's text up to it, so the failure shows where the driver was.
///
///     journey books, step 2: tap "Poetry" found no button with an action
///     The journey up to it:
///     Journey books
///     …
public struct JourneyTapError: Error, Sendable, CustomStringConvertible {
    public let journey: String
    public let step: Int
    public let tap: JourneyTap
    /// What was looked for: `row`, `button`, `action`, `tab`, `Back button`, `Up Next button`…
    public let noun: String
    /// The journey's text up to the failed step (``JourneyReplay/text(profile:style:)``);
    /// empty when the error was made without it.
    public var storyboard = ""

    public init(journey: String, step: Int, tap: JourneyTap, noun: String = "row") {
        self.journey = journey
        self.step = step
        self.tap = tap
        self.noun = noun
    }

    public var description: String {
        let miss = noun == "tab" ? "found no such tab on a tab bar root" : "found no \(noun) with an action"
        return "journey \(journey), step \(step): \(tap) \(miss)"
            + (storyboard.isEmpty ? "" : "\nThe journey up to it:\n" + storyboard)
    }
}
