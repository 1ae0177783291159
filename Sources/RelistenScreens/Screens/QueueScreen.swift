import TemplateKitLite

/// The Now Playing tab's root: the current track, the controls, then the queue in play
/// order — the current track first so a car limited to 12 rows always shows it.
///
/// The queue is one section whose rows are keyed by track, the playing one marked: when the
/// next track starts, no row moves, so the car gets a few row setters (text, detail,
/// progress, two `isPlaying`), never a reload of the list the driver is looking at (a reload
/// sends the focus of a rotary-knob car back to the top).
public enum QueueScreen {
    public static func template(_ state: AppState) -> ListTemplate {
        // Titled "Queue": the now playing screen pushed above it is "Now Playing".
        ListTemplate(title: "Queue", sections: [
            current(state).id("now-playing"), controls(state).id("controls"), queue(state).id("queue"),
        ].filter { !$0.items.isEmpty })
        .emptyView(titles: ["Nothing playing", "Queue empty"], subtitles: ["Pick a show in Browse or My Library"])
    }

    static func current(_ state: AppState) -> ListSection {
        ListSection("Now Playing") {
            if let now = state.nowPlaying {
                ListItem(now.track.title).id("current")
                    .detail(Present.join([now.artist.name, now.show.displayDate, Present.trackDuration(now.track)]))
                    .progress(state.player.progress)
                    .playing(Present.indicator(state.player))
                    .accessory(.disclosureIndicator)
                    .action(AppAction.openNowPlaying.templateAction)
            }
        }
    }

    static func controls(_ state: AppState) -> ListSection {
        let player = state.player
        return ListSection {
            if !player.queue.isEmpty {
                ListItem(Present.shuffleAction(player)).id("shuffle").image(.symbol("shuffle"))
                    .action(AppAction.toggleShuffle.templateAction)
                ListItem(Present.repeatAction(player)).id("repeat").image(.symbol("repeat"))
                    .action(AppAction.cycleRepeat.templateAction)
                ListItem("Clear Queue…").id("clear-queue").image(.symbol("trash")).accessory(.disclosureIndicator)
                    .action(AppAction.askClearQueue.templateAction)
            }
        }
    }

    /// Every queued track in play order, keyed by its track (a track queued twice by its
    /// occurrence too); the current one shows the player's indicator.
    static func queue(_ state: AppState) -> ListSection {
        var occurrences: [String: Int] = [:]
        return ListSection("Queue") {
            for (index, uuid) in state.player.queue.enumerated() {
                row(index, state, id: QueueRowID.next(uuid, &occurrences))
            }
        }
    }

    static func row(_ index: Int, _ state: AppState, id: String) -> ListItem {
        let context = state.track(state.player.queue[index])
        let indicator = index == state.player.currentIndex ? Present.indicator(state.player) : .none
        return ListItem(context?.track.title ?? "Unknown track").id(id)
            .detail(Present.join([context?.artist.name, context?.show.displayDate, context.flatMap { Present.trackDuration($0.track) }]))
            .playing(indicator)
            .action(AppAction.jump(queueIndex: index).templateAction)
    }
}

/// A queue row's identity: `track-UUID`, then `track-UUID-2`, … for the same track again.
enum QueueRowID {
    static func next(_ uuid: String, _ occurrences: inout [String: Int]) -> String {
        let count = (occurrences[uuid] ?? 0) + 1
        occurrences[uuid] = count
        return count == 1 ? "track-\(uuid)" : "track-\(uuid)-\(count)"
    }
}

/// Asks before clearing the queue, as a list every car shows whole (an alert's second
/// button is hidden on cars that show one alert action).
public enum ClearQueueScreen {
    public static func template(_ state: AppState) -> ListTemplate {
        ListTemplate("Clear Queue?") {
            ListSection("All \(Present.plural(state.player.queue.count, "track")) leave the queue") {
                ListItem("Clear Queue").id("confirm").detail("Stops playback").image(.symbol("trash"))
                    .action(AppAction.confirmClearQueue.templateAction)
                ListItem("Keep Queue").id("cancel").image(.symbol("arrow.uturn.backward"))
                    .action(AppAction.cancelClearQueue.templateAction)
            }
        }
    }
}
