import GoldenCore
import TemplateKitLite

/// Screens that exercise the parts of the kit the seed apps do not use: the five iOS 26
/// image-row element kinds, a grid, a tab bar with a badge, an empty list with a
/// spinner, and an action sheet.
enum KitShowcase {
    static let entries: [GalleryEntry] = [
        GalleryEntry("kit-image-row-elements", "The five iOS 26 image-row element kinds", imageRows),
        GalleryEntry("kit-grid", "A grid of genres (8 shown, the 9th hidden)", grid),
        GalleryEntry("kit-tab-bar", "A tab bar whose selected tab is an empty, loading list", tabBar),
        GalleryEntry("kit-action-sheet", "An action sheet (iOS 17+)", over: RadioSpiral.stations, actionSheet),
    ]

    static let covers = ["cover-1", "cover-2", "cover-3"]

    static var imageRows: ListTemplate {
        ListTemplate("Discover") {
            ListSection("iOS 26 elements") {
                ImageRowItem("Rows") {
                    for c in covers { ImageRowElement(.row, image: .asset(c), title: "Title \(c.suffix(1))", subtitle: "Artist") }
                }
                ImageRowItem("Cards", elements: cards).multipleLines()
                ImageRowItem("Condensed") {
                    ImageRowElement(.condensed, image: .asset("host"), title: "Host", subtitle: "Live", shape: .circular, accessorySymbol: "star.fill")
                }
                ImageRowItem(nil) { for c in covers { ImageRowElement(.grid, image: .asset(c)) } }
                ImageRowItem("Image grid") {
                    ImageRowElement(.imageGrid, image: .symbol("music.mic"), title: "Podcasts", shape: .roundedRectangle, accessorySymbol: "chevron.right")
                }
            }
        }
    }

    static var cards: [ImageRowElement] {
        [ImageRowElement(.card, image: .asset("card-1"), title: "Morning Mix", subtitle: "New today", tint: "#FF6A00", fullHeightImage: true),
         ImageRowElement(.card, image: .asset("card-2"), title: "Focus", tint: "blue", isThumbnail: true)]
    }

    static let genres = ["Rock", "Jazz", "Klassik", "Pop", "Hip-Hop", "Electronic", "Folk", "Blues", "Soul"]

    static var grid: GridTemplate {
        GridTemplate("Genres") {
            for genre in genres {
                GridButton(genre, image: .symbol("music.note")).action(Action("openGenre", ["genre": .string(genre)]))
            }
        }
    }

    static var tabBar: TabBarTemplate {
        TabBarTemplate(selected: 1) {
            Tab("Stations", image: .symbol("dot.radiowaves.left.and.right"), content: RadioSpiral.stations)
            Tab("Podcasts", image: .symbol("mic"), content: ListTemplate(title: "Podcasts")
                .emptyView(titles: ["Loading podcasts…", "Loading…"]).spinnerWhileEmpty())
            Tab("Genres", image: .symbol("square.grid.2x2"), content: grid).badge()
        }
    }

    static var actionSheet: ActionSheetTemplate {
        ActionSheetTemplate("Sleep timer", message: "Stop playback after") {
            AlertAction("15 minutes").action(Action("sleep", ["minutes": 15]))
            AlertAction("1 hour").action(Action("sleep", ["minutes": 60]))
            AlertAction("Cancel", style: .cancel)
        }
    }
}
