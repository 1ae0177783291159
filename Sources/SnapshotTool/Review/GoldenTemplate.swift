import GoldenCore
import Foundation
import TemplateKitDrawing
import TemplateKitLite

/// The "before" model of a changed screen: its committed JSON golden read back into a
/// template, so the review page draws the golden as a car (through ``CarScreenHTML``, like the
/// render) instead of only as text. The JSON holds what the car showed; the rows it hid
/// come back as placeholder rows — in sections named by `hiddenOnThisCar.sectionHeaders`,
/// the rest in an untitled section — so the before car counts and names them as it did.
///
///     GoldenTemplate.decode(jsonGoldenText)   // .list(…) or nil when it is not a render
package enum GoldenTemplate {
    typealias Object = [String: Any]

    package static func decode(_ json: String) -> Template? {
        guard let root = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? Object,
              let template = root["template"] as? Object
        else { return nil }
        return self.template(template)
    }

    static func template(_ o: Object) -> Template? {
        switch o["kind"] as? String {
        case "list": return .list(list(o))
        case "tabBar":
            let tabs = (o["tabs"] as? [Object] ?? []).compactMap { tab -> Tab? in
                guard let content = (tab["content"] as? Object).flatMap(template) else { return nil }
                return Tab(tab["title"] as? String ?? "", image: image(tab["image"]),
                           systemItem: (tab["systemItem"] as? String).flatMap(TabSystemItem.init(rawValue:)),
                           showsBadge: tab["showsBadge"] as? Bool ?? false, content: content)
            }
            return .tabBar(TabBarTemplate(tabs: tabs, selectedIndex: o["selectedIndex"] as? Int ?? 0))
        case "alert":
            var actions = (o["actions"] as? [Object] ?? []).map(action)
            let hidden = (o["hiddenOnThisCar"] as? Object)?["actionTitles"] as? [String] ?? []
            actions.insert(contentsOf: hidden.map { AlertAction($0) }, at: 0)
            return .alert(AlertTemplate(titleVariants: o["titleVariants"] as? [String] ?? [], actions: actions))
        case "actionSheet":
            return .actionSheet(ActionSheetTemplate(title: o["title"] as? String, message: o["message"] as? String,
                                                    actions: (o["actions"] as? [Object] ?? []).map(action)))
        case "grid":
            let buttons = (o["buttons"] as? [Object] ?? []).map { b in
                GridButton(b["titleVariants"] as? [String] ?? [], image: image(b["image"]), isEnabled: b["isEnabled"] as? Bool ?? true)
            }
            return .grid(GridTemplate(title: o["title"] as? String ?? "", buttons: buttons))
        case "nowPlaying": return .nowPlaying(nowPlaying(o))
        default: return nil
        }
    }

    static func list(_ o: Object) -> ListTemplate {
        var sections = (o["sections"] as? [Object] ?? []).map { s in
            ListSection(header: s["header"] as? String, headerSubtitle: s["headerSubtitle"] as? String,
                        headerImage: image(s["headerImage"]), sectionIndexTitle: s["sectionIndexTitle"] as? String,
                        items: (s["items"] as? [Object] ?? []).map(element))
        }
        let hidden = o["hiddenOnThisCar"] as? Object ?? [:]
        var hiddenRows = hidden["items"] as? Int ?? 0
        for header in hidden["sectionHeaders"] as? [String] ?? [] where hiddenRows > 0 {
            sections.append(ListSection(header: header, items: [.item(ListItem("(hidden row)"))]))
            hiddenRows -= 1
        }
        if hiddenRows > 0 {
            sections.append(ListSection(items: Array(repeating: .item(ListItem("(hidden row)")), count: hiddenRows)))
        }
        return ListTemplate(
            title: o["title"] as? String ?? "", sections: sections,
            emptyViewTitleVariants: o["emptyViewTitleVariants"] as? [String] ?? [],
            emptyViewSubtitleVariants: o["emptyViewSubtitleVariants"] as? [String] ?? [],
            showsSpinnerWhileEmpty: o["showsSpinnerWhileEmpty"] as? Bool ?? false)
    }

    static func element(_ o: Object) -> ListElement {
        if o["kind"] as? String == "imageRow" {
            let images = (o["images"] as? [Object] ?? []).compactMap { i in image(i["image"]).map { ImageRowImage($0, title: i["title"] as? String) } }
            return .imageRow(ImageRowItem(o["text"] as? String, images: images))
        }
        return .item(ListItem(
            o["text"] as? String ?? "", detail: o["detailText"] as? String, image: image(o["image"]),
            accessoryImage: image(o["accessoryImage"]),
            accessory: (o["accessory"] as? String).flatMap(Accessory.init(rawValue:)) ?? .none,
            isEnabled: o["isEnabled"] as? Bool ?? true, isExplicitContent: o["isExplicitContent"] as? Bool ?? false,
            playbackProgress: (o["playbackProgress"] as? NSNumber)?.doubleValue,
            playingIndicator: (o["playingIndicator"] as? String).flatMap(PlayingIndicator.init(rawValue:)) ?? .none,
            playingIndicatorLocation: (o["playingIndicatorLocation"] as? String).flatMap(PlayingIndicatorLocation.init(rawValue:)) ?? .leading))
    }

    static func nowPlaying(_ o: Object) -> NowPlayingTemplate {
        let i = o["info"] as? Object ?? [:]
        let info = NowPlayingInfo(
            title: i["title"] as? String ?? "", artist: i["artist"] as? String, album: i["album"] as? String,
            artwork: image(i["artwork"]), elapsed: (i["elapsed"] as? NSNumber)?.doubleValue ?? 0,
            duration: (i["duration"] as? NSNumber)?.doubleValue,
            playback: (i["playback"] as? String).flatMap(PlaybackState.init(rawValue:)) ?? .paused,
            isLiveStream: i["isLiveStream"] as? Bool ?? false)
        let buttons = (o["buttons"] as? [Object] ?? []).compactMap { b -> NowPlayingButton? in
            let kind: NowPlayingButtonKind
            switch b["kind"] as? String {
            case "shuffle": kind = .shuffle
            case "repeat": kind = .repeat
            case "playbackRate": kind = .playbackRate
            case "addToLibrary": kind = .addToLibrary
            case "more": kind = .more
            case "image": kind = .image(image(b["image"]) ?? .asset(""))
            default: return nil
            }
            return NowPlayingButton(kind, label: b["label"] as? String, isEnabled: b["isEnabled"] as? Bool ?? true,
                                    isSelected: b["isSelected"] as? Bool ?? false)
        }
        var template = NowPlayingTemplate(
            info: info, buttons: buttons, isUpNextButtonEnabled: o["isUpNextButtonEnabled"] as? Bool ?? false,
            upNextTitle: o["upNextTitle"] as? String, isAlbumArtistButtonEnabled: o["isAlbumArtistButtonEnabled"] as? Bool ?? false)
        if let c = o["remoteCommands"] as? Object {
            func state(_ key: String) -> RemoteCommands.State { (c[key] as? String).flatMap(RemoteCommands.State.init(rawValue:)) ?? .enabled }
            func skip(_ key: String) -> RemoteCommands.Skip? {
                (c[key] as? Object).map { RemoteCommands.Skip(seconds: $0["seconds"] as? Int ?? 0, state: ($0["state"] as? String).flatMap(RemoteCommands.State.init(rawValue:)) ?? .enabled) }
            }
            template.remoteCommands.playPause = state("playPause")
            template.remoteCommands.previousTrack = state("previousTrack")
            template.remoteCommands.nextTrack = state("nextTrack")
            template.remoteCommands.changePlaybackPosition = state("changePlaybackPosition")
            template.remoteCommands.skipBackward = skip("skipBackward")
            template.remoteCommands.skipForward = skip("skipForward")
        }
        return template
    }

    static func action(_ o: Object) -> AlertAction {
        AlertAction(o["title"] as? String ?? "", style: (o["style"] as? String).flatMap(AlertAction.Style.init(rawValue:)) ?? .default)
    }

    static func image(_ value: Any?) -> TemplateImage? {
        guard let o = value as? Object else { return nil }
        if let name = o["asset"] as? String { return .asset(name) }
        if let name = o["symbol"] as? String { return .symbol(name) }
        if let url = o["remote"] as? String { return .remote(url, placeholder: o["placeholder"] as? String) }
        return nil
    }
}
