import SnapshotTool
import TemplateKitLite
import RelistenScreens
import GoldenCore
/// Durations and numbers formatted without Foundation or locale: `412 ns`, `16.05 µs`,
/// `8.06 ms`, `1.20 s`.
package enum DurationText {
    /// The whole nanoseconds in `duration` (clamped to `Int64`).
    package static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? Int64.min : Int64.max }
        let (sum, overflowSum) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
        return overflowSum ? Int64.max : sum
    }

    package static func format(_ duration: Duration) -> String {
        format(nanoseconds: nanoseconds(duration))
    }

    /// Picks ns, µs, ms or s so the number has one to three digits before the point.
    package static func format(nanoseconds: Int64) -> String {
        let magnitude = nanoseconds.magnitude
        if magnitude < 1_000 { return "\(nanoseconds) ns" }
        let (unit, name): (UInt64, String) = magnitude < 1_000_000 ? (1_000, "µs")
            : magnitude < 1_000_000_000 ? (1_000_000, "ms") : (1_000_000_000, "s")
        return (nanoseconds < 0 ? "-" : "") + fixed(magnitude, per: unit, decimals: 2) + " " + name
    }

    /// `value / unit` rounded half up to `decimals` places, e.g. (16_049, 1_000, 2) → `16.05`.
    package static func fixed(_ value: UInt64, per unit: UInt64, decimals: Int) -> String {
        var scale: UInt64 = 1
        for _ in 0..<max(0, decimals) { scale *= 10 }
        let (product, overflow) = value.multipliedReportingOverflow(by: scale)
        let scaled = overflow ? value / unit * scale : (product + unit / 2) / unit
        let whole = scaled / scale, fraction = String(scaled % scale)
        guard decimals > 0 else { return String(whole) }
        return "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// A non-negative ratio with two decimals, half up: `7.9312` → `7.93`.
    static func fixed(_ value: Double) -> String {
        guard value.isFinite else { return value.description }
        return fixed(UInt64((max(0, value) * 1_000).rounded()), per: 1_000, decimals: 2)
    }

    /// `12502` → `12,502`.
    package static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return (number < 0 ? "-" : "") + out
    }
}
