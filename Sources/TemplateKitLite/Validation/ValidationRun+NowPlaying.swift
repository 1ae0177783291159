extension ValidationRun {
    /// Now playing: the button limit, then duration and elapsed time.
    mutating func visitNowPlaying(_ nowPlaying: NowPlayingTemplate, at path: NodePath) {
        let limit = max(0, profile.maximumNowPlayingButtons)
        if nowPlaying.buttons.count > limit {
            let hidden = nowPlaying.buttons.dropFirst(limit).map(\.kind.name).joined(separator: ", ")
            report(Rules.nowPlayingButtonLimit, at: path,
                "\(nowPlaying.buttons.count) buttons; this car shows the first \(limit); hidden: \(hidden)")
        }
        visitIdentities(nowPlaying.buttons.map(\.id), of: "buttons", at: path)
        visitTimes(nowPlaying.info, at: path.appending(.part("info")))
    }

    private mutating func visitTimes(_ info: NowPlayingInfo, at path: NodePath) {
        var validDuration: Double? = nil
        if let duration = info.duration {
            if duration.isFinite, duration >= 0 {
                validDuration = duration
            } else {
                report(Rules.nowPlayingDuration, at: path,
                    "duration \(duration) is not a finite, non-negative number of seconds")
            }
        }
        if !(info.elapsed.isFinite && info.elapsed >= 0) {
            report(Rules.nowPlayingElapsed, at: path,
                "elapsed \(info.elapsed) is not a finite, non-negative number of seconds")
        } else if let duration = validDuration, info.elapsed > duration {
            report(Rules.nowPlayingElapsed, at: path,
                "elapsed \(info.elapsed) s is past the duration \(duration) s")
        }
    }
}
