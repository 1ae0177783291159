import TemplateKitLite

/// The icons of the SF Symbols CarPlay audio apps use, drawn by this project on a 24×24
/// grid (never Apple's artwork): enough to recognise transport, shuffle, repeat, heart,
/// star, download, music note, radio, book, podcast, trash and the rest at a glance.
/// A name is looked up by its base (`arrow.down.circle.fill` → `arrow.down`); see
/// ``SvgSymbol`` for the variants. Unknown names have no shape (a labelled placeholder).
///
///     SvgSymbolShapes.shape("heart")   // [.stroke("M12 20s-7-4.5…")]
enum SvgSymbolShapes {
    /// One stroke of an icon: outlined (filled in a `.fill` variant) or always solid.
    enum Part: Sendable, Equatable {
        case stroke(String)
        case solid(String)
    }

    /// The parts of the icon named `base`, or nil when this project draws none for it.
    static func shape(_ base: String) -> [Part]? {
        transport(base) ?? media(base) ?? library(base) ?? interface(base)
    }

    /// Playback and transport.
    static func transport(_ base: String) -> [Part]? {
        switch base {
        case "play": [.solid("M7 4l13 8-13 8z")]
        case "pause": [.solid("M6 4h4v16H6zM14 4h4v16h-4z")]
        case "stop": [.solid("M6 6h12v12H6z")]
        case "playpause": [.solid("M3 5l9 7-9 7zM14 5h3v14h-3zM19 5h3v14h-3z")]
        case "backward.end": [.solid("M5 4h3v16H5zM20 4v16L9 12z")]
        case "forward.end": [.solid("M16 4h3v16h-3zM4 4v16l11-8z")]
        case "backward": [.solid("M12 6v12L3 12zM21 6v12l-9-6z")]
        case "forward": [.solid("M3 6v12l9-6zM12 6v12l9-6z")]
        case "gobackward": [.stroke("M12 4a8 8 0 1 1-8 8"), .solid("M12 1v6L8 4z")]
        case "goforward": [.stroke("M12 4a8 8 0 1 0 8 8"), .solid("M12 1v6l4-3z")]
        case "shuffle": [.stroke("M3 7h4l10 10h3M3 17h4L17 7h3"), .solid("M19 4l4 3-4 3zM19 14l4 3-4 3z")]
        case "repeat": [.stroke("M4 12V9a2 2 0 0 1 2-2h13M20 12v3a2 2 0 0 1-2 2H5"), .solid("M17 4l4 3-4 3zM7 14l-4 3 4 3z")]
        case "speaker.wave.2", "speaker.wave.3", "speaker":
            [.solid("M3 9h4l5-4v14l-5-4H3z"), .stroke("M15 9a4 4 0 0 1 0 6M18 6a8 8 0 0 1 0 12")]
        case "airplayaudio": [.stroke("M6 18a8 8 0 1 1 12 0M9 15a4 4 0 1 1 6 0"), .solid("M12 13l5 8H7z")]
        default: nil
        }
    }

    /// What audio apps list: music, radio, podcasts, books.
    static func media(_ base: String) -> [Part]? {
        switch base {
        case "music.note", "music.quarternote.3": [.solid("M14 3h5v4h-3v10a3 3 0 1 1-2-2.8z")]
        case "music.note.list": [.stroke("M3 6h10M3 11h10M3 16h6"), .solid("M17 4h4v3h-2v10a2.5 2.5 0 1 1-2-2.4z")]
        case "music.mic", "mic", "music.microphone":
            [.stroke("M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v4M9 21h6")]
        case "radio": [.stroke("M3 9h18v11H3zM7 9l10-5M14 13h4M14 16h4M8 12.5a2.5 2.5 0 1 0 .01 0z")]
        case "dot.radiowaves.left.and.right", "antenna.radiowaves.left.and.right", "dot.radiowaves.right":
            [.solid("M12 10a2 2 0 1 1 0 4 2 2 0 0 1 0-4z"), .stroke("M8 8a5 5 0 0 0 0 8M16 8a5 5 0 0 1 0 8M5 5a9 9 0 0 0 0 14M19 5a9 9 0 0 1 0 14")]
        case "waveform", "waveform.path": [.stroke("M4 10v4M8 6v12M12 3v18M16 7v10M20 10v4")]
        case "headphones": [.stroke("M4 16v-4a8 8 0 0 1 16 0v4M4 15h3v6H4zM17 15h3v6h-3z")]
        case "book", "book.closed": [.stroke("M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7")]
        case "books.vertical": [.stroke("M4 4h4v16H4zM9 4h4v16H9zM14 5l4-1 3 15-4 1z")]
        case "guitars": [.stroke("M15 3l6 6M18 6l-7 7M10.5 13.5a4 4 0 1 1-5.6 5.6 4 4 0 0 1 5.6-5.6z")]
        case "opticaldisc", "record.circle": [.stroke("M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 10a2 2 0 1 1 0 4 2 2 0 0 1 0-4z")]
        case "sparkles": [.solid("M10 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2zM18 2l1 3 3 1-3 1-1 3-1-3-3-1 3-1z")]
        case "building.columns": [.stroke("M3 9l9-5 9 5zM5 9v9M9.5 9v9M14.5 9v9M19 9v9M3 20h18")]
        case "moon.zzz", "moon": [.stroke("M14 3a8 8 0 1 0 7 11A7 7 0 0 1 14 3z")]
        default: nil
        }
    }

    /// A library's marks: favourites, downloads, queues.
    static func library(_ base: String) -> [Part]? {
        switch base {
        case "heart": [.stroke("M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z")]
        case "star": [.stroke("M12 3l2.6 6 6.4.5-4.9 4.2 1.5 6.3L12 16.8 6.4 20l1.5-6.3L3 9.5 9.4 9z")]
        case "bookmark": [.stroke("M6 3h12v18l-6-5-6 5z")]
        case "arrow.down", "arrow.down.to.line": [.stroke("M12 4v14M6 12l6 6 6-6")]
        case "arrow.up": [.stroke("M12 20V6M6 12l6-6 6 6")]
        case "icloud": [.stroke("M7 18a5 5 0 0 1-.5-10A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9z")]
        case "icloud.and.arrow.down": [.stroke("M7 16a5 5 0 0 1-.5-10A6 6 0 0 1 18 7a4.5 4.5 0 0 1-.5 9M12 11v10M9 18l3 3 3-3")]
        case "trash": [.stroke("M4 6h16M9 6V4h6v2M6 6l1 15h10l1-15M10 10v7M14 10v7")]
        case "clock", "clock.arrow.circlepath": [.stroke("M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 7v5l3 3")]
        case "calendar": [.stroke("M4 6h16v14H4zM4 10h16M8 3v4M16 3v4")]
        case "person", "person.crop": [.stroke("M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 21a8 8 0 0 1 16 0")]
        case "person.2", "person.3":
            [.stroke("M9 5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM2 20a7 7 0 0 1 14 0M16 5.5a3.5 3.5 0 0 1 0 6.5M18 13a7 7 0 0 1 4 7")]
        case "square.stack", "rectangle.stack": [.stroke("M5 9h14v11H5zM7 6h10M9 3h6")]
        case "list.bullet", "list.dash": [.stroke("M9 6h11M9 12h11M9 18h11"), .solid("M4 5h2v2H4zM4 11h2v2H4zM4 17h2v2H4z")]
        case "text.quote", "text.alignleft": [.stroke("M4 6h16M4 11h16M4 16h10")]
        default: nil
        }
    }

    /// Buttons and navigation.
    static func interface(_ base: String) -> [Part]? {
        switch base {
        case "plus": [.stroke("M12 4v16M4 12h16")]
        case "minus": [.stroke("M4 12h16")]
        case "ellipsis":
            [.solid("M6 10.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM12 10.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM18 10.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z")]
        case "magnifyingglass": [.stroke("M10 4a6 6 0 1 1 0 12 6 6 0 0 1 0-12zM14.5 14.5L20 20")]
        case "house": [.solid("M12 3l9 8h-3v9h-5v-6h-2v6H6v-9H3z")]
        case "square.grid.2x2": [.solid("M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z")]
        case "checkmark": [.stroke("M4 12l5 5L20 6")]
        case "xmark": [.stroke("M5 5l14 14M19 5L5 19")]
        case "chevron.right": [.stroke("M9 5l7 7-7 7")]
        case "chevron.left": [.stroke("M15 5l-7 7 7 7")]
        case "bell": [.stroke("M6 17v-6a6 6 0 0 1 12 0v6l2 2H4zM10 21h4")]
        case "pencil": [.stroke("M4 20l1-4L16 5l3 3L8 19zM14 7l3 3")]
        case "gearshape", "gear": [.stroke("M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2")]
        case "arrow.clockwise": [.stroke("M19 12a7 7 0 1 1-2-5M19 4v4h-4")]
        case "arrow.counterclockwise": [.stroke("M5 12a7 7 0 1 0 2-5M5 4v4h4")]
        case "arrow.uturn.backward": [.stroke("M9 5L4 10l5 5M4 10h11a5 5 0 0 1 0 10h-3")]
        case "arrow.up.arrow.down": [.stroke("M7 20V4M3 8l4-4 4 4M17 4v16M13 16l4 4 4-4")]
        case "wifi": [.stroke("M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0"), .solid("M12 18a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z")]
        case "wifi.slash": [.stroke("M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M3 3l18 18")]
        case "exclamationmark.triangle": [.stroke("M12 3l10 18H2zM12 10v5M12 18v.5")]
        case "info": [.stroke("M12 11v6M12 7v.5")]
        case "globe": [.stroke("M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18z")]
        default: nil
        }
    }
}
