import GoldenCore
import TemplateKitLite

/// The iOS 26.4 audio API: a list's details header, playback configurations on rows,
/// elements and the header, thumbnails with badges, element accessibility labels.
enum KitIOS26_4 {
    static let entries: [GalleryEntry] = [
        GalleryEntry("kit-details-header", "iOS 26.4: a show under its details header; rows that play in place", show),
        GalleryEntry("kit-playable-elements", "iOS 26.4: thumbnail cards with badges, elements that play in place, VoiceOver labels", live),
    ]

    static var show: ListTemplate {
        ListTemplate("1977-05-08") {
            ListSection("Set 1") {
                ListItem("New Minglewood Blues").detail("5:36").playback(PlaybackConfiguration(.pause, elapsed: 95, duration: 336)).id("t1")
                ListItem("Loser").detail("7:27").playback(PlaybackConfiguration(.play, duration: 447)).id("t2")
                ListItem("El Paso").detail("4:33").playback(PlaybackConfiguration(.replay, elapsed: 273, duration: 273)).id("t3")
            }
        }
        .detailsHeader(ListDetailsHeader(
            thumbnail: .asset("cornell-1977"), overlay: ImageOverlay(text: "SBD", textColor: "white", backgroundColor: "#1B5E20"),
            title: "Barton Hall", subtitle: "Cornell University, Ithaca, NY",
            bodyVariants: ["The soundboard of the most celebrated show of 1977, in its 2017 remaster.", "The 1977 soundboard."],
            actionButtons: [
                BarButton("Play", image: .symbol("play.fill")).action(Action("playShow", ["show": "1977-05-08"])),
                BarButton("Shuffle", image: .symbol("shuffle")).action(Action("shuffleShow", ["show": "1977-05-08"])),
                BarButton("Download", image: .symbol("arrow.down.circle")).action(Action("download", ["show": "1977-05-08"])),
            ],
            adaptiveBackground: true, playback: PlaybackConfiguration(.play, duration: 10_800)))
        .id("show/1977-05-08")
    }

    static var live: ListTemplate {
        ListTemplate("Live now") {
            ListSection("On air") {
                ImageRowItem("Streams") {
                    ImageRowElement(.card, image: .asset("red-rocks"), title: "Red Rocks", subtitle: "Live", isThumbnail: true)
                        .overlay(ImageOverlay(text: "LIVE", textColor: "white", backgroundColor: "#D0021B"))
                        .playback(PlaybackConfiguration(.play))
                        .accessibilityLabel("Live stream from Red Rocks Amphitheatre")
                    ImageRowElement(.card, image: .asset("fillmore"), title: "Fillmore West", subtitle: "Tonight 8 pm", isThumbnail: true)
                        .overlay(ImageOverlay(image: .symbol("bell.fill"), alignment: .trailing))
                        .accessibilityLabel("Fillmore West, tonight at 8 pm")
                }.id("streams")
                ImageRowItem("Recently played") {
                    ImageRowElement(.grid, image: .asset("cover-1")).accessibilityLabel("Cornell 1977").playback(PlaybackConfiguration(.pause, elapsed: 600, duration: 1200))
                    ImageRowElement(.grid, image: .asset("cover-2")).accessibilityLabel("Veneta 1972")
                }.id("recent")
            }
        }
        .id("live")
    }
}
