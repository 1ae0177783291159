import TemplateKitLite

/// The Now Playing tab's root: the current track, the controls, Up Next, then History —
/// the current track first so a car limited to 12 rows always shows it.
public enum QueueScreen {
    public static func template(_ state: AppState) -> ListTemplate {
        // Titled "Queue": the now playing screen pushed above it is "Now Playing".
        ListTemplate(title: "Queue", sections: [
            current(state).id("now-playing"), controls(state).id("controls"), upNext(state).id("up-next"), history(state).id("history"),
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

    static func upNext(_ state: AppState) -> ListSection {
        let start = (state.player.currentIndex ?? -1) + 1
        return ListSection("Up Next") { for index in start..<max(start, state.player.queue.count) { row(index, state) } }
    }

    static func history(_ state: AppState) -> ListSection {
        let end = min(state.player.currentIndex ?? 0, state.player.queue.count)
        return ListSection("History") { for index in 0..<end { row(index, state) } }
    }

    static func row(_ index: Int, _ state: AppState) -> ListItem {
        let context = state.track(state.player.queue[index])
        return ListItem(context?.track.title ?? "Unknown track").id("queue-\(index)")
            .detail(Present.join([context?.artist.name, context?.show.displayDate, context.flatMap { Present.trackDuration($0.track) }]))
            .action(AppAction.jump(queueIndex: index).templateAction)
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
