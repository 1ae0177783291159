/// What a car allows at run time. Apple publishes no numbers for most maxima; a profile
/// is the value the validator and the renderer take.
///
///     CarProfile.standard            // a generous car, iOS 26
///     CarProfile.limited             // driving with limited lists: 12 items
///     CarProfile.standard.targeting(.iOS17)
public struct CarProfile: Sendable, Hashable {
    public var name: String
    /// `CPListTemplate.maximumItemCount`, counted across all sections.
    public var maximumItemCount: Int
    /// `CPListTemplate.maximumSectionCount`.
    public var maximumSectionCount: Int
    /// `CPTabBarTemplate.maximumTabCount` for audio apps.
    public var maximumTabCount: Int
    /// Template depth, counting the root.
    public var maximumDepth: Int
    public var maximumGridButtons: Int
    /// `CPAlertTemplate.maximumActionCount`; the car keeps the most recently added.
    public var maximumAlertActions: Int
    public var maximumNowPlayingButtons: Int
    /// Per side (leading, trailing).
    public var maximumNavigationBarButtons: Int
    /// `CPMaximumNumberOfGridImages` for image rows.
    public var maximumImageRowImages: Int
    /// `CPListTemplate.maximumHeaderGridButtonCount` (iOS 26).
    public var maximumHeaderGridButtons: Int
    /// The iOS version the app targets: gates templates and properties.
    public var iOS: IOSVersion
    /// Characters one line of a list row shows before the car cuts it with `…`. Apple
    /// publishes no number: 60 is what an 800×480 screen holds beside a row image at the
    /// system font, a documented profile value the driver view and content lint use.
    public var textColumns: Int = 60

    public init(
        name: String, maximumItemCount: Int, maximumSectionCount: Int, maximumTabCount: Int = 4,
        maximumDepth: Int = 5, maximumGridButtons: Int = 8, maximumAlertActions: Int = 1,
        maximumNowPlayingButtons: Int = 5, maximumNavigationBarButtons: Int = 2,
        maximumImageRowImages: Int = 8, maximumHeaderGridButtons: Int = 4, iOS: IOSVersion = .iOS26
    ) {
        self.name = name
        self.maximumItemCount = maximumItemCount
        self.maximumSectionCount = maximumSectionCount
        self.maximumTabCount = maximumTabCount
        self.maximumDepth = maximumDepth
        self.maximumGridButtons = maximumGridButtons
        self.maximumAlertActions = maximumAlertActions
        self.maximumNowPlayingButtons = maximumNowPlayingButtons
        self.maximumNavigationBarButtons = maximumNavigationBarButtons
        self.maximumImageRowImages = maximumImageRowImages
        self.maximumHeaderGridButtons = maximumHeaderGridButtons
        self.iOS = iOS
    }

    /// An unconstrained car: 500 items and 200 sections, what CarPlay tells an audio app
    /// (`CPListTemplate.maximumItemCount` and `maximumSectionCount`; the shim says the same).
    /// On a real car prefer the limits it reports at connect (`CarProfile.connected()` in
    /// TemplateKitCarPlay), which also follow a car in motion.
    public static let unconstrained = CarProfile(name: "unconstrained", maximumItemCount: 500, maximumSectionCount: 200)
    /// The former name of ``unconstrained``.
    @available(*, deprecated, renamed: "unconstrained")
    public static var standard: CarProfile { unconstrained }
    /// A car that limits lists to 12 items while driving (`limitedUserInterfaces` ∋ `.lists`).
    public static let limited = CarProfile(name: "limited", maximumItemCount: 12, maximumSectionCount: 12)
    /// The built-in profiles, by name.
    public static let builtIn: [CarProfile] = [.unconstrained, .limited]

    /// The built-in profile with this name; `standard`, its former name, still finds
    /// ``unconstrained``.
    public static func named(_ name: String) -> CarProfile? {
        builtIn.first { $0.name == (name == "standard" ? "unconstrained" : name) }
    }

    /// The same car, for an app that targets another iOS version.
    public func targeting(_ version: IOSVersion) -> CarProfile {
        var copy = self
        copy.iOS = version
        return copy
    }
}

/// An iOS version, compared numerically (`18.4` > `18`).
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    public static let iOS14 = IOSVersion(14)
    public static let iOS15 = IOSVersion(15)
    public static let iOS17 = IOSVersion(17)
    public static let iOS18_4 = IOSVersion(18, 4)
    public static let iOS26 = IOSVersion(26)
    public static let iOS26_4 = IOSVersion(26, 4)

    public static func < (a: IOSVersion, b: IOSVersion) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }

    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

    /// Parses `"17"` or `"18.4"`.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
        let minor = parts.count == 2 ? Int(parts[1]) : 0
        guard let minor, minor >= 0 else { return nil }
        self.init(major, minor)
    }
}
