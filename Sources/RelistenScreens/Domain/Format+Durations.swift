extension Format {
    /// Show and source lengths as `H` `h` `mm` `m`, floored: 16346 → `"4h32m"`,
    /// 90000 → `"25h00m"`; under an hour minutes alone: 1800 → `"30m"`, 727 → `"12m"`, 0 → `"0m"`.
    public static func longDuration(_ seconds: Double) -> String {
        let total = wholeSeconds(seconds)
        let hours = total / 3600
        if hours == 0 { return String(total / 60) + "m" }
        return TextWriter.make(capacity: TextWriter.digitCount(hours) + 4) { text in
            text.append(digitsOf: hours)
            text.append(ascii: "h")
            text.append(twoDigits: total % 3600 / 60)
            text.append(ascii: "m")
        }
    }

    /// Track lengths, floored: `m:ss` under an hour (45 → `"0:45"`, 272 → `"4:32"`),
    /// `H:mm:ss` from one hour (3725 → `"1:02:05"`, 90000 → `"25:00:00"`).
    public static func trackDuration(_ seconds: Double) -> String {
        let total = wholeSeconds(seconds)
        if total < minuteTexts.count { return minuteTexts[total] }
        return formattedTrackDuration(total)
    }

    /// `m:ss` for every length under an hour, made once: every track row shows one, and
    /// each is a small string (no allocation to copy).
    private static let minuteTexts = (0..<3600).map(formattedTrackDuration)

    /// ``trackDuration(_:)`` of `total` whole seconds, written out.
    private static func formattedTrackDuration(_ total: Int) -> String {
        let lead = total < 3600 ? total / 60 : total / 3600
        let capacity = TextWriter.digitCount(lead) + (total < 3600 ? 3 : 6)
        return TextWriter.make(capacity: capacity) { text in
            text.append(digitsOf: lead)
            if total >= 3600 {
                text.append(ascii: ":")
                text.append(twoDigits: total % 3600 / 60)
            }
            text.append(ascii: ":")
            text.append(twoDigits: total % 60)
        }
    }

    /// `value` with at least two digits: 7 → `"07"`, 42 → `"42"`, 130 → `"130"`.
    static func twoDigits(_ value: Int) -> String {
        (0..<100).contains(value) ? twoDigitTexts[value] : (value < 10 ? "0" : "") + String(value)
    }

    /// `"00"` … `"99"`, made once (every track row formats its seconds).
    private static let twoDigitTexts = (0..<100).map { ($0 < 10 ? "0" : "") + String($0) }
}
