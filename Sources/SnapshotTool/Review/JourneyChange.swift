import GoldenCore
/// Which steps of a journey changed between its golden and its render, by frame, so the
/// review page names them ("step 3 changed") and shows the golden's frame beside them.
///
///     JourneyChange(before: golden, after: render).summary   // "step 3 changed (Step 3: tap “Sources”)"
package struct JourneyChange: Sendable {
    package let beforeFrames: [JourneyFilmstrip.Frame]
    /// Indices (0 = the start) of the render's frames that differ from the golden's.
    package let changedSteps: [Int]
    let afterFrames: [JourneyFilmstrip.Frame]

    package init(before: String, after: String) {
        let old = JourneyFilmstrip(before).frames, new = JourneyFilmstrip(after).frames
        beforeFrames = old
        afterFrames = new
        changedSteps = (0..<max(old.count, new.count)).filter { index in
            old[safe: index]?.caption != new[safe: index]?.caption || old[safe: index]?.lines != new[safe: index]?.lines
        }
    }

    package var summary: String { summary(firstStep: nil) }

    /// The summary, the first changed step described by `firstStep` when given — what
    /// changed on its screen, from the two models: `step 3 · row “El Paso” changed; also step 5`.
    package func summary(firstStep: String?) -> String {
        guard let first = changedSteps.first else { return "the journey's header changed" }
        let name = { (index: Int) in index == 0 ? "the start" : "step \(index)" }
        let caption = afterFrames[safe: first]?.caption ?? "(step removed)"
        var text = firstStep.map { name(first) + " · " + $0 } ?? name(first) + " changed (" + caption + ")"
        if changedSteps.count > 1 { text += "; also " + changedSteps.dropFirst().prefix(4).map(name).joined(separator: ", ") }
        if beforeFrames.count != afterFrames.count { text += "; \(beforeFrames.count - 1) → \(afterFrames.count - 1) steps" }
        return text
    }
}
