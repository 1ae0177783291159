import KitSupport
/// Builds the years, shows, sources and tracks of ``SyntheticCatalog/gratefulDeadSized()``.
struct SyntheticShowBuilder {
    var generator: KitSupport.SplitMix64
    private var trackCounter = 0
    private var sourceCounter = 0

    init(seed: UInt64) {
        generator = KitSupport.SplitMix64(seed: seed)
    }

    /// `count` split into `parts` nearly equal integers (the first ones one larger).
    static func split(_ count: Int, into parts: Int) -> [Int] {
        guard parts > 0 else { return [] }
        return (0..<parts).map { count / parts + ($0 < count % parts ? 1 : 0) }
    }

    mutating func catalog(artist: Artist, years yearCount: Int, shows showCount: Int, sources: Int) -> Catalog {
        let showsPerYear = Self.split(showCount, into: yearCount)
        let sourcesPerShow = Self.split(sources, into: showCount)
        var years: [Year] = []
        var yearShows: [String: [Show]] = [:]
        var details: [String: ShowDetail] = [:]
        var showIndex = 0
        for (yearOffset, count) in showsPerYear.enumerated() {
            let yearUUID = SyntheticUUID.make("year", yearOffset)
            let yearName = "\(1965 + yearOffset)"
            var shows: [Show] = []
            for day in 0..<count {
                let detail = makeShow(
                    index: showIndex, date: Self.date(yearName, day), sources: sourcesPerShow[showIndex],
                    artist: artist.uuid, year: yearUUID)
                shows.append(detail.show)
                details[detail.show.uuid] = detail
                showIndex += 1
            }
            let yearSources = shows.reduce(0) { $0 + $1.sourceCount }
            years.append(Year(uuid: yearUUID, year: yearName, showCount: count, sourceCount: yearSources, artistUUID: artist.uuid))
            yearShows[yearUUID] = shows
        }
        return Catalog(artists: [artist], years: [artist.uuid: years], yearShows: yearShows, showDetails: details)
    }

    /// `YYYY-MM-DD` for the `day`-th show of a year (up to 12 × 28 distinct dates, then `XX`).
    static func date(_ year: String, _ day: Int) -> String {
        guard day < 336 else { return year + "-12-XX" }
        return year + "-" + Format.twoDigits(day / 28 + 1) + "-" + Format.twoDigits(day % 28 + 1)
    }

    private mutating func makeShow(index: Int, date: String, sources count: Int, artist: String, year: String) -> ShowDetail {
        let uuid = SyntheticUUID.make("show", index)
        let sources = (0..<count).map { _ in makeSource(show: uuid) }
        let show = Show(
            uuid: uuid, displayDate: date, avgRating: rating(), avgDuration: sources.first?.duration,
            hasSoundboardSource: sources.contains(where: \.isSoundboard), sourceCount: count,
            venue: Venue(name: "Venue \(index % 400)", location: "City \(index % 90), CA"),
            artistUUID: artist, yearUUID: year)
        return ShowDetail(show: show, sources: sources)
    }

    private mutating func makeSource(show: String) -> Source {
        let uuid = SyntheticUUID.make("source", sourceCounter)
        sourceCounter += 1
        let trackCount = 9 + Int(generator.next() % 7)
        let setCount = 2 + Int(generator.next() % 2)
        let perSet = Self.split(trackCount, into: setCount)
        var position = 0
        var sets: [SourceSet] = []
        for (setIndex, count) in perSet.enumerated() {
            var tracks: [Track] = []
            for _ in 0..<count {
                position += 1
                tracks.append(makeTrack(source: uuid, position: position))
            }
            sets.append(SourceSet(index: setIndex, name: setIndex == setCount - 1 ? "Encore" : "Set \(setIndex + 1)",
                                  isEncore: setIndex == setCount - 1, tracks: tracks))
        }
        let duration = sets.flatMap(\.tracks).reduce(0) { $0 + ($1.duration ?? 0) }
        let transferrer = generator.next() % 9 == 0 ? "Charlie Miller" : nil
        let score = rating()
        return Source(
            uuid: uuid, showUUID: show, source: generator.next() % 3 == 0 ? "SBD > Reel > DAT" : "AUD > Cassette > DAT",
            taper: "Taper \(sourceCounter % 50)", transferrer: transferrer, isSoundboard: generator.next() % 3 == 0,
            avgRating: score, avgRatingWeighted: score * 0.95, numRatings: Int(generator.next() % 200),
            duration: duration, sets: sets)
    }

    private mutating func makeTrack(source: String, position: Int) -> Track {
        let uuid = SyntheticUUID.make("track", trackCounter)
        trackCounter += 1
        let title = SyntheticNames.songs[Int(generator.next() % UInt64(SyntheticNames.songs.count))]
        let playable = generator.next() % 50 != 0
        return Track(
            uuid: uuid, position: position, title: title, duration: Double(120 + generator.next() % 900),
            mp3URL: playable ? "https://archive.org/download/synthetic/\(trackCounter).mp3" : nil, sourceUUID: source)
    }

    private mutating func rating() -> Double {
        Double(generator.next() % 1001) / 100
    }
}
