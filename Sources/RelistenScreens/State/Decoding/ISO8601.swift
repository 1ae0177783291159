/// Parses ISO 8601 / RFC 3339 timestamps into seconds since the Unix epoch (UTC), without
/// Foundation, locale or time zone database.
///
/// Accepted: `YYYY-MM-DDTHH:MM[:SS[.fraction]]` followed by `Z` or an offset `±HH:MM`,
/// `±HHMM` or `±HH` (`T` may be `t` or a space), or a date alone (`YYYY-MM-DD`, midnight UTC).
/// A time without a zone is rejected (it would depend on the reader's time zone).
/// Fractions are floored. `"2024-05-08T23:30:00-02:00"` → `1715218200`.
public enum ISO8601 {
    /// Seconds since 1970-01-01T00:00:00Z, or `nil` when `text` is not accepted.
    public static func epochSeconds(_ text: String) -> Int? {
        var reader = DigitReader(Array(text.utf8))
        guard let date = readDate(&reader) else { return nil }
        let days = daysFromCivil(year: date.year, month: date.month, day: date.day)
        if reader.isAtEnd { return days * 86_400 }
        guard reader.take(["T", "t", " "]), let time = readTime(&reader), let offset = readZone(&reader),
            reader.isAtEnd
        else { return nil }
        return days * 86_400 + time - offset
    }

    private static func readDate(_ reader: inout DigitReader) -> (year: Int, month: Int, day: Int)? {
        guard let year = reader.number(digits: 4), reader.take(["-"]),
            let month = reader.number(digits: 2), reader.take(["-"]),
            let day = reader.number(digits: 2),
            (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year)
        else { return nil }
        return (year, month, day)
    }

    /// Seconds since midnight.
    private static func readTime(_ reader: inout DigitReader) -> Int? {
        guard let hour = reader.number(digits: 2), reader.take([":"]), let minute = reader.number(digits: 2),
            hour < 24, minute < 60
        else { return nil }
        var second = 0
        if reader.take([":"]) {
            guard let value = reader.number(digits: 2), value < 60 else { return nil }
            second = value
            if reader.take([".", ","]) {
                guard reader.skipDigits() > 0 else { return nil }
            }
        }
        return hour * 3600 + minute * 60 + second
    }

    /// The zone offset east of UTC in seconds.
    private static func readZone(_ reader: inout DigitReader) -> Int? {
        if reader.take(["Z", "z"]) { return 0 }
        let sign: Int
        if reader.take(["+"]) {
            sign = 1
        } else if reader.take(["-"]) {
            sign = -1
        } else {
            return nil
        }
        guard let hours = reader.number(digits: 2), hours < 24 else { return nil }
        var minutes = 0
        if reader.isAtEnd { return sign * hours * 3600 }
        _ = reader.take([":"])
        guard let value = reader.number(digits: 2), value < 60 else { return nil }
        minutes = value
        return sign * (hours * 3600 + minutes * 60)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

/// A cursor over ASCII bytes for ``ISO8601``.
struct DigitReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset >= bytes.count }

    /// Consumes one byte if it is one of `characters`.
    mutating func take(_ characters: [Unicode.Scalar]) -> Bool {
        guard offset < bytes.count, characters.contains(Unicode.Scalar(bytes[offset])) else { return false }
        offset += 1
        return true
    }

    /// Reads exactly `digits` ASCII digits.
    mutating func number(digits: Int) -> Int? {
        guard offset + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[offset..<(offset + digits)] {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        offset += digits
        return value
    }

    /// Skips ASCII digits; returns how many.
    mutating func skipDigits() -> Int {
        let start = offset
        while offset < bytes.count, bytes[offset] >= 0x30, bytes[offset] <= 0x39 { offset += 1 }
        return offset - start
    }
}
