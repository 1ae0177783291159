/// Seconds as a clock: `m:ss` below an hour, `h:mm:ss` from an hour, a leading `-` when
/// negative, `--:--` for NaN, ±Infinity or absurdly large values. Fractions are floored.
///
///     ClockText.of(100)     // "1:40"
///     ClockText.of(3725)    // "1:02:05"
package enum ClockText {
    /// A thousand days: anything longer is shown as unknown.
    static let maximumSeconds: Double = 86_400_000

    package static func of(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < maximumSeconds else { return "--:--" }
        let whole = Int(abs(seconds))
        let sign = seconds < 0 && whole > 0 ? "-" : ""
        let hours = whole / 3600
        let minutes = (whole % 3600) / 60
        let rest = two(whole % 60)
        return hours > 0
            ? sign + String(hours) + ":" + two(minutes) + ":" + rest
            : sign + String(minutes) + ":" + rest
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }
}
