/// A playback progress fraction drawn as a bar of eighth blocks with a floored
/// percentage; values outside 0…1 (and NaN, ±Infinity) are named, never drawn:
///
///     ProgressBar.text(0.37)       // "▕███████▍            ▏ 37%"
///     ProgressBar.text(.nan)       // "progress invalid (nan)"
enum ProgressBar {
    /// Cells between the bar's ends.
    static let cells = 20
    private static let partials: [String] = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    static func text(_ fraction: Double) -> String {
        guard fraction.isFinite, fraction >= 0, fraction <= 1 else {
            return "progress invalid (" + NumberText.readable(fraction) + ")"
        }
        let eighths = Int(fraction * Double(cells * 8))
        let full = eighths / 8
        let partial = partials[eighths % 8]
        var bar = String(repeating: "█", count: full) + partial
        bar += String(repeating: " ", count: cells - full - (partial.isEmpty ? 0 : 1))
        let percent = Int(fraction * 100)
        return "▕" + bar + "▏ " + String(percent) + "%"
    }
}
