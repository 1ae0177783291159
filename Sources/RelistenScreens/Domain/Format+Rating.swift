extension Format {
    /// A rating with two decimals and `★`: 9.26 → `"9.26★"`; `""` when it rounds to 0.00
    /// (so 0 and 0.004 are omitted).
    ///
    /// Rounding rule (one rule, like the phone): the value is first converted to a 32-bit
    /// float (the phone stores ratings as `Float`), then its **exact** binary value is rounded
    /// to hundredths, **ties up**: 9.125 (exact in binary) → `"9.13"`; 9.135 (as a Float
    /// 9.13500023) → `"9.14"`; 10 → `"10.00★"`. Negative or non-finite values are omitted;
    /// values above 10^9 are clamped.
    public static func rating(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return "" }
        let hundredths = roundedHundredths(Float(min(value, 1e9)))
        guard hundredths > 0 else { return "" }
        if hundredths < ratingTexts.count { return ratingTexts[Int(hundredths)] }
        return ratingText(hundredths: hundredths)
    }

    /// `"0.00★"` … `"10.00★"` (the range of Relisten's ratings), made once: every show and
    /// source row shows one, and each is a small string.
    private static let ratingTexts = (0...1000).map { ratingText(hundredths: UInt64($0)) }

    /// The text of a rating of `hundredths` hundredths.
    private static func ratingText(hundredths: UInt64) -> String {
        let units = Int(hundredths / 100)
        return TextWriter.make(capacity: TextWriter.digitCount(units) + 3 + "★".utf8.count) { text in
            text.append(digitsOf: units)
            text.append(ascii: ".")
            text.append(twoDigits: Int(hundredths % 100))
            text.append("★")
        }
    }

    /// `value × 100` rounded half up, computed exactly from the float's bits.
    static func roundedHundredths(_ value: Float) -> UInt64 {
        let bits = UInt64(value.significandBitPattern)
        let isSubnormal = value.exponentBitPattern == 0
        let significand = isSubnormal ? bits : bits | (1 << 23)
        let exponent = (isSubnormal ? 1 : Int(value.exponentBitPattern)) - 150
        let scaled = significand * 100
        if exponent >= 0 { return scaled << UInt64(exponent) }
        let shift = -exponent
        guard shift < 63 else { return 0 }
        let quotient = scaled >> UInt64(shift)
        let remainder = scaled & ((1 << UInt64(shift)) - 1)
        return remainder >= (1 << UInt64(shift - 1)) ? quotient + 1 : quotient
    }
}
