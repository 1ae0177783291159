import TemplateKitLite

/// The screen a car drawing is made for: its size in points.
///
///     CarScreen.standard                  // 800×480, the common CarPlay screen
///     CarScreen(parsing: "1920x720")      // a wide screen
///     CarScreen.standard.name             // "800x480"
public struct CarScreen: Sendable, Hashable {
    public let width: Int
    public let height: Int

    /// 800×480: the screen `CarProfile.textColumns` (60) is measured on.
    public static let standard = CarScreen(width: 800, height: 480)
    /// 1920×720: a wide screen; the drawing's text scales with its height.
    public static let wide = CarScreen(width: 1920, height: 720)
    /// The named displays `--display` takes.
    public static let named: [CarScreen] = [.standard, .wide]

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// One of ``named`` by its name (`800x480`, `1920x720`), else nil.
    public init?(parsing name: String) {
        guard let display = Self.named.first(where: { $0.name == name }) else { return nil }
        self = display
    }

    /// `800x480`.
    public var name: String { String(width) + "x" + String(height) }

    /// `value` design points (laid out for a 480-point-high screen) on this display.
    func scaled(_ value: Int) -> Int { value * height / 480 }
}

/// Light or dark: the car's appearance (CarPlay follows the car's or the phone's setting).
public enum CarAppearance: String, Sendable, Hashable, CaseIterable {
    case light, dark
}
