import TemplateKitLite

private typealias S = TemplateSamples

extension RuleCase {
    static let nowPlaying: [RuleCase] = [buttonLimit, elapsedPast, elapsedNegative, elapsedNaN, durationNegative, durationInfinite]

    static let buttonLimit = RuleCase(
        rule: Rules.nowPlayingButtonLimit, severity: .warning,
        broken: S.nowPlaying(buttons: 6), path: #""Now Playing""#,
        fine: S.nowPlaying(buttons: 5))

    static let elapsedPast = RuleCase(
        rule: Rules.nowPlayingElapsed, severity: .warning,
        broken: S.nowPlaying(elapsed: 200.5, duration: 200), path: #""Now Playing" › info"#,
        fine: S.nowPlaying(elapsed: 200, duration: 200))

    static let elapsedNegative = RuleCase(
        rule: Rules.nowPlayingElapsed, severity: .warning,
        broken: S.nowPlaying(elapsed: -1, duration: nil), path: #""Now Playing" › info"#,
        fine: S.nowPlaying(elapsed: 0, duration: nil))

    static let elapsedNaN = RuleCase(
        rule: Rules.nowPlayingElapsed, severity: .warning,
        broken: S.nowPlaying(elapsed: .nan), path: #""Now Playing" › info"#,
        fine: S.nowPlaying(elapsed: 0))

    static let durationNegative = RuleCase(
        rule: Rules.nowPlayingDuration, severity: .warning,
        broken: S.nowPlaying(elapsed: 0, duration: -3), path: #""Now Playing" › info"#,
        fine: S.nowPlaying(elapsed: 0, duration: 0))

    static let durationInfinite = RuleCase(
        rule: Rules.nowPlayingDuration, severity: .warning,
        broken: S.nowPlaying(elapsed: 0, duration: .infinity), path: #""Now Playing" › info"#,
        fine: S.nowPlaying(elapsed: 0, duration: nil))
}
