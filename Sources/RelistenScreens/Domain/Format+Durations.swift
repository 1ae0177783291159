extension Format {
    /// Show and source lengths as `H` `h` `mm` `m`, floored: 16346 → `"4h32m"`,
    /// 727 → `"0h12m"`, 0 → `"0h00m"`, 90000 → `"25h00m"`.
    public static func longDuration(_ seconds: Double) -> String {
        let total = wholeSeconds(seconds)
        return "\(total / 3600)h" + twoDigits((total % 3600) / 60) + "m"
    }

    /// Track lengths, floored: `m:ss` under an hour (45 → `"0:45"`, 272 → `"4:32"`),
    /// `H:mm:ss` from one hour (3725 → `"1:02:05"`, 90000 → `"25:00:00"`).
    public static func trackDuration(_ seconds: Double) -> String {
        let total = wholeSeconds(seconds)
        let tail = twoDigits(total % 60)
        if total < 3600 { return "\(total / 60):" + tail }
        return "\(total / 3600):" + twoDigits((total % 3600) / 60) + ":" + tail
    }

    static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
