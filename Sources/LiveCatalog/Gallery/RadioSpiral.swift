import GoldenCore
import TemplateKitLite

/// RadioSpiral's CarPlay screens, from its upgrade to the CarPlay framework.
enum RadioSpiral {
    static let entries: [GalleryEntry] = [
        GalleryEntry("radiospiral-stations", "RadioSpiral station list (root list, one section)", stations),
        GalleryEntry("radiospiral-now-playing", "RadioSpiral now playing with live metadata", nowPlaying),
    ]

    static let stationList: [(id: String, name: String, description: String)] = [
        ("radiospiral", "RadioSpiral", "Ambient, space and experimental music, 24/7"),
        ("radiospiral-live", "RadioSpiral Live", "Live DJ sets from the RadioSpiral community"),
    ]

    static var stations: ListTemplate {
        ListTemplate("RadioSpiral") {
            ListSection("Stations") {
                for station in stationList {
                    ListItem(station.name).detail(station.description)
                        .image(.asset("station-\(station.id)"))
                        .playing(station.id == "radiospiral" ? .playing : .none)
                        .action(Action("play", ["station": .string(station.id)]))
                }
            }
        }
        .emptyView(titles: ["No stations"], subtitles: ["Check your connection"])
    }

    static var nowPlaying: NowPlayingTemplate {
        NowPlayingTemplate(info: NowPlayingInfo(
            title: "Stellardrone – Billions and Billions", artist: "RadioSpiral", album: "Spiral Out with DJ Tarotarot",
            artwork: .remote("https://radiospiral.net/artwork/current.jpg", placeholder: "radiospiral-logo"),
            elapsed: 1312, playback: .playing, isLiveStream: true))
    }
}
