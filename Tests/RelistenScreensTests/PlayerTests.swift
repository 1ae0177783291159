import KitSupport
import Testing
import RelistenScreens

struct PlayerTests {
    private func tracks(_ count: Int, unplayable: Set<Int> = []) -> [Track] {
        (0..<count).map { i in
            Track(uuid: "t\(i)", position: i + 1, title: "T\(i)", duration: Double(100 + i),
                  mp3URL: unplayable.contains(i) ? nil : "u\(i)", sourceUUID: "src")
        }
    }

    @Test func playKeepsOnlyPlayableTracksAndStartsAtSelection() {
        var player = Player(queue: ["old"], currentIndex: 0, state: .paused, elapsed: 30, shuffle: true, repeatMode: .queue)
        player.play(tracks(5, unplayable: [1]), from: 3)
        #expect(player == Player(queue: ["t0", "t2", "t3", "t4"], currentIndex: 2, state: .playing, elapsed: 0,
                                 duration: 103, shuffle: false, repeatMode: .queue))
    }

    @Test func playingAnUnplayableTrackStartsAtTheNextPlayable() {
        #expect(Player().playing(tracks(4, unplayable: [1]), from: 1).currentTrackUUID == "t2")
        #expect(Player().playing(tracks(3, unplayable: [2]), from: 2).currentTrackUUID == "t1")
        #expect(Player().playing(tracks(2, unplayable: [0, 1]), from: 0) == Player())
        #expect(Player().playing(tracks(2), from: 5) == Player())
    }

    private func player(at index: Int, repeat mode: Player.RepeatMode) -> Player {
        Player(queue: ["a", "b", "c"], currentIndex: index, state: .paused, elapsed: 50, duration: 100, repeatMode: mode)
    }

    @Test func nextAtTheEndOfTheQueue() {
        #expect(player(at: 2, repeat: .off).advanced() == player(at: 2, repeat: .off))
        let wrapped = player(at: 2, repeat: .queue).advanced()
        #expect(wrapped.currentIndex == 0 && wrapped.state == .playing && wrapped.elapsed == 0 && wrapped.duration == nil)
        let same = player(at: 2, repeat: .track).advanced()
        #expect(same.currentIndex == 2 && same.elapsed == 0 && same.state == .playing)
        var middle = player(at: 0, repeat: .off)
        middle.next()
        #expect(middle.currentTrackUUID == "b")
    }

    @Test func previousAtTheStart() {
        #expect(player(at: 0, repeat: .queue).retreated().currentIndex == 2)
        let restarted = player(at: 0, repeat: .off).retreated()
        #expect(restarted.currentIndex == 0 && restarted.elapsed == 0)
        var middle = player(at: 2, repeat: .off)
        middle.previous()
        #expect(middle.currentTrackUUID == "b")
    }

    @Test func jumpAndQueueViews() {
        let jumped = player(at: 0, repeat: .off).jumping(to: 1)
        #expect(jumped.currentTrackUUID == "b" && jumped.playedTracks == ["a"] && jumped.upNext == ["c"])
        #expect(player(at: 0, repeat: .off).jumping(to: 7) == player(at: 0, repeat: .off))
    }

    @Test func cycleRepeatAndClear() {
        var value = player(at: 1, repeat: .off)
        value.cycleRepeat()
        #expect(value.repeatMode == .queue)
        value.cycleRepeat()
        #expect(value.repeatMode == .track)
        value.cycleRepeat()
        #expect(value.repeatMode == .off)
        value.clear()
        #expect(value == Player())
    }

    @Test func shuffleMovesCurrentToFrontDeterministically() {
        let queue = (0..<12).map { "track-\($0)" }
        let start = Player(queue: queue, currentIndex: 5, state: .playing)
        let shuffled = start.togglingShuffle()
        #expect(shuffled.shuffle && shuffled.currentIndex == 0)
        #expect(shuffled.queue.first == "track-5")
        #expect(Set(shuffled.queue) == Set(queue) && shuffled.queue != queue)
        #expect(shuffled == start.togglingShuffle())
        // Pinned; cross-checked against an independent Python implementation of FNV-1a + SplitMix64.
        #expect(shuffled.queue == ["track-5", "track-11", "track-1", "track-3", "track-9", "track-0", "track-10",
                                   "track-7", "track-6", "track-2", "track-4", "track-8"])
        var back = shuffled.jumping(to: 3)
        back.toggleShuffle()
        #expect(back.queue == queue && back.currentTrackUUID == shuffled.queue[3] && !back.shuffle)
    }

    @Test func repeatQueueWrapsAfterShuffle() {
        let shuffled = Player(queue: ["a", "b", "c"], currentIndex: 1, repeatMode: .queue).togglingShuffle()
        let last = shuffled.jumping(to: 2)
        #expect(last.advanced().currentTrackUUID == "b")
    }

    @Test func stableHashAndGenerator() {
        #expect(FNV1a.hash("") == 0xCBF2_9CE4_8422_2325)
        #expect(FNV1a.hash("a") == 0xAF63_DC4C_8601_EC8C)
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test func appStatePlayingFillsDuration() throws {
        let state = AppState.default
        let cornell = try #require(state.catalog.showDetails.values.first { $0.show.displayDate == "1977-05-08" })
        let source = try #require(cornell.sources.first { $0.transferrer == "Peter Costello" })
        let next = state.playing(source: source.uuid, from: 2)
        #expect(next.player.queue.count == 2)
        #expect(next.player.currentIndex == 1 && next.player.duration == 426)
        let jumped = next.with(player: next.player.jumping(to: 0))
        #expect(jumped.player.duration == 330)
    }
}
