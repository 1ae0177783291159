import Foundation
import LiveCatalog
import SnapshotTool
import RelistenScreens

/// What "Record as journey" prints for the click-through path ``steps`` on the live
/// catalog, pasted as printed between the markers: this target compiles it, and
/// `JourneyRecordingTests` requires the printed code to be exactly these lines.
enum RecordedJourneyFixture {
    static let steps = "r1.r2.r1.r0.r1.u0"

    static let journey =
        // printed:
        RelistenJourney(name: "recorded", summary: "Grateful Dead → 1977 → 1977-05-08  SBD ♥ ⬇ → ⬇  SBD > Reel > DAT > FLAC → 2. Loser → Up Next",
                        start: .browse, taps: [.text("Grateful Dead"), .text("1977"), .text("1977-05-08  SBD ♥ ⬇"), .text("⬇  SBD > Reel > DAT > FLAC"), .text("2. Loser"), .upNext])
        // end of printed

    /// The lines between the markers, as printed (this file read from the source tree).
    static func printedSource() throws -> String {
        let text = try String(contentsOfFile: #filePath, encoding: .utf8)
        guard let start = text.range(of: "// printed:\n"), let end = text.range(of: "        // end of printed") else { return "" }
        return text[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }.joined(separator: "\n")
    }
}
