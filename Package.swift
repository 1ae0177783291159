// swift-tools-version: 6.0
import PackageDescription

/// The CarPlay shim, linked only where Apple's CarPlay module does not exist.
let carPlayShim = Target.Dependency.target(name: "CarPlayShim", condition: .when(platforms: [.linux, .macOS]))
/// The MediaPlayer stand-in, likewise (iOS links Apple's MediaPlayer).
let mediaPlayerShim = Target.Dependency.target(name: "MediaPlayerShim", condition: .when(platforms: [.linux, .macOS]))

let package = Package(
    name: "TemplateKitLite",
    // iOS 17: the last three releases (17, 18, 26); see Docs/carplay.md "Deployment target".
    platforms: [.macOS(.v13), .iOS(.v17)],
    products: [
        .library(name: "TemplateKitLite", targets: ["TemplateKitLite"]),
        .library(name: "TemplateKitSnapshots", targets: ["TemplateKitSnapshots"]),
        .library(name: "SnapshotTool", targets: ["SnapshotTool"]),
        .library(name: "RelistenScreens", targets: ["RelistenScreens"]),
        .library(name: "TemplateKitCarPlay", targets: ["TemplateKitCarPlay"]),
        .library(name: "RelistenCarPlay", targets: ["RelistenCarPlay"]),
        // Adopters test their own CarPlay wiring on Linux against these (Docs/carplay.md).
        .library(name: "CarPlayShim", targets: ["CarPlayShim"]),
        .library(name: "MediaPlayerShim", targets: ["MediaPlayerShim"]),
        .executable(name: "snapshot", targets: ["snapshot"]),
    ],
    targets: [
        .target(name: "TemplateKitLite"),
        .target(name: "RelistenScreens", dependencies: ["TemplateKitLite"]),
        // The golden engine: store, diff, pending files, review page. Internal to this
        // package (its API is `package`); both libraries below build on it.
        .target(name: "SnapshotEngine", dependencies: ["TemplateKitLite"]),
        .target(name: "TemplateKitSnapshots", dependencies: ["SnapshotEngine", "TemplateKitLite"]),
        .target(name: "SnapshotTool", dependencies: ["SnapshotEngine", "TemplateKitLite"]),
        // This repo's catalog: the gallery, every Relisten screen and journey.
        // The adapter and the shim: the update plan's bench rows and operation logs run on CarPlay objects.
        .target(name: "LiveCatalog", dependencies: ["SnapshotTool", "TemplateKitLite", "RelistenScreens", "TemplateKitCarPlay", carPlayShim]),
        .executableTarget(name: "snapshot", dependencies: ["SnapshotTool", "LiveCatalog"]),
        // A Linux/macOS stand-in for Apple's CarPlay module (audio subset); never in an iOS build.
        .target(name: "CarPlayShim"),
        // MediaPlayer is pre-concurrency Objective-C: its stand-in is Swift 5 code, so closures
        // handed to it get iOS's dynamic isolation checks (a main-actor artwork handler traps).
        .target(name: "MediaPlayerShim", dependencies: ["CarPlayShim"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "TemplateKitCarPlay", dependencies: ["TemplateKitLite", carPlayShim, mediaPlayerShim]),
        .target(name: "RelistenCarPlay", dependencies: ["TemplateKitCarPlay", "RelistenScreens", "TemplateKitLite", carPlayShim, mediaPlayerShim]),
        .testTarget(name: "TemplateKitLiteTests", dependencies: ["TemplateKitLite"]),
        .testTarget(name: "RelistenScreensTests", dependencies: ["RelistenScreens", "TemplateKitLite"]),
        .testTarget(name: "TemplateKitCarPlayTests", dependencies: ["TemplateKitCarPlay", "TemplateKitLite", carPlayShim, mediaPlayerShim]),
        .testTarget(name: "RelistenCarPlayTests", dependencies: ["RelistenCarPlay", "TemplateKitCarPlay", "RelistenScreens", "TemplateKitLite", carPlayShim, mediaPlayerShim]),
        .testTarget(
            name: "SnapshotTests",
            dependencies: ["SnapshotEngine", "SnapshotTool", "LiveCatalog", "TemplateKitLite", "RelistenScreens"]),
        .testTarget(
            name: "TemplateKitSnapshotsTests",
            dependencies: ["TemplateKitSnapshots", "SnapshotEngine", "TemplateKitLite"]),
    ],
    swiftLanguageModes: [.v6]
)
