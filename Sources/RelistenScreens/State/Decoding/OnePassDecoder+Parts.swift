import Dispatch

/// The parts of a split `catalog.shows`, each read on a thread of its own, which alone
/// touches it until all are read (hence `@unchecked Sendable`).
///
/// ```swift
/// let reading = PartsReading(count: 2)
/// reading.put(first, at: 0); reading.put(second, at: 1)
/// DispatchQueue.concurrentPerform(iterations: 2) { reading.read($0) }
/// let read = reading.takeAll()
/// ```
final class PartsReading: @unchecked Sendable {
    private let parts: UnsafeMutableBufferPointer<OnePassDecoder.Part>
    private var filled = 0

    init(count: Int) {
        parts = .allocate(capacity: count)
    }

    deinit {
        parts.baseAddress?.deinitialize(count: filled)
        parts.deallocate()
    }

    /// Puts the part read `index`th (the parts are put in order).
    func put(_ part: consuming OnePassDecoder.Part, at index: Int) {
        precondition(index == filled)
        parts.initializeElement(at: index, to: part)
        filled += 1
    }

    func read(_ index: Int) {
        parts[index].read()
    }

    /// The parts, moved out.
    func takeAll() -> [OnePassDecoder.Part] {
        let count = filled
        filled = 0
        return [OnePassDecoder.Part](unsafeUninitializedCapacity: count) { target, initialized in
            if let start = target.baseAddress, let source = parts.baseAddress { start.moveInitialize(from: source, count: count) }
            initialized = count
        }
    }
}

extension OnePassDecoder {
    /// How a member-by-member read of `catalog.shows` ended.
    enum Ending {
        /// At the key of the first member that starts at or past the stop asked for.
        case stopped(at: Int)
        /// At the map's closing brace.
        case ended
    }

    /// A part of `catalog.shows` read on its own by a decoder of its own.
    struct Part {
        var decoder: OnePassDecoder
        /// Where it begins: a member's key, if the guess was right.
        let start: Int
        /// Where the next part begins (nil: this one runs to the map's end).
        let stop: Int?
        /// Nil until read, and when the part is not one this pass takes.
        var ending: Ending?

        mutating func read() {
            ending = try? decoder.showMembers(stoppingAt: stop)
        }
    }

    /// Reads the rest of `catalog.shows` (its `{` read, not empty) in parts on several
    /// cores when ``parts`` splits it (see ``ShowMapParts``): this decoder reads the
    /// first part while the others are read at the same time, and joins each where the
    /// one before it ended exactly at its start (or reads on itself from where it ended).
    /// False when the map is not split: nothing is read then. A pass that takes show
    /// bodies over reads one member at a time.
    mutating func readShowMapInParts() throws(NotRead) -> Bool {
        guard reuse == nil, parts.count > 1 else { return false }
        _ = try reader.peek()
        let starts = parts.starts(from: reader.offset, in: reader.bytes)
        guard !starts.isEmpty else { return false }
        let stops: [Int?] = starts + [nil]
        let reading = PartsReading(count: stops.count)
        reading.put(Part(decoder: self, start: reader.offset, stop: stops[0]), at: 0)
        for index in starts.indices {
            let part = Part(decoder: part(from: starts[index], to: stops[index + 1]), start: starts[index], stop: stops[index + 1])
            reading.put(part, at: index + 1)
        }
        // The first part holds this decoder's tables alone while it reads (none is copied
        // on its first write), and gives them back.
        self = OnePassDecoder(reader: reader)
        DispatchQueue.concurrentPerform(iterations: stops.count) { reading.read($0) }
        var read = reading.takeAll()
        swap(&self, &read[0].decoder)
        partsRead.read = read.count
        // Room for the other parts' show bodies at once: the map grew by doubling as they
        // were joined, each time hashing every uuid in it again.
        showDetails.reserveCapacity(read.dropFirst().reduce(showDetails.count) { $0 + $1.decoder.spans.showMembers.count })
        guard var ending = read[0].ending else { throw NotRead() }
        var next = 1
        while case .stopped(let at) = ending {
            guard next < read.count, at == read[next].start, let partEnding = read[next].ending else {
                ending = try showMembers(stoppingAt: nil)  // a guess that was no member's start, or a part not taken
                break
            }
            try join(read[next].decoder)
            (reader.offset, reader.depth) = (read[next].decoder.reader.offset, read[next].decoder.reader.depth)
            ending = partEnding
            partsRead.joined += 1
            next += 1
        }
        return true
    }

    /// Reads members of `catalog.shows` up to the first that starts at or past `stop`, or
    /// to the map's end.
    mutating func showMembers(stoppingAt stop: Int?) throws(NotRead) -> Ending {
        repeat {
            if let stop {
                _ = try reader.peek()
                if reader.offset >= stop { return .stopped(at: reader.offset) }
            }
            try showMember()
        } while try reader.nextMember(closing: .object)
        return .ended
    }

    /// Whether this decoder reads a part of `catalog.shows` for another to join.
    var isPart: Bool { known.listed != nil }

    /// A decoder for the part of `catalog.shows` from `start` to `stop`: it knows what
    /// this one read before the map (artists, years, listings) and lists the sources and
    /// tracks it reads for this one to count when it joins them (each uuid hashed once).
    private func part(from start: Int, to stop: Int?) -> OnePassDecoder {
        var part = OnePassDecoder(reader: reader)
        part.reader.offset = start
        (part.years, part.yearArtists, part.listedShows) = (years, yearArtists, listedShows)
        part.known = UUIDSets(artists: known.artists, years: known.years, shows: known.shows)
        let bytes = (stop ?? reader.bytes.count) - start
        part.known.listed = ([], [])
        part.known.listed?.sources.reserveCapacity(bytes / 1_000)
        part.known.listed?.tracks.reserveCapacity(bytes / 160)
        return part
    }

    /// Counts in what a part read on its own, in the order read, checked as if this
    /// decoder had read it: no source, track or show body twice, no unlisted show twice.
    private mutating func join(_ part: OnePassDecoder) throws(NotRead) {
        guard let listed = part.known.listed else { throw NotRead() }
        for uuid in listed.sources where !known.insertSource(uuid) { throw NotRead() }
        for uuid in listed.tracks where !known.insertTrack(uuid) { throw NotRead() }
        for member in part.spans.showMembers {
            guard showDetails.updateValue(member.detail, forKey: member.uuid) == nil else { throw NotRead() }
            if !member.isListed, !known.shows.insert(member.uuid).inserted { throw NotRead() }
            readShowMembers.append(spans.showMembers.count)
            spans.showMembers.append(member)
        }
    }
}
