// swift-tools-version: 6.2
// Swift 6.2 is the oldest toolchain this package builds with: Swift Testing's attachments
// (`Attachment.record`, used by `expectSnapshot` on a mismatch) arrived in it. Docs/architecture.md
// names every target below, who uses it, and the two paths through them.
import PackageDescription

/// The CarPlay shim, linked only where Apple's CarPlay module does not exist.
let carPlayShim = Target.Dependency.target(name: "CarPlayShim", condition: .when(platforms: [.linux, .macOS]))
/// The MediaPlayer stand-in, likewise (iOS links Apple's MediaPlayer).
let mediaPlayerShim = Target.Dependency.target(name: "MediaPlayerShim", condition: .when(platforms: [.linux, .macOS]))
/// This repo's catalog, for test suites that replay its journeys on the shims (compiled out on iOS).
let liveCatalogOffIOS = Target.Dependency.target(name: "LiveCatalog", condition: .when(platforms: [.linux, .macOS]))
let snapshotToolOffIOS = Target.Dependency.target(name: "SnapshotTool", condition: .when(platforms: [.linux, .macOS]))

let package = Package(
    name: "TemplateKitLite",
    // iOS 17: the last three releases (17, 18, 26); see Docs/carplay.md "Deployment target".
    platforms: [.macOS(.v13), .iOS(.v17)],
    products: [
        // What an iOS app links.
        .library(name: "TemplateKitLite", targets: ["TemplateKitLite"]),
        .library(name: "TemplateKitCarPlay", targets: ["TemplateKitCarPlay"]),
        .library(name: "RelistenScreens", targets: ["RelistenScreens"]),
        .library(name: "RelistenCarPlay", targets: ["RelistenCarPlay"]),
        // What an app's test target links; the second adds the `.svg` golden formats.
        .library(name: "TemplateKitSnapshots", targets: ["TemplateKitSnapshots"]),
        .library(name: "TemplateKitDrawingSnapshots", targets: ["TemplateKitDrawingSnapshots"]),
        // The car drawn as an SVG picture, for tools (the catalog links it through SnapshotTool).
        .library(name: "TemplateKitDrawing", targets: ["TemplateKitDrawing"]),
        // Adopters test their own CarPlay wiring on Linux against these (Docs/carplay.md).
        .library(name: "CarPlayShim", targets: ["CarPlayShim"]),
        .library(name: "MediaPlayerShim", targets: ["MediaPlayerShim"]),
        // What an app's own catalog executable links (macOS and Linux).
        .library(name: "SnapshotTool", targets: ["SnapshotTool"]),
        // This repo's catalog executable.
        .executable(name: "snapshot", targets: ["snapshot"]),
    ],
    targets: [
        // MARK: Internal support — small rules written once (hashing, a seeded generator,
        // "did you mean", JSON strings, markup escaping). Every module that needs one uses it.
        .target(name: "KitSupport"),

        // MARK: The kit — templates, DSL, renders, validation, navigation, reconciler.
        .target(name: "TemplateKitLite", dependencies: ["KitSupport"]),
        // The car drawn as a deterministic SVG picture from the kit's model (`CarView`): the
        // review page, `render --format svg` and the `.svg` goldens. Not in an app's build,
        // nor in a test build that does not ask for drawings.
        .target(name: "TemplateKitDrawing", dependencies: ["TemplateKitLite", "KitSupport"]),

        // MARK: Goldens
        // The golden core (internal): the store and its confined reads and writes, the diff,
        // the terminal-safety rule, the run log, and the one GoldenComparison that the
        // assertions, `check` and `record` share. Knows bytes and files, no template, no app.
        .target(name: "GoldenCore", dependencies: ["KitSupport", "CSystemCalls"]),
        // One C call Swift cannot make (openat2 is reached through the variadic syscall(2)):
        // a golden opened below its package root in one call, no link on the way.
        .target(name: "CSystemCalls"),
        // expectSnapshot / assertSnapshot, for any app's tests: the kit and the core, nothing else
        // (no HTTP server, no HTML, no command line in an adopter's test build).
        .target(name: "TemplateKitSnapshots", dependencies: ["GoldenCore", "TemplateKitLite"]),
        // `.svg` / `.svg(screen:appearance:)` golden formats, for test targets that draw the car.
        .target(name: "TemplateKitDrawingSnapshots", dependencies: ["TemplateKitDrawing", "TemplateKitSnapshots", "TemplateKitLite"]),
        // The catalog commands for any app's executable: command line, CI reports, the review
        // page, the live preview's HTTP server.
        .target(name: "SnapshotTool", dependencies: ["GoldenCore", "KitSupport", "TemplateKitLite", "TemplateKitDrawing"]),

        // MARK: The car end
        // A Linux/macOS stand-in for Apple's CarPlay module (audio subset); never in an iOS build.
        .target(name: "CarPlayShim"),
        // MediaPlayer is pre-concurrency Objective-C: its stand-in is Swift 5 code, so closures
        // handed to it get iOS's dynamic isolation checks (a main-actor artwork handler traps).
        .target(name: "MediaPlayerShim", dependencies: ["CarPlayShim"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // Applies reconciler operations to CarPlay's objects; publishes now playing (iOS, or the shims).
        .target(name: "TemplateKitCarPlay", dependencies: ["TemplateKitLite", carPlayShim, mediaPlayerShim]),

        // MARK: Relisten — the live-music app whose design this repo carries.
        // Every screen as a pure function of state; the reducer; the state document.
        .target(name: "RelistenScreens", dependencies: ["TemplateKitLite", "KitSupport"]),
        // The scene delegate and store: state → screens → reconciler → adapter → actions.
        .target(name: "RelistenCarPlay", dependencies: ["TemplateKitCarPlay", "RelistenScreens", "TemplateKitLite", carPlayShim, mediaPlayerShim]),

        // MARK: This repo's catalog and tools (development; not a product adopters link)
        // The catalog `snapshot` serves: the gallery, Relisten's screens, scenarios, journeys
        // and operation logs (which run on CarPlay objects: the adapter and the shim).
        .target(
            name: "LiveCatalog",
            dependencies: ["SnapshotTool", "GoldenCore", "KitSupport", "TemplateKitLite", "RelistenScreens", "TemplateKitCarPlay", carPlayShim]),
        // The kit's benchmarks (`snapshot bench`): the tool's and the catalog's.
        .target(
            name: "SnapshotBench",
            dependencies: ["SnapshotTool", "LiveCatalog", "GoldenCore", "TemplateKitSnapshots", "TemplateKitLite", "RelistenScreens", "TemplateKitCarPlay", carPlayShim]),
        .executableTarget(name: "snapshot", dependencies: ["SnapshotTool", "LiveCatalog", "SnapshotBench"]),
        // The fuzz targets' checks, replaying the committed corpus in a plain build (swift test
        // runs it; scripts/fuzz.sh builds the same files with libFuzzer for timed fuzzing).
        .executableTarget(
            name: "fuzz-replay", dependencies: ["GoldenCore", "SnapshotTool", "RelistenScreens", "TemplateKitLite", "KitSupport"],
            path: "Fuzz", exclude: ["corpus", "regressions"]),

        // MARK: Tests — each module's behaviour in the test target named after it.
        .testTarget(name: "KitSupportTests", dependencies: ["KitSupport"]),
        .testTarget(name: "TemplateKitLiteTests", dependencies: ["TemplateKitLite"]),
        .testTarget(name: "TemplateKitDrawingTests", dependencies: ["TemplateKitDrawing", "TemplateKitLite"]),
        .testTarget(name: "GoldenCoreTests", dependencies: ["GoldenCore", "KitSupport"]),
        .testTarget(
            name: "TemplateKitSnapshotsTests",
            dependencies: ["TemplateKitSnapshots", "TemplateKitDrawingSnapshots", "GoldenCore", "TemplateKitLite"]),
        .testTarget(
            name: "SnapshotToolTests",
            dependencies: ["SnapshotTool", "GoldenCore", "KitSupport", "LiveCatalog", "SnapshotBench", "TemplateKitLite", "RelistenScreens"]),
        .testTarget(name: "RelistenScreensTests", dependencies: ["RelistenScreens", "TemplateKitLite", "LiveCatalog", "SnapshotTool", "KitSupport"]),
        .testTarget(name: "TemplateKitCarPlayTests", dependencies: ["TemplateKitCarPlay", "TemplateKitLite", carPlayShim, mediaPlayerShim]),
        // The docs name only what exists: every backticked path, type and test in README and Docs/.
        .testTarget(name: "DocsTests"),
        // Its shim suites replay catalog journeys (LiveCatalog, their taps SnapshotTool's); on the iOS simulator they are compiled out.
        .testTarget(name: "RelistenCarPlayTests", dependencies: ["RelistenCarPlay", liveCatalogOffIOS, snapshotToolOffIOS, "TemplateKitCarPlay", "RelistenScreens", "TemplateKitLite", carPlayShim, mediaPlayerShim]),
    ],
    swiftLanguageModes: [.v6]
)
