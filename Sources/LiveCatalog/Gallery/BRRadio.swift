import GoldenCore
import TemplateKitLite

/// BR Radio's CarPlay screens, from "Launching BR Radio on CarPlay Audio" (BR Next, 2021).
enum BRRadio {
    static let entries: [GalleryEntry] = [
        GalleryEntry("br-radio-stations", "BR Radio station selection: programme progress and playing station", stations),
        GalleryEntry("br-radio-regional-streams", "BR Radio regional stream selection for BR24", pushed: true, regionalStreams),
        GalleryEntry("br-radio-now-playing", "BR Radio now playing at live: news ⏪, stream selection", nowPlaying(rewound: false)),
        GalleryEntry("br-radio-now-playing-rewound", "BR Radio now playing rewound 5 min: news ⏩, live button", nowPlaying(rewound: true)),
        GalleryEntry("br-radio-rewind", "BR Radio rewind overview (up next): image row of past programmes", pushed: true, rewind),
        GalleryEntry("br-radio-programmes", "BR Radio all programmes of the last 5 hours", pushed: true, programmes),
        GalleryEntry("br-radio-audio-elements", "BR Radio audio elements of the current programme (album artist)", pushed: true, audioElements),
        GalleryEntry("br-radio-alert", "BR Radio alert helper: an extra action plus OK, on a one-action car", over: stations, alert),
    ]

    struct Station {
        let id: String
        let name: String
        let kicker: String
        let interval: String
        let progress: Double
    }

    static let stationList: [Station] = [
        Station(id: "bayern3", name: "BAYERN 3", kicker: "Die Frühaufdreher", interval: "05:00–09:00", progress: 0.62),
        Station(id: "br24", name: "BR24", kicker: "Nachrichten", interval: "06:00–06:15", progress: 0.35),
        Station(id: "bayern1", name: "Bayern 1", kicker: "Bayern 1 am Morgen", interval: "05:00–09:00", progress: 0),
        Station(id: "bayern2", name: "Bayern 2", kicker: "radioWelt am Morgen", interval: "06:05–09:00", progress: 1),
        Station(id: "br-klassik", name: "BR-KLASSIK", kicker: "Allegro", interval: "06:05–09:00", progress: 0.12),
        Station(id: "puls", name: "PULS", kicker: "PULS am Morgen", interval: "06:00–10:00", progress: 0.08),
    ]

    static var stations: ListTemplate {
        ListTemplate("BR Radio") {
            ListSection {
                for station in stationList { stationRow(station) }
            }
        }
    }

    static func stationRow(_ station: Station) -> ListItem {
        ListItem(station.name)
            .detail(station.kicker + " • " + station.interval)
            .image(.remote("https://img.br.de/stations/\(station.id).png", placeholder: "station-placeholder"))
            .progress(station.progress)
            .playing(station.id == "bayern3" ? .playing : .none)
            .action(Action("play", ["station": .string(station.id)]))
    }

    static var regionalStreams: ListTemplate {
        ListTemplate("Region wählen") {
            ListSection("BR24") {
                for region in ["Franken", "Mainfranken", "Niederbayern/Oberpfalz", "Oberbayern", "Schwaben"] {
                    ListItem(region)
                        .accessoryImage(region == "Oberbayern" ? .asset("checkmark-20pt") : nil)
                        .action(Action("selectStream", ["station": "br24", "region": .string(region)]))
                }
            }
        }
    }

    static func nowPlaying(rewound: Bool) -> NowPlayingTemplate {
        let info = NowPlayingInfo(
            title: "Die Frühaufdreher", artist: "BAYERN 3", album: "Mit Claudia Conrath und Axel Robert Müller",
            artwork: .remote("https://img.br.de/programmes/fruehaufdreher.png", placeholder: "station-placeholder"),
            elapsed: rewound ? 6900 : 7200, duration: 14400, playback: .playing, isLiveStream: true)
        var template = NowPlayingTemplate(info) {
            NowPlayingButton(.image(.asset(rewound ? "news-forward" : "news-rewind")),
                             label: rewound ? "News ⏩" : "News ⏪").action(Action("seekToNews"))
            if rewound {
                NowPlayingButton(.image(.asset("live")), label: "Live").action(Action("seekToLive"))
            }
            NowPlayingButton(.image(.asset("stream-selection")), label: "Region").action(Action("selectStream", ["station": "bayern3"]))
        }
        .upNext("Zurückspulen", action: Action("openRewind"))
        .albumArtist(action: Action("openAudioElements"))
        template.remoteCommands = skipCommands(rewound: rewound)
        return template
    }

    /// A live stream with `MPSkipIntervalCommand`s (the article's rewind "a certain amount
    /// of seconds"; 15 s is this gallery's choice): no tracks to skip, and forward is
    /// disabled at the live edge.
    static func skipCommands(rewound: Bool) -> RemoteCommands {
        var commands = RemoteCommands()
        commands.previousTrack = .absent
        commands.nextTrack = .absent
        commands.skipBackward = .init(seconds: 15)
        commands.skipForward = .init(seconds: 15, state: rewound ? .enabled : .disabled)
        return commands
    }

    static let pastProgrammes: [(id: String, title: String, interval: String)] = [
        ("p6", "Die Frühaufdreher", "05:00–09:00"),
        ("p5", "Die Nacht", "00:00–05:00"),
        ("p4", "BAYERN 3 Hitmix", "22:00–00:00"),
        ("p3", "Der Abend", "19:00–22:00"),
        ("p2", "Die Bayern 3 Hitparade", "17:00–19:00"),
    ]

    static var rewind: ListTemplate {
        ListTemplate("Zurückspulen") {
            ListSection {
                ImageRowItem("Vergangene Sendungen", images: pastProgrammes.map(programmeImage))
                    .action(Action("openProgrammes"))
            }
            ListSection("Die Frühaufdreher • 05:00–09:00") {
                for element in currentElements { audioElementRow(element) }
            }
        }
    }

    static func programmeImage(_ p: (id: String, title: String, interval: String)) -> ImageRowImage {
        ImageRowImage(.remote("https://img.br.de/programmes/\(p.id).png", placeholder: "programme-placeholder"),
                      title: p.title).action(Action("openProgramme", ["programme": .string(p.id)]))
    }

    static var programmes: ListTemplate {
        ListTemplate("Vergangene Sendungen") {
            ListSection {
                for p in pastProgrammes {
                    ListItem(p.title).detail(p.interval)
                        .image(.remote("https://img.br.de/programmes/\(p.id).png", placeholder: "programme-placeholder"))
                        .accessory(.disclosureIndicator)
                        .action(Action("openProgramme", ["programme": .string(p.id)]))
                }
            }
        }
    }

    static let currentElements: [(title: String, detail: String, seekable: Bool)] = [
        ("Harry Styles – As It Was", "06:58", true),
        ("Nachrichten, Wetter, Verkehr", "06:00", true),
        ("Coldplay – Yellow", "05:56", true),
        ("Werbung", "05:52", false),
        ("Sendungsbeginn", "05:00", true),
    ]

    static var audioElements: ListTemplate {
        ListTemplate("Die Frühaufdreher") {
            ListSection {
                ListItem("Zum Anfang der Sendung").detail("05:00").action(Action("seek", ["to": "05:00"]))
                for element in currentElements where element.seekable { audioElementRow(element) }
            }
        }
    }

    static func audioElementRow(_ element: (title: String, detail: String, seekable: Bool)) -> ListItem {
        ListItem(element.title).detail(element.detail)
            .disabled(!element.seekable)
            .action(Action("seek", ["to": .string(element.detail)]))
    }

    static var alert: AlertTemplate {
        AlertTemplate("Keine Sendungsinformationen verfügbar", "Keine Infos") {
            AlertAction("Erneut laden").action(Action("reload"))
            AlertAction("OK", style: .cancel).action(Action("dismiss"))
        }
    }
}
