/// Number formatting shared by both renderers, independent of locale and platform.
///
/// Doubles print like JavaScript's `Number.prototype.toString`: integral values within
/// ±2^53 as integers, others with the shortest digits that round-trip, without an
/// exponent for 1e-6 ≤ |x| < 1e21 and with one otherwise:
///
///     NumberText.decimal(9.125)   // "9.125"
///     NumberText.decimal(-0.0)    // "0"
///     NumberText.decimal(1e21)    // "1e+21"
///     NumberText.decimal(1e-7)    // "1e-7"
///     NumberText.decimal(.nan)    // nil
package enum NumberText {
    /// 2^53: the largest range in which every integer is a `Double`.
    static let exactIntegerLimit: Double = 9_007_199_254_740_992

    /// The canonical text of `value`, or `nil` for NaN and ±Infinity.
    package static func decimal(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        // `Int(exactly:)` and `rounded()` would need libm; a truncating conversion
        // within ±2^53 cannot trap and tells integral values apart just as well.
        if abs(value) <= exactIntegerLimit, Double(Int(value)) == value {
            return String(Int(value))
        }
        let digits = ShortestDigits(abs(value))
        return (value < 0 ? "-" : "") + digits.formatted()
    }

    /// `value` for a person: the canonical text, or `nan`, `inf`, `-inf`.
    package static func readable(_ value: Double) -> String {
        if let text = decimal(value) { return text }
        if value.isNaN { return "nan" }
        return value < 0 ? "-inf" : "inf"
    }
}
