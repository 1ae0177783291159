/// The local-state parts of a generated document that only need the catalog's uuids:
/// the player, the loading map, user filters and history timestamps.
enum LocalStateParts {
    typealias Fields = [(String, GeneratedJSON)]

    /// A consistent player: a queue of distinct tracks, an index in range (absent for an
    /// empty queue, which is stopped), `elapsed ≤ duration`.
    static func player(tracks: [String], _ random: inout SplitMix64Source) -> GeneratedJSON {
        let queue = random.subset(tracks, percent: 50)
        var fields: Fields = [("queue", .array(queue.map(GeneratedJSON.string)))]
        guard !queue.isEmpty else { return .object(fields) }
        fields.append(("current_index", .int(random.below(queue.count))))
        fields.append(("state", .string(random.pick(["stopped", "playing", "paused", "stalled"]))))
        let duration = random.within(0...4000)
        if random.chance(70) { fields.append(("duration", .int(duration))) }
        fields.append(("elapsed", .int(random.within(0...duration))))
        let shuffle = random.chance(40)
        fields.append(("shuffle", .bool(shuffle)))
        fields.append(("repeat", .string(random.pick(["off", "track", "queue"]))))
        if shuffle, random.chance(50) {
            var unshuffled = queue
            unshuffled.shuffle(using: &random.generator)
            fields.append(("unshuffled_queue", .array(unshuffled.map(GeneratedJSON.string))))
        }
        return .object(fields)
    }

    static func loading(artists: [String], years: [String], shows: [String], _ random: inout SplitMix64Source) -> GeneratedJSON {
        var keys = ["artists"]
        keys += artists.map { "years:" + $0 } + years.map { "year_shows:" + $0 } + shows.map { "show:" + $0 }
        let chosen = random.subset(keys, percent: 30)
        return .object(chosen.map { ($0, GeneratedJSON.string(random.pick(["loading", "loaded", "failed"]))) })
    }

    static func userFilters(_ random: inout SplitMix64Source) -> GeneratedJSON {
        let values: [GeneratedJSON] = [.bool(true), .bool(false), .null]
        return .object([("is_favorite", random.pick(values)), ("is_playable_offline", random.pick(values)),
                        ("combine", .string(random.pick(["and", "or"])))])
    }

    /// An ISO 8601 time in one of the accepted forms.
    static func timestamp(_ random: inout SplitMix64Source) -> String {
        let date = "\(random.within(1965...2037))-0\(random.within(1...9))-1\(random.within(0...9))"
        let time = "T\(random.within(10...23)):\(random.within(10...59))"
        let forms = [date, date + time + "Z", date + time + ":07-04:00", date + time + ":07.999+14:00",
                     date + time + "+0530", date + time + "-12"]
        return random.pick(forms)
    }
}
