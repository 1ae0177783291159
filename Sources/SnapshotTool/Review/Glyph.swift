import GoldenCore
/// The review page's symbols as inline SVG (24×24, `currentColor`), so the drawing never
/// depends on the fonts of the browser opening it: a bare headless Chromium has none for
/// ⏮ ⏭ ⧉ and draws them as empty boxes ("tofu").
///
///     Glyph.svg(.play)   // <svg class="g" viewBox="0 0 24 24" …><path d="M7 4l13 8-13 8z"/></svg>
package enum Glyph: String, CaseIterable, Sendable {
    case play, pause, previous, next, skipBackward, skipForward, chevron, back, cloud, image, symbol,
        remote, shuffle, repeatMode, rate, add, more, nowPlaying, playing, music, home, apps, imageRow

    /// The glyph's SVG path data.
    var path: String {
        switch self {
        case .play: "M7 4l13 8-13 8z"
        case .pause: "M6 4h4v16H6zM14 4h4v16h-4z"
        case .previous: "M5 4h3v16H5zM20 4v16L9 12z"
        case .next: "M16 4h3v16h-3zM4 4v16l11-8z"
        case .skipBackward: "M12 4V1L7 5l5 4V6a7 7 0 1 1-7 7H3a9 9 0 1 0 9-9z"
        case .skipForward: "M12 4V1l5 4-5 4V6a7 7 0 1 0 7 7h2a9 9 0 1 1-9-9z"
        case .chevron: "M9 5l7 7-7 7-1.5-1.5L13 12 7.5 6.5z"
        case .back: "M15 5l-7 7 7 7 1.5-1.5L11 12l5.5-5.5z"
        case .cloud: "M7 18a5 5 0 0 1-.5-10A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9z"
        case .image: "M4 5h16v14H4zM6 17h12l-4-6-3 4-2-2z"
        case .symbol: "M12 3l2.6 6 6.4.5-4.9 4.2 1.5 6.3L12 16.8 6.4 20l1.5-6.3L3 9.5 9.4 9z"
        case .remote: "M4 5h16v14H4zM8 15l3-4 2 3 1.5-2L17 15z"
        case .shuffle: "M3 7h4l8 10h4v-2l3 3-3 3v-2h-5L6 9H3zM15 7h4V5l3 3-3 3V9h-4l-2 2.5-1.3-1.6z"
        case .repeatMode: "M5 9h11V6l4 4-4 4v-3H7v3H5zM19 15H8v3l-4-4 4-4v3h9v-3h2z"
        case .rate: "M3 17l4-10h2l4 10h-2l-1-2.6H6L5 17zm3.7-4.4h2.6L8 9zM14 9l2 3-2 3h2l1-1.6 1 1.6h2l-2-3 2-3h-2l-1 1.6L16 9z"
        case .add: "M11 4h2v7h7v2h-7v7h-2v-7H4v-2h7z"
        case .more: "M5 10h3v3H5zM10.5 10h3v3h-3zM16 10h3v3h-3z"
        case .nowPlaying, .playing: "M4 10h3v10H4zM10.5 4h3v16h-3zM17 13h3v7h-3z"
        case .music: "M9 4l11-2v13a3 3 0 1 1-2-2.8V6l-7 1.3V17a3 3 0 1 1-2-2.8z"
        case .home: "M12 3l9 8h-3v9h-5v-6h-2v6H6v-9H3z"
        case .apps: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z"
        case .imageRow: "M2 7h6v10H2zM9 7h6v10H9zM16 7h6v10h-6z"
        }
    }

    /// `<svg …>` drawn at the surrounding text's size; `label` becomes its accessible title.
    package static func svg(_ glyph: Glyph, label: String? = nil, cls: String = "g") -> String {
        let title = label.map { "<title>" + HTML.escape($0) + "</title>" } ?? ""
        let role = label == nil ? " aria-hidden=\"true\"" : " role=\"img\""
        return "<svg class=\"\(cls)\" viewBox=\"0 0 24 24\" fill=\"currentColor\"\(role)>\(title)<path d=\"\(glyph.path)\"/></svg>"
    }
}
