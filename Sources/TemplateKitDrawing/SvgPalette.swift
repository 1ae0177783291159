import TemplateKitLite

/// The colours of a car drawing in one appearance (CarPlay's system colours).
///
///     SvgPalette(.dark).label   // "#ffffff"
struct SvgPalette: Sendable {
    let page: String, screen: String, dock: String, bar: String
    let label: String, secondary: String, separator: String, accent: String
    let appearance: CarAppearance
    let destructive: String, fill: String, changed: String, tapped: String, note: String

    init(_ appearance: CarAppearance) {
        self.appearance = appearance
        switch appearance {
        case .light:
            page = "#e9e9ee"; screen = "#ffffff"; dock = "#d9d9de"; bar = "#f7f7f8"
            label = "#000000"; secondary = "#6c6c70"; separator = "#c6c6c8"; accent = "#007aff"
            destructive = "#ff3b30"; fill = "#e5e5ea"; changed = "#ffcc00"; tapped = "#34c759"
            note = "#3a3a3c"
        case .dark:
            page = "#111114"; screen = "#1c1c1e"; dock = "#2c2c2e"; bar = "#242426"
            label = "#ffffff"; secondary = "#98989f"; separator = "#38383a"; accent = "#0a84ff"
            destructive = "#ff453a"; fill = "#3a3a3c"; changed = "#ffd60a"; tapped = "#30d158"
            note = "#d1d1d6"
        }
    }
}
