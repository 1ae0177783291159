import TemplateKitDrawing
import TemplateKitLite

/// What changed on screens that are not lists — now playing, alerts, action sheets, grids,
/// tabs — in words, and what to mark in each car: texts by their whole text, now playing's
/// buttons as `button:KIND`, its transport controls as `control:NAME`, its time as `time`
/// (the keys ``SvgMarks`` matches in the drawing).
///
///     ScreenChange.Parts(before: old, after: new).phrases   // ["now playing: paused → playing", "button “shuffle” selected"]
extension ScreenChange {
    struct Parts {
        var phrases: [String] = []
        var before: Set<String> = []
        var after: Set<String> = []

        init(before old: CarView, after new: CarView) {
            switch (old.content, new.content) {
            case (.nowPlaying(let a)?, .nowPlaying(let b)?): nowPlaying(a, b, old, new)
            case (.alert(let a)?, .alert(let b)?):
                text("alert title", a.titleVariants.first, b.titleVariants.first)
                actions(old.alertActions?.shown ?? [], new.alertActions?.shown ?? [])
                if old.alertActions?.hidden.count != new.alertActions?.hidden.count {
                    phrases.append("actions hidden on this car \(old.alertActions?.hidden.count ?? 0) → \(new.alertActions?.hidden.count ?? 0)")
                }
            case (.actionSheet(let a)?, .actionSheet(let b)?):
                text("sheet title", a.title, b.title)
                text("sheet message", a.message, b.message)
                actions(a.actions, b.actions)
            case (.grid, .grid): grid(old.gridButtons, new.gridButtons)
            case (let a?, let b?) where ScreenChange.kindName(a) != ScreenChange.kindName(b):
                phrases.append(ScreenChange.kindName(a) + " → " + ScreenChange.kindName(b))
            default: break
            }
            if let a = old.tabBar, let b = new.tabBar { tabs(a, b) }
        }

        /// `alert title “A” → “B”`, both texts marked.
        private mutating func text(_ what: String, _ a: String?, _ b: String?) {
            guard a != b else { return }
            phrases.append(what + " “" + (a ?? "") + "” → “" + (b ?? "") + "”")
            if let a { before.insert(a) }
            if let b { after.insert(b) }
        }

        private mutating func nowPlaying(_ a: NowPlayingTemplate, _ b: NowPlayingTemplate, _ old: CarView, _ new: CarView) {
            text("title", a.info.title, b.info.title)
            text("artist", a.info.artist, b.info.artist)
            text("album", a.info.album, b.info.album)
            if a.info.playback != b.info.playback {
                phrases.append("now playing: \(a.info.playback.rawValue) → \(b.info.playback.rawValue)")
            }
            if a.info.elapsed != b.info.elapsed || a.info.duration != b.info.duration || a.info.isLiveStream != b.info.isLiveStream {
                phrases.append("time changed")
                before.insert("time"); after.insert("time")
            }
            if a.info.artwork != b.info.artwork { phrases.append("artwork changed") }
            let oldControls = old.transport?.controls ?? [], newControls = new.transport?.controls ?? []
            if oldControls != newControls {
                phrases.append("transport " + Self.names(oldControls) + " → " + Self.names(newControls))
                for control in oldControls where !newControls.contains(control) { before.insert("control:" + control.name) }
                for control in newControls where !oldControls.contains(control) { after.insert("control:" + control.name) }
            }
            buttons(old.nowPlayingButtons?.shown ?? [], new.nowPlayingButtons?.shown ?? [])
            if a.isUpNextButtonEnabled != b.isUpNextButtonEnabled || a.upNextTitle != b.upNextTitle {
                phrases.append(b.isUpNextButtonEnabled ? "Up Next “\(b.upNextTitle ?? "Up Next")” shown" : "Up Next hidden")
                after.insert(b.upNextTitle ?? "Up Next")
            }
            if a.isAlbumArtistButtonEnabled != b.isAlbumArtistButtonEnabled {
                phrases.append("album artist button " + (b.isAlbumArtistButtonEnabled ? "on" : "off"))
            }
        }

        /// `previous track, pause, next track`.
        private static func names(_ controls: [TransportControl]) -> String {
            controls.isEmpty ? "none" : controls.map { $0.name + ($0.state == .disabled ? " (dimmed)" : "") }.joined(separator: ", ")
        }

        /// Now playing's buttons by kind: added, removed, selected or dimmed.
        private mutating func buttons(_ a: [NowPlayingButton], _ b: [NowPlayingButton]) {
            for button in b {
                let key = "button:" + button.kind.name
                guard let was = a.first(where: { $0.kind == button.kind }) else {
                    phrases.append("button “\(button.kind.name)” added"); after.insert(key); continue
                }
                if was.isSelected != button.isSelected {
                    phrases.append("button “\(button.kind.name)” " + (button.isSelected ? "selected" : "no longer selected"))
                    before.insert(key); after.insert(key)
                }
                if was.isEnabled != button.isEnabled {
                    phrases.append("button “\(button.kind.name)” " + (button.isEnabled ? "enabled" : "dimmed"))
                    before.insert(key); after.insert(key)
                }
            }
            for button in a where !b.contains(where: { $0.kind == button.kind }) {
                phrases.append("button “\(button.kind.name)” removed"); before.insert("button:" + button.kind.name)
            }
        }

        /// Alert or sheet actions by title: added, removed, or restyled.
        private mutating func actions(_ a: [AlertAction], _ b: [AlertAction]) {
            for action in b {
                guard let was = a.first(where: { $0.title == action.title }) else {
                    phrases.append("action “\(action.title)” added"); after.insert(action.title); continue
                }
                if was.style != action.style {
                    phrases.append("action “\(action.title)” \(was.style.rawValue) → \(action.style.rawValue)")
                    before.insert(action.title); after.insert(action.title)
                }
            }
            for action in a where !b.contains(where: { $0.title == action.title }) {
                phrases.append("action “\(action.title)” removed"); before.insert(action.title)
            }
            if a.map(\.title) != b.map(\.title), Set(a.map(\.title)) == Set(b.map(\.title)) {
                phrases.append("actions reordered: " + b.map { "“\($0.title)”" }.joined(separator: ", "))
            }
        }

        /// Grid buttons by their first title: added, removed, new image, dimmed.
        private mutating func grid(_ a: Shown<GridButton>?, _ b: Shown<GridButton>?) {
            let old = a?.shown ?? [], new = b?.shown ?? []
            func title(_ button: GridButton) -> String { button.titleVariants.first ?? "" }
            for button in new {
                guard let was = old.first(where: { title($0) == title(button) }) else {
                    phrases.append("grid button “\(title(button))” added"); after.insert(title(button)); continue
                }
                if was.image != button.image || was.isEnabled != button.isEnabled {
                    phrases.append("grid button “\(title(button))” " + (was.isEnabled != button.isEnabled ? (button.isEnabled ? "enabled" : "dimmed") : "image changed"))
                    before.insert(title(button)); after.insert(title(button))
                }
            }
            for button in old where !new.contains(where: { title($0) == title(button) }) {
                phrases.append("grid button “\(title(button))” removed"); before.insert(title(button))
            }
            if a?.hidden.count != b?.hidden.count {
                phrases.append("grid buttons hidden on this car \(a?.hidden.count ?? 0) → \(b?.hidden.count ?? 0)")
            }
        }

        /// Tabs by title: added, removed, the selected one, badges.
        private mutating func tabs(_ a: TabBarTemplate, _ b: TabBarTemplate) {
            let old = a.tabs.map(\.title), new = b.tabs.map(\.title)
            for title in new where !old.contains(title) { phrases.append("tab “\(title)” added"); after.insert(title) }
            for title in old where !new.contains(title) { phrases.append("tab “\(title)” removed"); before.insert(title) }
            let oldSelected = a.tabs.indices.contains(a.selectedIndex) ? old[a.selectedIndex] : nil
            let newSelected = b.tabs.indices.contains(b.selectedIndex) ? new[b.selectedIndex] : nil
            if oldSelected != newSelected { phrases.append("selected tab “\(oldSelected ?? "none")” → “\(newSelected ?? "none")”") }
            for tab in b.tabs {
                if let was = a.tabs.first(where: { $0.title == tab.title }), was.showsBadge != tab.showsBadge {
                    phrases.append("tab “\(tab.title)” badge " + (tab.showsBadge ? "shown" : "hidden")); after.insert(tab.title)
                }
            }
        }
    }
}
